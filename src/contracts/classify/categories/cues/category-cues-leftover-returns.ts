/**
 * (issue 18, h120cat, C304) The other party's materials sent back when not used up, at any time of the work: "you return
 * any yarn left over with the last web", "you send back what is left when the last jumper is done", "The Producer shall
 * return the unused silkworm eggs to the Buyer", "must return any seed not sown". What is left over or unused was
 * entrusted for the work (yarn for the weaving, seed for the sowing), so it is the owner's thing in the keeper's hands and
 * its return is Asset Use (C12's return of a thing lent; C83's things supplied), as the return of unused materials at the
 * end is (category-cues-entrusted-returns.ts, which needs the end named). Sets 1–93: the cue reads 13 sentences, 11
 * labelled Asset Use (sets 30, 33, 39, 48, 55, 59, 63, 89 ×2, 90, 91); the other two (sets 16, 54) are read Asset Use
 * already by the end's cue; 3 were read without it (sets 63, 90, 91). Strong: beside a delivery or a time (the last
 * web) the return is a second subject. Not money, time or papers left over ("return the unused part of the deposit",
 * "unused days are not refunded", "return any unused tickets"), nor goods bought sent back for a credit or a refund (a
 * sale undone). Bounded windows: linear.
 * Tests: categories-leftover-and-written-endings-h120cat.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Sent back: "returns", "gives back", "hands back", "sends back" (a party it goes to perhaps between). */
const SENT_BACK = String.raw`\b(?:return|returns|returned|returning|(?:give|gives|hand|hands|send|sends|bring|brings)\s{1,3}back)\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[\w'’-]{1,30}\s{1,3})?`;

/** What is no thing entrusted: money, a share or a time, tickets, papers or information, or goods bought. */
const NOT_ENTRUSTED = String.raw`(?:money|moneys|monies|sums?|amounts?|fees?|prices?|deposits?|advances?|balance|payments?|instal+ments?|funds?|cash|contributions?|credits?|tickets?|vouchers?|passes|days?|nights?|hours?|weeks?|months?|time|leave|holidays?|portions?|parts?|shares?|goods|products|merchandise|purchases?|information|data|documents?|records?|papers|files|confidential)`;

/** The words before the thing: a determiner or two ("any", "all the", "the"). */
const DETERMINERS = String.raw`(?:(?:all|any|the|every|each|its|their|your|our|his|her|of)\s{1,3}){0,3}`;

/** Not sent back for a credit or a refund: a sale undone, no thing lent. */
const NOT_SOLD_BACK = String.raw`(?![^.;]{0,80}?\b(?:for\s{1,3}(?:a\s{1,3}|full\s{1,3}|a\s{1,3}full\s{1,3})?(?:credit|refund)|credit\s{1,3}note|refund\w{0,3})\b)`;

/** Left over, not used, what is left: the words that say the thing was given for the work and not used up. */
const LEFT_OVER = String.raw`(?:left\s{1,3}over|left-over|leftover|not\s{1,3}(?:used|sown|planted|needed|worked|spun|woven|fitted)|unused)`;

export const LEFTOVER_RETURN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "return any unused silkworm eggs", "return all leftover fabric"; "return any yarn left over", "return any pearls not
  // used"; "send back what is left (over)". The thing no money, time, paper or goods bought (NOT_ENTRUSTED within the three
  // words), and no credit or refund after.
  [new RegExp(String.raw`${SENT_BACK}(?:${DETERMINERS}(?:unused|left-?over|surplus|spare)\s{1,3}(?!(?:[\w'’-]{1,30}\s{1,3}){0,2}?${NOT_ENTRUSTED}\b)[\w'’-]{1,30}|${DETERMINERS}(?!(?:[\w'’-]{1,30}\s{1,3}){0,3}?${NOT_ENTRUSTED}\b)(?:[\w'’-]{1,30}\s{1,3}){1,3}?${LEFT_OVER}\b|what\s{1,3}(?:is\s{1,3}left(?:\s{1,3}over)?|remains)\b(?!\s{1,3}of\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?${NOT_ENTRUSTED}\b))${NOT_SOLD_BACK}`, 'i'), 'Asset Use'],
];
