/**
 * A fee, a commission or a charge refused, or a commission stated as a share (issue 18, h78c61): Pricing & Taxes. What a
 * party may not charge bounds the price as much as a rate does: "The Agent shall not charge any customer a fee beyond the
 * charges in Schedule 1", "Host will not charge Operator rent", "The Academy Trust must not charge for admission", "shall
 * not charge the COMPANY for the metres lost", "Provider shall not charge the Monthly Fee for any position that stays
 * vacant". Sets 10, 11, 16, 50, 59 and 61 label all seven such sentences Pricing & Taxes; the word "charge" alone is no
 * cue of it, and the sentence model gave the refusal even odds or worse. Not a charge the party still bills ("shall not
 * bill", "no fee is payable": the sets label those Payment Terms & Billing), nor "charge" with no object after it (a
 * battery that "will not charge"). A commission stated as a share ("the commission on the part above that amount is
 * 5%", "The Agency's commission is 20% of each booking") is its rate, as "a commission of 8%" is (category-cue-lists.ts).
 * A plain cue, not a strong one: beside a clause's main subject ("If you tell us within four hours …, we will not charge
 * you for those hours": Communication and Payment Terms & Billing in set 40) the refusal is no second subject of its own.
 * Bounded steps and alternations: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What follows a charge refused: whom or what it is charged to or for ("any patient", "the Monthly Fee", "for admission", "you"). */
const CHARGED_OBJECT = String.raw`(?:for|any|the|a|an|its|their|his|her|you|us|them|him|such|each|every|extra|more|[A-Z][\w'’-]{0,30})\b`;

export const FEES_REFUSED_CUES: readonly [RegExp, CategoryLabel][] = [
  // "shall not charge any patient a commission", "will not charge you for …", "cannot charge extra".
  [new RegExp(String.raw`\b(?:(?:shall|will|must|may|can)\s{1,3}not|shan't|won't|mustn't|cannot|can't)\s{1,3}charge\s{1,3}${CHARGED_OBJECT}`, 'i'), 'Pricing & Taxes'],
  // "the commission on the part above that amount is 5%", "the commission shall be 7.5 per cent".
  [/\bcommissions?(?:\s{1,3}[\w'’-]{1,30}){0,8}?\s{1,3}(?:is|are|shall\s{1,3}be|will\s{1,3}be|amounts\s{1,3}to)\s{1,3}\d{1,3}(?:[.,]\d{1,3})?\s?(?:%|per\s?cent\b)/i, 'Pricing & Taxes'],
];
