/**
 * Hostile text for the patterns h119w76 added for facts set 76's ends and payment periods (issue 18): a range from the
 * signing to a date (facts/date-kinds.ts FROM_SIGNING_TO), a "Completion and handover of the work:" field (facts.ts
 * END_OF_WORK_FIELD), a deposit asked for within a time (facts/asked-deposit.ts) and the rest as a list item
 * (facts/remainder-within.ts restItemDueWithin), an "Approved for <party>:" heading (facts/acceptance-lines.ts), the Swedish "3 000:-"
 * (nlu currency.ts wholeKronorAfter).
 */
import { describe, expect, it } from 'vitest';
import { asksDepositWithin } from '../../../../src/contracts/classify/facts/asked-deposit.js';
import { dateKind } from '../../../../src/contracts/classify/facts/date-kinds.js';
import { restItemDueWithin } from '../../../../src/contracts/classify/facts/remainder-within.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of signing ranges, handover fields, asked deposits and balances (h119w76)', () => {
  for (const unit of ['from the date of signing ', 'from the date of ', 'to ', 'of this x by both parties ', 'from  the  day  of  its  ']) {
    it(`"valid " then "${unit}" repeated: the range's end reads linearly (h119w76)`, () => {
      const hit = readsLinearly((n) => {
        const text = run('valid ', unit, n);
        return () => dateKind(text);
      }, 1000);
      expect(hit === undefined || typeof hit === 'string').toBe(true);
    });
  }
  for (const unit of ['ask for a deposit ', 'requests an advance of 3 000:- ', 'a deposit 1.5 ', 'within ', 'require a down payment within x ']) {
    it(`"We " then "${unit}" repeated: the asked deposit reads linearly (h119w76)`, () => {
      const hit = readsLinearly((n) => {
        const text = run('We ', unit, n);
        return () => asksDepositWithin(text) || restItemDueWithin(text);
      }, 1000);
      expect(typeof hit).toBe('boolean');
    });
  }
  itClassifiesRunsWithin1s('h119w76', [
    ['This memorandum is valid ', 'from the date of signing to 31 August 2047 '],
    ['Completion and handover of the work: ', 'by 30 September 2047 and handover '],
    ['We ask for a deposit of 3 000 kr ', 'within 10 days of a deposit '],
    ['(c) the balance ', 'within 15 days of the balance '],
    ['Approved for ', 'The School Approved for the Board '],
    ['The price is ', '3 000:- 1 000 000:-) 5:- '],
  ]);
});
