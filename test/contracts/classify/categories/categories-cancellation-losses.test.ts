/**
 * A loss not answered for because of a cancellation (category-cues-cancelled-occurrences.ts, issue 18, h56cat):
 * Liability, no Term & Termination; a sentence that ends the contract, or cancels as its own act, keeps it. Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: costs not answered for because of a cancellation (no Term & Termination)', () => {
  it('because we had to cancel, because of a cancellation, as a result of a cancellation', () => {
    const got = categoriesOf(
      'We are not liable for any travel costs you incur because we had to cancel your class.',
      'The Organiser shall not be liable to the Trader for stock or transport costs that the Trader incurs because of a cancellation.',
      'THE PROMOTER WILL NOT BE LIABLE FOR ANY HOTEL EXPENSES INCURRED BY THE BAND AS A RESULT OF A CANCELLATION.',
    );
    expect(got.map((c) => c.includes('Term & Termination'))).toEqual([false, false, false]);
  });
});

describe('categories: a cancellation that ends the contract or is the sentence\'s act (Term & Termination kept)', () => {
  it('terminate and not liable for the termination; you may cancel', () => {
    const got = categoriesOf(
      'The Owner may terminate this Agreement at once and shall not be liable for any loss caused by the termination.',
      'You may cancel this agreement within 14 days, and we will not be liable for any costs caused by the cancellation of this agreement.',
      'You may cancel your booking up to 48 hours before the class without charge.',
    );
    expect(got.map((c) => c.includes('Term & Termination'))).toEqual([true, true, true]);
  });
});
