/**
 * Rendering values into text (dialog-runtime.md §4.3): doubles Java-style (`54.0`, `1.0E10`),
 * arrays and objects as compact JSON, entity lists as the comma-joined values, null as empty text.
 */
import { DateValue, EntityList, IntentList, IntentValue, JDouble, Mention, RandomValue, TypeValue, toJson, type Value } from './values.js';

/** `Double.toString` of Java. */
export function javaDouble(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (!Number.isFinite(d)) return d > 0 ? 'Infinity' : '-Infinity';
  if (d === 0) return Object.is(d, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(d);
  if (abs >= 1e-3 && abs < 1e7) {
    const s = String(d);
    return s.includes('.') ? s : s + '.0';
  }
  const [mantissa, exponent] = d.toExponential().split('e');
  const m = mantissa.includes('.') ? mantissa : mantissa + '.0';
  return `${m}E${exponent.startsWith('+') ? exponent.slice(1) : exponent}`;
}

/** A number as Java prints it: integers plain, doubles with `Double.toString`. */
export function renderNumber(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 2 ** 63) return n.toFixed(0);
  return javaDouble(n);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `java.util.Date#toString` in GMT: `Mon Jun 14 10:00:00 GMT 2021`. */
export function renderDate(epochMs: number): string {
  const d = new Date(epochMs);
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} GMT ${d.getUTCFullYear()}`;
}

/** Text of a value inside a response or a mixed context string. */
export function renderValue(v: Value): string {
  if (v === null) return '';
  switch (typeof v) {
    case 'string': return v;
    case 'number': return renderNumber(v);
    case 'boolean': return v ? 'true' : 'false';
  }
  if (v instanceof JDouble) return javaDouble(v.value);
  if (v instanceof EntityList) return v.mentions.map((m) => String(m.value)).join(', ');
  if (v instanceof Mention) return String(v.entity.value);
  if (v instanceof IntentValue) return v.intent.intent;
  if (v instanceof IntentList) return v.intents.map((i) => i.intent).join(', ');
  if (v instanceof DateValue) return renderDate(v.epochMs);
  if (v instanceof TypeValue) return `class java.lang.${v.name}`;
  if (v instanceof RandomValue) return 'java.util.Random';
  return stringifyJson(v);
}

/** Compact JSON as Gson writes it (doubles keep their `.0`). */
export function stringifyJson(v: Value): string {
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isInteger(v) ? renderNumber(v) : JSON.stringify(v);
  if (typeof v === 'string' || typeof v === 'boolean') return JSON.stringify(v);
  if (v instanceof JDouble) return javaDouble(v.value);
  if (Array.isArray(v)) return '[' + v.map((x) => stringifyJson(x as Value)).join(',') + ']';
  if (v instanceof EntityList || v instanceof Mention || v instanceof IntentValue || v instanceof IntentList ||
      v instanceof DateValue || v instanceof TypeValue || v instanceof RandomValue) {
    return JSON.stringify(toJson(v));
  }
  const parts: string[] = [];
  for (const k of Object.keys(v)) parts.push(JSON.stringify(k) + ':' + stringifyJson(v[k] as Value));
  return '{' + parts.join(',') + '}';
}
