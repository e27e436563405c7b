/**
 * A one-line note on stderr while a long step runs (a 58-page PDF takes seconds), only when a person is watching
 * (the stream is a terminal, and no --quiet): `⠹ classifying a.pdf… page 12/58 · 1.4 s`, redrawn as the work
 * reports progress and ticking every 100 ms while it waits (the PDF is read in a worker thread, or in process
 * with a turn of the event loop between pages), then replaced by `classified a.pdf in 2512 ms`. The classifier
 * labels a document in one go: the line holds still while it runs. Pipes and CI logs get nothing (and the work
 * gets no progress callback, so it costs nothing), so stdout and stderr stay clean for scripts.
 */
import type { ContractProgress, OnProgress } from '../contracts/index.js';
import { wholeCut } from '../common/terminal-safe.js';

export interface ProgressStream {
  isTTY?: boolean;
  /** The terminal's width: a longer line would wrap, and `\r` could not redraw it. */
  columns?: number;
  write(s: string): unknown;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const TICK_MS = 100;
/** Back to the start of the line and erase it: the line is redrawn in place. */
export const CLEAR_LINE = '\r\u001b[K';

/** The terminal's width; a pseudo-terminal may report 0 columns: unknown, not zero-wide. */
export function terminalWidth(stream: { columns?: number }): number {
  return stream.columns !== undefined && stream.columns > 0 ? stream.columns : Infinity;
}

export interface ProgressOptions {
  /** --quiet: no progress line even on a terminal. */
  quiet?: boolean;
  /** How a progress event reads (default: `describeProgress`). */
  describe?: (p: ContractProgress) => string;
}

export async function withProgress<T>(
  stream: ProgressStream,
  doing: string,
  done: string,
  work: (onProgress?: OnProgress) => Promise<T>,
  options: ProgressOptions = {},
): Promise<T> {
  if (stream.isTTY !== true || options.quiet === true) return work();
  const describe = options.describe ?? describeProgress;
  const width = terminalWidth(stream);
  const started = Date.now();
  let frame = 0;
  let detail = '';
  const draw = () => {
    const tail = `…${detail ? ` ${detail}` : ''} · ${((Date.now() - started) / 1000).toFixed(1)} s`;
    const room = width - 1 - 2 - tail.length;
    stream.write(`${CLEAR_LINE}${FRAMES[frame++ % FRAMES.length]} ${shorten(doing, room)}${tail}`);
  };
  stream.write(`${shorten(doing, width - 2)}…`);
  const ticker = setInterval(draw, TICK_MS);
  // A timer alone never keeps the process alive.
  ticker.unref();
  try {
    const result = await work((p) => {
      detail = describe(p);
      draw();
    });
    stream.write(`${CLEAR_LINE}${done} in ${Date.now() - started} ms\n`);
    return result;
  } catch (e) {
    stream.write(CLEAR_LINE);
    throw e;
  } finally {
    clearInterval(ticker);
  }
}

/** `text` in at most `room` characters: its middle gives way (a long path keeps its start and its file name). */
export function shorten(text: string, room: number): string {
  if (text.length <= room) return text;
  if (room < 5) return '';
  const head = Math.ceil((room - 1) / 3);
  // Both cuts on a whole character or escape (a name is shown terminal-safe: `\u202e`): the result may be shorter.
  return `${text.slice(0, wholeCut(text, head))}…${text.slice(wholeCut(text, text.length - (room - 1 - head), 'up'))}`;
}

/** `page 12/58`, `OCR of page 1/2` (then `OCR of 2 pages done`), `classifying 987 elements` (then `987 elements classified`). */
export function describeProgress(p: ContractProgress): string {
  switch (p.stage) {
    case 'pages':
      return `page ${p.done}/${p.total}`;
    case 'ocr':
      // The page being recognised: OCR of one page takes seconds, and 0/1 would read as nothing happening.
      return p.done < p.total ? `OCR of page ${p.done + 1}/${p.total}` : `OCR of ${p.total} page${p.total === 1 ? '' : 's'} done`;
    case 'elements':
      return `${p.done < p.total ? 'classifying ' : ''}${p.total} element${p.total === 1 ? '' : 's'}${p.done < p.total ? '' : ' classified'}`;
  }
}

/**
 * A progress line for work that holds the event loop (eval trains one classifier per fold, synchronously): no
 * ticker could run, so the line is redrawn at each step, `⠹ evaluating ws.json… fold 3/10 · 4.2 s`, then
 * replaced by `evaluated ws.json in 9120 ms`. Nothing at all off a terminal or with --quiet.
 */
export function stepProgress(stream: ProgressStream, doing: string, options: { quiet?: boolean } = {}): { step(detail: string): void; end(done: string): void; fail(): void } {
  if (stream.isTTY !== true || options.quiet === true) return { step: () => undefined, end: () => undefined, fail: () => undefined };
  const width = terminalWidth(stream);
  const started = Date.now();
  let frame = 0;
  return {
    step(detail) {
      const tail = `… ${detail} · ${((Date.now() - started) / 1000).toFixed(1)} s`;
      stream.write(`${CLEAR_LINE}${FRAMES[frame++ % FRAMES.length]} ${shorten(doing, width - 1 - 2 - tail.length)}${tail}`);
    },
    end(done) {
      stream.write(`${CLEAR_LINE}${shorten(`${done} in ${Date.now() - started} ms`, width - 1)}\n`);
    },
    fail() {
      stream.write(CLEAR_LINE);
    },
  };
}
