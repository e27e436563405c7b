/** Reads a request body up to a limit; the caller turns the outcomes into 413 / 400 (and 408: `late`). */
import type { IncomingMessage } from 'node:http';
import { ParleyError } from '../common/errors.js';
import { inviteBody } from './expect-continue.js';

/** Strict: invalid UTF-8 is a 400, not silently replaced with U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The deepest nesting a request body may have. A workspace's values may nest 100 levels below their field (MAX_DEPTH),
 * a few levels down the workspace: no request needs 1,000. JSON.parse of a 10 MiB body of `[[[[…]]]]` cost about 7 s of
 * CPU on the event loop before the depth check refused it (a flat body of that size, 1.5 s), review hred14.
 */
export const MAX_BODY_DEPTH = 1000;
/** Bodies this small parse fast whatever their nesting: counted only above it. */
const COUNTED_FROM_BYTES = 64 * 1024;

const OPEN_BRACKET = 0x5b, OPEN_BRACE = 0x7b, CLOSE_BRACKET = 0x5d, CLOSE_BRACE = 0x7d, QUOTE = 0x22, BACKSLASH = 0x5c;

/** Whether `bytes` (JSON text) nests deeper than `max` levels, brackets inside strings not counted. One pass. */
export function nestingDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_BRACKET || b === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (b === CLOSE_BRACKET || b === CLOSE_BRACE) depth--;
  }
  return false;
}

export type BodyResult =
  | { kind: 'ok'; value: unknown }
  | { kind: 'too_large' }
  | { kind: 'malformed'; message: string }
  /** The body fell behind its pace (`deadline` aborted): `error` is the 408 to answer (upload-deadline.ts). */
  | { kind: 'late'; error: ParleyError };

/**
 * The 413 of a JSON body past `limit` bytes. Its detail names the part at fault, the body (path `''`, as the multipart
 * reader's 413 of a whole body and the other 4xx of a body do): before hred30 it named none.
 */
export function bodyTooLarge(limit: number): ParleyError {
  const message = `Request body larger than ${limit} bytes`;
  return new ParleyError(413, message, [{ code: 'too_large', message, path: '' }]);
}

/**
 * `deadline`: aborted when the body is not received in time (upload-deadline.ts), the read then ends `late` with its
 * reason; the rest of the body is left to the server's unread-body bound.
 */
export function readJsonBody(req: IncomingMessage, limit: number, deadline?: AbortSignal): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      resolve({ kind: 'too_large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult): void => {
      done = true;
      deadline?.removeEventListener('abort', late);
      resolve(result);
    };
    const late = (): void => {
      if (done) return;
      chunks.length = 0;
      finish({ kind: 'late', error: lateReason(deadline) });
      req.resume();
    };
    if (deadline?.aborted) return late();
    deadline?.addEventListener('abort', late);
    inviteBody(req);
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        finish({ kind: 'too_large' });
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      if (!done) finish({ kind: 'malformed', message: 'The request body could not be read' });
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      deadline?.removeEventListener('abort', late);
      let text: string;
      const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      if (bytes.length > COUNTED_FROM_BYTES && nestingDeeperThan(bytes, MAX_BODY_DEPTH)) {
        resolve({ kind: 'malformed', message: `The request body nests deeper than ${MAX_BODY_DEPTH} levels` });
        return;
      }
      try {
        text = UTF8.decode(bytes);
      } catch {
        resolve({ kind: 'malformed', message: 'The request body is not valid UTF-8' });
        return;
      }
      if (text.trim() === '') {
        resolve({ kind: 'ok', value: undefined });
        return;
      }
      try {
        resolve({ kind: 'ok', value: JSON.parse(text) });
      } catch (e) {
        resolve({ kind: 'malformed', message: `Malformed JSON body: ${(e as Error).message}` });
      }
    });
  });
}

/** The 408 a deadline aborted with (its reason, from upload-deadline.ts), or a plain one: what every body reader answers. */
export function lateReason(deadline: AbortSignal | undefined): ParleyError {
  return deadline?.reason instanceof ParleyError ? deadline.reason : new ParleyError(408, 'The request body was not received in time');
}
