/**
 * Two duties said without their category's word (issue 18, h96cat): work delegated to another is Subcontracts
 * (category-cues-others-engaged.ts; table 2.3's "hiring third parties to perform"), a thing kept secret is
 * Confidentiality (category-cues-confidentiality.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KEPT_SECRET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-confidentiality.js';
import { OTHERS_ENGAGED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-others-engaged.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This agreement is made between Lindqvist Holdings Ltd (the "Company") and Ferrow Advisers Ltd (the "Adviser").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('work delegated to another (h96cat)', () => {
  it('is Subcontracts, beside the consent it needs', () => {
    expect(categoriesOf('The Adviser shall not delegate any part of the advice to another firm without the written consent of the Company.')).toEqual(['Communication', 'Subcontracts']);
    expect(categoriesOf('The Adviser may delegate the bookkeeping to any other qualified accountant.')).toContain('Subcontracts');
  });

  it('not a delegation to no one named, nor to anyone listed', () => {
    const delegated = (text: string) => OTHERS_ENGAGED_STRONG_CUES.some(([re]) => re.test(text));
    expect(delegated('The Adviser shall not delegate its duties under this agreement.')).toBe(false);
    expect(delegated('The Adviser shall not delegate the tasks to anyone who is not named in Schedule 2.')).toBe(false);
    fc.assert(fc.property(fc.constantFrom('another person', 'any other person', 'a third party', 'any third party'), (who) => delegated(`The Adviser may not delegate the work to ${who}.`)));
  });
});

describe('a thing kept secret (h96cat)', () => {
  it('is Confidentiality', () => {
    expect(categoriesOf('The Adviser shall keep the draft accounts secret until the Company publishes them.')).toEqual(['Confidentiality']);
    expect(categoriesOf('The Adviser shall keep secret the names of the Company\'s clients.')).toContain('Confidentiality');
  });

  it('not a clearance or a secret named otherwise', () => {
    const kept = (text: string) => KEPT_SECRET_CUES.some(([re]) => re.test(text));
    expect(kept('Each adviser shall hold a valid SECRET clearance.')).toBe(false);
    expect(kept('The recipe is a trade secret of the Company.')).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h96cat)', () => {
  it('each one', () => {
    for (const unit of ['delegate the the ', 'keep aa bb ', 'delegate to to ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [OTHERS_ENGAGED_STRONG_CUES.some(([re]) => re.test(text)), KEPT_SECRET_CUES.some(([re]) => re.test(text))];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(2);
    }
  });
});
