/**
 * Amendments and Order of Precedence said without their words (issue 18; gathered here by h28cues from round 4): a
 * booking moved to another date (Amendments), the one language version that is authentic (Order of Precedence). Two
 * small families of the contract's own text in one file. Test sentences of their own
 * (`category-cues-amendments-and-precedence.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const AMENDMENT_AND_PRECEDENCE_CUES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 4 (h24cat4):
  // Amendments: a booking moved to another date — "you may move your booking to another date", "change the booking
  // to a later day".
  [/\b(?:move|moves|change|changes|reschedule|reschedules)\s+(?:your|the|a|its|their|his|her)\s+booking\s+to\s+(?:another|a\s+(?:later|new|different))\s+(?:date|day|time)\b/i, 'Amendments'],
  // Order of Precedence: one language version alone authentic — "The Spanish version of this agreement alone is
  // authentic", "the English text shall be the authoritative one".
  [/\b(?:version|text)\s+(?:of\s+(?:this|the\s+present|the)\s+(?:contract|agreement)\s+)?(?:alone\s+)?(?:is|shall\s+be)\s+(?:the\s+(?:only\s+)?)?(?:authentic|authoritative|binding\s+one)\b/i, 'Order of Precedence'],
];
