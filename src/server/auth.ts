/** Optional credentials check: basic auth (`username`/`password`), or an API key sent as basic auth
 *  with user `apikey` (what the SDK's BasicAuthenticator sends) or as a bearer token. */
import { timingSafeEqual } from 'node:crypto';
import { ParleyError } from '../common/errors.js';

export type AuthConfig = { username: string; password: string } | { apikey: string };

/** Refuses credentials that would let anyone in (an empty key, user or password): a server fails closed. */
export function checkAuthConfig(config: AuthConfig | undefined): void {
  if (!config) return;
  const empty = 'apikey' in config ? (typeof config.apikey !== 'string' || config.apikey === '' ? 'apikey' : undefined)
    : typeof config.username !== 'string' || config.username === '' ? 'username'
      : typeof config.password !== 'string' || config.password === '' ? 'password' : undefined;
  if (empty !== undefined) {
    throw new ParleyError(400, `auth.${empty} must be a non-empty string`, [{ code: 'required', message: `auth.${empty} must be a non-empty string`, path: `.auth.${empty}` }]);
  }
}

export function isAuthorized(config: AuthConfig | undefined, header: string | undefined): boolean {
  if (!config) return true;
  if (!header) return false;
  const [scheme, token = ''] = header.split(/\s+/, 2);
  if ('apikey' in config) {
    if (/^bearer$/i.test(scheme)) return same(token, config.apikey);
    if (/^basic$/i.test(scheme)) return same(decodeBasic(token), `apikey:${config.apikey}`);
    return false;
  }
  return /^basic$/i.test(scheme) && same(decodeBasic(token), `${config.username}:${config.password}`);
}

function decodeBasic(token: string): string {
  return Buffer.from(token, 'base64').toString('utf8');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
