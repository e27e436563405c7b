/**
 * Categories said without their word, round 8 (issue 18, h26cat8; round 7 is `category-cues-unnamed-round-seven.ts`).
 * Each sense is a general way drafting writes a subject, with test sentences of its own
 * (`categories-unnamed-round-eight.test.ts`): a party made to report something, to send the other a list, a copy or a
 * record, or to write to it (Communication); asbestos, bonfires, CCTV, gas appliances, visitors escorted at all times
 * (Safety and Security); a plot of land let and used, machines placed at the other party's locations, one's things
 * removed (Asset Use); no other trader let in, no other agent used, a minimum bought, what a membership or package
 * includes (Scope of Work). The round's lead-in set at the contract's end, whose ending its items do not take, is
 * nature-lead-ins.ts' `isEndingLeadIn` (with the other readers of a lead-in's words). The round's closing lines (a place
 * and a date, a company's signer row, a company's name in capitals) are in signature-lines.ts' `isClosingLine`. Bounded
 * patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

export const UNNAMED_ROUND_EIGHT_CUES: readonly [RegExp, CategoryLabel][] = [
];

