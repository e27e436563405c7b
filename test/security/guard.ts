/** Shared checks of the security suites: prototypes untouched, a call's outcome and its duration. */
import { expect } from 'vitest';
import { ParleyError } from '../../src/index.js';

const PROTOTYPES = [Object.prototype, Array.prototype, String.prototype, Function.prototype, Number.prototype];

/** The own property names of the built-in prototypes, to compare before and after a hostile call. */
export function prototypeSnapshot(): string {
  return JSON.stringify(PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort()));
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

/** Status and `[code, path]` of each problem of a ParleyError. */
export function statusAndPaths(err: ParleyError): [number, [string, string][]] {
  return [err.status, err.errors.map((e) => [e.code, e.path] as [string, string])];
}

/** Runs `fn`, asserting it finished within `ms`; returns its result. */
export function within<T>(ms: number, fn: () => T): T {
  const start = performance.now();
  const result = fn();
  expect(performance.now() - start).toBeLessThan(ms);
  return result;
}
