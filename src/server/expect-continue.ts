/**
 * `Expect: 100-continue`: a client that sends it waits for `100 Continue` before it sends its body. node:http, with no
 * 'checkContinue' listener, answers `100 Continue` as soon as the headers arrive, before any route has looked at them:
 * a request the server then refused (503 `busy` of a full analysis queue, a 413 by its Content-Length, a 401, a 404)
 * had its body sent all the same, for nothing (hred22's Left). The server now listens for 'checkContinue' and holds
 * the 100 back (`holdContinue`); each body reader calls `inviteBody` as it starts reading, which sends it. A request
 * answered before its body is asked for gets its final status alone, and node:http closes its connection (a client
 * that was not invited may or may not send its body: the connection cannot be read in step any more).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The answer to any other expectation (`Expect: foo`, an empty one): RFC 9110 §10.1.1 lets a server refuse it 417.
 * node:http's own 417, sent when no 'checkExpectation' listener is set, had no body and kept its connection open, and
 * the request's body was then read to its end, never bounded (a chunked body without end: 1.49 GB over loopback in
 * 5 s, hred23): the server's listener gives this message as its JSON error, closes the connection and bounds what it
 * still reads, as for every request answered before its body (index.ts).
 */
export const EXPECTATION_FAILED = 'Expectation Failed: the Expect header may only ask for 100-continue';

/** The answers of the requests whose client waits for `100 Continue` and has not been sent it yet. */
const waiting = new WeakMap<IncomingMessage, ServerResponse>();

/**
 * The 'checkContinue' listener's part, before the request is handled as any other: the 100 is held back until a body
 * reader asks for the body. A request whose framing says it has no body gets it at once, as node:http sent it (there
 * is nothing to send for nothing, and its connection stays open for the next request).
 */
export function holdContinue(req: IncomingMessage, res: ServerResponse): void {
  if (!declaresBody(req)) {
    res.writeContinue();
    return;
  }
  waiting.set(req, res);
}

/** Called by each reader of a request body before it reads: a client waiting for `100 Continue` is sent it (once). */
export function inviteBody(req: IncomingMessage): void {
  const res = waiting.get(req);
  if (!res) return;
  waiting.delete(req);
  // A final answer already on its way: a 100 after it would be read as the answer to the connection's next request.
  if (!res.headersSent && !res.writableEnded) res.writeContinue();
}

/** Whether a body follows the headers: chunked, or a Content-Length above 0 (node:http has checked their syntax). */
function declaresBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && Number(length) > 0;
}
