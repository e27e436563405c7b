/**
 * People or things insured against accidents or injury are Insurance's, no Safety and Security (category-cues-physical-
 * safety.ts' insurance veto, h76c58), unless the sentence also names a safety measure. The exception never applied
 * until session 56: a backspace character stood in the pattern where `\b` was meant (found by h92cat). Sentences
 * written for this test.
 */
import { describe, expect, it } from 'vitest';
import { clauseCategories } from '../helpers.js';

describe('insured against accidents, and kept safe', () => {
  it('cover bought alone is Insurance only', () => {
    expect(clauseCategories('The Contractor shall insure its workers against accidents at work.')).toEqual(['Insurance']);
  });
  it('cover beside a safety measure keeps Safety and Security', () => {
    for (const text of [
      'The Contractor shall keep the site safe and shall insure its workers against accidents at work.',
      'The Contractor shall provide protective clothing and insure its staff against injury.',
      'The Contractor shall insure the equipment against accidents and keep hazardous materials locked away.',
    ]) expect(clauseCategories(text), text).toEqual(['Insurance', 'Safety and Security']);
  });
});
