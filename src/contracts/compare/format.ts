/**
 * The format of a comparison input as its bytes show it, for the "same format" rule: the readers' sniffing
 * (the one home of media-type detection) plus the comparison's own extra input, a JSON classification
 * result. The declared media type is not trusted: the service auto-corrected a wrong declaration.
 */
import { DOCX_MEDIA_TYPE, sniffMediaType } from '../readers/sniff.js';

export type InputFormat = 'pdf' | 'docx' | 'doc' | 'image' | 'json' | 'other';

export function sniffFormat(bytes: Uint8Array): InputFormat {
  const type = sniffMediaType(bytes);
  if (type === 'application/pdf') return 'pdf';
  if (type === DOCX_MEDIA_TYPE) return 'docx';
  if (type === 'application/msword') return 'doc';
  if (type.startsWith('image/')) return 'image';
  if (type === 'text/plain' && firstNonSpace(bytes) === 0x7b) return 'json';
  return 'other';
}

function firstNonSpace(bytes: Uint8Array): number | undefined {
  let k = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (k < bytes.length && (bytes[k] === 0x20 || bytes[k] === 0x09 || bytes[k] === 0x0a || bytes[k] === 0x0d)) k++;
  return bytes[k];
}
