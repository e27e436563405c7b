/** Writing object keys without ever touching a prototype (`__proto__` is an ordinary key). */
import type { JsonObject, JsonValue } from '../../model/index.js';

/** Sets an own enumerable key. */
export function defineKeyOn(obj: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
