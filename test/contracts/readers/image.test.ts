import { afterAll, describe, expect, it } from 'vitest';
import { readDocument, shutdownReaders } from '../../../src/contracts/readers/index.js';
import { decodePng } from '../../../src/contracts/readers/image/png.js';
import { fixture, paragraphTexts, tableTexts, tables } from './helpers.js';
import { makeTiff } from './tiff-writer.js';

// OCR is slow (seconds a page): these are the only two recognitions of the suite.
describe('image reader (OCR)', () => {
  afterAll(() => shutdownReaders());

  it('finds the ruled grid of TableTestV3.png and reads its cells after removing the rulings', async () => {
    const doc = await readDocument(fixture('TableTestV3.png'), 'image/png');
    expect(doc.format).toBe('image');
    expect(doc.numPages).toBe(1);
    expect(doc.title).toBeUndefined();
    expect(doc.blocks).toHaveLength(1);
    const grid = tableTexts(tables(doc)[0]);
    expect(grid.map((row) => row.length)).toEqual([3, 5, 5, 5, 5, 5]);
    expect(grid[0]).toEqual(['', 'Three months ended September 30,{1x2}', 'Nine months ended September 30,{1x2}']);
    expect(grid[1]).toEqual(['', '2005', '2004', '2005', '2004']);
    expect(grid.slice(2).map((row) => row[0])).toEqual(['Statutory tax rate', 'IRS audit settlement', 'Dividends received deduction', 'Total effective tax rate']);
  }, 120_000);

  it('reads the paragraphs of the scanned Contract_A page, here as an LZW TIFF (decoded by parley, then OCR)', async () => {
    const { width, height, grey } = decodePng(fixture('Contract_A.png'))!;
    const doc = await readDocument(makeTiff([{ width, height, grey }], 'lzw'), 'image/tiff');
    expect(doc.format).toBe('image');
    expect(doc.numPages).toBe(1);
    const texts = paragraphTexts(doc);
    expect(texts).toContain('ARTICLE A-1 THE WORK');
    expect(texts).toContain('WITNESSETH: that the Owner and Contractor undertake and agree as follows:');
    expect(texts).toContain(
      'AGREEMENT BETWEEN OWNER AND CONTRACTOR for use when a stipulated price forms the basis of payment and to be used only with the General Conditions of the Contract',
    );
  }, 120_000);

  it('refuses a recognition over ocrTimeoutMs with a 400 (the worker is ended)', async () => {
    await expect(readDocument(fixture('TableTestV3.png'), 'image/png', { ocrTimeoutMs: 1 })).rejects.toMatchObject({
      status: 400,
      message: 'The text recognition of the image did not finish within 1 ms.',
    });
  }, 60_000);
});
