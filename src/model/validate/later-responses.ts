/**
 * The fields of the SDK's later response types (`video`, `audio`, `iframe`, `user_defined`, `channel_transfer`)
 * and the `channels` targeting any generic response may carry. Issue 21: a workspace the service accepted and
 * exported must compile, so these follow the official SDK's v1 definitions (ibm-watson `assistant/v1.d.ts`).
 */
import { elementObject, optionalArray, optionalObject, optionalString } from './fields.js';
import { Issues, indexPath, isAbsent, isObj, keyPath, own, type Obj } from './issues.js';

/** The largest `user_defined` object, in bytes of JSON (SDK: "cannot exceed 5000 bytes"). */
export const MAX_USER_DEFINED_BYTES = 5000;

/** Checks the later types' own fields and `channels`; which are required is `REQUIRED_BY_TYPE`'s business. */
export function checkLaterFields(issues: Issues, generic: Obj, path: string, type: string | undefined): void {
  for (const key of ['alt_text', 'image_url', 'message_to_user']) optionalString(issues, generic, key, path);
  optionalObject(issues, generic, 'channel_options', path);
  const userDefined = optionalObject(issues, generic, 'user_defined', path);
  if (userDefined && jsonBytesOver(userDefined, MAX_USER_DEFINED_BYTES)) {
    issues.add('max_length', `user_defined is at most ${MAX_USER_DEFINED_BYTES} bytes of JSON`, keyPath(path, 'user_defined'));
  }
  const transfer = optionalObject(issues, generic, 'transfer_info', path);
  if (transfer && type === 'channel_transfer') checkChannelTransferInfo(issues, transfer, keyPath(path, 'transfer_info'));
  const channels = optionalArray(issues, generic, 'channels', path);
  channels?.forEach((item, i) => {
    const at = indexPath(keyPath(path, 'channels'), i);
    const channel = elementObject(issues, item, at, 'channel');
    if (channel) optionalString(issues, channel, 'channel', at);
  });
}

/** `{target: {chat?: {url?}}}`: the SDK's ChannelTransferInfo (target required, every channel in it optional). */
function checkChannelTransferInfo(issues: Issues, info: Obj, path: string): void {
  const target = own(info, 'target');
  if (isAbsent(target)) {
    issues.add('required', 'target is required for response_type channel_transfer', keyPath(path, 'target'));
    return;
  }
  const body = elementObject(issues, target, keyPath(path, 'target'), 'target');
  const chat = body && optionalObject(issues, body, 'chat', keyPath(path, 'target'));
  if (chat) optionalString(issues, chat, 'url', keyPath(keyPath(path, 'target'), 'chat'));
}

/**
 * Whether `value` serializes to more than `limit` bytes of UTF-8 JSON. Counts as it walks and stops past the limit,
 * so an object that shares one large branch many times costs no more than the limit.
 */
function jsonBytesOver(value: unknown, limit: number): boolean {
  let bytes = 0;
  const utf8 = new TextEncoder();
  const walk = (v: unknown, depth: number): boolean => {
    // Nesting past 100 levels is the max_depth rule's finding, not this one's.
    if (bytes > limit || depth > 100) return bytes > limit;
    if (typeof v === 'string') bytes += utf8.encode(JSON.stringify(v)).length;
    else if (Array.isArray(v)) {
      bytes += 1 + Math.max(v.length, 1);
      for (const item of v) if (walk(item, depth + 1)) return true;
    } else if (isObj(v)) {
      const keys = Object.keys(v);
      bytes += 1 + Math.max(keys.length, 1);
      for (const key of keys) {
        bytes += utf8.encode(JSON.stringify(key)).length + 1;
        if (walk(v[key], depth + 1)) return true;
      }
    } else bytes += String(v).length;
    return bytes > limit;
  };
  return walk(value, 0);
}
