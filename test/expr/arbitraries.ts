/** fast-check generators of valid expression ASTs and of expression-like text. */
import fc from 'fast-check';
import type { BinaryOp, Expr } from '../../src/expr/ast.js';

const identifiers = fc.constantFrom('context', 'input', 'intents', 'entities', 'output', 'intent', 'welcome', 'irrelevant', 'foo', 'x_1');
const contextNames = fc.constantFrom('name', 'counter', 'list', 'obj', 'missing', 'a_b', 'card-type', 'users');
const entityNames = fc.constantFrom('city', 'sys-number', 'sys-date', 'missing');
const intentNames = fc.constantFrom('book', 'cancel', 'a-b.c', 'x_1');
const properties = fc.constantFrom('a', 'b', 'value', 'literal', 'length', 'constructor', '__proto__', 'nested', 'and', 'text');
const methods = fc.constantFrom('size', 'append', 'get', 'toString', 'contains', 'join', 'substring', 'toUpperCase', 'plusDays',
  'reformatDateTime', 'remove', 'keySet', 'toJson', 'split', 'matches', 'nosuch', 'constructor', 'getClass', 'filter', 'joinToArray');
const globals = fc.constantFrom('now', 'today', 'clearDialogStack', 'foo');
const matchValues = fc.stringMatching(/^[A-Za-z0-9 _'.-]{0,8}$/);
const binaryOps = fc.constantFrom<BinaryOp>('==', '!=', '<', '>', '<=', '>=', 'matches', 'instanceof', 'between', '+', '-', '*', '/', '%', '^');

const literal: fc.Arbitrary<Expr> = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 31 - 1 }).map((value): Expr => ({ type: 'Literal', kind: 'int', value })),
  fc.integer({ min: 0, max: 2 ** 40 }).map((value): Expr => ({ type: 'Literal', kind: 'long', value })),
  fc.double({ min: 0, max: 1e25, noNaN: true, noDefaultInfinity: true }).filter((d) => !Object.is(d, -0))
    .map((value): Expr => ({ type: 'Literal', kind: 'double', value })),
  fc.string({ maxLength: 12 }).map((value): Expr => ({ type: 'Literal', kind: 'string', value })),
  fc.boolean().map((value): Expr => ({ type: 'Literal', kind: 'boolean', value })),
  fc.constant<Expr>({ type: 'Literal', kind: 'null', value: null }),
);

/** Literals as large as the limits allow: numbers up to 1,000,000 and strings of up to 1,000,000 characters. */
export const largeLiteral: fc.Arbitrary<Expr> = fc.oneof(
  literal,
  fc.integer({ min: 0, max: 1_000_000 }).map((value): Expr => ({ type: 'Literal', kind: 'int', value })),
  fc.record({ unit: fc.constantFrom('a', 'x', ' ', '%e%', 'ab|', '(a|b)*'), n: fc.integer({ min: 1, max: 1_000_000 }) })
    .map(({ unit, n }): Expr => ({ type: 'Literal', kind: 'string', value: unit.repeat(Math.max(1, Math.floor(n / unit.length))) })),
);

/** Methods that build or scan large values. */
export const heavyMethods = fc.constantFrom('toUpperCase', 'hashCode', 'split', 'joinToArray', 'matches', 'replaceAll', 'concat',
  'append', 'join', 'contains', 'indexOf', 'substring', 'size', 'filter', 'toJson', 'trim', 'find', 'getMatch', 'extract');

const leafOf = (literals: fc.Arbitrary<Expr>): fc.Arbitrary<Expr> => fc.oneof(
  literals,
  identifiers.map((name): Expr => ({ type: 'Identifier', name })),
  fc.constantFrom<Expr>({ type: 'Variable', name: 'this' }, { type: 'Variable', name: 'root' }),
  contextNames.map((name): Expr => ({ type: 'Context', name })),
  fc.record({ name: contextNames, value: matchValues }).map((r): Expr => ({ type: 'ContextMatch', ...r })),
  fc.record({ name: entityNames, property: fc.option(properties, { nil: null }) }).map((r): Expr => ({ type: 'Entity', ...r })),
  fc.record({ name: entityNames, value: matchValues }).map((r): Expr => ({ type: 'EntityMatch', ...r })),
  intentNames.map((name): Expr => ({ type: 'Intent', name })),
  fc.constantFrom('Math', 'java.lang.Math', 'String', 'Integer', 'java.lang.Runtime').map((name): Expr => ({ type: 'TypeRef', name })),
);

