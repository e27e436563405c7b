import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/contracts/layout/build.js';
import { writeHtml } from '../../../src/contracts/html/write.js';
import { mapSpan } from '../../../src/contracts/html/offsets.js';
import { BOLD, PLAIN, bold, cell, doc, para, sliceText, table } from '../helpers.js';

const write = (...args: Parameters<typeof doc>) => writeHtml(buildLayout(doc(...args)));

describe('the html writer', () => {
  it('writes the service shape for a small document', () => {
    const written = write(
      [
        para('Preamble & <terms>.'),
        bold('1. Definitions'),
        para('(a) first; and'),
        para('(b) second.'),
        table([[cell('Key:'), cell('Value')]]),
      ],
      { title: 'A "quoted" <title>', numPages: 3, publicationDate: '2018-10-24' },
    );
    expect(written.html).toBe(
      "<?xml version='1.0' encoding='UTF-8' standalone='yes'?><html>\n<head>\n" +
        '    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/>' +
        '<meta content="2018-10-24" name="publicationdate"/><meta content="3" name="numPages"/>' +
        '<title>A "quoted" &lt;title&gt;</title><style>/**/\n' +
        ' .TimesNewRomanPSMT_Black_10_0{font-size: 10.0pt; font-family: TimesNewRomanPSMT; color: Black;}' +
        ' .TimesNewRomanPS_BoldMT_Black_10_0_bold{font-size: 10.0pt; font-family: TimesNewRomanPS-BoldMT; color: Black; font-weight: bold;}' +
        '\n/**/</style></head>\n<body>' +
        '<p text-alignment="left"><span class="TimesNewRomanPSMT_Black_10_0">Preamble &amp; &lt;terms&gt;.</span></p>' +
        '<section data-level="1" id="1"><p text-alignment="left"><span class="title">' +
        '<span class="TimesNewRomanPS_BoldMT_Black_10_0_bold">1. Definitions</span></span></p>' +
        '<ul style="list-style-type: none;">' +
        '<li><span class="number"><span class="TimesNewRomanPSMT_Black_10_0">(a) </span></span>' +
        '<span class="TimesNewRomanPSMT_Black_10_0">first; and</span></li>' +
        '<li><span class="number"><span class="TimesNewRomanPSMT_Black_10_0">(b) </span></span>' +
        '<span class="TimesNewRomanPSMT_Black_10_0">second.</span></li></ul>' +
        '<table><tbody><tr><td colspan="1" rowspan="1"><span class="TimesNewRomanPSMT_Black_10_0">Key:</span></td>' +
        '<td colspan="1" rowspan="1"><span class="TimesNewRomanPSMT_Black_10_0">Value</span></td></tr></tbody></table>' +
        '</section></body></html>',
    );
  });

  it('leaves out the publication date it does not know and titles an untitled document "no title"', () => {
    const { html } = write([para('x')]);
    expect(html).not.toContain('publicationdate');
    expect(html).toContain('<title>no title</title>');
  });

  it('never splits a word with a style change (tags read as word breaks)', () => {
    const written = writeHtml(
      buildLayout(doc([{ kind: 'paragraph', page: 1, runs: [{ text: 'the Prime-', style: PLAIN }, { text: 'Contract here', style: BOLD }] }])),
    );
    expect(written.html).toContain('<span class="TimesNewRomanPSMT_Black_10_0">the Prime-Contract here</span>');
  });

  it('maps every character of its text to where it sits in the html', () => {
    const written = write([para('A & B <c> "d"')]);
    const range = written.blocks[0].range;
    expect(written.offsets.textOf(range)).toBe('A & B <c> "d"');
    const location = written.offsets.locate(range);
    expect(written.html.slice(location.begin, location.end)).toBe('A &amp; B &lt;c&gt; "d"');
    // "B <c>" inside the element's text.
    const span = mapSpan(written.offsets, range, 4, 9);
    expect(written.html.slice(span.begin, span.end)).toBe('B &lt;c&gt;');
    expect(sliceText(written.html, span)).toBe('B <c>');
  });

  it('replaces characters XML cannot carry and keeps offsets aligned', () => {
    const written = write([para('a\u0000b\u0007c \ud800 d')]);
    expect(written.html).toContain('a b c   d');
    expect(sliceText(written.html, written.offsets.locate(written.blocks[0].range))).toBe('a b c d');
  });

  it('gives sections unique ids from their numbers', () => {
    const { html } = write([bold('1. One'), bold('1. Again'), bold('Unnumbered Heading')]);
    expect(html).toContain('<section data-level="1" id="1">');
    expect(html).toContain('<section data-level="1" id="1-2">');
    expect(html).toContain('<section data-level="2" id="3">');
  });
});

describe('the html writer on a long run of list items', () => {
  it('writes a run of 150,000 items (a spread of that many arguments overflowed the stack)', () => {
    const items = Array.from({ length: 150_000 }, (_, i) => para(`(${String.fromCharCode(97 + (i % 26))}) item ${i};`));
    const written = write(items);
    expect(written.html.match(/<li>/g)).toHaveLength(150_000);
    expect(written.html).toContain('item 149999;');
  }, 60_000);
});
