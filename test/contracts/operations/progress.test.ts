/**
 * Progress callbacks of the contract operations: the answer is byte-identical with and without one, and the
 * counts of each stage (of each document) only grow and end at their total.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  classifyElements,
  compareDocuments,
  CompareComplyV1,
  convertToHtml,
  extractTables,
  ParleyError,
  type BatchProgress,
  type ContractProgress,
} from '../../../src/contracts/index.js';
import { batchParams, bucketDirs } from '../service-helpers.js';
import { makeTiff } from '../readers/tiff-writer.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/contracts/${name}`, import.meta.url));
const CONTRACT_A = fixture('contract_A.pdf');

/** Every stage of every document: `done` never shrinks, `total` stays, the last event is `total/total`. */
function expectWellFormed(events: readonly ContractProgress[]): void {
  const runs = new Map<string, ContractProgress[]>();
  for (const e of events) {
    const key = `${e.document ?? ''}/${e.stage}`;
    runs.set(key, [...(runs.get(key) ?? []), e]);
  }
  for (const run of runs.values()) {
    for (let i = 1; i < run.length; i++) {
      expect(run[i].done).toBeGreaterThanOrEqual(run[i - 1].done);
      expect(run[i].total).toBe(run[0].total);
    }
    const last = run[run.length - 1];
    expect(last.done).toBe(last.total);
  }
}

describe('progress of the document operations', () => {
  it('classify of a 4-page PDF: each page read, then the elements; the same JSON as without a callback', async () => {
    const events: ContractProgress[] = [];
    const withCallback = await classifyElements({ file: CONTRACT_A }, { onProgress: (p) => events.push(p) });
    const without = await classifyElements({ file: CONTRACT_A });
    expect(JSON.stringify(withCallback)).toBe(JSON.stringify(without));
    const elements = withCallback.elements.length > 0 ? events.at(-1)!.total : 0;
    expect(events).toEqual([
      { stage: 'pages', done: 1, total: 4 },
      { stage: 'pages', done: 2, total: 4 },
      { stage: 'pages', done: 3, total: 4 },
      { stage: 'pages', done: 4, total: 4 },
      { stage: 'elements', done: 0, total: elements },
      { stage: 'elements', done: elements, total: elements },
    ]);
    expect(elements).toBeGreaterThan(50);
  }, 60_000);

  it('html and tables report the pages read (they classify nothing); the answers are unchanged', async () => {
    for (const op of [convertToHtml, extractTables] as const) {
      const events: ContractProgress[] = [];
      const body = await op({ file: CONTRACT_A }, { onProgress: (p) => events.push(p) });
      expect(JSON.stringify(body)).toBe(JSON.stringify(await op({ file: CONTRACT_A })));
      expect(events.map((e) => `${e.stage} ${e.done}/${e.total}`)).toEqual(['pages 1/4', 'pages 2/4', 'pages 3/4', 'pages 4/4']);
    }
  }, 60_000);

  it('an image document reports when recognition starts (0/2), then each page recognised (a TIFF of two frames)', async () => {
    const blank = { width: 64, height: 32, grey: new Uint8Array(64 * 32).fill(255) };
    const events: ContractProgress[] = [];
    await convertToHtml({ file: makeTiff([blank, blank]) }, { onProgress: (p) => events.push(p) });
    expect(events).toEqual([
      { stage: 'ocr', done: 0, total: 2 },
      { stage: 'ocr', done: 1, total: 2 },
      { stage: 'ocr', done: 2, total: 2 },
    ]);
  }, 60_000);

  it('a timer ticks between two pages of an in-process read (the event loop is not held through the document)', async () => {
    let ticks = 0;
    const pagesSeenAtTick: number[] = [];
    let pages = 0;
    const timer = setInterval(() => {
      ticks++;
      pagesSeenAtTick.push(pages);
    }, 0);
    try {
      await convertToHtml({ file: CONTRACT_A }, { onProgress: (p) => (pages = p.done) });
    } finally {
      clearInterval(timer);
    }
    // Ticks happened while pages were still being read, not only before the first or after the last.
    expect(ticks).toBeGreaterThan(0);
    expect(pagesSeenAtTick.some((n) => n > 0 && n < 4)).toBe(true);
  }, 60_000);

  it('a callback that throws changes nothing: the answer is the same, no error escapes', async () => {
    const body = await classifyElements(
      { file: Buffer.from('This Agreement is made between Acme Inc. and Beta LLC.\n\nThe Supplier shall deliver the goods.') },
      {
        onProgress: () => {
          throw new Error('display failed');
        },
      },
    );
    expect(body.elements.length).toBe(2);
  });

  it('property: for any plain-text contract, counts are monotone, end at the total, and the answer is unchanged', async () => {
    const sentence = fc
      .array(fc.constantFrom('The', 'Supplier', 'shall', 'pay', 'Buyer', 'may', 'terminate', 'this', 'Agreement', 'within', '30', 'days', 'USD', '1,000'), {
        minLength: 3,
        maxLength: 12,
      })
      .map((w) => `${w.join(' ')}.`);
    await fc.assert(
      fc.asyncProperty(fc.array(sentence, { minLength: 1, maxLength: 12 }), async (sentences) => {
        const file = Buffer.from(sentences.join('\n\n'));
        const events: ContractProgress[] = [];
        const body = await classifyElements({ file }, { onProgress: (p) => events.push(p) });
        expect(JSON.stringify(body)).toBe(JSON.stringify(await classifyElements({ file })));
        expectWellFormed(events);
        expect(events.map((e) => e.stage)).toEqual(['elements', 'elements']);
      }),
      { numRuns: 25 },
    );
  });

  it('compare: each document counts on its own, named file1 or file2; the answer is unchanged', async () => {
    const events: ContractProgress[] = [];
    const [file1, file2] = [CONTRACT_A, fixture('contract_B.pdf')];
    const body = await compareDocuments({ file1, file2 }, { onProgress: (p) => events.push(p) });
    expect(JSON.stringify(body)).toBe(JSON.stringify(await compareDocuments({ file1, file2 })));
    expectWellFormed(events);
    expect([...new Set(events.map((e) => `${e.document} ${e.stage} ${e.total > 0 ? 'of' : 'empty'}`))]).toEqual([
      'file1 pages of',
      'file1 elements of',
      'file2 pages of',
      'file2 elements of',
    ]);
  }, 60_000);
});

