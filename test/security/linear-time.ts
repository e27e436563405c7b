/**
 * Linear time, checked by growth. A hostile-text case is timed on its text at `from` characters and at `SPAN` times
 * that; the larger may take at most `RATIO` times the smaller, plus `SLACK_MS`. For four times the text a quadratic scan
 * takes sixteen times as long and a linear one four, so the ratio tells them apart on any machine and under any load,
 * where one run under an absolute budget only fails a scan slow enough for that machine. The span is four, not two: a
 * classify's fixed cost and the slack hide a cheap quadratic scan from a doubling (fails only past ~35 ms at 8,000
 * characters, i.e. ~36 s at 256,000; hred15), from a quadrupling past ~5 ms. The two runs (4,000 and 16,000
 * characters in the suite; see DOUBLING_FROM) cost less than one run at 64,000 did. The absolute budget stays too,
 * scaled to the length read. A pair that fails is measured again at twice the lengths before the case fails (noise at
 * small times), and a pair that then fails its growth alone in a few milliseconds at four times (NOISY_MS).
 */
import { expect } from 'vitest';
import { collect } from '../setup/collected-heap.js';
import { cpuClock } from './guard.js';

/**
 * The characters of the smaller run: 4,000 in the suite, or PARLEY_LINEAR_FROM's. At 8,000 (sessions 40–55) the
 * hostile files were a third of the suite's time and took it past its 10-minute bound (11 min 51 s in a fresh clone,
 * session 55), so the suite reads half the text and `npm run bench -- hostile-full` runs every file that times a case
 * here at 8,000 and at 16,000 (bench/hostile-full.mjs). What the half costs, for a case whose linear part takes 3.2 ms
 * at 4,000 characters (the median hostile case): the pair fails a quadratic share past ~1.9 ms at 4,000 (7.6 ms at
 * 8,000, where the old pair failed past ~3.8 ms), a scan that would take ~8 s on 256,000 characters instead of ~4 s.
 * A catastrophic scan (exponential, or quadratic at tens of milliseconds) fails either way, and a failed pair is
 * measured again at twice the size before the case fails.
 */
export const DOUBLING_FROM = lengthFromEnvironment('PARLEY_LINEAR_FROM') ?? 4_000;
/** How many times the smaller run's characters the larger reads. */
export const SPAN = 4;
/** Four times the text may cost this many times as much: a linear scan's 4 with room for noise, far below a quadratic's 16. */
export const RATIO = 6;
/**
 * CPU milliseconds added to the bound: a garbage collection or a compile lands in either run. Scaled with the runs'
 * length (25 at 8,000 characters, 12.5 at the suite's 4,000): the slack is what hides a cheap quadratic share, and the
 * fastest of three runs of each size is what is compared, so one collection's pause does not fail a case.
 */
export const SLACK_MS = (25 * DOUBLING_FROM) / 8_000;
/**
 * The absolute bound of a case that times patterns alone (a cue file's lists, one module's exports; no classifier
 * around them): PATTERNS_ALONE_MS at PATTERNS_ALONE_LENGTH characters, scaled to the lengths read (200 ms at the suite's
 * larger run of 16,000). It was 100 ms at 80,000 (40 ms at 32,000, 80 ms at the retry's 64,000), and the goods-carried cases
 * failed it in the whole suite at load 16 and passed alone (bench/log.md, session 34's Left): which patterns V8
 * compiles with its optimisations depends on the files that ran before in the same fork (its regexp code budget,
 * bench/log.md "The classifier's cold time, session 33": past it a pattern is tried at every position, 5 to 10 times
 * slower), and load adds its part. The growth (RATIO) is what tells a linear pattern from a quadratic one under any
 * such state; this bound stays only to fail a linear pattern that costs a hundred times what these do per character
 * (a wide bounded window at every position): goods-carried, the costliest, reads 80,000 characters in 14 ms alone.
 */
export const PATTERNS_ALONE_MS = 1000;
/** The length PATTERNS_ALONE_MS is for. */
export const PATTERNS_ALONE_LENGTH = 80_000;
/** Runs of both sizes before a case fails: the bound is tested on the fastest of each, so a pause in one run does not fail it. */
const ATTEMPTS = 3;
/**
 * A retried pair whose smaller run took less than this many CPU milliseconds, and which failed the growth bound only,
 * is measured once more at twice its lengths before the case fails. At a few milliseconds one collection of a shared
 * fork's heap outweighs the run (CI, session 75: a plain text's "x\n" lines 38 ms at 32,000 characters after 3 ms at
 * 8,000, and 2.5 / 18 ms at 16,000 / 64,000 in a process of its own; a cue's run 21 ms after 1 ms), while a quadratic
 * scan slow enough to matter is past it by the retry (its smaller run is 40 ms there in linear-time.test.ts's case) and
 * fails on.
 */
