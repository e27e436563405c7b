/**
 * Confidentiality where no word says "confidential" (issue 18, h29c37): the exceptions of a confidentiality clause. An
 * NDA lists the information its duty does not cover, each item in words of its own (C6: a list's items take categories
 * from their own words) — information that "is or becomes generally available to the public", that "was lawfully in
 * its possession before" it was disclosed (or "generally available to the public" without "is or becomes" only as
 * such an item of its own — "(a) generally available to the public;" —, of "information which is", or with a breach,
 * the recipient or a disclosure after it: "The Software is generally available to the public through the app store"
 * says where a thing is sold, no exception to a duty; h30cue, review hrev23), that is "independently developed by" the
 * recipient (by it, or with the information, the recipient or a disclosure named after it: "the new software was
 * independently developed by the Licensee's engineers" is who made a thing, no exception to a duty; review
 * hrev23), or "received from a third party" under no duty of confidence — and its lead-in says the
 * duty "does not apply to information which …".
 * What the duty covers is the category's subject (docs/contracts.md, "The categories as the service defines them").
 * Test sentences of their own (`categories-mainstream-commercial.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const CONFIDENTIALITY_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:is|was|are|were)\s+or\s+(?:becomes?|became|become)\s+(?:generally\s+|publicly\s+)?(?:available\s+to\s+the\s+public|publicly\s+(?:available|known)|known\s+to\s+the\s+public|part\s+of\s+the\s+public\s+domain|in\s+the\s+public\s+domain)\b|^\s*\(?(?:[ivx]{1,4}|[a-h]|\d{1,2})[.)]\s+(?:(?:it|which|that)\s+)?(?:(?:is|are|was|were|has|have)\s+)?(?:becomes?\s+|become\s+|became\s+)?generally\s+available\s+to\s+the\s+public\b|\binformation\s+(?:which|that)\s+(?:is|are|was|were)\s+generally\s+available\s+to\s+the\s+public\b|\bgenerally\s+available\s+to\s+the\s+public\b(?=[^.;]{0,80}?\b(?:other\s+than|otherwise\s+than|through\s+no|breach\w*|fault|recipient|receiving|disclos\w*|confiden\w*)\b)|\bindependently\s+developed\s+by\b(?=\s+(?:it|them|or\s+for)\b|[^.;]{0,120}?\b(?:recipient|receiving|without|information|disclos\w*|confiden\w*)\b)|\blawfully\s+in\s+(?:its|their|his|her|the\s+[\w-]+(?:\s+[\w-]+)?['’]s?)\s+possession\s+(?:before|prior\s+to)\b|\breceived\s+(?:it\s+)?from\s+a\s+third\s+party\b[^.;]{0,80}?\b(?:duty|obligation)\s+of\s+confidence\b|\bdo(?:es)?\s+not\s+apply\s+to\s+(?:any\s+)?information\b/i, 'Confidentiality'],
];

/**
 * (h96cat) A thing kept secret without the word "confidential": "keep the designs secret until the date of issue",
 * "keep secret the Master's designs, moulds and lines plans". Sets 1–73 label all seven "keep … secret" sentences
 * Confidentiality (sets 6, 8, 11, 15, 37, 63, 73); a "SECRET clearance" held is no such duty (no keeping). Bounded words
 * between: linear.
 */
export const KEPT_SECRET_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:keep|keeps|kept|keeping)\s+(?:[\w'’-]{1,30}\s+){0,8}?secret\b/i, 'Confidentiality'],
];
