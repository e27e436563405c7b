/**
 * C70 (docs/contract-labels.md; issue 18, h56conv): a deposit stated as a share of a named price ("a
 * deposit of 20% of the hire charge") is paid (C60: Payment Terms & Billing) and computed from the price (Pricing &
 * Taxes). A share with no price named, a deposit's own sum (C69) and a share of goods are not the cue's. Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DEPOSIT_SHARE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-deposit-shares.js';
import { cuedBy } from '../cue-tables.js';
import { clauseCategories } from '../helpers.js';

const cued = cuedBy(DEPOSIT_SHARE_STRONG_CUES);

describe('C70: a deposit as a share of a named price is Payment and Pricing (h56conv)', () => {
  it.each([
    'The Hirer must pay a deposit of 20% of the hire charge when booking.',
    'The Customer shall pay a deposit equal to 15% of the Contract Price on signature.',
    'A booking deposit of 35% of the tour price is payable within 14 days of confirmation.',
    'The Buyer shall pay a deposit of ten per cent (10%) of the purchase price on exchange.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(true);
    expect(clauseCategories(text)).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
});

describe('C70: near misses keep the deposit\'s Payment alone', () => {
  it.each([
    // A share with no price named: split in the sets (1 : 1), not the cue's.
    'The Customer must pay a deposit of 25% when the order is placed.',
    // A deposit's own sum (C69).
    'The Hirer must pay a deposit of £300 when booking.',
    // A share of goods, not of a price.
    'The Supplier may keep 10% of the Goods as a deposit.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(false);
    expect(clauseCategories(text)).toEqual(['Payment Terms & Billing']);
  });
});
