/**
 * Term & Termination for a party's right to end the contract (category-cues-ending-rights.ts, issue 18, h55cat);
 * sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ENDING_RIGHT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ending-rights.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-ending-rights.ts reads the sentence. */
const cued = cuedBy(ENDING_RIGHT_STRONG_CUES);

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

describe('categories: a contract word that names another thing ended (no Term & Termination from this cue; issue 18, hrev40)', () => {
  it('another\'s appointment, lease negotiations, a licence key, a contract year', () => {
    const sentences = [
      'The Employer may end the appointment of any subcontractor who fails to comply with the safety rules.',
      'The Manager shall end the lease negotiations if the Landlord does not respond within 14 days.',
      'The Vendor may terminate the licence key of any user who shares it.',
      'The Supplier shall end the contract year with a stock count.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false]);
  });

  it('the contract or what it grants still read, with what follows it', () => {
    const sentences = [
      'The Club may end the appointment of the Coach by written notice.',
      'The Owner may terminate the lease if the rent is unpaid for 30 days.',
      'The Customer can end the subscription at any time in the account settings.',
      'The Board may end the membership of any member who breaches the rules.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true, true]);
  });
});
