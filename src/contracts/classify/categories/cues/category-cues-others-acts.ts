/**
 * What a party answers for, and what it is told (issue 18, h36c45).
 * - Liability: a party that is not liable or responsible for what another does or fails to do ("shall not be liable
 *   for any failure of the Replacement Supplier to perform", "is not responsible for the acts of a seafarer", "is not
 *   liable for any failure of the insurer to pay a claim"): the limit of what it answers for. Sets 11, 13, 43 and 45
 *   label every such clause Liability. Not a party that remains liable for its subcontractors' acts (Subcontracts or
 *   Responsibilities in sets 7, 16, 32, 36: no "not"), nor a failure of a thing caused by events beyond control (C4:
 *   "any failure of the Station's transmission caused by lightning", a possessive: no one's act).
 * - Communication: answering the other side's questions or queries (C8: information one party gives the other; sets 11
 *   and 45 label it so).
 * Bounded patterns, linear on hostile text. Tests: `categories-charter-party.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * Answering the other side's questions: a plain cue. As a strong one (a subject named outright) it lowered the shared
 * check's category figure (0.7908 → 0.7896, h36c45), so a list item whose other words the sentence model reads as no
 * subject may stay without it.
 */
const ANSWERED_QUESTIONS: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:answer|respond)\w*\s+(?:to\s+)?(?:any\s+|all\s+)?(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:questions?|quer(?:y|ies)|enquir(?:y|ies)|inquir(?:y|ies))\b/i, 'Communication'],
];

export const OTHERS_ACTS_CUES: readonly [RegExp, CategoryLabel][] = [
  ...ANSWERED_QUESTIONS,
  [/\b(?:not|never)\s+(?:be\s+)?(?:liable|responsible)\s+(?:to\s+(?:the\s+)?\w+\s+)?for\s+(?:any\s+|the\s+)?(?:acts?|omissions?|failures?|defaults?|negligence)(?:\s+or\s+(?:acts?|omissions?|failures?|defaults?|negligence))?\s+of\s+(?:the|a|an|any)\s+(?:[\w-]+\s+){0,2}?[\w-]+\b(?!['’])/i, 'Liability'],
];
