/**
 * How long an answer may wait for its client to take it. node:http bounds how long a request takes to arrive
 * (`requestTimeout`) and how long a connection idles once its answer is taken (`keepAliveTimeout`), but nothing once an
 * answer is written: a client that asked for a large answer (a workspace's export, a listing, a document's analysis)
 * and never read it held its connection, one of the 1,024, and the answer's bytes for as long as it stayed connected
 * (h50ops: a 4 MB export unread for 45 s, the connection still open; close() alone dropped such answers, index.ts).
 * An answer now gets the upload pace (upload-deadline.ts), the same allowance a body of its size gets to arrive:
 * `timeoutMs`, and one second more per `bytesPerSecond` bytes of it; not taken whole by then, its connection is
 * destroyed. A client that reads at the pace is never cut; `contracts.upload: false` leaves answers unbounded again.
 */
import type { ServerResponse } from 'node:http';
import { MAX_LOOK_MS, type UploadPace } from './contracts/upload-deadline.js';

/** Called once `res` is written (ended): destroys its connection if the client has not taken it all within the pace. */
export function dropAnswerNotTaken(res: ServerResponse, pace: Required<UploadPace>): void {
  if (pace.timeoutMs === 0 || res.writableFinished || res.destroyed) return;
  // What the client has still to take: the bytes of the answer not yet handed to the kernel. Not the content-length
  // header: the server writes its headers with writeHead(status, [...]), which getHeader() does not see, so every answer
  // had the bare timeout whatever its size (a 4 MB export cut after 1 s of the test's pace, under load).
  const length = res.writableLength;
  const allowedMs = pace.timeoutMs + (pace.bytesPerSecond > 0 ? (length / pace.bytesPerSecond) * 1000 : 0);
  const timer = setTimeout(() => {
    if (!res.writableFinished) res.destroy();
  }, Math.min(allowedMs, MAX_LOOK_MS));
  const stop = (): void => clearTimeout(timer);
  res.once('finish', stop);
  res.once('close', stop);
}
