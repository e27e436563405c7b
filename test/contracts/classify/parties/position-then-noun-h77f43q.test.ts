/**
 * A bracketed noun after the position label a slot calls its party by: "…, and hereinafter called the Second Party (the
 * Clinic)." (translated Arabic drafting in English; facts set 43's cause 5, h77f43q). A role word there was read before;
 * "the" and one other capitalised noun names the party too. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const SUPPLY = (a1: string, a2: string) => [
  'FUEL SUPPLY CONTRACT',
  'This contract was concluded in Aden on 2 May 2037 between:',
  `1. Al-Noor Fuel Distribution Establishment, Crater, Aden, represented by its owner Mr. Saleh Ahmed Qasim, and hereinafter called the First Party (${a1}).`,
  `2. Al-Shifa Medical Centre, Khor Maksar, Aden, represented by its director Mr. Omar Hassan Ali, and hereinafter called the Second Party (${a2}).`,
  'The Second Party shall pay the First Party within five (5) days.',
];

describe('"hereinafter called the Second Party (the Clinic)" names the party (h77f43q)', () => {
  it('a role word in the bracket, as before', () => {
    expect(sorted(primary(...SUPPLY('the Supplier', 'the Buyer')))).toEqual(['AL-NOOR FUEL DISTRIBUTION ESTABLISHMENT Supplier', 'AL-SHIFA MEDICAL CENTRE Buyer']);
  });
  it('a noun that is no role word: both parties are primary', () => {
    expect(sorted(primary(...SUPPLY('the Supplier', 'the Clinic')))).toEqual(['AL-NOOR FUEL DISTRIBUTION ESTABLISHMENT Supplier', 'AL-SHIFA MEDICAL CENTRE Buyer']);
  });
  it('"referred to as the First Party (the Bakery)" in another slot', () => {
    expect(sorted(primary('FLOUR SUPPLY CONTRACT', 'This contract is made at Amman on 4 June 2036 between:',
      '1. Jordan Mills Company, Zarqa, hereinafter referred to as the First Party (the Seller).',
      '2. Al-Quds Bakeries Establishment, Irbid, hereinafter referred to as the Second Party (the Bakery).',
      'The Second Party shall pay the First Party within ten (10) days.'))).toEqual(['AL-QUDS BAKERIES ESTABLISHMENT Buyer', 'JORDAN MILLS Supplier']);
  });
  it('near miss: a bracket without "the" after the label is not read', () => {
    expect(primary(...SUPPLY('the Supplier', 'Clinic'))).toEqual(['AL-NOOR FUEL DISTRIBUTION ESTABLISHMENT Supplier']);
  });
  it('near miss: "the Second Party (the Bank)" in a clause names no party', () => {
    expect(primary('LOAN NOTICE', 'Sahara Traders Ltd shall notify the Second Party (the Bank) of any change of address within seven days.')).toEqual([]);
  });
});
