/**
 * The PDF stream filters that can make a stream larger than it is (ISO 32000-1 §7.4), decoded as pdfjs decodes them
 * but stopped at a byte budget: so a bomb behind any of them is measured without being held. Each returns the decoded
 * bytes, or `undefined` past `limit` bytes. The image filters (DCT, JPX, CCITT, JBIG2) are not here: pdfjs decodes
 * no image to read text.
 */
import { constants, inflateSync } from 'node:zlib';

/** The filters measured, by their full and abbreviated names. */
export type Filter = 'flate' | 'lzw' | 'ascii85' | 'asciihex' | 'runlength';

const NAMES: Readonly<Record<string, Filter>> = Object.freeze({
  FlateDecode: 'flate', Fl: 'flate',
  LZWDecode: 'lzw', LZW: 'lzw',
  ASCII85Decode: 'ascii85', A85: 'ascii85',
  ASCIIHexDecode: 'asciihex', AHx: 'asciihex',
  RunLengthDecode: 'runlength', RL: 'runlength',
});

/** The measured filter a name stands for (undefined: an image filter, Crypt, or a name pdfjs ignores). */
export const filterNamed = (name: string): Filter | undefined => (Object.hasOwn(NAMES, name) ? NAMES[name] : undefined);

/** Bytes written, refused past the limit; grows by doubling so that memory follows what was decoded, not the limit. */
class Sink {
  bytes = new Uint8Array(1024);
  length = 0;
  constructor(private readonly limit: number) {}
  /** Room for `n` more bytes; false past the limit. */
  room(n: number): boolean {
    const needed = this.length + n;
    if (needed > this.limit) return false;
    if (needed > this.bytes.length) {
      const grown = new Uint8Array(Math.min(Math.max(needed, this.bytes.length * 2), this.limit));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return true;
  }
  result = (): Uint8Array => this.bytes.subarray(0, this.length);
}

/** `data` decoded by `filter`, or undefined past `limit` bytes. Corrupt data decodes as far as it goes, as in pdfjs. */
export function decode(filter: Filter, data: Uint8Array, limit: number, earlyChange = 1): Uint8Array | undefined {
  switch (filter) {
    case 'flate': return inflate(data, limit);
    case 'lzw': return lzw(data, limit, earlyChange);
    case 'ascii85': return ascii85(data, limit);
    case 'asciihex': return asciiHex(data, limit);
    case 'runlength': return runLength(data, limit);
  }
}

function inflate(data: Uint8Array, limit: number): Uint8Array | undefined {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, limit), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (err) {
    // A truncated or corrupt stream: pdfjs reads what it can (the budget only needs an upper bound on the rest).
    return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? undefined : new Uint8Array(0);
  }
}

/** LZW as pdfjs reads it: 9- to 12-bit codes, 256 clears, 257 ends; a full table stays full (no new entries). */
function lzw(data: Uint8Array, limit: number, earlyChange: number): Uint8Array | undefined {
  const SIZE = 4096;
  const values = new Uint8Array(SIZE);
  const lengths = new Uint16Array(SIZE);
  const prevs = new Uint16Array(SIZE);
  const sequence = new Uint8Array(SIZE);
  for (let i = 0; i < 256; i++) {
    values[i] = i;
    lengths[i] = 1;
  }
  const out = new Sink(limit);
  let seqLength = 0;
  let nextCode = 258;
  let width = 9;
  let prev = 0;
  let cached = 0;
  let bits = 0;
  let at = 0;
  for (;;) {
    while (bits < width && at < data.length) {
      cached = ((cached << 8) | data[at++]) & 0xffffff;
      bits += 8;
    }
    if (bits < width) break;
    bits -= width;
    const code = (cached >>> bits) & ((1 << width) - 1);
    const hadPrev = seqLength > 0;
    if (code < 256) {
      sequence[0] = code;
      seqLength = 1;
    } else if (code === 256) {
      width = 9;
      nextCode = 258;
      seqLength = 0;
      continue;
    } else if (code === 257) break;
    else if (code < nextCode && code < SIZE) {
      seqLength = lengths[code];
      for (let j = seqLength - 1, q = code; j >= 0; j--) {
        sequence[j] = values[q];
        q = prevs[q];
      }
    } else if (seqLength < SIZE) sequence[seqLength++] = sequence[0];
    if (hadPrev) {
      if (nextCode < SIZE) {
        prevs[nextCode] = prev;
        lengths[nextCode] = Math.min(lengths[prev] + 1, SIZE);
        values[nextCode] = sequence[0];
      }
      nextCode++;
      const k = nextCode + earlyChange;
      if ((k & (k - 1)) === 0) width = Math.min(Math.log2(k) + 1, 12) | 0;
    }
    prev = code;
    if (!out.room(seqLength)) return undefined;
    out.bytes.set(sequence.subarray(0, seqLength), out.length);
    out.length += seqLength;
  }
  return out.result();
}

