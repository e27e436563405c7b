/**
 * Issue 18, h77f42d: facts set 42's date, money and term readers on hostile input, each unit a run of its near misses
 * repeated as one element, classified whole, in about linear time: the Danish short date (nordic-short-dates.ts), the
 * day's article before a date and a bracketed gloss (place-date-lines.ts, facts.ts), a cash threshold (facts.ts
 * CASH_THRESHOLD_BEFORE, IN_CASH_AFTER), a notice named before its length (agreement-terms.ts NOTICE_BEFORE), the
 * slashed dates of one document (date-order.ts) and the "FC" mark and French francs (currency-units.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 42\'s date, money and term readers on hostile input (h77f42d)', () => {
  itClassifiesRepeatedLinearly('12/1-12/1 2037 1/2/ 3/4 2037 units Ilulissat, den 12. Ilulissat, le ');
  itClassifiesRepeatedLinearly('(aa (bb, cc) for sums below sums of less than payments not exceeding USD in ');
  itClassifiesRepeatedLinearly('a notice of a notice period of at least notice of not less than 3 days pay ');
  itClassifiesRepeatedLinearly('on 05/03/2037 30/06/2037 FC 2 500 FC 57.000 francs comoriens francs francs ');
});
