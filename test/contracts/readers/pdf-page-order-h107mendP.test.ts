/**
 * The PDF child's pages arrive in their place or the read is refused (review h107rev 8; readers/pdf/threaded.ts
 * `loadPdfBounded`). The child sends each page with its announcement and the parent appends them as they arrive: a
 * child that sent a page twice, out of order or past the document's count passed the one check there was (the count)
 * when the count still matched. Here the pool is a fake whose child sends what the test says.
 */
import { describe, expect, it, vi } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import type { JobOptions, JobOutcome } from '../../../src/common/threads/pool.js';
import type { PdfPage } from '../../../src/contracts/readers/pdf/load.js';
import type { PdfPageRead, PdfReply } from '../../../src/contracts/readers/pdf/threaded.js';

/** What the fake child sends before its reply: [the announcement's page number, the page's own number]. */
let script: [read: number, own: number][] = [];
let numPages = 0;

vi.mock('../../../src/common/threads/pool.js', async (original) => {
  const real = await original<typeof import('../../../src/common/threads/pool.js')>();
  class FakePool {
    constructor(private readonly options: { heapMb: number }) {}
    get heapMb(): number {
      return this.options.heapMb;
    }
    get queued(): number {
      return 0;
    }
    prestart(): void {}
    async close(): Promise<void> {}
    async run<R>(_request: unknown, job: JobOptions<R>): Promise<JobOutcome<R>> {
      job.onStart?.();
      job.onSent?.();
      for (const [read, own] of script) {
        const content: PdfPage = { number: own, width: 600, height: 800, rules: [], items: [] };
        job.onMessage?.({ page: { read, total: numPages }, content } satisfies PdfPageRead);
      }
      return { reply: { content: { numPages, pages: [] } } satisfies PdfReply as R };
    }
  }
  // A compiled child module "exists": the read goes to the (fake) pool, as from the built package.
  return { ...real, compiledThreadFile: (url: URL) => url, ThreadPool: FakePool };
});

const { loadPdfBounded } = await import('../../../src/contracts/readers/pdf/threaded.js');

/** The read's page numbers and those the warm-up heard, or the refusal's status and message. */
async function read(sent: [number, number][], count: number) {
  script = sent;
  numPages = count;
  const heard: number[] = [];
  try {
    const content = await loadPdfBounded(new Uint8Array(8), 100, Date.now() + 10_000, undefined, undefined, undefined, undefined, (page) => heard.push(page.number));
    return { pages: content.pages.map((p) => p.number), heard };
  } catch (err) {
    expect(err).toBeInstanceOf(ParleyError);
    const e = err as ParleyError;
    return { refused: e.status, message: JSON.stringify(e.result), heard };
  }
}

describe('a PDF child’s pages out of their place refuse the read', () => {
  it('near miss: pages 1 to 4 in order are the read, each heard once', async () => {
    expect(await read([[1, 1], [2, 2], [3, 3], [4, 4]], 4)).toEqual({ pages: [1, 2, 3, 4], heard: [1, 2, 3, 4] });
  });

  it('page 3 sent twice and page 4 never (the count still 4): refused as corrupt, nothing heard past page 2', async () => {
    const got = await read([[1, 1], [2, 2], [3, 3], [3, 3]], 4);
    expect(got).toMatchObject({ refused: 400, heard: [1, 2, 3] });
    expect(got.message).toMatch(/corrupt or truncated/);
  });

  it('pages out of order (1, 3, 2, 4): refused', async () => {
    expect(await read([[1, 1], [3, 3], [2, 2], [4, 4]], 4)).toMatchObject({ refused: 400, heard: [1] });
  });

  it('a page past the count (page 9 of 4) or before the first (page 0): refused', async () => {
    expect(await read([[1, 1], [2, 2], [3, 3], [9, 9]], 4)).toMatchObject({ refused: 400, heard: [1, 2, 3] });
    expect(await read([[0, 0], [1, 1], [2, 2], [3, 3]], 4)).toMatchObject({ refused: 400, heard: [] });
    expect(await read([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]], 4)).toMatchObject({ refused: 400, heard: [1, 2, 3, 4] });
  });

  it('a page whose own number disagrees with its announcement: refused', async () => {
    expect(await read([[1, 1], [2, 3], [3, 2], [4, 4]], 4)).toMatchObject({ refused: 400, heard: [1] });
    expect(await read([[1, 1], [2, 2], [4, 3], [4, 4]], 4)).toMatchObject({ refused: 400, heard: [1, 2] });
  });
});
