/**
 * Expressions the engine would refuse when a turn reaches them: the service accepts a workspace whose condition,
 * response text or context value does not parse, or calls a method, function or type that does not exist, and the
 * turn then logs an error and goes on without the value. Parsed here with the engine's own parser and bounds
 * (`parseExpression`, `parseTemplate`), every field the engine evaluates (evaluated.ts).
 */
import {
  filterSyntaxError,
  isConstructorName,
  isGlobalFunctionName,
  isMethodName,
  isTypeName,
  parseExpression,
  parseTemplate,
  type Expr,
} from '../../../expr/index.js';
import { evaluatedTexts, type EvaluatedText } from '../evaluated.js';
import type { LintContext, LintFinding, LintRule } from '../types.js';
import { label } from './reachability.js';

/** One expression of a field: its source and where it starts in the field's text, parsed or failed. */
interface Piece {
  source: string;
  start: number;
  ast?: Expr;
  error?: string;
  /** With `error`: where in the field's text the parser stopped. */
  errorAt?: number;
}

/** Pieces per lint run: conditions repeat (`true`, `anything_else`), and two rules read them. */
const memo = new WeakMap<LintContext, Map<EvaluatedText, Piece[]>>();

function piecesOf(ctx: LintContext, t: EvaluatedText): Piece[] {
  let byText = memo.get(ctx);
  if (!byText) memo.set(ctx, (byText = new Map()));
  let pieces = byText.get(t);
  if (!pieces) byText.set(t, (pieces = parsePieces(t)));
  return pieces;
}

function parsePieces(t: EvaluatedText): Piece[] {
  if (t.kind === 'condition') {
    const parsed = parseExpression(t.text);
    return [parsed.ast ? { source: t.text, start: 0, ast: parsed.ast } : { source: t.text, start: 0, error: parsed.error, errorAt: parsed.errorOffset ?? 0 }];
  }
  const template = parseTemplate(t.text);
  if (template.error) return [{ source: t.text, start: 0, error: template.error, errorAt: 0 }];
  const pieces: Piece[] = [];
  for (const part of template.parts ?? []) {
    if (part.kind !== 'block') continue;
    const parsed = part.parsed;
    pieces.push(parsed.ast ? { source: part.source, start: part.offset, ast: parsed.ast } : { source: part.source, start: part.offset, error: parsed.error, errorAt: part.offset + parsed.offset });
  }
  return pieces;
}

/** `condition-syntax` for conditions, `expression-syntax` for the `<? ?>` blocks of every other evaluated text. */
export const expressionsParse: LintRule = (ctx) => {
  const findings: LintFinding[] = [];
  for (const t of evaluatedTexts(ctx)) {
    for (const p of piecesOf(ctx, t)) {
      if (p.error === undefined) continue;
      const offset = p.errorAt ?? 0;
      findings.push(
        t.kind === 'condition'
          ? { code: 'condition-syntax', severity: 'error', message: `Condition of ${label(t.node)} does not parse (offset ${offset}): ${p.error}`, path: t.path, offset }
          : { code: 'expression-syntax', severity: 'error', message: `An expression in ${label(t.node)} does not parse (offset ${offset}): ${p.error}`, path: t.path, offset },
      );
    }
  }
  return findings;
};

/** Calls of a method, function or type no value has: they fail (EL1004E, EL1005E) every time they run. */
export const unknownCalls: LintRule = (ctx) => {
  const findings: LintFinding[] = [];
  for (const t of evaluatedTexts(ctx)) {
    for (const p of piecesOf(ctx, t)) {
      if (!p.ast) continue;
      for (const problem of callProblems(p.ast)) {
        const offset = p.start + offsetOf(p.source, problem.needle);
        findings.push({ code: problem.code, severity: 'error', message: `${problem.message} (in ${label(t.node)}, offset ${offset})`, path: t.path, offset });
      }
    }
  }
  return findings;
};

interface CallProblem {
  code: 'unknown-method' | 'unknown-type' | 'expression-syntax';
  /** What the source says at the fault (`.sizee(`, `T(Runtime`), to find its offset. */
  needle: string;
  message: string;
}

/** The bad calls of one expression tree, walked with an explicit stack (a long `a + a + …` chain is deep). */
function callProblems(root: Expr): CallProblem[] {
  const out: CallProblem[] = [];
  const typed = holdsType(root);
  const stack: Expr[] = [root];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.type === 'Call') {
      if (e.object === null) {
        if (!isGlobalFunctionName(e.name)) out.push({ code: 'unknown-method', needle: `${e.name}(`, message: `${e.name}() is no function (the functions are now(), today() and clearDialogStack())` });
      } else if (!typed.has(e.object) && !isMethodName(e.name)) {
        out.push({ code: 'unknown-method', needle: `.${e.name}(`, message: `.${e.name}() is a method of no value` });
      } else if (e.name === 'filter' && e.args.length === 2 && e.args[1].type === 'Literal' && typeof e.args[1].value === 'string') {
        const error = filterSyntaxError(e.args[1].value);
        if (error) out.push({ code: 'expression-syntax', needle: '.filter(', message: `The expression of .filter() does not parse: ${error}` });
      }
    } else if (e.type === 'TypeRef' && !isTypeName(e.name)) {
      out.push({ code: 'unknown-type', needle: `T(${e.name}`, message: `T(${e.name}) names no type (Math, String, Integer, Long, Double, Boolean, Float, Short, Byte)` });
    } else if (e.type === 'New' && !isConstructorName(e.name)) {
      out.push({ code: 'unknown-type', needle: `new ${e.name}`, message: `new ${e.name}() names no type that can be built` });
    }
    for (const c of childrenOf(e)) stack.push(c);
  }
  return out;
}

/**
 * The subtrees that hold a type (`T(Math)`) or a `new Random()`: a receiver among them answers methods of its own
 * (statics.ts), not checked here. One pass over the tree (children after parents in `order`, so read backwards).
 */
function holdsType(root: Expr): Set<Expr> {
  const order: Expr[] = [];
  const stack: Expr[] = [root];
  while (stack.length > 0) {
    const e = stack.pop()!;
    order.push(e);
    for (const c of childrenOf(e)) stack.push(c);
  }
  const typed = new Set<Expr>();
  for (let i = order.length - 1; i >= 0; i--) {
    const e = order[i];
    if (e.type === 'TypeRef' || e.type === 'New' || childrenOf(e).some((c) => typed.has(c))) typed.add(e);
  }
  return typed;
}

/** The sub-expressions of a node (shared with the loop rule, which looks for assignments). */
export function childrenOf(e: Expr): Expr[] {
  switch (e.type) {
    case 'Group':
      return [e.expression];
    case 'Member':
      return [e.object];
    case 'Index':
      return [e.object, e.index];
    case 'Call':
      return e.object ? [e.object, ...e.args] : e.args;
    case 'Projection':
    case 'Selection':
      return [e.object, e.expression];
    case 'Unary':
      return [e.operand];
    case 'Binary':
    case 'Logical':
    case 'Elvis':
      return [e.left, e.right];
    case 'Conditional':
      return [e.test, e.consequent, e.alternate];
    case 'Assign':
      return [e.target, e.value];
    case 'New':
      return e.args;
    case 'InlineList':
      return e.elements;
    case 'InlineMap':
      return e.entries.map((x) => x.value);
    default:
      return [];
  }
}

/** Where the fault first stands in the expression's source (0 when only the tree knows it: `. sizee (`, spaced). */
function offsetOf(source: string, needle: string): number {
  return Math.max(0, source.indexOf(needle));
}
