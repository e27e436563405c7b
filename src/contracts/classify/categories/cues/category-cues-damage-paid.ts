/**
 * Damage paid for is a fault answered for, no term of payment (issue 18, h56cat). "You must pay for any damage to the
 * hall caused during your hire", "We will repair or pay for any damage we cause", "We will not pay compensation for
 * damage caused by poor packing", "If we damage your property through our negligence, we will pay the reasonable cost
 * of the repair", "shall pay the cost of the clean-up if the spill was caused by its negligence": the clause says who
 * answers for a loss (Liability), and its "pay" bills nothing (how and when money is paid is the Payment Terms &
 * Billing row). Sets 1–50 label 6 of the 7 such sentences without Payment Terms & Billing (sets 16, 23, 30, 34 twice,
 * 46: Liability); set 20 gives one both. Read out of the sentence before the Payment cues read it (category-not-said.ts'
 * NOT_SAID), so the rest of the sentence keeps its own cues ("withhold from any payment the cost of repairing damage"
 * still bills: a sum held back from a payment). Not repairs of wear and tear paid for ("We will pay for repairs needed
 * through fair wear and tear": the owner's upkeep bill), nor a cost of repair with no damage or fault in the sentence.
 * Tests: `categories-damage-paid.test.ts`. Global, bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { LOSS_WORD_NAMES_A_TASK } from './category-cues-not-responsible.js';

/** Paying for damage or a loss, or compensation for it, said outright. */
const PAID_FOR_DAMAGE = String.raw`\bpa(?:y|ys)\s+(?:for\s+(?:any\s+|all\s+)?(?:the\s+)?(?:damage|loss(?:es)?)\b|(?:any\s+)?compensation\s+for\s+(?:any\s+|all\s+)?(?:the\s+)?(?:damage|loss(?:es)?)\b)`;
/**
 * (h100c76, C114) Compensation paid to a named party ("to pay the Grantor compensation for any damage to the Land", "we
 * pay you compensation of up to ten times the charge" after "lost or damaged by our fault"): the same loss answered for,
 * the party between the verb and the compensation. With "of" and a sum, only where the clause names the damage or the
 * fault before it (FAULT_BEFORE). (h107cat, C114) Also "reasonable", "fair" or "full" compensation "for that damage", a
 * sum paid "as compensation" ("pay you GBP 300 as compensation"), and a thing lost named before it ("If we lose your
 * parcel, we pay you GBP 300 as compensation").
 */
const COMPENSATION_PAID = String.raw`\bpa(?:y|ys)\s+(?:(?:the\s+)?[\w-]{1,30}(?:\s+[A-Z][\w-]{0,30})?\s+)?(?:(?:any|reasonable|fair|full)\s+)?(?:[^\s.;]{1,20}(?:\s{1,3}\d[\d,.]{0,15})?\s+as\s+)?compensation\b`;
const FAULT_BEFORE = String.raw`\b(?:damage[ds]?|caus(?:e|es|ed)|negligen(?:ce|t)|fault|los(?:e|es|t))\b[^.;]{0,120}`;
/** Compensation paid for a loss or damage, or after the damage or fault the clause names: one home for the NOT_SAID phrase here and the Liability cue (category-cues-losses-compensated.ts). */
export const COMPENSATION_FOR_LOSS = String.raw`${COMPENSATION_PAID}(?=\s+for\s+(?:any\s+|all\s+)?(?:the\s+|that\s+|such\s+)?(?:damage|loss(?:es)?)\b)|(?<=${FAULT_BEFORE})${COMPENSATION_PAID}`;

/**
 * (h105c82, C114) The cost of the damage itself, or an excess for it, paid by the party that has the thing: "You pay the
 * full cost of damage caused by driving on the beach", "the Hirer pays the excess for any damage to the boat while he has
 * it": what the damage costs is the loss answered for (Liability), not a price billed, whatever the verb's object is
 * called. Not the cost of insurance against damage ("pays the cost of damage cover": "cover", "insurance" and "waiver"
 * after "damage" are what is bought), nor of a task the word names ("pays the cost of damage surveys", "the full cost of
 * damage reports": LOSS_WORD_NAMES_A_TASK; issue 18, h106near). One home for the NOT_SAID phrase here and the Liability cue
 * (category-cues-losses-compensated.ts). Bounded, one lookahead after the word: linear.
 */
export const DAMAGE_COST_PAID = String.raw`\bpa(?:y|ys)\s{1,8}(?:(?:the|an|any|all)\s{1,8})?(?:(?:full|whole|reasonable|entire)\s{1,8})?(?:costs?\s{1,8}of|excess\s{1,8}(?:for|on))\s{1,8}(?:(?:any|all|the)\s{1,8})?(?:[\w-]{1,20}\s{1,8})?damage\b(?!\s{1,8}(?:cover|insurance|waiver|protection)\b)(?!${LOSS_WORD_NAMES_A_TASK})`;

/** Paying the cost of a repair or a clean-up. */
const REPAIR_COST = String.raw`\bpa(?:y|ys)\s+(?:the\s+)?(?:reasonable\s+|full\s+)?costs?\s+of\s+(?:the\s+)?(?:repair(?:s|ing)?|clean-?up|cleaning\s+up|making\s+good)\b`;
/** The damage or fault that makes a repair's cost a loss answered for, within the clause. */
const FAULT = String.raw`\b(?:damage[ds]?|caus(?:e|es|ed)|negligen(?:ce|t))\b`;

