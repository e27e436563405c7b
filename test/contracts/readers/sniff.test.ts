import { describe, expect, it } from 'vitest';
import { sniffMediaType } from '../../../src/contracts/readers/index.js';
import { fixture } from './helpers.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffMediaType', () => {
  it.each([
    ['contract_A.pdf', 'application/pdf'],
    ['Contract_A.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['Contract_A.doc', 'application/msword'],
    ['Contract_A.png', 'image/png'],
  ])('%s is %s', (name, type) => {
    expect(sniffMediaType(fixture(name))).toBe(type);
  });

  it.each([
    ['a PDF header after leading junk', bytes('junk\n%PDF-1.7\n'), 'application/pdf'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['a GIF89a', bytes('GIF89a', 1, 0, 1, 0), 'image/gif'],
    ['a GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'image/gif'],
    ['a BMP with a 40-byte DIB header', bytes('BM', 0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0), 'image/bmp'],
    ['text starting with BM', bytes('BMW cars are made in Bavaria'), 'text/plain'],
    ['a little-endian TIFF', bytes('II', 42, 0, 8, 0, 0, 0), 'image/tiff'],
    ['a big-endian TIFF', bytes('MM', 0, 42, 0, 0, 0, 8), 'image/tiff'],
    ['a ZIP without word/document.xml', bytes('PK', 3, 4, 'xl/workbook.xml'), 'application/zip'],
    ['an OLE2 file without a WordDocument stream', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 'Workbook'), 'application/x-tika-msoffice'],
    ['RTF', bytes('{\\rtf1\\ansi hello}'), 'application/rtf'],
    ['HTML', bytes('  <!DOCTYPE html><html></html>'), 'text/html'],
    ['XML', bytes('<?xml version="1.0"?><a/>'), 'application/xml'],
    ['UTF-8 text', new TextEncoder().encode('Clause 1. The Supplier — “shall”'), 'text/plain'],
    ['text with a NUL', bytes('abc', 0, 'def'), 'application/octet-stream'],
    ['invalid UTF-8', bytes(0xc3, 0x28, 'abc'), 'application/octet-stream'],
  ])('%s', (_, input, type) => {
    expect(sniffMediaType(input)).toBe(type);
  });
});
