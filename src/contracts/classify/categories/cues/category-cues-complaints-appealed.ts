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
const SETTLING_BODY = String.raw`(?:Ombudsman|Ombudsperson|Ministry|Department|Bureau|Commission|Commissioner|Authority|Tribunal|Board|Committee|Council|Regulator|Agency|Inspectorate)`;

/**
 * (issue 18, h109cat) The body's name before its head word: capitalised words with the small words of a name between
 * them ("the Local Government and Social Care Ombudsman", "the Financial Services and Pensions Ombudsman", "the
 * Department of Consumer Affairs"). Each word bounded, at most six: linear.
 */
const BODY_NAME = String.raw`(?:the\s{1,3})?(?:[A-Z][\w'’,-]*\s{1,3}(?:and\s{1,3}|of\s{1,3}|for\s{1,3})?){0,6}?${SETTLING_BODY}\b`;

export const COMPLAINT_APPEALED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bcomplaints?\b[^.;]{0,80}?\b(?:should|must|shall|will|is\s{1,3}to|are\s{1,3}to)\s{1,3}(?:be\s{1,3})?first\s{1,3}(?:be\s{1,3})?(?:raised|made|taken|brought|addressed|put|discussed)\s{1,3}(?:with|to)\b|\b(?:raise|make|take|bring|address)\s{1,3}(?:a|the|any|your|their|his|her)\s{1,3}complaints?\s{1,3}first\b|\bfirst\s{1,3}(?:raise|make|take|bring|address)\s{1,3}(?:a|the|any|your|their|his|her)\s{1,3}complaints?\b`, 'i'), 'Dispute Resolution'],
  // (issue 18, h109cat) The complaint taken or referred "about us" first, the body's name with its small words
  // (BODY_NAME), the complaint referred as "it" once the sentence has named it ("If your complaint is not resolved, you
  // may refer it to the Communications Commission"; sets 20 and 75), and "complain to us and then to the Ombudsman"
  // (set 21). Sets 1–85: 14 complaints labelled Dispute Resolution, 7 read before; these forms read 5 more and nothing else.
  [new RegExp(String.raw`\b(?:take|takes|bring|brings|escalate|escalates|refer|refers)\s{1,3}(?:the|your|their|its|his|her|a|an|any)\s{1,3}(?:[\w-]{1,30}\s{1,3})?complaints?\s{1,3}(?:about\s{1,3}(?:us|the\s{1,3}[\w-]{1,30})\s{1,3})?to\s{1,3}${BODY_NAME}|\b[Cc]omplaints?\b[^.]{0,160}?\b(?:take|bring|escalate|refer)\s{1,3}it\s{1,3}to\s{1,3}${BODY_NAME}|\bcomplain\s{1,3}to\s{1,3}(?:us\s{1,3}and\s{1,3}(?:then\s{1,3})?to\s{1,3})?${BODY_NAME}`), 'Dispute Resolution'],
  [/\bappeal(?:s|ed)?\s{1,3}(?:against\s{1,3})?(?:a|the|any|this|that|its|such|their|his|her)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:decisions?|refusals?|rulings?|assessments?|fines?|penalt(?:y|ies)|sanctions?)\b|\bappeals?\s{1,3}against\b[^.;]{0,80}?\b(?:lodged|made|brought|filed|submitted)\s{1,3}(?:with|to|before)\b/i, 'Dispute Resolution'],
];
