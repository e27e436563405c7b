/**
 * Hostile text for the patterns h119f76 changed for facts set 76 (issue 18): a row "<item>: <count> <units> @ <price> =
 * <sum>" (facts/fee-rows.ts AT_PRICE_LABEL, AT_SUM_LABEL, AT_ROW_END) and "JD" after a figure (nlu currency-units.ts).
 */
import { describe, expect, it } from 'vitest';
import { isFeeRow } from '../../../../src/contracts/classify/facts/fee-rows.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of priced rows and dinar marks (h119f76)', () => {
  for (const unit of ['3 boats @ ', ': 3 boats x ', 'EUR 1 = ', '@ = @ ', '3 b ×', 'a: 1 b @ EUR 1 = EUR 1 ']) {
    it(`"Boat trip: " then "${unit}" repeated: the row's test reads linearly (h119f76)`, () => {
      const hit = readsLinearly((n) => {
        const text = `${run('Boat trip: ', unit, n)}EUR 120 = EUR 360`;
        return () => isFeeRow(text, text.length - 17, text.length - 10) || isFeeRow(text, text.length - 7, text.length);
      }, 1000);
      expect(typeof hit).toBe('boolean');
    });
  }
  itClassifiesRunsWithin1s('h119f76', [
    ['Boat trip: ', '3 boats @ EUR 120 = '],
    ['Total: ', '2,223.000 JD 1.500 JD JD '],
    ['Ride: 3 rides @ ', '12.500 JD = 37.500 JD @ '],
  ]);
});
