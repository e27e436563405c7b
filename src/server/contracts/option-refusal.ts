/**
 * A library caller's contract option that `createServer` refuses: a 400 naming the option as the CLI names its flag,
 * its path the option's (`.contracts.threads.max`), as `auth` is refused.
 */
import { ParleyError } from '../../common/errors.js';

/** Throws the 400 for option `name` (dotted, without the leading dot), which must be `what`. */
export function refuseOption(name: string, what: string): never {
  const message = `${name} must be ${what}`;
  throw new ParleyError(400, message, [{ code: 'invalid', message, path: `.${name}` }]);
}

/** What a refused value was, in words: arrays and objects are not printed whole. */
export function described(value: unknown): string {
  return Array.isArray(value) ? 'an array' : String(value);
}
