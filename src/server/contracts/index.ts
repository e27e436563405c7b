/**
 * The contract-analysis service beside the conversation routes of `parley serve`: one `CompareComplyV1`
 * twin (its feedback and batches in the given store, batches over the given buckets) behind the routes
 * of `routes.ts`. The server calls the returned hook first; it answers the contract paths and passes
 * every other request on. `DELETE /v1/user_data` is both services': the hook removes the customer's
 * contract data and passes the request on to the conversation route, which answers it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ParleyError } from '../../common/errors.js';
import { requireVersion } from '../../common/sdk-envelope.js';
import { matchContractRoute } from './routes.js';
import { withRequestSignal } from './request-signal.js';
import { EncodedResult, threadedContractTwin, type ContractThreadOptions } from './threaded-twin.js';
import { isDocumentOperation, type ContractTwin, type ContractTwinOptions } from './twin.js';
import { RETRY_AFTER_SECONDS, type AnalysisAdmission } from './admission.js';
import { checkThreadOptions } from './thread-options.js';
import { checkUploadPace, startUploadDeadline, uploadPaceOf, type UploadPace } from './upload-deadline.js';
import { ANSWER_HEADERS } from '../response-headers.js';

export type { ContractTwin, ContractTwinOptions } from './twin.js';
export type { ContractThreadOptions } from './threaded-twin.js';
export type { UploadPace } from './upload-deadline.js';

export interface ContractRoutesOptions extends ContractTwinOptions {
  /** Serve this twin; default: one built from the options below. */
  twin?: ContractTwin;
  /** Where the document work runs: worker threads (the default, with these bounds) or `false`, the event loop. */
  threads?: ContractThreadOptions | false;
  /** With `twin`: the bound on its document requests in hand (admission.ts); a twin built here brings its own. */
  admission?: AnalysisAdmission;
  /**
   * How long a request's body may take to arrive once its route reads it (upload-deadline.ts: 10 s, and 1 s more per
   * 64 KiB received, by default): a document's upload, feedback, a batch's form, and the conversation routes' bodies of
   * the same server; `false`: only the server's request timeout.
   */
  upload?: UploadPace | false;
}

/** The request target as the server splits it: the raw path (never dot-resolved) and the query. */
export interface RequestTarget {
  path: string;
  query: URLSearchParams;
}

/**
 * Answers a contract request (`handled: true`) or leaves the request to the conversation routes; `prestart`, called
 * by the server once it listens, starts an analysis thread and its PDF child ahead of the first upload
 * (threaded-twin.ts); `close`, called when the server closes, ends them.
 */
export type ContractHook = ((req: IncomingMessage, res: ServerResponse, url: RequestTarget) => Promise<{ handled: boolean; operation?: string }>) & {
  prestart: () => void;
  close: () => Promise<void>;
};

