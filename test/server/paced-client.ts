/** A raw-socket client that writes a request's body slice by slice at a chosen pace (the upload-pace tests). */
import net from 'node:net';
import type { ParleyError } from '../../src/common/errors.js';

export interface Paced {
  /** What the server sent, its Date header's value replaced by `*`. */
  got: string;
  /** Milliseconds from the first byte written to the first byte of the answer. */
  answeredMs: number;
  /** Bytes of the body written before the answer came. */
  sent: number;
  closedByServer: boolean;
}

/**
 * Writes `head`, then `body` `slice` bytes every `everyMs` until it is all written or the server answers; once the
 * answer is whole (its Content-Length read), gives the server `closeWindowMs` (a second) to close the connection, then
 * ends it. A case that asserts nothing of the close of a kept connection passes 0: the second was a wait for nothing.
 */
export function paced(port: number, head: string, body: string, slice: number, everyMs: number, closeWindowMs = 1_000): Promise<Paced> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let got = '';
    let answeredMs = -1;
    let sent = 0;
    let closedByServer = false;
    let ending: NodeJS.Timeout | undefined;
    const tick = setInterval(() => {
      if (answeredMs >= 0 || sent >= body.length || socket.destroyed) return;
      socket.write(body.slice(sent, sent + slice));
      sent = Math.min(sent + slice, body.length);
    }, everyMs);
    socket.setTimeout(40_000, () => {
      socket.destroy();
      reject(new Error(`no answer; got ${JSON.stringify(got)}`));
    });
    socket.on('data', (d: Buffer) => {
      if (answeredMs < 0) answeredMs = performance.now() - started;
      got += d.toString('latin1');
      const headEnd = got.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(got)?.[1] ?? -1);
      if (!ending && headEnd >= 0 && got.length >= headEnd + 4 + length) ending = setTimeout(() => socket.end(), closeWindowMs);
    });
    socket.on('end', () => {
      if (!socket.writableEnded) closedByServer = true;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(tick);
      clearTimeout(ending);
      resolve({ got: got.replace(/\r\nDate: [^\r]*/g, '\r\nDate: *'), answeredMs, sent, closedByServer });
    });
    socket.write(head);
  });
}

export const BOUNDARY = 'b0und';
/** A multipart body of text files (each part named as given), as the contract routes read it. */
export function multipartBody(files: Record<string, string>): string {
  const parts = Object.entries(files).map(([name, text]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.txt"\r\ncontent-type: text/plain\r\n\r\n${text}\r\n`);
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}
/** The 408's body, its message's figures (bytes, seconds) left out. */
export function lateAnswer(got: string): { status: string; headers: string; error: ParleyError['result'] } {
  const [head, body] = got.split('\r\n\r\n');
  const [status, ...headers] = head.split('\r\n');
  return { status, headers: headers.join('\n'), error: JSON.parse(body) as ParleyError['result'] };
}

