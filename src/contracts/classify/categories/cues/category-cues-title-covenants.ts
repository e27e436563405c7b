/**
 * Warranties and Liability of an old-fashioned sale by deed (issue 18, h90ip; set 68's bill of sale of a sloop): the
 * vendor's covenants for title are set out as "That …" items under "the Vendor doth hereby covenant … as follows:" and say
 * no "warrants":
 * - the vendor's right or power to sell ("1. That the Vendor hath good right to sell the said boat", "That the Seller has
 *   full power to assign the said cattle") and the thing free of charges ("2. That the same are free from all mortgages,
 *   liens and encumbrances"): promises of title, as "warrants that … is free of any lien" is (sets 3, 27, 28, 35, 47 and 52
 *   label each such promise Warranties). Only in the covenant's "That …" form or with the deed's "hath": "keep the
 *   Equipment free of all liens" (a lessee's care, Asset Use) and "sell the Shares free from all Encumbrances" (the sale
 *   itself) stay as they were;
 * - "not answerable for" (or "does not answer for", C275) a loss or a defect, the deed's word for "not liable"
 *   (Liability), and for any defect in the thing sold (Warranties beside it: the sale as seen, as "not responsible for
 *   faults …" is labelled in sets 13 and 57).
 * - the buyer's inspection before the sale ("which the Purchaser has had the opportunity to inspect", "acknowledges that
 *   it has inspected the land and buys the timber as it stands"): the thing sold as seen, no audit; the Audits cue word
 *   "inspect" is vetoed where the sentence names no inspection, audit, records or books of its own (set 47's "have
 *   inspected … records and … waived their right to … inspection" keeps it).
 * Strong: the deed's words ("hath", "the said", "whatsoever") read as little else to the sentence model. Stated with
 * sentences of my own (`categories-title-covenants-h90ip.test.ts`). Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { LOSS_WORD_NAMES_A_TASK } from './category-cues-not-responsible.js';

/** A right or power to sell: "good right", "full power", "power", "good title", "lawful authority". */
const RIGHT_TO_SELL = String.raw`(?:good\s{1,3}right(?:\s{1,3}and\s{1,3}(?:full\s{1,3})?power)?|full\s{1,3}(?:power|right)|power|good\s{1,3}title|lawful\s{1,3}(?:right|authority))\s{1,3}(?:and\s{1,3}(?:lawful\s{1,3}|absolute\s{1,3})?authority\s{1,3})?to\s{1,3}(?:sell|assign|convey|transfer|grant)\b`;

/** A thing sold in the state it is in: "is sold in the condition in which it is", "are sold as they stand", "sold as is". */
const SOLD_AS_IT_IS = /\b(?:is|are)\s{1,3}sold\s{1,3}(?:in\s{1,3}the\s{1,3}(?:condition|state)\s{1,3}in\s{1,3}which\s{1,3}(?:it|they)\s{1,3}(?:is|are|stands?|lies?)|as\s{1,3}(?:it|they)\s{1,3}(?:is|are|stands?|lies?)|as\s{1,3}is|as\s{1,3}seen)\b/i;

/**
 * (h117mendA; h117rr #4) Not a span of time after "answer for": "for 10 days", "for more than 48 hours", "for a week",
 * "for long", "for a while", "for some time" (a party silent, as a lapse clause says). A time noun within three words of
 * "for", not a possessive ("for 3 days' delay" is a loss answered for). Bounded: linear.
 */
const NOT_A_WHILE = String.raw`(?!\s{1,3}(?:(?:[\w-]{1,20}\s{1,3}){0,3}?(?:minutes?|hours?|days?|nights?|weeks?|months?|years?)\b(?![’'])|long(?:er)?\b|a\s{1,3}while\b|some\s{1,3}time\b))`;

/** A covenant's item: its marker, then "That". */
const THAT_ITEM = String.raw`^\W{0,3}(?:\d{1,2}\.|\(?[a-z]{1,3}\)|[a-z]\.)?\s{0,3}That\s`;

