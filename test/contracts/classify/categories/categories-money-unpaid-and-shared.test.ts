/**
 * Payment Terms & Billing read from money words without "pay" (issue 18, h70c55; set 55's first category cause): a sum
 * overdue or unpaid, money distributed to the parties, an amount deducted for each day of delay, and
 * C17's late fee written as a particulars row or with a further sum beside it. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('a sum overdue or unpaid is Payment Terms & Billing (h70c55)', () => {
  it('reads rent, invoices, balances and fees overdue or unpaid', () => {
    expect(one('The Landlord may change the locks if the rent is more than ten days overdue.')).toEqual(['Payment Terms & Billing']);
    expect(one('The Club may refuse bookings while any invoice remains overdue.')).toEqual(['Payment Terms & Billing']);
    expect(one('The Lender may enforce its security to recover the unpaid balance.')).toEqual(['Payment Terms & Billing']);
    expect(one('The Supplier may stop work until the overdue fees are settled.')).toEqual(['Payment Terms & Billing']);
  });
  it('reads nothing overdue that is no money', () => {
    expect(one('The Contractor shall send its overdue reports within five days.')).not.toContain('Payment Terms & Billing');
    expect(one('The delivery is more than ten days overdue.')).not.toContain('Payment Terms & Billing');
  });
});

describe('money distributed to the parties is Payment Terms & Billing (h70c55)', () => {
  it('reads proceeds distributed', () => {
    expect(one('The Manager shall distribute the net proceeds to the Partners in proportion to their shares.')).toEqual(['Payment Terms & Billing']);
  });
  it('reads no payment in goods distributed or a contribution to a discussion', () => {
    expect(one('The Distributor shall distribute the Products throughout the Territory.')).not.toContain('Payment Terms & Billing');
    expect(one('Each party shall contribute to the discussion in good faith.')).toEqual([]);
  });
});

describe('an amount deducted for each day of delay is Payment Terms & Billing (h70c55)', () => {
  it('reads the deduction beside its share', () => {
    expect(one('The Buyer may deduct 0.5% of the contract price for each day of delay, up to 5%.')).toContain('Payment Terms & Billing');
  });
});

describe('C17: a late fee as a row or with a further sum is Payment Terms & Billing only (h70c55)', () => {
  it('reads the row and the further sum with no Pricing & Taxes', () => {
    expect(one('Late Charge: $25 if any instalment is not paid by its due date.')).toEqual(['Payment Terms & Billing']);
    expect(one('If we have not received the fee by the due date, you must pay the late fee, and a further $5 for each additional day.')).toEqual(['Payment Terms & Billing']);
  });
  it('keeps a late fee that is no late payment a price', () => {
    expect(one('Late checkout fee: $40 if you leave the room after noon.')).toEqual(['Pricing & Taxes']);
  });
});
