/** Writing object keys without ever touching a prototype (`__proto__` is an ordinary key). */
import type { JsonObject, JsonValue } from '../../model/index.js';

/** Sets an own enumerable key (plain assignment is safe for every key but `__proto__`). */
export function defineKeyOn(obj: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
