/**
 * Runtime values of the expression language. Plain JSON covers most of them; a few classes model what
 * the service exposes as Java objects: integral doubles (`54.0`), the `entities` list and its mentions,
 * intents, type references, `Random` and `Date` instances.
 */
import type { JsonValue, RuntimeEntity, RuntimeIntent } from '../model/index.js';
import { behaviour } from '../model/versions.js';

/** A Java double whose value is integral (`54.0`); non-integral JS numbers are doubles already. */
export class JDouble {
  constructor(readonly value: number) {}
}

/** A list of entity mentions (`entities`, `entities['city']`): renders as the comma-joined values. */
export class EntityList {
  constructor(
    readonly mentions: readonly RuntimeEntity[],
    readonly inputText: string,
    /** True for the global `entities` (whose string index selects an entity name). */
    readonly isAll = false,
  ) {}

  /** The mentions as values. */
  items(): Mention[] {
    return this.mentions.map((m) => new Mention(m, this.inputText));
  }

  /** The mentions of one entity. */
  named(name: string): EntityList {
    return new EntityList(this.mentions.filter((m) => m.entity === name), this.inputText);
  }
}

/** One entity mention (`entities[0]`, `entities['city'][1]`). */
export class Mention {
  constructor(
    readonly entity: RuntimeEntity,
    readonly inputText: string,
  ) {}
}

/** One intent (`intent`, `intents[0]`): compares equal to its name. */
export class IntentValue {
  constructor(readonly intent: RuntimeIntent) {}
}

/** The `intents` list. */
export class IntentList {
  constructor(readonly intents: readonly RuntimeIntent[]) {}
}

/** `T(Math)`, `T(String)`, ... */
export class TypeValue {
  constructor(readonly name: 'Math' | 'String' | 'Integer' | 'Long' | 'Double' | 'Boolean' | 'Float' | 'Short' | 'Byte') {}
}

/** `new Random()`: draws from the environment's seeded generator. */
export class RandomValue {}

/** `new Date()`: an instant. */
export class DateValue {
  constructor(readonly epochMs: number) {}
}

export type Special = JDouble | EntityList | Mention | IntentValue | IntentList | TypeValue | RandomValue | DateValue;
export type Value = JsonValue | Special;

/** Makes a double: integral results keep their double-ness (`54.0`). */
export function double(n: number): number | JDouble {
  return Number.isInteger(n) ? new JDouble(n) : n;
}

/** True for doubles (integral ones included). */
export function isDouble(v: Value): boolean {
  return v instanceof JDouble || (typeof v === 'number' && !Number.isInteger(v));
}

/** The numeric value of a number-like value, else undefined. */
export function numberOf(v: Value): number | undefined {
  if (typeof v === 'number') return v;
  if (v instanceof JDouble) return v.value;
  return undefined;
}

const NUMERIC = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;
const SCIENTIFIC = /^-?(?:\d+(?:\.\d*)?|\.\d+)[eE][+-]?\d+$/;

/**
 * Entity values are strings, but numeric-looking ones act as numbers (§5.4). With `behaviour('legacyLiteralConversion')`
 * scientific notation and `true`/`false` were converted too.
 */
export function autoConvert(value: string, version: string): JsonValue | JDouble {
  if (NUMERIC.test(value)) {
    const n = Number(value);
    if (value.includes('.') || !Number.isSafeInteger(n)) return double(n);
    return n;
  }
  if (behaviour('legacyLiteralConversion', version)) {
    if (SCIENTIFIC.test(value)) return double(Number(value));
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return value;
}

/** The `.literal` of a mention: the input text it covers. */
export function literalOf(entity: RuntimeEntity, inputText: string): string {
  const loc = entity.location;
  if (Array.isArray(loc) && typeof loc[0] === 'number' && typeof loc[1] === 'number') {
    return inputText.slice(loc[0], loc[1]);
  }
  return typeof entity.value === 'string' ? entity.value : '';
}

/** Converts a runtime value to plain JSON (what is stored in the context or output). */
export function toJson(v: Value): JsonValue {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => toJson(x as Value));
  if (v instanceof JDouble) return Number.isFinite(v.value) ? v.value : null;
  if (v instanceof EntityList) return v.mentions.map((m) => entityJson(m));
  if (v instanceof Mention) return entityJson(v.entity);
  if (v instanceof IntentValue) return intentJson(v.intent);
  if (v instanceof IntentList) return v.intents.map((i) => intentJson(i));
  if (v instanceof TypeValue || v instanceof RandomValue) return null;
  if (v instanceof DateValue) return v.epochMs;
  return v;
}

function entityJson(e: RuntimeEntity): JsonValue {
  return JSON.parse(JSON.stringify(e)) as JsonValue;
}

function intentJson(i: RuntimeIntent): JsonValue {
  return JSON.parse(JSON.stringify(i)) as JsonValue;
}

/** Java-ish type name used in error messages. */
export function typeName(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string': return 'java.lang.String';
    case 'boolean': return 'java.lang.Boolean';
    case 'number': return Number.isInteger(v) ? 'java.lang.Integer' : 'java.lang.Double';
  }
  if (Array.isArray(v)) return 'com.google.gson.JsonArray';
  if (v instanceof JDouble) return 'java.lang.Double';
  if (v instanceof EntityList || v instanceof IntentList) return 'com.google.gson.JsonArray';
  if (v instanceof Mention || v instanceof IntentValue) return 'com.google.gson.JsonObject';
  if (v instanceof TypeValue) return 'java.lang.Class';
  if (v instanceof RandomValue) return 'java.util.Random';
  if (v instanceof DateValue) return 'java.util.Date';
  return 'com.google.gson.JsonObject';
}
