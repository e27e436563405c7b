/**
 * Pricing & Taxes for a price that rises, falls or is prorated (category-cues-price-changes.ts, issue 18, h55cat);
 * sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PRICE_CHANGE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-price-changes.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether a cue of category-cues-price-changes.ts reads the sentence. */
const cued = cuedBy(PRICE_CHANGE_STRONG_CUES);

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

describe('categories: a price word that names no price changed (no Pricing from this cue; issue 18, hrev40)', () => {
  it('charges checked on an invoice, a rental car or agreement, a cost kept to a minimum', () => {
    const sentences = [
      'The Customer may review the charges on each invoice and dispute any error within 30 days.',
      'The Artist may review the rental car before signing the hire agreement.',
      'The Landlord may change the rental agreement only in writing.',
      'Charges for electricity shall be reduced to a minimum by switching off idle equipment.',
      'The battery\'s charge shall not be reduced below 20% during storage.',
      'The electrical charge rises when the circuit is closed.',
      'The person in charge shall be reduced to one on weekends.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false, false, false]);
  });

  it('the price itself still reads: a rent reviewed, the rental changed, a fee reduced to a minimum of a sum', () => {
    const sentences = [
      'The Landlord may review the rent on each anniversary of the Start Date.',
      'The Owner may increase the rental by 3% each year.',
      'The fee shall be reduced to a minimum of £50 for members.',
      'We may change the charges in the price list on one month\'s notice.',
      'The Monthly Charge will be increased by the change in the index.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true, true, true]);
  });
});
