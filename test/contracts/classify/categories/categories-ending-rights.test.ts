/**
 * Term & Termination for a party's right to end the contract (category-cues-ending-rights.ts, issue 18, h55cat);
 * sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ENDING_RIGHT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ending-rights.js';
import { categoriesOf } from '../helpers.js';

/** Whether the cue of category-cues-ending-rights.ts reads the sentence. */
const cued = (text: string) => ENDING_RIGHT_STRONG_CUES.some(([re]) => re.test(text));

describe('categories: a party\'s right to end the contract (Term & Termination)', () => {
  it('a membership, a tenancy, a rental, a licence ended on a ground', () => {
    const got = categoriesOf(
      'We may end your club membership at once if your subscription is two months overdue.',
      'If you sublet the flat without our consent, we can end your tenancy.',
      'The Hire Company may end any rental straight away if the boat is used for racing.',
      'The Council is entitled to terminate the grazing licence if the fees remain unpaid for 60 days.',
    );
    expect(got.map((c) => c.includes('Term & Termination'))).toEqual([true, true, true, true]);
  });
});

describe('categories: other things ended or cancelled (no Term & Termination from this cue)', () => {
  it('a booking, a session, an order, the end of a period, a lead-in over its grounds', () => {
    const sentences = [
      'We may cancel a booking if the pitch is waterlogged.',
      'The instructor may end the session early in a thunderstorm.',
      'The Buyer may cancel any order that has not been confirmed.',
      'The Tenant must leave the flat clean at the end of the tenancy.',
      'The Trust may end this agreement and recover the grant if the Charity:',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false]);
  });
});
