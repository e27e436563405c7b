/**
 * How long an admitted upload may take to arrive. A document request holds a place of the analysis queue from its
 * admission (admission.ts), before its body is read: a client that sent its headers and then its body a byte at a time
 * held that place until node:http's request timeout (30 s), and threads + queue such clients (18 on 2 cores) kept
 * every document request answered 503 `busy` (hops's Left). An upload now gets `timeoutMs` from its admission, and one
 * second more for every `bytesPerSecond` bytes received, as Apache's mod_reqtimeout counts (`body=10,MinRate=…`): an
 * upload that keeps that pace is never cut (the request timeout still bounds the whole request), one that trickles is
 * answered 408 once it falls behind, its connection closed and its place handed back. Holding a place for the
 * request timeout thus costs a client `bytesPerSecond` of upload, not nothing. Every other body the server reads keeps
 * the same pace (h50ops): feedback's JSON, a batch's form and the conversation routes' bodies held no place, but a
 * trickle held its connection and buffers for the request timeout all the same. The contract hook starts the clock for
 * each route that reads a body (`uploadPath`, routes.ts), the server for each conversation route; both readers
 * (`readJsonBody`, `readMultipart`) end with the 408 once it aborts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ParleyError } from '../../common/errors.js';
import { isObject } from '../../common/is-object.js';
import { described, refuseOption } from './option-refusal.js';

export interface UploadPace {
  /** What any upload gets from its admission, in milliseconds (default 10 s); 0: no bound but the request timeout. */
  timeoutMs?: number;
  /** Each this many bytes received give the upload one second more (default 64 KiB); 0: a plain `timeoutMs`. */
  bytesPerSecond?: number;
}

/** Ten seconds: a client has sent its headers, so its body is ready to follow; a slow start (TCP, a loaded client) has room. */
export const UPLOAD_TIMEOUT_MS = 10_000;
/**
 * 64 KiB a second (half a megabit): the largest upload, compare's two 1.5 MB files, fits in the 30 s request timeout at
 * that pace; holding all 18 places of a 2-core server then costs a client 1.2 MB of upload a second.
 */
export const UPLOAD_BYTES_PER_SECOND = 64 * 1024;
/** The longest `timeoutMs` accepted: an hour (longer is no bound; 0 says that). */
export const MAX_UPLOAD_TIMEOUT_MS = 3_600_000;
/** The most `bytesPerSecond` accepted: 1 GiB a second (past a loopback's pace). */
export const MAX_UPLOAD_BYTES_PER_SECOND = 1024 * 1024 * 1024;

/** Once an upload looks late, it is looked at again no sooner than this: a few looks per upload, not one per byte. */
const MIN_LOOK_MS = 100;
/**
 * setTimeout's longest delay (2^31 - 1 ms, 24.8 days). A slow `bytesPerSecond` (1: a second per byte) allows a 3 MB
 * upload 3e9 ms: past this, node ran the look after 1 ms, again and again, each time with a TimeoutOverflowWarning
 * (hred23). Looking again after this long is no bound lost: the request timeout ends the upload well before.
 */
export const MAX_LOOK_MS = 2 ** 31 - 1;

/** The pace with its defaults, after `checkUploadPace`. */
export function uploadPaceOf(pace: UploadPace | false | undefined): Required<UploadPace> {
  if (pace === false) return { timeoutMs: 0, bytesPerSecond: 0 };
  return { timeoutMs: pace?.timeoutMs ?? UPLOAD_TIMEOUT_MS, bytesPerSecond: pace?.bytesPerSecond ?? UPLOAD_BYTES_PER_SECOND };
}