/** Merges what the parser would merge: `@e` followed by a plain `.p` is the mention property `@e.p`. */
function member(object: Expr, property: string, safe: boolean): Expr {
  if (object.type === 'Entity' && object.property === null && !safe) return { type: 'Entity', name: object.name, property };
  return { type: 'Member', object, property, safe };
}

/** Valid ASTs (as the parser could produce, up to Group nodes) over the given literals and method names. */
export function expressionsWith(literals: fc.Arbitrary<Expr>, methodNames: fc.Arbitrary<string>): fc.Arbitrary<Expr> {
  const leaf = leafOf(literals);
  return fc.letrec<{ e: Expr }>((tie) => {
  const e = tie('e');
  const args = fc.array(e, { maxLength: 3 });
  return {
    e: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({ object: e, property: properties, safe: fc.boolean() }).map((r) => member(r.object, r.property, r.safe)),
      fc.record({ object: e, index: e }).map((r): Expr => ({ type: 'Index', ...r })),
      fc.record({ object: e, name: methodNames, args, safe: fc.boolean() }).map((r): Expr => ({ type: 'Call', ...r })),
      fc.record({ name: globals, args }).map((r): Expr => ({ type: 'Call', object: null, safe: false, ...r })),
      fc.record({ object: e, expression: e, safe: fc.boolean() }).map((r): Expr => ({ type: 'Projection', ...r })),
      fc.record({ object: e, expression: e, safe: fc.boolean(), which: fc.constantFrom<'all' | 'first' | 'last'>('all', 'first', 'last') })
        .map((r): Expr => ({ type: 'Selection', ...r })),
      fc.record({ op: fc.constantFrom<'!' | '-' | '+'>('!', '-', '+'), operand: e }).map((r): Expr => ({ type: 'Unary', ...r })),
      fc.record({ op: binaryOps, left: e, right: e }).map((r): Expr => ({ type: 'Binary', ...r })),
      fc.record({ op: fc.constantFrom<'&&' | '||'>('&&', '||'), left: e, right: e }).map((r): Expr => ({ type: 'Logical', ...r })),
      fc.record({ test: e, consequent: e, alternate: e }).map((r): Expr => ({ type: 'Conditional', ...r })),
      fc.record({ left: e, right: e }).map((r): Expr => ({ type: 'Elvis', ...r })),
      fc.record({ target: e, value: e }).map((r): Expr => ({ type: 'Assign', ...r })),
      fc.record({ name: fc.constantFrom('JsonArray', 'JsonObject', 'Random', 'Date', 'java.io.File'), args })
        .map((r): Expr => ({ type: 'New', ...r })),
      args.map((elements): Expr => ({ type: 'InlineList', elements })),
      fc.array(fc.record({ key: fc.oneof(fc.constantFrom('a', 'and', '__proto__'), fc.string({ maxLength: 5 })), value: e }), { maxLength: 3 })
        .map((entries): Expr => ({ type: 'InlineMap', entries })),
      e.map((expression): Expr => ({ type: 'Group', expression })),
    ),
  };
  }).e;
}

/** Valid ASTs (as the parser could produce, up to Group nodes). */
export const exprArb: fc.Arbitrary<Expr> = expressionsWith(literal, methods);

const TOKENS = ['$', '@', '#', '(', ')', '.', '?', '[', ']', '{', '}', "'", '"', '&&', '||', '!', 'a', '1', '-', ':', ' ', 'x',
  '=', '<', '>', '+', '*', 'T(', 'new ', '?.', '.![', '.?[', 'and', 'or', 'not', 'true', '0x', '1.5', 'e', 'L', ',', 'Math)',
  '<?', '?>', '\\', 'this', 'sys-', '^', '%', 'matches', 'null', ' instanceof ', ' between '];

/** Text made of expression tokens (more likely to reach deep into the grammar than random text). */
export const tokenText: fc.Arbitrary<string> = fc.array(fc.constantFrom(...TOKENS), { maxLength: 25 }).map((t) => t.join(''));

/** Removes `Group` nodes (the printer adds parentheses where precedence needs them). */
export function stripGroups(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripGroups);
  if (node === null || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  if (o.type === 'Group') return stripGroups(o.expression);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) out[k] = stripGroups(o[k]);
  return out;
}
