/**
 * A level of performance guaranteed (issue 18, h78c61): Warranties. "The Stevedore guarantees an average productivity of
 * twenty-two (22) moves per crane hour", "guarantees a minimum availability of 99.5%", "guarantees an output of 40 tonnes
 * a day": a promise about what the work will achieve, the Warranties row's "ongoing promises", as "the guaranteed output"
 * and "guarantees that the pump will deliver …" are (category-cues-commercial.ts). Not a guarantee of money or of another's
 * obligations (a surety's: "guarantees the payment of the rent", "guarantees the performance of the Subcontractor"), nor a guaranteed minimum of work or income paid (that is
 * the price or the scope). Strong, as the outcome cues are. Bounded: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (hrev80) A money yield is interest, no level of work: "The Bank guarantees a yield of 3.5% on the deposit", "a minimum
 * annual yield of 1.5% on the savings account" (a financial product's return, its price). A crop's or a plant's yield
 * stays (the window runs past a decimal point: "3.5%") ("an average yield of 3 tonnes of paddy per hectare", "a yield of 95% of the rated capacity").
 */
const MONEY_HELD = String.raw`\b(?:deposits?|savings|investments?|accounts?|notes|bonds|capital|principal|portfolio|policy|policies|premiums?|funds?|units|shares)\b`;

/** What the work achieves, measured. */
const LEVEL = String.raw`(?:productivity|output|yield(?![^;]{0,80}?${MONEY_HELD})|throughput|availability|uptime|efficiency|response\s{1,3}times?|accuracy|fill\s{1,3}rate|service\s{1,3}level)`;

export const LEVEL_GUARANTEED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bguarantee[sd]?\s{1,3}(?:an?|the|its|their)\s{1,3}(?:(?:minimum|average|monthly|annual|daily|overall)\s{1,3}){0,2}${LEVEL}\s{1,3}(?:of|at)\b`, 'i'), 'Warranties'],
];
