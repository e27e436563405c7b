/**
 * An image's declared size, read from its header before anything decodes it. OCR decoded whatever it was given: a
 * 440 KB PNG declaring 20,000 × 20,000 pixels held 1.3 GB until the 30 s OCR deadline ended it, and 100,000 × 100,000
 * ran libpng out of memory. A page over MAX_PAGE_PIXELS is refused before it reaches OCR.
 */
import { isOs2Bmp } from './os2-bmp.js';

/** Most pixels of one image page: an A4 page scanned at 600 dpi is 35 million (TIFF pages are bound by it too). */
export const MAX_PAGE_PIXELS = 60_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** The declared width and height of a PNG, JPEG, GIF or BMP; undefined when the header does not say (left to OCR). */
export function declaredSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(1, 'PNG') && ascii(12, 'IHDR')) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 10 && (ascii(0, 'GIF87a') || ascii(0, 'GIF89a'))) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  // The OS/2 core header's width and height are 16-bit, at 18 and 20; every later header's are 32-bit, at 18 and 22.
  // Read as the latter, a core header's height took in its planes and bit count: a 400 × 300 image was 26 million ×
  // 1.5 million pixels, refused 413 (hred21).
  if (isOs2Bmp(bytes)) {
    return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  }
  if (bytes.length >= 26 && ascii(0, 'BM')) return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return undefined;
}

/**
 * The size in the first start-of-frame segment (SOF0-SOF15 but DHT, JPG and DAC, which share the marker range), the
 * markers found as the decoder finds them: bytes before a marker's 0xFF, 0xFF fill and a stuffed 0xFF 0x00 skipped, TEM
 * and RSTn without a length. Giving up at the first byte that was no marker let two stray bytes hide a 20,000 × 20,000
 * frame from this check while the decoder read it (1.46 GB of OCR, hred21).
 */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at++;
      continue;
    }
    const marker = bytes[at + 1];
    if (marker === 0xff || marker === 0x00) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return at + 9 <= bytes.length ? { width: view.getUint16(at + 7), height: view.getUint16(at + 5) } : undefined;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}
