/**
 * The rest of a request body left unread when its answer is sent (a 413 past a body bound, the 503 `busy` of a full
 * analysis queue, a 415, a 405). It is read and dropped, so that a client that writes its whole body before reading
 * its answer still gets the answer and may reuse its connection; but only up to a bound: read to its end, a chunked
 * body that never ends was read until the request timeout (23.8 GB over loopback in 30 s, the event loop reading all
 * along, hred22). Past the bound, the connection is closed: no honest client sends more than the server accepts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The least of the bound: more than any body the routes accept by default (the 10 MB JSON bound, compare's two 1.5 MB
 * files); a server given a larger `bodyLimit` drains up to that.
 */
export const UNREAD_BODY_BYTES = 16 * 1024 * 1024;

/** Once `res` is sent, counts what still arrives of `req`'s body; past `limit` bytes, closes the connection. */
export function boundUnreadBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  res.once('finish', () => {
    if (req.complete) return;
    let left = limit;
    const count = (chunk: Buffer): void => {
      left -= chunk.length;
      if (left >= 0) return;
      req.off('data', count);
      req.socket?.destroy();
    };
    // node:http drops the rest itself (its own 'data'-less dump) or a reader left the stream flowing: either way this
    // listener sees each chunk that still comes, and keeps the stream flowing.
    req.on('data', count);
    req.resume();
  });
}