export function contractRoutes(options: ContractRoutesOptions = {}): ContractHook {
  checkThreadOptions(options.threads);
  checkUploadPace(options.upload);
  const pace = uploadPaceOf(options.upload);
  let twin = options.twin;
  let admission = options.twin ? options.admission : undefined;
  let prestartThreads = () => undefined as void;
  let closeThreads = async () => undefined as void;
  // Built on first use: a server that never sees a contract request never starts a batch runner.
  const twinOf = (): ContractTwin => {
    if (!twin) ({ twin, prestart: prestartThreads, close: closeThreads, admission } = threadedContractTwin(options));
    return twin;
  };
  // A closed server's threads and PDF children end (the standby ones were kept until used: one thread and one child
  // more per server a long-lived process created and closed, review hred6). Its twin is built afresh if it listens again.
  const close = async () => {
    const closing = closeThreads();
    closeThreads = async () => undefined;
    prestartThreads = () => undefined;
    twin = options.twin;
    admission = options.twin ? options.admission : undefined;
    await closing;
  };
  if (options.store) twinOf(); // persisted batches resume at start, not at the first request
  // A listening server that serves contracts in threads builds its twin then, not at its first request.
  const prestart = () => {
    if (options.twin || options.threads === false || options.threads?.prestart === false) return;
    twinOf();
    prestartThreads();
  };

  return Object.assign(async (req: IncomingMessage, res: ServerResponse, url: RequestTarget): Promise<{ handled: boolean; operation?: string }> => {
    const method = req.method ?? 'GET';
    if (method === 'DELETE' && url.path.replace(/\/$/, '') === '/v1/user_data') {
      const customerId = url.query.get('customer_id');
      if (customerId && url.query.get('version')) {
        try {
          await twinOf().deleteUserData({ customerId });
        } catch (e) {
          sendError(res, e);
          return { handled: true, operation: 'deleteUserData' };
        }
      }
      return { handled: false };
    }
    const match = matchContractRoute(method, url.path);
    if (match.kind === 'none') return { handled: false };
    if (match.kind === 'method_not_allowed') {
      req.resume();
      res.setHeader('allow', match.allowed.join(', '));
      sendJson(res, 405, { error: `Method ${method} not allowed; allowed: ${match.allowed.join(', ')}`, code: 405 });
      return { handled: true };
    }
    const { route, id } = match;
    if (!url.query.get('version')) {
      req.resume();
      sendJson(res, 400, { error: 'Missing required query parameter: version', code: 400 });
      return { handled: true, operation: route.operation };
    }
    try {
      // As the conversation routes: a version that is no YYYY-MM-DD date is a 400 naming `.version`.
      requireVersion(url.query.get('version'));
    } catch (e) {
      req.resume();
      sendError(res, e);
      return { handled: true, operation: route.operation };
    }
    const routeTwin = twinOf();
    // The part an upload's errors name: the file, or the whole request (compare's two files, feedback, a batch's form).
    const uploadPath = route.uploadPath ?? '';
    // A document request is admitted before its body is read: past the bound, a 503 and its body drained unread.
    const bounded = isDocumentOperation(route.operation) ? admission : undefined;
    const client = clientOf(req);
    const leave = bounded?.enter(client);
    if (bounded && !leave) {
      req.resume();
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      sendError(res, bounded.refusal(uploadPath, client));
      return { handled: true, operation: route.operation };
    }
    // Every body read (an admitted upload, feedback, a batch's form) must arrive at the pace, or be answered 408 and its
    // connection closed (upload-deadline.ts): a trickle holds a connection and its buffers, queue place or not.
    const deadline = route.uploadPath !== undefined ? startUploadDeadline(req, res, pace, uploadPath) : undefined;
    try {
      const { status, result } = await withRequestSignal(res, () => route.handler(routeTwin, req, url.query, id, metadataHeaders(req), deadline?.signal));
      const html = route.operation === 'convertToHtml' && wantsHtml(req);
      if (result instanceof EncodedResult) {
        // Encoded in the analysis thread: sent as they are (the same bytes as the branches below would send).
        sendBytes(res, status, html && result.html ? result.html : result.json, html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
      } else if (html) {
        sendText(res, status, (result as { html: string }).html, 'text/html; charset=utf-8');
      } else {
        sendJson(res, status, result);
      }
    } catch (e) {
      sendError(res, e);
    } finally {
      deadline?.stop();
      leave?.();
    }
    return { handled: true, operation: route.operation };
  }, { prestart, close });
}

/**
 * Who holds a place, for the per-client share (admission.ts): the connection's remote address, an IPv4 client reached
 * over a dual-stack socket (`::ffff:192.0.2.1`) the same as over IPv4. Never a header (`X-Forwarded-For` is the
 * client's to write); never the API key (the server has one, shared by all its clients).
 */
function clientOf(req: IncomingMessage): string | undefined {
  const address = req.socket?.remoteAddress;
  return address?.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/** `Accept: text/html` (and not JSON first): the raw HTML, as the service answered. */
function wantsHtml(req: IncomingMessage): boolean {
  const accept = (req.headers.accept ?? '').toLowerCase();
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html >= 0 && (json < 0 || html < json);
}

/** The customer-data labels, under both names api.md accepts (the spec writes `X-Service-Metadata`). */
function metadataHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  const watson = req.headers['x-watson-metadata'];
  const service = req.headers['x-service-metadata'];
  if (typeof watson === 'string') out['X-Watson-Metadata'] = watson;
  if (typeof service === 'string') out['X-Service-Metadata'] = service;
  return out;
}

function sendError(res: ServerResponse, e: unknown): void {
  if (e instanceof ParleyError) sendJson(res, e.status, e.result);
  else sendJson(res, 500, { error: 'Internal Server Error', code: 500 });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendText(res, status, JSON.stringify(body), 'application/json; charset=utf-8');
}

function sendText(res: ServerResponse, status: number, text: string, type: string): void {
  if (res.headersSent) return;
  res.writeHead(status, ['content-type', type, 'content-length', String(Buffer.byteLength(text)), ...ANSWER_HEADERS]);
  res.end(text);
}

function sendBytes(res: ServerResponse, status: number, bytes: Uint8Array, type: string): void {
  if (res.headersSent) return;
  res.writeHead(status, ['content-type', type, 'content-length', String(bytes.byteLength), ...ANSWER_HEADERS]);
  res.end(bytes);
}