/** Checks a library caller's `contracts.upload` as the CLI checks its flags: a 400 naming the option. */
export function checkUploadPace(pace: UploadPace | false | undefined): void {
  if (pace === undefined || pace === false) return;
  // `upload: 5000` (the timeout alone), a string, `true` or null: read as an object they gave no field, and the server
  // ran with the defaults, silently (hred23).
  if (!isObject(pace)) refuse(undefined, `an object { timeoutMs, bytesPerSecond }, or false (got ${described(pace)})`);
  const { timeoutMs, bytesPerSecond } = pace;
  if (timeoutMs !== undefined && !wholeWithin(timeoutMs, MAX_UPLOAD_TIMEOUT_MS)) refuse('timeoutMs', `a whole number of milliseconds from 0 to ${MAX_UPLOAD_TIMEOUT_MS} (got ${String(timeoutMs)})`);
  if (bytesPerSecond !== undefined && !wholeWithin(bytesPerSecond, MAX_UPLOAD_BYTES_PER_SECOND)) {
    refuse('bytesPerSecond', `a whole number from 0 to ${MAX_UPLOAD_BYTES_PER_SECOND} (got ${String(bytesPerSecond)})`);
  }
}

export interface UploadDeadline {
  /** Aborted, with the 408 to answer as its reason, when the upload falls behind. */
  readonly signal: AbortSignal;
  /** The request is done with (answered or failed): no more looks. */
  stop(): void;
}

/**
 * Starts the clock of `req`'s body, about to be read (a document's admitted now); `path` names the upload in the 408 (`.file`, or `''` for compare).
 * What is received is counted on the connection (`bytesRead`), so the body's readers need not report it. Once late,
 * `res` is set to close its connection (the rest of a trickling body is not worth waiting for) and the signal aborts:
 * the body's reader fails with the 408, which the route answers.
 */
export function startUploadDeadline(req: IncomingMessage, res: ServerResponse, pace: Required<UploadPace>, path: string): UploadDeadline | undefined {
  const socket = req.socket;
  if (pace.timeoutMs === 0 || req.complete || !socket) return undefined;
  const controller = new AbortController();
  const started = performance.now();
  const readBefore = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  let confirming: NodeJS.Immediate | undefined;
  const received = () => socket.bytesRead - readBefore;
  const allowedMs = () => pace.timeoutMs + (pace.bytesPerSecond > 0 ? (received() / pace.bytesPerSecond) * 1000 : 0);
  const look = (confirmed: boolean): void => {
    if (req.complete) return;
    const elapsed = performance.now() - started;
    const left = allowedMs() - elapsed;
    if (left > 0) {
      timer = setTimeout(() => look(false), Math.min(Math.max(left, MIN_LOOK_MS), MAX_LOOK_MS));
      return;
    }
    // Timers run before the loop reads its sockets: bytes that arrived while the loop was busy are counted first.
    if (!confirmed) {
      confirming = setImmediate(() => look(true));
      return;
    }
    res.shouldKeepAlive = false;
    controller.abort(lateUpload(received(), elapsed, pace, path));
  };
  timer = setTimeout(() => look(false), pace.timeoutMs);
  return {
    signal: controller.signal,
    stop: () => {
      clearTimeout(timer);
      if (confirming) clearImmediate(confirming);
    },
  };
}

function lateUpload(received: number, elapsedMs: number, pace: Required<UploadPace>, path: string): ParleyError {
  const allowance = `uploads get ${pace.timeoutMs / 1000} s${pace.bytesPerSecond > 0 ? `, and 1 s more per ${pace.bytesPerSecond} bytes received` : ''}`;
  const message = `Request Timeout: the upload was not received in time (${received} bytes in ${(elapsedMs / 1000).toFixed(1)} s; ${allowance})`;
  return new ParleyError(408, message, [{ code: 'timeout', message, path }]);
}

function wholeWithin(n: unknown, max: number): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
}

/** The 400 naming `option` of `contracts.upload`, or the whole option when undefined. */
function refuse(option: keyof UploadPace | undefined, what: string): never {
  refuseOption(option === undefined ? 'contracts.upload' : `contracts.upload.${option}`, what);
}
