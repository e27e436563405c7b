/**
 * `joinToArray(template[, retainDataType])` (§5.5): for each element, the template with `%e.path%`
 * (or `%e%`) placeholders replaced by the element's fields. Templates may be strings, objects or arrays.
 */
import type { JsonObject, JsonValue } from '../../model/index.js';
import { defineKeyOn } from './define.js';
import { renderValue } from '../render.js';
import type { State } from '../env.js';
import { countStep } from '../steps.js';
import { allocate, spend } from '../budget.js';
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
  countStep(s);
  if (typeof template === 'string') {
    const whole = retain ? WHOLE.exec(template) : null;
    if (whole) return lookup(element, whole[1]);
    // Each element gets its own copy of the template: charged before it is built (5,000 copies of a
    // 1,000,000-character template were 10 GB).
    spend(s.budget, s.steps, template.length);
    allocate(s.budget, template.length * 2);
    const text = template.replace(PLACEHOLDER, (_, path: string) => renderValue(lookup(element, path)));
    allocate(s.budget, Math.max(0, text.length - template.length) * 2);
    return text;
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
