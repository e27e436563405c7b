/** Every category pattern in one list, for the literal prefilter's property test (test/common/regex-prefilter.test.ts). */
import { ALL_CUES, STRONG_CUES } from './category-cue-lists.js';
import { ALL_VETOES } from './category-cue-vetoes.js';
import { NOT_SAID } from './category-not-said.js';
import { TERM_CUES } from './category-terms.js';

/** Every pattern the category cues, vetoes and phrases above test (the literal prefilter's property test runs them all). */
export function categoryPatterns(): readonly RegExp[] {
  return [...ALL_CUES, ...STRONG_CUES, ...ALL_VETOES, ...NOT_SAID, ...TERM_CUES].map(([re]) => re);
}
