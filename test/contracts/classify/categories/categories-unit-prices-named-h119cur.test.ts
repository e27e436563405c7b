/**
 * C297's price per unit (issue 18, h119cur): a sum the money recognizer reads that the cue's MONEY did not — a code's
 * bare whole figure ("AMD 150 a sheet": the recognizer's rate after a `form` mark) and a figure then a currency's name
 * or word mark ("2,500 roubles a month", "200,000 tomans a card") — is Pricing & Taxes as "$180 a set" is. Sentences
 * written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { UNIT_PRICE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-unit-prices.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const BAKERY = 'This standing order is between Shirak Bread LLC ("the Bakery") and Café Kumayri ("the Café").';

describe('C297: a price per unit in a code\'s bare figure or after its sum\'s currency word (h119cur)', () => {
  it.each([
    'Round loaves – 40 a day – AMD 300 a loaf',
    'Rooms are let at KD 15 a night.',
    'The Farmer pays the Shepherd 1,800 roubles a month for each cow.',
    'Each printed menu is charged at 150,000 tomans a sheet.',
    'Hay is sold at 95 manat per bale.',
    'Extra seats cost 20 euros each.',
  ])('a strong cue reads it: %s', (text) => {
    expect(anyOf(UNIT_PRICE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true);
  });
  it.each([
    ['Round loaves – 40 a day – AMD 300 a loaf', ['Pricing & Taxes']],
    ['The Café pays 30,000 roubles a month for the bread.', ['Payment Terms & Billing', 'Pricing & Taxes']],
  ])('is Pricing & Taxes: %s', (text, want) => {
    expect(categoriesOf(BAKERY, text)).toEqual(expect.arrayContaining(want));
  });
  it.each([
    'The Bakery bakes 150 a day.',
    'Under KD 2025 a new scheme applies.',
    'The Café buys 5 pounds a week of flour.',
    'The Bakery keeps 300 sheets a day for the Café.',
    'The Bakery pays liquidated damages of 500 roubles a day.',
    'The Café may order up to 40,000 roubles a month.',
    'Plot P 12 a field by the river.',
  ])('near miss, no strong cue: %s', (text) => {
    expect(anyOf(UNIT_PRICE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false);
  });
  it.each(['AMD 1 a ', '1,000 roubles roubles a ', '1 tomans a ', 'KD 2025 a ', '1,1,1,1 euros '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([UNIT_PRICE_STRONG_CUES], unit);
  });
});
