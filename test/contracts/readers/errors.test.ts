import { describe, expect, it } from 'vitest';
import { failure } from '../../common/failure.js';
import { DEFAULT_READ_LIMITS, readDocument } from '../../../src/contracts/readers/index.js';
import { fixture } from './helpers.js';
import { pdfFromObjects } from './pdf-writer.js';
import { makeZip } from './zip-writer.js';

const SUPPORTED =
  'Supported Media Types are: application/pdf, image/*, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/msword.';


/** A PDF whose standard security handler wants a user password (its /U entry matches no empty password). */
function encryptedPdf(): Uint8Array {
  const id = '<0123456789abcdef0123456789abcdef>';
  return pdfFromObjects(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    ],
    ` /Encrypt 4 0 R /ID [${id} ${id}]`,
  );
}

describe('readDocument: bad inputs', () => {
  it('refuses an empty file with a 400', async () => {
    const err = await failure(readDocument(new Uint8Array(0), 'application/pdf'));
    expect(err.status).toBe(400);
    expect(err.result).toEqual({
      error: 'The input document is empty.',
      code: 400,
      errors: [{ code: 'empty', message: 'The input document is empty.', path: '.file' }],
    });
  });

  it('refuses a file over maxBytes with a 413 (default 1.5 MiB)', async () => {
    expect(DEFAULT_READ_LIMITS.maxBytes).toBe(1_572_864);
    const err = await failure(readDocument(new Uint8Array(DEFAULT_READ_LIMITS.maxBytes + 1).fill(65), 'text/plain'));
    expect(err.status).toBe(413);
    expect(err.message).toBe('The input document is 1572865 bytes; the limit is 1572864 bytes.');
    expect((await failure(readDocument(fixture('contract_A.pdf'), 'application/pdf', { maxBytes: 1000 }))).status).toBe(413);
  });

  it('refuses a document over maxPages with a 413', async () => {
    const err = await failure(readDocument(fixture('contract_A.pdf'), 'application/pdf', { maxPages: 3 }));
    expect(err.status).toBe(413);
    expect(err.message).toBe('The input document has 4 pages; the limit is 3 pages.');
    expect((await failure(readDocument(fixture('Contract_A.docx'), undefined, { maxPages: 3 }))).status).toBe(413);
    expect((await failure(readDocument(fixture('Contract_A.doc'), undefined, { maxPages: 3 }))).status).toBe(413);
  });

  it("answers an unsupported type with the service's 415 message, quoting the declared and the detected type", async () => {
    const err = await failure(readDocument(new TextEncoder().encode('<html><body>hi</body></html>'), 'text/html'));
    expect(err.status).toBe(415);
    expect(err.message).toBe(
      `The Media Type [text/html] of the input document is not supported. Auto-correction was attempted, but the auto detected media type [text/html] is also not supported. ${SUPPORTED}`,
    );
    const binary = await failure(readDocument(new Uint8Array([1, 2, 0, 3]), undefined));
    expect(binary.message).toContain('The Media Type [application/octet-stream] of the input document');
    const xlsx = await failure(readDocument(makeZip({ 'xl/workbook.xml': '<workbook/>' }), 'application/pdf'));
    expect(xlsx.message).toContain('The Media Type [application/pdf] of the input document is not supported. Auto-correction was attempted, but the auto detected media type [application/zip]');
  });

  it('auto-corrects a wrong declared type', async () => {
    const doc = await readDocument(fixture('TestTable.pdf'), 'image/png');
    expect(doc.format).toBe('pdf');
  });

  it.each([
    ['a PDF header over junk', new TextEncoder().encode('%PDF-1.4\nthis is not a pdf at all\n%%EOF'), 'The document could not be processed because the PDF file is corrupt or truncated (no valid PDF structure).'],
    ['a truncated PDF', fixture('contract_A.pdf').slice(0, 40_000), 'The document could not be processed because the PDF file is corrupt or truncated (no valid PDF structure).'],
    ['a password-protected PDF', encryptedPdf(), 'The document could not be processed because the PDF file is encrypted (password-protected).'],
    ['a truncated DOCX', fixture('Contract_A.docx').slice(0, 10_000), 'The document could not be processed because the DOCX file is corrupt or truncated (no central directory (truncated?)).'],
    ['a DOCX with a malformed part', makeZip({ 'word/document.xml': '<w:document><w:body><w:p>' }), 'The document could not be processed because the DOCX file is corrupt or truncated (unclosed <w:p> (truncated?)).'],
    ['a corrupt DOC', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new TextEncoder().encode('W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t\0'), ...new Uint8Array(600)]), 'The document could not be processed because the DOC file is corrupt, truncated or encrypted.'],
  ])('refuses %s with a 400 naming the problem', async (_, bytes, message) => {
    const err = await failure(readDocument(bytes, undefined));
    expect(err.status).toBe(400);
    expect(err.message).toBe(message);
    expect(err.errors[0]).toMatchObject({ code: 'unreadable', path: '.file' });
  });
});