/**
 * (issue 18, h118c91; C114, C172) Paying "for" the repair or the replacement itself ("A Member who breaks or damages the
 * Society's property through carelessness pays for its repair or replacement", "if it is damaged through your fault you
 * pay for its repair"): the same damage answered for. Sets 90 and 91 label theirs Liability, no Payment; set 63's "pay
 * for the repair or replacement … at the prices in our list" keeps its Payment by its rate (PAID_WHEN_OR_HOW).
 * (h118mendA, review h118rr's finding 10) Only with the payer's own fault in the clause (OWN_FAULT): a fault,
 * carelessness, negligence or misuse, or a party that breaks or damages the thing. A bare "damaged" is no fault ("The
 * Customer pays for the repair of any appliance damaged by a power surge": a repair service's price, Payment). One home
 * for this Payment phrase and the Liability cue (category-cues-losses-compensated.ts, h120cat's C306).
 */
export const REPAIR_PAID_FOR = String.raw`\bpa(?:y|ys)\s+for\s+(?:the|its|their|his|her|any)\s+(?:repair|replacement)(?:\s+or\s+(?:repair|replacement))?\b`;
export const OWN_FAULT = String.raw`\b(?:fault|careless(?:ness|ly)?|negligen(?:ce|t|tly)|misuse[ds]?|(?:who|you|he|she|it|they|we)\s{1,3}(?:breaks?|broke|damages?|damaged|causes?|caused)|(?:breaks?|broke)\s{1,3}or\s{1,3}damages?)\b`;

/**
 * (h120mendA, review h120rr's finding 1) The payer's own fault for C306's Liability (category-cues-losses-compensated.ts):
 * OWN_FAULT with its bare "fault" narrowed to a party's conduct — "through/by (the Herder's|your) fault", "its/your own
 * fault", "you are at fault" (a pronoun: "If the Supplier is at fault, the Customer still pays" is another's). Not a
 * defect ("any fault that appears within 12 months", "a manufacturing fault": a warranty repair), nor "through no
 * fault", nor a fault put on another after "unless" ("unless the fault is the Supplier's"). OWN_FAULT stays as it is for
 * the repair bill's Payment reading (DAMAGE_PAID_NOT_SAID). "through/by" only before a possessive ("through the Herder's
 * fault", "by your fault"): "damaged by a manufacturing fault" is a defect (h120revB #1). Bounded runs: linear.
 */
export const PAYERS_FAULT = String.raw`(?:\b(?:through|by)\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,30}['’]s?|your|its|his|her|their|our)\s{1,3}(?:own\s{1,3})?fault\b|\b(?:its|his|her|their|your|our|own)\s{1,3}fault\b|\b(?:you|we|he|she|it|they)\s{1,3}(?:are|is|were|was)\s{1,3}at\s{1,3}fault\b|\b(?:careless(?:ness|ly)?|negligen(?:ce|t|tly)|misuse[ds]?|(?:who|you|he|she|it|they|we)\s{1,3}(?:breaks?|broke|damages?|damaged|causes?|caused)|(?:breaks?|broke)\s{1,3}or\s{1,3}damages?)\b)`;

/**
 * When, how or at what rate the sum is paid, later in the clause (issue 18, hrev43): "The Insurer shall pay for loss
 * covered by the policy within 30 days of a claim", "shall pay for losses in weight exceeding 0.5% at the rate in the
 * price list", "pay for any loss of equipment by bank transfer": the payment's own terms, which the Payment Terms &
 * Billing row names, so the phrase is left for its cues to read. (h118c91) "at the prices" and "at the rates" too.
 */
const PAID_WHEN_OR_HOW = String.raw`[^.;]{0,120}?\b(?:within\s{1,8}(?:\d{1,3}|[a-z]{3,12})\s{1,8}(?:\(\d{1,3}\)\s{1,8})?(?:(?:business|working|calendar|banking)\s{1,8})?days|by\s{1,8}(?:bank|wire|telegraphic|cheque|direct\s{1,8}debit|credit\s{1,8}card)|at\s{1,8}the\s{1,8}(?:rates?|prices?|tariffs?)|per\s{1,8}(?:kg|kilo\w{0,4}|tonnes?|tons?|units?|items?|litres?))\b`;

export const DAMAGE_PAID_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?=pa)(?:${PAID_FOR_DAMAGE}|${COMPENSATION_FOR_LOSS}|${DAMAGE_COST_PAID}|(?<=${FAULT}[^.;]{0,120})${REPAIR_COST}|${REPAIR_COST}(?=[^.;]{0,120}?${FAULT})|(?<=${OWN_FAULT}[^.;]{0,120})${REPAIR_PAID_FOR}|${REPAIR_PAID_FOR}(?=[^.;]{0,120}?${OWN_FAULT}))(?!${PAID_WHEN_OR_HOW})`, 'gi'), 'Payment Terms & Billing'],
  // (h107cat, C114) … and the sum paid "as compensation" for a loss the clause names ("If we lose your parcel, we pay you
  // GBP 300 as compensation"): the loss answered for, no price of the service (Pricing & Taxes reads the rest).
  [new RegExp(String.raw`(?=pa)(?:${COMPENSATION_FOR_LOSS})`, 'gi'), 'Pricing & Taxes'],
];
