/** Shared checks of the security suites: prototypes untouched, a call's outcome and its duration, deep input. */
import { afterAll, beforeAll, expect } from 'vitest';
// From their own modules, not the package's index: 23 isolated files (readers, security) import this file and nothing
// of the conversation engine, whose module graph the index evaluated before each of them (the same class either way).
import { ParleyError } from '../../src/common/errors.js';
import type { JsonObject, JsonValue } from '../../src/model/json.js';
import { collectOncePerFile } from '../setup/collected-heap.js';

const PROTOTYPES = [Object.prototype, Array.prototype, String.prototype, Function.prototype, Number.prototype];

/** The own property names of the built-in prototypes, to compare before and after a hostile call. */
export function prototypeSnapshot(): string {
  return JSON.stringify(PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort()));
}

/** For a suite of hostile calls: the built-in prototypes' own names after the suite are those before it. */
export function keepsPrototypesClean(): void {
  let before = '';
  beforeAll(() => {
    before = prototypeSnapshot();
  });
  afterAll(() => {
    expect(prototypeSnapshot()).toBe(before);
  });
}

/** Runs `fn` and returns the ParleyError it throws (fails on success or on any other error). */
export function parleyErrorOf(fn: () => unknown): ParleyError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ParleyError);
    return err as ParleyError;
  }
  throw new Error('expected a ParleyError, but the call succeeded');
}

/** Awaits `p` and returns the ParleyError it rejects with (fails on success or on any other error). */
export async function parleyRejectionOf(p: Promise<unknown>): Promise<ParleyError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ParleyError);
    return err as ParleyError;
  }
  throw new Error('expected a ParleyError, but the call succeeded');
}

/** Status and `result.errors` of the ParleyError `fn` throws (fails on success or on any other error). */
export function parleyStatusAndErrors(fn: () => unknown): { status: number; errors: unknown } {
  const err = parleyErrorOf(fn);
  return { status: err.status, errors: err.result.errors };
}

/** Whatever `run` throws, for its class and fields; undefined when it returns. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Status and `[code, path]` of each problem of a ParleyError. */
export function statusAndPaths(err: ParleyError): [number, [string, string][]] {
  return [err.status, err.errors.map((e) => [e.code, e.path] as [string, string])];
}

/**
 * Runs `fn`, asserting it took less than `ms` of this process's CPU time; returns its result. CPU time, not
 * wall time: what is bounded is the work, and on a loaded 2-core machine (CI runs two test files at once)
 * wall time stretches several times without any more work done. `fn` is synchronous, so it cannot wait.
 */
export function within<T>(ms: number, fn: () => T): T {
  const elapsed = cpuClock();
  const result = fn();
  expect(elapsed()).toBeLessThan(ms);
  return result;
}

/**
 * Asserts that `run` takes less than `ms` of this process's CPU time in at least one of up to `attempts` runs (it runs
 * again only while it has not). A run's CPU time carries V8's work of the moment as well as the run's own: the first run
 * of a pattern compiles it, a collection of the files' garbage lands in whichever run allocates, and on a loaded machine
 * V8's optimising compiler, a background thread, finishes late while the run goes on in slower code (CI, session 74:
 * the fuzzy log filter's 400 comparisons took 341 ms in a fork where they take ~35 ms in a process of their own). A
 * run whose own work exceeds the bound fails every attempt. For a pure `run` only: it may run several times.
 */
export function withinFastestOf(ms: number, run: () => void, attempts = 3): void {
  let fastest = Infinity;
  for (let attempt = 0; attempt < attempts && fastest >= ms; attempt++) {
    const elapsed = cpuClock();
    run();
    fastest = Math.min(fastest, elapsed());
  }
  expect(fastest).toBeLessThan(ms);
}

/**
 * Starts a clock of this process's CPU time; calling it returns the milliseconds used since (see `within`). The first
 * clock of a file starts on a collected heap (test/setup/collected-heap.ts: the garbage of the files before it in the
 * fork is not charged to its runs).
 */
export function cpuClock(): () => number {
  collectOncePerFile();
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
}

/** `leaf` inside `depth` objects of one key `a` (`{"a":{"a":…leaf}}`): input past a nesting bound (depth ≥ 1). */
export function nestedUnderA(depth: number, leaf: JsonValue = {}): JsonObject {
  let value: JsonValue = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value as JsonObject;
}
