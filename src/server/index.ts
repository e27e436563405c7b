/**
 * `parley/server`: the v1 REST API over `node:http`, as the official SDK calls it, backed by the in-process
 * AssistantV1 twin. Statuses and error bodies follow the service; nothing internal leaks into a response.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { MemoryStore, type Store, type WebhookFetch } from '../service/index.js';
import { checkAuthConfig, isAuthorized, type AuthConfig } from './auth.js';
import { bodyTooLarge, readJsonBody } from './body.js';
import { bodyLimitOf } from './body-limits.js';
import { buildParams } from './params.js';
import { matchRoute, splitTarget } from './router.js';
import { DEFAULT_MAX_LOGS, errorResult, twinDispatch, type AssistantLike, type Dispatch } from './twins.js';
import { contractRoutes, type ContractRoutesOptions } from './contracts/index.js';
import { startUploadDeadline, uploadPaceOf } from './contracts/upload-deadline.js';
import { dropAnswerNotTaken } from './answer-pace.js';
import { answerClientError } from './client-error.js';
import { SHUTTING_DOWN } from './shutting-down.js';
import { boundUnreadBody, UNREAD_BODY_BYTES } from './unread-body.js';
import { EXPECTATION_FAILED, holdContinue } from './expect-continue.js';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './timeouts.js';
import { ANSWER_HEADERS, ANSWER_HEADER_LINES } from './response-headers.js';

export type { AuthConfig } from './auth.js';
export { DEFAULT_MAX_LOGS } from './twins.js';
export type { AssistantLike, Dispatch, OperationCall, OperationResult } from './twins.js';
export { startCluster, type ClusterOptions, type ClusterServer } from './cluster/primary.js';
export type { ContractRoutesOptions, UploadPace } from './contracts/index.js';

export interface ServerOptions {
  /** Serve this assistant for every request (its own version applies). Default: one twin per `version`, sharing `store`. */
  assistant?: AssistantLike;
  /** Storage shared by the per-version twins. Default: in memory, keeping the newest `DEFAULT_MAX_LOGS` logs. */
  store?: Store;
  /** Largest accepted request body in bytes (413 above). Default 10 MiB. */
  bodyLimit?: number;
  /** Require these credentials (401 otherwise). */
  auth?: AuthConfig;
  /** One structured line per request. Default: JSON on stderr; `false` to disable. */
  log?: ((line: RequestLogLine) => void) | false;
  /** The service clock (passed to the twins). */
  clock?: () => Date;
  /** How the twins call webhooks (default: global fetch); `refuseWebhooks` for a server that must not call out. */
  webhook?: WebhookFetch;
  /** How operations run; default: the per-version twins of this process (a cluster worker passes its own). */
  dispatch?: Dispatch;
  /**
   * The contract-analysis routes (feedback and batch storage, batch buckets); `false` serves none. Its `upload` pace
   * also bounds the conversation routes' bodies and every answer's reading (answer-pace.ts); with `false`, the defaults.
   */
  contracts?: ContractRoutesOptions | false;
}

export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  operation?: string;
  status: number;
  ms: number;
}

export interface ParleyServer {
  /** The underlying node:http server. */
  readonly server: Server;
  /** Starts listening; resolves with the bound address (port 0 picks a free port). */
  listen(port?: number, host?: string): Promise<{ port: number; host: string; url: string }>;
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
}

const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;
const MAX_CONNECTIONS = 1024;
/** How often the header and request timeouts are checked (a walk over the open connections, at most 1,024). */
const TIMEOUT_CHECK_MS = 1_000;

