/**
 * Typed face of the peggy-generated parser (src/expr/generated/expression-parser.js, built by
 * `npm run grammar`). The grammar has one start rule that dispatches on a two-character prefix.
 */
import * as generated from './generated/expression-parser.js';
import type { Expr, TemplatePart } from './ast.js';

/** Length of the language prefix put before the source; error offsets are shifted back by it. */
export const PREFIX_LENGTH = 2;

export interface PeggySyntaxError {
  message: string;
  location: { start: { offset: number } };
}

interface GeneratedParser {
  parse(input: string): unknown;
}
const parser = generated as unknown as GeneratedParser;

/** Parses a SpEL/shorthand expression; throws a peggy syntax error. */
export function parseExpressionAst(source: string): Expr {
  return parser.parse('\u0001E' + source) as Expr;
}

/** Parses template text into parts; throws a peggy syntax error. */
export function parseTemplateParts(source: string): TemplatePart[] {
  return parser.parse('\u0001T' + source) as TemplatePart[];
}

/** True for the errors thrown by the generated parser. */
export function isPeggySyntaxError(err: unknown): err is PeggySyntaxError {
  return (
    typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'SyntaxError' &&
    typeof (err as { location?: { start?: { offset?: unknown } } }).location?.start?.offset === 'number'
  );
}
