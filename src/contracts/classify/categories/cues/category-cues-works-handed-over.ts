/**
 * A building or works handed over on the completion of the works (review hrev54's Left, issue 18, h68left): the
 * contractor's finished work passing to its employer, Deliverables (the Deliverables row: what is produced and handed
 * over; set 38 labels "the handover of the Contractor's works" Deliverables), no use of an asset a party lends or hires:
 * Asset Use's hand-over cues (category-cues-assets.ts, the end-of-hire hand-back of category-cue-lists.ts) read "hand
 * over the Building" and "on completion" as a hire's end. A building handed over for the other to run or occupy stays
 * Asset Use ("The Owner shall hand over the Hospital building to the Operator on the Commencement Date", set 11; "The
 * Grantor hands over the Building to the Concessionaire", set 35): no completion of works is named there; nor is one in
 * "on completion of the Term the Tenant shall hand over the Premises" (a lease's end). Bounded gaps after literal
 * words: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The works' completion: "completion of the Works", "practical completion of the Project", "completion of construction". */
const WORKS_COMPLETED = String.raw`\bcompletion\s{1,8}of\s{1,8}(?:the\s{1,8})?(?:[\w-]{1,30}\s{1,8}){0,2}?(?:works|project|construction|building\s{1,8}works)\b`;
/** A hand-over: "hand over", "hands over", "handed over", "handover of". */
const HANDED_OVER = String.raw`\b(?:hand(?:s|ed|ing)?\s{1,8}over|hand-?over\s{1,8}of)\b`;
/** The hand-over and the works' completion in one clause, either first. */
const WORKS_HANDED_OVER = new RegExp(`${HANDED_OVER}[^.;]{0,160}?${WORKS_COMPLETED}|${WORKS_COMPLETED}[^.;]{0,160}?${HANDED_OVER}`, 'i');

/** The works handed over on their completion are the contract's deliverable. */
export const WORKS_HANDED_OVER_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[WORKS_HANDED_OVER, 'Deliverables']];

/** … and no asset a party uses: Asset Use's hand-over cues do not read it. */
export const WORKS_HANDED_OVER_VETOES: readonly [RegExp, CategoryLabel][] = [[WORKS_HANDED_OVER, 'Asset Use']];
