/** Method tables: a Map from method name to implementation, per receiver kind (never `obj[name]`). */
import type { State } from '../env.js';
import { fail, noMethod } from '../failure.js';
import type { Value } from '../values.js';

export type Method<T> = (self: T, args: Value[], s: State) => Value;
export type MethodTable<T> = ReadonlyMap<string, Method<T>>;

/** Builds a table from an object literal of methods. */
export function table<T>(methods: Record<string, Method<T>>): MethodTable<T> {
  return new Map(Object.entries(methods));
}

/** Fails unless `args` has between `min` and `max` elements. */
export function arity(name: string, self: Value, args: readonly Value[], min: number, max = min): void {
  if (args.length < min || args.length > max) noMethod(name, self, args);
}

/** Fails with the service's message for a Java exception inside a method. */
export function methodError(name: string, detail: string): never {
  return fail(`EL1072E: Method ${name} failed: ${detail}`);
}
