/**
 * Which object keys a directory bucket holds, and under which file name. The service read Cloud Object Storage,
 * whose keys are any UTF-8 up to 1,024 bytes: a folder of contracts holds `Contrat_été.pdf`, `合同.docx`,
 * `O'Brien lease.pdf`, and each is an object. A key is its file name exactly as the file system gives it (not
 * normalised: on Linux an NFC and an NFD spelling are two files, so two objects). Refused are only the names that
 * are unsafe or that the store keeps for itself: `.`/`..`, a separator, control characters (NUL among them),
 * lone surrogates, hidden names (the store's temporary files are hidden), and keys past object storage's bound.
 */
import { createHash } from 'node:crypto';
import { sep } from 'node:path';

/**
 * The longest file name, in bytes of UTF-8, the common file systems hold: NAME_MAX on Linux, APFS' 255; Windows
 * counts 255 UTF-16 units, never more than the UTF-8 bytes.
 */
export const MAX_FILE_NAME_BYTES = 255;

/** Cloud Object Storage's bound on a key. */
export const MAX_KEY_BYTES = 1024;

/** The hex digits of the key's SHA-256 a shortened name keeps: 64 bits, no collision among a bucket's keys. */
const HASH_DIGITS = 16;

const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
/** The extension a shortened name keeps, so a result stays `….json`. */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;
/** How a shortened name ends: `~`, the hash's hex digits, the extension if any. */
const SHORTENED_END = new RegExp(`~[0-9a-f]{${HASH_DIGITS}}(?:\\.[A-Za-z0-9]{1,10})?$`);
/**
 * A shortened name is 252-255 bytes (the key's start fills it but for part of a character); a batch's result is
 * `KEY.json`, 5 bytes more than its input's key. A name of this many bytes and the shortened names' end could be the
 * file of a long key, or name its result so (hred12: `<A…>~<hash>`'s result overwrote the long key `A….txt`'s).
 */
const SHORTENED_LOOKALIKE_BYTES = MAX_FILE_NAME_BYTES - 3 - '.json'.length;

export const HIDDEN_REASON = 'a hidden file (its name starts with "."): not read, as editors\' and temporary files are not';

/** Why `key` cannot be an object of a directory bucket; undefined when it can. */
export function keyRefusal(key: string): string | undefined {
  if (key === '') return 'its name is empty';
  if (key === '.' || key === '..') return `"${key}" names a folder, not a file`;
  if (key.includes('/') || (sep === '\\' && key.includes('\\'))) return `its name holds a "${key.includes('/') ? '/' : '\\'}" (a directory bucket has no sub-folders)`;
  const control = CONTROL.exec(key);
  if (control) return `its name holds a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  if (LONE_SURROGATE.test(key)) return 'its name holds a lone surrogate (not Unicode text)';
  if (key.startsWith('.')) return HIDDEN_REASON;
  const bytes = Buffer.byteLength(key, 'utf8');
  if (bytes > MAX_KEY_BYTES) return `its name is ${bytes} bytes of UTF-8 (object keys hold up to ${MAX_KEY_BYTES})`;
  if (bytes >= SHORTENED_LOOKALIKE_BYTES && bytes <= MAX_FILE_NAME_BYTES && SHORTENED_END.test(key)) {
    return `its name ends as the store's shortened names of long keys do ("~" and ${HASH_DIGITS} hex digits, ${SHORTENED_LOOKALIKE_BYTES}-${MAX_FILE_NAME_BYTES} bytes): it could be taken for another key's file`;
  }
  return undefined;
}

/**
 * The file that holds `key`: the key itself when it fits in a file name, else its first characters, `~`, 16 hex
 * digits of the SHA-256 of the whole key (UTF-8), and its extension: `<start>~0123456789abcdef.json`, at most 255
 * bytes. A batch's result `KEY.json` for a key of 251 bytes and more gets such a name: unique (the hash), findable
 * (it starts as the key does; this function gives it). A file named like that by hand would be taken for it.
 */
export function fileNameOfKey(key: string): string {
  if (Buffer.byteLength(key, 'utf8') <= MAX_FILE_NAME_BYTES) return key;
  const extension = EXTENSION.exec(key)?.[0] ?? '';
  const hash = createHash('sha256').update(key, 'utf8').digest('hex').slice(0, HASH_DIGITS);
  let room = MAX_FILE_NAME_BYTES - Buffer.byteLength(`~${hash}${extension}`, 'utf8');
  let start = '';
  // Whole code points only: a name cut inside a character would not be UTF-8.
  for (const char of key) {
    room -= Buffer.byteLength(char, 'utf8');
    if (room < 0) break;
    start += char;
  }
  return `${start}~${hash}${extension}`;
}
