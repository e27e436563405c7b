/**
 * What a method call costs: the work of reading its receiver and arguments (charged before the call, so an
 * unaffordable call never runs) and the bytes of the value it builds (charged after, before anything keeps it).
 * One place for every method, so a method added to a table is charged without knowing about budgets.
 */
import { allocate, bytesOf, regexWork, spend } from './budget.js';
import type { State } from './env.js';
import type { Value } from './values.js';

/** Methods that take constant time whatever the receiver's size. */
const CONSTANT_TIME = new Set(['length', 'size', 'isEmpty', 'charAt', 'get', 'toString', 'getRandomItem']);

/** String methods whose first argument is a regex run over the receiver. */
const REGEX_METHODS = new Set(['matches', 'find', 'extract', 'getMatch', 'replaceAll', 'replaceFirst', 'split']);

/** Charges the work of `self.name(args)` before it runs. */
export function chargeCall(self: Value, name: string, args: readonly Value[], s: State): void {
  let units = 0;
  const constant = CONSTANT_TIME.has(name);
  if (typeof self === 'string') {
    if (!constant) units += self.length;
    const pattern = args[0];
    if (REGEX_METHODS.has(name) && typeof pattern === 'string') units += regexWork(self.length, pattern.length);
  } else if (Array.isArray(self) && !constant) units += self.length;
  for (const a of args) if (typeof a === 'string') units += a.length;
  if (units > 0) spend(s.budget, s.steps, units);
}

/**
 * Charges the bytes of a value a call built; values passed through are free. Writing them is not charged as
 * work: the work of a call is its reading of the receiver and arguments, charged before.
 */
export function chargeResult(result: Value, self: Value, args: readonly Value[], s: State): Value {
  if (result === null || (typeof result !== 'string' && !Array.isArray(result))) return result;
  if (result === self || args.includes(result)) return result;
  allocate(s.budget, bytesOf(result));
  return result;
}
