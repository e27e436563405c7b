/**
 * `joinToArray(template[, retainDataType])` (§5.5): for each element, the template with `%e.path%`
 * (or `%e%`) placeholders replaced by the element's fields. Templates may be strings, objects or arrays.
 */
import type { JsonObject, JsonValue } from '../../model/index.js';
import { defineKeyOn } from './define.js';
import { renderValue } from '../render.js';
import { LIMITS, type State } from '../env.js';
import { limit } from '../failure.js';
import { toJson, type Value } from '../values.js';

const PLACEHOLDER = /%e((?:\.[A-Za-z0-9_-]+)*)%/g;
const WHOLE = /^%e((?:\.[A-Za-z0-9_-]+)*)%$/;

function lookup(element: JsonValue, path: string): JsonValue {
  let v: JsonValue = element;
  for (const key of path.split('.').slice(1)) {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || !Object.hasOwn(v, key)) return null;
    v = v[key];
  }
  return v;
}

function fill(template: JsonValue, element: JsonValue, retain: boolean, s: State): JsonValue {
  if (++s.steps > LIMITS.steps) limit('step');
  if (typeof template === 'string') {
    const whole = retain ? WHOLE.exec(template) : null;
    if (whole) return lookup(element, whole[1]);
    return template.replace(PLACEHOLDER, (_, path: string) => renderValue(lookup(element, path)));
  }
  if (Array.isArray(template)) return template.map((t) => fill(t, element, retain, s));
  if (template !== null && typeof template === 'object') {
    const out: JsonObject = {};
    for (const k of Object.keys(template)) defineKeyOn(out, k, fill(template[k], element, retain, s));
    return out;
  }
  return template;
}

/** Applies the template to every element. */
export function joinToArray(items: readonly Value[], template: Value, retain: boolean, s: State): JsonValue[] {
  const t = toJson(template);
  return items.map((item) => fill(t, toJson(item), retain, s));
}
