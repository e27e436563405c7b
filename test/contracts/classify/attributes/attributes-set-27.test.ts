/**
 * Set 27's attributes (issue 18, h24s27a; docs/contracts.md, "Set 27's attributes"): a chapter's or a clause's heading
 * number is no Number, a heading's period word no Duration, and a town the gazetteer lacks is a Location where a
 * contract writes a place (a party's seat, where it is made, where a dispute is heard, a site, an Incoterm, a distance).
 * Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

const titleAttributes = (text: string): string[] => typesAndAttributesOf({ text, kind: 'title' })[0].attributes;

describe('attributes: a heading\'s own number and period word', () => {
  it('"Chapter 4 …", "Clause 3.2 …": no Number; the same words inside a sentence stay one (C18)', () => {
    expectReads(titleAttributes, [
      ['Chapter 4 Fees and Charges', []],
      ['Clause 3.2 Insurance', []],
      ['CHAPTER 7 – MISCELLANEOUS', []],
    ]);
    expect(attributesOf('The rates in Clause 3.2 apply to overtime.')).toEqual(['Number:3.2']);
  });

  it('a heading\'s "Quarterly", "Annual": no Duration; a sentence\'s stays one', () => {
    expectReads(titleAttributes, [
      ['5.1 Quarterly fee', []],
      ['Annual Review', []],
      ['6.2 Notice of thirty days', ['Duration:thirty days']],
    ]);
    expect(attributesOf('The Supplier shall send a monthly report to the Customer.')).toEqual(['Duration:monthly']);
  });
});

describe('attributes: a town the gazetteer lacks, in a place\'s position', () => {
  it('a party\'s seat, with its country one place', () => {
    expect(attributesOf('The Distributor is domiciled in Kassel, Germany.')).toEqual(['Location:Kassel, Germany']);
    expect(attributesOf('The Lessee has its registered office in Tilburg and trades as a florist.')).toEqual(['Location:Tilburg']);
  });

  it('where the contract is made and where a dispute is heard', () => {
    expectReads(attributesOf, [
      ['This Agreement is made at Nakhon Ratchasima on 3 June 2026.', ['Location:Nakhon Ratchasima', 'DateTime:3 June 2026']],
      ['Any dispute shall be settled by arbitration in Whangarei.', ['Location:Whangarei']],
      ['The courts sitting in Dakota County have jurisdiction.', ['Location:Dakota County']],
    ]);
  });

  it('a site, an Incoterm, a distance', () => {
    expectReads(attributesOf, [
      ['The Contractor shall keep spare parts at its warehouse in Ballarat.', ['Location:Ballarat']],
      ['The pallets are delivered FCA Heilbronn.', ['Location:Heilbronn']],
      ['The Artist shall not perform within 30 miles of Bendigo.', ['Number:30', 'Location:Bendigo']],
    ]);
  });

  it('a language, a possessive, a street with its number, a currency: no place', () => {
    expectReads(attributesOf, [
      ['The arbitration in English shall be confidential.', []],
      ['The goods are delivered FCA Seller\'s warehouse.', []],
      ['Payments are made in Euros.', []],
    ]);
    expect(attributesOf('The Tenant has its registered office at Keizersgracht 12.')).not.toContain('Location:Keizersgracht');
  });
});

describe('attributes: two figures joined by "to", a building, a government', () => {
  it('"aged 6 to 14", "Stages 3 to 4": two Numbers', () => {
    expect(attributesOf('The camp is open to children aged 6 to 14 in the school holidays.')).toEqual(['Number:6', 'Number:14']);
    expect(attributesOf('The Architect shall perform Stages 3 to 4 of the plan of work.')).toEqual(['Number:3', 'Number:4']);
  });

  it('a building in a place\'s position is no town', () => {
    expect(attributesOf('The Lender has its registered office at Harbour Trust Centre and lends to farmers.')).toEqual([]);
  });

  it('a government named by its territory: Organization', () => {
    expect(attributesOf('The permit was issued by the Provincial Government of Chubut.')).toEqual(['Organization:Provincial Government of Chubut']);
  });
});
