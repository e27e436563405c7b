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

/** A TIFF's pages, each decoded when asked for (one page's pixels in memory at a time). */
export interface TiffPages {
  count: number;
  /** Page `i` (from 0), decoded now; a 400 if its data cannot be read. */
  page(i: number): TiffPage;
}

/**
 * Opens a TIFF: every page's tags are read and checked now (size, encoding), the pixels of a page only when it is
 * asked for. Decoded at once, a 33 KB file of 500 pages of 60,000,000 blank pixels (no strip data) took 120 MB of
 * typed arrays a page before the first page was recognised (60 GB: the process, or the machine, ran out).
 */
export function openTiff(bytes: Uint8Array, maxPages: number): TiffPages {
  const layouts = guarded(() => layoutsOf(bytes, maxPages));
  return { count: layouts.length, page: (i) => guarded(() => pixelsOf(bytes, layouts[i])) };
}

/** Every page at once (small files: tests). */
export function decodeTiff(bytes: Uint8Array, maxPages: number): TiffPage[] {
  const tiff = openTiff(bytes, maxPages);
  return Array.from({ length: tiff.count }, (_, i) => tiff.page(i));
}

function guarded<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof Error && err.name === 'ParleyError') throw err;
    throw unreadableDocument('TIFF', 'corrupt or truncated');
  }
}

/**
 * The tags a page is decoded with; others are skipped unread. A tag's values are read when they are used, as many as
 * the page can use (a strip per row at most, a colour map of 3 × 2^bits): one IFD of 4,000 tags of 300,000 values
 * each, all pointing at the same bytes (1.2 MB), read into arrays held 2.3 GB after 120 s and was still going.
 */
const READ_TAGS = new Set<number>(Object.values(TAG));
/** Samples a pixel may have: grey, grey and alpha, RGB, RGBA (more is no scan, and sizes the page buffer). */
const MAX_SAMPLES = 4;

/** Where a tag's values are: `n` values of `size` bytes at `at`. */
interface TagValues {
  n: number;
  size: number;
  at: number;
}

interface PageLayout {
  width: number;
  height: number;
  compression: number;
  bits: number;
  samples: number;
  photometric: number;
  rowsPerStrip: number;
  predictor: number;
  tags: Map<number, TagValues>;
}

interface TiffReader {
  u16: (at: number) => number;
  u32: (at: number) => number;
}

function readerOf(bytes: Uint8Array): TiffReader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  return { u16: (at) => view.getUint16(at, little), u32: (at) => view.getUint32(at, little) };
}

/** The first `limit` values of a tag (none when the page has no such tag). */
function valuesOf(bytes: Uint8Array, tag: TagValues | undefined, limit: number): number[] {
  if (!tag) return [];
  const { u16, u32 } = readerOf(bytes);
  const values: number[] = [];
  for (let k = 0; k < Math.min(tag.n, limit); k++) values.push(tag.size === 2 ? u16(tag.at + 2 * k) : tag.size === 4 ? u32(tag.at + 4 * k) : bytes[tag.at + k]);
  return values;
}

function layoutsOf(bytes: Uint8Array, maxPages: number): PageLayout[] {
  const { u16, u32 } = readerOf(bytes);
  const ifds: number[] = [];
  for (let ifd = u32(4); ifd !== 0 && !ifds.includes(ifd) && ifds.length <= maxPages; ifd = u32(ifd + 2 + u16(ifd) * 12)) ifds.push(ifd);
  if (ifds.length > maxPages) throw tooManyPages(ifds.length, maxPages);
  const pages: PageLayout[] = [];
  for (const ifd of ifds) {
    const tags = new Map<number, TagValues>();
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      const tag = u16(entry);
      if (!READ_TAGS.has(tag)) continue;
      const n = u32(entry + 4);
      const size = TYPE_SIZE[u16(entry + 2)] ?? 1;
      const at = n * size <= 4 ? entry + 8 : u32(entry + 8);
      if (at + n * size > bytes.length) throw new Error('tag beyond the end');
      tags.set(tag, { n, size, at });
    }
    pages.push(layoutOf(bytes, tags));
  }
  if (pages.length === 0) throw new Error('no page');
  return pages;
}

function layoutOf(bytes: Uint8Array, tags: Map<number, TagValues>): PageLayout {
  const get = (tag: number, fallback: number) => valuesOf(bytes, tags.get(tag), 1)[0] ?? fallback;
  const width = get(TAG.width, 0);
  const height = get(TAG.height, 0);
  if (width === 0 || height === 0 || width * height > MAX_PAGE_PIXELS) throw new Error('bad size');
  const compression = get(TAG.compression, 1);
  if (![1, 5, 32773].includes(compression)) {
    throw unreadableDocument('TIFF', `compressed with ${COMPRESSION_NAMES[compression] ?? `method ${compression}`}, which parley cannot decode`);
  }
  const bits = get(TAG.bitsPerSample, 1);
  const samples = get(TAG.samplesPerPixel, 1);
  if (![1, 2, 4, 8].includes(bits)) throw new Error('unsupported bit depth');
  if (samples < 1 || samples > MAX_SAMPLES) throw new Error('unsupported samples per pixel');
  const rowsPerStrip = Math.max(1, get(TAG.rowsPerStrip, height));
  return { width, height, compression, bits, samples, photometric: get(TAG.photometric, 1), rowsPerStrip, predictor: get(TAG.predictor, 1), tags };
}

function pixelsOf(bytes: Uint8Array, page: PageLayout): TiffPage {
  const { width, height, compression, bits, samples, photometric, rowsPerStrip, tags } = page;
  const strips = Math.ceil(height / rowsPerStrip);
  const offsets = valuesOf(bytes, tags.get(TAG.stripOffsets), strips);
  const counts = valuesOf(bytes, tags.get(TAG.stripByteCounts), strips);
  const colorMap = photometric === 3 && tags.has(TAG.colorMap) ? valuesOf(bytes, tags.get(TAG.colorMap), 3 << bits) : undefined;
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
  if (page.predictor === 2 && bits === 8) {
    for (let y = 0; y < height; y++) {
      for (let i = samples; i < stride; i++) raw[y * stride + i] = (raw[y * stride + i] + raw[y * stride + i - samples]) & 0xff;
    }
  }
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
