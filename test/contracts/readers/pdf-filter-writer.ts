/** Encoders of the PDF filters that can grow a stream, and a one-page PDF around a stream, to build test files in memory (the readers only decode). */
import { deflateSync } from 'node:zlib';

export const hex = (bytes: Uint8Array): Uint8Array => Buffer.from(Buffer.from(bytes).toString('hex') + '>', 'latin1');

export function ascii85(bytes: Uint8Array): Uint8Array {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let v = 0;
    for (let j = 0; j < 4; j++) v = v * 256 + (j < n ? bytes[i + j] : 0);
    if (v === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let j = 0; j < 5; j++) {
      digits.unshift(String.fromCharCode(33 + (v % 85)));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return Buffer.from(out + '~>', 'latin1');
}

/**
 * ASCII85 as a careless or hostile writer may write it, and as pdfjs still reads it: a full group's last digit is
 * written past the alphabet ('v' to '}', digit 85 to 92) with one less in the digit before, the same value; the
 * group-initial 'z' and the end mark '~' are never written.
 */
export function ascii85Loose(bytes: Uint8Array): Uint8Array {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let v = 0;
    for (let j = 0; j < 4; j++) v = v * 256 + (j < n ? bytes[i + j] : 0);
    const digits: number[] = [];
    for (let j = 0; j < 5; j++) {
      digits.unshift(v % 85);
      v = Math.floor(v / 85);
    }
    if (n === 4 && digits[3] > 0 && digits[4] <= 7 && digits[4] !== 4) {
      digits[3]--;
      digits[4] += 85;
    }
    out += digits.slice(0, n + 1).map((d) => String.fromCharCode(33 + d)).join('');
  }
  return Buffer.from(out + '~>', 'latin1');
}

/** RunLength written as literal runs of at most 128 bytes (the decoder's other half is `runs`). */
export function runLengthLiteral(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 128) {
    const chunk = bytes.subarray(i, i + 128);
    out.push(chunk.length - 1, ...chunk);
  }
  out.push(128);
  return Uint8Array.from(out);
}

/** RunLength of `pairs` runs of 128 spaces: 64 decoded bytes per encoded byte. */
export const runs = (pairs: number): Uint8Array => Buffer.concat([Buffer.alloc(pairs * 2).fill(Buffer.from([0x81, 0x20])), Buffer.from([0x80])]);

/**
 * LZW (EarlyChange 1) of a run of one byte: the byte, then codes 258, 259, … (each the run one longer) until the table
 * is full, then the longest code (3,839 bytes) `repeats` times: about 2,500 decoded bytes per encoded byte.
 */
export function lzwRun(byte: number, repeats: number): Uint8Array {
  const codes = [byte];
  for (let c = 258; c < 4096; c++) codes.push(c);
  for (let i = 0; i < repeats; i++) codes.push(4095);
  codes.push(257);
  const out: number[] = [];
  let width = 9;
  let next = 258;
  let acc = 0;
  let n = 0;
  codes.forEach((code, i) => {
    acc = (acc << width) | code;
    n += width;
    while (n >= 8) {
      out.push((acc >>> (n - 8)) & 0xff);
      n -= 8;
      acc &= (1 << n) - 1;
    }
    if (i > 0 && code !== 257) {
      next++;
      const k = next + 1;
      if ((k & (k - 1)) === 0) width = Math.min(Math.log2(k) + 1, 12);
    }
  });
  if (n > 0) out.push((acc << (8 - n)) & 0xff);
  return Uint8Array.from(out);
}

/** Bytes of a run of `byte` that `lzwRun(byte, repeats)` decodes to. */
export const lzwRunLength = (repeats: number): number => 1 + ((3839 * 3840) / 2 - 1) + 3839 * repeats;

/** A one-page PDF whose page content is `content` (already encoded), with extra dictionary entries and objects. */
export function pdfWithStream(content: Uint8Array, dictionary: string, objects = ''): Uint8Array {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n${objects}` +
    `4 0 obj\n<< /Length ${content.length} ${dictionary} >>\nstream\n`;
  const tail = '\nendstream\nendobj\ntrailer\n<< /Size 6 /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), content, Buffer.from(tail, 'latin1')]);
}

/**
 * A one-page PDF 1.5 whose page content is `content`, with `/Filter 5 0 R` and object 5 (`filter`, e.g. `[/LZWDecode]`)
 * stored inside an object stream, found through a cross-reference stream: the stream scan cannot read such a filter.
 */
export function pdfWithFilterInObjectStream(content: Uint8Array, filter: string, deflated = false): Uint8Array {
  const pdf = pdfParts();
  const { add, offsets } = pdf;
  add('%PDF-1.5\n');
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 1);
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n', 2);
  add('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n', 3);
  add(`4 0 obj\n<< /Length ${content.length} /Filter 5 0 R >>\nstream\n`, 4);
  add(content);
  add('\nendstream\nendobj\n');
  const body = Buffer.from(`5 0 ${filter}`, 'latin1');
  const data = deflated ? deflateSync(body) : body;
  add(`6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${data.length}${deflated ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 6);
  add(data);
  add('\nendstream\nendobj\n');
  offsets[7] = pdf.size;
  // Cross-reference rows of /W [1 4 2]: type, offset (or object stream), generation (or index in it).
  const row = (type: number, a: number, b: number) => Buffer.from([type, (a >>> 24) & 255, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, (b >> 8) & 255, b & 255]);
  const rows = Buffer.concat([row(0, 0, 65535), ...[1, 2, 3, 4].map((n) => row(1, offsets[n], 0)), row(2, 6, 0), row(1, offsets[6], 0), row(1, offsets[7], 0)]);
  add(`7 0 obj\n<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`);
  add(rows);
  add(`\nendstream\nendobj\nstartxref\n${offsets[7]}\n%%EOF\n`);
  return pdf.bytes();
}

/** A PDF written part by part, each object's offset kept for the cross-reference table. */
export function pdfParts() {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  return {
    offsets,
    /** Bytes written so far: the next part's offset. */
    get size() {
      return size;
    },
    /** Appends `part` (latin1 text or bytes); `object`: the object it starts, whose offset is recorded. */
    add(part: Uint8Array | string, object?: number) {
      if (object !== undefined) offsets[object] = size;
      const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part);
      parts.push(bytes);
      size += bytes.length;
    },
    bytes: () => Buffer.concat(parts),
  };
}
