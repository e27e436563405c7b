/**
 * A firm named by two surnames joined by "&" with no legal form (names/ampersand-firms.ts) and a national society written
 * out in Italian, Spanish or Portuguese (gazetteer.ts ROMANCE_BODY_HEADS, own-language-bodies.ts ROMANCE_JOIN's "ed"):
 * Organizations, and so parties of importance Unknown (issue 18, h104p63). Sentences written for the rules.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { partiesByImportance } from '../facts-readers.js';

const orgs = (text: string) => attributesOf(text).filter((a) => a.startsWith('Organization:'));

describe('two surnames joined by "&" as a firm (item 7)', () => {
  it('an apposition after a profession, before a comma, a stop or a clause\'s word', () => {
    expect(orgs('The rent is paid into the client account of the Landlord\'s attorneys, Harris & St. Jean, Castries.')).toEqual(['Organization:Harris & St. Jean']);
    expect(orgs('Each certificate is checked by the surveyors Okonkwo & Lindqvist.')).toEqual(['Organization:Okonkwo & Lindqvist']);
    expect(orgs('The fees of Baptiste & McKenzie are borne by the Tenant.')).toEqual(['Organization:Baptiste & McKenzie']);
    expect(orgs('Drawings by O\'Donoghue & Castellanos shall form part of this contract.')).toEqual(['Organization:O\'Donoghue & Castellanos']);
  });
  it('a party of importance Unknown beside the preamble\'s', () => {
    const facts = ['Between Alder Bay Ltd (the "Landlord") and Birch Cove Ltd (the "Tenant"):', 'The deposit is held by the Landlord\'s attorneys, Harris & St. Jean, until the lease ends.'];
    expect(partiesByImportance(...facts)).toEqual(['ALDER BAY Primary Supplier', 'BIRCH COVE Primary Buyer', 'HARRIS & ST. JEAN Unknown Unknown']);
  });
  it('near misses: a product, a subject, a couple, a possessive, a longer name, common words', () => {
    expect(orgs('The shop sells Smith & Wesson revolvers and Dolce & Gabbana sunglasses.')).toEqual([]);
    expect(orgs('Mr & Mrs Okonkwo, Anna & Peter and John & Mary Smith attend.')).toEqual([]);
    expect(orgs('Terms & Conditions, Health & Safety, Salt & Vinegar, Fish & Chips, Research & Development.')).toEqual([]);
    expect(orgs('A tub of Ben & Jerry\'s is served.')).toEqual([]);
  });
});

describe('a national society written out in its own language (item 6)', () => {
  it('"Società Italiana degli Autori ed Editori", "Sociedad General de Autores y Editores", "Sociedade Portuguesa de Autores"', () => {
    expect(orgs('The Composer collects the authors\' rights through the Società Italiana degli Autori ed Editori.')).toEqual(['Organization:Società Italiana degli Autori ed Editori']);
    expect(orgs('The Composer is a member of the Sociedad General de Autores y Editores.')).toEqual(['Organization:Sociedad General de Autores y Editores']);
    expect(orgs('Royalties are collected by the Sociedade Portuguesa de Autores.')).toEqual(['Organization:Sociedade Portuguesa de Autores']);
  });
  it('the initials after the name written out are the same party', () => {
    const facts = ['Between Gelateria Etna S.r.l. (the "Client") and Mr Carmelo Russo (the "Composer"):', 'The Composer collects his rights through the Società Italiana degli Autori ed Editori (SIAE).'];
    expect(partiesByImportance(...facts).filter((p) => p.includes('SIAE') || p.includes('SOCIETÀ'))).toEqual(['SOCIETÀ ITALIANA DEGLI AUTORI ED EDITORI Unknown Unknown']);
  });
  it('near miss: "Società" or "Sociedad" alone before a legal form\'s words names no society', () => {
    expect(orgs('It is a sociedad formed as a Sociedad Anónima de Capital Variable under Mexican law.')).toEqual([]);
  });
});
