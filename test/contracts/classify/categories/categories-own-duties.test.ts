/**
 * Responsibilities said through a party's own people — whom it employs, deploys or assigns, their vetting, pay and
 * terms (category-cues-own-duties.ts, issue 18, h19recall); sentences written for these tests, not from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../../src/contracts/classify/categories/categories.js';
import { OWN_DUTY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-duties.js';
import { categoriesOf } from '../helpers.js';
import { withinFastestOf } from '../../../security/guard.js';

describe('categories: a party\'s own people (Responsibilities)', () => {
  it('whom it deploys, rosters or engages, and their qualifications', () => {
    expect(categoriesOf(
      'The Contractor shall deploy at least four qualified stewards at each gate on match days.',
      'The Operator will only engage drivers who hold a current passenger carrying licence.',
      'The Contractor shall roster two nurses on each night shift.',
    )).toEqual([['Responsibilities'], ['Responsibilities'], ['Responsibilities']]);
  });

  it('their vetting and their terms of employment', () => {
    expect(categoriesOf(
      'Door staff will be vetted by the Contractor before their first shift.',
      'The Ship Manager shall ensure that the officers\' terms of employment meet the flag state\'s rules.',
    )).toEqual([['Responsibilities'], ['Responsibilities']]);
  });

  it('their pay is a cue of the category (a payment word beside it may still lead)', () => {
    const text = 'The Haulier shall pay its drivers not less than the minimum wage set by the road transport award.';
    // (issue 18, h109cat) A strong cue since MINIMUM_WAGE_PAID_STRONG_CUES: the minimum wage paid to its own people.
    expect(categoryEvidence(text, undefined).find((e) => e.category === 'Responsibilities')?.cue).toBe('strong');
  });
});

describe('categories: people named where no own duty is meant (no Responsibilities)', () => {
  it('an agency assigning its employees as its service, a no-hire promise', () => {
    const got = categoriesOf(
      'The Agency will recruit and assign its employees to perform the work described in each order.',
      'The Buyer shall not employ any person who was employed by the Seller in the last year.',
    );
    expect(got.map((c) => c.includes('Responsibilities'))).toEqual([false, false]);
  });

  it('the other party\'s people not to be employed or solicited (hrev11)', () => {
    const got = categoriesOf(
      'The Customer shall not employ or solicit any employees of the Supplier for twelve months.',
      'Neither party shall employ any staff engaged by the other on the Services.',
    );
    expect(got.map((c) => c.includes('Responsibilities'))).toEqual([false, false]);
  });

  it('its own people of a place still are (hrev11)', () => {
    expect(categoriesOf('The Operator shall employ local nationals of the host state for most of the hours worked.')).toEqual([['Responsibilities']]);
  });
});

describe('categories: the own-duty cues on hostile text', () => {
  it('read long runs of their words in linear time (20k, 40k, 80k characters)', () => {
    for (const n of [2_500, 5_000, 10_000]) {
      const runs = [`employ ${'at least '.repeat(n)}x`, `only assign ${'the staff '.repeat(n)}x`, `pay its ${'staff '.repeat(n)}x`, `${'crew '.repeat(n)}x`, `employ ${'staff of the '.repeat(n)}x`];
      withinFastestOf(500, () => {
        for (const text of runs) for (const [re] of OWN_DUTY_CUES) re.test(text);
      });
    }
  });
});
