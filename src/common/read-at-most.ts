/**
 * Reading a file the user named, at most a bound of it: a file, a device or a pipe, whose size is not known before.
 * `readFileSync` read `/dev/zero` until the process held gigabytes, and a FIFO nobody writes to blocked its `open` for
 * ever (review hred6 for `parley contracts`, hred11 for the workspace, transcript and CSV files of the other commands).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * How long a named pipe (FIFO) may stay without a writer before it is refused. Opened non-blocking, a read without a
 * writer returns nothing at once, so a writer that opens within this time is still read
 * (`mkfifo f; parley contracts classify f & cat doc.pdf > f`).
 */
export const FIFO_WRITER_WAIT_MS = 2_000;
/** A pipe with a writer but no data yet is polled this often (a synchronous read cannot wait on it otherwise). */
const PIPE_POLL_MS = 10;
/**
 * The most of a workspace, transcript or CSV file read: V8 holds no string longer than 512 MiB, so a file past this
 * never parsed; reading on only filled memory (`parley lint /dev/zero` held 1.1 GB after 30 s and grew, review hred11).
 */
export const MAX_TEXT_FILE_BYTES = 256 * 1024 * 1024;

/** What a device or pipe is read by, and a regular file's buffer grows by when it grows while read. */
const CHUNK_BYTES = 1 << 20;

/** A FIFO nothing wrote to within the wait: its message says so in words (for `cannot read F: …`). */
export class NoWriterError extends Error {
  constructor(readonly waitedMs: number) {
    super(`it is a named pipe (FIFO) nothing wrote to within ${waitedMs / 1000} s`);
  }
}

/**
 * The first `limit` bytes of `path` (fewer at its end). Opened non-blocking (a no-op for files): a FIFO without a writer
 * is a `NoWriterError` after `writerWaitMs`; one with a writer (a shell's `<(…)`, a producer) is read as it writes. A
 * regular file's buffer is sized by its length, anything else's grows by chunks: no `limit`-sized buffer up front.
 */
export function readAtMost(path: string, limit: number, writerWaitMs = FIFO_WRITER_WAIT_MS): Buffer {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stat = fstatSync(fd);
    const fifo = stat.isFIFO();
    const chunks: Buffer[] = [];
    let filled = 0;
    let waited = 0;
    let chunk = Buffer.allocUnsafe(Math.min(limit, stat.isFile() ? stat.size + 1 : CHUNK_BYTES));
    let used = 0;
    while (filled < limit) {
      if (used === chunk.length) {
        chunks.push(chunk);
        chunk = Buffer.allocUnsafe(Math.min(limit - filled, CHUNK_BYTES));
        used = 0;
      }
      let n: number;
      try {
        n = readSync(fd, chunk, used, chunk.length - used, null);
      } catch (e) {
        // A writer is there but has written nothing yet.
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
        sleep(PIPE_POLL_MS);
        continue;
      }
      if (n > 0) {
        filled += n;
        used += n;
        continue;
      }
      // Nothing read and no writer: the end of what was written, or, before any byte of a FIFO, no writer yet.
      if (!fifo || filled > 0) break;
      if (waited >= writerWaitMs) throw new NoWriterError(writerWaitMs);
      sleep(PIPE_POLL_MS);
      waited += PIPE_POLL_MS;
    }
    chunks.push(chunk.subarray(0, used));
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, filled);
  } finally {
    closeSync(fd);
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A UTF-8 text file, at most `maxBytes`: a file past it is an error whose message says so in words. */
export function readTextAtMost(path: string, maxBytes = MAX_TEXT_FILE_BYTES): string {
  const bytes = readAtMost(path, maxBytes + 1);
  if (bytes.length > maxBytes) throw new Error(`it is larger than ${maxBytes} bytes`);
  return bytes.toString('utf8');
}
