/**
 * A PDF page tree whose /Count understates its pages (h52pages, after hred24's Left): pdfjs trusts a count that its
 * last page answers, so `/Count 2` over three pages read two, and the third page's text was dropped without a word.
 * The reader counts the tree's leaves itself (bounded: depth, nodes, cycles) and reads every page the tree holds within
 * the page limit; past the limit, the 413 names the tree's pages. A count too large is recovered as before.
 */
import { describe, expect, it } from 'vitest';
import { failure } from '../../common/failure.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { MAX_TREE_DEPTH, MAX_TREE_NODES, pageTreeOf } from '../../../src/contracts/readers/pdf/page-tree.js';
import { readsLinearly } from '../../security/linear-time.js';
import { pdfFromObjects } from './pdf-writer.js';

const PAGE_TEXTS = ['The Supplier shall deliver the goods.', 'The Buyer shall pay the price.', 'This Agreement is governed by the laws of England.'];

/**
 * A PDF of one page per text, from objects written by the test: `tree` gives the page tree's objects (numbered from
 * 2; each page is a `PAGE(i)` placeholder replaced by its reference, its /Parent by `PARENT`).
 */
function pdfOf(texts: readonly string[], tree: (pages: string[]) => string[], options: { trailerExtra?: string; xrefStream?: boolean } = {}): Uint8Array {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  const nodes = tree(texts.map((_, i) => `PAGE${i}`));
  const firstPage = 2 + nodes.length;
  const pageRefs = texts.map((_, i) => `${firstPage + 3 * i} 0 R`);
  objects.push(...nodes.map((node) => node.replace(/PAGE(\d+)/g, (_, i: string) => pageRefs[Number(i)])));
  texts.forEach((text, i) => {
    const parent = nodes.findIndex((node) => node.includes(`PAGE${i} `) || node.includes(`PAGE${i}]`)) + 2;
    const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Contents ${firstPage + 3 * i + 1} 0 R /Resources << /Font << /F1 ${firstPage + 3 * i + 2} 0 R >> >> >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      font,
    );
  });
  return pdfFromObjects(objects, options.trailerExtra, options.xrefStream);
}

/** One root listing every page, stating `count`. */
const flat = (count: number) => (pages: string[]) => [`<< /Type /Pages /Kids [${pages.map((p) => `${p} `).join('')}] /Count ${count} >>`];


const textsOf = (doc: Awaited<ReturnType<typeof readDocument>>): string => JSON.stringify(doc.blocks);

describe('a PDF page tree that counts fewer pages than it holds (h52pages)', () => {
  it('/Count 2 over three pages reads all three', async () => {
    const doc = await readDocument(pdfOf(PAGE_TEXTS, flat(2)), 'application/pdf');
    expect(doc.numPages).toBe(3);
    for (const text of PAGE_TEXTS) expect(textsOf(doc)).toContain(text);
  });

  it('/Count 2 over three pages in a file indexed by a cross-reference stream reads all three', async () => {
    const right = await readDocument(pdfOf(PAGE_TEXTS, flat(3), { xrefStream: true }), 'application/pdf');
    expect(right.numPages).toBe(3);
    const doc = await readDocument(pdfOf(PAGE_TEXTS, flat(2), { xrefStream: true }), 'application/pdf');
    expect(doc.numPages).toBe(3);
    expect(textsOf(doc)).toContain(PAGE_TEXTS[2]);
  });

  it('/Count 1 over three pages reads all three', async () => {
    const doc = await readDocument(pdfOf(PAGE_TEXTS, flat(1)), 'application/pdf');
    expect(doc.numPages).toBe(3);
    expect(textsOf(doc)).toContain(PAGE_TEXTS[2]);
  });

  it('an inner node that understates its pages: every page read, in order', async () => {
    // Root: [inner (pages 1-2, says 1), page 3], says 2.
    const nested = (pages: string[]) => [`<< /Type /Pages /Kids [3 0 R ${pages[2]} ] /Count 2 >>`, `<< /Type /Pages /Parent 2 0 R /Kids [${pages[0]} ${pages[1]} ] /Count 1 >>`];
    const doc = await readDocument(pdfOf(PAGE_TEXTS, nested), 'application/pdf');
    expect(doc.numPages).toBe(3);
    const text = textsOf(doc);
    expect(text.indexOf(PAGE_TEXTS[0])).toBeLessThan(text.indexOf(PAGE_TEXTS[1]));
    expect(text.indexOf(PAGE_TEXTS[1])).toBeLessThan(text.indexOf(PAGE_TEXTS[2]));
  });

  it('a tree holding more pages than the limit under a count within it: a 413 naming the tree', async () => {
    const err = await failure(readDocument(pdfOf(PAGE_TEXTS, flat(2)), 'application/pdf', { maxPages: 2 }));
    expect(err.status).toBe(413);
    expect(err.message).toBe('The input document has 3 pages (its page tree holds 3, its /Count says 2); the limit is 2 pages.');
  });

  it('a count too large still reads the pages held; a right count reads as before', async () => {
    for (const count of [3, 4, 10000]) {
      const doc = await readDocument(pdfOf(PAGE_TEXTS, flat(count)), 'application/pdf');
      expect(doc.numPages, String(count)).toBe(3);
      expect(textsOf(doc), String(count)).toContain(PAGE_TEXTS[2]);
    }
  });

  it('a tree whose kids loop back to the root is counted once per page', async () => {
    const looped = (pages: string[]) => [`<< /Type /Pages /Kids [${pages[0]} ${pages[1]} 3 0 R ] /Count 2 >>`, `<< /Type /Pages /Parent 2 0 R /Kids [2 0 R ${pages[2]} ] /Count 1 >>`];
    const doc = await readDocument(pdfOf(PAGE_TEXTS, looped), 'application/pdf');
    expect(doc.numPages).toBe(3);
    expect(textsOf(doc)).toContain(PAGE_TEXTS[2]);
  });

  it('the trailer’s /Info survives the read of every page (the title is kept)', async () => {
    const bytes = pdfOf(PAGE_TEXTS, (pages) => [...flat(2)(pages), '<< /Title (Supply Agreement) >>'], { trailerExtra: ' /Info 3 0 R' });
    const doc = await readDocument(bytes, 'application/pdf');
    expect(doc.numPages).toBe(3);
    expect(doc.title).toBe('Supply Agreement');
  });
});

