/**
 * Liability said without "liability" (issue 18, h31c42). Table 2.3 gives Liability as fault and its limits:
 * - being liable (or not) for any thing but a delay or a failure to perform ("is not liable for any disclosure by the
 *   Student", "shall not be liable for any act or omission of"): the answering for it is the subject. Sets 1–42 label 15
 *   of 15 such sentences Liability. A delay or failure is force majeure's consequence clause (C4), left to the cues of
 *   categories.ts.
 * - not for a tax, a duty, rates, charges or a levy ("is liable for any taxes imposed on the Services", "shall be
 *   liable for any rates and charges levied on the Premises"): that allocates a cost (Pricing & Taxes, Payment), no
 *   fault or loss answered for (issue 18, hrev27; set 27's "remains liable for all charges incurred" is labelled without
 *   Liability). A loss or a cost incurred stays.
 * Bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * Being liable (or not) for a thing names the subject outright, beside a section's own subject ("6. Confidentiality" ›
 * "… is not liable for any disclosure by the Student"): a strong cue (category-cue-lists.ts' STRONG_CUES), clearing the bar of a
 * second category.
 */
export const LIABLE_FOR_ANY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bliable\s+(?:to\s+(?:the\s+)?[\w-]+\s+)?for\s+any\s+(?!(?:[\w-]+\s+)?(?:delays?|failures?|late|non-?performance|tax(?:es|ation)?|VAT|GST|duty|duties|rates|charges|levies)\b)[\w-]+/i, 'Liability'],
  // (issue 18, h112c88, C245) Liable jointly and severally, with another or for the whole: "The Surety is jointly and
  // severally liable with the Shopkeeper", "The Members shall be jointly and severally liable to the Client for the
  // performance of the Contract" (sets 71 and 88: 2 of 2 Liability). Who answers for the whole is the subject, whatever
  // follows; not a joint and several guarantee signed or a warranty given jointly (no "liable": set 18's Insurance, set 7's Warranties).
  [/\bjointly\s{1,8}and\s{1,8}severally\s{1,8}liable\b|\bjoint\s{1,8}and\s{1,8}several\s{1,8}liability\b/i, 'Liability'],
];

export const LIABILITY_HEAD_CUES: readonly [RegExp, CategoryLabel][] = [
  ...LIABLE_FOR_ANY_STRONG_CUES,
];
