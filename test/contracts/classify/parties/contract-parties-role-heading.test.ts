/**
 * A role word alone on its line over a party's entry names the party's side (contract-parties.ts `roleHeadingOver`,
 * h29f22), but not a cover page's caption under the name above it, nor a section's title over a clause that opens with
 * a name (review hrev22, issue 18). Sentences written for the review.
 */
import { describe, expect, it } from 'vitest';
import { parties, primary } from '../facts-readers.js';

describe('a role line that is no heading over the entry below (review hrev22)', () => {
  it('captions under the names of a cover page give the name below no side', () => {
    expect(parties('SUPPLY AGREEMENT', 'Acme Widgets Limited', 'Supplier', 'Beta Retail Limited', 'Customer', 'Dated 1 March 2026'))
      .toEqual(['ACME WIDGETS | Unknown | Unknown', 'BETA RETAIL | Unknown | Unknown']);
    expect(primary(
      'SUPPLY AGREEMENT', 'Acme Widgets Limited', 'SUPPLIER', 'Beta Retail Limited', 'CUSTOMER',
      'This agreement is made between Acme Widgets Limited (the "Supplier") and Beta Retail Limited (the "Customer").',
      'The Supplier shall deliver the goods and the Customer shall pay the price.',
    )).toEqual(['ACME WIDGETS Supplier', 'BETA RETAIL Buyer']);
  });
  it('a section titled with a role word over a clause that opens with a name adds no party', () => {
    expect(primary(
      'SERVICES AGREEMENT',
      'This agreement is made between Acme Widgets Limited (the "Client") and Beta Services Limited (the "Contractor").',
      'Contractor',
      'Gamma Staffing Ltd will provide the staff for the Contractor.',
    )).toEqual(['ACME WIDGETS Buyer', 'BETA SERVICES Supplier']);
  });
  it('headings over entries still name the sides, the second heading under the first entry included', () => {
    expect(primary(
      'CLEANING AGREEMENT', 'Date: 2026-03-01',
      'CONTRACTOR', 'Sparkle Cleaning Limited (company number 0456), Leeds',
      'The Client:', 'Northgate Offices Limited, Bradford',
    )).toEqual(['SPARKLE CLEANING Supplier', 'NORTHGATE OFFICES Buyer']);
  });
});
