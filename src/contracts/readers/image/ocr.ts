/**
 * Text recognition with tesseract.js, fully offline: the English LSTM model is read from the
 * `@tesseract.js-data/eng` package folder and nothing is cached to disk or fetched. One worker serves the
 * process; it is created on first use, reused, and terminated after a few idle seconds (or by
 * `shutdownOcr()`), so a process that read an image can still exit.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { ocrTimeout, unreadableDocument } from '../errors.js';

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
/** The end of the last image's turn on the worker: images queue here, not in the worker. */
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Waits for the worker to be free and returns the function that frees it. The one worker reads one image at a time;
 * queued in it, an image's time bound ran while it waited for the others, so four images read at once timed out the
 * last one on a loaded machine (session 67). Queued here, each image's bound starts when its recognition does.
 */
function takeTurn(): Promise<() => void> {
  let release = () => {};
  const mine = new Promise<void>((r) => (release = r));
  const before = lastTurn;
  lastTurn = before.then(() => mine);
  return before.then(() => release);
}

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

/** Recognises one image (PNG, JPEG, GIF, BMP or PNM bytes); rejects with a 400 ParleyError on timeout or failure. */
export async function recognize(image: Uint8Array, timeoutMs: number): Promise<OcrPage> {
  if (idleTimer) clearTimeout(idleTimer);
  running++;
  let timer: NodeJS.Timeout | undefined;
  const release = await takeTurn();
  try {
    const ready = await getWorker();
    const job = ready.recognize(Buffer.from(image), {}, { blocks: true, text: false, imageBinary: true });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(ocrTimeout(timeoutMs)), timeoutMs);
    });
    let result: Tesseract.RecognizeResult;
    try {
      result = await Promise.race([job, timeout]);
    } catch (err) {
      if (err instanceof Error && err.name === 'ParleyError') {
        // The stuck job still holds the worker: end it, the next image starts a fresh one.
        job.catch(() => undefined);
        await shutdownOcr();
        throw err;
      }
      throw unreadableDocument('image', 'corrupt, truncated or in an unreadable encoding');
    }
    return pageOf(result.data);
  } finally {
    if (timer) clearTimeout(timer);
    release();
    running--;
    if (running === 0 && worker) {
      idleTimer = setTimeout(() => void shutdownOcr(), IDLE_MS);
      idleTimer.unref();
    }
  }
}

/** Ends the OCR worker (if any); the next recognition starts a new one. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const current = worker;
  worker = undefined;
  if (current) await (await current.catch(() => undefined))?.terminate().catch(() => undefined);
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
