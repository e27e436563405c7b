/**
 * Reads of images on the one OCR worker (readers/image/ocr.ts `recognize`), given up at random moments — waiting their
 * turn, while the worker starts, while it recognises (h106sig) — against a model: every read ends exactly once (an
 * answer or an error); one given up before its answer ends with the waiting read's error (`readAbandoned`), whose
 * message says whether its recognition was under way (review h106rev 1); every other
 * answer is its own image's, equal to a read alone; the queue drains; at most one worker is live and at most one job
 * of a live worker is under way at any moment, and a worker whose job was given up is terminated before the next image
 * is given one. Tesseract is a stand-in (a spy on `createWorker`): its workers start and answer when the commands say,
 * and a terminated worker's job may still answer late (it must reach nobody). No OCR runs here.
 */
import fc from 'fast-check';
import Tesseract from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { ocrQueueState, recognize, shutdownOcr } from '../../../src/contracts/readers/image/ocr.js';

const GIVEN_UP = '400 The image document was not read: its caller gave the read up before its turn came.';
const STOPPED = '400 The image document was not read: its caller gave the read up while its text was being recognised.';

/** A stand-in worker: each job waits for the test to answer it. */
class FakeWorker {
  terminated = false;
  readonly jobs: { image: string; answer: () => void; fail: () => void }[] = [];
  recognize(image: Buffer): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const text = image.toString('latin1');
      this.jobs.push({ image: text, answer: () => resolve({ data: pageData(text) }), fail: () => reject(new Error('bad image')) });
    });
  }
  async terminate(): Promise<unknown> {
    this.terminated = true;
    return {};
  }
}

/** Tesseract's page for an image whose one word is its own text. */
function pageData(text: string): unknown {
  const bbox = { x0: 0, y0: 0, x1: 10 * text.length, y1: 12 };
  const line = { baseline: { x0: 0, y0: 11, x1: bbox.x1, y1: 11 }, bbox, rowAttributes: { rowHeight: 12 }, words: [{ text, bbox }] };
  return { blocks: [{ paragraphs: [{ lines: [line] }] }] };
}

const workers: FakeWorker[] = [];
/** Workers asked for and not yet started: the test starts them. */
const starting: (() => void)[] = [];
let spy: { mockRestore: () => void };

beforeAll(async () => {
  // The OCR worker is the module's, kept a few seconds after its last read: a file run before this one in the fork (the
  // isolated project's files share their fork's modules) may have left a real one alive, which the reads would take.
  await shutdownOcr();
  spy = vi.spyOn(Tesseract, 'createWorker').mockImplementation(
    () =>
      new Promise((resolve) => {
        starting.push(() => {
          const worker = new FakeWorker();
          workers.push(worker);
          resolve(worker as unknown as Tesseract.Worker);
        });
      }),
  );
});
afterAll(async () => {
  await shutdownOcr();
  spy.mockRestore();
});

type Command =
  | { kind: 'read'; signal: 'none' | 'live' | 'aborted' }
  | { kind: 'abort'; which: number }
  | { kind: 'start' }
  | { kind: 'answer' }
  | { kind: 'fail' }
  | { kind: 'late' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<'none' | 'live' | 'aborted'>('none', 'live', 'live', 'aborted').map((signal) => ({ kind: 'read' as const, signal })) },
  { weight: 3, arbitrary: fc.nat(20).map((which) => ({ kind: 'abort' as const, which })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'start' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'answer' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'fail' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'late' as const }) },
);

/** Lets every promise chain the last command set off run to where it waits (no timer is involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

interface Read {
  image: string;
  controller?: AbortController;
  /** Ends heard: must be exactly one. */
  ends: string[];
  /** Given up while it had no end yet: it must end given up. */
  givenUpOpen: boolean;
  /** Given up while a live worker had its job (its recognition under way): its message says so. */
  givenUpRunning: boolean;
  /** Whether the stand-in failed its job (an unreadable image): its 400 is its answer. */
  failed: boolean;
}

const words = (text: string) => [{ text, x0: 0, y0: 0, x1: 10 * text.length, y1: 12, baseline: 11, lineHeight: 12 }];

/** Live workers' jobs under way (not answered, not failed). */
function jobsUnderWay(): { worker: FakeWorker; index: number }[] {
  const under: { worker: FakeWorker; index: number }[] = [];
  for (const worker of workers) if (!worker.terminated) worker.jobs.forEach((_, index) => under.push({ worker, index }));
  return under;
}

async function scenario(commands: Command[]): Promise<void> {
  try {
    await run(commands);
  } finally {
    await cleanUp();
  }
}

/** A run that failed leaves nothing to the next one (fast-check shrinks by running again). */
async function cleanUp(): Promise<void> {
  while (starting.length > 0) starting.shift()?.();
  await settle();
  await shutdownOcr();
  workers.length = 0;
}

