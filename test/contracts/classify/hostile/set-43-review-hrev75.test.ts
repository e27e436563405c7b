/**
 * Issue 18, hrev75 (review of h77f43d's rules): the narrowed readers on hostile input, one unit of their near misses
 * repeated as one element, classified whole, in about linear time: a recurring price then a clause of its own before a
 * duration (agreement-terms.ts RECURRING_PRICE_FOR's tempered gap), a clause joined by "and" / "or" after "paid for each
 * <thing>," (facts.ts PAYMENT) and a mark or a singular CFA franc then a noun
 * (currency.ts nounAfterMark).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 43\'s narrowed money and term readers on hostile input (hrev75)', () => {
  itClassifiesRepeatedLinearly('a monthly fee of 2.000,00 for the works, and shall remain for 1,000 YR inspection 14 CFA franc countries 12 F CFA column paid for each delivery, and defects are reported, or ');
});
