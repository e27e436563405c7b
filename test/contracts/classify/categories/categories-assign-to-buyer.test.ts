/**
 * C79 (issue 18, h65conv): the contract assigned, transferred or novated to the buyer of what the party sells is
 * Assignments beside Business Continuity, said by the buyer alone with no sale verb ("to a purchaser of the orchard")
 * or after the sale, whatever the sold thing is called (categories/cues/category-cues-business-passing.ts,
 * CONTRACT_PASSED_TO_BUYER and SOLD_THEN_CONTRACT_PASSED). Near misses: an assignment to a lender, an affiliate or a
 * group company, to a defined "the Purchaser", to a buyer of the goods traded or of receivables, and a thing (not the
 * contract) handed to the buyer. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf } from '../helpers.js';

const categories = (text: string) => categoriesOf(text)[0];

describe('the contract passed on to the buyer of what the party sells (C79, h65conv)', () => {
  it.each([
    'The Owner may assign this Agreement to a purchaser of the orchard.',
    'The Owner may novate this Agreement to a buyer of the vessel.',
    'Neither party may assign this Agreement without consent, except to a buyer of its fleet.',
    'The Licensee may assign this Agreement to a bank or to any purchaser of the quarry without the Licensor\'s consent.',
    'The Club may transfer your membership to anyone who buys the gym.',
    'The Owner may assign this Agreement to a purchaser of the orchard. It may not assign it to any person other than such a purchaser.',
  ])('%s', (text) => {
    expect(categories(text)).toEqual(expect.arrayContaining(['Assignments', 'Business Continuity']));
  });

  it('the sale said first, whatever the thing sold is called', () => {
    expect(cueOf('Business Continuity', 'If the Grower sells its glasshouse, it shall transfer this agreement to the buyer, and the Supplier shall help.')).toBe('strong');
    expect(categories('If the Grower sells its glasshouse, it shall transfer this agreement to the buyer, and the Supplier shall help.')).toEqual(expect.arrayContaining(['Assignments', 'Business Continuity']));
  });

  it('"such a purchaser" alone names a buyer said before', () => {
    expect(cueOf('Business Continuity', 'The Company may not assign this Agreement to any person other than such a purchaser.')).toBe('strong');
  });
});

describe('the near misses of C79: Assignments alone (h65conv)', () => {
  it.each([
    'The Owner may assign this Agreement to a lender.',
    'The Supplier may assign this Agreement to an affiliate without consent.',
    'The Supplier may assign this Agreement to any group company.',
    'The Vendor may assign this Agreement to the Purchaser.',
    'The Distributor may not assign this Agreement to a purchaser of the Products.',
    'The Supplier may assign its right to payment to a purchaser of its receivables.',
    'The Supplier may assign this Agreement.',
  ])('%s', (text) => {
    expect(cueOf('Business Continuity', text)).toBeFalsy();
    expect(categories(text)).toContain('Assignments');
    expect(categories(text)).not.toContain('Business Continuity');
  });

  it('a thing sold handed to the buyer, not the contract, gives no C79 cue', () => {
    expect(cueOf('Business Continuity', 'The Tenant shall transfer the mooring deposit to the buyer of the boat.')).toBeFalsy();
    // Changed on purpose (issue 18, h111cat): a sale of a party's own place or asset put as a condition ("If Owner sells
    // the vessel, …", 48 of 48 such sentences in sets 1–87) is Business Continuity by its own strong cue, whatever passes.
    expect(cueOf('Business Continuity', 'If the Tenant sells its boat, it shall transfer the mooring deposit to the buyer.')).toBe('strong');
  });
});

describe('the goods sold or a warranty passed on is no contract passed to a buyer (issue 18, hrev56)', () => {
  it.each([
    // The goods the contract trades sold, then the contract passed to their buyer.
    'If the Supplier sells the goods, it shall transfer this agreement to the buyer.',
    'The Seller sells the Goods and may assign this Agreement to the buyer of the Goods.',
    // A warranty passed on with the thing sold (Warranties, not the contract).
    'The Supplier sells the Products to the Customer, and the Customer may assign the warranty to the buyer.',
    'The Customer may assign the benefit of the warranty to a purchaser of the vehicle.',
    "The Customer may sell the Equipment and assign the manufacturer's warranty to the buyer.",
  ])('%s', (text) => {
    expect(cueOf('Business Continuity', text)).toBeFalsy();
    expect(categories(text)).not.toContain('Business Continuity');
  });

  it.each([
    // Near misses kept: the business sold, a guarantee passed with the contract itself.
    'If the Supplier sells its fleet, it may assign this agreement to the buyer.',
    'The Supplier may assign the guarantee and this Agreement to a purchaser of its business.',
  ])('kept: %s', (text) => {
    expect(cueOf('Business Continuity', text)).toBe('strong');
  });
});
