/** Methods every value has (§5.5: `toDouble`/`toInt`/`toLong` are callable on any object). */
import { comparableNumber, equals, javaString } from '../coerce.js';
import { stringifyJson } from '../render.js';
import { JDouble, double, numberOf, toJson, type Value } from '../values.js';
import { arity, table } from './table.js';

function toNumber(self: Value): number | undefined {
  const n = numberOf(self);
  if (n !== undefined) return n;
  if (typeof self === 'string') return comparableNumber(self.trim());
  return undefined;
}

/** Java `(int)` / `(long)` conversion of a parsed number: integral strings only. */
function toInteger(self: Value): number | null {
  if (typeof self === 'string') return /^\s*[+-]?\d+\s*$/.test(self) ? Number(self.trim()) : null;
  const n = toNumber(self);
  return n === undefined || !Number.isFinite(n) ? null : Math.trunc(n);
}

/** Methods of every value. */
export const commonMethods = table<Value>({
  toString(self: Value, args: Value[]) {
    arity('toString', self, args, 0);
    return typeof self === 'object' && self !== null && !(self instanceof JDouble) ? stringifyJson(toJson(self)) : javaString(self);
  },
  equals(self, args) {
    arity('equals', self, args, 1);
    return equals(self, args[0]);
  },
  toDouble(self, args) {
    arity('toDouble', self, args, 0);
    const n = toNumber(self);
    return n === undefined ? null : double(n);
  },
  toInt(self, args) {
    arity('toInt', self, args, 0);
    const n = toInteger(self);
    return n === null || n > 2147483647 || n < -2147483648 ? null : n;
  },
  toLong(self, args) {
    arity('toLong', self, args, 0);
    return toInteger(self);
  },
  toJson(self, args) {
    arity('toJson', self, args, 0);
    return toJson(self);
  },
});
