/**
 * Business Continuity said without its word: the cues of category-cues-business-continuity.ts, from the tests of the
 * rounds that wrote them (rounds 3, 4, 5, 7; regrouped by category by h28cues, issue 18: same sentences, same
 * assertions). `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts.
 * Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS_CONTINUITY_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-business-continuity.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued, cuedAll } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(BUSINESS_CONTINUITY_CUES, category);

// Round 3 (h24rec).
describe('Business Continuity: the business sold and the contract moving to the buyer', () => {
  it('reads it; goods sold are not it', () => {
    expect(cuedAll('Business Continuity', [
      'If we sell the salon, your course will pass to the new owner.',
      'The Farmer shall not sell the orchard unless the purchaser agrees to assume this contract.',
      'The Seller shall sell the goods to the Buyer at the agreed price.',
    ])).toEqual([true, true, false]);
  });
});

// Round 4 (h24cat4).
describe('Business Continuity: the purchaser of a business', () => {
  it('the purchaser of a business, a resort sold', () => {
    expectEach((t) => cued(t, 'Business Continuity'), ['The Caterer may assign this contract to a purchaser of its catering business.',
      'If the Owner sells the marina, the Owner shall require the buyer to honour these berths.',
    ], true);
  });
});

// Round 5 (h25cat5).
describe('Business Continuity: ownership passing to a new owner', () => {
  it('ownership passing to a new owner', () => {
    expectEach((t) => cued(t, 'Business Continuity'), ['If the Trust transfers ownership of the hall, the new owner takes over this agreement.',
      'If the College sells the sports ground, it may assign this licence to the new owner.',
    ], true);
    expect(round('Business Continuity')('The Seller transfers ownership of the goods to the Buyer on payment.')).toBe(false);
  });
});

// Round 7 (h26cat7).
describe('Business Continuity: the purchaser made to honour the contract', () => {
  it('the purchaser of a business or land made to honour the contract is business continuity', () => {
    expect([
      'If the Owner sells the orchard, she shall require the purchaser to honour this contract.',
      'The Seller shall procure that the buyer assumes the lease.',
      'The Seller shall require the Buyer to pay in advance.',
    ].map(round('Business Continuity'))).toEqual([true, true, false]);
  });
});
