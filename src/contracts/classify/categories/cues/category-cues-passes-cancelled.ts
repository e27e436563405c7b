/**
 * No Term & Termination for a pass, a ticket or a badge cancelled (issue 18, h94cat2): "we may cancel any pass offered for
 * resale without refund", "The Club may cancel the season ticket of a member who lends it". The thing cancelled is one
 * of the many a booking gives, not the contract (the Term & Termination row: duration, renewal, termination), as a
 * single occurrence called off is not (category-cues-cancelled-occurrences.ts). Set 72's one such sentence is labelled
 * without it; the sets have no other. A veto (category-cue-vetoes.ts' ALL_VETOES) of the category's cue and its learned
 * proposal; not where the contract or the booking ends in the same sentence ("terminate", "this agreement", "the
 * booking"). Stated with sentences of my own (`categories-notices-and-passes-h94cat2.test.ts`). Anchored, windows
 * bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PASS_CANCELLED_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^(?![^]{0,600}?\b(?:terminat\w*|expir\w*|this\s{1,8}(?:agreement|contract)|the\s{1,8}(?:agreement|contract|booking|membership)|your\s{1,8}(?:booking|membership))\b)[^]{0,400}?\bcancel\w*\s{1,8}(?:any|the|a|each|that|your|his|her|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:pass|passes|tickets?|badges?|wristbands?|accreditations?)\b/i, 'Term & Termination'],
];
