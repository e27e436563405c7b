/**
 * Context operations of a turn: the deep merge of a node's context block (dialog-runtime.md §4.3),
 * `context.clear()`, the generated `conversation_id`. Updates go through immer so every step yields a
 * new context object and the caller's request context is never mutated.
 */
import { Immer } from 'immer';
import { isJsonObject, type Context, type JsonObject, type JsonValue } from '../model/index.js';

/** Our own immer instance: no auto-freeze, because expressions may legitimately mutate context arrays. */
const immer = new Immer({ autoFreeze: false });

const MAX_DEPTH = 64;

/** A structural copy of JSON data (workspace values are frozen; the context must own its values). */
export function cloneJson<T extends JsonValue | undefined>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => cloneJson(v, depth + 1)) as T;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = cloneJson(v, depth + 1) as JsonValue;
  return out as T;
}

/** Objects are merged key by key (recursively); everything else, arrays included, replaces. Null stays null. */
export function mergeContext(context: Context, values: readonly (readonly [string, JsonValue])[]): Context {
  return immer.produce(context, (draft) => {
    const target = draft as JsonObject;
    for (const [key, value] of values) assignMerged(target, key, value, 0);
  });
}

function assignMerged(target: JsonObject, key: string, value: JsonValue, depth: number): void {
  const current = target[key];
  if (depth < MAX_DEPTH && isJsonObject(value) && isJsonObject(current)) {
    for (const [k, v] of Object.entries(value)) assignMerged(current, k, v, depth + 1);
  } else {
    target[key] = value;
  }
}

/** Replaces one top-level key (the system object, `output.clear()` aside). */
export function setContextKey(context: Context, key: string, value: JsonValue | undefined): Context {
  return immer.produce(context, (draft) => {
    if (value === undefined) delete (draft as JsonObject)[key];
    else (draft as JsonObject)[key] = value;
  });
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
