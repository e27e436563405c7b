/**
 * A DOCX's page count from what its body holds (h52pages, after hred24's Left). `docProps/app.xml` `<Pages>` is written
 * by the producer and may lie both ways: a one-paragraph document stating 10,000 pages was refused 413 "has 10000
 * pages", and one stating 1 page over three pages of page breaks was answered `num_pages` 1. The body's page breaks
 * (Word's rendered ones when it saved them, else the explicit ones) give the pages the body marks; the stated count is
 * used only where it is possible for the body: not below the pages marked, not above the pages its blocks and text
 * could fill. The refusal over the page limit names which count passed it.
 */
import { describe, expect, it } from 'vitest';
import { failure } from '../../common/failure.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { makeDocx } from './zip-writer.js';

const paragraph = (text: string): string => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
const renderedBreak = (text: string): string => `<w:p><w:r><w:lastRenderedPageBreak/><w:t>${text}</w:t></w:r></w:p>`;
/** `pages` pages of one paragraph each, separated by explicit page breaks. */
const brokenInto = (pages: number): string => Array.from({ length: pages }, (_, i) => paragraph(`Clause ${i + 1}.`)).join(pageBreak);


describe('a DOCX page count from what the body holds (h52pages)', () => {
  it.each(['10000', '501', '9007199254740993', '1e308'])('app.xml stating %s pages over one paragraph reads its one page', async (stated) => {
    const doc = await readDocument(makeDocx(paragraph('The Supplier shall deliver the goods.'), { pages: stated }), undefined);
    expect(doc.numPages).toBe(1);
    expect(doc.blocks).toHaveLength(1);
  });

  it('app.xml stating 1 page over three pages of explicit page breaks answers 3', async () => {
    const doc = await readDocument(makeDocx(brokenInto(3), { pages: 1 }), undefined);
    expect(doc.numPages).toBe(3);
  });

  it("app.xml stating fewer pages than Word's rendered breaks answers the rendered ones", async () => {
    const body = paragraph('One.') + renderedBreak('Two.') + renderedBreak('Three.') + renderedBreak('Four.');
    expect((await readDocument(makeDocx(body, { pages: 2 }), undefined)).numPages).toBe(4);
    expect((await readDocument(makeDocx(body, { pages: 4 }), undefined)).numPages).toBe(4);
  });

  it('a stated count the body could fill is kept where the body marks no page (a producer that writes no breaks)', async () => {
    const body = Array.from({ length: 12 }, (_, i) => paragraph(`Clause ${i + 1}. The Supplier shall deliver the goods on time.`)).join('');
    expect((await readDocument(makeDocx(body, { pages: 3 }), undefined)).numPages).toBe(3);
    // One long paragraph runs over pages of its own: 6,000 characters can fill more than one.
    const long = paragraph('The Supplier shall deliver the goods. '.repeat(160));
    expect((await readDocument(makeDocx(long, { pages: 2 }), undefined)).numPages).toBe(2);
    // With no app.xml, or one that is not a whole number, the body's count.
    expect((await readDocument(makeDocx(body), undefined)).numPages).toBe(1);
    expect((await readDocument(makeDocx(brokenInto(2), { pages: 'two' }), undefined)).numPages).toBe(2);
  });

  it('more pages marked by the body than the limit: a 413 naming its page breaks', async () => {
    const err = await failure(readDocument(makeDocx(brokenInto(6), { pages: 1 }), undefined, { maxPages: 5 }));
    expect(err.status).toBe(413);
    expect(err.result.errors).toEqual([
      {
        code: 'too_many_pages',
        message: 'The input document has 6 pages (counted from its page breaks); the limit is 5 pages.',
        path: '.file',
      },
    ]);
  });

  it('a stated count over the limit that the body could fill: a 413 naming docProps/app.xml', async () => {
    const body = Array.from({ length: 12 }, (_, i) => paragraph(`Clause ${i + 1}.`)).join('');
    const err = await failure(readDocument(makeDocx(body, { pages: 7 }), undefined, { maxPages: 5 }));
    expect(err.status).toBe(413);
    expect(err.message).toBe('The input document has 7 pages (as its properties, docProps/app.xml, state); the limit is 5 pages.');
    // The same count stated over one paragraph is not believed: the page is read.
    expect((await readDocument(makeDocx(paragraph('Clause 1.'), { pages: 7 }), undefined, { maxPages: 5 })).numPages).toBe(1);
  });
});
