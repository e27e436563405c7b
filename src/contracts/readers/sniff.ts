/**
 * The media type of a document from its first bytes, as the service's auto-correction did: the declared
 * type is only quoted back in errors; the content decides how the document is read.
 */

export type SupportedMediaType =
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/msword'
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/bmp'
  | 'image/tiff'
  | 'text/plain';

export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** How far into the file a PDF header may start (PDF readers tolerate leading junk up to 1 KB). */
const PDF_HEADER_WINDOW = 1024;
/** The sizes a BMP's DIB header can have: "BM" alone also starts ordinary text. */
const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

export function sniffMediaType(bytes: Uint8Array): SupportedMediaType | string {
  if (indexOf(bytes, ascii('%PDF-'), PDF_HEADER_WINDOW) >= 0) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return indexOf(bytes, ascii('word/document.xml')) >= 0 ? DOCX_MEDIA_TYPE : 'application/zip';
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // An OLE2 compound file is a Word document when it has a `WordDocument` stream (else Excel, PowerPoint...).
    return indexOf(bytes, utf16le('WordDocument')) >= 0 ? 'application/msword' : 'application/x-tika-msoffice';
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18 && BMP_HEADER_SIZES.has(uint32le(bytes, 14))) return 'image/bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'application/rtf';
  if (isText(bytes)) {
    const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
    if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'text/html';
    if (head.startsWith('<?xml')) return 'application/xml';
    return 'text/plain';
  }
  return 'application/octet-stream';
}

const SUPPORTED = new Set<string>([
  'application/pdf',
  DOCX_MEDIA_TYPE,
  'application/msword',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'text/plain',
]);

export function isSupported(mediaType: string): mediaType is SupportedMediaType {
  return SUPPORTED.has(mediaType);
}

/** Valid UTF-8 (a BOM allowed) without NUL bytes. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function utf16le(text: string): number[] {
  return [...text].flatMap((c) => [c.charCodeAt(0), 0]);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function indexOf(bytes: Uint8Array, needle: number[], within = bytes.length): number {
  const last = Math.min(bytes.length, within + needle.length) - needle.length;
  outer: for (let i = 0; i <= last; i++) {
    for (let k = 0; k < needle.length; k++) if (bytes[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

function uint32le(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)) + bytes[at + 3] * 0x1000000;
}