describe('progress through CompareComplyV1', () => {
  const twin = new CompareComplyV1({ version: '2018-10-15' });
  const file = Buffer.from('The Supplier shall deliver the goods.');

  it('onProgress (not in the SDK) reaches the operation; the result is the same', async () => {
    const events: ContractProgress[] = [];
    const { result } = await twin.classifyElements({ file, onProgress: (p) => events.push(p) });
    expect(result).toEqual((await twin.classifyElements({ file })).result);
    expect(events).toEqual([
      { stage: 'elements', done: 0, total: 1 },
      { stage: 'elements', done: 1, total: 1 },
    ]);
  });

  it('an onProgress that is not a function is a 400 naming it', async () => {
    const refused = await twin.classifyElements({ file, onProgress: 'yes' as never }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ParleyError);
    expect((refused as ParleyError).status).toBe(400);
    expect((refused as ParleyError).errors).toEqual([{ code: 'type', message: 'onProgress must be a function', path: '.onProgress' }]);
  });

  it('onBatchProgress: each document is announced, then its progress; a throwing listener fails nothing', async () => {
    const root = bucketDirs({ 'a.txt': 'The Supplier shall deliver the goods.\n\nThe Buyer shall pay.', 'b.txt': 'The Buyer may terminate this Agreement.' }, 'parley-progress-');
    const events: BatchProgress[] = [];
    const batches = new CompareComplyV1({
      version: '2018-10-15',
      buckets: root,
      onBatchProgress: (e) => {
        events.push(e);
        throw new Error('listener failed');
      },
    });
    const { result } = await batches.createBatch(batchParams());
    await batches.batchesIdle();
    const status = (await batches.getBatch({ batchId: result.batch_id })).result;
    expect(status.document_counts).toMatchObject({ total: 2, successful: 2, failed: 0 });
    const id = result.batch_id;
    expect(events).toEqual([
      { batchId: id, object: 'a.txt' },
      { batchId: id, object: 'a.txt', progress: { stage: 'elements', done: 0, total: 2 } },
      { batchId: id, object: 'a.txt', progress: { stage: 'elements', done: 2, total: 2 } },
      { batchId: id, object: 'b.txt' },
      { batchId: id, object: 'b.txt', progress: { stage: 'elements', done: 0, total: 1 } },
      { batchId: id, object: 'b.txt', progress: { stage: 'elements', done: 1, total: 1 } },
    ]);
  });
});
