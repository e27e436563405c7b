/**
 * Issue 24, "done when": for any expression of the grammar's arbitrary with literals as large as the limits
 * allow, evaluation returns within its budget and the heap stays under a fixed cap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTurnBudget, evaluateExpression } from '../../src/expr/index.js';
import { expressionsWith, heavyMethods, largeLiteral } from '../expr/arbitraries.js';
import { makeEnv } from '../expr/env.js';
import { cpuClock } from './guard.js';

/** Heap cap for the whole run: the evaluation budget is 64 MiB, the turn's 256 MiB; the rest is vitest itself. */
const HEAP_CAP = 1024 * 1024 * 1024;
/**
 * One evaluation's budget is about 0.1 s of work on the reference machine; this leaves room for a slower one. In CPU
 * time (the evaluation is synchronous): a loaded machine stretches wall time without more work done.
 */
const EVALUATION_MS = 4000;

describe('budgets hold for any expression with large literals', () => {
  it('each evaluation returns in bounded time and the heap stays under the cap', () => {
    const arb = expressionsWith(largeLiteral, heavyMethods);
    let slowest = 0;
    let peak = 0;
    fc.assert(fc.property(arb, (ast) => {
      const env = { ...makeEnv({ context: { list: ['a', 'b'], name: 'x'.repeat(1000) } }), budget: createTurnBudget() };
      const started = cpuClock();
      const r = evaluateExpression({ source: 'e', ast }, env);
      const elapsed = started();
      slowest = Math.max(slowest, elapsed);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      expect(typeof r.ok).toBe('boolean');
      expect(elapsed).toBeLessThan(EVALUATION_MS);
      expect(process.memoryUsage().heapUsed).toBeLessThan(HEAP_CAP);
    }), { numRuns: 300, seed: 24 });
    expect(slowest).toBeLessThan(EVALUATION_MS);
    expect(peak).toBeLessThan(HEAP_CAP);
  }, 120_000);
});
