/** Writing object keys without ever touching a prototype (`__proto__` is an ordinary key). */
import type { JsonObject, JsonValue } from '../../model/index.js';
import { setOwnKey } from '../../model/own-key.js';

/** Sets an own enumerable key (the model's `setOwnKey`, typed for JSON objects). */
export const defineKeyOn: (obj: JsonObject, key: string, value: JsonValue) => void = setOwnKey;
