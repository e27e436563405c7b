/**
 * Money given back, named as money, without its time (issue 18, h80money; `category-cues-payment.ts`,
 * PAYMENT_STRONG_CUES): a refund or a credit of a price, a fee or what was paid is a term of payment beside the remedy,
 * the cancellation or the ending it follows (the Payment row: money paid or given back; C3), and so is a remedy or a
 * liability limited to one (sets 18, 40 and 42 label it so, set 28 not). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf } from '../helpers.js';

const PAYMENT = 'Payment Terms & Billing';

describe('a refund or a credit of money is a strong Payment Terms & Billing cue (h80money)', () => {
  it.each([
    'If a coach cancels, we will move the session or refund its fee.',
    'The Grower shall replace a spoiled crate from its other stock or refund its price.',
    'If the Club cancels a booked slot, the Club shall then refund 40% of its price where the notice is short.',
    'After that date we will not refund anything.',
    'We may ask you to leave the venue without a refund if you damage the equipment.',
    'The Vendor must replace the faulty unit within seven days or credit its price.',
    'The Seller shall, at its option, replace the defective Goods or credit the Buyer with their price.',
    "The Hirer's only remedy is a refund of the fees paid for the day lost.",
    "The Studio's liability for lost recordings is limited to refunding the session fee.",
  ])('%s', (text) => {
    expect(cueOf(PAYMENT, text)).toBe('strong');
    expect(categoriesOf(text)[0]).toContain(PAYMENT);
  });

  it('a remedy beside the refund keeps its own category', () => {
    expect(categoriesOf('The Seller shall, at its option, replace the defective Goods or credit the Buyer with their price.')).toEqual([['Payment Terms & Billing', 'Warranties']]);
  });

  it.each([
    // Refunds as a noun in what an amount deducts, points or hours credited.
    ['"Net Takings" means the sums received from visitors, less refunds and card charges.', false],
    ["The Operator shall credit the Points to each Member's account.", false],
    ['We will credit you with any hours lost while the studio is closed.', false],
  ] as const)('near miss, no strong cue: %s', (text, strong) => {
    expect(cueOf(PAYMENT, text) === 'strong').toBe(strong);
  });
});
