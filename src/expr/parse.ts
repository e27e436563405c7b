/**
 * Bounded parsing with the service's error messages (§5.6):
 * `SpEL syntax error: Expression [ src ] converted to [ spel ] at position N: ELnnnnE: ...`.
 */
import type { Expr } from './ast.js';
import { isPeggySyntaxError, parseExpressionAst, PREFIX_LENGTH } from './peggy-parser.js';
import { rewriteShorthand } from './rewrite.js';
import { fastParse } from './fast-parser.js';

/** Longest expression accepted (conditions are limited to 2,048 characters by the service). */
export const MAX_EXPRESSION_LENGTH = 20_000;
/** Deepest bracket / prefix-operator nesting accepted. */
export const MAX_NESTING = 100;

/** On an error, `offset` is where in `source` the parser stopped (0 for the length, nesting and complexity bounds). */
export type ParseOutcome = { ast: Expr; error?: undefined } | { ast?: undefined; error: string; offset: number };

/** Deepest nesting of brackets and prefix operators outside string literals. */
export function nestingDepth(source: string): number {
  let depth = 0;
  let max = 0;
  let quote = 0;
  let prefix = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
      continue;
    }
    if (c === 39 || c === 34) quote = c;
    else if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth--;
    if (c === 33 || c === 45 || c === 43) prefix++;
    else if (c !== 32) prefix = 0;
    if (depth + prefix > max) max = depth + prefix;
  }
  return max;
}

/** The syntax error message of the service for `source` failing at `offset`. */
export function syntaxError(source: string, offset: number, detail: string): string {
  const converted = rewriteShorthand(source);
  return `SpEL syntax error: Expression [${source}] converted to [${converted.text}] at position ${converted.map(offset)}: ${detail}`;
}

function detailFor(source: string, offset: number): string {
  if (offset >= source.trimEnd().length) return 'EL1044E: Unexpectedly ran out of input';
  const ch = source[offset];
  if (ch === "'" || ch === '"') return `EL1045E: Cannot find terminating ${ch} for string`;
  try {
    parseExpressionAst(source.slice(0, offset));
    return `EL1041E: After parsing a valid expression, there is still more data in the expression: '${source.slice(offset).trim().split(/\s+/)[0]}'`;
  } catch {
    return 'EL1070E: Problem parsing left operand';
  }
}

/** Parses an expression; never throws. */
export function parseBounded(source: string): ParseOutcome {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    return { error: syntaxError(source.slice(0, 200) + '…', 0, `EL1072E: Expression longer than ${MAX_EXPRESSION_LENGTH} characters`), offset: 0 };
  }
  if (nestingDepth(source) > MAX_NESTING) {
    return { error: syntaxError(source.length > 200 ? source.slice(0, 200) + '…' : source, 0, `EL1072E: Expression nested deeper than ${MAX_NESTING} levels`), offset: 0 };
  }
  if (source.trim() === '') return { error: syntaxError(source, 0, 'EL1044E: Unexpectedly ran out of input'), offset: 0 };
  try {
    const fast = fastParse(source);
    if (fast) return { ast: fast };
    // The grammar is the reference: it gives the error (or the tree, should the twins ever disagree).
    return { ast: parseExpressionAst(source) };
  } catch (err) {
    if (isPeggySyntaxError(err)) {
      const offset = Math.max(0, err.location.start.offset - PREFIX_LENGTH);
      return { error: syntaxError(source, offset, detailFor(source, offset)), offset };
    }
    return { error: syntaxError(source, 0, 'EL1072E: Expression too complex'), offset: 0 };
  }
}
