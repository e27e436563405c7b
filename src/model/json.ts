import { isObject } from '../common/is-object.js';

/** JSON values as they travel on the wire and live in the context. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
export type JsonArray = JsonValue[];

/** `isObject` (common/is-object.ts), typed for JSON values. */
export function isJsonObject(value: unknown): value is JsonObject {
  return isObject(value);
}
