/**
 * Content that runs other content (hred31, form-calls.ts): ten form XObjects each drawing the next ten times are 10^9
 * runs of the last one for pdfjs, which runs a form's content at every `Do`. A 3 KB file held the built reader's PDF
 * child at full CPU for the whole read deadline (60 s) and was then a 400 "too slow to read"; the same through a
 * graphics state's soft mask (`gs`) and tiling patterns (`scn`), and one content stream named by 500 pages. The scan now counts what every stream runs before
 * pdfjs starts, and refuses such a file at once (413 at .file); real files, whose forms are drawn a few times each, read
 * as before.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { failure } from '../../common/failure.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { checkDecodedSize } from '../../../src/contracts/readers/pdf/streams.js';
import { CALL_UNITS, MAX_CONTENT_RUN, MAX_NESTING, contentCalls } from '../../../src/contracts/readers/pdf/form-calls.js';
import { cpuClock, parleyErrorOf } from '../../security/guard.js';
import { readsLinearly } from '../../security/linear-time.js';
import { pdfFromObjects } from './pdf-writer.js';

const stream = (dictionary: string, content: string) => `<< ${dictionary} /Length ${content.length} >>\nstream\n${content}\nendstream`;
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const PARTIES = ['The Buyer', 'The Supplier', 'Each party'];
const LEAF_TEXT = 'BT /F1 12 Tf 72 700 Td (The Supplier shall deliver the goods.) Tj ET';

/**
 * One page (objects 1-5: catalog, pages, page, its content, a font) whose content and `depth` levels of content objects
 * (from object 6; `width` objects a level) each call the next level `fan` times: forms by `Do`, soft masks by `gs`,
 * patterns by `scn`. The last level draws `leaf`.
 */
function nested(kind: 'Do' | 'gs' | 'scn', depth: number, fan: number, options: { width?: number; leaf?: string } = {}): Uint8Array {
  const width = options.width ?? 1;
  const node = (level: number, k = 0) => 6 + level * width + k;
  const calls = () =>
    kind === 'gs'
      ? Array.from({ length: fan }, (_, k) => `/G${k} gs 0 0 m 1 1 l S `).join('')
      : kind === 'scn'
        ? Array.from({ length: fan }, (_, k) => `/Pattern cs /P${k} scn 0 0 10 10 re f `).join('')
        : 'q /X0 Do Q '.repeat(fan);
  const resources = (level: number) =>
    kind === 'gs'
      ? `/ExtGState << ${Array.from({ length: fan }, (_, k) => `/G${k} << /SMask << /S /Luminosity /G ${node(level)} 0 R >> >>`).join(' ')} >>`
      : kind === 'scn'
        ? `/Pattern << ${Array.from({ length: fan }, (_, k) => `/P${k} ${node(level, width > 1 ? k : 0)} 0 R`).join(' ')} >>`
        : `/XObject << /X0 ${node(level)} 0 R >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> ${resources(0)} >> >>`,
    stream('', `BT /F1 12 Tf 72 740 Td (Heading.) Tj ET ${calls()}`),
    FONT,
  ];
  for (let j = 0; j < depth * width; j++) {
    const level = Math.floor(j / width);
    const last = level === depth - 1;
    const own = `/Resources << /Font << /F1 5 0 R >> ${last ? '' : resources(level + 1)} >>`;
    const dictionary =
      kind === 'scn'
        ? `/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 ${own}`
        : `/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${own}`;
    objects.push(stream(dictionary, last ? (options.leaf ?? '0 0 m 100 100 l S') : calls()));
  }
  return pdfFromObjects(objects);
}

const RUN_MESSAGE = `The input PDF document is too large to process: its pages run more than ${MAX_CONTENT_RUN} bytes of content (a form, pattern or soft mask counted each time it is drawn, a page's content for each page that names it).`;
const LOOP_MESSAGE = 'The input PDF document is too large to process: a form, pattern or soft mask it draws draws itself again (a loop of content).';
const DEEP_MESSAGE = `The input PDF document is too large to process: its forms, patterns or soft masks are drawn within one another more than ${MAX_NESTING} levels deep.`;

/** The 413 the scan throws for `bytes`, checked to name the file, within a second of CPU. */
function refusal(bytes: Uint8Array): string {
  const cpu = cpuClock();
  const e = parleyErrorOf(() => checkDecodedSize(bytes));
  expect(cpu()).toBeLessThan(1000);
  expect([e.status, e.errors.map((d) => [d.code, d.path])]).toEqual([413, [['too_large', '.file']]]);
  return e.message;
}

