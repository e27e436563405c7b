/**
 * A document's text is bounded (MAX_TEXT_CHARS), whatever its format: a 60 KB DOCX held 60 million characters, and
 * reading and classifying them held the caller past 120 s and 3 GB. The DOCX reader counts as it reads, before it
 * tidies the text.
 */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { collapsedLength, tidyRuns } from '../../../src/contracts/readers/joins.js';
import { MAX_TEXT_CHARS } from '../../../src/contracts/readers/limits.js';
import fc from 'fast-check';
import { cpuClock } from '../../security/guard.js';
import { makeDocx } from './zip-writer.js';

const refusal = (format: string) => {
  const message = `The input ${format} document is too large to process: more than ${MAX_TEXT_CHARS} characters of text.`;
  return { error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] };
};

const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

describe('the text bound', () => {
  it('reads a DOCX of exactly MAX_TEXT_CHARS characters and refuses one more, with a 413 at .file', async () => {
    const word = 'abcdefghi ';
    const body = paragraph(word.repeat(MAX_TEXT_CHARS / word.length - 1) + 'abcdefghij');
    const read = await readDocument(makeDocx(body, { deflate: true }), undefined);
    expect(read.blocks.length).toBe(1);
    const err = await readDocument(makeDocx(body + paragraph('k'), { deflate: true }), undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParleyError);
    expect((err as ParleyError).result).toEqual(refusal('DOCX'));
  });

  it('refuses 60 million characters of one-letter words in one paragraph (60 KB deflated) in bounded time', async () => {
    const docx = makeDocx(paragraph('a '.repeat(30_000_000)), { deflate: true });
    expect(docx.length).toBeLessThan(100_000);
    const elapsed = cpuClock();
    const err = await readDocument(docx, undefined).catch((e: unknown) => e);
    // Before: 20.9 s of CPU and 2.3 GB to read, then the classification (over 120 s).
    expect(elapsed()).toBeLessThan(8_000);
    expect((err as ParleyError).result).toEqual(refusal('DOCX'));
  }, 60_000);

  it('refuses the same over many paragraphs', async () => {
    const docx = makeDocx(paragraph('The Supplier shall pay 42 USD to the Buyer. '.repeat(15)).repeat(9_000), { deflate: true });
    const err = await readDocument(docx, undefined).catch((e: unknown) => e);
    expect((err as ParleyError).result).toEqual(refusal('DOCX'));
  }, 60_000);

  it('counts text as tidied: whitespace runs count once', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\u00a0', '\u3000', 'b', '\u2028') }), (text) => {
        expect(collapsedLength(text)).toBe(text.replace(/\s+/g, ' ').length);
        // An upper bound of what the tidied run keeps.
        expect(collapsedLength(text)).toBeGreaterThanOrEqual(tidyRuns([{ text, style: {} }]).reduce((n, r) => n + r.text.length, 0));
      }),
    );
  });
});
