/**
 * A value or a shortfall measured at a price of the day names no price of the contract (category-cues-valued-at-
 * price.ts, issue 18, h86c). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { VALUED_AT_PRICE_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-valued-at-price.js';
import { expectEach } from '../cue-tables.js';
import { clauseCategories } from '../helpers.js';

const readOut = (text: string): boolean => VALUED_AT_PRICE_NOT_SAID.some(([re]) => text.search(re) >= 0);

describe('categories: a value measured at the price of the day (no Pricing & Taxes, h86c)', () => {
  it('the phrase read out', () => {
    expectEach(readOut, [
      'The Store shall insure the coffee against fire for its value at the price of the day.',
      'The Miller pays the shortfall at the market price.',
      'The Packer pays the Grower the difference at the current price of the day.',
    ], true);
    expectEach(readOut, ['The Buyer pays for the beans at the price of the day.', 'The price is fixed for the season.'], false);
  });

  it('the insurance and the shortfall keep their own categories, a price paid keeps Pricing & Taxes', () => {
    expect(clauseCategories('The Supplier shall insure the grain in its custody against fire and theft for its value at the price of the day.')).toEqual(['Insurance']);
    expect(clauseCategories('The Customer pays for the grain at the price of the day published by the exchange.')).toContain('Pricing & Taxes');
  });
});
