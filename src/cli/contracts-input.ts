/**
 * Reading a document for `parley contracts`: an unreadable or empty file is one exit-2 line naming it, before the
 * service sees it. The service reads a document by its content, whatever its name (its auto-correction); a file
 * whose name promises another format (a text saved as .pdf) is read all the same, with a note naming both.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';
import { cannotRead } from './files.js';
import { CliError, EXIT } from './exit.js';
import { DOCX_MEDIA_TYPE, MAX_FILE_BYTES, sniffMediaType } from '../contracts/index.js';

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
    throw e instanceof CliError ? e : cannotRead(path, e);
  }
  if (bytes.length === 0) throw new CliError(`cannot read ${path}: the file is empty`, EXIT.usage);
  return bytes;
}

/**
 * How long a named pipe (FIFO) may stay without a writer before it is refused. Opened for reading the usual way, a FIFO
 * nobody writes to blocks `open` for ever (as `cat` would); the user most likely named the wrong file, or started the
 * writer in the wrong order. Opened non-blocking, a read without a writer returns nothing at once, so a writer that
 * opens within this time is still read (`mkfifo f; parley contracts classify f & cat doc.pdf > f`).
 */
export const FIFO_WRITER_WAIT_MS = 2_000;
/** A pipe with a writer but no data yet is polled this often (a synchronous read cannot wait on it otherwise). */
const PIPE_POLL_MS = 10;

/**
 * The first `limit` bytes of a file, a device or a pipe (whose size is not known before): read until the limit or the
 * end. Opened non-blocking (a no-op for files): a FIFO without a writer is refused after {@link FIFO_WRITER_WAIT_MS};
 * one with a writer (a shell's `<(…)`, a producer) is read as it writes, for as long as it keeps its end open.
 */
function readAtMost(path: string, limit: number, writerWaitMs = FIFO_WRITER_WAIT_MS): Buffer {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const fifo = fstatSync(fd).isFIFO();
    const out = Buffer.alloc(limit);
    let filled = 0;
    let waited = 0;
    while (filled < limit) {
      let n: number;
      try {
        n = readSync(fd, out, filled, limit - filled, null);
      } catch (e) {
        // A writer is there but has written nothing yet.
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
        sleep(PIPE_POLL_MS);
        continue;
      }
      if (n > 0) {
        filled += n;
        continue;
      }
      // Nothing read and no writer: the end of what was written, or, before any byte of a FIFO, no writer yet.
      if (!fifo || filled > 0) break;
      if (waited >= writerWaitMs) throw new CliError(`cannot read ${path}: it is a named pipe (FIFO) nothing wrote to within ${writerWaitMs / 1000} s`, EXIT.usage);
      sleep(PIPE_POLL_MS);
      waited += PIPE_POLL_MS;
    }
    return out.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
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