async function run(commands: Command[]): Promise<void> {
  const reads: Read[] = [];
  const check = () => {
    // At most one live worker, and at most one job under way on it.
    expect(workers.filter((w) => !w.terminated).length).toBeLessThanOrEqual(1);
    expect(jobsUnderWay().length).toBeLessThanOrEqual(1);
  };
  const answerOne = (late: boolean, fail = false) => {
    const pool = late ? workers.filter((w) => w.terminated) : workers.filter((w) => !w.terminated);
    for (const worker of pool) {
      const job = worker.jobs.shift();
      if (!job) continue;
      if (fail) {
        const read = reads.find((r) => r.image === job.image);
        if (read) read.failed = true;
        job.fail();
      } else job.answer();
      return;
    }
  };
  for (const c of commands) {
    if (c.kind === 'read') {
      const image = `image-${reads.length}`;
      const controller = c.signal === 'none' ? undefined : new AbortController();
      if (c.signal === 'aborted') controller?.abort();
      const read: Read = { image, controller, ends: [], givenUpOpen: c.signal === 'aborted', givenUpRunning: false, failed: false };
      reads.push(read);
      recognize(new Uint8Array(Buffer.from(image, 'latin1')), 60_000, controller?.signal).then(
        (page) => read.ends.push(JSON.stringify(page.words) === JSON.stringify(words(image)) ? 'own answer' : `another answer ${JSON.stringify(page.words)}`),
        (e: ParleyError) => read.ends.push(`${e.status} ${e.message}`),
      );
    } else if (c.kind === 'abort') {
      const read = reads[c.which % Math.max(1, reads.length)];
      if (read?.controller && !read.controller.signal.aborted) {
        if (read.ends.length === 0) {
          read.givenUpOpen = true;
          read.givenUpRunning = jobsUnderWay().some(({ worker, index }) => worker.jobs[index].image === read.image);
        }
        read.controller.abort();
      }
    } else if (c.kind === 'start') starting.shift()?.();
    else if (c.kind === 'answer') answerOne(false);
    else if (c.kind === 'fail') answerOne(false, true);
    else answerOne(true);
    await settle();
    check();
  }
  // Drain: start what is asked for, answer what is under way, until every read has ended.
  for (let i = 0; i < 10 * reads.length + 10 && reads.some((r) => r.ends.length === 0); i++) {
    starting.shift()?.();
    answerOne(false);
    await settle();
    check();
  }
  for (const read of reads) {
    expect(read.ends).toHaveLength(1);
    const [end] = read.ends;
    if (read.givenUpOpen) expect(end).toBe(read.givenUpRunning ? STOPPED : GIVEN_UP);
    else if (read.failed) expect(end).toBe('400 The document could not be processed because the image file is corrupt, truncated or in an unreadable encoding.');
    // A read not given up before its end: its own image's answer, as read alone.
    else expect(end).toBe('own answer');
  }
  expect(ocrQueueState().queued).toBe(0);
  // Every worker but the last live one was terminated; the shutdown ends that one (a start still pending is answered).
  while (starting.length > 0) starting.shift()?.();
  await settle();
  await shutdownOcr();
  expect(workers.every((w) => w.terminated)).toBe(true);
}

describe('reads given up at random moments on the OCR worker', () => {
  it('each ends once, given up ones with the waiting read’s error, the others with their own answer; the queue drains', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), (commands) => scenario(commands)),
      { numRuns: 300 },
    );
  }, 60_000);

  it('says a read given up while it waits its turn was not begun, one whose job the worker has was (review h106rev 1)', async () => {
    const ends: string[] = [];
    const end = (p: Promise<unknown>) => p.then(() => 'own answer', (e: ParleyError) => `${e.status} ${e.message}`);
    try {
      const first = new AbortController();
      const running = end(recognize(new Uint8Array(Buffer.from('first', 'latin1')), 60_000, first.signal));
      const second = new AbortController();
      const waiting = end(recognize(new Uint8Array(Buffer.from('second', 'latin1')), 60_000, second.signal));
      await settle();
      starting.shift()?.();
      await settle();
      expect(jobsUnderWay().map(({ worker, index }) => worker.jobs[index].image)).toEqual(['first']);
      second.abort();
      first.abort();
      ends.push(await waiting, await running);
      expect(ends).toEqual([GIVEN_UP, STOPPED]);
    } finally {
      await cleanUp();
    }
  });

  it('starts no worker for a read given up as its turn is granted (review h106rev 4)', async () => {
    try {
      const controller = new AbortController();
      // Granted at once (no holder); given up before its recognition could ask for a worker.
      const read = recognize(new Uint8Array(Buffer.from('given', 'latin1')), 60_000, controller.signal).then(
        () => 'own answer',
        (e: ParleyError) => `${e.status} ${e.message}`,
      );
      controller.abort();
      expect(await read).toBe(GIVEN_UP);
      await settle();
      // Before, getWorker() ran inside the race and asked tesseract for one.
      expect({ asked: starting.length, started: workers.length, ...ocrQueueState() }).toMatchObject({ asked: 0, started: 0, queued: 0, workerStarted: false });
    } finally {
      await cleanUp();
    }
  });

  it('a read alone is answered with its image’s page (the model’s reference)', async () => {
    await scenario([{ kind: 'read', signal: 'none' }, { kind: 'start' }, { kind: 'answer' }]);
  });
});
