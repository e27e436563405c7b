/**
 * Pricing & Taxes of an amount written after a contract's own currency mark, the money recognizer's (MARKS_BEFORE_FIGURE,
 * category-cues-amounts.ts, issue 18, h88c), and of a service credit as a share of the rate or of the amount invoiced,
 * deducted by the paying party (category-cues-service-credits.ts, category-cues-operations.ts). Sentences written for
 * these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { MARKS_BEFORE_FIGURE } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const LICENCE = { preamble: 'This licence is made between Tejidos Unidos ("the Licensor") and Casa Maya S.A. ("the Weaver").' };
const DRAINS = { preamble: 'This Services Agreement is made between Northwind Water ("Customer") and Contoso Drains Ltd ("Contractor").', title: '5. Service Credits' };

describe('categories: amounts after a contract mark, service credits (Pricing & Taxes, h88c)', () => {
  it('the marks are the money recognizer own, without those read only after a figure or as words', () => {
    expect(['Q', 'K', 'AMD', 'Tshs'].filter((m) => !MARKS_BEFORE_FIGURE.includes(m))).toEqual([]);
    expect(['Ft', 'DT', 'ALL', 'TOP'].filter((m) => MARKS_BEFORE_FIGURE.includes(m))).toEqual([]);
  });

  it('a row or a sum per unit after a mark, in money form', () => {
    expectCategories([
      ['First year | Q 25,000.00', ['Pricing & Taxes']],
      ['Second year | K 30,000', ['Pricing & Taxes']],
    ], LICENCE);
    expect(clauseCategories('The Weaver shall contribute Q 2.00 for each product sold to the fund.', LICENCE)).toContain('Pricing & Taxes');
  });

  it('a mark before a bare figure or a label is no amount', () => {
    expectCategories([
      ['Each year | Q 12', []],
      ['Block K 12 | Plot 14 | north field', []],
    ], LICENCE);
    expect(clauseCategories('The Society will lend each member from K500 to K5,000 for each season.', LICENCE)).not.toContain('Pricing & Taxes');
  });

  it('a service credit as a share of the rate or of the amount invoiced, deducted by the payer', () => {
    expectCategories([
      ['5.1 For each call attended late, the Customer may deduct a service credit of 5% of the rate for that call.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['5.2 The service credits in any quarter shall not exceed 20% of the amount invoiced for that quarter.', ['Payment Terms & Billing', 'Pricing & Taxes']],
    ], DRAINS);
  });
});
