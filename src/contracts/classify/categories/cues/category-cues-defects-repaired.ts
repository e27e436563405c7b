/**
 * Warranties of a defect repaired with no warranty named (issue 18, h101s78; C130): the guide's table 2.3 row for
 * Warranties reads "a remedy for defects with no warranty named" ("The Supplier shall repair any defect in the Goods
 * free of charge."). The remedy's verb (repair, remedy, rectify, make good, correct) with a defect or fault as its object
 * is that remedy when the sentence also says what makes it a warranty's: no charge ("free of charge", "at its own
 * cost", "at no cost"), a defect of manufacture, materials, workmanship or design, or a defect that appears within a
 * period. A repair with none of these is upkeep (a tenant's or a landlord's repairs, Asset Use or none): "The Landlord
 * shall repair any defects in the structure." gets nothing here. Whatever the thing is called (the Goods, the Machine,
 * the roof). Strong: the sentence model reads such a sentence as Pricing or Payment from its cost words. Bounded
 * windows, no nested quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The remedy's verbs, in the forms a duty or a passive uses. */
const REMEDY = String.raw`(?:repair|repairs|repaired|remedy|remedies|remedied|rectify|rectifies|rectified|correct|corrects|corrected|make\s{1,3}good|makes\s{1,3}good|made\s{1,3}good)`;
/** No charge for the remedy: the warranty's mark when it names no defect's kind. */
const NO_CHARGE = String.raw`(?:free\s{1,3}of\s{1,3}(?:any\s{1,3})?charge|at\s{1,3}(?:its|their|his|her|our|no)\s{1,3}(?:own\s{1,3})?(?:cost|expense|charge)|without\s{1,3}(?:any\s{1,3})?charge)`;
/** The defect's object: a determiner, at most three words, then the defect or fault (bounded). */
const DEFECT = String.raw`(?:any|all|the|each|every|such)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?(?:defects?|faults?)\b`;
/** What makes a defect a warranty's: its kind, or its appearing within a period. */
const WARRANTY_MARK = String.raw`(?:${NO_CHARGE}|\b(?:in|of)\s{1,3}(?:materials?|workmanship|manufacture|design)\b|\b(?:appears?|arises?|occurs?|becomes?\s{1,3}(?:apparent|evident)|is\s{1,3}(?:notified|found|discovered)|are\s{1,3}(?:notified|found|discovered))\s{1,3}within\b)`;

export const DEFECT_REPAIRED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The remedy, its cost said before the defect: "shall repair, at its own cost, any defect …", "shall, free of charge, repair …".
  [new RegExp(String.raw`\b${NO_CHARGE}(?:\s{0,3},)?\s{1,3}${REMEDY}\s{1,3}${DEFECT}|\b${REMEDY}(?:\s{0,3},)?\s{1,3}${NO_CHARGE}(?:\s{0,3},)?\s{1,3}${DEFECT}`, 'i'), 'Warranties'],
  // The remedy, then the defect, then its mark within the sentence: "repair any defect in the Machine that appears within 12 months".
  [new RegExp(String.raw`\b${REMEDY}\s{1,3}${DEFECT}[^.;]{0,120}?${WARRANTY_MARK}`, 'i'), 'Warranties'],
  // (issue 18, h108c85, C130) A thing that breaks, cracks or fails within a period, then replaced or repaired at no charge:
  // "If an aligner cracks within 7 days after we give it to you, we replace it free of charge", "If a part stops working
  // during its first year, we repair or replace it free of charge" — the defect named by its event, with both of C130's
  // marks (the period and no charge): Warranties, as sets 8, 62 and 84 label their failures within a time remedied free.
  // Not a thing replaced at the customer's cost ("we replace it for $40": no mark), nor a loss ("If a key is lost within
  // the term, we replace it free of charge" names no failure). Bounded windows: linear.
  [new RegExp(String.raw`\b(?:breaks?|cracks?|fails?|stops?\s{1,3}working|goes\s{1,3}wrong|dries?\s{1,3}out|(?:is|are|becomes?)\s{1,3}(?:faulty|defective))\s{1,3}(?:within|during)\b[^.;]{0,120}?\b(?:replace|replaces|repair|repairs|remake|remakes|mend|mends)\b(?:\s{1,3}or\s{1,3}(?:replace|replaces|repair|repairs))?\s{1,3}(?:it|them|the\s{1,3}[\w'’-]{1,30})\b[^.;]{0,40}?${NO_CHARGE}`, 'i'), 'Warranties'],
];

/**
 * (issue 18, h114cat, C263) A defect "notified within the guarantee period", "notified during the Defects Liability
 * Period": the notice only says which defects the warranty answers for (those found in its period), no message the
 * sentence has a party give. Sets 1–89: none of the three such sentences is Communication (sets 9, 11, 22: Warranties
 * alone), and parley read all three so. category-not-said.ts' NOT_SAID takes the phrase out of what Communication's
 * cues read; "The Buyer shall notify the Builder of any defect within seven days" keeps its telling. At most two words
 * before "period", each gap bounded: linear.
 */
export const DEFECT_NOTIFIED_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:defects?|faults?)\s{1,8}(?:(?:which|that)\s{1,8}(?:is|are)\s{1,8})?(?:notified|reported)\s{1,8}(?:within|during|in)\s{1,8}(?:the|its|this|that)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?period\b/gi, 'Communication'],
];
