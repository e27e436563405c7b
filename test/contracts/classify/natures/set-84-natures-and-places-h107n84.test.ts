/**
 * Issue 18, h107n84 (set 84's causes 3, 4, 17 and 18; sentences written for this test, none from the set): the use of a
 * thing given now is the receiver's Right; "sees <a person> again" and a "pre-" verb are present-tense duties (C34); the
 * towns of Pakistan's districts, Catalonia's comarcas, Puerto Rico's municipalities, New Caledonia's communes and
 * Burundi's provinces are places; the Catalan street kinds open an address as "Calle" does (C48).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf, elements, typesOf } from '../helpers.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const FARM = 'This agreement is made between Harbour Farms Ltd (the "Owner") and Ben Cole (the "Grazier").';
const CLINIC = 'This agreement is made between Harbour Clinic Ltd (the "Clinic") and Oak Laundry Ltd (the "Provider").';
const OPTICS = 'These terms are between Harbour Optics LLC ("Harbour", "we" or "us") and the person named on the form ("you").';

describe('the use of a thing given now (cause 3)', () => {
  it('is the receiver\'s Right, as a grant of it is', () => {
    expect(typesOf(FARM, 'The Owner gives the Grazier the use of the north paddock.', 'The Owner gives the Grazier the free use of the cottage for the term.').slice(1))
      .toEqual([['Right/Grazier'], ['Right/Grazier']]);
  });
  it('near misses: keys, notice or a copy given are the giver\'s act', () => {
    expect(typesOf(FARM, 'The Owner gives the Grazier the keys of the barn.', 'The Owner gives the Grazier notice of the sale.').slice(1))
      .toEqual([['Obligation/Owner'], ['Obligation/Owner']]);
  });
});

describe('present-tense duties (cause 4, C34)', () => {
  it('"sees <a person> again" is a visit, a duty', () => {
    expect(typesOf(OPTICS, 'We see you again after 10 days to check the lenses.', 'We see your child again within a month.').slice(1))
      .toEqual([['Obligation/Harbour'], ['Obligation/Harbour']]);
  });
  it('a verb with "pre-" is the verb, as with "re-"', () => {
    expect(typesOf(CLINIC, 'The Clinic pre-sorts the linen by ward.', 'The Provider pre-washes stained gowns.').slice(1))
      .toEqual([['Obligation/Clinic'], ['Obligation/Provider']]);
  });
  it('near misses: a perception stays none', () => {
    expect(typesOf(CLINIC, 'The Clinic sees no reason to change the rates.', 'The Provider sees the linen as clean.').slice(1)).toEqual([[], []]);
  });
});

describe('towns of the regions the gazetteer lacked (cause 17)', () => {
  it('reads them where a town stands', () => {
    expect(attributesOf('The office of the firm shall be at Chiniot.')).toEqual(['Location:Chiniot']);
    expect(attributesOf('The courts of Manresa have jurisdiction.')).toEqual(['Location:Manresa']);
    expect(attributesOf('Our shop in Guaynabo is open on Saturdays.')).toContain('Location:Guaynabo');
    expect(attributesOf('The clinic in Dumbéa and the one in Koumac are open on Mondays.')).toEqual(expect.arrayContaining(['Location:Dumbéa', 'Location:Koumac']));
    expect(attributesOf('The station in Ngozi opens at 5 am.')).toContain('Location:Ngozi');
  });
  it('a Pakistani town names the rupee\'s country', () => {
    const got = classifyContract(elements('THIS DEED is made at Okara on 2 May 2041 between Imran Qureshi and Tahir Malik.', 'The capital of the firm is Rs. 500,000/-.'));
    expect(got.contract_currencies.map((c) => c.text_normalized)).toEqual(['PKR']);
  });
  it('near misses: the surnames and words left out are no places', () => {
    expect(attributesOf('The report was written by Mr Cervera.').filter((a) => a.startsWith('Location'))).toEqual([]);
    expect(attributesOf('Sort the files by date.').filter((a) => a.startsWith('Location'))).toEqual([]);
  });
});

describe('Catalan street kinds (cause 18, C48)', () => {
  it('open an address as "Calle" does', () => {
    expect(attributesOf('The farm lies at Carrer de la Font 12, Berga.')).toEqual(['Location:Carrer de la Font 12, Berga']);
    expect(attributesOf('The shop is at Avinguda de Catalunya 3, Reus.')).toEqual(['Location:Avinguda de Catalunya 3, Reus']);
    expect(attributesOf('The office is at Plaça Major 2, Tortosa.')).toEqual(['Location:Plaça Major 2, Tortosa']);
  });
  it('every attribute\'s offsets slice back to its text', () => {
    fc.assert(fc.property(fc.constantFrom('Carrer', 'Avinguda', 'Plaça', 'Passeig', 'Rambla', 'Camí'), fc.constantFrom('Olot', 'Girona', 'Bayamón', 'Sialkot', 'Dumbéa'), fc.integer({ min: 1, max: 999 }),
      (kind, town, n) => {
        const text = `Notices go to ${kind} de la Font ${n}, ${town}.`;
        const element = classifyContract(elements(text)).elements[0];
        return element.attributes.every((a) => a.begin >= 0 && a.end <= text.length && a.begin < a.end && text.slice(a.begin, a.end).trim() === text.slice(a.begin, a.end));
      }), { numRuns: 30 });
  });
});

describe('a witness row\'s person before the parent (cause 19)', () => {
  it('reads the row\'s person as the parent after "son of" is read', () => {
    expect(attributesOf('1. Asif Raza son of Javed Raza, of Narowal')).toEqual(['Person:Asif Raza', 'Person:Javed Raza', 'Location:Narowal']);
    expect(attributesOf('2. Mrs. Sana Iqbal wife of Omar Iqbal, of Okara')).toEqual(['Person:Sana Iqbal', 'Person:Omar Iqbal', 'Location:Okara']);
  });
  it('near miss: a role before "son of" is no person', () => {
    expect(attributesOf('The Seller son of the founder shall sign.')).toEqual([]);
  });
});
