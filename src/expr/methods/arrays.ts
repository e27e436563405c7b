/**
 * `JSONArray` methods (§5.5). Values are immutable: methods the service documents as mutating return
 * the new array (`append`, `remove`, `set`, `removeValue`) or null (`addAll`, `clear`) as the service does;
 * the receiver itself never changes.
 */
import type { JsonValue } from '../../model/index.js';
import { equals, intArg, javaString, stringArg, truthy } from '../coerce.js';
import { LIMITS } from '../env.js';
import { ExprFailure, fail, limit, noMethod } from '../failure.js';
import { parseExpressionAst } from '../peggy-parser.js';
import { renderValue } from '../render.js';
import { toJson, type Value } from '../values.js';
import { arity, methodError, table } from './table.js';
import { joinToArray } from './join-to-array.js';
import type { Expr } from '../ast.js';

function bounded(arr: JsonValue[]): JsonValue[] {
  if (arr.length > LIMITS.arrayLength) limit('array size');
  return arr;
}

function index(name: string, arr: readonly Value[], v: Value): number {
  const i = intArg(v, name);
  if (i < 0 || i >= arr.length) methodError(name, `java.lang.IndexOutOfBoundsException: Index ${i} out of bounds for length ${arr.length}`);
  return i;
}

/** Strict element equality for `contains`/`indexOf`/`removeValue` ("exact, case-sensitive"). */
function same(a: Value, b: Value): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return equals(a, b);
}

const filterCache = new Map<string, Expr>();

function filterExpression(source: string): Expr {
  let ast = filterCache.get(source);
  if (!ast) {
    try {
      ast = parseExpressionAst(source);
    } catch {
      return fail(`EL1072E: Method filter failed: invalid expression '${source}'`);
    }
    if (filterCache.size > 200) filterCache.clear();
    filterCache.set(source, ast);
  }
  return ast;
}

/** The error of a `filter` expression that does not parse (lint reads it), or undefined. */
export function filterSyntaxError(source: string): string | undefined {
  try {
    filterExpression(source);
    return undefined;
  } catch (err) {
    if (err instanceof ExprFailure) return err.message;
    throw err;
  }
}

/** JSONArray methods. */
export const arrayMethods = table<readonly Value[]>({
  addAll(self, args) {
    arity('addAll', self, args, 1);
    if (!Array.isArray(args[0])) noMethod('addAll', self, args);
    return null;
  },
  append(self, args) {
    if (args.length === 0) noMethod('append', self, args);
    return bounded([...self.map(toJson), ...args.map(toJson)]);
  },
  add(self, args) {
    arity('add', self, args, 1);
    return null;
  },
  clear(self, args) {
    arity('clear', self, args, 0);
    return null;
  },
  contains(self, args) {
    arity('contains', self, args, 1);
    return self.some((x) => same(x, args[0]));
  },
  containsIgnoreCase(self, args) {
    arity('containsIgnoreCase', self, args, 1);
    const needle = javaString(args[0]).toLowerCase();
    return self.some((x) => (typeof x === 'string' ? x.toLowerCase() === needle : same(x, args[0])));
  },
  filter(self, args, s) {
    arity('filter', self, args, 2);
    const name = stringArg(args[0], 'filter');
    const ast = filterExpression(stringArg(args[1], 'filter'));
    const saved = s.locals;
    s.locals = new Map(saved ?? []);
    try {
      const out: JsonValue[] = [];
      for (const item of self) {
        s.locals.set(name, item);
        if (truthy(s.evaluate(ast, s))) out.push(toJson(item));
      }
      return out;
    } finally {
      s.locals = saved;
    }
  },
  get(self, args) {
    arity('get', self, args, 1);
    return self[index('get', self, args[0])];
  },
  getRandomItem(self, args, s) {
    arity('getRandomItem', self, args, 0);
    if (self.length === 0) return null;
    return self[Math.min(self.length - 1, Math.floor(s.env.random() * self.length))];
  },
  indexOf(self, args) {
    arity('indexOf', self, args, 1);
    return self.findIndex((x) => same(x, args[0]));
  },
  isEmpty(self, args) {
    arity('isEmpty', self, args, 0);
    return self.length === 0;
  },
  join(self, args) {
    arity('join', self, args, 1);
    const delim = stringArg(args[0], 'join');
    const text = self.map((x) => renderValue(x)).join(delim);
    if (text.length > LIMITS.stringLength) limit('string length');
    return text;
  },
  joinToArray(self, args, s) {
    arity('joinToArray', self, args, 1, 2);
    return joinToArray(self, args[0], args.length > 1 && truthy(args[1]), s);
  },
  remove(self, args) {
    arity('remove', self, args, 1);
    const i = index('remove', self, args[0]);
    return self.filter((_, j) => j !== i).map(toJson);
  },
  removeValue(self, args) {
    arity('removeValue', self, args, 1);
    const i = self.findIndex((x) => same(x, args[0]));
    return self.filter((_, j) => j !== i).map(toJson);
  },
  set(self, args) {
    arity('set', self, args, 2);
    const i = index('set', self, args[0]);
    return self.map((x, j) => (j === i ? toJson(args[1]) : toJson(x)));
  },
  size(self, args) {
    arity('size', self, args, 0);
    return self.length;
  },
});