/** `depth` nodes in a chain, the page at the bottom. */
const chain = (depth: number) => (pages: string[]) =>
  Array.from({ length: depth }, (_, i) => `<< /Type /Pages${i > 0 ? ` /Parent ${i + 1} 0 R` : ''} /Kids [${i + 1 < depth ? `${i + 3} 0 R` : `${pages[0]} `}] /Count 1 >>`);

describe('the page tree read within its bounds (h52pages)', () => {
  it('a chain of nodes deeper than MAX_TREE_DEPTH is left to pdfjs; one within it is counted', async () => {
    expect(pageTreeOf(pdfOf(['Only page.'], chain(MAX_TREE_DEPTH + 2)))).toBeUndefined();
    const within = pageTreeOf(pdfOf(['Only page.'], chain(MAX_TREE_DEPTH - 2)));
    expect([within?.stated, within?.held]).toEqual([1, 1]);
    // pdfjs reads the deep chain's page as before.
    expect((await readDocument(pdfOf(['Only page.'], chain(MAX_TREE_DEPTH + 2)), 'application/pdf')).numPages).toBe(1);
  });

  it('a tree of more than MAX_TREE_NODES nodes is left to pdfjs', () => {
    const pages = Array.from({ length: 50 * 90 }, (_, i) => `Page ${i + 1}.`);
    expect(50 * 90 + 90).toBeGreaterThan(MAX_TREE_NODES);
    // A root of 90 nodes of 50 pages each.
    const wide = (refs: string[]) => [
      `<< /Type /Pages /Kids [${Array.from({ length: 90 }, (_, i) => `${i + 3} 0 R`).join(' ')}] /Count 2 >>`,
      ...Array.from({ length: 90 }, (_, n) => `<< /Type /Pages /Parent 2 0 R /Kids [${refs.slice(50 * n, 50 * n + 50).map((r) => `${r} `).join('')}] /Count 50 >>`),
    ];
    expect(pageTreeOf(pdfOf(pages, wide))).toBeUndefined();
  });

  it('a root that lists one page over and over reads in linear time (the node read once, the list within its token bound)', () => {
    const listed = (length: number) => {
      const bytes = pdfOf(['Only page.'], (pages) => [`<< /Type /Pages /Kids [${`${pages[0]} `.repeat(Math.floor(length / 8))}] /Count 1 >>`]);
      return () => pageTreeOf(bytes);
    };
    readsLinearly(listed);
  });

  it('a file of many objects and startxref keywords reads in linear time', () => {
    const padded = (length: number) => {
      const bytes = pdfOf(PAGE_TEXTS, (pages) => [...flat(2)(pages), `<< /Padding [${'9 0 obj startxref 1 '.repeat(Math.floor(length / 20))}] >>`]);
      return () => pageTreeOf(bytes);
    };
    expect(readsLinearly(padded)?.held).toBe(3);
  });

  it('pages whose objects never end (no "endobj") are read within the tree\'s text bound', () => {
    // 3,000 pages of 4 KB each, none closed: each node's window runs to the next 64 KB, the walk stops at 8 MB.
    const open = (length: number) => {
      const count = Math.floor(length / 4000);
      const pages = Array.from({ length: count }, (_, i) => `${i + 3} 0 obj << /Type /Page /Parent 2 0 R /Pad (${'x'.repeat(3950)}) >>\n`).join('');
      const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
      const head = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [${kids}] /Count 1 >> endobj\n${pages}`;
      const bytes = new TextEncoder().encode(`${head}xref\n0 0\ntrailer << /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`);
      return () => pageTreeOf(bytes);
    };
    // 1,000 pages of 64 KB windows are 64 MB: past the bound, the tree is left to pdfjs.
    expect(readsLinearly(open, 4000, 64_000, 1_000_000)).toBeUndefined();
    // Within it (60 such pages, 3.8 MB), every page is counted.
    expect(open(240_000)()?.held).toBe(60);
  });
});

describe('a PDF page tree that lists a node twice (hred31)', () => {
  /** How many times `text` occurs in the document's blocks. */
  const timesIn = (doc: Awaited<ReturnType<typeof readDocument>>, text: string): number => textsOf(doc).split(text).length - 1;

  it('[A A B] /Count 2 reads A once and B (pdfjs read A twice, B never, and dropped A as a running header)', async () => {
    const doc = await readDocument(pdfOf(PAGE_TEXTS.slice(0, 2), (pages) => [`<< /Type /Pages /Kids [${pages[0]} ${pages[0]} ${pages[1]} ] /Count 2 >>`]), 'application/pdf');
    expect(doc.numPages).toBe(2);
    expect([timesIn(doc, PAGE_TEXTS[0]), timesIn(doc, PAGE_TEXTS[1])]).toEqual([1, 1]);
  });

  it('[A B A C] /Count 3 reads A, B and C once each, in order', async () => {
    const doc = await readDocument(pdfOf(PAGE_TEXTS, (pages) => [`<< /Type /Pages /Kids [${pages[0]} ${pages[1]} ${pages[0]} ${pages[2]} ] /Count 3 >>`]), 'application/pdf');
    expect(doc.numPages).toBe(3);
    expect(PAGE_TEXTS.map((text) => timesIn(doc, text))).toEqual([1, 1, 1]);
    const text = textsOf(doc);
    expect(text.indexOf(PAGE_TEXTS[0])).toBeLessThan(text.indexOf(PAGE_TEXTS[1]));
    expect(text.indexOf(PAGE_TEXTS[1])).toBeLessThan(text.indexOf(PAGE_TEXTS[2]));
  });

  it('a page listed twice or a thousand times under a count of as many is one page (was 413 "1000 pages")', async () => {
    for (const times of [2, 1000]) {
      const doc = await readDocument(pdfOf(['Only page.'], (pages) => [`<< /Type /Pages /Kids [${`${pages[0]} `.repeat(times)}] /Count ${times} >>`]), 'application/pdf');
      expect([doc.numPages, timesIn(doc, 'Only page.')], String(times)).toEqual([1, 1]);
    }
  });

  it('a page listed more times than MAX_TREE_NODES counts once against it: one page read (pdfjs read it 500 times, no text kept)', async () => {
    // Six inner nodes listing the page 1,000 times each (a node's dictionary stays within its token bound).
    const inner = 6;
    expect(inner * 1000).toBeGreaterThan(MAX_TREE_NODES);
    const bytes = pdfOf(['Only page.'], (pages) => [
      `<< /Type /Pages /Kids [${Array.from({ length: inner }, (_, i) => `${i + 3} 0 R`).join(' ')}] /Count 500 >>`,
      ...Array.from({ length: inner }, () => `<< /Type /Pages /Parent 2 0 R /Kids [${`${pages[0]} `.repeat(1000)}] /Count 1000 >>`),
    ]);
    expect([pageTreeOf(bytes)?.stated, pageTreeOf(bytes)?.held]).toEqual([500, 1]);
    const doc = await readDocument(bytes, 'application/pdf');
    expect([doc.numPages, timesIn(doc, 'Only page.')]).toEqual([1, 1]);
  });

  it('a root listing itself among its kids reads its page (was 400 "corrupt or truncated")', async () => {
    const doc = await readDocument(pdfOf(['Only page.'], (pages) => [`<< /Type /Pages /Kids [${pages[0]} 2 0 R] /Count 2 >>`]), 'application/pdf');
    expect([doc.numPages, timesIn(doc, 'Only page.')]).toEqual([1, 1]);
  });

  it('a tree of distinct pages is given to pdfjs as written', () => {
    const bytes = pdfOf(PAGE_TEXTS, flat(3));
    expect(pageTreeOf(bytes)?.restated()).toBe(bytes);
  });
});
