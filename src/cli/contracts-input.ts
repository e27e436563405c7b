/**
 * Reading a document for `parley contracts`: an unreadable or empty file is one exit-2 line naming it, before the
 * service sees it. The service reads a document by its content, whatever its name (its auto-correction); a file
 * whose name promises another format (a text saved as .pdf) is read all the same, with a note naming both.
 */
import { extname } from 'node:path';
import { cannotRead } from './files.js';
import { CliError, EXIT } from './exit.js';
import { DOCX_MEDIA_TYPE, MAX_FILE_BYTES, sniffMediaType } from '../contracts/index.js';
import { FIFO_WRITER_WAIT_MS, readAtMost } from '../common/read-at-most.js';

export { FIFO_WRITER_WAIT_MS } from '../common/read-at-most.js';

/**
 * A document's bytes, at most `maxBytes` + 1 of them: the service refuses anything longer than its `MAX_FILE_BYTES`
 * with its own 413 whatever the rest holds, so reading the rest only spent memory (review hred6: a 1.5 GB file was read
 * whole, 1.6 GB of RSS and 37 s before the refusal; `/dev/zero` grew until the 2 GB read limit).
 */
export function readDocumentFile(path: string, maxBytes = MAX_FILE_BYTES, writerWaitMs = FIFO_WRITER_WAIT_MS): Buffer {
  let bytes: Buffer;
  try {
    bytes = readAtMost(path, maxBytes + 1, writerWaitMs);
  } catch (e) {
    throw cannotRead(path, e);
  }
  if (bytes.length === 0) throw new CliError(`cannot read ${path}: the file is empty`, EXIT.usage);
  return bytes;
}

/**
 * A document over the service's bound, refused in a user's words: the service's own 413 says "file is larger than
 * 1572864 bytes", neither the unit a user thinks in nor what to do (batches take larger documents).
 */
export function refuseOversized(path: string, bytes: Uint8Array, maxBytes = MAX_FILE_BYTES): void {
  if (bytes.length <= maxBytes) return;
  const mib = Number((maxBytes / 1024 / 1024).toFixed(1));
  throw new CliError(
    `cannot read ${path}: it is larger than ${mib} MiB (${maxBytes.toLocaleString('en-US')} bytes), the service's limit for one document (parley contracts batch takes larger ones)`,
    EXIT.usage,
  );
}

/** Each format the service reads, in words: what a name promised and what the content is read as say the same. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'a PDF',
  [DOCX_MEDIA_TYPE]: 'a Word (.docx) document',
  'application/msword': 'a Word (.doc) document',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/gif': 'a GIF image',
  'image/bmp': 'a BMP image',
  'image/tiff': 'a TIFF image',
  'text/plain': 'plain text',
};

/** The format a file name's extension promises; extensions the service reads by no fixed format are left out. */
const PROMISED: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.docx': DOCX_MEDIA_TYPE,
  '.doc': 'application/msword',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

/** `a.pdf is not a PDF: it is read as plain text`, or undefined when the content is what the name says (or is refused anyway). */
export function formatMismatch(path: string, bytes: Uint8Array): string | undefined {
  const extension = extname(path).toLowerCase();
  if (!Object.hasOwn(PROMISED, extension)) return undefined;
  const promised = PROMISED[extension];
  const detected = sniffMediaType(bytes);
  if (detected === promised || !Object.hasOwn(FORMAT_NAMES, detected)) return undefined;
  return `${path} is not ${FORMAT_NAMES[promised]}: it is read as ${FORMAT_NAMES[detected]}`;
}
