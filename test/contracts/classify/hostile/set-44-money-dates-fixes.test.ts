/**
 * Issue 18, h78f44d: facts set 44's date, money, term and title readers on hostile input, each unit a run of its near
 * misses repeated as one element, classified whole, in about linear time: words between "paid" and "within" (facts.ts
 * PAYMENT), "On <date>, … this contract was concluded" (EFFECTIVE_LOW), a town and a date with one blank
 * (place-date-lines.ts), the local money marks ("FD", "FDJ", "LD", "L.D.", kopecks; currency.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 44\'s date, money and term readers on hostile input (h78f44d)', () => {
  itClassifiesRepeatedLinearly('paid in cash to the Herder or to his brother, against a receipt, within five (On 12 April 2037 this contract ');
  itClassifiesRepeatedLinearly('city of Kaluga "05" May 2037 Vologda 12 March 2037 FD 15 000 LD 4,800.000 L.D. 148 rubles 50 kopecks ');
});
