/**
 * A rate card's row written "<what> per <unit>: <amount>" ("Storage per pallet per week: EUR 4.20", "Hire per day:
 * £85") states a price (C9), as the "<what> | <amount>" rows of category-cues-amounts.ts do (issue 18, h30c41, set 41).
 * The row begins the element: a sentence with a colon later ("The fee per visit is as follows: £40") is read by the
 * other cues. Bounded, anchored, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { MONEY } from './category-cues-amounts.js';

export const RATE_ROW_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^\s*[A-Za-z][^:\n.;]{0,60}?\bper\s+[^:\n.;]{1,40}:\s*${MONEY}`), 'Pricing & Taxes'],
];
