/**
 * Long `basedOn` chains of Word styles (round hred11): each run naming a character style, and each paragraph style
 * first met, walked its whole chain again, so a 24 KB DOCX of 4,000 chained character styles named by 4,000 runs took
 * 6 s to read (n²; in a library caller's thread). Each style is now resolved once, from its base's resolution.
 */
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { cpuClock } from '../../security/guard.js';
import { paragraphs } from './helpers.js';
import { makeDocx } from './zip-writer.js';

const chain = (n: number, type: 'character' | 'paragraph') =>
  Array.from({ length: n }, (_, i) => `<w:style w:type="${type}" w:styleId="S${i}"><w:basedOn w:val="S${i + 1}"/></w:style>`).join('');

describe('style chains', () => {
  it('8,000 chained character styles named by 8,000 runs read in linear time', async () => {
    const run = (i: number) => `<w:r><w:rPr><w:rStyle w:val="S${i % 2 === 0 ? 0 : i}"/></w:rPr><w:t>a </w:t></w:r>`;
    const body = `<w:p>${Array.from({ length: 8000 }, (_, i) => run(i)).join('')}</w:p>`;
    const elapsed = cpuClock();
    const doc = await readDocument(makeDocx(body, { styles: chain(8000, 'character') + '<w:style w:type="character" w:styleId="S8000"><w:rPr><w:b/></w:rPr></w:style>', deflate: true }), undefined);
    expect(elapsed()).toBeLessThan(3_000);
    expect(paragraphs(doc)[0].runs.every((r) => r.style.bold === true)).toBe(true);
  }, 60_000);

  it('8,000 paragraphs each naming another style of one chain read in linear time', async () => {
    const body = Array.from({ length: 8000 }, (_, i) => `<w:p><w:pPr><w:pStyle w:val="S${i}"/></w:pPr><w:r><w:t>p${i}</w:t></w:r></w:p>`).join('');
    const elapsed = cpuClock();
    const styles = chain(8000, 'paragraph') + '<w:style w:type="paragraph" w:styleId="S8000"><w:name w:val="heading 2"/><w:rPr><w:i/></w:rPr></w:style>';
    const doc = await readDocument(makeDocx(body, { styles, deflate: true }), undefined);
    expect(elapsed()).toBeLessThan(3_000);
    expect(paragraphs(doc).every((p) => p.outlineLevel === 2 && p.runs[0].style.italic === true)).toBe(true);
  }, 60_000);

  it('each style over its bases, nearest last: a base turned off by the style on top', async () => {
    const styles =
      '<w:style w:type="character" w:styleId="Top"><w:basedOn w:val="Mid"/><w:rPr><w:i/></w:rPr></w:style>' +
      '<w:style w:type="character" w:styleId="Mid"><w:basedOn w:val="Low"/><w:rPr><w:b w:val="0"/><w:sz w:val="30"/></w:rPr></w:style>' +
      '<w:style w:type="character" w:styleId="Low"><w:rPr><w:b/><w:u w:val="single"/></w:rPr></w:style>' +
      '<w:style w:type="character" w:styleId="Loop1"><w:basedOn w:val="Loop2"/><w:rPr><w:i/></w:rPr></w:style>' +
      '<w:style w:type="character" w:styleId="Loop2"><w:basedOn w:val="Loop1"/><w:rPr><w:b/></w:rPr></w:style>';
    const run = (id: string, t: string) => `<w:r><w:rPr><w:rStyle w:val="${id}"/></w:rPr><w:t>${t} </w:t></w:r>`;
    const doc = await readDocument(makeDocx(`<w:p>${run('Top', 'a')}${run('Mid', 'b')}${run('Low', 'c')}${run('Loop1', 'd')}</w:p>`, { styles }), undefined);
    expect(paragraphs(doc)[0].runs.map((r) => r.style)).toEqual([
      expect.objectContaining({ italic: true, size: 15, underline: true }),
      expect.objectContaining({ size: 15, underline: true }),
      expect.objectContaining({ bold: true, underline: true }),
      expect.objectContaining({ bold: true, italic: true }),
    ]);
    expect(paragraphs(doc)[0].runs.map((r) => r.style.bold)).toEqual([undefined, undefined, true, true]);
  });
});
