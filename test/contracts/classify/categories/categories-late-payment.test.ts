/**
 * C17 (issue 18, h23conv; docs/contracts.md): interest, a late charge, a fine or a penalty on a sum paid late is Payment
 * Terms & Billing only — what paying late costs is a term of payment, no price. A loan's own interest, a late fee stated
 * as money (C9) and a penalty for late delivery are not the rule's. Sentences written for these tests, not taken from a
 * labelled set or the real response.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLatePaymentCharge } from '../../../../src/contracts/classify/categories/category-late-payment.js';
import { categoriesOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

const LATE = [
  'Overdue fees accrue interest at 1.25% per month.',
  'If the Tenant pays late, the Landlord may charge interest at 5% a year above the base rate.',
  'Any instalment not paid within fourteen days of its due date bears a late charge of 3% of that instalment.',
  'The Buyer must pay a penalty of 0.1% of the overdue sum for each day the payment is delayed.',
  'If the Club does not pay a hire invoice by its due date, the Council may add interest at 8% a year until it is paid.',
];

describe('categories: what paying late costs (C17)', () => {
  it('interest, a late charge or a penalty on a sum paid late: Payment Terms & Billing only', () => {
    expect(LATE.map(isLatePaymentCharge)).toEqual([true, true, true, true, true]);
    expect(categoriesOf(...LATE)).toEqual(LATE.map(() => ['Payment Terms & Billing']));
  });

  it("a loan's interest, a penalty for late delivery: not the rule's", () => {
    const other = [
      'Interest on the Facility accrues at 6% a year above the base rate.',
      'If the Contractor delivers late, it shall pay a penalty of 1% of the contract price for each week of delay.',
      'The Borrower shall pay accrued interest on the last day of each quarter.',
    ];
    expect(other.map(isLatePaymentCharge)).toEqual([false, false, false]);
    // A penalty for delivering late is no late payment: since h76c58 it is Liability, no price
    // (category-cues-delay-damages.ts), and its payment stays Payment Terms & Billing.
    expect(categoriesOf(other[1])).toEqual([['Liability', 'Payment Terms & Billing']]);
  });

  it('a late fee\'s own sum is the rule\'s (C17 as written; h52conv, was C9\'s amount)', () => {
    const text = 'If the rent is more than ten days late, the Landlord may charge a late fee of $40.';
    expect(isLatePaymentCharge(text)).toBe(true);
    expect(categoriesOf(text)).toEqual([['Payment Terms & Billing']]);
  });

  it('any sum paid late and any late cost: the rule\'s, unless an amount of money is named', () => {
    const late = fc.constantFrom('Late payments', 'Overdue invoices', 'Any amount not paid when due', 'Unpaid royalties', 'Sums the Licensee fails to pay');
    const cost = fc.constantFrom('bear interest at 2% a month', 'carry a surcharge of 4%', 'incur a late payment penalty of 0.5% a day');
    const money = fc.constantFrom('', ' and a fee of $30', ' plus EUR 25 for each reminder', ' and a fee of ₦5,000', ' plus Rs. 500 for each reminder', ' and an admin charge of 200 leva');
    fc.assert(fc.property(late, cost, money, (l, c, m) => isLatePaymentCharge(`${l} ${c}${m}.`) === (m === '')));
  });

  it('interest or a penalty on a tax paid late is the tax\'s: not the rule\'s (hrev15)', () => {
    const taxes = [
      'The Customer shall pay all taxes on the Services, and any interest and penalties on taxes that it fails to pay when due.',
      'If the Supplier fails to pay any VAT when due, it shall bear any interest or penalty the tax authority charges.',
    ];
    expect(taxes.map(isLatePaymentCharge)).toEqual([false, false]);
    expect(categoriesOf(...taxes).map((c) => c.includes('Pricing & Taxes'))).toEqual([true, true]);
  });
});

describe('C17 on hostile text (hred12)', () => {
  // A figure of points or commas that never reaches its unit ("1.1.1.…"): hred12's own money regex began again after
  // each point, scanning the rest of the run each time (80,000 characters: 12 s). The rule now asks the money recognizer
  // (hrev15: one home for currency marks), the one every element already goes through: linear, 0.15-0.6 s at 80,000
  // characters and 0.8 s at 160,000 alone, so the budget is the hostile lists' 4 s, not 300 ms (1.1 s in a full run).
  for (const unit of ['1.', '1,', '12.5,']) {
    it(`"Late payments bear interest at " then "${unit}" repeated to 80,000 characters: within 4 s`, () => {
      const text = `Late payments bear interest at ${unit.repeat(80_000 / unit.length)}`;
      const started = process.cpuUsage();
      expect(isLatePaymentCharge(text)).toBe(true);
      const used = process.cpuUsage(started);
      expect((used.user + used.system) / 1000).toBeLessThan(4000);
    });
  }

  it('a figure is still money wherever its unit follows it', () => {
    expectEach((m) => isLatePaymentCharge(`Late payments bear interest and a charge of ${m}.`), ['1.5 dollars', '1,000.50 euros', '2.5.2 pounds', '(7,5 francs'], false);
  });
});
