/**
 * The expression language (conditions, `<? ?>` templates, shorthand): dialog-runtime.md §4.3, §5.
 * Parsing and evaluation never throw; failures come back as the service's error text.
 */
import type { JsonValue } from '../model/index.js';
import type { Expr } from './ast.js';
import { truthy } from './coerce.js';
import type { EvalEffects, EvalEnv } from './env.js';
import { parseBounded, syntaxError } from './parse.js';
import { renderValue } from './render.js';
import { evaluateGuarded } from './run.js';
import { toJson } from './values.js';

export type { EvalEffects, EvalEnv } from './env.js';
export { BUDGET, chargeTurn, createTurnBudget, type TurnBudget } from './budget.js';
export type { Expr, TemplatePart } from './ast.js';
export { printExpression } from './print.js';
export { parseTemplate, renderTemplate, evaluateValue, MAX_VALUE_DEPTH, type ParsedTemplate } from './templates.js';
export type { CompiledPart } from './template.js';
export { isConstructorName, isGlobalFunctionName, isMethodName } from './methods/index.js';
export { isTypeName } from './methods/statics.js';
export { filterSyntaxError } from './methods/arrays.js';

export interface ParsedExpression {
  readonly source: string;
  /** Set when the expression does not parse; evaluation then yields this error (the service's message). */
  readonly error?: string;
  /** With `error`: where in `source` the parser stopped (lint names it; evaluation does not read it). */
  readonly errorOffset?: number;
  /** The syntax tree (absent when `error` is set). */
  readonly ast?: Expr;
}

export type EvalResult = { ok: true; value: JsonValue } | { ok: false; error: string };

/** Fresh, empty effects. */
export function createEffects(): EvalEffects {
  return { clearDialogStack: false, clearContext: false, clearOutput: false };
}

/** Parses a condition or a `<? ?>` body. Never throws. */
export function parseExpression(source: string): ParsedExpression {
  const r = parseBounded(typeof source === 'string' ? source : String(source));
  return r.ast ? { source, ast: r.ast } : { source, error: r.error, errorOffset: r.offset };
}

/** A hand-made `{source}` (no tree, no error) is parsed on the spot. */
function ensureParsed(expr: ParsedExpression): ParsedExpression {
  return expr.ast !== undefined || expr.error !== undefined ? expr : parseExpression(expr.source);
}

/** Evaluates an expression. Never throws: errors come back as `{ok:false, error}` with the service's message. */
export function evaluateExpression(given: ParsedExpression, env: EvalEnv): EvalResult {
  const expr = ensureParsed(given);
  if (!expr.ast) return { ok: false, error: expr.error ?? syntaxError(expr.source, 0, 'EL1044E: Unexpectedly ran out of input') };
  return evaluateGuarded(expr.source, expr.ast, env, toJson);
}

/** A condition: true/false with SpEL truthiness (0, null, false are false); an error counts as false. */
export function evaluateCondition(given: ParsedExpression, env: EvalEnv): { value: boolean; error?: string } {
  const expr = ensureParsed(given);
  if (!expr.ast) return { value: false, error: expr.error ?? 'SpEL syntax error' };
  const r = evaluateGuarded(expr.source, expr.ast, env, truthy);
  return r.ok ? { value: r.value } : { value: false, error: r.error };
}

/** Renders any runtime value as text (exposed for the dialog layer's own messages). */
export function renderText(value: JsonValue): string {
  return renderValue(value);
}
