/**
 * Hostile text for the patterns h117f74 changed for facts set 74 (issue 18): "excl." / "incl." whose stop ends no
 * sentence before a word that opens none (structure/sentences.ts INCLUSION_MARKS), and the "$" mark's Tongan country and
 * its "TOP" beside a figure (local-currency.ts).
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of "excl." and "incl." (h117f74)', () => {
  for (const [head, unit] of [['Total ', 'excl. VAT incl. '], ['Price ', 'incl. The '], ['Aa ', 'inkl.exkl. ']] as const) {
    it(`"${head}" then "${unit}" repeated: split within 1 s (h117f74)`, () => {
      const parts = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => splitSentences(text, { start: 0, end: text.length });
      }, 1000);
      expect(parts.length).toBeGreaterThan(0);
    });
  }
  itClassifiesRunsWithin1s('h117f74', [
    ['Item | Qty | Unit price excl. VAT | ', 'Total excl. VAT | '],
    ['Total incl. VAT | | | ', '1,00 € | '],
  ]);
});

describe('runs of pa\'anga marks (h117f74)', () => {
  itClassifiesRunsWithin1s('h117f74', [
    ['The price is ', 'TOP 1 '],
    ['The price is ', '1 TOP'],
    ['The price is ', 'T$1 $1 '],
    ['Laws of ', "Tonga Nuku'alofa "],
  ]);
});
