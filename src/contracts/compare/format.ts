/**
 * The format of an input as its bytes show it, for the comparison's "same format" rule. The declared
 * media type is not trusted: the service sniffed content and auto-corrected a wrong declaration.
 */
export type InputFormat = 'pdf' | 'docx' | 'doc' | 'image' | 'json' | 'text';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

export function sniffFormat(bytes: Uint8Array): InputFormat {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf'; // %PDF
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx'; // a zip: OOXML
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return 'doc'; // OLE compound file
  const images = [
    [0x89, 0x50, 0x4e, 0x47], // PNG
    [0xff, 0xd8, 0xff], // JPEG
    [0x47, 0x49, 0x46, 0x38], // GIF8
    [0x42, 0x4d], // BM
    [0x49, 0x49, 0x2a, 0x00], // TIFF little-endian
    [0x4d, 0x4d, 0x00, 0x2a], // TIFF big-endian
  ];
  if (images.some((s) => startsWith(bytes, s))) return 'image';
  let k = 0;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) k = 3;
  while (k < bytes.length && (bytes[k] === 0x20 || bytes[k] === 0x09 || bytes[k] === 0x0a || bytes[k] === 0x0d)) k++;
  return bytes[k] === 0x7b ? 'json' : 'text';
}
