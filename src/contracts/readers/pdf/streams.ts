/**
 * A PDF's deflated streams, decoded before pdfjs reads the file, to refuse a deflate bomb: 1 MB of deflate decodes to
 * 1 GB, which pdfjs inflated in full (1.2 GB of memory and 57 s for one page). Image streams are skipped: pdfjs does
 * not decode them to read text, and a scanned page's image legitimately deflates far better than text does.
 */
import { constants, inflateSync } from 'node:zlib';
import { decodedTooLarge } from '../errors.js';

/**
 * Most bytes the deflated streams other than images of one PDF may decode to, all streams together: 43 times the
 * largest file accepted (1.5 MiB); text content, fonts and object streams deflate 3 to 10 times.
 */
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;

const latin1 = new TextDecoder('latin1');

/** Throws a 413 when the file's deflated streams decode to more than `limit` bytes. */
export function checkDecodedSize(bytes: Uint8Array, limit = MAX_DECODED_STREAM_BYTES): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let left = limit;
  // Every stream, whatever its filter, is passed over to its "endstream", and its dictionary is read back no further
  // than the previous stream's end: so each byte is searched once (a file of 74,000 "stream" keywords and one
  // "endstream" at the end searched to the end from each: 24 s of CPU before pdfjs started).
  let previousEnd = 0;
  for (let at = buffer.indexOf('stream'); at >= 0; at = buffer.indexOf('stream', at + 6)) {
    if (at >= 3 && buffer.toString('latin1', at - 3, at) === 'end') continue;
    const dataStart = startOfData(buffer, at + 6);
    if (dataStart < 0) continue;
    const end = buffer.indexOf('endstream', dataStart);
    if (end < 0) break;
    // The stream's own dictionary: from its object's "obj" keyword, however long (a scanned page's palette written in
    // hex can take 2 KB between "/Subtype /Image" and "stream"; a 2 KB window missed it and read a white page as a bomb).
    const since = buffer.subarray(previousEnd, at);
    const own = latin1.decode(since.subarray(since.lastIndexOf('obj') + 1));
    if (/\/Fl(?:ateDecode)?\b/.test(own) && !/\/Subtype\s*\/Image\b/.test(own)) left -= inflatedSize(buffer.subarray(dataStart, end), left);
    at = end;
    previousEnd = end;
  }
}

/** Where a stream's data starts: after the end of line that follows the keyword (-1: not a stream keyword). */
function startOfData(buffer: Buffer, after: number): number {
  if (buffer[after] === 0x0d) return buffer[after + 1] === 0x0a ? after + 2 : after + 1;
  return buffer[after] === 0x0a ? after + 1 : -1;
}

/** Bytes `data` inflates to, layers of deflate within deflate included (a filter chain); throws past `left`. */
function inflatedSize(data: Uint8Array, left: number): number {
  let size = 0;
  for (let layer = data; isZlib(layer); ) {
    try {
      // A truncated stream is read as far as it goes, as pdfjs does.
      layer = inflateSync(layer, { maxOutputLength: Math.max(1, left - size), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw decodedTooLarge('PDF', MAX_DECODED_STREAM_BYTES);
      return size; // corrupt: pdfjs decides what to make of it
    }
    size += layer.length;
  }
  return size;
}

/** A zlib header: deflate method and a check that makes the first two bytes a multiple of 31. */
const isZlib = (data: Uint8Array): boolean => data.length >= 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;
