/**
 * Insurance said without its word: the cues of category-cues-insurance.ts, from the tests of the rounds that wrote them
 * (rounds 6; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads the file's own
 * cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for these tests, not
 * taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../../src/contracts/classify/categories/categories.js';
import { INSURANCE_VETOES } from '../../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { cuedBy } from '../../cue-tables.js';

const vetoed = (category: string) => cuedBy(INSURANCE_VETOES, category);

// Round 6 (h25cat6).
describe('Insurance: indemnity cover held', () => {
  it('reads indemnity cover as insurance', () => {
    expect(categoriesOf('The Osteopath shall hold indemnity cover through a professional association.', undefined, false)).toEqual(['Insurance']);
  });
});

describe('Insurance veto: National Insurance', () => {
  it('National Insurance contributions are no insurance, unless the sentence insures', () => {
    expect(vetoed('Insurance')('The Contractor pays his own income tax and National Insurance contributions.')).toBe(true);
    expect(vetoed('Insurance')('The Contractor pays his own National Insurance and shall insure his van.')).toBe(false);
    expect(categoriesOf('The Contractor pays his own income tax and National Insurance contributions.', undefined, false)).not.toContain('Insurance');
  });
});

describe('Indemnification veto: indemnity cover', () => {
  it('indemnity cover is no indemnity, unless the sentence indemnifies', () => {
    expect(vetoed('Indemnification')('The Surveyor shall hold indemnity cover of £1 million.')).toBe(true);
    expect(vetoed('Indemnification')('The Surveyor shall hold indemnity cover and shall indemnify the Client against claims.')).toBe(false);
  });
});
