/**
 * Twenty-fifth adversarial round (hred24): a PDF's page tree says how many pages it has (/Count), and pdfjs takes a
 * count of 1 or less as it is (it checks only a larger one against the last page). A one-page contract whose /Count
 * was 0 or −1 was answered 200 with `num_pages` "0" or "-1" and no text at all: its page never read, nothing said.
 * Such a tree is corrupt: a 400 `unreadable` at `.file` now says so. A count too large is still recovered by pdfjs
 * (the pages it finds are read). Since h52pages the reader counts the tree's pages itself (pdf-page-tree.test.ts): a
 * count of 0 or less over a page that the tree holds reads the page; the 400 is left for a tree that holds none.
 */
import { describe, expect, it } from 'vitest';
import { failure } from '../../common/failure.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { onePagePdf } from './pdf-writer.js';

/** A one-page PDF with its text, whose page tree states `count` pages (`kids`: the tree's /Kids, the page by default). */
const pageTreeStating = (count: string, kids = '[3 0 R]'): Uint8Array => onePagePdf('', { count, kids });


const textOf = (doc: Awaited<ReturnType<typeof readDocument>>): string =>
  JSON.stringify(doc.blocks);

describe('a PDF page tree that counts no pages (hred24)', () => {
  it.each(['0', '-1', '-5'])('/Count %s over a tree that holds no page is a 400 unreadable at .file naming the count', async (count) => {
    const err = await failure(readDocument(pageTreeStating(count, '[]'), 'application/pdf'));
    expect(err.status).toBe(400);
    expect(err.result.errors).toEqual([
      {
        code: 'unreadable',
        message: `The document could not be processed because the PDF file is corrupt (its page tree counts ${count} pages).`,
        path: '.file',
      },
    ]);
  });

  it('a count of 1, one too large, or one of 0 or less over the page (h52pages), reads the page', async () => {
    for (const count of ['1', '10000', '0', '-1', '-5']) {
      const doc = await readDocument(pageTreeStating(count), 'application/pdf');
      expect(doc.numPages, count).toBe(1);
      expect(textOf(doc), count).toContain('The Supplier shall deliver the goods.');
    }
  });
});
