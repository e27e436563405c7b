/**
 * The proof of an insurance cover given to the other party (issue 18, h68com): "must hold public liability insurance
 * and give the Landlord a certificate of currency each year", "shall deliver a certificate of insurance to the Owner
 * before work starts", "is to deliver copies of the insurance policies to the Council", "give the Agent a copy of the
 * certificate of entry". Information one party must send the other (C8) beside the cover's Insurance: sets 1–54 label
 * 11 of the 14 such sentences with Communication. Strong: as a plain cue (category-cues-information.ts' insurance
 * certificate branch) it never cleared the bar beside the Insurance the sentence is mostly about. Not a certificate
 * produced or provided "on request" or "whenever" the other asks (the cover's own proof, as the Insurance clauses say
 * it: sets 1–54 label 2 of those 8 so), nor a copy of a policy that is no insurance ("give us a copy of its safeguarding
 * policy"). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Whom the proof goes to: a party by its capitalised name or role, or "us"/"you". */
// (h93cat2) A role of up to three words: "send the Seed Company a copy of the policy" (set 59).
const RECIPIENT = String.raw`(?:the\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}|[A-Z][\w-]*|us|you)`;

/** The proof of the cover: a certificate of insurance, currency or entry, or a copy of one or of the insurance policy. */
const COVER_PROOF = String.raw`(?:(?:a|an|the|its|their|your|each|all|any)\s+)?(?:cop(?:y|ies)\s+of\s+(?:the\s+|its\s+|their\s+|your\s+|each\s+|any\s+|an?\s+)?(?:insurance\s+polic(?:y|ies)|certificates?\s+of\s+(?:insurance|currency|entry)|insurance\s+certificates?)|certificates?\s+of\s+(?:insurance|currency|entry)|insurance\s+certificates?)`;

/** Sent, given or delivered to the recipient, before or after the proof. */
const SENT = String.raw`\b(?:give|gives|send|sends|deliver|delivers|furnish|furnishes|submit|submits|provide|provides|lodge|lodges)\s+(?:${RECIPIENT}\s+(?:with\s+)?|to\s+${RECIPIENT}\s+)?${COVER_PROOF}\b`;

/** Only when asked: "on request", "upon its request", "whenever the Owner asks" in the same clause. */
const ONLY_WHEN_ASKED = String.raw`[^.;]{0,80}?\b(?:(?:on|upon)\s+(?:(?:its|their|his|her|the\s+[\w-]+'s|[A-Z][\w-]*'s)\s+)?(?:written\s+)?request|whenever)\b`;

/**
 * (h93cat2) A copy of "the policy" (or its schedule) sent after the sentence names the insurance it proves: "shall keep
 * malpractice insurance of at least USD 1,000,000 and shall give the Resort a copy of the policy each year", "will insure
 * the Casks … and give the Warehousekeeper a copy of the policy schedule each year" (sets 19, 59, 62, 71: 4 of 5 such
 * sentences Communication, 3 unread). Not another policy's copy (no insurance before it: a safeguarding policy).
 */
const POLICY_SENT = String.raw`\binsur\w*\b[^.]{0,200}?\b(?:give|gives|send|sends|deliver|delivers|furnish|furnishes|submit|submits|provide|provides|lodge|lodges)\s+(?:${RECIPIENT}\s+(?:with\s+)?|to\s+${RECIPIENT}\s+)?(?:a\s+|the\s+)?cop(?:y|ies)\s+of\s+(?:the|its|their|each)\s+polic(?:y|ies)\b`;

export const COVER_PROOF_SENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`${SENT}(?!${ONLY_WHEN_ASKED})`), 'Communication'],
  [new RegExp(String.raw`${POLICY_SENT}(?!${ONLY_WHEN_ASKED})`), 'Communication'],
];
