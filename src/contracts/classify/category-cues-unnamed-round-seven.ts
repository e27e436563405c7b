/**
 * Categories said without their word, round 7 (issue 18, h26cat7; round 6 is `category-cues-unnamed-round-six.ts`).
 * Each sense is a general way drafting writes a subject, with test sentences of its own
 * (`categories-unnamed-round-seven.test.ts`): an amount charged per unit of work or goods (Pricing & Taxes); an amount
 * deducted from the next bill (Payment Terms & Billing); the work entrusted, what the concession or the services leave
 * out, no one else granted the same right, no more to offer beyond the quantities, extra units taken up (Scope of
 * Work); a place of the other party used, keys and returnable containers handed back, alterations to a place (Asset
 * Use); a room's capacity, weather that clears the water, rescue gear, disinfection, things kept in safe working order,
 * alcohol kept out, pool chemicals (Safety and Security); alcohol or tobacco not sold to minors (Responsibilities); lots
 * sampled and graded by an inspector or a laboratory (Audits); defective work remade at one's own cost, no answer for a
 * crop's quality (Warranties); the purchaser of a party's business made to honour the contract (Business
 * Continuity). Veto: a company's administrator who signs for it is no insolvency. Bounded patterns, linear on hostile
 * text.
 */
import type { CategoryLabel } from '../wire.js';

/**
 * Senses that name their subject outright, whatever else the sentence's words lean to (categories.ts' STRONG_CUES, as
 * round 6's): no one else granted the same right — "The Port shall not grant to any other operator the right to run a
 * water taxi" (exclusivity, the bounds of the engagement); lots sampled or graded by an inspector or a laboratory — "Each
 * consignment shall be sampled by an independent surveyor" (a check by a third party of what is supplied).
 */
export const UNNAMED_ROUND_SEVEN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
];

export const UNNAMED_ROUND_SEVEN_CUES: readonly [RegExp, CategoryLabel][] = [
  ...UNNAMED_ROUND_SEVEN_STRONG_CUES,
];

/**
 * A company's administrator who represents it (a Greek or Continental company's managing officer: "represented by its
 * administrator, Ms Eleni Markaki") is no insolvency administrator, where nothing else in the sentence ends the
 * contract or names an insolvency. Windows bounded: linear.
 */
export const UNNAMED_ROUND_SEVEN_VETOES: readonly [RegExp, CategoryLabel][] = [
];
