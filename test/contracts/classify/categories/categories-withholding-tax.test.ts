/**
 * C71 (docs/contract-labels.md; issue 18, h56conv): a tax withheld or deducted from a payment is a tax
 * and its calculation, Pricing & Taxes, without Payment Terms & Billing for the withholding itself (the guide's Payment
 * row: "a tax remitted" is Pricing & Taxes). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { clauseCategories } from '../helpers.js';


describe('C71: a tax withheld is Pricing & Taxes alone (h56conv)', () => {
  it.each([
    'The Customer shall deduct withholding tax from each payment to the Supplier where the law requires it.',
    'The Club will not withhold any taxes from the fees it pays to the Coach.',
    'Any withholding tax on the royalties shall be borne by the Licensor.',
  ])('%s', (text) => {
    expect(clauseCategories(text)).toEqual(['Pricing & Taxes']);
  });
});
