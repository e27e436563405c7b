/**
 * Baseline TIFF → one grey PGM per page, since tesseract.js decodes no TIFF. Covers the encodings scanners
 * and converters write uncompressed, PackBits and LZW (with or without the horizontal predictor), in 1, 4
 * or 8 bits per sample, grey, RGB or palette. CCITT fax and JPEG-in-TIFF are refused with a 400 naming them.
 */
import { tooManyPages, unreadableDocument } from '../errors.js';
import { MAX_PAGE_PIXELS } from './size.js';

export interface TiffPage {
  width: number;
  height: number;
  /** 8-bit grey, row by row (0 black). */
  grey: Uint8Array;
}

const TAG = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  samplesPerPixel: 277,
  rowsPerStrip: 278,
  stripByteCounts: 279,
  predictor: 317,
  colorMap: 320,
} as const;
const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };
const COMPRESSION_NAMES: Record<number, string> = { 2: 'CCITT RLE', 3: 'CCITT fax 3', 4: 'CCITT fax 4', 6: 'old JPEG', 7: 'JPEG', 8: 'Deflate' };

export function decodeTiff(bytes: Uint8Array, maxPages: number): TiffPage[] {
  try {
    return pagesOf(bytes, maxPages);
  } catch (err) {
    if (err instanceof Error && err.name === 'ParleyError') throw err;
    throw unreadableDocument('TIFF', 'corrupt or truncated');
  }
}

function pagesOf(bytes: Uint8Array, maxPages: number): TiffPage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifds: number[] = [];
  for (let ifd = u32(4); ifd !== 0 && !ifds.includes(ifd) && ifds.length <= maxPages; ifd = u32(ifd + 2 + u16(ifd) * 12)) ifds.push(ifd);
  if (ifds.length > maxPages) throw tooManyPages(ifds.length, maxPages);
  const pages: TiffPage[] = [];
  for (const ifd of ifds) {
    const tags = new Map<number, number[]>();
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      const tag = u16(entry);
      const type = u16(entry + 2);
      const n = u32(entry + 4);
      const size = TYPE_SIZE[type] ?? 1;
      const at = n * size <= 4 ? entry + 8 : u32(entry + 8);
      if (at + n * size > bytes.length) throw new Error('tag beyond the end');
      const values: number[] = [];
      for (let k = 0; k < Math.min(n, 1 << 20); k++) values.push(size === 2 ? u16(at + 2 * k) : size === 4 ? u32(at + 4 * k) : bytes[at + k]);
      tags.set(tag, values);
    }
    pages.push(pageOf(bytes, tags));
  }
  if (pages.length === 0) throw new Error('no page');
  return pages;
}

