/**
 * A log or a record a party keeps of what it does or receives (issue 18, h51cat): "shall keep a temperature log for
 * each meal service", "is responsible for keeping a traceability record linking every pallet to its orchard", "keep a
 * field notebook of every application", "keep a refusals log". Records kept so that the other party can check them
 * are the Audits row's "records" (spec §2–3), as the books and registers of category-cues-kept-books.ts are: sets 1–49
 * label 55 of the 63 sentences where a party keeps a record, a log or a notebook Audits, and the learned model gave 9 of
 * the 55 nothing or another subject (the record's words — temperatures, pallets, guests — are its words). The 8 others
 * keep personal, care or medical records securely or confidentially (Privacy, Confidentiality), keep a record of the
 * inspections or checks a safety rule asks for (Safety and Security), or keep records of water used or a business's
 * records backed up: the first two are left out below; the plural "records" (the last two) is not read. Nor a log
 * made to be handed over (HANDED_OVER). Strong
 * (category-cue-lists.ts' STRONG_CUES): what the log lists (temperatures, applications, guests) is no second subject that
 * outranks the keeping. Tests: `test/contracts/classify/categories/categories-kept-logs.test.ts`. Bounded steps, no
 * nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Records of people kept for their own sake: personal data or a confidence, another subject (C13, Privacy). */
const PERSONAL_OR_SECRET = String.raw`\b(?:personal|medical|care|patients?|health|clinical|secure|securely|confidential\w*)\b`;

/**
 * A log made to be handed over ("keep a conservation log … and hand it over on acceptance") is a product of the work
 * (set 20: Deliverables), not a record kept for the other party to check.
 */
const HANDED_OVER = String.raw`\bhand(?:s|ed)?\s+(?:it|them)\s+over\b|\bhand(?:s|ed)?\s+over\s+(?:the|that|this)\s+(?:[\w-]+\s+)?(?:log|record|notebook)\b`;

/**
 * A record that is a party's standing, not a paper it keeps: "maintain a good safety record", "keep a clean record", "a
 * satisfactory attendance record", "a proven track record" (review hrev35).
 */
const STANDING = String.raw`(?:good|clean|satisfactory|unblemished|excellent|spotless|acceptable|proven|strong|track|attendance|criminal|disciplinary)`;

export const KEPT_LOG_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "keep a daily log of the number of guests", "keeping a record of the lot numbers", "keep a written and photographic
  // record of the condition of each panel", "keep a log book in each machine room". One record (a/an), up to three
  // words before it; not a record of inspections or checks (a safety rule's proof), nor personal or confidential ones,
  // nor one handed over. Not a standing kept up ("maintain a good safety record", "a satisfactory attendance record":
  // STANDING), a notebook computer, a record label or a log-in (review hrev35).
  [
    new RegExp(
      String.raw`^(?![^]{0,400}(?:${PERSONAL_OR_SECRET}|${HANDED_OVER}))[^]{0,400}?\b(?:keep|keeps|keeping|maintain|maintains|maintaining)\s+(?:a|an)\s+(?!(?:[\w'’-]+\s+){0,2}?${STANDING}\s)(?:[\w'’-]+\s+){0,3}?(?:record|log|log\s?book|notebook)\b(?!\s*-\s*(?:in|on)\b|\s+(?:computers?|PCs?|laptops?|labels?|compan(?:y|ies)|deals?)\b)(?!\s+of\s+(?:each|every|all|the|those|these|its|their)\s+(?:[\w-]+\s+){0,2}?(?:inspections?|checks?)\b)`,
      'i',
    ),
    'Audits',
  ],
];