export function createServer(given: ServerOptions = {}): ParleyServer {
  const options = given ?? {};
  checkAuthConfig(options.auth);
  const dispatch =
    options.dispatch ??
    twinDispatch({
      store: options.store ?? new MemoryStore({ maxLogs: DEFAULT_MAX_LOGS }),
      ...(options.assistant ? { assistant: options.assistant } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.webhook ? { webhook: options.webhook } : {}),
    });
  const log =
    options.log === false
      ? undefined
      : (options.log ?? ((line: RequestLogLine) => process.stderr.write(`${JSON.stringify(line)}\n`)));
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const contracts = options.contracts === false ? undefined : contractRoutes({ ...(options.clock ? { clock: options.clock } : {}), ...options.contracts });
  // The conversation routes' bodies keep the contract routes' pace (checked by contractRoutes; with `contracts: false`, the
  // defaults): a workspace or message body that trickles holds its connection and buffers no longer than an upload.
  const pace = uploadPaceOf(options.contracts ? options.contracts.upload : undefined);

  // Once close() began: a request that still arrives on an open keep-alive connection is refused with the
  // service's 503 (a server going away), and every answer, in flight or not, closes its connection, so that no
  // client reuses one the server is about to drop and close() is not held open by a client that keeps sending.
  let closing = false;
  /** The end of the one close() under way or done since the last listen(). */
  let closed: Promise<void> | undefined;
  const inFlight = new Set<ServerResponse>();
  // node:http checks the two timeouts only this often (30 s by default: a body that ended early got its 408 after 60 s).
  // What an answered request may still send of its body before its connection is closed (unread-body.ts).
  const unreadLimit = Math.max(bodyLimit, UNREAD_BODY_BYTES);
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    boundUnreadBody(req, res, unreadLimit);
    if (closing) {
      res.shouldKeepAlive = false;
      send(res, 503, { error: SHUTTING_DOWN, code: 503 });
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    // Answered: the client must take the answer at the upload pace, or lose its connection (answer-pace.ts).
    const answered = () => dropAnswerNotTaken(res, pace);
    if (!log) {
      // No log line to fill: no clock reads, no timing (this is the hot path of a loaded server).
      handle(req, res, { time: '', method: '', path: '', status: 0, ms: 0 })
        .catch(() => send(res, 500, { error: 'Internal Server Error', code: 500 }))
        .then(answered);
      return;
    }
    const started = process.hrtime.bigint();
    const line: RequestLogLine = { time: new Date().toISOString(), method: req.method ?? '', path: '', status: 0, ms: 0 };
    handle(req, res, line)
      .catch(() => send(res, 500, { error: 'Internal Server Error', code: 500 }))
      .finally(() => {
        answered();
        line.status = res.statusCode;
        line.ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(line);
      });
  };
  const server = createHttpServer({ connectionsCheckingInterval: TIMEOUT_CHECK_MS }, onRequest);
  // A client that waits for `100 Continue` is sent it when its body is first read, not before the routes have looked
  // at its headers: a request refused from them (busy, too large, unauthorized, no such route) gets its final status
  // without the 100 and its body is never sent (expect-continue.ts).
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    holdContinue(req, res);
    onRequest(req, res);
  });
  // Any other expectation: 417 in the JSON error shape, the connection closed, the body still sent read only up to the
  // bound (expect-continue.ts: node:http's own 417 read it to its end and kept the connection).
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    boundUnreadBody(req, res, unreadLimit);
    res.shouldKeepAlive = false;
    send(res, 417, { error: EXPECTATION_FAILED, code: 417 });
  });

  // node:http hands CONNECT to 'connect' listeners and, with none, drops the socket without an answer.
  server.on('connect', (_req: IncomingMessage, socket: Duplex, head: Buffer) => refuseConnect(socket, unreadLimit - head.length));
  // Requests refused by node:http itself (headers over 16 KB, a malformed request line) get a JSON body too.
  server.on('clientError', answerClientError);

  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.maxConnections = MAX_CONNECTIONS;

  async function handle(req: IncomingMessage, res: ServerResponse, line: RequestLogLine): Promise<void> {
    const url = splitTarget(req.url ?? '/');
    if (!url) {
      send(res, 400, { error: 'Malformed request URL', code: 400 });
      return;
    }
    line.path = url.path;
    if (!isAuthorized(options.auth, req.headers.authorization)) {
      res.setHeader('www-authenticate', 'Basic realm="parley"');
      send(res, 401, { error: 'Unauthorized', code: 401 });
      return;
    }
    if (contracts) {
      const { handled, operation } = await contracts(req, res, url);
      if (operation) line.operation = operation;
      if (handled) return;
    }
    const match = matchRoute(req.method ?? 'GET', url.path);
    if (match.kind === 'not_found') {
      send(res, 404, { error: 'Resource not found', code: 404 });
      return;
    }
    if (match.kind === 'method_not_allowed') {
      res.setHeader('allow', match.allowed.join(', '));
      send(res, 405, { error: `Method ${req.method} not allowed; allowed: ${match.allowed.join(', ')}`, code: 405 });
      return;
    }
    line.operation = match.route.operation;
    const version = url.query.get('version');
    if (!version) {
      send(res, 400, { error: 'Missing required query parameter: version', code: 400 });
      return;
    }
    const limit = bodyLimitOf(match.route.operation, bodyLimit);
    const deadline = startUploadDeadline(req, res, pace, '');
    const body = await readJsonBody(req, limit, deadline?.signal).finally(() => deadline?.stop());
    if (body.kind === 'late') {
      send(res, body.error.status, body.error.result);
      return;
    }
    if (body.kind === 'too_large') {
      send(res, 413, bodyTooLarge(limit).result);
      return;
    }
    if (body.kind === 'malformed') {
      send(res, 400, { error: body.message, code: 400 });
      return;
    }
    let params: Record<string, unknown>;
    try {
      params = buildParams(match.route, match.pathParams, url.query, body.value);
    } catch (e) {
      const { status, result } = errorResult(e);
      send(res, status, result);
      return;
    }
    params.headers = forwardedHeaders(req);
    const { status, result } = await dispatch({ version, operation: match.route.operation, params });
    send(res, status, result);
  }

  return {
    server,
    listen(port = 2020, host = '127.0.0.1') {
      closing = false;
      closed = undefined;
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          // Booted: an analysis thread and its PDF child start now, off the first upload's path (contracts/index.ts).
          contracts?.prestart();
          const addr = server.address() as AddressInfo;
          const shownHost = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
          resolve({ port: addr.port, host: addr.address, url: `http://${shownHost}:${addr.port}` });
        });
      });
    },
    close() {
      // A second close() (a test's teardown and a signal handler both) waits for the same end: it resolved at once,
      // while the first still waited for its connections (hred8).
      closed ??= closeNow();
      return closed;
    },
  };

  function closeNow(): Promise<void> {
    closing = true;
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const drained = new Promise<void>((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    // node:http stops enforcing `requestTimeout` once close() began (it clears its connection check), so a client
    // that stalled in the middle of its body held close() for ever (hred7): a request still being received gets the
    // request timeout again from here, then node's own 408 (client-error.ts) and its connection closed.
    const window = server.requestTimeout;
    const stalled =
      window > 0
        ? setTimeout(() => {
            for (const res of inFlight) if (!res.req.complete && res.socket) answerClientError(requestTimeout(), res.socket);
          }, window)
        : undefined;
    // An answer written once close() began (node:http drops one written before: closeIdleConnections) to a client that
    // never reads it never finishes, and its connection held close() for ever: it gets the same window to be read.
    if (window > 0) for (const res of inFlight) dropUnreadAfter(res, window);
    // Once the requests in flight are answered: their jobs finish on threads that then end.
    return drained.then(() => {
      clearTimeout(stalled);
      return contracts?.close();
    });
  }
}

/**
 * Drops `res`'s connection when its answer, once written, is not read within `windowMs` (the client's buffers full):
 * a client that never reads cannot hold the server's close() open. node:http signals an answer's end only with its
 * undocumented 'prefinish' event ('finish' comes once the client has taken it all, never for this client), so the
 * documented state is looked at once per window instead: an answer seen ended (`writableEnded`) at one look and still
 * not taken (`writableFinished`) at the next is dropped — the client gets at least one whole window, at most two.
 */
function dropUnreadAfter(res: ServerResponse, windowMs: number): void {
  let endedAtLastLook = res.writableEnded;
  const look = (): void => {
    if (res.writableFinished) return;
    if (endedAtLastLook) {
      res.destroy();
      return;
    }
    endedAtLastLook = res.writableEnded;
    timer = setTimeout(look, windowMs);
  };
  let timer = setTimeout(look, windowMs);
  res.once('close', () => clearTimeout(timer));
}

/** The error node:http gives a request not received within `requestTimeout` (what client-error.ts answers with its 408). */
function requestTimeout(): Error & { code: string } {
  return Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
}

/** Headers the twin reads (customer-data labels); everything else stays at the HTTP layer. */
function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['x-watson-metadata', 'x-service-metadata']) {
    const v = req.headers[name];
    if (typeof v === 'string') out[name === 'x-watson-metadata' ? 'X-Watson-Metadata' : 'X-Service-Metadata'] = v;
  }
  return out;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const payload = status === 204 || body === undefined ? '' : JSON.stringify(body);
  // One call with the headers as a flat list: no per-header bookkeeping in node:http.
  res.writeHead(status, ['content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(payload)), ...ANSWER_HEADERS]);
  res.end(payload);
}

/**
 * The answer to a CONNECT request: no route tunnels, so 405 like any other method no route accepts. Whatever the client
 * still sends is read and dropped (so it gets to read the answer), for 10 s and `limit` bytes at most (the unread-body
 * bound, unread-body.ts): a client that kept its side open and sent without end was read for the whole 10 s, 2 GB over
 * loopback (h50ops). The timer goes with the socket (it held the socket's memory for 10 s after an early close).
 */
function refuseConnect(socket: Duplex, limit: number): void {
  const body = JSON.stringify({ error: 'Method CONNECT not allowed', code: 405 });
  socket.on('error', () => socket.destroy());
  let left = limit;
  socket.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) socket.destroy();
  });
  const timer = setTimeout(() => socket.destroy(), HEADERS_TIMEOUT_MS).unref();
  socket.once('close', () => clearTimeout(timer));
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${ANSWER_HEADER_LINES}connection: close\r\n\r\n${body}`,
  );
}
