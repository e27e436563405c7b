/**
 * A DOCX whose ZIP holds two entries of one part name, or of names equal but for ASCII case (round hred28). The reader
 * kept the later entry, so one file was one contract to parley and another to a reader keeping the first: OPC (ECMA-376
 * Part 2, M1.12) forbids recognising such a package. A 400 at `.file`, naming the entries.
 */
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { classifyElements } from '../../../src/contracts/index.js';
import { paragraphTexts } from './helpers.js';
import { makeZip } from './zip-writer.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const body = (text: string) => `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
const FIRST = 'The Supplier shall deliver the goods.';
const SECOND = 'The Customer waives every claim.';

/** A ZIP whose entries `first` and `second` are written under the names given, in order (`second` renamed in place). */
function twoParts(first: string, second: string, secondName: string, deflate = false): Uint8Array {
  const stand = 'word/documenX.xml';
  expect(secondName.length).toBe(stand.length);
  const zip = makeZip({ '[Content_Types].xml': TYPES, 'word/document.xml': first, [stand]: second }, { deflate });
  const bytes = Buffer.from(zip);
  const from = Buffer.from(stand);
  // The stand-in name appears twice: in the local header and in the central directory.
  for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, at + 1)) Buffer.from(secondName).copy(bytes, at);
  return new Uint8Array(bytes);
}

async function failure(p: Promise<unknown>): Promise<{ status: number; message: string; errors: unknown }> {
  try {
    await p;
  } catch (err) {
    const e = err as { status: number; message: string; errors: unknown };
    return { status: e.status, message: e.message, errors: e.errors };
  }
  throw new Error('expected a failure');
}

describe('a DOCX with equivalent part names (hred28)', () => {
  it('two entries named word/document.xml: 400 at .file naming it', async () => {
    const message = 'The document could not be processed because the DOCX file is corrupt or truncated (two entries named "word/document.xml").';
    for (const deflate of [false, true]) {
      const e = await failure(readDocument(twoParts(body(FIRST), body(SECOND), 'word/document.xml', deflate), undefined));
      expect(e).toEqual({ status: 400, message, errors: [{ code: 'unreadable', message, path: '.file' }] });
    }
  });

  it('names equal but for case: 400 naming both', async () => {
    const e = await failure(classifyElements({ file: twoParts(body(FIRST), body(SECOND), 'WORD/Document.xml') }));
    expect(e.status).toBe(400);
    expect(e.message).toBe(
      'The document could not be processed because the DOCX file is corrupt or truncated (two entries named "word/document.xml" and "WORD/Document.xml", one part name but for case).',
    );
  });

  it('two different parts of other names still read (the first document)', async () => {
    const doc = await readDocument(twoParts(body(FIRST), body(SECOND), 'word/document2.xm'), undefined);
    expect(paragraphTexts(doc)).toEqual([FIRST]);
  });

  it('names equal but for a non-ASCII letter\'s case are two parts (OPC folds ASCII only)', async () => {
    const zip = makeZip({ '[Content_Types].xml': TYPES, 'word/document.xml': body(FIRST), 'word/média.xml': 'a', 'word/MÉDIA.xml': 'b' });
    expect(paragraphTexts(await readDocument(zip, undefined))).toEqual([FIRST]);
  });
});
