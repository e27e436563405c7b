/**
 * The DOCX reader's running text count against the text it returns (review hred6). The count bounds a document's
 * text while it is read (MAX_TEXT_CHARS); it used to count each run's whitespace on its own, so a space at the end of
 * one run and another at the start of the next counted twice (one character per run boundary), and it did not count
 * list markers at all: a document within the bound could be refused, and one list level's marker text of 400,000
 * characters on 60,000 items (a 23 KB file) filled 4 GB and ended the process. Now the count is the text's length
 * after every paragraph and cell; inside a paragraph, a refusal waits until the count less one per run is over.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocx } from '../../../src/contracts/readers/docx/index.js';
import { readDocument, textLength } from '../../../src/contracts/readers/index.js';
import { MAX_TEXT_CHARS } from '../../../src/contracts/readers/limits.js';
import { cpuClock } from '../../security/guard.js';
import { makeDocx } from './zip-writer.js';

const NUMBERING =
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>' +
  '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="(%2)"/></w:lvl>' +
  '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val=" %3 .  - "/></w:lvl></w:abstractNum>' +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>';

const run = fc
  .record({
    text: fc.string({ unit: fc.constantFrom('a', 'b', '-', '/', ' ', '  ', '\t', '\u00a0'), maxLength: 8 }),
    bold: fc.boolean(),
    tab: fc.boolean(),
  })
  .map(({ text, bold, tab }) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t>${tab ? '<w:tab/>' : ''}</w:r>`);

const paragraph = fc
  .record({ runs: fc.array(run, { maxLength: 6 }), list: fc.constantFrom(-1, 0, 1, 2) })
  .map(({ runs, list }) => `<w:p>${list < 0 ? '' : `<w:pPr><w:numPr><w:ilvl w:val="${list}"/><w:numId w:val="1"/></w:numPr></w:pPr>`}${runs.join('')}</w:p>`);

const tableOf = (cell: fc.Arbitrary<string>) =>
  fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((rows) => `<w:tbl>${rows.map((r) => `<w:tr>${r.join('')}</w:tr>`).join('')}</w:tbl>`);
const cellOf = (block: fc.Arbitrary<string>) => fc.array(block, { minLength: 1, maxLength: 3 }).map((ps) => `<w:tc>${ps.join('')}</w:tc>`);
// Cells of paragraphs, and of paragraphs and tables (one level nested).
const table = tableOf(cellOf(fc.oneof(paragraph, paragraph, tableOf(cellOf(paragraph)))));
const body = fc.array(fc.oneof(paragraph, paragraph, table), { maxLength: 6 }).map((blocks) => blocks.join(''));

const refused = (f: () => unknown) => {
  try {
    f();
    return false;
  } catch (err) {
    if (err instanceof ParleyError && err.status === 413) return true;
    throw err;
  }
};

describe('the DOCX text count', () => {
  it('refuses a document exactly when its text (runs, markers, cells) is longer than the bound', () => {
    fc.assert(
      fc.property(body, (xml) => {
        const bytes = makeDocx(xml, { numbering: NUMBERING });
        const length = textLength(readDocx(bytes, 500, Infinity));
        // Never lower than the text (one less is refused), never a refusal of a text within the bound.
        expect(refused(() => readDocx(bytes, 500, length))).toBe(false);
        if (length > 0) expect(refused(() => readDocx(bytes, 500, length - 1))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a document of exactly MAX_TEXT_CHARS characters split into runs at spaces ("word " + " word")', async () => {
    // 200,000 pairs of runs, the first ending and the second (bold) starting with a space: 17 characters of text a
    // pair, counted 18 before (a 413 for this document of exactly the bound).
    const pair = '<w:r><w:t xml:space="preserve">abcdefgh </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> ijklmnop</w:t></w:r>';
    const pairs = 200_000;
    const fill = 'x'.repeat(MAX_TEXT_CHARS - pairs * 17);
    const runs = pair.repeat(pairs);
    const read = await readDocument(makeDocx(`<w:p>${runs}<w:r><w:rPr><w:i/></w:rPr><w:t>${fill}</w:t></w:r></w:p>`, { deflate: true }), undefined);
    expect(textLength(read)).toBe(MAX_TEXT_CHARS);
  }, 60_000);

  it('counts list markers: 60,000 items with a 400,000-character marker text are refused at once (a 413)', async () => {
    const numbering = `<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1${'x'.repeat(400_000)}"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>`;
    const item = '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>a</w:t></w:r></w:p>';
    const bytes = makeDocx(item.repeat(60_000), { numbering, deflate: true });
    expect(bytes.length).toBeLessThan(50_000);
    const elapsed = cpuClock();
    const err = await readDocument(bytes, undefined).catch((e: unknown) => e);
    // Before: 4.2 GB and 100 s, then the process ended (heap out of memory).
    expect(elapsed()).toBeLessThan(5_000);
    expect((err as ParleyError).status).toBe(413);
  }, 60_000);

  it('writes a lettered list number past 32,767 in digits (a start of 2^29 asked for 20 million letters)', () => {
    const numbering = '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="536870912"/><w:numFmt w:val="upperLetter"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>';
    const item = '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>a</w:t></w:r></w:p>';
    const read = readDocx(makeDocx(item + item, { numbering }), 500);
    expect(read.blocks.map((b) => (b.kind === 'paragraph' ? b.listMarker : undefined))).toEqual(['536870912.', '536870913.']);
  });
});