export const TITLE_COVENANT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bhath\s{1,3}${RIGHT_TO_SELL}|${THAT_ITEM}[^.;]{0,60}?\b(?:hath|has|have)\s{1,3}${RIGHT_TO_SELL}|${THAT_ITEM}[^.;]{0,60}?\b(?:is|are)\s{1,3}free\s{1,3}(?:from|of)\s{1,3}(?:all|any)\s{1,3}(?:[\w-]{1,20},?\s{1,3}(?:and\s{1,3}|or\s{1,3})?){0,4}?(?:mortgages?|liens?|charges?|encumbrances?)\b`), 'Warranties'],
  // (issue 18, h117c90, C275) The verb as the adjective: "The Village does not answer for guests' belongings lost during
  // the round" is "is not liable for" them, whatever follows (sets 1–90: of the sentences that answer or are answerable
  // for a thing, every one carries Liability; set 90's one denial in the verb was read as nothing).
  // (h117mendA; h117rr #4) Not "for" a while: "If the Buyer does not answer for 10 days, the offer lapses" is a party
  // silent (NOT_A_WHILE), no liability.
  [new RegExp(String.raw`\bnot\s{1,3}(?:(?:be\s{1,3})?answerable|answer)\s{1,3}(?:to\s{1,3}(?:the|any)\s{1,3}[\w-]{1,30}\s{1,3})?for\b${NOT_A_WHILE}`, 'i'), 'Liability'],
  [/\bnot\s{1,3}(?:be\s{1,3})?(?:answerable|responsible|liable)\s{1,3}for\s{1,3}any\s{1,3}(?:latent\s{1,3}|patent\s{1,3}|visible\s{1,3}|hidden\s{1,3})?(?:defects?|faults?)\s{1,3}in\s{1,3}(?:the|its|his|her)\s{1,3}(?:said\s{1,3})?[\w-]{1,30}/i, 'Warranties'],
  // (h105c82, C172) A defect the buyer could have found ("The Sellers are not liable for any defect that the Buyer could
  // have found in that inspection"): the thing sold as seen, Warranties beside the Liability its "liable" reads.
  [/\bnot\s{1,3}(?:be\s{1,3})?(?:answerable|responsible|liable)\s{1,3}for\s{1,3}any\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:defects?|faults?)\s{1,3}(?:that|which)\s{1,3}(?:the\s{1,3})?[\w-]{1,30}\s{1,3}(?:could|might|should)\s{1,3}have\s{1,3}(?:found|discovered|seen|noticed|detected)\b/i, 'Warranties'],
  // (h105c82, C172) "answers for" a defect, a loss or damage is "is liable for" it (Liability), and a sale's hidden
  // defects answered for are its warranty too ("The Sellers answer for hidden defects under the Land Code for two
  // years"). Not "answers for" a person or a question ("answers for the Company", "answers for the accounts").
  // (issue 18, h106near) Not a task the loss word names ("answers for the damage reports", "the loss adjustment", "the
  // defect register": LOSS_WORD_NAMES_A_TASK, the guard "responsible for" has), one home with C73's veto.
  [new RegExp(String.raw`\b(?:answer|answers|answerable)\s{1,3}for\s{1,3}(?:any\s{1,3}|all\s{1,3}|the\s{1,3})?(?:[\w-]{1,20}\s{1,3})?(?:defects?|faults?|loss(?:es)?|damage)\b(?!${LOSS_WORD_NAMES_A_TASK})`, 'i'), 'Liability'],
  [new RegExp(String.raw`\b(?:answer|answers|answerable)\s{1,3}for\s{1,3}(?:any\s{1,3}|all\s{1,3}|the\s{1,3})?(?:hidden|latent|concealed)\s{1,3}(?:defects?|faults?)\b(?!${LOSS_WORD_NAMES_A_TASK})`, 'i'), 'Warranties'],
  // (h105c82, C172) The thing sold in the condition it is in ("The Property is sold in the condition in which it is on
  // the day of signature", "The boat is sold as it stands"): the sale as seen, what the seller does not promise.
  [SOLD_AS_IT_IS, 'Warranties'],
];

/** The thing inspected by the buyer before the sale: no audit (category-cue-vetoes.ts' ALL_VETOES). */
export const SOLD_AS_SEEN_VETOES: readonly [RegExp, CategoryLabel][] = [
  // (h105c82, C172) A defect the buyer "could have found in that inspection": the inspection names when the buyer saw the
  // thing, no audit; and a thing sold in the condition it is in is no hired thing given back as received (Asset Use).
  [/\b(?:could|might|should)\s{1,3}have\s{1,3}(?:found|discovered|seen|noticed|detected)\b[^.;]{0,40}?\binspection\b/i, 'Audits'],
  [SOLD_AS_IT_IS, 'Asset Use'],
  [/^(?![^]{0,600}\b(?:inspections?|audits?|records|books)\b)[^]{0,300}?\b(?:(?:has|have|had)\s{1,3}(?:had\s{1,3})?(?:the\s{1,3}|an?\s{1,3}|every\s{1,3}|full\s{1,3})?(?:opportunity|chance)\s{1,3}to\s{1,3}(?:inspect|examine|view)|(?:has|have)\s{1,3}(?:inspected|examined))\b/i, 'Audits'],
];