export const NOISY_MS = 10;

/**
 * Times `readAt(from)()` and `readAt(SPAN * from)()` in CPU time; asserts the larger grew at most linearly from the
 * smaller and stayed under `budgetMs` scaled from `budgetLength` characters to the larger's length. A pair that fails
 * is tried once more at twice the lengths before the case fails: at a few milliseconds a loaded machine's noise can
 * fail the ratio, a quadratic scan fails it worse at each doubling. Returns the larger run's result.
 */
export function readsLinearly<T>(readAt: (length: number) => () => T, budgetMs = 4000, budgetLength = 64_000, from = DOUBLING_FROM): T {
  const first = doubling(readAt, budgetMs, budgetLength, from);
  if (first.passed) return first.result;
  // The pair measured again starts on a collected heap: the first pair's runs, and the files before this one in the fork,
  // left garbage whose collection lands in whichever run allocates next (the larger, mostly), a cost of the collector's
  // timing and not of the scan's growth. Only here, not before every pair: a full collection of a shared fork's heap
  // costs milliseconds, and the suite times some 1,800 pairs.
  collect();
  let size = 2 * from;
  let second = doubling(readAt, budgetMs, budgetLength, size);
  if (second.passed) return second.result;
  if (second.small < NOISY_MS && second.large < second.budget) {
    collect();
    size = 4 * from;
    second = doubling(readAt, budgetMs, budgetLength, size);
    if (second.passed) return second.result;
  }
  const what = `${SPAN * size} characters after ${size}`;
  expect(second.large, `${what}: ${second.large.toFixed(0)} ms after ${second.small.toFixed(0)} ms`).toBeLessThanOrEqual(RATIO * second.small + SLACK_MS);
  expect(second.large, `${what} under ${second.budget} ms`).toBeLessThan(second.budget);
  return second.result;
}

/** The fastest of up to ATTEMPTS runs at `from` and at SPAN times it, and whether they met the bounds. */
function doubling<T>(readAt: (length: number) => () => T, budgetMs: number, budgetLength: number, from: number) {
  const small = readAt(from);
  const large = readAt(SPAN * from);
  const budget = (budgetMs * SPAN * from) / budgetLength;
  let fastestSmall = Infinity;
  let fastestLarge = Infinity;
  let result: T | undefined;
  let passed = false;
  // The larger run first, then the smaller: a case's first run compiles the patterns it reaches (100 ms and more through
  // classifyContract), and a compile in the smaller run inflated it and let a quadratic pass when its case ran first or
  // alone (`-t`): the round-nine cue's 142 ms at 8,000 characters cold against 639 ms at 32,000 (hred16). The larger
  // run reads the same unit repeated, so it reaches the patterns the smaller does (the literal prefilter reads which
  // words are there, not how many) and compiles them: the smaller run is timed warm. A compile in the larger run only
  // makes its time longer, i.e. the bound harder to meet, never easier; a pair it fails is run again (ATTEMPTS), both warm.
  // Until session 73 an untimed warm-up at a quarter of the smaller run's length came first (session 40, hspeed): it
  // cost as much as the smaller run itself (a classify's fixed cost, ~5 ms for a sentence, outweighs 1,000 characters),
  // a sixth of every case's CPU (h110suiteH).
  for (let attempt = 0; attempt < ATTEMPTS && !passed; attempt++) {
    const [ms, value] = timed(large);
    fastestSmall = Math.min(fastestSmall, timed(small)[0]);
    fastestLarge = Math.min(fastestLarge, ms);
    result = value;
    passed = fastestLarge <= RATIO * fastestSmall + SLACK_MS && fastestLarge < budget;
  }
  return { passed, small: fastestSmall, large: fastestLarge, budget, result: result as T };
}

function timed<T>(fn: () => T): [number, T] {
  const elapsed = cpuClock();
  const value = fn();
  return [elapsed(), value];
}

/** A positive whole number of characters from the environment variable `name`, or undefined when it is not set. */
function lengthFromEnvironment(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const length = Number(raw);
  if (!Number.isInteger(length) || length < 100) throw new Error(`${name} must be a whole number of characters, at least 100 (got "${raw}")`);
  return length;
}