describe('content drawn within content, counted before pdfjs reads (hred31)', () => {
  it('ten levels of forms each drawn ten times: a 413 at once, through the reader too', async () => {
    for (const leaf of [undefined, LEAF_TEXT]) expect(refusal(nested('Do', 9, 10, { leaf }))).toBe(RUN_MESSAGE);
    const started = performance.now();
    const e = await failure(readDocument(nested('Do', 9, 10, { leaf: LEAF_TEXT }), 'application/pdf'));
    expect([e.status, e.message]).toEqual([413, RUN_MESSAGE]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('soft masks of graphics states, each masking with the next level ten times: a 413', () => {
    expect(refusal(nested('gs', 9, 10))).toBe(RUN_MESSAGE);
  });

  it('tiling patterns filling with ten patterns of the next level each: a 413', () => {
    expect(refusal(nested('scn', 9, 10, { width: 10 }))).toBe(RUN_MESSAGE);
  });

  it('the calls hidden from a plain reading still count: escaped names, a comment before Do, resources by reference', () => {
    const escaped = Buffer.from(nested('Do', 9, 10)).toString('latin1').replaceAll('/X0 Do', '/X#30 Do');
    expect(refusal(Buffer.from(escaped, 'latin1'))).toBe(RUN_MESSAGE);
    const commented = Buffer.from(nested('Do', 9, 10)).toString('latin1').replaceAll('/X0 Do', '/X0 % drawn\nDo');
    expect(refusal(Buffer.from(commented, 'latin1'))).toBe(RUN_MESSAGE);
    // Each level's /Resources and its /XObject dictionary as objects of their own.
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources 5 0 R >>', stream('', 'q /X0 Do Q '.repeat(10)), '<< /XObject 6 0 R >>', '<< /X0 7 0 R >>'];
    for (let level = 0; level < 9; level++) {
      const first = objects.length + 1;
      objects.push(stream(`/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources ${first + 1} 0 R`, level === 8 ? '0 0 m 1 1 l S' : 'q /X0 Do Q '.repeat(10)), `<< /XObject ${first + 2} 0 R >>`, `<< /X0 ${first + 3} 0 R >>`);
    }
    expect(refusal(pdfFromObjects(objects))).toBe(RUN_MESSAGE);
  });

  it('a form that draws itself, and two forms that draw each other: a 413 (pdfjs cuts the loop, but runs up to it)', () => {
    const page = (resources: string) => ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources ${resources} >>`, stream('', '/X0 Do')];
    const self = [...page('<< /XObject << /X0 5 0 R >> >>'), stream('/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /X0 5 0 R >> >>', '/X0 Do /X0 Do')];
    expect(refusal(pdfFromObjects(self))).toBe(LOOP_MESSAGE);
    const pair = [
      ...page('<< /XObject << /X0 5 0 R >> >>'),
      stream('/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /X0 6 0 R >> >>', '/X0 Do'),
      stream('/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /X0 5 0 R >> >>', '/X0 Do'),
    ];
    expect(refusal(pdfFromObjects(pair))).toBe(LOOP_MESSAGE);
  });

  it('500 pages naming one content stream of 300 KB (a 4 KB file: pdfjs reads it for each page): a 413; 20 such pages read', () => {
    const shared = (pages: number) => {
      const content = deflateSync(Buffer.from('0 0 m 100 100 l S '.repeat(300_000 / 18)));
      return pdfFromObjects([
        '<< /Type /Catalog /Pages 2 0 R >>',
        `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, p) => `${4 + p} 0 R`).join(' ')}] /Count ${pages} >>`,
        Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
        ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>'),
      ]);
    };
    expect(refusal(shared(500))).toBe(RUN_MESSAGE);
    expect(() => checkDecodedSize(shared(20))).not.toThrow();
  });

  it(`forms nested more than ${MAX_NESTING} levels: a 413; ${MAX_NESTING - 6} levels read`, () => {
    expect(refusal(nested('Do', MAX_NESTING + 4, 1))).toBe(DEEP_MESSAGE);
    expect(() => checkDecodedSize(nested('Do', MAX_NESTING - 6, 1))).not.toThrow();
  });
});

describe('content drawn within content as real files draw it reads as before (hred31)', () => {
  it('forms three levels deep, each drawn three times, with text at the bottom: every page read', async () => {
    const doc = await readDocument(nested('Do', 3, 3, { leaf: LEAF_TEXT }), 'application/pdf');
    expect(doc.numPages).toBe(1);
    expect(JSON.stringify(doc.blocks)).toContain('The Supplier shall deliver the goods.');
  });

  it('one pattern under ten names at each of nine levels (pdfjs runs it once per stream) and short chains of soft masks', () => {
    expect(() => checkDecodedSize(nested('scn', 9, 10))).not.toThrow();
    expect(() => checkDecodedSize(nested('gs', 3, 10))).not.toThrow();
    expect(() => checkDecodedSize(nested('scn', 3, 10, { width: 10 }))).not.toThrow();
  });

  it('a letterhead form drawn on each of 40 pages, an image drawn 2,000 times, one name meaning another form on each page', async () => {
    // Objects: 1 catalog, 2 pages, 3 font, 4 image, 5 letterhead form; then per page: page, content, its own form /Fm0.
    const pages = 40;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, p) => `${6 + 3 * p} 0 R`).join(' ')}] /Count ${pages} >>`,
      FONT,
      stream('/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8', 'x'),
      // The letterhead draws its own /Fm0 (a rule) with its own resources: the same name as the pages' forms.
      stream('/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Fm0 4 0 R >> >>', 'BT /F1 9 Tf 72 760 Td (Acme Supplies Ltd) Tj ET /Fm0 Do'),
    ];
    for (let p = 0; p < pages; p++) {
      const page = 6 + 3 * p;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${page + 1} 0 R /Resources << /Font << /F1 3 0 R >> /XObject << /Head 5 0 R /Im0 4 0 R /Fm0 ${page + 2} 0 R >> >> >>`,
        stream('', `/Head Do ${p === 0 ? 'q /Im0 Do Q '.repeat(2000) : ''}/Fm0 Do BT /F1 12 Tf 72 ${700 - 12 * p} Td (Clause ${p + 1}. ${PARTIES[p % 3]} shall keep the records for ${p + 2} years.) Tj ET`),
        // Each page's /Fm0 draws without resources of its own (it takes the page's): its /Im0 is the page's image.
        stream('/Type /XObject /Subtype /Form /BBox [0 0 612 792]', '/Im0 Do'),
      );
    }
    const bytes = pdfFromObjects(objects);
    expect(() => checkDecodedSize(bytes)).not.toThrow();
    const doc = await readDocument(bytes, 'application/pdf');
    expect(doc.numPages).toBe(pages);
    expect(JSON.stringify(doc.blocks)).toContain(`Clause ${pages}. ${PARTIES[(pages - 1) % 3]} shall keep the records for ${pages + 1} years.`);
  });
});

describe('what a content stream calls (hred31)', () => {
  it('pairs each operator with the name just before it; counts the others; keeps every name', () => {
    const calls = contentCalls('q /Fm0 Do Q /GS1 gs /P#30 scn 0 0 0 scn /Im1\n  Do (Do not) Tj /X % c\n Do');
    expect(calls && [...calls.named]).toEqual([
      ['XObject\u0000Fm0', 1],
      ['ExtGState\u0000GS1', 1],
      ['Pattern\u0000P0', 1],
      ['XObject\u0000Im1', 1],
    ]);
    expect(calls && [...calls.all]).toEqual([['XObject', 4], ['ExtGState', 1], ['Pattern', 2]]);
    expect(calls && [...calls.names].sort()).toEqual(['Fm0', 'GS1', 'Im1', 'P0', 'X']);
    expect(contentCalls('BT /F1 12 Tf (Done) Tj ET /Dog /Door')).toBeUndefined();
    expect(CALL_UNITS).toBeGreaterThan(0);
  });

  /** A one-page PDF whose content stream is `content` (uncompressed), beside a resources object of `resources`. */
  const withContent = (content: string, resources = '<< >>') =>
    pdfFromObjects(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources 5 0 R >>', stream('', content), resources]);

  for (const unit of ['/X0 Do ', '/', 'Do ', '/X0 ', `/${'a'.repeat(200)} Do `, `/X0${' '.repeat(70)}Do `, '/X0 % c\nDo ', '(/X0 Do) ', 'scn gs SCN ']) {
    it(`reads ${JSON.stringify(unit.slice(0, 24))} repeated in linear time`, () => {
      readsLinearly((n) => {
        const bytes = withContent(unit.repeat(Math.ceil(n / unit.length)), '<< /XObject << /X0 6 0 R >> >>');
        return () => {
          try {
            checkDecodedSize(bytes);
          } catch {
            // A 413 for content that calls a name: the time is what is measured.
          }
        };
      });
    });
  }

  for (const unit of ['/XObject << /a (', '/XObject << ', '/XObject 5 0 R ', '/ExtGState << /G << /SMask ', '/Pattern [ ']) {
    it(`reads resources of ${JSON.stringify(unit)} repeated in linear time`, () => {
      readsLinearly((n) => {
        const bytes = withContent('/X0 Do', `<< ${unit.repeat(Math.ceil(n / unit.length))} >>`);
        return () => {
          try {
            checkDecodedSize(bytes);
          } catch {
            // As above.
          }
        };
      });
    });
  }
});
