/**
 * The DOCX reader's content controls (`w:sdt`) and wrappers (`w:customXml`, `w:ins`) at the block bound (h52pages,
 * after hred24's Left): their blocks were appended by `blocks.push(...inner)`, which passes every block as an argument
 * and overflows the stack past some 120,000 of them; MAX_BLOCKS (100,000) kept a document under it, by a margin that
 * depends on the stack left to the call. A wrapper's blocks are now written into the one output as they are read.
 */
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { MAX_BLOCKS } from '../../../src/contracts/readers/limits.js';
import type { ReadParagraph } from '../../../src/contracts/readers/types.js';
import { makeDocx } from './zip-writer.js';

const paragraph = (text: string): string => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
const many = (count: number): string => Array.from({ length: count }, (_, i) => paragraph(`p${i}`)).join('');

/** Calls `depth` frames deep, then `read`: a caller deep in its own handlers (4,000 of these frames are under half of
 * Node's default stack: 10,000 overflow it). */
async function deepIn<T>(depth: number, read: () => Promise<T>): Promise<T> {
  return depth === 0 ? read() : deepIn(depth - 1, read);
}

describe('content controls and wrappers at the block bound (h52pages)', () => {
  it.each([
    ['a content control', (body: string) => `<w:sdt><w:sdtContent>${body}</w:sdtContent></w:sdt>`],
    ['custom XML', (body: string) => `<w:customXml>${body}</w:customXml>`],
    ['a tracked insertion', (body: string) => `<w:ins>${body}</w:ins>`],
  ])('%s of MAX_BLOCKS paragraphs reads every one, in order, with less than half the stack already used', async (_, wrap) => {
    const docx = makeDocx(wrap(many(MAX_BLOCKS)), { deflate: true });
    const doc = await deepIn(4000, () => readDocument(docx, undefined));
    expect(doc.blocks).toHaveLength(MAX_BLOCKS);
    const texts = (doc.blocks as ReadParagraph[]).map((block) => block.runs.map((r) => r.text).join(''));
    expect(texts[0]).toBe('p0');
    expect(texts[MAX_BLOCKS - 1]).toBe(`p${MAX_BLOCKS - 1}`);
  }, 60_000);

  it('nested wrappers keep the document order around them', async () => {
    const body = `${paragraph('a')}<w:sdt><w:sdtContent>${paragraph('b')}<w:customXml>${paragraph('c')}<w:ins>${paragraph('d')}</w:ins></w:customXml>${paragraph('e')}</w:sdtContent></w:sdt>${paragraph('f')}`;
    const doc = await readDocument(makeDocx(body), undefined);
    expect((doc.blocks as ReadParagraph[]).map((block) => block.runs.map((r) => r.text).join(''))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
