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
  // Business Continuity: the business or its place sold and the contract passing to the buyer — "If we sell the gym to
  // another company, your membership will transfer to the new owner", "if the Grower sells the vineyard without
  // requiring the purchaser to assume this contract". Not goods sold to a buyer (a sale's own subject), nor the farm's
  // produce ("sells the farm produce at auction"): the place ends its phrase (a comma, "to", "without", "unless" …). Bounded.
  [/\bsells?\s+(?:the|its|our|their|his|her|your)\s+(?:[\w-]+\s+)?(?:business|company|gym|club|premises|shop|store|salon|studio|nursery|pub|garage|farm|vineyard|orchard|hotel|practice|undertaking|restaurant|school|estate|land)\b(?=\s*(?:[,;]|to\b|without\b|unless\b|or\b|and\b|before\b|during\b|while\b|as\s+a\b))[^.;]{0,120}?\b(?:new\s+owners?|purchaser|buyer|acquirer|transferee|assume|transfer)\b/i, 'Business Continuity'],
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
