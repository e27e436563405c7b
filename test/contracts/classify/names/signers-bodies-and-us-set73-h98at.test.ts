/**
 * Issue 18, h98at: set 73's attributes by their classes, in sentences written for this test: "US" for the United States
 * where the capitals cannot be the pronoun (place-names.ts US_AS_COUNTRY; table 2.4), signers in signing rows — after
 * any party's label and "(read and approved)" (approved-signer-cells.ts), a second signer's bare cell after the first
 * (signature-row-name-cells.ts), a company's signer "by" after the party's label and in a cell of a row
 * (company-signer-rows.ts) — and a department named by its officer general (headed-institutions.ts OFFICER_GENERAL, C25).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orgs, persons, places } from '../found-names.js';

describe('"US" as the country', () => {
  it('before a word in small letters, and after a small-letter "the"', () => {
    expect(places('The fee rises each year with the US consumer price index.')).toEqual(['US']);
    expect(places('The Printer shall comply with US export law.')).toEqual(['US']);
    expect(places('The Printer ships to the US and to Canada.')).toEqual(['US', 'Canada']);
  });
  it('near misses: the pronoun in capitals, a currency, a dollar sign, a longer listed name', () => {
    expect(places('THE PRINTER SHALL HOLD US HARMLESS FROM ALL CLAIMS.')).toEqual([]);
    expect(places('3. PAYING US')).toEqual([]);
    expect(places('All payments shall be made in US dollars.')).toEqual([]);
    expect(places('The fee is US$ 4,000 a year.')).toEqual([]);
    expect(places('The boat is registered in the US Virgin Islands.')).toEqual(['US Virgin Islands']);
  });
  it('any small-letter noun after it leaves "US" the place (property)', () => {
    fc.assert(fc.property(fc.constantFrom('law', 'market', 'customs', 'courts', 'bank', 'tax'), (noun) => {
      expect(places(`The Printer follows the US ${noun} rules.`)).toEqual(['US']);
    }), { numRuns: 6 });
  });
});

describe('signers in signing rows', () => {
  it('after any party\'s label and "(read and approved)"', () => {
    expect(persons('The Printer (read and approved): Kofi Mensah')).toEqual(['Kofi Mensah']);
    expect(persons('The Hirer (read and approved): Ama Boateng')).toEqual(['Ama Boateng']);
  });
  it('a second signer of the same party in the next cell', () => {
    expect(persons('Publisher: Anna Berg | Lars Berg | Date: 14 March 2033')).toEqual(['Anna Berg', 'Lars Berg']);
  });
  it('a company\'s signer "by" after the party\'s label, alone or in a cell of a row', () => {
    expect(persons('Publisher: Kestrel Books Ltd, by Ricardo Lopez, Sales Director')).toEqual(['Ricardo Lopez']);
    expect(persons('Printer: Harbour Press Ltd, by Maria Costa, Managing Director | Date: 2 May 2033')).toEqual(['Maria Costa']);
  });
  it('near misses: a bare label and a company, a post in the name\'s place, a table header\'s cells', () => {
    expect(persons('The Supplier: Harbour Foods')).toEqual([]);
    expect(persons('Publisher: Kestrel Books Ltd, by Sales Team, Account Manager')).toEqual([]);
    expect(persons('Payment Terms: Net Thirty | Delivery Terms | Date: 14 March 2033')).toEqual([]);
  });
});

describe('a department named by its officer general (C25)', () => {
  it('is one Organization', () => {
    expect(orgs('The Publisher must register the book with the Registrar General\'s Department.')).toEqual(['Registrar General\'s Department']);
    expect(orgs('Copies go to the Accountant-General\'s Office.')).toEqual(['Accountant-General\'s Office']);
  });
  it('near misses: an officer alone, "General" alone before the possessive', () => {
    expect(orgs('The Publisher must inform the Registrar General.')).toEqual([]);
    expect(orgs('The papers go to the General\'s Office.')).toEqual([]);
  });
});
