/**
 * Requests node:http refuses before any route sees them (headers over its 16 KB limit, a malformed request
 * line, a request that took too long): node answers them with a bare status line and no body. parley answers
 * with the same statuses and the JSON error body every other refusal has, so a client reads one error shape.
 */
import type { Duplex } from 'node:stream';

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

/** The 'clientError' listener: the answer when the socket can still take one, else the socket is dropped. */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = clientErrorReply(err.code);
  const body = JSON.stringify({ error: message, code: status });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}
