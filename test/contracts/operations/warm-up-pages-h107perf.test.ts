/**
 * The warm-up on a PDF's own pages (operations/warm-up.ts `DocumentPagesWarmUp`): while a later PDF is read in its
 * child, the thread classifies pages already read, each as a document of its own, and the document's answer is the
 * same bytes as without. The child's part (each page sent with its announcement, the reply without pages, threaded.ts)
 * runs on the built package in a child `node`; the warm-up itself on the sources, with pages read in process.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyReturn } from '../../../src/contracts/operations/results.js';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { documentPagesWarmUp, WARM_UP_PAGE_CHARS, WARM_UP_PAGES, type DocumentPagesWarmUp } from '../../../src/contracts/operations/warm-up.js';
import { readText } from '../../../src/contracts/readers/text.js';
import { loadPdf, type PdfPage } from '../../../src/contracts/readers/pdf/load.js';
import { fixture } from '../readers/helpers.js';

const root = new URL('../../../', import.meta.url).pathname;

// Sentences of this test's own: what a classification answers must not depend on the pages warmed before it.
const TEXT = `LEASE OF EQUIPMENT

This Lease is made on 4 May 2023 between Granite Tools Ltd (the "Lessor") and Meadow Farms LLP (the "Lessee").

1. The Lessee shall pay GBP 900 each month and keep the equipment insured against loss.

2. Either party may end this Lease on sixty (60) days' written notice.`;
const classifyText = () => JSON.stringify(classifyReturn(analyzeRead(readText(new TextEncoder().encode(TEXT)), 'hash')));

/** `warmUp.warm()` with the read over after `turns` turns of the event loop: how many pages it classified. */
async function warmFor(warmUp: DocumentPagesWarmUp, turns: number): Promise<number> {
  const warming = warmUp.warm();
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
  warmUp.end();
  return warming;
}

describe('the warm-up on a PDF’s own pages', () => {
  it('classifies pages heard while the read goes on, leaves them as they were, and changes no answer', async () => {
    const before = classifyText();
    const content = await loadPdf(fixture('contract_A.pdf'), 100, Date.now() + 60_000, undefined, 64);
    const pages: PdfPage[] = content.pages;
    const copies = structuredClone(pages);
    const warmUp = documentPagesWarmUp() as DocumentPagesWarmUp;
    expect(warmUp).toBeDefined();
    for (const page of pages) warmUp.heard(page);
    // All four heard before it starts: it takes the last one read, then waits for another until the read is over.
    expect(await warmFor(warmUp, 3)).toBe(1);
    expect(pages).toEqual(copies);
    expect(classifyText()).toBe(before);
  });

  it('does nothing once the read is over, and waits for a page without holding the thread', async () => {
    const idle = documentPagesWarmUp() as DocumentPagesWarmUp;
    idle.end();
    expect(await idle.warm()).toBe(0);
    // No page yet: the thread is free (a timer fires) while it waits.
    const waiting = documentPagesWarmUp() as DocumentPagesWarmUp;
    const warming = waiting.warm();
    let ticked = false;
    await new Promise((resolve) => setTimeout(() => resolve((ticked = true)), 5));
    expect(ticked).toBe(true);
    waiting.end();
    expect(await warming).toBe(0);
  });

  it(`passes over a page of more than ${WARM_UP_PAGE_CHARS} characters, and classifies the next one read`, async () => {
    const line = (text: string, y: number) => ({ text, x: 72, y, width: 400, size: 11, style: { size: 11 } });
    const sentence = 'The Buyer shall pay the price within thirty days of delivery. ';
    const huge: PdfPage = { number: 1, width: 600, height: 800, rules: [], items: Array.from({ length: Math.ceil(WARM_UP_PAGE_CHARS / sentence.length) + 1 }, (_, i) => line(sentence, 10 + i)) };
    const passed = documentPagesWarmUp() as DocumentPagesWarmUp;
    passed.heard(huge);
    expect(await warmFor(passed, 3)).toBe(0);
    // A page just under the bound is classified (a near miss of the bound).
    const under: PdfPage = { ...huge, items: huge.items.slice(0, Math.floor(WARM_UP_PAGE_CHARS / sentence.length)) };
    const taken = documentPagesWarmUp() as DocumentPagesWarmUp;
    taken.heard(huge);
    taken.heard(under);
    expect(await warmFor(taken, 3)).toBe(1);
  }, 60_000);

  it(`stops after the thread's ${WARM_UP_PAGES} pages: no warm-up is offered after them`, async () => {
    const page: PdfPage = { number: 1, width: 600, height: 800, rules: [], items: [{ text: 'The Tenant shall pay the rent monthly.', x: 72, y: 100, width: 200, size: 11, style: { size: 11 } }] };
    let warmed = 0;
    for (let i = 0; i < WARM_UP_PAGES + 5; i++) {
      const warmUp = documentPagesWarmUp();
      if (warmUp === undefined) break;
      warmUp.heard(structuredClone(page));
      warmed += await warmFor(warmUp, 2);
    }
    // The earlier tests of this file warmed two pages.
    expect(warmed).toBe(WARM_UP_PAGES - 2);
    expect(documentPagesWarmUp()).toBeUndefined();
  }, 60_000);

  const script = `
    const { readDocument } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/index.js'))});
    const { classifyElements } = await import(${JSON.stringify(join(root, 'dist/contracts/index.js'))});
    const { readFileSync } = await import('node:fs');
    const pdf = readFileSync(${JSON.stringify(join(root, 'test/fixtures/contracts/contract_A.pdf'))});
    const long = readFileSync(${JSON.stringify(join(root, 'test/fixtures/contracts/Art Effects Koya Creative Base TSA 2008.pdf'))});
    const heard = [];
    const withPages = JSON.stringify(await readDocument(pdf, 'application/pdf', {}, undefined, undefined, (page) => heard.push(page.number)));
    const without = JSON.stringify(await readDocument(pdf, 'application/pdf'));
    // Each document classified with no warm-up at all (read, analysed and classified directly) …
    const { analyzeRead, md5Hex } = await import(${JSON.stringify(join(root, 'dist/contracts/operations/pipeline.js'))});
    const { classifyReturn } = await import(${JSON.stringify(join(root, 'dist/contracts/operations/results.js'))});
    const plain = async (bytes) => JSON.stringify(classifyReturn(analyzeRead(await readDocument(bytes, 'application/pdf'), md5Hex(bytes))));
    const shortPlain = await plain(pdf);
    const longPlain = await plain(long);
    // … then by the operation: the first call warms on the sample (its read's wait), the later ones on the pages read.
    const answer = async (bytes) => JSON.stringify(await classifyElements({ file: bytes, fileContentType: 'application/pdf' }));
    const got = [await answer(pdf), await answer(long), await answer(pdf), await answer(long)];
    process.stdout.write(JSON.stringify({ heard, sameRead: withPages === without, same: got.map((a, i) => a === (i % 2 === 0 ? shortPlain : longPlain)) }));
  `;

  it('on the built package: the child sends each page in order, the read is the same, and answers after the warm-up are the same bytes', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ heard: [1, 2, 3, 4], sameRead: true, same: [true, true, true, true] });
  }, 130_000);
});
