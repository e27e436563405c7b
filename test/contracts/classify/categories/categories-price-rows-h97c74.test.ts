/**
 * A price list's rows (issue 18, h97c74, C9 and C101): a short "<item>: <sum>" row and a "Total:" row are prices however
 * few their words (category-cues-amount-rows.ts' isAmountRow, category-cues-rate-rows.ts' isPriceListRow); a row naming
 * no sum takes no Pricing & Taxes from a title naming a price; the rate rows' shared guard leaves a deposit, a fine, a
 * late fee and an insured sum out. Sentences written for these tests, not taken from a labelled set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmountRow, isRowWithoutSum } from '../../../../src/contracts/classify/categories/cues/category-cues-amount-rows.js';
import { isPriceListRow } from '../../../../src/contracts/classify/categories/cues/category-cues-rate-rows.js';
import { expectCategories } from '../helpers.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

const SHOP = { preamble: 'This order is made between Birch Frames LLC ("Framer") and the customer named below ("Customer").', title: 'Prices' };

describe('a price list\'s rows (C9, C101)', () => {
  it('reads a short item row and a total row as prices', () => {
    expect(isPriceListRow('Walnut frame: $640.00')).toBe(true);
    expect(isAmountRow('Walnut frame: $640.00')).toBe(true);
    expect(isAmountRow('Total: £1,210.50')).toBe(true);
    for (const row of ['Deposit: $300.00', 'Late fee: $25.00', 'Fine: $100', 'Insured value: $5,000']) expect(isPriceListRow(row)).toBe(false);
  });

  it('a row that names no sum is such a row, a row with a sum or a percentage is not', () => {
    expect(isRowWithoutSum('Expected delivery: March 2036')).toBe(true);
    expect(isRowWithoutSum('Glass: museum grade')).toBe(true);
    expect(isRowWithoutSum('Glass: $80.00')).toBe(false);
    expect(isRowWithoutSum('Discount: 10%')).toBe(false);
    expect(isRowWithoutSum('The Framer shall deliver the frame within 30 days.')).toBe(false);
  });

  it('gives the rows their categories under a price title', () => {
    expectCategories([
      ['Walnut frame: $640.00', ['Pricing & Taxes']],
      ['Total: $1,210.50', ['Pricing & Taxes']],
      ['Expected delivery: March 2036', []],
    ], SHOP);
  });

  it('any item with a dollar sum after its colon is a price row unless its label names a deposit, a fine or a limit', () => {
    fc.assert(fc.property(fc.constantFrom('Pine frame', 'Mount cleaning', 'Glass', 'Hanging wire', 'Gilding'), fc.integer({ min: 1, max: 99999 }), (item, n) => isPriceListRow(`${item}: $${n}.00`)));
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-rate-rows.ts', 'Frame: Frame: 1 '],
  ['categories/cues/category-cues-amount-rows.ts', 'Total: a: b '],
]);
