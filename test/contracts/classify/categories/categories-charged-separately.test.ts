/**
 * Pricing & Taxes for work or items priced apart from the contract's price (category-cues-charged-separately.ts, issue
 * 18, h55cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { CHARGED_SEPARATELY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-charged-separately.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-charged-separately.ts reads the sentence. */
const cued = cuedBy(CHARGED_SEPARATELY_STRONG_CUES);

describe('categories: work or items priced separately (Pricing & Taxes)', () => {
  it('quoted, priced or charged separately, costing extra, extras', () => {
    const got = categoriesOf(
      'Tree surgery is outside the Services and will be quoted separately on request.',
      'Replacement of the boiler is not covered and shall be priced separately.',
      'Guided walks and bicycle hire are not included and cost extra.',
      'Meals on the excursion days are extras.',
    );
    expect(got.map((c) => c.includes('Pricing & Taxes'))).toEqual([true, true, true, true]);
  });
});

describe('categories: things kept or signed separately (no Pricing from this cue)', () => {
  it('stored, signed, assessed separately; an extra copy', () => {
    const sentences = [
      'Flammable liquids must be stored separately from the other goods.',
      'Each Work Order is signed separately by both parties.',
      'The Council will assess each claim separately.',
      'We will send you an extra copy of the report on request.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false]);
  });
});

describe('categories: billing separately, other charges, "extra" before its noun (no Pricing from this cue; issue 18, hrev40)', () => {
  it('invoiced, billed or paid for separately; charged with an offence or from the mains; extra effort, an extra feature', () => {
    const sentences = [
      'Each Purchase Order shall be invoiced separately.',
      'Travel expenses are billed separately on a monthly statement.',
      'Each instalment is paid for separately by direct debit.',
      'The defendants were charged separately with each offence.',
      'The batteries are charged separately from the devices before dispatch.',
      'It costs extra effort to audit the accounts each quarter.',
      'Each film is an extra feature of the streaming service.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false, false, false]);
  });

  it('work or items priced apart still read, with what follows them', () => {
    const sentences = [
      'Parking at the venue is an extra.',
      'Overtime costs extra unless agreed in advance.',
      'Breakfast costs extra and is served from 7 am.',
      'Laundry services are extras charged at the rates in Schedule 2.',
      'De-icing is charged separately if requested.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true, true, true]);
  });
});
