/** Counting evaluation steps against the evaluation's step limit (which the turn's budget may lower). */
import { LIMITS, type State } from './env.js';
import { fail, limit } from './failure.js';

/** Counts one step; fails past the limit, naming the turn's budget when that is what lowered it. */
export function countStep(s: State): void {
  if (++s.steps > s.maxSteps) {
    if (s.maxSteps < LIMITS.steps) fail('EL1072E: Evaluation aborted: turn CPU budget exceeded');
    limit('step');
  }
}
