/**
 * Text recognition with tesseract.js, fully offline: the English LSTM model is read from the
 * `@tesseract.js-data/eng` package folder and nothing is cached to disk or fetched. One worker serves the
 * process; it is created on first use, reused, and terminated after a few idle seconds (or by
 * `shutdownOcr()`), so a process that read an image can still exit. Images wait their turn on it in `turns`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { ParleyError } from '../../../common/errors.js';
import { ocrTimeout, readAbandoned, readersShutDown, unreadableDocument } from '../errors.js';
import { Turns, type Turn } from './turns.js';

export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The line's baseline at the word's left edge. */
  baseline: number;
  /** The line's text height (ascender to descender), in pixels. */
  lineHeight: number;
}

export interface OcrPage {
  words: OcrWord[];
  /** The binarised page as a PNG, for finding ruled tables. */
  binaryPng?: Uint8Array;
}

/** Idle time after which the worker thread is ended. */
const IDLE_MS = 5_000;

let worker: Promise<Tesseract.Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let running = 0;
/** Recognitions begun since the process started (each a job given to the worker): for the tests of the queue. */
let recognitions = 0;

/**
 * The images' turns on the one worker: queued here, not in the worker. Queued in it, an image's time bound ran while it
 * waited for the others, so four images read at once timed out the last one on a loaded machine (session 67); here each
 * image's bound starts when its recognition does. A waiting image whose caller gives it up (its read's `signal`) leaves
 * the queue at once; `shutdownOcr()` empties it (turns.ts).
 */
const turns = new Turns({ abandoned: (signal) => readAbandoned('image', signal), shutDown: (whileRunning) => readersShutDown('image', whileRunning) });

/** How a recognition ran past its own bound (told apart from the worker's and the shutdown's rejections). */
const TIMED_OUT = Symbol('timed out');

function modelFolder(): string {
  const require = createRequire(import.meta.url);
  // The LSTM-only integer model: the engine parley runs (OEM.LSTM_ONLY), smaller and faster than the full one.
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');
}

function getWorker(): Promise<Tesseract.Worker> {
  worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: modelFolder(),
    gzip: true,
    cacheMethod: 'none',
    // Errors reach the job's promise; the default handler would also throw them on the worker.
    errorHandler: () => undefined,
  });
  return worker;
}

/**
 * Recognises one image (PNG, JPEG, GIF, BMP or PNM bytes) when its turn on the worker comes; rejects with a ParleyError:
 * 400 on timeout or failure; the read's own (`readAbandoned`) when `signal` aborts before its recognition begins
 * (nothing is recognised: "before its turn came") or during it (h106sig: the worker is ended, as past `timeoutMs`, and
 * the images queued behind keep their turns on a fresh one; "while its text was being recognised"); 503 when
 * `shutdownOcr()` ends the worker before or during its recognition.
 */
export async function recognize(image: Uint8Array, timeoutMs: number, signal?: AbortSignal): Promise<OcrPage> {
  if (idleTimer) clearTimeout(idleTimer);
  running++;
  try {
    const turn = await turns.take(signal);
    try {
      return await recognizeInTurn(image, timeoutMs, turn, signal);
    } finally {
      turn.release();
    }
  } finally {
    running--;
    if (running === 0 && worker) {
      idleTimer = setTimeout(() => void endWorker(), IDLE_MS);
      idleTimer.unref();
    }
  }
}

/**
 * The recognition of an image whose turn it is; the turn is `stopped` if the user shuts the readers down meanwhile.
 * `signal` aborting while the worker starts rejects at once (the worker, left starting, serves the next image or ends
 * idle); while the worker recognises, it ends the worker: tesseract cannot be interrupted otherwise, and a worker left
 * recognising would hold the turn of every image behind (h106sig). The turn is released only once the worker is ended,
 * so no later image is given a worker still busy with the abandoned job, and no answer of its reaches anyone.
 */
