import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { fixture, paragraphs, tableTexts, tables, expectContractA, TABLE_TEST_V3_TEXTS } from './helpers.js';
import { makeDocx } from './zip-writer.js';

const p = (text: string, pPr = '', rPr = '') => `<w:p><w:pPr>${pPr}</w:pPr><w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

describe('DOCX reader: the fixtures', () => {
  it('reads Contract_A.docx: 4 pages from its properties, no title, runs with their fonts', async () => {
    const doc = await readDocument(fixture('Contract_A.docx'), 'application/msword');
    expectContractA(doc, 'docx');
    const item = paragraphs(doc).find((x) => x.runs[0].text.startsWith('(b) do and fulfil'));
    expect(item).toEqual({
      kind: 'paragraph',
      page: 1,
      runs: [{ text: '(b) do and fulfil everything indicated by this Agreement, and', style: { font: 'TimesNewRomanPSMT', size: 12 } }],
      listMarker: '2.',
      listLevel: 0,
    });
    expect(paragraphs(doc)[0].runs[0].style).toEqual({ font: 'TimesNewRomanPS', size: 12, bold: true });
    // Word's own page marks: the signature page is the fourth.
    expect(paragraphs(doc).find((x) => x.runs[0].text.startsWith('N.B.'))?.page).toBe(4);
  });

  it('reads the merged header cells of TableTestV3.docx from gridSpan', async () => {
    const doc = await readDocument(fixture('TableTestV3.docx'), undefined);
    expect(doc.numPages).toBe(1);
    expect(tableTexts(tables(doc)[0])).toEqual(TABLE_TEST_V3_TEXTS);
  });
});

describe('DOCX reader: OOXML features', () => {
  const styles =
    '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>' +
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Clause"><w:name w:val="Clause"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>';
  const numbering =
    '<w:abstractNum w:abstractNumId="7"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>' +
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="(%2)"/></w:lvl>' +
    '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="%1.%3"/></w:lvl></w:abstractNum>' +
    '<w:abstractNum w:abstractNumId="8"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="\uF0B7"/></w:lvl></w:abstractNum>' +
    '<w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="8"/></w:num>';
  const num = (id: number, level: number) => `<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${id}"/></w:numPr>`;

  it('takes heading levels from style names and outline levels, and styles through the chain', async () => {
    const body = p('Definitions', '<w:pStyle w:val="Heading2"/>') + p('Term', '<w:pStyle w:val="Clause"/>') + p('Body', '<w:jc w:val="both"/><w:ind w:left="720"/>', '<w:i/>');
    const doc = await readDocument(makeDocx(body, { styles }), undefined);
    expect(doc.blocks).toEqual([
      { kind: 'paragraph', page: 1, outlineLevel: 2, runs: [{ text: 'Definitions', style: { font: 'Calibri', size: 14, bold: true } }] },
      { kind: 'paragraph', page: 1, outlineLevel: 1, runs: [{ text: 'Term', style: { font: 'Calibri', size: 11 } }] },
      { kind: 'paragraph', page: 1, align: 'justify', indent: 36, runs: [{ text: 'Body', style: { font: 'Calibri', size: 11, italic: true } }] },
    ]);
    expect(doc.numPages).toBe(1);
  });

  it('generates list markers: counters per level, deeper levels restart, bullets from symbol fonts', async () => {
    const body =
      p('one', num(1, 0)) + p('sub a', num(1, 1)) + p('sub b', num(1, 1)) + p('roman', num(1, 2)) + p('two', num(1, 0)) + p('sub again', num(1, 1)) + p('dot', num(2, 0));
    const doc = await readDocument(makeDocx(body, { styles, numbering }), undefined);
    expect(paragraphs(doc).map((x) => [x.listMarker, x.listLevel])).toEqual([
      ['1.', 0],
      ['(a)', 1],
      ['(b)', 1],
      ['1.i', 2],
      ['2.', 0],
      ['(a)', 1],
      ['•', 0],
    ]);
  });

  it('reads vertical merges, skips deleted text and field codes, counts explicit page breaks', async () => {
    const cell = (text: string, tcPr = '') => `<w:tc><w:tcPr>${tcPr}</w:tcPr>${p(text)}</w:tc>`;
    const body =
      `<w:tbl><w:tr>${cell('A', '<w:vMerge w:val="restart"/>')}${cell('B')}</w:tr><w:tr>${cell('', '<w:vMerge/>')}${cell('C')}</w:tr></w:tbl>` +
      '<w:p><w:r><w:t>kept</w:t></w:r><w:del><w:r><w:delText>gone</w:delText></w:r></w:del><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:br w:type="page"/></w:r></w:p>' +
      p('next page');
    const doc = await readDocument(makeDocx(body), undefined);
    expect(tableTexts(tables(doc)[0])).toEqual([['A{2x1}', 'B'], ['C']]);
    expect(paragraphs(doc).map((x) => [x.runs.map((r) => r.text).join(''), x.page])).toEqual([
      ['kept', 1],
      ['next page', 2],
    ]);
    expect(doc.numPages).toBe(2);
  });
});
