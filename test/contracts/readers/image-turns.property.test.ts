/**
 * The OCR worker's turns (readers/image/turns.ts), against a model: one holder at a time, waiters served in arrival
 * order, a waiter whose signal aborts leaves at once and is never served, `close()` refuses every waiter and stops the
 * holder, and a take after it is served afresh. Any interleaving of takes, aborts, releases and closes: every take
 * settles, and exactly as the model says. No OCR runs here (ocr-queue.test.ts runs the real worker).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Turns, type Turn } from '../../../src/contracts/readers/image/turns.js';

class Abandoned extends Error {}
class ShutDown extends Error {
  constructor(readonly running: boolean) {
    super(running ? 'stopped while running' : 'shut down while waiting');
  }
}

const errors = { abandoned: () => new Abandoned('abandoned'), shutDown: (running: boolean) => new ShutDown(running) };

type Op =
  | { kind: 'take'; signal: 'none' | 'live' | 'aborted' }
  | { kind: 'abort'; which: number }
  | { kind: 'release' }
  | { kind: 'releaseStale' }
  | { kind: 'close' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<'none' | 'live' | 'aborted'>('none', 'live', 'live', 'aborted').map((signal) => ({ kind: 'take' as const, signal })) },
  { weight: 2, arbitrary: fc.nat(40).map((which) => ({ kind: 'abort' as const, which })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'release' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'releaseStale' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'close' as const }) },
);

/** What became of a take: served (and then released or stopped), or refused, and why. */
type Outcome = 'waiting' | 'served' | 'released' | 'stopped' | 'abandoned' | 'shut down';

/** The model: plain arrays, no promises. */
function model(ops: Op[]): { outcomes: Outcome[]; served: number[] } {
  const outcomes: Outcome[] = [];
  const served: number[] = [];
  let holder: number | undefined;
  let waiting: number[] = [];
  /** Which takes have a signal to abort. */
  const signalled: boolean[] = [];
  const serve = (i: number) => {
    holder = i;
    outcomes[i] = 'served';
    served.push(i);
  };
  const release = () => {
    if (holder === undefined) return;
    outcomes[holder] = 'released';
    holder = undefined;
    const next = waiting.shift();
    if (next !== undefined) serve(next);
  };
  for (const o of ops) {
    if (o.kind === 'take') {
      const i = outcomes.length;
      signalled.push(o.signal !== 'none');
      if (o.signal === 'aborted') outcomes.push('abandoned');
      else if (holder === undefined) (outcomes.push('waiting'), serve(i));
      else (outcomes.push('waiting'), waiting.push(i));
    } else if (o.kind === 'abort') {
      const at = waiting.indexOf(o.which);
      if (at >= 0 && signalled[o.which]) {
        waiting.splice(at, 1);
        outcomes[o.which] = 'abandoned';
      }
    } else if (o.kind === 'release') release();
    else if (o.kind === 'close') {
      if (holder !== undefined) outcomes[holder] = 'stopped';
      holder = undefined;
      for (const i of waiting) outcomes[i] = 'shut down';
      waiting = [];
    }
  }
  while (holder !== undefined) release();
  return { outcomes, served };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The real turns, driven by the same operations; a take's signal is aborted only by an `abort` of its index. */
async function run(ops: Op[]): Promise<{ outcomes: Outcome[]; served: number[]; mostHeld: number }> {
  const turns = new Turns(errors);
  const outcomes: Outcome[] = [];
  const served: number[] = [];
  const controllers: (AbortController | undefined)[] = [];
  const granted = new Map<number, Turn>();
  const stale: Turn[] = [];
  let mostHeld = 0;
  const holding = () => [...granted.keys()].filter((i) => outcomes[i] === 'served');
  const take = (signal: Op & { kind: 'take' }) => {
    const i = outcomes.length;
    outcomes.push('waiting');
    const controller = signal.signal === 'none' ? undefined : new AbortController();
    if (signal.signal === 'aborted') controller?.abort();
    controllers.push(controller);
    turns.take(controller?.signal).then(
      (turn) => {
        outcomes[i] = 'served';
        served.push(i);
        granted.set(i, turn);
        turn.stopped.catch((e: unknown) => {
          expect(e).toBeInstanceOf(ShutDown);
          expect((e as ShutDown).running).toBe(true);
          outcomes[i] = 'stopped';
          stale.push(turn);
        });
      },
      (e: unknown) => {
        if (e instanceof Abandoned) outcomes[i] = 'abandoned';
        else if (e instanceof ShutDown && !e.running) outcomes[i] = 'shut down';
        else throw e;
      },
    );
  };
  const release = () => {
    const [i] = holding();
    if (i === undefined) return;
    outcomes[i] = 'released';
    granted.get(i)?.release();
  };
  for (const o of ops) {
    if (o.kind === 'take') take(o);
    else if (o.kind === 'abort') controllers[o.which]?.abort();
    else if (o.kind === 'release') release();
    else if (o.kind === 'releaseStale') stale.at(-1)?.release();
    else turns.close();
    await settle();
    mostHeld = Math.max(mostHeld, holding().length);
    expect(turns.held).toBe(holding().length === 1);
  }
  while (holding().length > 0) {
    release();
    await settle();
  }
  return { outcomes, served, mostHeld };
}

describe('the OCR turns', () => {
  it('follow the model for any interleaving of takes, aborts, releases and closes; every take settles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const got = await run(ops);
        const expected = model(ops);
        expect(got.mostHeld).toBeLessThanOrEqual(1);
        expect(got.outcomes).toEqual(expected.outcomes);
        expect(got.outcomes).not.toContain('waiting');
        expect(got.served).toEqual(expected.served);
      }),
      { numRuns: 500 },
    );
  });

  it('a waiter aborted before its turn never gets one; aborted once served, it keeps it', async () => {
    const turns = new Turns(errors);
    const first = await turns.take();
    const early = new AbortController();
    const late = new AbortController();
    const waiting = turns.take(early.signal);
    const served = turns.take(late.signal);
    expect(turns.queued).toBe(2);
    early.abort();
    await expect(waiting).rejects.toBeInstanceOf(Abandoned);
    expect(turns.queued).toBe(1);
    first.release();
    const turn = await served;
    late.abort();
    expect(turns.held).toBe(true);
    turn.release();
    expect(turns.held).toBe(false);
  });
});
