/**
 * Reads a multipart/form-data request with busboy, within limits checked before and while reading: a
 * declared Content-Length above the whole allowance is a 413 before a byte is read, a body (chunked) that
 * grows past it a 413 as soon as it does; a file part above its limit is a 413 as soon as it crosses it. Unknown parts, a part sent twice and missing parts are 400s
 * naming the part.
 */
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { ParleyError } from '../../common/errors.js';
import { inviteBody } from '../expect-continue.js';
import { lateReason } from '../body.js';

export interface FilePart {
  data: Buffer;
  /** The part's declared media type (undefined for the generic application/octet-stream). */
  contentType?: string;
}

export interface MultipartSpec {
  /** File part name ⇒ its size limit in bytes. */
  files: Record<string, number>;
  /** Text fields allowed. */
  fields?: readonly string[];
  /** Parts that must be present. */
  required: readonly string[];
}

export interface MultipartBody {
  files: Record<string, FilePart>;
  fields: Record<string, string>;
}

/** A multipart/form-data Content-Type without parameters: the parts cannot be told apart. */
const NO_BOUNDARY = 'Malformed multipart request: the Content-Type multipart/form-data needs its boundary (multipart/form-data; boundary=...)';

/** Room for part headers and boundaries on top of the files themselves. */
const OVERHEAD = 64 * 1024;
const FIELD_BYTES = 4096;

/**
 * `deadline`: aborted when the body is not received in time (upload-deadline.ts), the read then fails with its reason.
 * A client that waits for `100 Continue` is sent it once the headers passed the checks above (expect-continue.ts).
 */
export function readMultipart(req: IncomingMessage, spec: MultipartSpec, deadline?: AbortSignal): Promise<MultipartBody> {
  const type = req.headers['content-type'] ?? '';
  // The right media type without its boundary is a malformed request, not another media type: the 415 said "Expected a
  // multipart/form-data body, got \"multipart/form-data\"" (hred26), where `boundary=` empty is a 400 already.
  if (/^multipart\/form-data\s*$/i.test(type)) {
    req.resume();
    return Promise.reject(bad(NO_BOUNDARY, ''));
  }
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    req.resume();
    return Promise.reject(new ParleyError(415, `Expected a multipart/form-data body, got ${JSON.stringify(type || 'none')}`, [{ code: 'media_type', message: 'The request body must be multipart/form-data', path: '' }]));
  }
  const allowance = Object.values(spec.files).reduce((a, b) => a + b, 0) + OVERHEAD;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > allowance) {
    req.resume();
    return Promise.reject(tooLarge(`The request body is ${declared} bytes; at most ${allowance} are accepted`, ''));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: Math.max(...Object.values(spec.files), 0) + 1, files: Object.keys(spec.files).length + 1, fields: (spec.fields?.length ?? 0) + 1, fieldSize: FIELD_BYTES, parts: 16 },
      });
    } catch (e) {
      req.resume();
      reject(bad(`Malformed multipart request: ${(e as Error).message}`, ''));
      return;
    }
    const body: MultipartBody = { files: {}, fields: {} };
    const seen = new Set<string>();
    let failure: ParleyError | undefined;
    const fail = (e: ParleyError) => {
      if (failure) return;
      failure = e;
      deadline?.removeEventListener('abort', late);
      req.unpipe(parser);
      req.resume();
      reject(e);
    };
    const late = () => fail(lateReason(deadline));
    // busboy names a part without a name (or with an empty one) `undefined`: said so, not "part undefined" at `.undefined`.
    const nameless = (name: string | undefined) => name === undefined || name === '';
    const NAMELESS = 'A part has no name: its Content-Disposition needs name="..."';
    parser.on('file', (name, stream, info) => {
      if (nameless(name)) {
        stream.on('error', () => undefined);
        stream.resume();
        return fail(bad(NAMELESS, ''));
      }
      // Own keys only: a part named '__proto__' or 'toString' found Object.prototype's member, was read without a
      // size limit and (for '__proto__') replaced the prototype of body.files.
      const limit = Object.hasOwn(spec.files, name) ? spec.files[name] : undefined;
      if (limit === undefined) {
        stream.on('error', () => undefined);
        stream.resume();
        return fail(bad(`Unexpected file part ${JSON.stringify(name)}; expected ${Object.keys(spec.files).join(', ')}`, name));
      }
      // A cut-off body also fails the file stream in flight: the parser's error handler reports it.
      stream.on('error', () => undefined);
      if (seen.has(name)) {
        stream.resume();
        return fail(bad(`The part ${name} was sent more than once`, name));
      }
      seen.add(name);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) return fail(tooLarge(`${name} is larger than ${limit} bytes`, name));
        if (!failure) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (failure) return;
        const contentType = info.mimeType && info.mimeType !== 'application/octet-stream' ? info.mimeType : undefined;
        body.files[name] = { data: Buffer.concat(chunks, size), ...(contentType ? { contentType } : {}) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (nameless(name)) return fail(bad(NAMELESS, ''));
      // A part without a filename is a text field to busboy (`curl -F 'file=<x.pdf'`): its bytes would arrive
      // decoded as text, so it is refused, naming the part, rather than read as a corrupted document.
      if (Object.hasOwn(spec.files, name)) return fail(bad(`The part ${name} must be sent as a file (a part with a filename)`, name));
      if (!spec.fields?.includes(name)) {
        // The SDK sends empty optional fields as parts too: tolerate unknown empty ones only.
        if (value === '') return;
        return fail(bad(`Unexpected part ${JSON.stringify(name)}`, name));
      }
      if (info.valueTruncated) return fail(bad(`The part ${name} is longer than ${FIELD_BYTES} bytes`, name));
      if (Object.hasOwn(body.fields, name)) return fail(bad(`The part ${name} was sent more than once`, name));
      body.fields[name] = value;
    });
    parser.on('partsLimit', () => fail(bad('Too many parts', '')));
    parser.on('filesLimit', () => fail(bad('Too many files', '')));
    parser.on('fieldsLimit', () => fail(bad('Too many fields', '')));
    parser.on('error', (e: Error) => fail(bad(`Malformed multipart request: ${e.message}`, '')));
    parser.on('close', () => {
      if (failure) return;
      const missing = spec.required.filter((n) => !body.files[n] && !Object.hasOwn(body.fields, n));
      if (missing.length > 0) return fail(bad(`Missing required part${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, missing[0], 'required'));
      deadline?.removeEventListener('abort', late);
      resolve(body);
    });
    req.on('error', () => fail(bad('The request body could not be read', '')));
    // The whole body, not only its parts: a chunked body (no Content-Length to check above) could otherwise send
    // without end what busboy skips, before the first boundary and after the last (hred20: 200 MiB read, then a 200).
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > allowance) fail(tooLarge(`The request body is more than ${allowance} bytes`, ''));
    });
    if (deadline?.aborted) return late();
    deadline?.addEventListener('abort', late);
    inviteBody(req);
    req.pipe(parser);
  });
}

function bad(message: string, part: string, code = 'multipart'): ParleyError {
  return new ParleyError(400, message, [{ code, message, path: part === '' ? '' : `.${part}` }]);
}

function tooLarge(message: string, part: string): ParleyError {
  return new ParleyError(413, message, [{ code: 'too_large', message, path: part === '' ? '' : `.${part}` }]);
}
