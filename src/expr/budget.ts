/**
 * The resource budget of evaluations: work (a count of characters processed, regex steps and evaluation steps,
 * a deterministic stand-in for CPU time) and bytes allocated (strings and arrays built). The per-value limits
 * (1,000,000 characters per string, 100,000 elements per array) never bounded the total: 5,000 strings of
 * 1,000,000 characters each passed them and exhausted the heap, and 500 regex matches on such strings took 36 s.
 *
 * Each evaluation has its own budget, and every evaluation of one turn draws on the turn's budget, so neither an
 * expression nor a dialog that evaluates many of them (jump loops, long context blocks) can hold the process.
 * The budget counts work instead of reading a clock: the same input still gives the same output on every machine
 * (a wall-clock deadline would make a turn's answer depend on the load). Work is charged before it is done, so
 * a regex too costly for what is left never starts.
 */
import { fail } from './failure.js';

/** The defaults; `docs/security.md` gives their cost on the benches. */
export const BUDGET = {
  /** Work units of one evaluation (about 5 ns each on the reference machine: ≈ 0.1 s). */
  evaluationWork: 20_000_000,
  /** Bytes one evaluation may allocate in strings and arrays (UTF-16: 2 bytes per character). */
  evaluationBytes: 64 * 1024 * 1024,
  /** Work units of all the evaluations of one turn (≈ 0.5 s). */
  turnWork: 100_000_000,
  /** Bytes all the evaluations of one turn may allocate. */
  turnBytes: 256 * 1024 * 1024,
  /** Work units of one evaluation step (a node of the syntax tree: about 100 ns). */
  step: 20,
  /** Work units per input character and per pattern character of a linear-time regex match (its cost is input × pattern). */
  regexPerPatternChar: 16,
  /**
   * Work units per key the dialog copies when it merges a node's context block (copy-on-write: the top-level
   * context and every object merged into). 1–3 µs per key: a 50,000-key request context through a 100-node
   * jump chain with context blocks copied 5,000,000 keys and took 13 s.
   */
  contextKeyCopy: 500,
} as const;

/** What is left of a turn's budget; shared by every evaluation of the turn (`EvalEnv.budget`). */
export interface TurnBudget {
  work: number;
  bytes: number;
}

/** A fresh turn budget. */
export function createTurnBudget(): TurnBudget {
  return { work: BUDGET.turnWork, bytes: BUDGET.turnBytes };
}

/** The budget of one evaluation: what it has used and what it may use. */
export interface EvaluationBudget {
  work: number;
  bytes: number;
  readonly workLimit: number;
  readonly bytesLimit: number;
  /** The limit hit is the turn's rather than the evaluation's (for the message). */
  readonly turnBound: boolean;
}

/** The budget of an evaluation starting now, bounded by what the turn has left. */
export function startEvaluation(turn: TurnBudget | undefined): EvaluationBudget {
  const workLimit = Math.min(BUDGET.evaluationWork, turn ? Math.max(0, turn.work) : Infinity);
  const bytesLimit = Math.min(BUDGET.evaluationBytes, turn ? Math.max(0, turn.bytes) : Infinity);
  const turnBound = turn !== undefined && (turn.work < BUDGET.evaluationWork || turn.bytes < BUDGET.evaluationBytes);
  return { work: 0, bytes: 0, workLimit, bytesLimit, turnBound };
}

/** Charges what an evaluation used (its steps included) to its turn. */
export function settle(turn: TurnBudget | undefined, budget: EvaluationBudget, steps: number): void {
  if (!turn) return;
  turn.work -= budget.work + steps * BUDGET.step;
  turn.bytes -= budget.bytes;
}

/**
 * Charges work the dialog does outside any evaluation (context merges) to the turn; returns the error text when
 * the turn's budget cannot afford it (nothing is charged then).
 */
export function chargeTurn(turn: TurnBudget | undefined, units: number): string | undefined {
  if (!turn) return undefined;
  if (units > turn.work) return 'EL1072E: Evaluation aborted: turn CPU budget exceeded';
  turn.work -= units;
  return undefined;
}

/** Charges `units` of work about to be done; fails when the evaluation's (or the turn's) budget would be exceeded. */
export function spend(budget: EvaluationBudget, steps: number, units: number): void {
  budget.work += units;
  if (budget.work + steps * BUDGET.step > budget.workLimit) exhausted(budget, 'CPU');
}

/** Charges `bytes` about to be allocated. */
export function allocate(budget: EvaluationBudget, bytes: number): void {
  budget.bytes += bytes;
  if (budget.bytes > budget.bytesLimit) exhausted(budget, 'memory');
}

/** The steps an evaluation may take within what its budget has left for them. */
export function stepLimit(budget: EvaluationBudget, maxSteps: number): number {
  return Math.min(maxSteps, Math.floor(budget.workLimit / BUDGET.step));
}

function exhausted(budget: EvaluationBudget, what: 'CPU' | 'memory'): never {
  return fail(`EL1072E: Evaluation aborted: ${budget.turnBound ? 'turn ' : ''}${what} budget exceeded`);
}

/** Work of a regex match: linear in the input and in the pattern's size (V8's linear-time engine is an NFA simulation). */
export function regexWork(inputLength: number, patternLength: number): number {
  return (inputLength + 1) * (patternLength + 1) * BUDGET.regexPerPatternChar;
}

/** Bytes of a value just built: strings at 2 bytes per character, arrays at 8 per slot plus their string elements. */
export function bytesOf(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (!Array.isArray(value)) return 0;
  let bytes = 16 + value.length * 8;
  for (const item of value) if (typeof item === 'string') bytes += item.length * 2;
  return bytes;
}
