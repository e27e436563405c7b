/** Reads a request body up to a limit; the caller turns the outcomes into 413 / 400. */
import type { IncomingMessage } from 'node:http';

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
      const text = Buffer.concat(chunks).toString('utf8');
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
