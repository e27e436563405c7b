/** The evaluation environment and its mutable per-evaluation state. */
import type { JsonObject, RuntimeEntity, RuntimeIntent } from '../model/index.js';
import type { Value } from './values.js';
import type { Expr } from './ast.js';
import type { EvaluationBudget, TurnBudget } from './budget.js';

/** Side effects an evaluation may request; the dialog layer applies them after the node's step. */
export interface EvalEffects {
  /** `clearDialogStack()` was called. */
  clearDialogStack: boolean;
  /** `context.clear()` was called (dialog-runtime.md §4.3). */
  clearContext: boolean;
  /** `output.clear()` was called. */
  clearOutput: boolean;
  /** Keys passed to `context.remove(key)` (§4.3: removes the variable entirely), in call order. */
  removedContextKeys?: string[];
}

/** Everything an expression can read. Immutable during one evaluation; never a JS global. */
export interface EvalEnv {
  context: JsonObject;
  input: JsonObject;
  /** All intents of the turn, sorted by descending confidence. */
  intents: readonly RuntimeIntent[];
  entities: readonly RuntimeEntity[];
  output: JsonObject;
  /** Reference instant, epoch ms. */
  now: number;
  /** IANA zone used by `now()`, `today()` (the service uses `$timezone` when set). */
  timezone: string;
  /** Seeded uniform [0,1) generator (`new Random()`, `getRandomItem`). */
  random: () => number;
  /** API version date `YYYY-MM-DD`. */
  version: string;
  /** Special conditions and slot properties: `welcome`, `conversation_start`, `anything_else`,
   *  `irrelevant`, `slot_in_focus`, `all_slots_filled`, `has_skipped_slots`, `returning_from_digression`. */
  flags: Readonly<Record<string, boolean>>;
  /** Slot events: `event.previous_value`, `event.current_value`. */
  event?: JsonObject;
  /** Collects requested side effects. */
  effects: EvalEffects;
  /** What is left of the turn's budget (every evaluation of a turn draws on it); absent: each evaluation's own. */
  budget?: TurnBudget;
}

/** Work bounds of one evaluation. */
export const LIMITS = {
  steps: 100_000,
  depth: 150,
  stringLength: 1_000_000,
  arrayLength: 100_000,
  /** Values (leaves and containers, shared references expanded) one expression may produce. */
  values: 1_000_000,
} as const;

/** Mutable state of one evaluation. */
export interface State {
  readonly env: EvalEnv;
  steps: number;
  /** Steps allowed: LIMITS.steps, or fewer when the turn's budget has less left. */
  readonly maxSteps: number;
  /** Work and bytes used so far (src/expr/budget.ts). */
  readonly budget: EvaluationBudget;
  depth: number;
  /** `#this` inside projection/selection, else undefined. */
  thisValue: Value | undefined;
  /** Named variables (the `filter("tmp", "...")` element). */
  locals: Map<string, Value> | undefined;
  /**
   * The evaluator, for methods that evaluate an expression argument (`filter`): carried by the state so the
   * methods need not import the evaluator that imports them.
   */
  readonly evaluate: (node: Expr, s: State) => Value;
}

/** The input text (`input.text`) or ''. */
export function inputText(env: EvalEnv): string {
  const t = env.input?.text;
  return typeof t === 'string' ? t : '';
}
