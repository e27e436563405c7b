/** Truthiness, equality, ordering and string conversion with the service's lenient semantics (§5.4). */
import { renderValue, stringifyJson } from './render.js';
import { NEWEST_VERSION } from '../model/versions.js';
import { badOperands, fail } from './failure.js';
import { LIMITS } from './env.js';
import { EntityList, IntentValue, JDouble, Mention, autoConvert, numberOf, type Value } from './values.js';

/**
 * SpEL truthiness as the service applies it: null, false, 0 and '' are false; so is the mention list of an entity
 * the input does not have (`entities['sys-number']`, which the service reads as null — `@x` is rewritten to
 * `entities['x']?.value` — and bank-simple uses as a slot's check-for; docs/behaviour/expressions.md).
 */
export function truthy(v: Value): boolean {
  if (v === null || v === false || v === 0 || v === '') return false;
  if (v instanceof JDouble) return v.value !== 0;
  if (v instanceof EntityList) return v.mentions.length > 0;
  return true;
}

const NUMERIC = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** The number a value stands for in a comparison, or undefined. */
export function comparableNumber(v: Value): number | undefined {
  const n = numberOf(v);
  if (n !== undefined) return n;
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  if (v instanceof Mention) return comparableNumber(v.entity.value);
  return undefined;
}

/** Reduces wrapper values (intent, mention) to what they compare as. */
function scalar(v: Value): Value {
  if (v instanceof IntentValue) return v.intent.intent;
  if (v instanceof Mention) return autoConvert(String(v.entity.value), NEWEST_VERSION);
  return v;
}

/** `==`. */
export function equals(a: Value, b: Value): boolean {
  a = scalar(a);
  b = scalar(b);
  if (a === b) return true;
  if (a === null || b === null) return false;
  const na = numberOf(a);
  const nb = numberOf(b);
  if (na !== undefined && nb !== undefined) return na === nb;
  if (na !== undefined && typeof b === 'string') return NUMERIC.test(b) && Number(b) === na;
  if (nb !== undefined && typeof a === 'string') return NUMERIC.test(a) && Number(a) === nb;
  if (typeof a === 'object' && typeof b === 'object') {
    if (a instanceof EntityList || b instanceof EntityList) return false;
    return stringifyJson(a) === stringifyJson(b);
  }
  return false;
}

const OP_NAMES: Record<string, string> = { '<': 'LESS_THAN', '>': 'GREATER_THAN', '<=': 'LESS_THAN_OR_EQUAL', '>=': 'GREATER_THAN_OR_EQUAL' };

/** `< > <= >=`: numbers numerically (null counts as 0), strings lexicographically. */
export function compare(op: '<' | '>' | '<=' | '>=', a: Value, b: Value): boolean {
  a = scalar(a);
  b = scalar(b);
  let c: number;
  if (typeof a === 'string' && typeof b === 'string' && !(NUMERIC.test(a) && NUMERIC.test(b))) {
    c = a < b ? -1 : a > b ? 1 : 0;
  } else if (typeof a === 'boolean' && typeof b === 'boolean') {
    c = Number(a) - Number(b);
  } else {
    const na = a === null ? 0 : comparableNumber(a);
    const nb = b === null ? 0 : comparableNumber(b);
    if (na === undefined || nb === undefined) return badOperands(OP_NAMES[op], a, b);
    c = na - nb;
  }
  switch (op) {
    case '<': return c < 0;
    case '>': return c > 0;
    case '<=': return c <= 0;
    case '>=': return c >= 0;
  }
}

/** `String.valueOf` for concatenation and `append`: null is "null". */
export function javaString(v: Value): string {
  if (v === null) return 'null';
  return renderValue(v);
}

/** Fails when a produced string is too long. */
export function boundedString(s: string): string {
  if (s.length > LIMITS.stringLength) fail('EL1072E: Evaluation aborted: string length limit exceeded');
  return s;
}

/** An integer argument (numbers and numeric strings accepted). */
export function intArg(v: Value, method: string): number {
  const n = comparableNumber(v);
  if (n === undefined || !Number.isFinite(n)) return fail(`EL1004E: Method call: Method ${method} cannot take argument of type ${v === null ? 'null' : typeof v}`);
  return Math.trunc(n);
}

/** A string argument. */
export function stringArg(v: Value, method: string): string {
  if (typeof v === 'string') return v;
  if (v === null) return fail(`EL1004E: Method call: Method ${method}(null) cannot be found`);
  return renderValue(v);
}
