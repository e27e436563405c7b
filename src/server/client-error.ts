/**
 * Requests node:http refuses before any route sees them (headers over its 16 KB limit, a malformed request
 * line, a request that took too long): node answers them with a bare status line and no body. parley answers
 * with the same statuses and the JSON error body every other refusal has, so a client reads one error shape.
 */
import type { Duplex } from 'node:stream';
import { ANSWER_HEADER_LINES } from './response-headers.js';

/** The status node:http gives each parser error (its own defaults), with the message of the JSON body. */
export function clientErrorReply(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', message: 'The request line and headers are larger than 16 KB (a query parameter too long?)' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Payload Too Large', message: 'The chunk extensions of the request body are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request was not received in time' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'Malformed HTTP request' };
  }
}

/**
 * node:http's view of a keep-alive socket: the response in flight (a pipelined request may fail to parse while the
 * answer to the one before is being written). Not in node's types; node's own default handler reads it too.
 */
interface HttpSocket extends Duplex {
  _httpMessage?: {
    headersSent?: boolean;
    /** The request it answers (`ServerResponse.req`): `complete` once its body was read to the end. */
    req?: { complete?: boolean };
    once(event: 'finish' | 'close', listener: () => void): unknown;
  } | null;
}

/**
 * The 'clientError' listener: the answer when the socket can still take one, else the socket is dropped. Like node's
 * default handler, no answer once a response's head is on the wire (an error in the middle of another response would
 * corrupt it). The socket is closed once the answer is flushed: the parser cannot read another request from it, and
 * node's server keeps a half-closed socket open for as long as the client does.
 */
export function answerClientError(err: Error & { code?: string }, socket: HttpSocket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const inFlight = socket._httpMessage;
  // A request whose own body broke the parser (a chunked body that is not chunked) never completes, so its route,
  // still reading that body, never answers: the refusal is the answer to it, now, as node's default handler gives.
  const brokenItself = inFlight?.req?.complete === false && !inFlight.headersSent;
  if (inFlight && !brokenItself) {
    // The answer to the request before (kept alive, pipelined) goes first; the refusal follows it.
    let once = false;
    const then = () => {
      if (once) return;
      once = true;
      answerClientError(err, socket);
    };
    inFlight.once('finish', then);
    inFlight.once('close', then);
    return;
  }
  const { status, reason, message } = clientErrorReply(err.code);
  const body = JSON.stringify({ error: message, code: status });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${ANSWER_HEADER_LINES}connection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
