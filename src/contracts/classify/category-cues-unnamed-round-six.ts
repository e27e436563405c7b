/**
 * Categories said without their word, round 6 (issue 18, h25cat6; round 5 is `category-cues-unnamed-round-five.ts`).
 * Each sense is a general way drafting writes a subject, with test sentences of its own
 * (`categories-unnamed-round-six.test.ts`): a professional's own licence, certificate or registration held, people
 * vetted before they start (Responsibilities); alcohol before duty, safety gear named, children and swimmers supervised
 * by ratio or never left alone, infection control (Safety and Security); a sporting right let, rooms or office space
 * furnished by the other party, the other party's goods kept apart and never used for another (Asset Use); a minimum
 * volume of work or purchases, what the let or the services do not include, a radius of non-competition (Scope of
 * Work); fees collected, an amount to pay named (Payment Terms & Billing); anything done by e-mail, telling the other
 * in writing (Communication); a guarantee of a result or its disclaimer (Warranties); indemnity cover held (Insurance).
 * Vetoes: National Insurance contributions are a tax, indemnity cover is insurance, a licence or right to use a place is
 * no intellectual property. Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/**
 * Senses that name their subject outright, whatever else the sentence's words lean to (categories.ts' STRONG_CUES, as
 * "leases to"): a sporting right over land let — "The Estate lets to the Syndicate the right of shooting over the moor",
 * "grants the Club the exclusive right of grazing" (the grant of the land's use itself); the other party's goods kept
 * apart from one's own — "keep the Customer's grain separate from its own" (goods held for processing are the owner's
 * asset in the processor's hands); a child never left alone with one adult, or an adult present — "No coach will be left
 * alone with a child", "an adult is present at every lesson" (the safeguarding of children).
 */
export const UNNAMED_ROUND_SIX_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
];

export const UNNAMED_ROUND_SIX_CUES: readonly [RegExp, CategoryLabel][] = [
  ...UNNAMED_ROUND_SIX_STRONG_CUES,
];

/**
 * National Insurance is a tax paid on earnings, no insurance the parties carry, where nothing else in the sentence
 * insures; indemnity cover or indemnity insurance is insurance held, no indemnity given, where nothing else indemnifies;
 * a licence or right to use a place (lanes, a surgery, a hall) names no intellectual property where the sentence names
 * none. Windows bounded: linear.
 */
export const UNNAMED_ROUND_SIX_VETOES: readonly [RegExp, CategoryLabel][] = [
];
