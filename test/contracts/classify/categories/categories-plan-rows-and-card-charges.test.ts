/**
 * Payment Terms & Billing and Pricing & Taxes of a membership's fee section (issue 18, h67c54): a fee charged to a card
 * (category-cues-payment.ts), a late fee after a failed payment (C17, category-late-payment.ts), a plan's row with its
 * quantity (category-cues-rate-rows.ts), and a place-and-date line after rate rows (signature-lines.ts). Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PLAN_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-rate-rows.js';
import { isClosingLine } from '../../../../src/contracts/classify/signatures/signature-lines.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

const PARTIES = 'This Membership Agreement is made between Acme Kitchens LLC ("we") and the member ("you").';

describe('categories: a membership\'s fees (Payment Terms & Billing, Pricing & Taxes)', () => {
  it('a fee charged to a card and a late fee after a failed payment under a fees heading: Payment alone', () => {
    const got = categoriesOf(
      PARTIES,
      { text: '3. FEES AND DEPOSIT', kind: 'title' },
      '3.1 Your monthly fee is charged to your card on file on the fifth day of each month.',
      '3.2 We may charge a late fee of $25 if a payment is returned and not made good within 7 days.',
      'The subscription is debited from the Member\'s bank account on the first working day of each quarter.',
    );
    expect(got.slice(2)).toEqual([['Payment Terms & Billing'], ['Payment Terms & Billing'], ['Payment Terms & Billing']]);
  });

  it('a plan\'s row with its quantity and its price per period: Pricing & Taxes', () => {
    const got = categoriesOf(
      PARTIES,
      { text: '1. YOUR MEMBERSHIP', kind: 'title' },
      '1.1 Basic plan: 10 hours a month, $250 per month.',
      'Family package: two adults and two children, EUR 90 per night.',
    );
    expect(got.slice(2)).toEqual([['Pricing & Taxes'], ['Pricing & Taxes']]);
  });

  it('a place and a date after rate rows closes the contract: no category', () => {
    const got = categoriesOf(
      PARTIES,
      { text: 'ANNEX – HARVEST SERVICE RATES', kind: 'title' },
      'Cutting: R$ 12.50 per tonne.',
      'Santos, 4 May 2027.',
    );
    expect(got.slice(2)).toEqual([['Pricing & Taxes'], []]);
  });
});

describe('categories: near misses of the fee readings', () => {
  it('a late fee for a dog collected late keeps its price (not C17)', () => {
    const got = categoriesOf(PARTIES, 'We will charge a late fee of $15 for each 15 minutes after 6:30 p.m. that you collect your dog.');
    expect(got[1]).toEqual(['Pricing & Taxes']);
  });

  it('no plan row: two sums, a sentence, a deposit; no closing line: a place in lower-case words', () => {
    const planRow = cuedBy(PLAN_ROW_STRONG_CUES);
    expect(planRow('Basic plan: 10 hours a month, $250 per month.')).toBe(true);
    expect(planRow('Basic plan: $100 set-up, $250 per month.')).toBe(false);
    expect(planRow('The fee is as follows: ten hours, $250 per month, payable in advance.')).toBe(false);
    expect(planRow('Deposit: one month, $500 per month.')).toBe(false);
    expect(isClosingLine('Santos, 4 May 2027.')).toBe(true);
    expect(isClosingLine('Delivery of the goods, 4 May 2027.')).toBe(false);
    expect(isClosingLine('Santos 4 May 2027 is the delivery date.')).toBe(false);
  });
});
