/**
 * The expression language (conditions, `<? ?>` templates, shorthand). STUB CONTRACT: the expression
 * work package replaces the implementation; the dialog layer codes against these signatures.
 * Add to them freely; do not remove or rename without updating every caller.
 */
import type { JsonObject, JsonValue, RuntimeEntity, RuntimeIntent } from '../model/index.js';

/** Side effects an evaluation may request; the dialog layer applies them after the node's step. */
export interface EvalEffects {
  /** `clearDialogStack()` was called. */
  clearDialogStack: boolean;
  /** `context.clear()` was called (dialog-runtime.md §4.3). */
  clearContext: boolean;
  /** `output.clear()` was called. */
  clearOutput: boolean;
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
}

export interface ParsedExpression {
  readonly source: string;
  /** Set when the expression does not parse; evaluation then yields this error (the service's message). */
  readonly error?: string;
}

export interface ParsedTemplate {
  readonly source: string;
  readonly error?: string;
  /** True when the text has no `<? ?>` and no shorthand: render returns `source` unchanged. */
  readonly isStatic: boolean;
}

export type EvalResult = { ok: true; value: JsonValue } | { ok: false; error: string };

export function createEffects(): EvalEffects {
  return { clearDialogStack: false, clearContext: false, clearOutput: false };
}

/** Parses a condition or a `<? ?>` body. Never throws. */
export function parseExpression(source: string): ParsedExpression {
  return { source };
}

/** Parses response text or a context string value: `<? ?>` blocks and `$var`/`@entity`/`#intent` shorthand. */
export function parseTemplate(source: string): ParsedTemplate {
  return { source, isStatic: !/[<$@#]/.test(source) };
}

/** Evaluates an expression. Never throws: errors come back as `{ok:false, error}` with the service's message. */
export function evaluateExpression(_expr: ParsedExpression, _env: EvalEnv): EvalResult {
  return { ok: true, value: null };
}

/** A condition: true/false with SpEL truthiness (0, null, false are false); an error counts as false. */
export function evaluateCondition(expr: ParsedExpression, env: EvalEnv): { value: boolean; error?: string } {
  const r = evaluateExpression(expr, env);
  if (!r.ok) return { value: false, error: r.error };
  return { value: r.value !== null && r.value !== false && r.value !== 0 };
}

/** Renders response text to a string (§4.3 rendering rules). Errors are reported, the text goes on. */
export function renderTemplate(template: ParsedTemplate, _env: EvalEnv): { text: string; errors: string[] } {
  return { text: template.source, errors: [] };
}

/**
 * Evaluates a context value (any JSON, strings possibly templated, nested in objects and arrays).
 * A string that is exactly one `<? ?>` block (or one shorthand reference) keeps the result's type.
 */
export function evaluateValue(value: JsonValue, _env: EvalEnv): { value: JsonValue; errors: string[] } {
  return { value, errors: [] };
}
