/**
 * C9: an amount paid in the same sentence is Pricing & Taxes beside Payment Terms & Billing (category-cues-amounts.ts,
 * issue 18, h19s18c); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { categoriesOf, cueOf } from '../helpers.js';
import { withinFastestOf } from '../../../security/guard.js';

describe('categories: an amount and its payment in one sentence (C9)', () => {
  it('paying a party a stated amount, with or without a fee word', () => {
    expect(categoriesOf(
      'The Promoter shall pay the Band $4,000 on the night of the concert.',
      'The Gallery will pay the Artist an advance of £2,500 when both parties sign.',
    )).toEqual([['Payment Terms & Billing', 'Pricing & Taxes'], ['Payment Terms & Billing', 'Pricing & Taxes']]);
  });
  it('not a deposit, liquidated damages or a sum named as a settlement', () => {
    expect(['The Tenant shall pay a deposit of £900 before moving in.', 'The Builder shall pay the Owner liquidated damages of $500 for each day of delay.', 'The Insurer shall pay the Claimant the sum of €12,000 in full settlement.']
      .map((t) => Boolean(cueOf('Pricing & Taxes', t)))).toEqual([false, false, false]);
  });
  it('an amount by any currency code the money recognizer reads, in capitals: the codes are its list, not a second one', () => {
    expect(['The Licensee shall pay the Licensor SEK 85,000 each quarter.', 'The Buyer shall pay the Seller a price of PKR 4,500,000 on delivery.', 'The Client shall pay the Consultant GHS 12,000 per month.', 'The Client shall pay the Consultant ghs 12,000 per month.', 'The Client shall pay the Consultant XYZ 12,000 per month.']
      .map((t) => Boolean(cueOf('Pricing & Taxes', t)))).toEqual([true, true, true, false, false]);
  });
  it('reads long runs of its words in linear time (20k, 40k, 80k characters)', () => {
    for (const n of [2_500, 5_000, 10_000]) {
      const runs = [`shall pay the ${'big '.repeat(n)}x`, `${'pay the Aa a '.repeat(n)}x`, `pay a ${'fee of '.repeat(n)}x`, `pay ${'SEK KES '.repeat(n)}x`];
      withinFastestOf(500, () => {
        for (const text of runs) for (const [re] of AMOUNT_CUES) re.test(text);
      });
    }
  });
});
