/**
 * The expression language (conditions, `<? ?>` templates, shorthand): dialog-runtime.md §4.3, §5.
 * Parsing and evaluation never throw; failures come back as the service's error text.
 */
import type { JsonObject, JsonValue } from '../model/index.js';
import { behaviour } from '../model/versions.js';
import type { Expr } from './ast.js';
import { truthy } from './coerce.js';
import { LIMITS, type EvalEffects, type EvalEnv, type State } from './env.js';
import { settle, startEvaluation, stepLimit } from './budget.js';
import { evaluate } from './evaluate.js';
import { ExprFailure } from './failure.js';
import { checkValueSize } from './size.js';
import { hooks } from './methods/arrays.js';
import { defineKeyOn } from './methods/define.js';
import { parseBounded, syntaxError } from './parse.js';
import { renderValue } from './render.js';
import { rewriteShorthand } from './rewrite.js';
import { compileTemplate, type CompiledPart } from './template.js';
import { toJson, type Value } from './values.js';

export type { EvalEffects, EvalEnv } from './env.js';
export { BUDGET, createTurnBudget, type TurnBudget } from './budget.js';
export type { Expr, TemplatePart } from './ast.js';
export { printExpression } from './print.js';

hooks.evaluate = evaluate;

export interface ParsedExpression {
  readonly source: string;
  /** Set when the expression does not parse; evaluation then yields this error (the service's message). */
  readonly error?: string;
  /** The syntax tree (absent when `error` is set). */
  readonly ast?: Expr;
}

export interface ParsedTemplate {
  readonly source: string;
  readonly error?: string;
  /** True when the text has no `<? ?>` and no shorthand: render returns `source` unchanged. */
  readonly isStatic: boolean;
  /** The compiled pieces (text, blocks, references). */
  readonly parts?: readonly CompiledPart[];
}

export type EvalResult = { ok: true; value: JsonValue } | { ok: false; error: string };

/** Fresh, empty effects. */
export function createEffects(): EvalEffects {
  return { clearDialogStack: false, clearContext: false, clearOutput: false };
}

/** Parses a condition or a `<? ?>` body. Never throws. */
export function parseExpression(source: string): ParsedExpression {
  const r = parseBounded(typeof source === 'string' ? source : String(source));
  return r.ast ? { source, ast: r.ast } : { source, error: r.error };
}

const templateCache = new Map<string, ParsedTemplate>();

