/**
 * A payment schedule's dated row in figures, its sums after a one-letter mark (issue 18, h78c61b;
 * category-cues-amounts.ts, ROW_DATE and MARKED_SUM): Payment Terms & Billing. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { hasCue } from '../helpers.js';

describe('a dated schedule row: Payment Terms & Billing (category-cues-amounts.ts)', () => {
  it('a date in figures first, then an amount with a code, a sign or a one-letter mark in money\'s form', () => {
    const rows = [
      '14/03/2029 | K250.00 | K4,750.00',
      '01.09.2028 | R 12,500 | R 37,500',
      '2029-01-31 | USD 1,400.00 | USD 2,800.00',
      '30/06/2028 | €3,000',
      '12/01/2029 (last repayment) | K140.00 | K0.00',
    ];
    expect(rows.map((r) => hasCue('Payment Terms & Billing', r))).toEqual([true, true, true, true, true]);
  });
  it('not a label after a mark, a quantity, a mark with a bare small figure, a row not led by a date, a sentence', () => {
    const rows = [
      '14/03/2029 | Block K12 | Room 3',
      '14/03/2029 | 40 tonnes | Port of Lae',
      '14/03/2029 | K5 | cable type',
      'Container K140.00 | 14/03/2029 | inspected',
      'The vessel arrived on 14/03/2029 with 1,200 containers.',
    ];
    expect(rows.map((r) => hasCue('Payment Terms & Billing', r))).toEqual([false, false, false, false, false]);
  });
});
