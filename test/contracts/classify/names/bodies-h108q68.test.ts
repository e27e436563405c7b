/**
 * Facts set 68's causes 5, 6, 7 and 8 (issue 18, h108q68), on sentences written for them, none from the set:
 * - Mexico's cooperative forms ("S.C. de A.P. de R.L. de C.V.") are one legal form, in capitals as in small letters
 *   (gazetteer.ts LEGAL_SUFFIXES, party-key.ts LONG_FORM);
 * - a German body's compound before its place ("Gebäudeversicherung Bern", "Ausgleichskasse des Kantons Zürich") is a
 *   body (gazetteer.ts GERMAN_BODY_COMPOUND_ENDS, nordic-and-french-bodies.ts);
 * - "<words> Insurance Fund" / "Insurance Institution" and "<country> Cultural / Arts / Heritage Centre" are bodies
 *   (gazetteer.ts INSTITUTION_HEADS).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { partyNames } from '../facts-readers.js';
import { nordicAndFrenchBodies } from '../../../../src/contracts/classify/names/nordic-and-french-bodies.js';
import { readsLinearly } from '../../../security/linear-time.js';

const LOAN = (lender: string) => [
  'LOAN CONTRACT',
  `LOAN CONTRACT entered into in Tlatlauquitepec, Puebla, on 2 May 2046, by ${lender}, hereinafter "THE LENDER", represented by its manager, Lic. Marta Reyes Cruz, and, on the other part, Mr. Juan Hernández Lobato, hereinafter "THE BORROWER".`,
  'FIRST. THE LENDER lends to THE BORROWER the sum of $80,000.00 M.N., which THE BORROWER repays in twelve monthly payments.',
];

describe('a Mexican cooperative\'s legal form read whole (cause 5)', () => {
  it.each([
    'CAJA POPULAR TEPEYAC, S.C. DE A.P. DE R.L. DE C.V.',
    'Caja Popular Tepeyac, S.C. de A.P. de R.L. de C.V.',
    'CAJA POPULAR TEPEYAC, S.C.A.P. DE R.L. DE C.V.',
  ])('%s', (lender) => {
    const names = partyNames(...LOAN(lender));
    expect(names).toContain('CAJA POPULAR TEPEYAC');
    expect(names.filter((n) => /^(?:A\.P\.|S\.C\.|R\.L\.|C\.V\.)/.test(n))).toEqual([]);
  });
  it('near miss: the variable-capital corporation keeps its reading', () => {
    expect(partyNames(...LOAN('FINANCIERA DEL VALLE, S.A. DE C.V.'))).toContain('FINANCIERA DEL VALLE');
  });
});

describe('a German body\'s compound before its place (cause 6)', () => {
  it.each([
    ['The Contractor reports the work to the Gebäudeversicherung Luzern (GVL) before it starts.', 'Gebäudeversicherung Luzern'],
    ['The employer pays the contributions to the Ausgleichskasse des Kantons Aargau each quarter.', 'Ausgleichskasse des Kantons Aargau'],
    ['The heat is supplied by the Stadtwerke Heidelberg under their own terms.', 'Stadtwerke Heidelberg'],
  ])('%s', (text, body) => {
    expect(nordicAndFrenchBodies(text).map((b) => b.text)).toContain(body);
  });
  it('near misses: a thing after the compound, an English word that ends so, the compound alone', () => {
    expect(nordicAndFrenchBodies('The Sparkasse Account is closed on leaving.')).toEqual([]);
    expect(nordicAndFrenchBodies('The Framework Agreement governs each order; the Homework Club meets on Friday.')).toEqual([]);
    expect(nordicAndFrenchBodies('The Gebäudeversicherung is notified of the work.')).toEqual([]);
  });
  it('linear on a long compound run', () => {
    readsLinearly((n) => {
      const text = 'Aversicherung '.repeat(Math.ceil(n / 14));
      return () => nordicAndFrenchBodies(text);
    });
  });
});

describe('an insurance fund or institution; a cultural, arts or heritage centre (causes 7 and 8)', () => {
  it.each([
    ['Each worker is insured with the National Health Insurance Fund from the first day.', 'National Health Insurance Fund'],
    ['The roofers follow the rules of the Federal Accident Insurance Institution for work at height.', 'Federal Accident Insurance Institution'],
    ['You confirm that the Fiji Cultural Centre has agreed to the dances being shown.', 'Fiji Cultural Centre'],
    ['The Tonga Heritage Centre lends the canoe for the festival.', 'Tonga Heritage Centre'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toContain(body);
  });
  it('near misses: the head alone, and other centres', () => {
    expect(orgs('The Insurance Fund of the Parties pays the excess.')).not.toContain('Insurance Fund');
    expect(orgs('The Cultural Centre opens at nine.')).toEqual([]);
    expect(orgs('The goods are stored at the Lautoka Data Centre near the Town Centre.')).not.toContain('Lautoka Data Centre');
  });
});
