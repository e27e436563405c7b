/**
 * Decoding a non-interlaced PNG into grey levels and a dark/light bitmap: enough to look for the ruling
 * lines of tables in the binarised page tesseract returns.
 */
import { inflateSync } from 'node:zlib';

export interface Bitmap {
  width: number;
  height: number;
  /** 1 where the pixel is dark, row by row. */
  dark: Uint8Array;
  /** 8-bit luminance, row by row. */
  grey: Uint8Array;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Pages larger than this are not scanned for rulings (a bound on memory, not a limit on reading). */
const MAX_PIXELS = 40_000_000;

/** The bitmap, or undefined for a PNG this decoder does not handle (interlaced, 16-bit, broken). */
export function decodePng(bytes: Uint8Array): Bitmap | undefined {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 8;
    let width = 0;
    let height = 0;
    let depth = 0;
    let colorType = 0;
    let palette: Uint8Array | undefined;
    const data: Uint8Array[] = [];
    while (at + 8 <= bytes.length) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      const body = bytes.subarray(at + 8, at + 8 + length);
      if (type === 'IHDR') {
        width = view.getUint32(at + 8);
        height = view.getUint32(at + 12);
        depth = bytes[at + 16];
        colorType = bytes[at + 17];
        if (bytes[at + 20] !== 0) return undefined;
      } else if (type === 'PLTE') palette = body;
      else if (type === 'IDAT') data.push(body);
      else if (type === 'IEND') break;
      at += 12 + length;
    }
    const channels = CHANNELS[colorType];
    if (!channels || depth > 8 || width * height === 0 || width * height > MAX_PIXELS) return undefined;
    const raw = inflateSync(Buffer.concat(data));
    const bitsPerPixel = channels * depth;
    const stride = Math.ceil((width * bitsPerPixel) / 8);
    const bpp = Math.max(1, bitsPerPixel >> 3);
    if (raw.length < height * (stride + 1)) return undefined;
    const rows = unfilter(raw, height, stride, bpp);
    const dark = new Uint8Array(width * height);
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      const row = rows.subarray(y * stride, (y + 1) * stride);
      for (let x = 0; x < width; x++) {
        const value = luminance(row, x, depth, colorType, channels, palette);
        grey[y * width + x] = Math.round(value);
        dark[y * width + x] = value < 128 ? 1 : 0;
      }
    }
    return { width, height, dark, grey };
  } catch {
    return undefined;
  }
}

function unfilter(raw: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[at + i - bpp] : 0;
      const b = y > 0 ? out[at - stride + i] : 0;
      const c = i >= bpp && y > 0 ? out[at - stride + i - bpp] : 0;
      let value = line[i];
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

function luminance(row: Uint8Array, x: number, depth: number, colorType: number, channels: number, palette?: Uint8Array): number {
  if (depth < 8) {
    const bit = x * depth;
    const value = (row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
    if (colorType === 3 && palette) return (palette[value * 3] + palette[value * 3 + 1] + palette[value * 3 + 2]) / 3;
    return (value * 255) / ((1 << depth) - 1);
  }
  const at = x * channels;
  if (colorType === 3 && palette) return (palette[row[at] * 3] + palette[row[at] * 3 + 1] + palette[row[at] * 3 + 2]) / 3;
  if (channels >= 3) return (row[at] + row[at + 1] + row[at + 2]) / 3;
  return row[at];
}
