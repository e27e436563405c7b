/**
 * Word and text reads heed their caller's `signal` as the PDF and image reads do (readers/heed.ts, h106sigW): given
 * a signal already aborted, the read does no work and rejects with `readAbandoned`'s error (the 400 `abandoned` on
 * `.file`, or the signal's own ParleyError reason); aborted while a DOC is converted (word-extractor at its first
 * await), it rejects at once and the conversion's late answer, or late failure, is dropped; the next read reads as a
 * read alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WordExtractor from 'word-extractor';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { heedSignal } from '../../../src/contracts/readers/heed.js';
import { fixture } from './helpers.js';
import { makeZip } from './zip-writer.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const docx = fixture('Contract_A.docx');
const doc = fixture('Contract_A.doc');
const text = new TextEncoder().encode('1. The Supplier shall deliver the goods.\n\n2. The Buyer shall pay the price within 30 days.\n');
// Given up before the read began: "before its turn came"; once it ran: "while it was being read" (review h106rev 1).
const givenUp = (format: string, running = false) =>
  `400 abandoned .file The ${format} document was not read: its caller gave the read up ${running ? 'while it was being read' : 'before its turn came'}.`;
const outcome = (p: Promise<unknown>) =>
  p.then(
    (d) => `read ${JSON.stringify(d)}`,
    (e: ParleyError) => `${e.status} ${e.result.errors?.map((x) => `${x.code} ${x.path}`).join(', ') ?? ''} ${e.message}`.replace(/ {2}/, ' '),
  );
const reasonOf = (e: unknown) => (e instanceof ParleyError ? `${e.status} ${e.message}` : String(e));

/** A DOCX whose document part is cut short, and Contract_A.doc with its directory chain looping (doc-compound-file.test.ts). */
const brokenDocx = makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document><w:body><w:p><w:r><w:t>Cut' });
function withDirectoryLoop(): Uint8Array {
  const b = Buffer.from(doc);
  const dir = b.readInt32LE(48);
  const entry = (sector: number) => 512 + b.readInt32LE(76) * 512 + sector * 4;
  b.writeInt32LE(dir + 1, entry(dir));
  b.writeInt32LE(dir, entry(dir + 1));
  return new Uint8Array(b);
}
const brokenDoc = withDirectoryLoop();

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  vi.restoreAllMocks();
});

describe('a Word or text read given a signal already aborted', () => {
  it('rejects with the abandoned 400 naming its format, or with the signal’s ParleyError, and does no work', async () => {
    const extract = vi.spyOn(WordExtractor.prototype, 'extract');
    expect(await outcome(readDocument(docx, DOCX, {}, undefined, AbortSignal.abort()))).toBe(givenUp('DOCX'));
    expect(await outcome(readDocument(doc, 'application/msword', {}, undefined, AbortSignal.abort()))).toBe(givenUp('DOC'));
    expect(await outcome(readDocument(text, 'text/plain', {}, undefined, AbortSignal.abort()))).toBe(givenUp('text'));
    const reason = new ParleyError(400, 'The client closed its connection before its document was analysed');
    for (const bytes of [docx, doc, text]) {
      await expect(readDocument(bytes, undefined, {}, undefined, AbortSignal.abort(reason))).rejects.toBe(reason);
    }
    expect(extract).not.toHaveBeenCalled();
  });

  it('is refused before its bytes are looked at: a broken DOCX or DOC is abandoned, not unreadable', async () => {
    expect(await outcome(readDocument(brokenDocx, DOCX))).toMatch(/^400 unreadable \.file /);
    expect(await outcome(readDocument(brokenDocx, DOCX, {}, undefined, AbortSignal.abort()))).toBe(givenUp('DOCX'));
    expect(await outcome(readDocument(brokenDoc, 'application/msword'))).toMatch(/^400 unreadable \.file /);
    expect(await outcome(readDocument(brokenDoc, 'application/msword', {}, undefined, AbortSignal.abort()))).toBe(givenUp('DOC'));
  });

  it('an AbortSignal.timeout that has fired is an abandoned 400 (its reason is no ParleyError)', async () => {
    const signal = AbortSignal.timeout(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signal.aborted).toBe(true);
    for (const [bytes, format] of [[docx, 'DOCX'], [doc, 'DOC'], [text, 'text']] as const) {
      expect(await outcome(readDocument(bytes, undefined, {}, undefined, signal))).toBe(givenUp(format));
    }
    // One that has not fired reads as a read alone.
    expect(await outcome(readDocument(doc, undefined, {}, undefined, AbortSignal.timeout(60_000)))).toBe(await outcome(readDocument(doc, undefined)));
  });
});

describe('a DOC read given up while word-extractor converts it', () => {
  it('rejects at once with the abandoned 400; its late answer is dropped; the next read is a read alone', async () => {
    const alone = await outcome(readDocument(doc, undefined));
    expect(alone).toMatch(/^read /);
    const extract = vi.spyOn(WordExtractor.prototype, 'extract');
    const controller = new AbortController();
    const reading = readDocument(doc, undefined, {}, undefined, controller.signal);
    // The conversion has begun and waits at its first await.
    expect(extract).toHaveBeenCalledTimes(1);
    controller.abort();
    // The caller hears before the conversion answers; the conversion answers later and nobody hears it.
    const order: string[] = [];
    const converted = (extract.mock.results[0].value as Promise<unknown>).then(() => order.push('converted'));
    expect(await outcome(reading.finally(() => order.push('rejected')))).toBe(givenUp('DOC', true));
    await converted;
    expect(order).toEqual(['rejected', 'converted']);
    expect(await outcome(readDocument(doc, undefined, {}, undefined, new AbortController().signal))).toBe(alone);
    expect(unhandled).toEqual([]);
  });

  it('a conversion that fails after its read was given up fails nobody (no unhandled rejection)', async () => {
    const reason = new ParleyError(400, 'The client closed its connection before its document was analysed');
    const controller = new AbortController();
    const extract = vi.spyOn(WordExtractor.prototype, 'extract');
    const reading = readDocument(brokenDoc, 'application/msword', {}, undefined, controller.signal);
    expect(extract).toHaveBeenCalledTimes(1);
    controller.abort(reason);
    await expect(reading).rejects.toBe(reason);
    await expect(extract.mock.results[0].value).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).toEqual([]);
  });
});

describe('heedSignal', () => {
  it('answers as its work without a signal or with one never aborted, and passes a failure of the work on', async () => {
    expect(await heedSignal('DOC', undefined, () => 1)).toBe(1);
    expect(await heedSignal('DOC', new AbortController().signal, async () => 2)).toBe(2);
    const failure = new Error('broken');
    await expect(heedSignal('DOC', new AbortController().signal, () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(
      heedSignal('DOC', undefined, () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });

  it('does not run its work once the signal has aborted; an abort after the answer changes nothing', async () => {
    const work = vi.fn(() => 3);
    await expect(heedSignal('text', AbortSignal.abort(), work)).rejects.toSatisfy((e) => reasonOf(e) === givenUp('text').replace(/^400 abandoned \.file /, '400 '));
    expect(work).not.toHaveBeenCalled();
    const controller = new AbortController();
    const answered = heedSignal('text', controller.signal, work);
    await Promise.resolve();
    await Promise.resolve();
    controller.abort();
    expect(await answered).toBe(3);
  });
});
