/**
 * Pricing & Taxes for a price that rises, falls or is prorated (category-cues-price-changes.ts, issue 18, h55cat);
 * sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PRICE_CHANGE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-price-changes.js';
import { categoriesOf } from '../helpers.js';

/** Whether a cue of category-cues-price-changes.ts reads the sentence. */
const cued = (text: string) => PRICE_CHANGE_STRONG_CUES.some(([re]) => re.test(text));

describe('categories: a price that changes (Pricing & Taxes)', () => {
  it('the rent rises, escalates, is prorated or is not reduced; a party changes the fee', () => {
    const got = categoriesOf(
      '4.1 The ground rent increases by 4% at the start of each grazing season.',
      'The Licence Fee shall escalate by 6% on every anniversary of the Start Date.',
      'Rent for a part of a quarter shall be prorated by the number of days.',
      'The mooring fee will not be reduced because of ice on the lake.',
      'We can change the pitch rent by giving you three months\' written notice.',
    );
    expect(got.map((c) => c.includes('Pricing & Taxes'))).toEqual([true, true, true, true, true]);
  });
});

describe('categories: other changes (no Pricing from this cue)', () => {
  it('a rate of exchange or of pay, a price percentage, a hire reduced, a change of the terms', () => {
    const sentences = [
      'The Bank may change the rates of exchange it applies without notice.',
      'The Employer may review the rates of pay once a year.',
      'We will not raise your price percentage without your written consent.',
      'If the launch breaks down, the hire for the days lost shall be reduced.',
      'We may change these terms by giving you one month\'s notice.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false]);
  });
});
