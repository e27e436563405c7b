/**
 * The warm-up on a PDF's own pages and the end of its read (review h107rev 1 and 9; operations/warm-up.ts
 * `DocumentPagesWarmUp`). Before a page it waits for this thread's read requests to be written to their children
 * (`pdfRequestsWritten`), and a request queued for a busy child is written only when a child frees: here that wait is a
 * promise the test controls (the warm-up's constructor takes it; a `vi.mock` of threaded.ts was not always heeded in
 * a loaded run of the whole directory). The read's end stops the wait (the document's answer never waits on another
 * read's queued request) and lets go of the pages heard; a page of too many items or rules is passed over as one of
 * too many characters.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentPagesWarmUp, WARM_UP_PAGE_CHARS, WARM_UP_PAGE_PARTS } from '../../../src/contracts/operations/warm-up.js';
import type { PdfPage, PdfRule } from '../../../src/contracts/readers/pdf/load.js';

/** Other reads' requests, not yet written to their child until the test says so. */
let release: () => void = () => undefined;
let written: Promise<void> = Promise.resolve();
function queueAnotherRead(): void {
  written = new Promise<void>((resolve) => (release = resolve));
}

/** A warm-up whose wait for the requests written is the test's. */
const warmUpOf = () => new DocumentPagesWarmUp(() => written);
type WarmUp = DocumentPagesWarmUp;

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};
/** What `warming` settled to within `ms`, or 'still waiting'. */
const within = <T>(warming: Promise<T>, ms = 200) =>
  Promise.race([warming, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
/** The pages a warm-up holds (its private list: what an abort must not keep alive). */
const held = (warmUp: WarmUp) => (warmUp as unknown as { pages: PdfPage[] }).pages.length;

const item = (text: string, y: number) => ({ text, x: 72, y, width: 300, size: 11, style: { size: 11 } });
const page = (): PdfPage => ({ number: 1, width: 600, height: 800, rules: [], items: [item('The Tenant shall pay the rent on the first day of each month.', 100)] });

afterEach(() => {
  release();
  written = Promise.resolve();
});

describe('the page warm-up ends with its read, whatever other reads wait for', () => {
  it('a read over before any page: its warm-up settles at once though another read’s request is still queued', async () => {
    queueAnotherRead();
    const warmUp = warmUpOf();
    const warming = warmUp.warm();
    await turns(2);
    warmUp.end();
    expect(await within(warming)).toBe(0);
  });

  it('a read over while its page waits for another read’s request: its warm-up settles at once, holding no page', async () => {
    queueAnotherRead();
    const warmUp = warmUpOf();
    warmUp.heard(page());
    const warming = warmUp.warm();
    await turns(3);
    // Not classified while the other request is unwritten (the thread is not held over it) …
    expect(await within(warming, 20)).toBe('still waiting');
    warmUp.end();
    // … and the read's end answers at once: nothing waits for the queued request, nothing of the read is kept.
    expect(await within(warming)).toBe(0);
    expect(held(warmUp)).toBe(0);
  });

  it('near miss: a request written while the read goes on lets the page be classified', async () => {
    queueAnotherRead();
    const warmUp = warmUpOf();
    warmUp.heard(page());
    const warming = warmUp.warm();
    await turns(2);
    release();
    await turns(5);
    warmUp.end();
    expect(await within(warming, 30_000)).toBe(1);
  });

  it('holds no page once the read is over (ended, or given up), nor one heard after', () => {
    const warmUp = warmUpOf();
    warmUp.heard(page());
    warmUp.heard(page());
    expect(held(warmUp)).toBe(2);
    warmUp.end();
    expect(held(warmUp)).toBe(0);
    warmUp.heard(page());
    expect(held(warmUp)).toBe(0);
  });
});

describe(`the page warm-up passes over a page of more than ${WARM_UP_PAGE_PARTS} items or rules`, () => {
  /** How many pages a warm-up classifies of `pages`, heard before it starts, the last one taken. */
  async function warmOn(...pages: PdfPage[]): Promise<number> {
    const warmUp = warmUpOf();
    for (const p of pages) warmUp.heard(p);
    const warming = warmUp.warm();
    await turns(3);
    warmUp.end();
    return warming;
  }
  // Each item a character or two: the page's text stays far under the characters' bound.
  const manyItems = (n: number): PdfPage => ({ ...page(), items: Array.from({ length: n }, (_, i) => item(i % 2 ? '.' : 'a', 10 + (i % 700))) });
  const rule = (i: number): PdfRule => ({ x0: 72, y0: 10 + (i % 700), x1: 500, y1: 10 + (i % 700) });
  const manyRules = (n: number): PdfPage => ({ ...page(), rules: Array.from({ length: n }, (_, i) => rule(i)) });

  it('a page of many tiny items, under the characters’ bound, is passed over', async () => {
    const hostile = manyItems(WARM_UP_PAGE_PARTS + 1);
    expect(hostile.items.reduce((n, it) => n + it.text.length, 0)).toBeLessThan(WARM_UP_PAGE_CHARS);
    expect(await warmOn(hostile)).toBe(0);
  });

  it('a page of many drawn rules is passed over', async () => {
    expect(await warmOn(manyRules(WARM_UP_PAGE_PARTS + 1))).toBe(0);
  });

  it('near miss: a contract’s page with a table’s rules is classified, after a hostile one passed over', async () => {
    const table: PdfPage = { ...page(), rules: Array.from({ length: 90 }, (_, i) => rule(i)) };
    expect(await warmOn(manyRules(WARM_UP_PAGE_PARTS + 1), table)).toBe(1);
  }, 30_000);
});
