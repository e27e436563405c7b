/**
 * An encrypted PDF's streams are encrypted after they are compressed: pdfjs opens a file whose user password is empty
 * without asking, decrypts each stream and then decodes it. The stream scan decrypts them the same way (RC4 40 and
 * 128 bits, AES-128, AES-256 R6), so a bomb behind encryption is counted as one in the clear is.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { rc4 } from '../../../src/contracts/readers/pdf/decrypt.js';
import { loadPdf } from '../../../src/contracts/readers/pdf/load.js';
import { readDictionary } from '../../../src/contracts/readers/pdf/pdf-dictionary.js';
import { checkDecodedSize } from '../../../src/contracts/readers/pdf/streams.js';
import { MAX_PDF_BUFFERS_MB } from '../../../src/contracts/readers/pdf/threaded.js';
import { cpuClock } from '../../security/guard.js';
import { encryptedPdf, type Encryption } from './pdf-encrypt-writer.js';
import { lzwRun } from './pdf-filter-writer.js';

const MiB = 1024 * 1024;
const KINDS: Encryption[] = ['rc4-40', 'rc4-128', 'aes-128', 'aes-256'];

const TOO_LARGE = (() => {
  const message = `The input document's compressed PDF content decodes to more than ${64 * MiB} bytes; the limit is ${64 * MiB} bytes.`;
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

describe('an encrypted PDF\'s streams, as pdfjs reads them with the empty user password', () => {
  it('RC4 is RC4 (the test vector "Key" / "Plaintext")', () => {
    expect(Buffer.from(rc4(Buffer.from('Key'), Buffer.from('Plaintext'))).toString('hex')).toBe('bbf316e8d940af0ad3');
  });

  it.each(KINDS)('pdfjs reads a page encrypted by %s (the premise of the count below)', async (kind) => {
    const content = deflateSync(Buffer.from('BT /F1 24 Tf 72 700 Td (An encrypted page) Tj ET', 'latin1'));
    const read = await loadPdf(encryptedPdf(kind, content, '/Filter /FlateDecode'), 10, Date.now() + 60_000, undefined, MAX_PDF_BUFFERS_MB);
    expect(read.pages[0].items.map((item) => item.text)).toEqual(['An encrypted page']);
  });

  it.each(KINDS)('counts a deflate bomb encrypted by %s', (kind) => {
    const bomb = deflateSync(Buffer.alloc(3 * MiB, 0x20));
    expect(refusal(() => checkDecodedSize(encryptedPdf(kind, bomb, '/Filter /FlateDecode'), 2 * MiB))).toEqual(TOO_LARGE);
    expect(refusal(() => checkDecodedSize(encryptedPdf(kind, bomb, '/Filter /FlateDecode'), 4 * MiB))).toBe('accepted');
  });

  it('counts an encrypted LZW stream of 2.6 GB: a 413, promptly', async () => {
    const pdf = encryptedPdf('rc4-128', lzwRun(0x20, 700_000), '/Filter /LZWDecode');
    expect(pdf.length).toBeLessThan(1_572_864);
    const elapsed = cpuClock();
    const err = await readDocument(pdf, 'application/pdf').catch((e: unknown) => e);
    expect(elapsed()).toBeLessThan(5_000);
    expect((err as ParleyError).result).toEqual(TOO_LARGE);
  });

  it('counts a stream left in the clear in an encrypted file too (the larger reading counts)', () => {
    const bomb = deflateSync(Buffer.alloc(3 * MiB, 0x20));
    const clear = Buffer.from(encryptedPdf('rc4-128', new Uint8Array(0), '/Filter /FlateDecode').toString('latin1').replace('/Length 0 /Filter /FlateDecode >>\nstream\n', `/Length ${bomb.length} /Filter /FlateDecode >>\nstream\n${bomb.toString('latin1')}`), 'latin1');
    expect(refusal(() => checkDecodedSize(clear, 2 * MiB))).toEqual(TOO_LARGE);
  });

  it('reads an encryption dictionary\'s strings, names, nested dictionaries and references as PDF writes them', () => {
    const dictionary = readDictionary('<< /Filter /Standard /V 4 % a comment\n /O (a\\(b\\)\\\\\\101\\n) /U <41 42 4> /CF << /StdCF << /CFM /AESV2 >> >> /Encrypt#4dx 7 0 R /E false /A [1 -2.5 /N] >>');
    expect(dictionary?.dict.get('Filter')).toBe('Standard');
    expect(dictionary?.dict.get('V')).toBe(4);
    expect(Buffer.from(dictionary?.dict.get('O') as Uint8Array).toString('latin1')).toBe('a(b)\\A\n');
    expect(Buffer.from(dictionary?.dict.get('U') as Uint8Array).toString('hex')).toBe('414240');
    expect((dictionary?.dict.get('CF') as { dict: Map<string, { dict: Map<string, unknown> }> }).dict.get('StdCF')?.dict.get('CFM')).toBe('AESV2');
    expect(dictionary?.dict.get('EncryptMx')).toEqual({ ref: '7 0' });
    expect(dictionary?.dict.get('E')).toBe(false);
    expect(dictionary?.dict.get('A')).toEqual([1, -2.5, 'N']);
    // A key written twice: the last value holds, as pdfjs's parser sets each in turn.
    expect(readDictionary('<< /V 1 /R 2 /V 4 >>')?.dict).toEqual(new Map<string, unknown>([['V', 4], ['R', 2]]));
  });

  it('reads hostile encryption dictionaries in bounded time: deep nesting, unclosed strings, many /Encrypt entries', () => {
    const elapsed = cpuClock();
    expect(readDictionary('<<'.repeat(200_000))).toBeUndefined();
    expect(readDictionary(`<< /O (${'('.repeat(200_000)} >>`)).toBeDefined();
    const many = Buffer.from(`${'/Encrypt 6 0 R /ID [<00>]\n'.repeat(40_000)}`, 'latin1');
    const pdf = Buffer.concat([encryptedPdf('aes-128', deflateSync(Buffer.alloc(MiB, 0x20)), '/Filter /FlateDecode'), many]);
    expect(refusal(() => checkDecodedSize(pdf, 2 * MiB))).toBe('accepted');
    expect(elapsed()).toBeLessThan(4_000);
  });
});
