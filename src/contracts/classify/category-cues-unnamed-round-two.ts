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

/** A party paying for the redone work is no remedy: the provider's cost is. */
const OWN_COST = String.raw`(?:at\s+(?:its|his|her|their|our|your)\s+own\s+(?:cost|expense)|without\s+(?:further\s+|additional\s+|extra\s+)?(?:charge|cost)|free\s+of\s+charge|at\s+no\s+(?:additional\s+|extra\s+|further\s+)?(?:charge|cost))`;

export const UNNAMED_ROUND_TWO_CUES: readonly [RegExp, CategoryLabel][] = [
  // Warranties: the work redone as the remedy of its defect — "shall rewash any item returned stained", "re-perform
  // the defective Services at its own cost", "redo the tiling free of charge", "replant or replace any tree that
  // dies". Not a plain "replace" (a lost or worn thing replaced is the thing's use or a cost).
  // A thing that fails replaced, and defects eliminated: "replace any pump that fails within the first season", "the
  // correction of defects in the software". Not a thing lost, worn or broken down replaced (its use, its cost, spare stock).
  [/\breplace\s+(?:any|the|each|all|every)\s+(?:[\w-]+\s+){0,2}?(?:that|which)\s+(?:fails?|proves?\s+(?:to\s+be\s+)?defective|is\s+(?:found\s+)?defective)\b|\b(?:elimination|correction|rectification|remedying)\s+of\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+)?(?:deficienc(?:y|ies)|defects?|faults?|shortcomings)\b/i, 'Warranties'],
  [new RegExp(String.raw`\b(?:re-?do|re-?perform|re-?wash|re-?clean|re-?plant|re-?launder|re-?shoot|re-?record|re-?supply|re-?execute)\s+(?:or\s+replace\b|(?:[\w-]+\s+){0,6}?${OWN_COST})`, 'i'), 'Warranties'],
];
