/**
 * The analysis after a Word or text read heeds the caller's `signal` (h106sigW): an abort once the document is read
 * stops before the next stage (layout, HTML, elements, classification: each sync CPU, checked between them), with the
 * readers' error (`readAbandoned`); nothing after runs for it, and the next call answers as a call alone.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { classifyElements, convertToHtml, ParleyError, type ContractProgress } from '../../../src/contracts/index.js';
import { analyzeRead } from '../../../src/contracts/operations/index.js';
import { readText } from '../../../src/contracts/readers/text.js';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/contracts/${name}`, import.meta.url)));
const DOCX = fixture('TableTestV3.docx');
const DOC = fixture('TableTestV3.doc');
const TEXT = new TextEncoder().encode('1. The Supplier shall deliver the goods by 1 March 2027.\n\n2. The Buyer shall pay the price within 30 days of delivery.\n');
// Given up once the document was read, before or between the analysis's stages: "while it was being read".
const givenUp = (format: string) => `400 The ${format} document was not read: its caller gave the read up while it was being read.`;
const outcome = (p: Promise<unknown>) => p.then((d) => `answer ${JSON.stringify(d)}`, (e: ParleyError) => `${e.status} ${e.message}`);

describe('an analysis given up once its Word or text document is read', () => {
  it('a text read at once and given up before its analysis: rejected, not analysed; the next call is a call alone', async () => {
    const alone = await outcome(convertToHtml({ file: TEXT, fileContentType: 'text/plain' }));
    const controller = new AbortController();
    // The text is read before the call returns; the abort comes before its analysis.
    const call = outcome(convertToHtml({ file: TEXT, fileContentType: 'text/plain' }, { signal: controller.signal }));
    controller.abort();
    expect(await call).toBe(givenUp('text'));
    expect(await outcome(convertToHtml({ file: TEXT, fileContentType: 'text/plain' }, { signal: new AbortController().signal }))).toBe(alone);
  });

  it('a DOC given up while word-extractor converts it: rejected at once, the signal’s ParleyError when it has one', async () => {
    const reason = new ParleyError(400, 'The client closed its connection before its document was analysed');
    const controller = new AbortController();
    const call = outcome(convertToHtml({ file: DOC }, { signal: controller.signal }));
    controller.abort(reason);
    expect(await call).toBe(`400 ${reason.message}`);
  });

  it('given up from the listener told that elements are to be classified: not classified, no further progress', async () => {
    for (const [file, format] of [[DOCX, 'DOCX'], [DOC, 'DOC'], [TEXT, 'text']] as const) {
      const events: ContractProgress[] = [];
      const controller = new AbortController();
      const onProgress = (e: ContractProgress) => {
        events.push(e);
        if (e.stage === 'elements') controller.abort();
      };
      expect(await outcome(classifyElements({ file }, { signal: controller.signal, onProgress }))).toBe(givenUp(format));
      expect(events.filter((e) => e.stage === 'elements')).toEqual([{ stage: 'elements', done: 0, total: expect.any(Number) }]);
    }
  });

  it('analyzeRead checks its signal before each stage and after the last, and stops at the first aborted check', () => {
    const read = readText(TEXT);
    const alone = JSON.stringify(analyzeRead(read, 'h'));
    /** A signal whose `aborted` turns true at its check number `at` (never when undefined); counts its checks. */
    const counted = (at?: number) => {
      const signal = new AbortController().signal;
      let checks = 0;
      Object.defineProperty(signal, 'aborted', { get: () => ++checks === at || (at !== undefined && checks > at) });
      return { signal, checks: () => checks };
    };
    const never = counted();
    expect(JSON.stringify(analyzeRead(read, 'h', never.signal))).toBe(alone);
    const stages = never.checks();
    expect(stages).toBe(4);
    for (let at = 1; at <= stages; at++) {
      const signal = counted(at);
      expect(() => analyzeRead(read, 'h', signal.signal)).toThrow(givenUp('text').slice(4));
      expect(signal.checks()).toBe(at);
    }
  });
});
