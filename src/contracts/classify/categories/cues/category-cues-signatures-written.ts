/**
 * Signatures said to be written (issue 18, h93cat2): a notary's or a witness's certificate that "the above signatures
 * were written freely in my presence" says how the contract was signed, no message between the parties; its "written"
 * is no Communication (the general cue list reads "written" as a written notice or consent). Read out of the sentence
 * (category-not-said.ts' NOT_SAID); the rest keeps its own cues. Set 71's one such line took Communication. Bounded:
 * linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const SIGNATURES_WRITTEN_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:signatures?|names?)\s{1,3}(?:were|was|are|is|have\s{1,3}been|has\s{1,3}been)\s{1,3}written\b|\bwritten\s{1,3}(?:freely\s{1,3})?(?:in|before)\s{1,3}(?:my|his|her|their|our|the)\s{1,3}presence\b/gi, 'Communication'],
];
