/**
 * C297 (issue 18, h119cat): a price per unit after its sum, with no fee word or paying verb ("then $180 a set", "at £95
 * each", "a contribution of GBP 20 a year"), is Pricing & Taxes: a strong cue. Not a cover, a cap, a remedy, a late
 * charge, shares or pay earned, nor a sum capped or a threshold. Sentences written for these tests, none taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { UNIT_PRICE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-unit-prices.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const KNITTING = 'This agreement is between Isle Knitwear Ltd ("the Shop") and Ruth Sinclair ("the Knitter").';

describe('C297: a price per unit after its sum is Pricing & Taxes (h119cat)', () => {
  it.each([
    'Extra sets of buttons: the first set included, then $12 a set',
    'For the spring we would also like four scarves at £40 each.',
    'Each member gives a contribution of GBP 20 a year to the fund.',
    'Members may pause their membership for a month at a time for £5 a month.',
    'The Shop may deduct $50 per missing item from the next payment.',
  ])('a strong cue reads it: %s', (text) => {
    expect(anyOf(UNIT_PRICE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true);
  });
  it.each([
    ['For the spring we would also like four scarves at £40 each.', ['Pricing & Taxes']],
    ['Extra sets of buttons: the first set included, then $12 a set', ['Pricing & Taxes']],
  ])('is Pricing & Taxes: %s', (text, want) => {
    expect(categoriesOf(KNITTING, text)).toEqual(want);
  });
  it.each([
    'The Knitter shall maintain public liability insurance of at least £1,000,000 per occurrence.',
    "The Shop's liability for a lost parcel is limited to £50 per parcel.",
    'If the jumpers are late, the Knitter pays liquidated damages of £20 per day.',
    'Overdue sums bear interest of £2 a day.',
    'The shares of £1 each are held by the two founders.',
    'The Knitter shall not hire anyone earning more than £30,000 a year.',
    'The Shop bears the cost of repairs up to £150 per year.',
    'No order may involve more than £5,000 a month without the Shop\'s approval.',
    'The Shop pays £40, and a bonus at Christmas.',
  ])('near miss, no strong cue: %s', (text) => {
    expect(anyOf(UNIT_PRICE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false);
  });
  // h119rr finding 5 (h119mendA): a sum capped ("capped at", "at most", "a maximum of") and a loan's repayment are no price.
  it.each([
    ['The Client pays travel expenses at cost, capped at USD 100 a day.', ['Payment Terms & Billing']],
    ['The Borrower repays USD 100 a month until the loan is repaid.', ['Payment Terms & Billing']],
    ['The Shop pays at most £20 a month for postage.', ['Payment Terms & Billing']],
    // The learned model reads this one's Pricing & Taxes itself (no cue): the row pins that the cue does not.
    ['The Shop pays a maximum of £20 a month for postage.', ['Payment Terms & Billing', 'Pricing & Taxes']],
  ])('near miss, a cap or a repayment (h119mendA): %s', (text, want) => {
    expect(anyOf(UNIT_PRICE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false);
    expect(categoriesOf(KNITTING, text)).toEqual(want);
  });
  it.each(['capped at capped at £5 ', 'at most at most USD 1 a ', 'a maximum of £1 per '])('reads hostile text in linear time (h119mendA): %s', (unit) => {
    expectCueListsReadLinearly([UNIT_PRICE_STRONG_CUES], unit);
  });
  it.each(['$1 a ', '£1,000,000 per per ', 'up to up to £5 ', 'USD 1 each each ', '1 1 1 1 '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([UNIT_PRICE_STRONG_CUES], unit);
  });
});
