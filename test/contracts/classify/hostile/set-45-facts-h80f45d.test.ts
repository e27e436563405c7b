/**
 * Issue 18, h80f45d: facts set 45's rules on their near misses repeated — fee-rows.ts (a label and a sum per line),
 * day-ranges.ts, other-calendars.ts, date-kinds.ts OTHER_PAPER with a number, agreement-terms.ts lettingFor and
 * BEFORE_EVENT, the rial's and the territories' pound marks: linear, within 4 s.
 */
import { describe } from 'vitest';
import { itReadsWithin4s } from './helpers.js';

describe('facts set 45\'s rules on hostile input (h80f45d)', () => {
  itReadsWithin4s([
    ['The fees under Gibraltar law:\n', 'Hall hire (x, y): £1.00 (a)\n'],
    ['The fees: ', 'Hall hire: £1.00 x '],
    ['The fee is ', 'Rls. 1,000,000 Rials 2 rials Rls '],
    ['The term of this agreement is from ', '9 to 12 May 2037 20–23 '],
    ['Dated ', '1416/02/05 (24 April 2037) '],
    ['WHEREAS the Owner accepted its ', 'quotation No. 5 our order ref. x '],
    ['The Owner lets the vessel ', 'to the Charterer x for a term of '],
    ['The balance is paid ', '10 days before 3 days prior to the event '],
  ]);
});
