/**
 * Dispute Resolution of what a settlement does to the dispute it ends (issue 18, h93cat2; set 71 missed three such
 * sentences): the claims settled or released not taken to court again, the settlement given the force of a final
 * judgment, and the lawsuit withdrawn or resumed if the settlement is not paid. Each says how the dispute is resolved
 * (spec §2–3, the Dispute Resolution row), though none names a court's jurisdiction, arbitration or "dispute":
 * - new proceedings barred: "Neither party shall bring any new action against the other on the matters settled",
 *   "agrees not to commence any proceedings against the Seller in respect of the released claims" (sets 3 and 71, both
 *   Dispute Resolution, neither read). Commenced, brought, started, instituted, issued or filed: not "take proceedings
 *   against" (split: set 14's "no obligation to take proceedings against an infringer" Dispute Resolution, set 47's
 *   factor "not obliged to take legal proceedings against any Customer to recover a Debt" none), nor "take action
 *   against" (a guarantee's beneficiary, set 40, or a seller's step against a buyer who fails to pay, set 52);
 * - the force of a judgment: "this settlement has the authority of a final judgment", "has the effect of res judicata";
 *   not "judgment" alone (a professional's judgment, sets 5, 12, 16, 19: none Dispute Resolution);
 * - a lawsuit withdrawn, discontinued or resumed: "may resume its lawsuit for the full sum", "shall withdraw the claim
 *   it filed before the court".
 * Strong: a settlement's sentence names its money or its claims too, which the sentence model reads as Payment or
 * Liability. Stated with sentences of my own (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Proceedings in court by their names: a new or further action, proceedings, a lawsuit or suit. */
const PROCEEDINGS = String.raw`(?:(?:legal|court|judicial|arbitral|arbitration)\s{1,3})?(?:proceedings|lawsuits?|suits?|litigation)|(?:new|further|fresh|other)\s{1,3}(?:legal\s{1,3})?(?:actions?|claims?|proceedings)`;

export const SETTLEMENT_EFFECT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // New proceedings barred or not owed: "not to commence any proceedings against", "shall bring no further action against".
  [new RegExp(String.raw`\b(?:commence|commences|commencing|bring|brings|bringing|start|starts|starting|institute|institutes|instituting|issue|issues|file|files|filing|initiate|initiates|initiating)\s{1,3}(?:any\s{1,3}|no\s{1,3}|an?\s{1,3})?(?:${PROCEEDINGS})\s{1,3}against\b`, 'i'), 'Dispute Resolution'],
  // The settlement's force of a final judgment, res judicata.
  [/\b(?:force|authority|effect|status|value)\s{1,3}of\s{1,3}(?:an?\s{1,3})?(?:final\s{1,3}|binding\s{1,3})?(?:court\s{1,3})?judge?ments?\b|\bres\s{1,3}judicata\b/i, 'Dispute Resolution'],
  // A lawsuit withdrawn, discontinued or resumed.
  // (h101s78, C131) The settlement's court steps: judgment entered for an unpaid balance and a notice of discontinuance
  // filed are steps of the proceedings themselves. Not "judgment" alone (a professional's judgment, above), nor a sum
  // paid "in full and final settlement of" a claim: C9 reads its amount as Pricing and its payment as Payment, and the
  // sets split on a third subject (set 71 none, set 78 Dispute Resolution).
  [/\b(?:enter|enters|entered|entering|obtain|obtains)\s{1,3}(?:a\s{1,3}|the\s{1,3})?(?:default\s{1,3}|consent\s{1,3})?judge?ment\s{1,3}(?:for|against|in)\b|\bnotice\s{1,3}of\s{1,3}discontinuance\b|\bdiscontinuance\s{1,3}of\s{1,3}(?:the|its|this|their)\s{1,3}(?:claim|action|proceedings|lawsuit|suit)\b/i, 'Dispute Resolution'],
  [/\b(?:withdraw|withdraws|withdrawn|withdrawing|discontinue|discontinues|discontinued|discontinuing|resume|resumes|resumed|resuming|abandon|abandons|abandoned|abandoning)\s{1,3}(?:its|the|this|that|their|his|her|any|all)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:lawsuits?|suits?|litigation|court\s{1,3}(?:case|action|proceedings)|legal\s{1,3}(?:action|proceedings)|proceedings\s{1,3}(?:before|in)\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,3}?courts?)\b/i, 'Dispute Resolution'],
];
