/**
 * Reading a document for `parley contracts`: an unreadable or empty file is one exit-2 line naming it, before the
 * service sees it. The service reads a document by its content, whatever its name (its auto-correction); a file
 * whose name promises another format (a text saved as .pdf) is read all the same, with a note naming both.
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { cannotRead, CliError, EXIT } from './load.js';
import { DOCX_MEDIA_TYPE, sniffMediaType } from '../contracts/index.js';

export function readDocumentFile(path: string): Buffer {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw cannotRead(path, e);
  }
  if (bytes.length === 0) throw new CliError(`cannot read ${path}: the file is empty`, EXIT.usage);
  return bytes;
}

/** What a file name's extension promises, in words; extensions the service reads by no fixed format are left out. */
const PROMISED: Readonly<Record<string, { type: string; name: string }>> = {
  '.pdf': { type: 'application/pdf', name: 'a PDF' },
  '.docx': { type: DOCX_MEDIA_TYPE, name: 'a Word (.docx) document' },
  '.doc': { type: 'application/msword', name: 'a Word (.doc) document' },
  '.png': { type: 'image/png', name: 'a PNG image' },
  '.jpg': { type: 'image/jpeg', name: 'a JPEG image' },
  '.jpeg': { type: 'image/jpeg', name: 'a JPEG image' },
  '.tif': { type: 'image/tiff', name: 'a TIFF image' },
  '.tiff': { type: 'image/tiff', name: 'a TIFF image' },
};

const READ_AS: Readonly<Record<string, string>> = {
  'application/pdf': 'a PDF',
  [DOCX_MEDIA_TYPE]: 'a Word (.docx) document',
  'application/msword': 'a Word (.doc) document',
  'image/png': 'an image',
  'image/jpeg': 'an image',
  'image/gif': 'an image',
  'image/bmp': 'an image',
  'image/tiff': 'an image',
  'text/plain': 'plain text',
};

/** `a.pdf is not a PDF: it is read as plain text`, or undefined when the content is what the name says (or is refused anyway). */
export function formatMismatch(path: string, bytes: Uint8Array): string | undefined {
  const promised = PROMISED[extname(path).toLowerCase()];
  if (promised === undefined) return undefined;
  const detected = sniffMediaType(bytes);
  if (detected === promised.type || !Object.hasOwn(READ_AS, detected)) return undefined;
  return `${path} is not ${promised.name}: it is read as ${READ_AS[detected]}`;
}
