/**
 * Property and index access. Only own keys of JSON objects are visible (`Object.hasOwn`), so
 * `constructor`, `__proto__` and `prototype` are ordinary missing keys; other value kinds expose a
 * fixed set of fields.
 */
import type { JsonValue, RuntimeEntity } from '../model/index.js';
import { comparableNumber } from './coerce.js';
import { inputText, type State } from './env.js';
import { fail } from './failure.js';
import { staticField } from './methods/statics.js';
import {
  DateValue, EntityList, IntentList, IntentValue, JDouble, Mention, RandomValue, TypeValue, autoConvert, literalOf, typeName,
  type Value,
} from './values.js';

function own(obj: object, key: string): JsonValue {
  return Object.hasOwn(obj, key) ? ((obj as Record<string, JsonValue>)[key] ?? null) : null;
}

function notFound(property: string, obj: Value): never {
  return fail(`EL1008E: Property or field '${property}' cannot be found on object of type '${typeName(obj)}' - maybe not public or not valid?`);
}

/** `@phone.groups`: the text of each capture group, null for groups that did not match (§7.2). */
function groupTexts(entity: RuntimeEntity, text: string): JsonValue {
  if (!Array.isArray(entity.groups)) return null;
  return entity.groups.map((g) => {
    const loc = g?.location;
    return Array.isArray(loc) && typeof loc[0] === 'number' && typeof loc[1] === 'number' ? text.slice(loc[0], loc[1]) : null;
  });
}

/** A property of an entity mention: own fields, `.literal`, then interpretation and metadata fields (§7.6). */
export function mentionProperty(entity: RuntimeEntity, property: string, s: State): Value {
  switch (property) {
    case 'value': return autoConvert(String(entity.value), s.env.version);
    case 'literal': return literalOf(entity, inputText(s.env));
    case 'groups': return groupTexts(entity, inputText(s.env));
    case 'groups_json': return JSON.parse(JSON.stringify(entity.groups ?? null)) as JsonValue;
  }
  if (Object.hasOwn(entity, property)) return JSON.parse(JSON.stringify(own(entity, property) ?? null)) as JsonValue;
  const interpretation = entity.interpretation as unknown;
  if (typeof interpretation === 'object' && interpretation !== null && Object.hasOwn(interpretation, property)) {
    return own(interpretation, property);
  }
  const metadata = entity.metadata as unknown;
  if (typeof metadata === 'object' && metadata !== null && Object.hasOwn(metadata, property)) return own(metadata, property);
  return null;
}

/** `obj.property`. */
export function getProperty(obj: Value, property: string, s: State): Value {
  if (obj === null) return fail(`EL1007E: Property or field '${property}' cannot be found on null`);
  if (typeof obj !== 'object') return notFound(property, obj);
  if (Array.isArray(obj)) return notFound(property, obj);
  if (obj instanceof EntityList) {
    if (obj.isAll) return obj.named(property);
    const first = obj.mentions[0];
    return first === undefined ? null : mentionProperty(first, property, s);
  }
  if (obj instanceof Mention) return mentionProperty(obj.entity, property, s);
  if (obj instanceof IntentValue) return property === 'intent' ? obj.intent.intent : own(obj.intent, property);
  if (obj instanceof DateValue) return property === 'time' ? obj.epochMs : notFound(property, obj);
  if (obj instanceof TypeValue) return staticField(obj, property);
  if (obj instanceof IntentList || obj instanceof JDouble || obj instanceof RandomValue) return notFound(property, obj);
  return own(obj, property);
}

function outOfBounds(size: number, index: number): never {
  return fail(`EL1025E: The collection has '${size}' elements, index '${index}' is invalid`);
}

/** `obj[index]`. */
export function getIndex(obj: Value, index: Value, s: State): Value {
  if (obj === null) return fail('EL1012E: Cannot index into a null value');
  if (typeof obj === 'string') {
    const i = comparableNumber(index);
    if (i === undefined || !Number.isInteger(i)) return fail(`EL1027E: Indexing into type 'java.lang.String' is not supported with a non-integer index`);
    if (i < 0 || i >= obj.length) return fail(`EL1026E: The string has '${obj.length}' characters, index '${i}' is invalid`);
    return obj[i];
  }
  if (typeof obj !== 'object') return fail(`EL1027E: Indexing into type '${typeName(obj)}' is not supported`);
  if (Array.isArray(obj) || obj instanceof EntityList || obj instanceof IntentList) {
    if (typeof index === 'string' && obj instanceof EntityList) {
      return obj.isAll ? obj.named(index) : getProperty(obj, index, s);
    }
    const i = comparableNumber(index);
    if (i === undefined || !Number.isInteger(i)) {
      return fail(`EL1027E: Indexing into type '${typeName(obj)}' is not supported with index of type '${typeName(index)}'`);
    }
    if (Array.isArray(obj)) return i >= 0 && i < obj.length ? obj[i] : outOfBounds(obj.length, i);
    if (obj instanceof EntityList) {
      const m = obj.mentions[i];
      return m !== undefined && i >= 0 ? new Mention(m, obj.inputText) : outOfBounds(obj.mentions.length, i);
    }
    const it = obj.intents[i];
    return it !== undefined && i >= 0 ? new IntentValue(it) : outOfBounds(obj.intents.length, i);
  }
  const key = typeof index === 'string' ? index : index === null ? 'null' : String(comparableNumber(index) ?? '');
  return getProperty(obj, key, s);
}
