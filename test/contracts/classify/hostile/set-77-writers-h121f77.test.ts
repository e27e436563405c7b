/**
 * Hostile text for the patterns h121f77 added for facts set 77's cause 2 (issue 18): the receipt's verb and its "from"
 * (parties/receipt-writer.ts RECEIVED_FROM), the title before two names (TITLE_OPENING) and the Irish closing
 * (details/line-shapes.ts VALEDICTION).
 */
import { describe, expect, it } from 'vitest';
import { RECEIVED_FROM, TITLE_OPENING } from '../../../../src/contracts/classify/parties/receipt-writer.js';
import { VALEDICTION } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of receipts, titles and closings (h121f77)', () => {
  for (const unit of [', received ', ', have this day received the sum of ', 'received  from  ', ', hereby acknowledge receipt ', 'a b c ']) {
    it(`"${unit}" repeated: the receipt's verb reads linearly (h121f77)`, () => {
      const hit = readsLinearly((n) => {
        const text = run('I, Ann Lee', unit, n);
        return () => RECEIVED_FROM.exec(text) !== null;
      }, 1000);
      // No "from" in the run: no receipt.
      expect(hit).toBe(false);
    });
  }
  for (const unit of ['Rayyis ', 'Rayyis Aa ', 'Ato  Bb ']) {
    it(`"${unit}" repeated: the title reads linearly (h121f77)`, () => {
      const hit = readsLinearly((n) => {
        const text = run('', unit, n);
        return () => TITLE_OPENING.exec(text)?.[0] ?? '';
      }, 1000);
      // The title is read once, before the two names after it, or not at all.
      expect(hit.length).toBeLessThan(12);
    });
  }
  for (const unit of ['is mise le meas ', 'le  meas ', 'mise ']) {
    it(`"${unit}" repeated: the closing reads linearly (h121f77)`, () => {
      const hit = readsLinearly((n) => {
        const text = run('', unit, n);
        return () => VALEDICTION.test(text);
      }, 1000);
      // A closing is its line alone: a run of it is none.
      expect(hit).toBe(false);
    });
  }
  itClassifiesRunsWithin1s('h121f77', [
    ['I, Ann Lee, received today from ', 'Mr. Bob Ray, for '],
    ['Dear Ann,\n\nIs mise le meas,\n\n', 'Signed: Ann Lee\n\n'],
  ]);
});
