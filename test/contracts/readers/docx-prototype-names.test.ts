/**
 * DOCX values named like Object.prototype's members (round hred11): the reader looked `w:jc w:val` and entity names
 * up in plain object tables, so `<w:jc w:val="toString"/>` put `function toString() { [native code] }` in the HTML's
 * `text-alignment`, `w:val="__proto__"` put `[object Object]` there, and the text `&constructor;` was read as
 * `function Object() { [native code] }`. An unknown alignment is no alignment; an unknown entity stays as written.
 */
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { convertToHtml } from '../../../src/contracts/index.js';
import { paragraphs, paragraphTexts } from './helpers.js';
import { makeDocx } from './zip-writer.js';

const NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', '__defineGetter__'];
const aligned = (value: string) => makeDocx(`<w:p><w:pPr><w:jc w:val="${value}"/></w:pPr><w:r><w:t>The Supplier shall deliver.</w:t></w:r></w:p>`);

describe('DOCX values named like Object.prototype members', () => {
  it.each(NAMES)('w:jc w:val="%s" is no alignment', async (name) => {
    const doc = await readDocument(aligned(name), undefined);
    expect(paragraphs(doc).map((p) => p.align)).toEqual([undefined]);
  });

  it('a known alignment is still read', async () => {
    const doc = await readDocument(aligned('end'), undefined);
    expect(paragraphs(doc).map((p) => p.align)).toEqual(['right']);
  });

  it('entities named like Object.prototype members stay as written', async () => {
    const doc = await readDocument(makeDocx('<w:p><w:r><w:t>A &constructor; B &amp; C &lt;</w:t></w:r></w:p>'), undefined);
    expect(paragraphTexts(doc)).toEqual(['A &constructor; B & C <']);
  });

  it('no native code reaches the HTML', async () => {
    const html = (await convertToHtml({ file: aligned('toString') })).html;
    expect(html).not.toContain('native code');
    expect(html).not.toContain('[object Object]');
  });
});
