/**
 * (issue 18, h120cat, C304) The other party's materials sent back when not used up, at any time of the work: "you return
 * any yarn left over with the last web", "you send back what is left when the last jumper is done", "The Producer shall
 * return the unused silkworm eggs to the Buyer", "must return any seed not sown". What is left over or unused was
 * entrusted for the work (yarn for the weaving, seed for the sowing), so it is the owner's thing in the keeper's hands and
 * its return is Asset Use (C12's return of a thing lent; C83's things supplied), as the return of unused materials at the
 * end is (category-cues-entrusted-returns.ts, which needs the end named). Sets 1–93: the cue reads 13 sentences, 11
 * labelled Asset Use (sets 30, 33, 39, 48, 55, 59, 63, 89 ×2, 90, 91); the other two (sets 16, 54) label theirs
 * Term & Termination without Asset Use (the end's cue of category-cues-entrusted-returns.ts reads them Asset Use
 * already); 3 were read without it (sets 63, 90, 91). Strong: beside a delivery or a time (the last web) the return is a
 * second subject. (h120mendA, review h120rr #2) The thing from a positive list, entrusted-returns' ENTRUSTED (materials,
 * samples, wool, yarn, fabric, seed, eggs, beads, pearls, cloth …), not every noun but money's: an unused budget,
 * prepayment, float or licence, goods bought ("may return any unused items within 14 days") and money "left" after the
 * costs are no thing entrusted; "what is left / what remains" only where the sentence names such a thing ("The wool stays
 * the shop's, and you send back what is left"). Its papers ("materials lists") are not the thing (PAPERS), and nothing
 * sent back for a credit or a refund (SOLD_BACK_AFTER: a sale undone). The verbs, the list and the vetoes are
 * entrusted-returns' (one home, h120rr #8). Now 11 sentences, 9 labelled Asset Use (set 53's consigned products added;
 * set 30's newsprint, set 39's "return or destroy all unused Study Drug" and set 89's "returns it with the unused
 * cartridges" left to other cues: no set's figure moved). Bounded windows: linear.
 * Tests: categories-leftover-and-written-endings-h120cat.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';
import { ENTRUSTED, PAPERS, SENT_BACK_THIRD_PERSON, SOLD_BACK_AFTER } from './category-cues-entrusted-returns.js';

/** Sent back, "bring(s) back" too (a party it goes to perhaps between). */
const SENT_BACK = String.raw`\b(?:${SENT_BACK_THIRD_PERSON}|brings?\s{1,3}back)\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[\w'’-]{1,30}\s{1,3})?`;

/** The words before the thing: a determiner or two ("any", "all the", "the"). */
const DETERMINERS = String.raw`(?:(?:all|any|the|every|each|its|their|your|our|his|her|of)\s{1,3}){0,3}`;

/** A thing entrusted, not its papers ("materials lists"). */
const THING = String.raw`${ENTRUSTED}\b(?!\s{1,3}(?:${PAPERS})\b)`;

/** Left over, not used, what is left: the words that say the thing was given for the work and not used up. */
const LEFT_OVER = String.raw`(?:left\s{1,3}over|left-over|leftover|not\s{1,3}(?:used|sown|planted|needed|worked|spun|woven|fitted)|unused)`;

/** "what is left of the money / the advance": unspent money given back, no thing handed back (h120revB #3). Bounded: linear. */
export const NOT_OF_MONEY = String.raw`(?!\s{1,3}of\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?(?:money|moneys|monies|sums?|amounts?|fees?|advances?|deposits?|balance|budget|funds?|cash|payments?)\b)`;

export const LEFTOVER_RETURN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "return any unused silkworm eggs", "return all leftover fabric"; "return any yarn left over", "return any pearls not
  // used"; "send back what is left (over)" where the sentence names the thing. The thing from ENTRUSTED, no credit or
  // refund after.
  [new RegExp(String.raw`${SENT_BACK}(?:${DETERMINERS}(?:unused|left-?over|surplus|spare)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?${THING}|${DETERMINERS}(?:[\w'’-]{1,30}\s{1,3}){0,2}?${THING}\s{1,3}(?:[\w'’-]{1,30}\s{1,3})?${LEFT_OVER}\b|(?<=\b${ENTRUSTED}\b[^.;]{0,200}?)what\s{1,3}(?:is\s{1,3}left(?:\s{1,3}over)?|remains)\b${NOT_OF_MONEY}|what\s{1,3}(?:is\s{1,3}left(?:\s{1,3}over)?|remains)\b${NOT_OF_MONEY}(?=[^.;]{0,120}?\b${ENTRUSTED}\b))${SOLD_BACK_AFTER}`, 'i'), 'Asset Use'],
];
