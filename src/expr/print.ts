/**
 * Prints an AST back to source so that parse(print(ast)) gives the same tree (up to `Group` nodes the
 * printer adds where precedence needs parentheses). Match values are always printed in `:(...)` form.
 */
import type { Expr, LiteralNode } from './ast.js';

const PREC: Record<Expr['type'], number> = {
  Assign: 1, Conditional: 2, Elvis: 2, Logical: 3, Binary: 6, Unary: 9,
  Literal: 10, Identifier: 10, Variable: 10, Context: 10, ContextMatch: 10, Entity: 10, EntityMatch: 10, Intent: 10,
  Group: 10, Member: 10, Index: 10, Call: 10, Projection: 10, Selection: 10, TypeRef: 10, New: 10,
  InlineList: 10, InlineMap: 10,
};

function precedence(node: Expr): number {
  if (node.type === 'Logical') return node.op === '||' ? 3 : 4;
  if (node.type === 'Binary') {
    switch (node.op) {
      case '+': case '-': return 6;
      case '*': case '/': case '%': return 7;
      case '^': return 8;
      default: return 5;
    }
  }
  return PREC[node.type];
}

const SIMPLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false', 'null', 'eq', 'ne', 'lt', 'gt', 'le', 'ge',
  'div', 'mod', 'matches', 'instanceof', 'between']);

function mapKey(key: string): string {
  return SIMPLE_NAME.test(key) && !KEYWORDS.has(key.toLowerCase()) ? key : quote(key);
}

/** An object of `.x`, `[i]`, `.m()`: intent names may contain dots, so `#a` is parenthesized there. */
function target(node: Expr): string {
  return node.type === 'Intent' ? `(${bare(node)})` : print(node, 10);
}

function quote(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

function literal(node: LiteralNode): string {
  switch (node.kind) {
    case 'string': return quote(String(node.value));
    case 'null': return 'null';
    case 'boolean': return node.value ? 'true' : 'false';
    case 'long': return `${node.value}L`;
    case 'int': return String(node.value);
    case 'double': {
      const s = String(node.value);
      return /[.e]/.test(s) ? s : `${s}.0`;
    }
  }
}

function args(list: Expr[]): string {
  return list.map((a) => print(a, 1)).join(', ');
}

function print(node: Expr, min: number): string {
  const text = bare(node);
  return precedence(node) < min ? `(${text})` : text;
}

function bare(node: Expr): string {
  switch (node.type) {
    case 'Literal': return literal(node);
    case 'Identifier': return node.name;
    case 'Variable': return `#${node.name}`;
    case 'Context': return SIMPLE_NAME.test(node.name) ? `$${node.name}` : `$(${node.name})`;
    case 'ContextMatch': return `${bare({ type: 'Context', name: node.name })}:(${node.value})`;
    case 'Entity': return `@${node.name}${node.property === null ? '' : '.' + node.property}`;
    case 'EntityMatch': return `@${node.name}:(${node.value})`;
    case 'Intent': return `#${node.name}`;
    case 'Group': return `(${print(node.expression, 1)})`;
    case 'Member': return `${target(node.object)}${node.safe ? '?.' : '.'}${node.property}`;
    case 'Index': return `${target(node.object)}[${print(node.index, 1)}]`;
    case 'Call':
      return node.object === null
        ? `${node.name}(${args(node.args)})`
        : `${target(node.object)}${node.safe ? '?.' : '.'}${node.name}(${args(node.args)})`;
    case 'Projection': return `${target(node.object)}${node.safe ? '?.' : '.'}![${print(node.expression, 1)}]`;
    case 'Selection': {
      const mark = node.which === 'all' ? '?' : node.which === 'first' ? '^' : '$';
      return `${target(node.object)}${node.safe ? '?.' : '.'}${mark}[${print(node.expression, 1)}]`;
    }
    case 'Unary': {
      const operand = print(node.operand, 9);
      return node.op === '!' ? `!${operand}` : `${node.op} ${operand}`;
    }
    case 'Binary': {
      const p = precedence(node);
      if (node.op === '^') return `${print(node.left, 9)} ^ ${print(node.right, 8)}`;
      if (p === 5) return `${print(node.left, 6)} ${node.op} ${print(node.right, 6)}`;
      return `${print(node.left, p)} ${node.op} ${print(node.right, p + 1)}`;
    }
    case 'Logical': {
      const p = precedence(node);
      return `${print(node.left, p)} ${node.op} ${print(node.right, p + 1)}`;
    }
    case 'Conditional':
      return `${print(node.test, 3)} ? ${print(node.consequent, 1)} : ${print(node.alternate, 2)}`;
    case 'Elvis': return `${print(node.left, 3)} ?: ${print(node.right, 2)}`;
    case 'Assign': return `${print(node.target, 2)} = ${print(node.value, 1)}`;
    case 'TypeRef': return `T(${node.name})`;
    case 'New': return `new ${node.name}(${args(node.args)})`;
    case 'InlineList': return `{${args(node.elements)}}`;
    case 'InlineMap':
      return node.entries.length === 0
        ? '{:}'
        : `{${node.entries.map((e) => `${mapKey(e.key)}: ${print(e.value, 1)}`).join(', ')}}`;
  }
}

/** Source text of an expression AST. */
export function printExpression(ast: Expr): string {
  return print(ast, 1);
}
