/**
 * Facts set 72's cause 8 (issue 18, h113q72), on sentences written for it: a rental form's "Out:" and "In:" fields are
 * the handover and the return (rental-returns.ts OUT_OR_IN_DATE), and a middle dot parts two fields on one line as a line
 * break does (fieldLineKind). Near misses: the same fields under no rental's title, and "In:" naming no return.
 */
import { describe, expect, it } from 'vitest';
import { dates } from '../facts-readers.js';

const TITLE = 'CANOE RENTAL AGREEMENT No. 17';
const renter = 'Renter: Paul Okimaw';

describe('a rental form\'s "Out:" and "In:" (cause 8)', () => {
  it('on one line parted by a middle dot, times after the dates: the start and the end', () => {
    expect(dates(TITLE, renter, 'Out: Jul. 3, 2046, 9:00 a.m. · In: Jul. 5, 2046, 6:00 p.m.')).toEqual({ effective: ['2046-07-03'], termination: ['2046-07-05'] });
  });
  it('"Date out:" and "Date in:" on lines of their own', () => {
    expect(dates(TITLE, renter, 'Date out: 3 July 2046', 'Date in: 5 July 2046')).toEqual({ effective: ['2046-07-03'], termination: ['2046-07-05'] });
  });
  it('near misses: under a sale\'s title "Out:" and "In:" date nothing; "Sign in:" is no return', () => {
    expect(dates('SALES RECEIPT No. 17', 'Buyer: Paul Okimaw', 'Out: 3 July 2046 · In: 5 July 2046')).toEqual({ effective: [], termination: [] });
    expect(dates(TITLE, renter, 'Sign in: 5 July 2046').termination).toEqual([]);
  });
});
