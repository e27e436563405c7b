/** Number methods (`Integer`/`Double` boxes, §5.5). */
import { javaString } from '../coerce.js';
import { JDouble, double, numberOf, type Value } from '../values.js';
import { arity, table } from './table.js';

/** Methods of numbers. */
export const numberMethods = table<number | JDouble>({
  intValue(self, args) {
    arity('intValue', self, args, 0);
    return Math.trunc(numberOf(self) ?? 0);
  },
  longValue(self, args) {
    arity('longValue', self, args, 0);
    return Math.trunc(numberOf(self) ?? 0);
  },
  doubleValue(self, args) {
    arity('doubleValue', self, args, 0);
    return double(numberOf(self) ?? 0);
  },
  compareTo(self, args) {
    arity('compareTo', self, args, 1);
    const a = numberOf(self) ?? 0;
    const b = numberOf(args[0] as Value) ?? 0;
    return a < b ? -1 : a > b ? 1 : 0;
  },
  toString(self: number | JDouble, args: Value[]) {
    arity('toString', self, args, 0);
    return javaString(self);
  },
});
