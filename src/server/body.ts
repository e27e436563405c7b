/** Reads a request body up to a limit; the caller turns the outcomes into 413 / 400. */
import type { IncomingMessage } from 'node:http';

/** Strict: invalid UTF-8 is a 400, not silently replaced with U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export type BodyResult = { kind: 'ok'; value: unknown } | { kind: 'too_large' } | { kind: 'malformed'; message: string };

export function readJsonBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
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
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve({ kind: 'too_large' });
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      if (!done) {
        done = true;
        resolve({ kind: 'malformed', message: 'The request body could not be read' });
      }
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      let text: string;
      try {
        text = UTF8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
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
