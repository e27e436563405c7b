/**
 * XML references in a DOCX part's text and attribute values: the five named entities and decimal or hex character
 * references (`&#65;`, `&#x41;`), in one pass into a buffer of the text's length. A `replace` with a callback made a
 * call and a string a reference: a 98 KB DOCX whose one run held 11 million `&#x41;` (64 MiB, the entry bound) took
 * 5.9 s of CPU and 2 GB before the text bound refused it (hred21). What a text reads as is unchanged: a reference out
 * of range (0, past U+10FFFF) is dropped, an unknown name (`&constructor;`) or an unterminated one stays as written.
 */

/** Own keys only: `&constructor;` must not read Object's source text (hred11). */
const ENTITIES: Readonly<Record<string, number>> = { amp: 0x26, lt: 0x3c, gt: 0x3e, quot: 0x22, apos: 0x27 };
const HASH = 0x23;
const SEMICOLON = 0x3b;
const LOWER_X = 0x78;
const MAX_CODE_POINT = 0x10ffff;
/** Characters turned into a string at a time (String.fromCharCode's arguments). */
const CHUNK = 8192;

/** The reference starting at `amp` (an `&`): where it ends and the code point it stands for (-1: none, dropped). */
interface Reference {
  end: number;
  code: number;
}

export function decodeEntities(text: string): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  // Every reference is at least as long as what it decodes to (`&lt;` → 1 unit, `&#65536;` → 2): the text's length
  // bounds the result.
  const out = new Uint16Array(text.length);
  let n = 0;
  let copied = 0;
  while (amp >= 0) {
    const reference = referenceAt(text, amp);
    if (reference === undefined) {
      amp = text.indexOf('&', amp + 1);
      continue;
    }
    for (let i = copied; i < amp; i++) out[n++] = text.charCodeAt(i);
    n = putCodePoint(out, n, reference.code);
    copied = reference.end;
    amp = text.indexOf('&', copied);
  }
  for (let i = copied; i < text.length; i++) out[n++] = text.charCodeAt(i);
  return stringOf(out, n);
}

/** `&#digits;`, `&#xhex;` or a known `&name;` at `amp`; undefined when the text there is none of them. */
function referenceAt(text: string, amp: number): Reference | undefined {
  if (text.charCodeAt(amp + 1) === HASH) {
    const hex = text.charCodeAt(amp + 2) === LOWER_X;
    const start = amp + (hex ? 3 : 2);
    let at = start;
    let code = 0;
    for (;;) {
      const digit = digitOf(text.charCodeAt(at), hex);
      if (digit < 0) break;
      // Capped: any value past the last code point is dropped alike, however many digits follow.
      code = Math.min(code * (hex ? 16 : 10) + digit, MAX_CODE_POINT + 1);
      at++;
    }
    if (at === start || text.charCodeAt(at) !== SEMICOLON) return undefined;
    return { end: at + 1, code: code > 0 && code <= MAX_CODE_POINT ? code : -1 };
  }
  let at = amp + 1;
  while (isLowerLetter(text.charCodeAt(at))) at++;
  if (at === amp + 1 || text.charCodeAt(at) !== SEMICOLON) return undefined;
  const name = text.slice(amp + 1, at);
  return Object.hasOwn(ENTITIES, name) ? { end: at + 1, code: ENTITIES[name] } : undefined;
}

function digitOf(c: number, hex: boolean): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (!hex) return -1;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}

function isLowerLetter(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

/** Writes a code point as UTF-16 (a lone surrogate as itself, as String.fromCodePoint does); -1 writes nothing. */
function putCodePoint(out: Uint16Array, n: number, code: number): number {
  if (code < 0) return n;
  if (code <= 0xffff) {
    out[n] = code;
    return n + 1;
  }
  const above = code - 0x10000;
  out[n] = 0xd800 + (above >> 10);
  out[n + 1] = 0xdc00 + (above & 0x3ff);
  return n + 2;
}

function stringOf(units: Uint16Array, length: number): string {
  const parts: string[] = [];
  for (let at = 0; at < length; at += CHUNK) parts.push(String.fromCharCode(...units.subarray(at, Math.min(length, at + CHUNK))));
  return parts.join('');
}
