/**
 * A DOCX part's elements and the body's paragraphs and cells are counted in one pass over its text before the tree is
 * built: a part over a bound is refused promptly and without the memory of its tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { checkPartCensus } from '../../../src/contracts/readers/docx/census.js';
import { parseXml, XmlLimitError, type XmlElement } from '../../../src/contracts/readers/docx/xml.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { cpuClock, within } from '../../security/guard.js';
import { makeDocx } from './zip-writer.js';

const BODY = (body: string) => `<w:document><w:body>${body}</w:body></w:document>`;
const unbounded = { elements: Infinity, blocks: Infinity };

async function refusal(bytes: Uint8Array): Promise<[number, string]> {
  const err = await readDocument(bytes, undefined).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ParleyError);
  return [(err as ParleyError).status, (err as ParleyError).message];
}

describe('the census of a DOCX part', () => {
  it('counts every element, and as blocks the cells and the paragraphs outside cells that are not self-closed', () => {
    const body = '<w:p><w:r><w:t>a</w:t></w:r></w:p><w:p/><w:p><w:pPr/></w:p>' +
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>b</w:t></w:r></w:p><w:p/><w:p>c</w:p></w:tc><w:tc/></w:tr></w:tbl><w:p>d</w:p>';
    expect(checkPartCensus(BODY(body), true, unbounded)).toEqual({ elements: 18, blocks: 5 });
    expect(checkPartCensus(BODY(body), false, unbounded)).toEqual({ elements: 18, blocks: 0 });
  });

  it('refuses one element or one block past its bound, and not at the bound', () => {
    const body = BODY('<w:p>a</w:p>'.repeat(10));
    expect(checkPartCensus(body, true, { elements: 12, blocks: 10 })).toEqual({ elements: 12, blocks: 10 });
    expect(() => checkPartCensus(body, true, { elements: 11, blocks: 10 })).toThrow(new XmlLimitError('more than 11 XML elements in one part'));
    expect(() => checkPartCensus(body, true, { elements: 12, blocks: 9 })).toThrow(new XmlLimitError('more than 9 paragraphs and table cells'));
  });

  it('counts the elements the parser builds and at least the blocks the reader reads', async () => {
    const fragment = fc.constantFrom(
      '<w:p><w:r><w:t>word</w:t></w:r></w:p>', '<w:p/>', '<w:p><w:pPr><w:jc w:val="center"/></w:pPr></w:p>', '<!-- <w:p> -->',
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>x</w:t></w:r></w:p><w:p>y</w:p></w:tc><w:tc><w:p/></w:tc></w:tr></w:tbl>',
      '<w:sdt><w:sdtContent><w:p><w:r><w:t>s</w:t></w:r></w:p></w:sdtContent></w:sdt>',
    );
    const count = (e: XmlElement): number => 1 + e.children.reduce((n, c) => n + (typeof c === 'string' ? 0 : count(c)), 0);
    await fc.assert(
      fc.asyncProperty(fc.array(fragment, { minLength: 1, maxLength: 30 }), async (parts) => {
        const body = parts.join('');
        const census = checkPartCensus(BODY(body), true, unbounded);
        expect(census.elements).toBe(count(parseXml(BODY(body))));
        const read = await readDocument(makeDocx(body), undefined).catch(() => undefined);
        const blocks = read?.blocks.reduce((n, b) => n + (b.kind === 'table' ? b.rows.reduce((m, r) => m + r.length, 0) : 1), 0) ?? 0;
        expect(census.blocks).toBeGreaterThanOrEqual(blocks);
      }),
      { numRuns: 60 },
    );
  });

  it('reads hostile markup in linear time', () => {
    const unclosed = '<'.repeat(1_000_000) + '</'.repeat(500_000) + '<w:p'.repeat(200_000);
    within(2_000, () => expect(checkPartCensus(unclosed, true, unbounded)).toEqual({ elements: 200_000, blocks: 200_000 }));
    within(2_000, () => expect(checkPartCensus('<![CDATA[<w:p>]]><w:p>' + '<!--<w:p>'.repeat(100_000), true, unbounded)).toEqual({ elements: 1, blocks: 1 }));
  });
});

describe('a DOCX over a bound is refused before its tree is built', () => {
  it('refuses 499,999 one-letter paragraphs (2,000,000 elements less 4) in well under a second of CPU (was 6.7 s, 780 MB)', async () => {
    const docx = makeDocx('<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(499_999), { deflate: true });
    const elapsed = cpuClock();
    expect(await refusal(docx)).toEqual([413, 'The input DOCX document is too large to process: more than 100000 paragraphs and table cells.']);
    expect(elapsed()).toBeLessThan(1_500);
  });

  it('refuses 2,000,001 empty paragraphs promptly (was 3.4 s, 480 MB)', async () => {
    const docx = makeDocx('<w:p/>'.repeat(2_000_001), { deflate: true });
    const elapsed = cpuClock();
    expect(await refusal(docx)).toEqual([413, 'The input DOCX document is too large to process: more than 2000000 XML elements in one part.']);
    expect(elapsed()).toBeLessThan(2_000);
  });

  it('takes 100,000 paragraphs and empty ones besides', () => {
    expect(checkPartCensus(BODY('<w:p>a</w:p>'.repeat(100_000) + '<w:p/>'.repeat(200_000)), true).blocks).toBe(100_000);
  });
});
