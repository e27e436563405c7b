/** The readers' errors: one constructor per failure, so every message has one home. */
import { ParleyError } from '../../common/errors.js';
import { MAX_TEXT_CHARS } from './limits.js';

export const SUPPORTED_MEDIA_TYPES =
  'application/pdf, image/*, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/msword';

/** The service's 415 message, quoted from a live response (python-sdk issue #616). */
export function unsupportedMediaType(declared: string, detected: string): ParleyError {
  const message =
    `The Media Type [${declared}] of the input document is not supported. Auto-correction was attempted, ` +
    `but the auto detected media type [${detected}] is also not supported. Supported Media Types are: ${SUPPORTED_MEDIA_TYPES}.`;
  return new ParleyError(415, message, [{ code: 'unsupported_media_type', message, path: '.file' }]);
}

export function emptyDocument(): ParleyError {
  const message = 'The input document is empty.';
  return new ParleyError(400, message, [{ code: 'empty', message, path: '.file' }]);
}

export function documentTooLarge(size: number, maxBytes: number): ParleyError {
  const message = `The input document is ${size} bytes; the limit is ${maxBytes} bytes.`;
  return new ParleyError(413, message, [{ code: 'too_large', message, path: '.file' }]);
}

/** `counted`: how the pages were counted, where the document gives more than one count (a DOCX: its breaks, its properties). */
export function tooManyPages(pages: number, maxPages: number, counted?: string): ParleyError {
  const message = `The input document has ${pages} pages${counted === undefined ? '' : ` (${counted})`}; the limit is ${maxPages} pages.`;
  return new ParleyError(413, message, [{ code: 'too_many_pages', message, path: '.file' }]);
}

/** A document whose compressed parts decode to more than the readers accept: a compression bomb, or not a contract. */
export function decodedTooLarge(format: string, limit: number): ParleyError {
  const message = `The input document's compressed ${format} content decodes to more than ${limit} bytes; the limit is ${limit} bytes.`;
  return new ParleyError(413, message, [{ code: 'too_large', message, path: '.file' }]);
}

/** A document within the byte limit whose content is larger than a document's: `what` says what was over. */
export function documentTooComplex(format: string, what: string): ParleyError {
  const message = `The input ${format} document is too large to process: ${what}.`;
  return new ParleyError(413, message, [{ code: 'too_large', message, path: '.file' }]);
}

/** A document whose text is longer than the readers accept (MAX_TEXT_CHARS, limits.ts). */
export function textTooLong(format: string): ParleyError {
  return documentTooComplex(format, `more than ${MAX_TEXT_CHARS} characters of text`);
}

export function imageTooLarge(width: number, height: number, limit: number): ParleyError {
  const message = `The input image is ${width} × ${height} pixels; the limit is ${limit} pixels.`;
  return new ParleyError(413, message, [{ code: 'too_large', message, path: '.file' }]);
}

/**
 * A read that was still waiting for a PDF child or the OCR worker when the readers were shut down (`shutdownReaders`):
 * nothing read the document, so it is not called unreadable (it was, as "corrupt or truncated", before hred7).
 * `running`: an image whose recognition was under way, stopped with the OCR worker (h105ocr; it was the 400 of an
 * unreadable image before).
 */
export function readersShutDown(format: string, running = false): ParleyError {
  const when = running ? 'while its text was being recognised' : 'before its turn came';
  const message = `The ${format} document was not read: the document readers were shut down ${when}.`;
  return new ParleyError(503, message, [{ code: 'shut_down', message, path: '.file' }]);
}

/**
 * A read given up by its caller (its `signal` aborted) while it waited its turn (an image for the OCR worker, a PDF for
 * a child of the PDF pool; h105sig), or before it began: the signal's reason when that is a ParleyError (a server's,
 * naming why: its client closed the connection), else a 400 that says so; nothing read the document. `running`: a read
 * stopped under way (h106sig: the recognition's worker or the PDF's child ended, an in-process PDF read between its
 * pages, a contract thread's job past its grace), whose message says so (review h106rev 1: it said "before its turn
 * came" for these too): what it had read is dropped. The same code, status and path either way: one error for a read
 * given up, whenever, is what a caller can test. `format` is unknown to a caller that never looked at the bytes (a
 * contract thread's job dropped or stopped, threaded-twin.ts).
 */
export function readAbandoned(format: string | undefined, signal: AbortSignal, running = false): ParleyError {
  if (signal.reason instanceof ParleyError) return signal.reason;
  const when = !running ? 'before its turn came' : format === 'image' ? 'while its text was being recognised' : 'while it was being read';
  const message = `The ${format === undefined ? '' : `${format} `}document was not read: its caller gave the read up ${when}.`;
  return new ParleyError(400, message, [{ code: 'abandoned', message, path: '.file' }]);
}

/** A document of a supported type that cannot be read: corrupt, truncated, encrypted. */
export function unreadableDocument(format: string, reason: string): ParleyError {
  const message = `The document could not be processed because the ${format} file is ${reason}.`;
  return new ParleyError(400, message, [{ code: 'unreadable', message, path: '.file' }]);
}

export function ocrTimeout(ms: number): ParleyError {
  const message = `The text recognition of the image did not finish within ${ms} ms.`;
  return new ParleyError(400, message, [{ code: 'timeout', message, path: '.file' }]);
}