function pageOf(bytes: Uint8Array, tags: Map<number, number[]>): TiffPage {
  const get = (tag: number, fallback: number) => tags.get(tag)?.[0] ?? fallback;
  const width = get(TAG.width, 0);
  const height = get(TAG.height, 0);
  if (width === 0 || height === 0 || width * height > MAX_PAGE_PIXELS) throw new Error('bad size');
  const compression = get(TAG.compression, 1);
  if (![1, 5, 32773].includes(compression)) {
    throw unreadableDocument('TIFF', `compressed with ${COMPRESSION_NAMES[compression] ?? `method ${compression}`}, which parley cannot decode`);
  }
  const bits = get(TAG.bitsPerSample, 1);
  const samples = get(TAG.samplesPerPixel, 1);
  const photometric = get(TAG.photometric, 1);
  if (![1, 2, 4, 8].includes(bits)) throw new Error('unsupported bit depth');
  const offsets = tags.get(TAG.stripOffsets) ?? [];
  const counts = tags.get(TAG.stripByteCounts) ?? [];
  const rowsPerStrip = get(TAG.rowsPerStrip, height);
  const stride = Math.ceil((width * bits * samples) / 8);
  const raw = new Uint8Array(stride * height);
  let filled = 0;
  offsets.forEach((offset, s) => {
    const strip = bytes.subarray(offset, offset + (counts[s] ?? 0));
    const expected = Math.min(rowsPerStrip, height - s * rowsPerStrip) * stride;
    if (expected <= 0) return;
    const data = compression === 5 ? lzw(strip, expected) : compression === 32773 ? packBits(strip, expected) : strip;
    raw.set(data.subarray(0, Math.min(expected, raw.length - filled)), filled);
    filled += expected;
  });
  if (get(TAG.predictor, 1) === 2 && bits === 8) {
    for (let y = 0; y < height; y++) {
      for (let i = samples; i < stride; i++) raw[y * stride + i] = (raw[y * stride + i] + raw[y * stride + i - samples]) & 0xff;
    }
  }
  const colorMap = tags.get(TAG.colorMap);
  const grey = new Uint8Array(width * height);
  const max = (1 << bits) - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sample = (k: number) => {
        const bit = (x * samples + k) * bits;
        const byte = raw[y * stride + (bit >> 3)];
        return bits === 8 ? byte : (byte >> (8 - bits - (bit & 7))) & max;
      };
      let value: number;
      if (photometric === 2 && samples >= 3) value = (sample(0) + sample(1) + sample(2)) / 3;
      else if (photometric === 3 && colorMap) {
        const index = sample(0);
        const size = 1 << bits;
        value = ((colorMap[index] + colorMap[size + index] + colorMap[2 * size + index]) / 3 / 65535) * 255;
      } else {
        value = (sample(0) * 255) / max;
        if (photometric === 0) value = 255 - value;
      }
      grey[y * width + x] = Math.round(value);
    }
  }
  return { width, height, grey };
}

function packBits(data: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let o = 0;
  for (let i = 0; i < data.length && o < expected; ) {
    const n = (data[i++] << 24) >> 24;
    if (n >= 0) {
      for (let k = 0; k <= n && o < expected; k++) out[o++] = data[i++];
    } else if (n !== -128) {
      const value = data[i++];
      for (let k = 0; k <= -n && o < expected; k++) out[o++] = value;
    }
  }
  return out;
}

/** TIFF's LZW: MSB-first codes of 9 to 12 bits, Clear 256, End 257, early code-width change. */
function lzw(data: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let o = 0;
  let table: Uint8Array[] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => Uint8Array.of(i));
  };
  reset();
  let width = 9;
  let bitPos = 0;
  let previous: Uint8Array | undefined;
  const read = () => {
    let code = 0;
    for (let k = 0; k < width; k++) {
      const byte = data[(bitPos + k) >> 3];
      if (byte === undefined) return 257;
      code = (code << 1) | ((byte >> (7 - ((bitPos + k) & 7))) & 1);
    }
    bitPos += width;
    return code;
  };
  const emit = (entry: Uint8Array) => {
    const n = Math.min(entry.length, expected - o);
    out.set(entry.subarray(0, n), o);
    o += n;
  };
  while (o < expected) {
    const code = read();
    if (code === 257) break;
    if (code === 256) {
      reset();
      width = 9;
      previous = undefined;
      continue;
    }
    let entry: Uint8Array;
    if (code < table.length) entry = table[code];
    else if (previous && code === table.length) entry = concat(previous, previous[0]);
    else break;
    emit(entry);
    if (previous && table.length < 4096) table.push(concat(previous, entry[0]));
    previous = entry;
    if (table.length + 1 >= 1 << width && width < 12) width++;
  }
  return out;
}

function concat(a: Uint8Array, b: number): Uint8Array {
  const out = new Uint8Array(a.length + 1);
  out.set(a);
  out[a.length] = b;
  return out;
}

/** 8-bit grey pixels as a binary PGM, which tesseract reads. */
export function pgmOf(page: TiffPage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${page.width} ${page.height}\n255\n`);
  const out = new Uint8Array(header.length + page.grey.length);
  out.set(header);
  out.set(page.grey, header.length);
  return out;
}
