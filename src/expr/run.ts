/**
 * One guarded evaluation: a fresh state charged to the turn's budget, the evaluator, the result's size
 * check, and every failure turned into the service's error text. Never throws.
 */
import type { Expr } from './ast.js';
import { LIMITS, type EvalEnv, type State } from './env.js';
import { settle, startEvaluation, stepLimit } from './budget.js';
import { evaluate } from './evaluate.js';
import { ExprFailure } from './failure.js';
import { checkValueSize } from './size.js';
import { rewriteShorthand } from './rewrite.js';
import type { Value } from './values.js';

function newState(env: EvalEnv): State {
  const budget = startEvaluation(env.budget);
  return { env, steps: 0, maxSteps: stepLimit(budget, LIMITS.steps), budget, depth: 0, thisValue: undefined, locals: undefined, evaluate };
}

function evaluationError(source: string, message: string): string {
  return `SpEL evaluation error: Expression [${source}] converted to [${rewriteShorthand(source).text}] at position 0: ${message}`;
}

/** Evaluates an AST, then `finish`es the value (to JSON or text), converting every failure to the service's message. */
export function evaluateGuarded<T>(source: string, ast: Expr, env: EvalEnv, finish: (v: Value) => T): { ok: true; value: T } | { ok: false; error: string } {
  const state = newState(env);
  try {
    const value = evaluate(ast, state);
    checkValueSize([value]);
    return { ok: true, value: finish(value) };
  } catch (err) {
    if (err instanceof ExprFailure) return { ok: false, error: evaluationError(source, err.message) };
    if (err instanceof RangeError) return { ok: false, error: evaluationError(source, 'EL1072E: Evaluation aborted: expression too complex') };
    return { ok: false, error: evaluationError(source, 'EL1072E: Evaluation failed') };
  } finally {
    settle(env.budget, state.budget, state.steps);
  }
}

