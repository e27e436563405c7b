/**
 * Whether every amount of money in a sentence is a named charge's own sum ("a late fee of $35", "an early termination
 * fee of $400", "a cancellation charge equal to £60"): such a sum is what the charge costs, read with the charge's own
 * category (C17, C65), not a price of its own (C9). `chargeBefore` is the charge's name with its "of" /
 * "equal to", anchored at the end, tested on the few words before each amount (linear: a bounded slice per amount).
 */
import { recognizeNumericFacts } from '../numbers/recognizers.js';

/** How far before an amount its charge's name may stand ("a late payment fee of up to "). */
const REACH = 64;

export function onlyItsOwnSums(text: string, chargeBefore: RegExp): boolean {
  return recognizeNumericFacts(text).every((f) => f.type !== 'Currency' || chargeBefore.test(text.slice(Math.max(0, f.begin - REACH), f.begin)));
}

/** Whether the sentence names an amount of money at all. */
export function namesMoney(text: string): boolean {
  return recognizeNumericFacts(text).some((f) => f.type === 'Currency');
}