/**
 * ASCII85 as pdfjs reads it (Ascii85Stream): five characters for four bytes, `z` at a group's start for four zeros,
 * `~` ends; only space, tab, CR and LF are skipped. Any other character is a digit (its code less 33), in the alphabet
 * or not, `z` too inside a group: a scan that skipped them decoded another stream than pdfjs does, and a deflate bomb
 * written with digits past `u` passed uncounted.
 */
function ascii85(data: Uint8Array, limit: number): Uint8Array | undefined {
  const out = new Sink(limit);
  const group = [0, 0, 0, 0, 0];
  let n = 0;
  const flush = (count: number): boolean => {
    // pdfjs's arithmetic, digits out of range included: a float sum, then its low 32 bits, high byte first.
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (i < count ? group[i] : 84);
    if (!out.room(count - 1)) return false;
    const bytes = [0, 0, 0, 0];
    for (let i = 3; i >= 0; i--) {
      bytes[i] = value & 0xff;
      value >>= 8;
    }
    for (let i = 0; i < count - 1; i++) out.bytes[out.length++] = bytes[i];
    return true;
  };
  for (const c of data) {
    if (c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a) continue;
    if (c === 0x7e) break;
    if (c === 0x7a && n === 0) {
      if (!out.room(4)) return undefined;
      out.bytes.fill(0, out.length, out.length + 4);
      out.length += 4;
      continue;
    }
    group[n++] = c - 0x21;
    if (n === 5) {
      if (!flush(5)) return undefined;
      n = 0;
    }
  }
  if (n > 1 && !flush(n)) return undefined;
  return out.result();
}

/** ASCIIHex: two hexadecimal digits a byte, other characters skipped, `>` ends (an odd last digit is followed by 0). */
function asciiHex(data: Uint8Array, limit: number): Uint8Array | undefined {
  const out = new Sink(limit);
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 ? (c | 0x20) - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      if (!out.room(1)) return undefined;
      out.bytes[out.length++] = (high << 4) | digit;
      high = -1;
    }
  }
  if (high >= 0) {
    if (!out.room(1)) return undefined;
    out.bytes[out.length++] = high << 4;
  }
  return out.result();
}

/** RunLength: a length byte 0–127 copies the next 1–128 bytes, 129–255 repeats the next byte 128–2 times, 128 ends. */
function runLength(data: Uint8Array, limit: number): Uint8Array | undefined {
  const out = new Sink(limit);
  for (let at = 0; at < data.length; ) {
    const length = data[at++];
    if (length === 128) break;
    if (length < 128) {
      const copied = data.subarray(at, at + length + 1);
      if (!out.room(copied.length)) return undefined;
      out.bytes.set(copied, out.length);
      out.length += copied.length;
      at += length + 1;
    } else if (at < data.length) {
      const count = 257 - length;
      if (!out.room(count)) return undefined;
      out.bytes.fill(data[at++], out.length, out.length + count);
      out.length += count;
    }
  }
  return out.result();
}
