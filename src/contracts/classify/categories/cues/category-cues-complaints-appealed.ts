/**
 * Dispute Resolution of a complaint or a decision taken further (issue 18, h90ip; set 68's kindergarten terms and set 67's
 * licence of a terrace missed such sentences): a public body's or a trader's terms settle a grievance in steps without the
 * word "dispute":
 * - a complaint raised first with someone, before it may go further ("A complaint about the club should first be raised
 *   with its manager", "please speak to the warden first"): the first step of a procedure, as set 20's "please contact the
 *   residence manager first; … you can refer it to …" is labelled;
 * - a complaint taken or made to an outside body that settles it ("take your complaint to the Ombudsman", "complain to the
 *   Ministry of Trade"; sets 21, 22 and 65): not to a bank or the trader itself (set 61's "complain to the Bank of …" and
 *   the first contact by e-mail or telephone are Communication's);
 * - an appeal against a decision, to a body or lodged with it ("may appeal a decision on a fee to the Schools Committee",
 *   "An appeal against the permit may be lodged with the Council"). Not a claim appealed by an agent ("appeal every denied
 *   claim": a billing task, set 17).
 * Strong: the body's words (a committee, a manager, a ministry) read as little else to the sentence model. Stated with
 * sentences of my own (`categories-children-complaints-texts-h90ip.test.ts`). Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** An outside body that settles complaints. */
const SETTLING_BODY = String.raw`(?:Ombudsman|Ombudsperson|Ministry|Commission|Commissioner|Authority|Tribunal|Board|Committee|Council|Regulator|Agency|Inspectorate)`;

export const COMPLAINT_APPEALED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bcomplaints?\b[^.;]{0,80}?\b(?:should|must|shall|will|is\s{1,3}to|are\s{1,3}to)\s{1,3}(?:be\s{1,3})?first\s{1,3}(?:be\s{1,3})?(?:raised|made|taken|brought|addressed|put|discussed)\s{1,3}(?:with|to)\b|\b(?:raise|make|take|bring|address)\s{1,3}(?:a|the|any|your|their|his|her)\s{1,3}complaints?\s{1,3}first\b|\bfirst\s{1,3}(?:raise|make|take|bring|address)\s{1,3}(?:a|the|any|your|their|his|her)\s{1,3}complaints?\b`, 'i'), 'Dispute Resolution'],
  [new RegExp(String.raw`\b(?:take|takes|bring|brings|escalate|escalates|refer|refers)\s{1,3}(?:the|your|their|its|his|her|a|an|any)\s{1,3}(?:[\w-]{1,30}\s{1,3})?complaints?\s{1,3}to\s{1,3}(?:the\s{1,3})?(?:[A-Z][\w'’-]*\s{1,3}){0,6}?${SETTLING_BODY}\b|\bcomplain\s{1,3}to\s{1,3}(?:the\s{1,3})?(?:[A-Z][\w'’,-]*\s{1,3}(?:and\s{1,3}|of\s{1,3}|for\s{1,3})?){0,6}?${SETTLING_BODY}\b`), 'Dispute Resolution'],
  [/\bappeal(?:s|ed)?\s{1,3}(?:against\s{1,3})?(?:a|the|any|this|that|its|such|their|his|her)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:decisions?|refusals?|rulings?|assessments?|fines?|penalt(?:y|ies)|sanctions?)\b|\bappeals?\s{1,3}against\b[^.;]{0,80}?\b(?:lodged|made|brought|filed|submitted)\s{1,3}(?:with|to|before)\b/i, 'Dispute Resolution'],
];
