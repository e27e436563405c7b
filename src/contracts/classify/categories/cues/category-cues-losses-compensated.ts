/**
 * A loss or damage a party compensates (issue 18, h61c52b): "it shall compensate the Customer for any loss the error
 * causes", "A party in breach compensates the other party for its direct loss", "shall compensate the Owner for the
 * damage". To compensate a loss is to answer for it: Liability. Sets 1–52 label all 6 sentences that compensate a
 * party for a loss or damage Liability; the existing cues read the 5 that also say "damage", "liable" or "negligence"
 * and gave the one that says only "loss" nothing. Not a shortfall or lost revenue compensated ("compensate the Operator
 * for lost revenue", "compensate the shortfall at the lint price": sets 29 and 36 give them no Liability): only "loss"
 * or "damage" after "for". Nor (hrev49) time or an exchange rate's loss paid for ("compensate the Supplier for the loss of its
 * time at the daily rate", "for losses on currency conversion": a price or its adjustment, Pricing & Taxes), nor an
 * insurer's payout ("the insurer shall compensate the Customer for the loss of the goods": the cover, Insurance),
 * nor earnings, income or an office lost ("compensate the Employee for any loss of earnings during jury service", "for
 * loss of office": pay, as the lost revenue above is).
 * A strong cue: the sentence model gives the loss word alone no Liability odds. Bounded windows, linear on hostile text. Tests: `categories-set-52-part-2.test.ts`.
 *
 * Two more ways of answering for a loss (issue 18, h65c53; tests `categories-answering-for-losses.test.ts`): a party
 * "liable (to the Customer) for the acts and omissions of" another (sets 20, 40 and 53 label all three Liability; the
 * "responsible for" form splits between Liability and Responsibilities over sets 3–27 and keeps its own reading), and a
 * party that "bears the loss of" something (a loss carried is a liability; "bears the risk of loss" is risk passing,
 * C74's Delivery or the hire's Asset Use, and is not read here). (h93cat2) Also a loss "that arises" from a party's own
 * share ("each Member shall bear any loss that arises from its own share of the services", set 71).
 */
import type { CategoryLabel } from '../../../wire.js';
import { COMPENSATION_FOR_LOSS, DAMAGE_COST_PAID, PAYERS_FAULT, REPAIR_PAID_FOR } from './category-cues-damage-paid.js';

/**
 * (issue 18, h120cat, C306) A lost or damaged thing's repair, replacement or value paid by the party at fault, or its
 * cost or value deducted from what the other is paid: "A Member who breaks or damages the Society's property through
 * carelessness pays for its repair or replacement", "if it is damaged through your fault you pay for its repair", "If a
 * tool is lost or damaged by your misuse, you pay the cost of its repair or replacement", "If a horse is lost through the
 * Herder's fault, he pays the Owner its value", "we may deduct the cost of repair from the refund", "may deduct from an
 * invoice the value of any cargo lost or damaged while in the Contractor's care". The loss answered for is Liability
 * (C114: compensation paid for a loss or damage); the deduction keeps its own Payment Terms & Billing. Only with the
 * payer's own fault for the paid forms (PAYERS_FAULT: "damaged by a power surge" is a repair bill; h120mendA, review
 * h120rr #1: a fault by its conduct — "through your fault", "you are at fault" — not a defect, "any fault that appears", nor
 * another's, "unless the fault is the Supplier's", "If the Supplier is at fault"); the deduction only of the cost or value
 * of a thing damaged, lost, broken or missing, or of the damage, or of a repair only after such a thing is named ("If the
 * aids come back damaged …, we may deduct the cost of repair": a tenant's "deduct the cost of urgent repairs from the
 * rent" is a set-off, no loss; "lost working days" is time, no thing), and not from a deposit (a
 * deposit kept back for damage is the deposit's own term: sets 35 and 65 label it Payment Terms & Billing). Sets 1–93:
 * 10 sentences, all 10 labelled Liability; 8 were read without it (sets 79, 84, 85, 86, 87, 90, 91 ×2). Strong, as the
 * file's cues are: beside the deduction's Payment or an ending the loss is a second subject. Bounded windows and
 * lookbehinds: linear.
 */
