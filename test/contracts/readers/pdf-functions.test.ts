/**
 * A sampled function (ISO 32000-1 §7.10.2) declaring more samples than MAX_FUNCTION_SAMPLES is refused before pdfjs
 * reads it: pdfjs allocates an array of every declared sample first, and a 600-byte file declaring 900,000,000 of them
 * aborted the process from the PDF thread.
 */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { MAX_FUNCTION_SAMPLES, MAX_FUNCTIONS } from '../../../src/contracts/readers/pdf/functions.js';
import { loadPdf } from '../../../src/contracts/readers/pdf/load.js';
import { checkDecodedSize } from '../../../src/contracts/readers/pdf/streams.js';
import { MAX_PDF_BUFFERS_MB } from '../../../src/contracts/readers/pdf/threaded.js';
import { cpuClock } from '../../security/guard.js';
import { pdfWithFilterInObjectStream, pdfWithStream } from './pdf-filter-writer.js';

const TOO_MANY = (() => {
  const message = `The input PDF document is too large to process: a sampled function of more than ${MAX_FUNCTION_SAMPLES} samples.`;
  return { error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] };
})();

function refusal(fn: () => void): unknown {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ParleyError);
    return (err as ParleyError).result;
  }
  return 'accepted';
}

/** A page filling a square in a Separation colour space whose tint transform is object 5 (`fn`), and drawing a text. */
function pdfWithTint(fn: string, extra = ''): Uint8Array {
  const content = Buffer.from('/CS0 cs 0.5 scn 0 0 100 100 re f BT /F1 24 Tf 72 700 Td (A tinted page) Tj ET', 'latin1');
  const objects = `5 0 obj\n${fn}\nendobj\n6 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n${extra}`;
  const pdf = Buffer.from(pdfWithStream(content, '', objects)).toString('latin1');
  return Buffer.from(pdf.replace('/Contents 4 0 R', '/Resources << /ColorSpace << /CS0 [/Separation /Spot /DeviceGray 5 0 R] >> /Font << /F1 6 0 R >> >> /Contents 4 0 R'), 'latin1');
}

const sampled = (size: string, range = '[0 1]', data = 'abcd') =>
  `<< /FunctionType 0 /Domain [0 1] /Range ${range} /Size ${size} /BitsPerSample 8 /Length ${data.length} >>\nstream\n${data}\nendstream`;

