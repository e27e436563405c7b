/**
 * Decisive cues (category-decisive-cues.ts): a strong cue a written convention makes decisive clears the ranking's bar
 * whatever the sentence model says; only C93's staffing level is one. Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedForPrefilter } from '../../../../src/common/regex-prefilter.js';
import { isDecisive } from '../../../../src/contracts/classify/categories/category-decisive-cues.js';
import { CATEGORIES } from '../../../../src/contracts/wire.js';
import { clauseCategories } from '../helpers.js';

const CLINIC = 'The Operator shall provide at the Clinic, every day from 8 a.m. to 8 p.m., the services of at least one doctor and two nurses.';

describe('decisive cues', () => {
  it('names Responsibilities for a staffing level a party keeps, and no other category', () => {
    const folded = foldedForPrefilter(CLINIC);
    expect(CATEGORIES.filter((c) => isDecisive(c, CLINIC, folded))).toEqual(['Responsibilities']);
  });

  it('makes the staffing level clear the bar where the model reads the sentence as the service alone', () => {
    expect(clauseCategories(CLINIC)).toContain('Responsibilities');
    expect(clauseCategories(CLINIC, { title: '3. Medical Services' })).toContain('Responsibilities');
  });

  it('is no decisive cue where no staffing level is named', () => {
    const text = 'The Operator shall provide medical services at the Clinic every day from 8 a.m. to 8 p.m.';
    expect(CATEGORIES.filter((c) => isDecisive(c, text, foldedForPrefilter(text)))).toEqual([]);
  });

  it('names no category but Responsibilities on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => {
      const folded = foldedForPrefilter(text);
      return CATEGORIES.every((c) => c === 'Responsibilities' || !isDecisive(c, text, folded));
    }), { numRuns: 200 });
  });
});
