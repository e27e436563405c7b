/**
 * Elements of thousands of dates (hflake). hostile-text's "1er mars 2026 " repeated, classified whole, failed its growth
 * bound now and then (9 to 11 times the time for four times the text, where the bound is 6): not noise, but quadratic
 * work just under the bound's slack. Each date was compared with every date kept before it (recognizers.ts), and each
 * date of an element tested the whole element again for the period's cues (facts.ts). Both are now linear; these cases
 * time the recognizer alone, where the quadratic part was most of the work.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { recognizeNumericFacts } from '../../../src/contracts/classify/recognizers.js';
import { CoveredSpans } from '../../../src/contracts/classify/covered-spans.js';
import { readsLinearly } from '../../security/linear-time.js';

const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));

describe('an element of thousands of dates: linear', () => {
  // From 32,000 characters (2,300 dates): at hostile-text's 8,000 the quadratic part hid under the fixed cost.
  it('"1er mars 2026 " repeated: each a date of its own, recognised in linear time', () => {
    const facts = readsLinearly((n) => {
      const text = repeated('1er mars 2026 ', n);
      return () => recognizeNumericFacts(text);
    }, 4000, 64_000, 32_000);
    // The larger text read: 128,000 characters, or 256,000 if the first pair was measured again.
    expect(facts.length).toBeGreaterThanOrEqual(Math.ceil(128_000 / 14));
    expect(facts.filter((f, k) => f.type === 'DateTime' && f.begin === 14 * k && f.end === 14 * k + 13 && f.value === '2026-03-01')).toHaveLength(facts.length);
  });

  it('"1er mars 2026 " repeated, classified whole (its facts read once per element, not once per date): linear', () => {
    const result = readsLinearly((n) => {
      const text = repeated('1er mars 2026 ', n);
      return () => classifyContract([{ text, kind: 'sentence' }]);
    }, 4000, 64_000, 32_000);
    expect(result.elements.length).toBe(1);
  });
});

describe('CoveredSpans: the overlap of a span with the spans kept', () => {
  it('answers as the comparison kept.begin < end && begin < kept.end', () => {
    const kept = new CoveredSpans(40);
    kept.add(10, 20);
    expect([kept.overlaps(0, 10), kept.overlaps(20, 30), kept.overlaps(9, 11), kept.overlaps(19, 25), kept.overlaps(12, 14), kept.overlaps(0, 40)])
      .toEqual([false, false, true, true, true, true]);
  });

  it('an empty span kept overlaps a span around its position only, as by the comparison', () => {
    const kept = new CoveredSpans(40);
    kept.add(30, 30);
    expect([kept.overlaps(29, 31), kept.overlaps(30, 31), kept.overlaps(29, 30), kept.overlaps(0, 10)]).toEqual([true, false, false, false]);
  });
});
