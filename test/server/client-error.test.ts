/**
 * Requests node:http refuses before any route: a JSON answer when the socket can take one, never a second answer
 * in the middle of another response, and the socket closed once the answer is flushed.
 */
import net from 'node:net';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { answerClientError } from '../../src/server/client-error.js';

function fakeSocket(inFlight?: EventEmitter & { headersSent?: boolean }) {
  const socket = Object.assign(new PassThrough(), inFlight ? { _httpMessage: inFlight } : {});
  let written = '';
  socket.on('data', (d: Buffer) => (written += d.toString('utf8')));
  return { socket, written: () => written };
}

const parseError = Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' });

describe('answerClientError', () => {
  it('waits for the response in flight (its head already on the wire) and answers after it, then closes', async () => {
    const response = Object.assign(new EventEmitter(), { headersSent: true });
    const { socket, written } = fakeSocket(response);
    answerClientError(parseError, socket);
    await new Promise((r) => setImmediate(r));
    expect([socket.destroyed, written()]).toEqual([false, '']);
    Object.assign(socket, { _httpMessage: null });
    response.emit('finish');
    response.emit('close');
    await new Promise((r) => socket.on('close', r));
    expect(written()).toBe(
      'HTTP/1.1 400 Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 45\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n{"error":"Malformed HTTP request","code":400}',
    );
  });

  it('answers an idle socket at once, then closes it', async () => {
    const { socket, written } = fakeSocket();
    answerClientError(parseError, socket);
    await new Promise((r) => socket.on('close', r));
    expect(written()).toBe(
      'HTTP/1.1 400 Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 45\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n{"error":"Malformed HTTP request","code":400}',
    );
  });

  it('drops the socket when the response in flight ends with the socket gone', async () => {
    const response = new EventEmitter();
    const { socket, written } = fakeSocket(response);
    answerClientError(parseError, socket);
    socket.destroy();
    response.emit('close');
    expect([socket.destroyed, written()]).toEqual([true, '']);
  });

  it('drops a socket that can no longer be written', () => {
    const { socket, written } = fakeSocket();
    socket.destroy();
    answerClientError(parseError, socket);
    expect(written()).toBe('');
  });
});

describe('a malformed request over a live server', () => {
  let server: ParleyServer;
  let port: number;
  beforeAll(async () => {
    server = createServer({ log: false });
    ({ port } = await server.listen(0));
  });
  afterAll(() => server.close());

  /** `send: 'then end'`: the client ends its side after the payload (a body that ends before its framing does). */
  function exchange(payload: string, { halfOpen = false, send = 'only' }: { halfOpen?: boolean; send?: 'only' | 'then end' } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: halfOpen });
      let text = '';
      socket.on('data', (d) => (text += d.toString('utf8')));
      socket.on('error', reject);
      // A client keeping its end open sees the server's end only.
      socket.on(halfOpen ? 'end' : 'close', () => {
        socket.destroy();
        resolve(text);
      });
      if (send === 'then end') socket.end(payload);
      else socket.write(payload);
    });
  }

  it('after a kept-alive answer, a garbage request is answered 400 and the socket closed', async () => {
    const out = await exchange('GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\nNOT A REQUEST\r\n\r\n');
    // The refusal waits for the answer before it: the 404 comes first, whole, then the 400.
    expect(out.match(/HTTP\/1\.1 \d{3} [A-Za-z ]+/g)).toEqual(['HTTP/1.1 404 Not Found', 'HTTP/1.1 400 Bad Request']);
    expect(out.endsWith('{"error":"Malformed HTTP request","code":400}')).toBe(true);
  });

  it('a request whose chunked body is not chunked is answered 400 at once (its route would wait for the body for ever)', async () => {
    const body = '{"input":{"text":"hi"}}';
    for (const request of [
      `GET /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
      'GET http://h/v1/workspaces?version=2021-06-14 HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n',
    ]) {
      const out = await exchange(request, { halfOpen: true, send: 'then end' });
      expect(out.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    }
  });

  it('an HTTP/1.0 client that keeps its end open gets the answer and the end of the stream', async () => {
    const out = await exchange('GET / HTTP/1.0 extra\r\n\r\n', { halfOpen: true });
    expect(out.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });
});
