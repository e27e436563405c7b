/**
 * fast-check (h106sigW): a Word (DOCX, DOC) or text document's operation given up at a random moment — never, before
 * the call, right after it, after some microtasks or turns of the event loop, from a progress report, by an
 * `AbortSignal.timeout` — settles exactly once: with the answer of the call alone, or with the readers' error for a
 * read given up (`readAbandoned`: the 400 `abandoned`, or the signal's ParleyError reason); given up before the call,
 * or right after it (the read begun or done, nothing analysed), always the error. No rejection is left unhandled (a conversion's late answer is dropped), and after each run a call
 * without a signal answers as the call alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { classifyElements, convertToHtml, ParleyError, type AnalyzeOptions, type ContractProgress } from '../../../src/contracts/index.js';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/contracts/${name}`, import.meta.url)));
const FILES = {
  DOCX: fixture('TableTestV3.docx'),
  DOC: fixture('TableTestV3.doc'),
  text: new TextEncoder().encode('1. The Supplier shall deliver the goods by 1 March 2027.\n\n2. The Buyer shall pay the price within 30 days of delivery.\n'),
} as const;
type Format = keyof typeof FILES;
const OPERATIONS = { html: convertToHtml, classify: classifyElements } as const;
type Operation = keyof typeof OPERATIONS;
const REASON = new ParleyError(400, 'The client closed its connection before its document was analysed');

type Moment =
  | { kind: 'never' | 'before' | 'at once' }
  | { kind: 'microtasks' | 'turns'; n: number }
  | { kind: 'report'; n: number }
  | { kind: 'timeout'; ms: number };

const moment: fc.Arbitrary<Moment> = fc.oneof(
  fc.constantFrom<Moment>({ kind: 'never' }, { kind: 'before' }, { kind: 'at once' }),
  fc.record({ kind: fc.constantFrom('microtasks' as const, 'turns' as const), n: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ kind: fc.constant('report' as const), n: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('timeout' as const), ms: fc.integer({ min: 0, max: 3 }) }),
);

const alone = new Map<string, string>();
const answerOf = (value: unknown) => `answer ${JSON.stringify(value)}`;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  for (const format of Object.keys(FILES) as Format[]) {
    for (const op of Object.keys(OPERATIONS) as Operation[]) alone.set(`${format} ${op}`, answerOf(await OPERATIONS[op]({ file: FILES[format] })));
  }
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

async function scenario(format: Format, op: Operation, when: Moment, withReason: boolean, listen: boolean): Promise<void> {
  const controller = new AbortController();
  const abort = () => controller.abort(withReason ? REASON : undefined);
  const signal = when.kind === 'timeout' ? AbortSignal.timeout(when.ms) : controller.signal;
  let reports = 0;
  const options: AnalyzeOptions = { signal };
  if (listen || when.kind === 'report') {
    options.onProgress = (_e: ContractProgress) => {
      if (when.kind === 'report' && reports++ === when.n) abort();
    };
  }
  if (when.kind === 'before') abort();
  let settled = 0;
  const outcome = OPERATIONS[op]({ file: FILES[format] }, options).then(
    (value) => (settled++, answerOf(value)),
    (e: unknown) => (settled++, e === REASON ? 'reason' : e instanceof ParleyError ? `${e.status} ${e.result.errors?.[0]?.code} ${e.message}` : `other ${String(e)}`),
  );
  if (when.kind === 'at once') abort();
  if (when.kind === 'microtasks') {
    for (let i = 0; i < when.n; i++) await Promise.resolve();
    abort();
  }
  if (when.kind === 'turns') {
    for (let i = 0; i < when.n; i++) await new Promise((resolve) => setImmediate(resolve));
    abort();
  }
  const got = await outcome;
  // A few turns more: a late second settlement or a late rejection would show here.
  await new Promise((resolve) => setTimeout(resolve, 2));
  expect(settled).toBe(1);
  const givenUp =
    withReason && when.kind !== 'timeout'
      ? 'reason'
      : `400 abandoned The ${format} document was not read: its caller gave the read up ${when.kind === 'before' ? 'before its turn came' : 'while it was being read'}.`;
  // Before the call, or right after it (a DOC's conversion at its first await, a DOCX or text read and not analysed).
  if (when.kind === 'before' || when.kind === 'at once') expect(got).toBe(givenUp);
  else expect([alone.get(`${format} ${op}`), givenUp]).toContain(got);
  expect(unhandled).toEqual([]);
}

describe('a Word or text operation given up at a random moment', () => {
  it('answers as the call alone or rejects with the read given up, exactly once; the next call is a call alone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Format>('DOCX', 'DOC', 'text'),
        fc.constantFrom<Operation>('html', 'classify'),
        moment,
        fc.boolean(),
        fc.boolean(),
        (format, op, when, withReason, listen) => scenario(format, op, when, withReason, listen),
      ),
      { numRuns: 120 },
    );
    for (const format of Object.keys(FILES) as Format[]) {
      expect(answerOf(await convertToHtml({ file: FILES[format] }))).toBe(alone.get(`${format} html`));
    }
  }, 120_000);
});
