/**
 * A price in any currency the money recognizer reads (issue 18, h94cat, set 72's cause 3): the fee, rent or charge cue
 * knew an amount by a short list of ISO codes of its own ("USD 950" a price, "KD 95.000" not), and a contract's mark
 * before a figure ("FCFA 1,800,000") was read only when no comma followed the figure. One reading now: the amount cue's
 * AMOUNT (category-cues-amounts.ts), the recognizer's codes and marks, a dinar's three decimals read as the recognizer
 * reads them. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCY_CODES, MARKS_BEFORE_FIGURE } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { isMoneyDeposit } from '../../../../src/contracts/classify/categories/category-money-deposit.js';
import { expectEach } from '../cue-tables.js';
import { expectCategories, hasCue } from '../helpers.js';

const AGENCY = { preamble: 'This agreement is made between Harbour Shipping Ltd (the "Owner") and Kestrel Agencies Ltd (the "Agent").' };

describe('a fee, rent or charge stated in any currency the recognizer reads (h94cat)', () => {
  const price = (text: string) => hasCue('Pricing & Taxes', text);

  it('reads dinars with their three decimals, CFA francs and other marks as it reads dollars', () => {
    expectEach(price, [
      'The Owner shall pay the Agent a monthly fee of KD 95.000 for each vessel.',
      'The monthly fee is BD 1,250.500 for each suite.',
      'The annual rent is FCFA 1,800,000, payable in advance.',
      'The hire charge is JD 2,700.000 a season.',
      'The rent is Tshs. 3,000,000 a month, payable in advance.',
      'The monthly fee is USD 950 for each vessel.',
    ], true);
  });

  it('not a mark before a figure that is no money: a unit or a plot named by a letter', () => {
    expectEach(price, [
      'The rent of Unit K 12 is due on the first day of each month.',
      'The charges at Plot D 4 are due on demand.',
    ], false);
  });

  it('classifies the payment of such a fee as its payment and its amount (C9)', () => {
    expectCategories([
      ['The Owner shall pay the Agent a monthly fee of KD 95.000 for each vessel.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['The Owner shall pay the Agent a monthly fee of BD 95.000 for each vessel.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['The annual rent is FCFA 1,800,000, payable in advance.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['The annual rent is USD 1,800,000, payable in advance.', ['Payment Terms & Billing', 'Pricing & Taxes']],
    ], AGENCY);
  });

  it('every ISO code and every mark before a figure in money form gives the fee its price', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES, ...MARKS_BEFORE_FIGURE), fc.constantFrom('1,250.00', '12,000', '3,400,000'), fc.constantFrom('The monthly fee is', 'The rent shall be', 'a licence fee of'), (mark, figure, lead) =>
        price(`${lead} ${mark} ${figure}, payable in advance.`),
      ),
    );
  });

  it('a sum deposited in a contract mark is money deposited', () => {
    expect(isMoneyDeposit('The Tenant shall deposit KD 600.000 with the Landlord on signing.')).toBe(true);
  });
});