describe('sampled functions, bounded before pdfjs allocates their samples', () => {
  it('pdfjs reads a page whose colour space has a small sampled function (the premise)', async () => {
    const read = await loadPdf(pdfWithTint(sampled('[4]')), 10, Date.now() + 60_000, undefined, MAX_PDF_BUFFERS_MB);
    expect(read.pages[0].items.map((item) => item.text)).toEqual(['A tinted page']);
  });

  it('refuses a function declaring 900,000,000 samples in a 600-byte file', () => {
    const pdf = pdfWithTint(sampled('[900000000]'));
    expect(pdf.length).toBeLessThan(700);
    expect(refusal(() => checkDecodedSize(pdf))).toEqual(TOO_MANY);
  });

  it('counts /Size times the outputs (/Range pairs): the bound exactly is read, one more sample refused', () => {
    const four = '[0 1 0 1 0 1 0 1]';
    expect(refusal(() => checkDecodedSize(pdfWithTint(sampled('[32 32 32 32]', four))))).toBe('accepted');
    expect(refusal(() => checkDecodedSize(pdfWithTint(sampled(`[${MAX_FUNCTION_SAMPLES}]`))))).toBe('accepted');
    expect(refusal(() => checkDecodedSize(pdfWithTint(sampled(`[${MAX_FUNCTION_SAMPLES + 1}]`))))).toEqual(TOO_MANY);
    expect(refusal(() => checkDecodedSize(pdfWithTint(sampled('[2097153]', '[0 1 0 1]'))))).toEqual(TOO_MANY);
  });

  it('reads a size given by reference, and refuses one it cannot read', () => {
    expect(refusal(() => checkDecodedSize(pdfWithTint(sampled('[7 0 R]'), '7 0 obj\n900000000\nendobj\n')))).toEqual(TOO_MANY);
    expect(refusal(() => checkDecodedSize(pdfWithTint(sampled('[7 0 R]'), '7 0 obj\n256\nendobj\n')))).toBe('accepted');
    expect(refusal(() => checkDecodedSize(pdfWithTint(sampled('[9 0 R]'))))).toEqual(TOO_MANY);
    // The type itself by reference: read when it can be, else the size is checked as a sampled function's.
    const byType = (type: string, size: string) => pdfWithTint(sampled(size).replace('/FunctionType 0', `/FunctionType ${type}`), '7 0 obj\n2\nendobj\n');
    expect(refusal(() => checkDecodedSize(byType('7 0 R', '[900000000]')))).toBe('accepted');
    expect(refusal(() => checkDecodedSize(byType('9 0 R', '[900000000]')))).toEqual(TOO_MANY);
    expect(refusal(() => checkDecodedSize(byType('9 0 R', '[4]')))).toBe('accepted');
  });

  it('finds a function written inside another dictionary, or inside an object stream', () => {
    const inline = `[/Separation /Spot /DeviceGray << /Range [0 1] /FunctionType 0 /Domain [0 1] /Size [900000000] /BitsPerSample 8 >>]`;
    expect(refusal(() => checkDecodedSize(pdfWithTint(inline)))).toEqual(TOO_MANY);
    const hidden = pdfWithFilterInObjectStream(new Uint8Array(0), '<< /FunctionType 0 /Domain [0 1] /Range [0 1] /Size [900000000] /BitsPerSample 8 >>', true);
    expect(refusal(() => checkDecodedSize(hidden))).toEqual(TOO_MANY);
  });

  it('cannot be hidden: padding, an unclosed string or stream data before it, an "n g obj" inside it, an object inside stream data', () => {
    const bomb = '/FunctionType 0 /Domain [0 1] /Range [0 1] /Size [900000000] /BitsPerSample 8';
    const padded = `<< /A (${'x'.repeat(5000)}) ${'/B 1 '.repeat(3000)} ${bomb} >>`;
    expect(refusal(() => checkDecodedSize(pdfWithTint(padded)))).toEqual(TOO_MANY);
    const afterOpenString = pdfWithTint(sampled('[4]'), `7 0 obj\n<< /A (unclosed << >>\nendobj\n8 0 obj\n<< ${bomb} >>\nendobj\n`);
    expect(refusal(() => checkDecodedSize(afterOpenString))).toEqual(TOO_MANY);
    const afterStreamData = pdfWithTint(sampled('[4]', '[0 1]', '((((<<<<'), `8 0 obj\n<< ${bomb} >>\nendobj\n`);
    expect(refusal(() => checkDecodedSize(afterStreamData))).toEqual(TOO_MANY);
    const insideStreamData = pdfWithTint(sampled('[4]', '[0 1]', `abcd\n8 0 obj\n<< ${bomb} >>\nendobj\n`));
    expect(refusal(() => checkDecodedSize(insideStreamData))).toEqual(TOO_MANY);
    expect(refusal(() => checkDecodedSize(pdfWithTint(`<< /A (1 0 obj) ${bomb} >>`)))).toEqual(TOO_MANY);
  });

  it('leaves the other function types alone', () => {
    expect(refusal(() => checkDecodedSize(pdfWithTint('<< /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [1] /N 900000000 /Size [900000000] >>')))).toBe('accepted');
  });

  it('reads hostile function dictionaries in bounded time, and refuses more than MAX_FUNCTIONS of them', () => {
    const elapsed = cpuClock();
    const file = (extra: string) => pdfWithTint(sampled('[4]'), `8 0 obj\n${extra}\nendobj\n`);
    const padded = `<< /A (${'x'.repeat(4000)}) /FunctionType 2 >> `.repeat(MAX_FUNCTIONS / 40);
    for (const extra of ['<< /FunctionType 2 >> '.repeat(MAX_FUNCTIONS - 1), `<< ${'/FunctionType 2 '.repeat(MAX_FUNCTIONS - 1)} >>`, '<< /FunctionType 2 /A '.repeat(9_000), padded]) {
      expect(refusal(() => checkDecodedSize(file(extra)))).toBe('accepted');
    }
    const TOO_MANY_FUNCTIONS = (() => {
      const message = `The input PDF document is too large to process: more than ${MAX_FUNCTIONS} functions.`;
      return { error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] };
    })();
    expect(refusal(() => checkDecodedSize(file(`<< ${'/FunctionType 2 '.repeat(90_000)} >>`)))).toBe('accepted');
    expect(refusal(() => checkDecodedSize(file('<< /FunctionType 2 >> '.repeat(MAX_FUNCTIONS + 1))))).toEqual(TOO_MANY_FUNCTIONS);
    expect(elapsed()).toBeLessThan(4_000);
  });
});
