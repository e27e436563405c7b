/** Matching primitives shared by transcripts and the fluent API. */
import { isJsonObject, type JsonValue } from '../../model/index.js';

/** `"/re/flags"` ⇒ a RegExp; any other string ⇒ undefined (match exactly). */
export function asRegExp(matcher: string): RegExp | undefined {
  const m = /^\/(.*)\/([dgimsuy]*)$/s.exec(matcher);
  if (!m) return undefined;
  try {
    return new RegExp(m[1], m[2]);
  } catch {
    return undefined;
  }
}

export function matchesText(matcher: string | RegExp, actual: unknown): boolean {
  if (typeof actual !== 'string') return false;
  const re = matcher instanceof RegExp ? matcher : asRegExp(matcher);
  return re ? re.test(actual) : matcher === actual;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  if (isJsonObject(a as JsonValue) && isJsonObject(b as JsonValue)) {
    const ka = Object.keys(a as object);
    const kb = Object.keys(b as object);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b as object, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

/**
 * `expected` is a partial description of `actual`: objects match when every listed key matches,
 * strings may be `"/re/"`, arrays match element-wise with equal length, `{absent: true}` matches undefined.
 */
export function matchesPartial(expected: unknown, actual: unknown): boolean {
  if (isAbsent(expected)) return actual === undefined;
  if (typeof expected === 'string') return matchesText(expected, actual) || expected === actual;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matchesPartial(e, actual[i]));
  }
  if (isJsonObject(expected as JsonValue)) {
    if (!isJsonObject(actual as JsonValue)) return false;
    // Own keys only: `actual['__proto__']` of a response without that key is Object.prototype, which `{}` matched.
    return Object.entries(expected as object).every(([k, v]) => matchesPartial(v, Object.hasOwn(actual as object, k) ? (actual as Record<string, unknown>)[k] : undefined));
  }
  return deepEqual(expected, actual);
}

export function isAbsent(v: unknown): boolean {
  return isJsonObject(v as JsonValue) && Object.keys(v as object).length === 1 && (v as { absent?: unknown }).absent === true;
}

/** Reads `a.b[2].c` from a value; undefined when any step is missing. */
export function readPath(root: unknown, path: string): unknown {
  const steps = path.match(/[^.[\]]+/g) ?? [];
  let cur: unknown = root;
  for (const step of steps) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) {
      if (step === 'length') return cur.length;
      if (!/^\d+$/.test(step)) return undefined;
      cur = cur[Number(step)];
    } else {
      if (!Object.hasOwn(cur as object, step)) return undefined;
      cur = (cur as Record<string, unknown>)[step];
    }
  }
  return cur;
}

export function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const s = JSON.stringify(value);
  return s.length > 300 ? `${s.slice(0, 297)}...` : s;
}
