/** The doubling check of the hostile-text suites tells a linear scan from a quadratic one. */
import { describe, expect, it } from 'vitest';
import { cpuClock } from './guard.js';
import { readsLinearly } from './linear-time.js';

describe('readsLinearly', () => {
  it('passes a scan that reads each character a few times, and returns what the larger run returned', () => {
    const lengths: number[] = [];
    const got = readsLinearly((n) => {
      const text = 'a'.repeat(n);
      return () => {
        let count = 0;
        // Counted in place: `split` allocated a string per character, whose collection grew faster than the text
        // (warm: 2-5 ms at 8,000, 52-61 ms at 32,000), and only the first run's compile had kept the pair within bounds.
        for (let pass = 0; pass < 20; pass++) for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 97) count++;
        lengths.push(text.length);
        return count;
      };
    });
    expect(got).toBe(20 * 32_000);
    // A quarter of the small text once untimed (it compiles what it reaches), then the small one timed, then the large one.
    expect(lengths.slice(0, 3)).toEqual([2_000, 8_000, 32_000]);
  });
  it('fails a scan that reads from every position to the end (sixteen times as long for four times the text), at both sizes', () => {
    const quadratic = (n: number) => {
      const text = 'a'.repeat(n);
      return () => {
        let sum = 0;
        for (let start = 0; start < n; start++) for (let i = start; i < n; i++) sum += text.charCodeAt(i);
        return sum;
      };
    };
    // Optimised before it is timed: a fresh function's first run at 3,000 is still unoptimised (19 ms against 8.6 ms warm),
    // and that slow small run let the first pair pass (12,000 in 137 ms <= 6 x 19 + 25; CI, session 46). The hostile cases
    // time the classifier's code, warm from the fork's earlier files; this checks the growth test, not V8's tiers.
    // From 6,000, not 3,000: at 3,000 / 12,000 the quadratic's large run (~60 ms) stood only just above the bound (6 x ~4
    // ms + 25 ms of slack), and a fast warm run passed the first pair, so the check passed a quadratic (fresh-clone CI,
    // session 51). At 6,000 / 24,000 it takes about twice the bound, at 12,000 / 48,000 about three times.
    for (let run = 0; run < 3; run++) quadratic(6_000)();
    expect(() => readsLinearly(quadratic, 4000, 64_000, 6_000)).toThrow(/48000 characters after 12000: \d+ ms after \d+ ms/);
  }, 120_000); // ~5 s of CPU (six runs of each size), longer in wall time at a load of 20
  it('fails a linear scan over its budget, scaled to the length read, at both sizes', () => {
    const slow = (n: number) => () => {
      const elapsed = cpuClock();
      while (elapsed() < (n / 16_000) * 30);
    };
    expect(() => readsLinearly(slow, 100)).toThrow(/64000 characters after 16000 under 100 ms/);
  });
});
