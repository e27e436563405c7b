/**
 * A thing lost, destroyed or damaged while in a party's keeping, which that party pays for or answers for (issue 18,
 * h87c): "If a carpet is lost or destroyed while in the keeping of the Workshop, the Workshop shall pay the Customer its
 * value", "The Hotel is responsible for linen lost or damaged while it is in the Hotel's possession". The keeper answers
 * for the loss (C73, the Liability row): sets 24 and 64 label both Liability; the cues read neither. Not an indemnity
 * for it ("shall indemnify … for any item lost while in its custody", set 19: Indemnification alone), and only where the
 * keeper pays or is responsible or liable (a loss named with no one answering is no liability). Strong
 * (category-cue-lists.ts' STRONG_CUES): the sum paid is the sentence's other subject. Tests:
 * `test/contracts/classify/categories/categories-losses-answered-h87c.test.ts`. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const LOST_IN_KEEPING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/^(?=[^]{0,600}\b(?:pay|pays|responsible|liable)\b)(?![^]{0,600}\bindemnif)[^]{0,600}?\b(?:lost|destroyed|damaged|stolen)\b[^.;]{0,80}?\bwhile\s{1,8}(?:(?:it|they)\s{1,8}(?:is|are)\s{1,8})?in\s{1,8}(?:the\s{1,8})?(?:[\w'’-]{1,40}\s{1,8})?(?:keeping|custody|care|possession)\b/i, 'Liability'],
];
