/**
 * Twenty-fifth adversarial round (hred24): `parley eval --test` on a CSV of 200,000 rows (a held-out set exported
 * from production logs; the CLI reads files up to 256 MiB) stopped with "unexpected error: Maximum call stack size
 * exceeded": the threshold curve spread every confidence into `Math.max(...)`. It also tried each distinct confidence
 * against every prediction, O(n²) for a set whose confidences all differ.
 */
import { describe, expect, it } from 'vitest';
import { IRRELEVANT, thresholdCurve, type Prediction } from '../../../src/testing/eval/evaluate.js';
import { cpuClock } from '../../security/guard.js';

/** `n` predictions whose confidences all differ: right, wrong and out-of-scope ones mixed. */
function predictions(n: number): Prediction[] {
  return Array.from({ length: n }, (_, i) => {
    const confidence = ((i * 7919) % n) / n;
    const expected = i % 5 === 0 ? IRRELEVANT : 'order';
    const top = i % 7 === 0 ? '' : i % 3 === 0 ? 'greet' : 'order';
    return { text: `t${i}`, expected, predicted: top, confidence, top };
  });
}

/** The curve as it was computed before: each threshold against every prediction. */
function curveByBruteForce(all: Prediction[]): { threshold: number; score: number; coverage: number; answeredAccuracy: number }[] {
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const confidences = all.map((p) => round(p.confidence));
  const aboveAll = round(confidences.reduce((a, b) => Math.max(a, b), 0) + 1e-6);
  const candidates = [...new Set([0, ...confidences, aboveAll])].sort((a, b) => a - b);
  return candidates.map((threshold) => {
    let score = 0;
    let answered = 0;
    let right = 0;
    for (const p of all) {
      if (p.top !== '' && round(p.confidence) >= threshold) {
        answered++;
        if (p.top === p.expected) {
          right++;
          score++;
        } else score--;
      } else if (p.expected === IRRELEVANT) score++;
    }
    return { threshold, score, coverage: all.length === 0 ? 0 : round(answered / all.length), answeredAccuracy: answered === 0 ? 0 : round(right / answered) };
  });
}

describe('the threshold curve of a large held-out set (hred24)', () => {
  it('200,000 predictions: no stack overflow, and time near-linear', () => {
    const all = predictions(200_000);
    const elapsed = cpuClock();
    const curve = thresholdCurve(all);
    expect(curve.length).toBe(200_001);
    // 200,000² comparisons would be minutes; a sort and one sweep is well under a second.
    expect(elapsed()).toBeLessThan(3000);
  });

  it('the same curve as each threshold against every prediction (small sets, ties, no prediction)', () => {
    for (const n of [0, 1, 2, 7, 50, 333]) expect(thresholdCurve(predictions(n)), String(n)).toEqual(curveByBruteForce(predictions(n)));
    const ties = predictions(40).map((p, i) => ({ ...p, confidence: [0, 0.2, 0.2000001, 0.5, 1][i % 5] }));
    expect(thresholdCurve(ties)).toEqual(curveByBruteForce(ties));
  });
});
