/**
 * C296 (issue 18, h119cat): money given back or kept, named by what it was paid as ("returns the whole advance", "receive
 * back her contributions", "keep the advance", "keeps the retention"), is Payment Terms & Billing: a strong cue, so an
 * ending's or a delay's words no longer keep it under the second bar. Sentences written for these tests, none taken from
 * a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { MONEY_GIVEN_BACK_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-money-given-back.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const WEAVING = 'This agreement is between Loom House Ltd ("the Shop") and Mary Flett ("the Weaver").';

describe('C296: money given back or kept is Payment Terms & Billing (h119cat)', () => {
  it.each([
    'If the Weaver is late by more than ten days, the Shop may cancel the order and the Weaver returns the whole advance.',
    'In that case the Weaver returns the second instalment within 10 days.',
    'On the last day of the lease, the Owner returns the sum of EUR 4,000 to the Tenant.',
    'A member who leaves receives back her contributions at the end of the year.',
    'If the Weaver has not started by 1 May, the Shop may end this agreement and keep the deposit.',
    'The Council keeps the retention until the defects are put right.',
    'We keep any amount the sale brings above the loan.',
    'The Club pays back to the Member the unused fees.',
  ])('a strong cue reads it: %s', (text) => {
    expect(anyOf(MONEY_GIVEN_BACK_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(true);
  });
  it.each([
    ['If the Weaver is late by more than ten days, the Shop may cancel the order and the Weaver returns the whole advance.', ['Payment Terms & Billing', 'Term & Termination']],
    ['If the Weaver has not started by 1 May, the Shop may end this agreement and keep the deposit.', ['Payment Terms & Billing', 'Term & Termination']],
    ['We keep any amount the sale brings above the loan.', ['Payment Terms & Billing']],
  ])('is Payment Terms & Billing: %s', (text, want) => {
    expect(categoriesOf(WEAVING, text)).toEqual(want);
  });
  it.each([
    'The parties keep the price and the amounts of this agreement confidential.',
    'The Shop keeps the money of the club in a locked box.',
    'The Agent may keep the booking fee on every ticket it sells.',
    'The Weaver returns the signed payment form to the Shop.',
    'The Tenant returns the deposit slip with the keys.',
    'The Farmer keeps the same amount of feed in the barn.',
    'The Weaver keeps a record of each payment.',
    'The Weaver returns the looms to the Shop in good order.',
  ])('near miss, no strong cue: %s', (text) => {
    expect(anyOf(MONEY_GIVEN_BACK_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(false);
  });
  // h119rr finding 4 (h119mendA): the money word closes its noun phrase ("the advance copy" no), "deposits of" only
  // before money, and money kept in a box or a safe is held for safe keeping.
  it.each([
    ['The Reviewer returns the advance copy of the book within 30 days.', []],
    ['The Publisher returns the advance reading copies to the Author.', []],
    ['The Contractor keeps the retention pond clean and free of debris.', []],
    ['The Quarry Operator keeps all deposits of gravel on the site.', []],
    ["The Treasurer keeps the contributions in the club's locked box.", []],
  ])('near miss, a money word for a thing or money in safe keeping (h119mendA): %s', (text, want) => {
    expect(anyOf(MONEY_GIVEN_BACK_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(false);
    expect(categoriesOf(WEAVING, text)).toEqual(want);
  });
  it.each([
    'The Shop may keep your deposit towards the repair.',
    'The Weaver returns the advance to the Shop.',
    'The Weaver returns the deposits of EUR 50 within a week.',
  ])('still reads the money given back or kept (h119mendA): %s', (text) => {
    expect(anyOf(MONEY_GIVEN_BACK_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(true);
  });
  it.each(['keeps the deposit in in the ', 'returns the advance advance copy ', 'deposits of of '])('reads hostile text in linear time (h119mendA): %s', (unit) => {
    expectCueListsReadLinearly([MONEY_GIVEN_BACK_STRONG_CUES], unit);
  });
  it.each(['returns the the the ', 'gives back to to ', 'keep the whole whole ', 'sum of of sum ', 'keeps any amount amount '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([MONEY_GIVEN_BACK_STRONG_CUES], unit);
  });
});