/** Parses response text or a context string value: `<? ?>` blocks and `$var`/`@entity`/`#intent` shorthand. */
export function parseTemplate(source: string): ParsedTemplate {
  const cached = templateCache.get(source);
  if (cached) return cached;
  let parsed: ParsedTemplate;
  if (!/[<$@#\\]/.test(source)) parsed = { source, isStatic: true };
  else {
    const { parts, error } = compileTemplate(source);
    const isStatic = parts.every((p) => p.kind === 'text') && !source.includes('\\');
    parsed = error ? { source, error, isStatic, parts } : { source, isStatic, parts };
    if (!error && isStatic && parts.length === 1 && parts[0].kind === 'text' && parts[0].text === source) parsed = { source, isStatic: true };
  }
  if (templateCache.size >= 10_000) templateCache.clear();
  templateCache.set(source, parsed);
  return parsed;
}

function newState(env: EvalEnv): State {
  const budget = startEvaluation(env.budget);
  return { env, steps: 0, maxSteps: stepLimit(budget, LIMITS.steps), budget, depth: 0, thisValue: undefined, locals: undefined };
}

function evaluationError(source: string, message: string): string {
  return `SpEL evaluation error: Expression [${source}] converted to [${rewriteShorthand(source).text}] at position 0: ${message}`;
}

/** Evaluates an AST, then `finish`es the value (to JSON or text), converting every failure to the service's message. */
function run<T>(source: string, ast: Expr, env: EvalEnv, finish: (v: Value) => T): { ok: true; value: T } | { ok: false; error: string } {
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

/** A hand-made `{source}` (no tree, no error) is parsed on the spot. */
function ensureParsed(expr: ParsedExpression): ParsedExpression {
  return expr.ast !== undefined || expr.error !== undefined ? expr : parseExpression(expr.source);
}

/** Evaluates an expression. Never throws: errors come back as `{ok:false, error}` with the service's message. */
export function evaluateExpression(given: ParsedExpression, env: EvalEnv): EvalResult {
  const expr = ensureParsed(given);
  if (!expr.ast) return { ok: false, error: expr.error ?? syntaxError(expr.source, 0, 'EL1044E: Unexpectedly ran out of input') };
  return run(expr.source, expr.ast, env, toJson);
}

/** A condition: true/false with SpEL truthiness (0, null, false are false); an error counts as false. */
export function evaluateCondition(given: ParsedExpression, env: EvalEnv): { value: boolean; error?: string } {
  const expr = ensureParsed(given);
  if (!expr.ast) return { value: false, error: expr.error ?? 'SpEL syntax error' };
  const r = run(expr.source, expr.ast, env, truthy);
  return r.ok ? { value: r.value } : { value: false, error: r.error };
}

function hashIsText(env: EvalEnv): boolean {
  return !env.version || behaviour('hashIsText', env.version);
}

/**
 * Renders one part. `#name` is text, except (without `behaviour('hashIsText')`) when it is the whole string: §4.3 speaks of
 * strings starting with `#` ("#FFFFFF" became false), so a `#` inside longer text stays text in every version.
 */
function renderPart(part: CompiledPart, env: EvalEnv, errors: string[], whole: boolean): string {
  if (part.kind === 'text') return part.text;
  if (part.kind === 'ref' && part.hash && (!whole || hashIsText(env))) return part.raw;
  const source = part.kind === 'block' ? part.source : part.raw;
  if (!part.parsed.ast) {
    errors.push(part.parsed.error);
    return '';
  }
  const r = run(source, part.parsed.ast, env, renderValue);
  if (!r.ok) {
    errors.push(r.error);
    return '';
  }
  return r.value;
}

/** Renders response text to a string (§4.3 rendering rules). Errors are reported, the text goes on. */
export function renderTemplate(template: ParsedTemplate, env: EvalEnv): { text: string; errors: string[] } {
  if (template.isStatic || !template.parts) return { text: template.source, errors: template.error ? [template.error] : [] };
  const errors: string[] = [];
  let text = '';
  const whole = template.parts.length === 1;
  for (const part of template.parts) text += renderPart(part, env, errors, whole);
  return { text, errors };
}

/** The single expression a context string consists of (one block, or one reference), if any. */
function soleExpression(t: ParsedTemplate): CompiledPart | undefined {
  const parts = t.parts;
  if (!parts) return undefined;
  const live = parts.filter((p) => p.kind !== 'text' || p.text.trim() !== '');
  if (live.length !== 1 || live[0].kind === 'text') return undefined;
  if (live[0].kind === 'ref' && parts.length !== 1) return undefined;
  return live[0];
}

function evaluateString(source: string, env: EvalEnv, errors: string[]): JsonValue {
  const t = parseTemplate(source);
  if (t.isStatic) return source;
  const sole = soleExpression(t);
  if (sole && sole.kind !== 'text' && !(sole.kind === 'ref' && sole.hash && hashIsText(env))) {
    if (!sole.parsed.ast) {
      errors.push(sole.parsed.error);
      return null;
    }
    const r = run(sole.kind === 'block' ? sole.source : sole.raw, sole.parsed.ast, env, toJson);
    if (!r.ok) {
      errors.push(r.error);
      return null;
    }
    return r.value;
  }
  const rendered = renderTemplate(t, env);
  errors.push(...rendered.errors);
  return rendered.text;
}

function evaluateNested(value: JsonValue, env: EvalEnv, errors: string[], depth: number): JsonValue {
  if (typeof value === 'string') return evaluateString(value, env, errors);
  if (value === null || typeof value !== 'object' || depth > 100) return value;
  if (Array.isArray(value)) return value.map((v) => evaluateNested(v, env, errors, depth + 1));
  const out: JsonObject = {};
  for (const key of Object.keys(value)) defineKeyOn(out, key, evaluateNested(value[key], env, errors, depth + 1));
  return out;
}

/**
 * Evaluates a context value (any JSON, strings possibly templated, nested in objects and arrays).
 * A string that is exactly one `<? ?>` block (or one shorthand reference) keeps the result's type.
 */
export function evaluateValue(value: JsonValue, env: EvalEnv): { value: JsonValue; errors: string[] } {
  const errors: string[] = [];
  return { value: evaluateNested(value, env, errors, 0), errors };
}

/** Renders any runtime value as text (exposed for the dialog layer's own messages). */
export function renderText(value: JsonValue): string {
  return renderValue(value);
}