export const LOSS_PAID_BY_FAULT_OR_DEDUCTED = new RegExp(String.raw`(?<=${PAYERS_FAULT}[^.;]{0,120})(?:${REPAIR_PAID_FOR}|\bpa(?:y|ys)\s{1,3}(?:the\s{1,3})?(?:full\s{1,3})?costs?\s{1,3}of\s{1,3}(?:its|their|the)\s{1,3}(?:repair|replacement)\b|\bpa(?:y|ys)\s{1,3}(?:(?:the\s{1,3})?[\w'’-]{1,30}\s{1,3})?(?:its|their)\s{1,3}(?:full\s{1,3})?value\b)|${REPAIR_PAID_FOR}(?=(?:(?!\b(?:unless|except)\b)[^.;]){0,120}?${PAYERS_FAULT})|^(?![^]{0,600}?\bdeposits?\b)[^]{0,400}?\bdeduct(?:s|ed|ing)?\s{1,3}(?:from\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,3}?)?(?:the\s{1,3})?(?:full\s{1,3})?(?:costs?|value)\s{1,3}of\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,5}?(?:damage[ds]?|lost\b(?!\s{1,3}(?:working\s{1,3})?(?:days?|hours?|time|weeks?|months?|shifts?)\b)|broken|missing|(?<=\b(?:damaged|broken|missing|lost)\b[^.;]{0,200}?)repairs?)\b`, 'i');

export const LOSS_COMPENSATED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [LOSS_PAID_BY_FAULT_OR_DEDUCTED, 'Liability'],
  // (issue 18, h109cat, C114) A thing of the other's answered for once lost or damaged in the party's hands ("The Tanner
  // is responsible for any skin lost or damaged in its workshop", "is responsible for any Instrument lost or damaged
  // while in its keeping"), and the compensation a party owes ("the Tanner owes the Client compensation of 2,500
  // FCFA"): the loss answered for. Only a thing named and then lost, damaged, stolen or destroyed after "responsible for"
  // or "liable for" (the bare "responsible for" of people's acts splits, above). Sets 1–85: two sentences of each
  // shape (sets 75 and 84; sets 75 and 76), all Liability; set 75's two were missed. Bounded: linear.
  [/\b(?:responsible|liable)\s{1,8}for\s{1,8}(?:any|all|every|each)\s{1,8}(?:[\w-]{1,30}\s{1,8}){1,3}?(?:lost|damaged|stolen|destroyed)\b|\bowes?\s{1,8}(?:[\w'’-]{1,40}\s{1,8}){0,3}?compensation\s{1,8}of\b/i, 'Liability'],
  // (h100c76, C114) Compensation paid to the party for a loss or damage, or after the damage or the fault the clause
  // names ("to pay the Grantor compensation for any damage to the Land", "if an item is damaged by our fault, we pay you
  // compensation of up to …"): the loss answered for (category-cues-damage-paid.ts reads its "pay" out of Payment). Not
  // an insurer's payment (Insurance's).
  [new RegExp(String.raw`(?=pa)(?<!\b(?:insurers?|underwriters?)\s{1,8}(?:(?:shall|will|must|may)\s{1,8})?)(?:${COMPENSATION_FOR_LOSS})`, 'i'), 'Liability'],
  // (h105c82, C114) The cost of the damage itself or an excess for it paid ("You pay the full cost of damage caused by
  // driving on the beach", "pays the excess for any damage to the boat"): the loss answered for (category-cues-damage-paid.ts).
  [new RegExp(String.raw`(?=pa)${DAMAGE_COST_PAID}`, 'i'), 'Liability'],
  // … and a hire's key-facts row of the excess for damage ("Excess: AUD 1,500 for any damage to the car"): what the hirer
  // answers for the damage (C114). Anchored at the row's start, one bounded window: linear.
  [/^\W{0,3}excess\s{0,3}:[^.;]{0,80}?\bfor\s{1,8}(?:(?:any|all|the)\s{1,8})?(?:[\w-]{1,20}\s{1,8})?(?:damage|loss)\b/i, 'Liability'],
  [/\bliable\s{1,8}(?:to\s{1,8}(?:[\w'’-]{1,40}\s{1,8}){1,4}?)?for\s{1,8}(?:(?:all|any|the)\s{1,8})?acts\s{1,8}(?:and|or)\s{1,8}omissions\s{1,8}of\b|\bbears?\s{1,8}(?:the|any|all|such)\s{1,8}(?:[\w-]{1,30}\s{1,8})?loss(?:es)?\s{1,8}(?:of|from|caused|arising|suffered|that\s{1,8}arises|which\s{1,8}arises)\b|(?<!\b(?:insurers?|underwriters?)\s{1,8}(?:(?:shall|will|must|may)\s{1,8})?)\bcompensat(?:e|es|ing)\s{1,8}(?:[\w'’-]{1,40}\s{1,8}){0,4}?for\s{1,8}(?:(?:any|all|its|their|his|her|the|such|direct|actual|reasonable)\s{1,8}){0,2}(?:loss(?:es)?|damages?)\b(?!\s{1,8}(?:of|in|on|from)\s{1,8}(?:(?:its|their|his|her|the|any|exchange|currency)\s{1,8}){0,2}(?:time|exchange|currency|rates?|earnings|income|wages|salary|pay|office)\b)/i, 'Liability'],
];
