/** The doubling check of the hostile-text suites tells a linear scan from a quadratic one. */
import { describe, expect, it } from 'vitest';
import { cpuClock } from './guard.js';
import { DOUBLING_FROM, NOISY_MS, SLACK_MS, SPAN, readsLinearly } from './linear-time.js';

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
    expect(got).toBe(20 * SPAN * DOUBLING_FROM);
    // The large text first (it compiles what it reaches, and a compile there only makes the bound harder to meet), then
    // the small one, timed warm; no untimed run.
    expect(lengths.slice(0, 2)).toEqual([SPAN * DOUBLING_FROM, DOUBLING_FROM]);
  });
  it('fails a scan whose CPU time grows with the square of its text (sixteen times as long for four times the text), at both sizes', () => {
    // A scan that reads from every position to the end, its cost spun on the CPU clock (as the budget case below spins
    // its linear one) rather than computed: 10 ms at 6,000 characters, 160 ms at 24,000, 640 ms at the retry's 48,000 (at
    // the suite's slack of 12.5 ms; the spin scales with the slack, which PARLEY_LINEAR_FROM scales for hostile-full).
    // Computed, the scan had to be long enough that a fast warm run still failed the bound (at 3,000 / 12,000 one passed
    // it: fresh-clone CI, session 51) and optimised before it was timed (its first run was 2x slower: session 46); the
    // three attempts of both pairs then cost ~13 s of CPU (17 s alone at load 9, 21.8 s in session 52's CI). Spun, the
    // growth is exactly the square's whatever V8's tiers and the machine: each pair's large run is 2.2 and 2.5 times its
    // bound (6 x 10 + 12.5, 6 x 40 + 12.5 ms at the suite's slack), ~2.6 s in all. A spin never runs short of its CPU time
    // but its small run can read long: the clock is the process's, so other threads' work (the collector's, the
    // compiler's) lands in it in steps of a few milliseconds. At 5 ms the first pair passed once the small run read 11.25
    // ms or more (fresh-clone CI of session 67's end); at 10 ms it takes 24.6. What is tested is the check, not a scan.
    const quadratic = (n: number) => () => {
      const elapsed = cpuClock();
      while (elapsed() < 0.8 * SLACK_MS * (n / 6_000) ** 2);
    };
    expect(() => readsLinearly(quadratic, 4000, 64_000, 6_000)).toThrow(/48000 characters after 12000: \d+ ms after \d+ ms/);
  });
  it('measures a pair that failed its growth in a few milliseconds once more, at four times the lengths (NOISY_MS)', () => {
    // A linear spin of 1 ms per 16,000 characters, with a pause of eight times the slack in the larger runs of the first
    // pair and of the retry (16,000 and 32,000 characters in the suite), as a collection of a shared fork's heap lands
    // there: both fail the growth bound with their smaller run under NOISY_MS, the pair at 16,000 / 64,000 passes. The
    // pause is long so that a smaller run read long at load (the clock is the process's: other threads' work lands in
    // it) still fails the pair: at twice the slack one read at 2.4 ms passed the retry (load 11, session 75).
    const lengths: number[] = [];
    const paused = (n: number) => n >= SPAN * DOUBLING_FROM && n <= 2 * SPAN * DOUBLING_FROM;
    readsLinearly((n) => () => {
      lengths.push(n);
      const elapsed = cpuClock();
      while (elapsed() < (paused(n) ? 8 * SLACK_MS : 0) + n / 16_000);
    });
    expect(NOISY_MS).toBeGreaterThan(2 * DOUBLING_FROM / 16_000);
    expect(Math.max(...lengths)).toBe(4 * SPAN * DOUBLING_FROM);
    expect(lengths.slice(-2)).toEqual([4 * SPAN * DOUBLING_FROM, 4 * DOUBLING_FROM]);
  });
  it('fails a linear scan over its budget, scaled to the length read, at both sizes', () => {
    const slow = (n: number) => () => {
      const elapsed = cpuClock();
      while (elapsed() < (n / 16_000) * 30);
    };
    expect(() => readsLinearly(slow, 100, 64_000, 8_000)).toThrow(/64000 characters after 16000 under 100 ms/);
  });
});
