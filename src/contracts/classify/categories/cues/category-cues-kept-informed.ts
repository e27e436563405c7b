/**
 * A party kept informed (issue 18, h59c52): "shall keep the Grower informed of the expected duration", "keep them
 * informed of subsequent developments", "we will keep you informed". Information one party must pass to the other is
 * Communication (C8), and sets 13, 17, 27, 45, 47 and 52 label every such clause so (6 of 6), beside the act's own
 * subject. category-cue-lists.ts' strong Communication cue names "informed", but its cue list reads only "inform": without this
 * cue the phrase counted for nothing. A strong cue, so that it stands as a second subject. Not "well-informed" as an
 * adjective of a decision ("an informed decision"): only "keep(s) … informed". Nor a party keeping itself informed
 * ("shall keep himself informed of developments in the field", "keep itself informed of changes in the law"): its own
 * learning, no information passed to anyone (issue 18, hrev45). Bounded, linear on hostile text. Tests:
 * `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const KEPT_INFORMED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bkeep(?:s|ing)?\s{1,8}(?!(?:itself|himself|herself|themselves|themself|yourself|yourselves|ourselves|oneself|myself)\b)(?:[\w'’-]{1,40}\s{1,8}){1,3}?(?:fully\s{1,8}|well\s{1,8}|regularly\s{1,8}|promptly\s{1,8}|reasonably\s{1,8})?informed\b/i, 'Communication'],
];
