/**
 * Context operations of a turn: the deep merge of a node's context block (dialog-runtime.md §4.3),
 * `context.clear()`, the generated `conversation_id`. Every update copies the objects along the changed
 * path (the rest is shared), so each step yields a new context and the caller's request context is never
 * mutated. Keys are read as own properties and written as data properties: a `__proto__` key written by a
 * workspace or an end user stays an ordinary key and never reaches a prototype.
 */
import { isJsonObject, type Context, type JsonObject, type JsonValue } from '../model/index.js';
import { setOwnKey } from '../model/own-key.js';

const MAX_DEPTH = 64;

/** Writes `key` as an own data property (`__proto__` stays an ordinary key). */
const setOwn = setOwnKey;

/** `target[key]` if it is an own property. */
function getOwn(target: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(target, key) ? target[key] : undefined;
}

/** A copy of the object's own enumerable keys. */
function shallowCopy(value: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) setOwn(out, k, v);
  return out;
}

/** A structural copy of JSON data (workspace values are frozen; the context must own its values). */
export function cloneJson<T extends JsonValue | undefined>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => cloneJson(v, depth + 1)) as T;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) setOwn(out, k, cloneJson(v, depth + 1) as JsonValue);
  return out as T;
}

/** Objects are merged key by key (recursively); everything else, arrays included, replaces. Null stays null. */
export function mergeContext(context: Context, values: readonly (readonly [string, JsonValue])[]): Context {
  const out = shallowCopy(context as JsonObject);
  for (const [key, value] of values) setOwn(out, key, merged(getOwn(out, key), value, 0));
  return out as Context;
}

/** Keys `mergeContext(context, values)` copies: the top-level context's and those of every object merged into. */
export function mergeCopySize(context: Context, values: readonly (readonly [string, JsonValue])[]): number {
  let keys = Object.keys(context).length;
  for (const [key, value] of values) keys += nestedCopySize(getOwn(context as JsonObject, key), value, 0);
  return keys;
}

function nestedCopySize(current: JsonValue | undefined, value: JsonValue, depth: number): number {
  if (depth >= MAX_DEPTH || !isJsonObject(value) || !isJsonObject(current)) return 0;
  let keys = Object.keys(current).length;
  for (const [k, v] of Object.entries(value)) keys += nestedCopySize(getOwn(current, k), v, depth + 1);
  return keys;
}

/** `value` merged into `current`: a new object when both are objects, else `value` itself. */
function merged(current: JsonValue | undefined, value: JsonValue, depth: number): JsonValue {
  if (depth >= MAX_DEPTH || !isJsonObject(value) || !isJsonObject(current)) return value;
  const out = shallowCopy(current);
  for (const [k, v] of Object.entries(value)) setOwn(out, k, merged(getOwn(out, k), v, depth + 1));
  return out;
}

/** Replaces one top-level key (the system object, `output.clear()` aside). */
export function setContextKey(context: Context, key: string, value: JsonValue | undefined): Context {
  const out = shallowCopy(context as JsonObject);
  if (value === undefined) delete out[key];
  else setOwn(out, key, value);
  return out as Context;
}

/**
 * The context with `system` set, keys in the service's order: `conversation_id`, `system`, then the variables in
 * their own order (every recorded response: burger §10.2, car dashboard §10.3 and §10.4).
 */
export function withSystem(context: Context, system: JsonObject): Context {
  const source = context as JsonObject;
  const out: JsonObject = {};
  const id = getOwn(source, 'conversation_id');
  if (id !== undefined) setOwn(out, 'conversation_id', id);
  setOwn(out, 'system', system);
  for (const [k, v] of Object.entries(source)) if (k !== 'conversation_id' && k !== 'system') setOwn(out, k, v);
  return out as Context;
}

/** `context.clear()`: every variable goes except `conversation_id`, `timezone` and `system`. */
export function clearContext(context: Context): Context {
  const kept: Context = {};
  for (const key of ['conversation_id', 'timezone', 'system'] as const) {
    if (context[key] !== undefined) (kept as JsonObject)[key] = context[key] as JsonValue;
  }
  return kept;
}

const FORBIDDEN_ID_CHARS = /[+=&|><!(){}[\]^"~*?:\\/]/;

/** A usable `conversation_id`: a non-empty string without the characters the service forbids. */
export function isValidConversationId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 256 && !FORBIDDEN_ID_CHARS.test(value);
}

const HEX = '0123456789abcdef';

/** A version-4 UUID drawn from the seeded generator (deterministic for a seed). */
export function generateUuid(random: () => number): string {
  // 32 draws, one hex digit each; digit 12 is the version (4), digit 16 the variant (8-b).
  let s = '';
  for (let i = 0; i < 32; i++) {
    const digit = Math.floor(random() * 16);
    if (i === 8 || i === 12 || i === 16 || i === 20) s += '-';
    s += i === 12 ? '4' : i === 16 ? HEX[(digit & 0x3) | 0x8] : HEX[digit];
  }
  return s;
}
