/**
 * Damage paid for is a fault answered for (category-cues-damage-paid.ts, issue 18, h56cat): no Payment Terms & Billing
 * from its "pay"; a sum held back from a payment, or repairs of wear and tear paid for, still bill. Sentences written
 * for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DAMAGE_PAID_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-damage-paid.js';
import { categoriesOf } from '../helpers.js';

/** Whether the phrase of category-cues-damage-paid.ts is in the sentence. */
const read = (text: string) => DAMAGE_PAID_NOT_SAID.some(([re]) => { re.lastIndex = 0; return re.test(text); });

describe('categories: damage paid for (no Payment Terms & Billing)', () => {
  it('pay for any damage, compensation for damage, the cost of a repair after damage, a clean-up caused', () => {
    const sentences = [
      'The Hirer must pay for any damage to the marquee caused while it is on the Hirer\'s land.',
      'The Courier will not pay compensation for damage caused by the sender\'s own packaging.',
      'If our van damages your drive, we will pay the reasonable cost of the repair.',
      'The Haulier shall pay the cost of the clean-up if the leak was caused by its driver.',
    ];
    expect(sentences.map(read)).toEqual([true, true, true, true]);
    expect(categoriesOf(...sentences).map((c) => c.includes('Payment Terms & Billing'))).toEqual([false, false, false, false]);
  });
});

describe('categories: a payment that still bills (Payment Terms & Billing kept)', () => {
  it('withheld from a payment, repairs of wear and tear, pay the fee', () => {
    const sentences = [
      'The Council may withhold from any payment the cost of repairing damage to verges caused by the Contractor.',
      'We will pay for repairs needed through fair wear and tear within 30 days of your invoice.',
      'The Hirer shall pay the hire fee within 7 days of the invoice date.',
    ];
    expect(sentences.map(read)).toEqual([false, false, false]);
    expect(categoriesOf(...sentences).map((c) => c.includes('Payment Terms & Billing'))).toEqual([true, true, true]);
  });
});
