/**
 * Payment Terms & Billing said without its word: the cues of category-cues-payment.ts, from the tests of the rounds
 * that wrote them (rounds 3, 6, 7; regrouped by category by h28cues, issue 18: same sentences, same assertions).
 * `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences
 * written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { PAYMENT_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(PAYMENT_CUES, category);

// Round 3 (h24rec).
describe('Payment Terms & Billing: refunds, a share settled in cash', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Payment Terms & Billing'), ['If a class is cancelled we will refund the booking.',
      'The Stylist is to settle the Salon\'s share by bank transfer each Friday.',
    ], true);
  });
});

// Round 6 (h25cat6).
describe('Payment Terms & Billing: fees collected, an amount to pay, a share of costs borne', () => {
  it('reads fees collected, an amount to pay and a share of costs borne', () => {
    const payment = round('Payment Terms & Billing');
    expectEach(payment, ['The Club shall collect all the green fees from visitors.',
      'The Hirer must pay a booking fee of £40 on signing.',
      'The Grower shall bear 40% of the freight costs.',
    ], true);
    expect(payment('The Hirer must pay for any breakages.')).toBe(false);
  });
});

// Round 7 (h26cat7).
describe('Payment Terms & Billing: a deduction from the bill, a fee to pay, a tax that qualifies an amount', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Payment Terms & Billing'), ['The Club may deduct £50 for each missed session from the next invoice.',
      'The Hotel shall pay Cleaner a handling fee of EUR 90 for each event.',
      'The Tenant undertakes to pay to the Owner a fee equal to eight per cent (8%) of the takings.',
      'The Shipper shall pay the Agent a monthly fee of £2,400 plus VAT.',
      'The Museum will pay the Lender a loan fee of $9,000, excluding GST, on signing.',
    ], true);
  });
  it('a tax still vetoes billing where the sentence is about the tax', () => {
    expectEach((t) => cued(t, 'Payment Terms & Billing'), ['All prices are exclusive of VAT, which the Buyer shall pay at the rate then in force.',
      'Each party shall pay its own taxes arising from this Agreement.',
      'The Agent shall claim its expenses net of any value added tax it can recover.',
      'The Client shall pay the fees plus VAT at 20%.',
    ], false);
  });
});
