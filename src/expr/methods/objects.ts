/**
 * `JSONObject` methods (§5.5). `context.clear()`, `output.clear()` and `context.remove(key)` are recorded as
 * effects for the dialog layer (the context itself is frozen); `remove` returns the object without the key.
 */
import type { JsonObject, JsonValue } from '../../model/index.js';
import { stringArg } from '../coerce.js';
import { toJson, type Value } from '../values.js';
import { defineKeyOn } from './define.js';
import { arity, table } from './table.js';

function copyWithout(self: JsonObject, key: string | null): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(self)) if (k !== key) defineKeyOn(out, k, self[k]);
  return out;
}

/** JSONObject methods. */
export const objectMethods = table<JsonObject>({
  clear(self, args, s) {
    arity('clear', self, args, 0);
    if (self === s.env.context) s.env.effects.clearContext = true;
    if (self === s.env.output) s.env.effects.clearOutput = true;
    return null;
  },
  get(self, args) {
    arity('get', self, args, 1);
    const key = stringArg(args[0], 'get');
    return Object.hasOwn(self, key) ? self[key] : null;
  },
  has(self, args) {
    arity('has', self, args, 1);
    return Object.hasOwn(self, stringArg(args[0], 'has'));
  },
  remove(self, args, s) {
    arity('remove', self, args, 1);
    const key = stringArg(args[0], 'remove');
    if (self === s.env.context) (s.env.effects.removedContextKeys ??= []).push(key);
    return copyWithout(self, key);
  },
  keySet(self, args) {
    arity('keySet', self, args, 0);
    return Object.keys(self);
  },
  size(self, args) {
    arity('size', self, args, 0);
    return Object.keys(self).length;
  },
  isEmpty(self, args) {
    arity('isEmpty', self, args, 0);
    return Object.keys(self).length === 0;
  },
  add(self, args) {
    arity('add', self, args, 2);
    const out = copyWithout(self, null);
    defineKeyOn(out, stringArg(args[0], 'add'), toJson(args[1]));
    return out;
  },
  addProperty(self, args) {
    arity('addProperty', self, args, 2);
    const out = copyWithout(self, null);
    defineKeyOn(out, stringArg(args[0], 'addProperty'), toJson(args[1]) as JsonValue);
    return out;
  },
  deepCopy(self, args) {
    arity('deepCopy', self, args, 0);
    return toJson(self as Value);
  },
});
