/**
 * Privacy said by the kinds of a person's details, and by the agreement that governs their processing (issue 18,
 * h102c78; C134). Personal data is information about an identifiable person (the Privacy row; C121): people's names
 * listed beside another detail that reaches them — "the names, e-mail addresses or telephone numbers of the rowers",
 * "the names and home addresses of the volunteers", "the names and dates of birth of the pupils" — is that information,
 * whatever the sentence calls it. Round 5 (h25cat5) read such lists as a plain cue, which the sentence model outweighed
 * beside a clause's other subject; sets 1–78 hold eleven, ten labelled Privacy (the eleventh a party row, "THE PERSONS
 * whose names and addresses are set out in Schedule 1": a party named, no detail handled — left out here). Not widened
 * to passports or to one reader's own name: sets 35, 62, 72 and 73 label the names and passport numbers of travellers
 * sent for a booking Communication alone, and sets 60 and 71 give "your name and address" passed on with a fine, or
 * written on a luggage label, no Privacy (category-cues-privacy.ts reads "your name, address" kept or used). Not a
 * company's details ("its name and registered office", "the business name and trading address").
 *
 * A data processing agreement or addendum named ("The data processing agreement in Annex A forms part of these terms",
 * "comply with the Data Processing Addendum"): the contract under which a processor handles personal data (GDPR Art. 28),
 * Privacy: sets 1–78 label 7 of the 8 sentences naming one so, the eighth the agreement's own preamble ("This Data
 * Processing Agreement forms part of …", none as a preamble is: left out).
 *
 * Strong: the details name their subject outright, beside the clause's other one (C121). Bounded runs: linear.
 * Tests: `categories-set78-classes-h102c78.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A kind of a person's detail, after their names: contact details, addresses, the numbers that reach them, birth dates, ages. */
const DETAIL_KIND = String.raw`(?:contact\s{1,3}details|(?:home\s{1,3}|postal\s{1,3}|e-?mail\s{1,3})?addresses|(?:tele|mobile\s{1,3})?phone\s{1,3}numbers|mobile\s{1,3}numbers|dates\s{1,3}of\s{1,3}birth|ages)`;

/** A word before the kind that makes it a business's ("registered address", "trading address", "office address"). */
const BUSINESS_DETAIL = String.raw`(?:registered|business|trading|office|head|billing|invoice|invoicing|delivery|site|company|VAT|tax)`;

export const PERSONAL_DETAILS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "the names, e-mail addresses or telephone numbers of swimmers", "the names or ages of the players". Not "whose names
  // and addresses are set out" (a party row).
  [new RegExp(String.raw`(?<!\bwhose\s{1,3})\bnames\s{0,3}(?:,|and|or)\s{1,3}(?:(?:and|or)\s{1,3})?(?:(?:their|his|her|your)\s{1,3})?(?!${BUSINESS_DETAIL}\b)(?:[\w-]{1,30}\s{1,3})?${DETAIL_KIND}\b`, 'i'), 'Privacy'],
  // "The data processing agreement in Annex A forms part of these terms", "as the Data Processing Addendum says". Not the
  // document naming itself ("This Data Processing Agreement …").
  [/(?<!\bthis\s{1,3})\bdata\s{1,3}processing\s{1,3}(?:agreement|addendum)\b/i, 'Privacy'],
  // (h108cat; C174's "your details", C121's health records of persons) A person's details or the results of a health
  // test of theirs, named by a possessive, sold, shared, passed on, disclosed, kept, held, stored, used or processed:
  // "We never sell your details or use them for marketing without your written consent", "we may pass your details to
  // the buyer", "We keep your hearing test results and your contact details for 7 years". Sets 1–84: 17 such sentences,
  // all 17 Privacy (3 missed: the consent's Communication, the sale's Business Continuity or the keeping took the
  // place). Strong, beside the clause's other subject. Not results of work ("your results" alone: a research or
  // survey's findings), nor a business's details (a possessive of a person only). Bounded: linear.
  [/\b(?:sell|sells|share|shares|pass|passes|disclose|discloses|keep|keeps|hold|holds|store|stores|use|uses|process|processes)\s{1,3}(?:on\s{1,3})?(?:your|their|his|her)\s{1,3}(?:(?:contact|personal)\s{1,3}details|details|(?:[\w-]{1,30}\s{1,3})?(?:test|medical|health|blood|laboratory|lab|hearing|screening|exam(?:ination)?)\s{1,3}results)\b/i, 'Privacy'],
];