async function recognizeInTurn(image: Uint8Array, timeoutMs: number, turn: Turn, signal: AbortSignal | undefined): Promise<OcrPage> {
  const { stopped } = turn;
  // Shut down while the turn was handed over: no worker is started for it (the shutdown has ended the last one), and
  // its 503 says so: nothing of it was being recognised (review h105rev 13; it said "while its text was being
  // recognised").
  if (turn.closed) throw readersShutDown('image', false);
  // Given up while the turn was handed over: no worker is started for it (review h106rev 4: getWorker() below, called
  // at once inside the race, started one for a read already given up).
  if (signal?.aborted) throw readAbandoned('image', signal);
  const abandoned = abandonment(signal);
  try {
    const ready = await Promise.race([getWorker(), stopped, abandoned.promise]);
    // Given up in the same turn of the event loop as the worker came: no job is begun for it.
    if (signal?.aborted) throw readAbandoned('image', signal);
    recognitions++;
    const job = ready.recognize(Buffer.from(image), {}, { blocks: true, text: false, imageBinary: true });
    // A job left behind (past its bound, given up, or its worker ended by a shutdown) never settles or rejects unheard.
    job.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(TIMED_OUT), timeoutMs);
    });
    let result: Tesseract.RecognizeResult;
    try {
      result = await Promise.race([job, timeout, stopped, abandoned.promise]);
    } catch (err) {
      if (err === TIMED_OUT) {
        // The stuck job still holds the worker: end it. The images queued behind are innocent: they keep their turns,
        // and the next one starts a fresh worker.
        await endWorker();
        throw ocrTimeout(timeoutMs);
      }
      if (err === ABANDONED) {
        // The same restart for a job its caller gave up: the worker is ended before the turn passes on. Its error says
        // the recognition was under way (review h106rev 1).
        await endWorker();
        throw readAbandoned('image', signal as AbortSignal, true);
      }
      // The user's shutdown (503): not the document's fault.
      if (err instanceof ParleyError) throw err;
      throw unreadableDocument('image', 'corrupt, truncated or in an unreadable encoding');
    } finally {
      clearTimeout(timer);
    }
    return pageOf(result.data);
  } catch (err) {
    // Given up while its worker started: the read's own error, no job begun.
    if (err === ABANDONED) throw readAbandoned('image', signal as AbortSignal);
    throw err;
  } finally {
    abandoned.dispose();
  }
}

/** How a recognition was given up by its caller (told apart from the timeout, the worker's and the shutdown's). */
const ABANDONED = Symbol('abandoned');

/** A promise that rejects with ABANDONED once `signal` aborts (never without one); `dispose` stops listening. */
function abandonment(signal: AbortSignal | undefined): { promise: Promise<never>; dispose: () => void } {
  if (!signal) return { promise: new Promise<never>(() => undefined), dispose: () => undefined };
  let listener = (): void => undefined;
  const promise = new Promise<never>((_, reject) => {
    listener = () => reject(ABANDONED);
    if (signal.aborted) listener();
    else signal.addEventListener('abort', listener, { once: true });
  });
  promise.catch(() => undefined);
  return { promise, dispose: () => signal.removeEventListener('abort', listener) };
}

/** Ends the worker (if any) and nothing else: the idle end, and the restart after a recognition past its bound. */
async function endWorker(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const current = worker;
  worker = undefined;
  if (current) await (await current.catch(() => undefined))?.terminate().catch(() => undefined);
}

/**
 * Ends the OCR worker (if any) for the user (`shutdownReaders()`): the images waiting their turn are refused and the
 * one being recognised is stopped, each with a 503 that says the readers were shut down (not the document's fault).
 * An image recognised after it starts a new worker.
 */
export async function shutdownOcr(): Promise<void> {
  turns.close();
  await endWorker();
}

/** The queue's state, for the tests: recognitions begun so far, images waiting, whether a worker is started. */
export function ocrQueueState(): { recognitions: number; queued: number; workerStarted: boolean } {
  return { recognitions, queued: turns.queued, workerStarted: worker !== undefined };
}

function pageOf(data: Tesseract.Page): OcrPage {
  const words: OcrWord[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const { baseline, bbox } = line;
        const slope = baseline.x1 !== baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
        const lineHeight = Math.max(1, line.rowAttributes?.rowHeight ?? bbox.y1 - bbox.y0);
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          words.push({
            text,
            x0: word.bbox.x0,
            y0: word.bbox.y0,
            x1: word.bbox.x1,
            y1: word.bbox.y1,
            baseline: baseline.y0 + slope * (word.bbox.x0 - baseline.x0),
            lineHeight,
          });
        }
      }
    }
  }
  const page: OcrPage = { words };
  if (typeof data.imageBinary === 'string') {
    const base64 = data.imageBinary.replace(/^data:image\/png;base64,/, '');
    page.binaryPng = new Uint8Array(Buffer.from(base64, 'base64'));
  }
  return page;
}
