/**
 * createBatch's credentials files: object-storage service credentials (the JSON the storage service
 * hands out: `apikey`, `endpoints`, `iam_*`, `resource_instance_id`, or HMAC keys). parley checks their
 * shape only (it never calls object storage) and never stores them.
 */
import { ParleyError, type ErrorDetail } from '../../common/errors.js';
import { isObject } from '../../common/is-object.js';

const OPTIONAL_STRINGS = ['endpoints', 'iam_apikey_description', 'iam_apikey_name', 'iam_role_crn', 'iam_serviceid_crn', 'resource_instance_id'];
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export function checkCredentials(bytes: Uint8Array, part: string): void {
  let value: unknown;
  try {
    value = JSON.parse(UTF8.decode(bytes));
  } catch {
    throw ParleyError.invalidRequest([{ code: 'format', message: `${part} must be a JSON credentials file`, path: `.${part}` }], 'Invalid credentials file');
  }
  const errors: ErrorDetail[] = [];
  if (!isObject(value)) {
    errors.push({ code: 'type', message: `${part} must be a JSON object`, path: `.${part}` });
  } else {
    const c = value as Record<string, unknown>;
    const hmac = c.cos_hmac_keys as Record<string, unknown> | undefined;
    const hasHmac = typeof hmac === 'object' && hmac !== null && typeof hmac.access_key_id === 'string' && typeof hmac.secret_access_key === 'string';
    if (typeof c.apikey !== 'string' && !hasHmac) {
      errors.push({ code: 'required', message: `${part} needs an apikey (or cos_hmac_keys with access_key_id and secret_access_key)`, path: `.${part}.apikey` });
    } else if (typeof c.apikey === 'string' && c.apikey.trim() === '') {
      errors.push({ code: 'empty', message: `${part}.apikey is empty`, path: `.${part}.apikey` });
    }
    for (const k of OPTIONAL_STRINGS) {
      if (c[k] !== undefined && typeof c[k] !== 'string') errors.push({ code: 'type', message: `${part}.${k} must be a string`, path: `.${part}.${k}` });
    }
  }
  if (errors.length > 0) throw ParleyError.invalidRequest(errors, 'Invalid credentials file');
}
