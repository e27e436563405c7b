/**
 * Invariants (fast-check): parsing never throws; the hand-written parser agrees with the peggy grammar;
 * print→parse round-trips; evaluating any valid AST never throws and is deterministic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastParse } from '../../src/expr/fast-parser.js';
import { parseExpressionAst } from '../../src/expr/peggy-parser.js';
import {
  evaluateExpression, evaluateValue, parseExpression, parseTemplate, printExpression, renderTemplate, type ParsedExpression,
} from '../../src/expr/index.js';
import { exprArb, stripGroups, tokenText } from './arbitraries.js';
import { makeEnv } from './env.js';
import { WORLD } from './cases/world.js';

const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), tokenText);

function peggy(source: string): unknown {
  try {
    return parseExpressionAst(source);
  } catch {
    return undefined;
  }
}

describe('parsing never throws', () => {
  it('parseExpression returns an AST or an error for any text', () => {
    fc.assert(fc.property(anyText, (s) => {
      const p = parseExpression(s);
      expect(p.ast !== undefined || typeof p.error === 'string').toBe(true);
      if (p.error) expect(p.error).toMatch(/^SpEL syntax error: Expression \[/);
    }), { numRuns: 1500 });
  });

  it('parseTemplate and renderTemplate accept any text', () => {
    const env = makeEnv(WORLD);
    fc.assert(fc.property(anyText, (s) => {
      const t = parseTemplate(s);
      const r = renderTemplate(t, env);
      expect(typeof r.text).toBe('string');
      expect(Array.isArray(evaluateValue(s, env).errors)).toBe(true);
    }), { numRuns: 1500 });
  });
});

describe('the hand-written parser is a twin of the grammar', () => {
  it('agrees with peggy on expression-like text', () => {
    fc.assert(fc.property(anyText, (s) => {
      expect(fastParse(s)).toEqual(peggy(s));
    }), { numRuns: 1500 });
  });

  it('agrees with peggy on printed ASTs', () => {
    fc.assert(fc.property(exprArb, (ast) => {
      const text = printExpression(ast);
      expect(fastParse(text)).toEqual(peggy(text));
    }), { numRuns: 500 });
  });
});

describe('printing', () => {
  it('print → parse gives the same AST (up to parentheses)', () => {
    fc.assert(fc.property(exprArb, (ast) => {
      const text = printExpression(ast);
      const back = parseExpression(text);
      expect(back.error).toBeUndefined();
      expect(stripGroups(back.ast)).toEqual(stripGroups(ast));
    }), { numRuns: 2000 });
  });

  it('printing is idempotent: print(parse(print(ast))) = print(ast)', () => {
    fc.assert(fc.property(exprArb, (ast) => {
      const text = printExpression(ast);
      expect(printExpression(parseExpression(text).ast!)).toBe(text);
    }), { numRuns: 1000 });
  });

  it('parse → print → parse is stable on the workspace-like examples', () => {
    for (const s of ['#a && @b:(c d) || !$e', "@sys-date.reformatDateTime('EEE') == 'Mon'", '$x.?[#this > 1].![#this * 2]', 'a ? b : c ?: d']) {
      const ast = parseExpression(s).ast;
      expect(ast).toBeDefined();
      expect(parseExpression(printExpression(ast!)).ast).toEqual(ast);
    }
  });
});

describe('evaluation never throws', () => {
  it('evaluates any valid AST against any JSON context', () => {
    const contexts = fc.dictionary(
      fc.oneof(fc.constantFrom('name', 'list', 'obj', 'counter', '__proto__', 'constructor'), fc.string({ maxLength: 4 })),
      fc.jsonValue({ maxDepth: 3 }),
    );
    fc.assert(fc.property(exprArb, contexts, (ast, context) => {
      const r = evaluateExpression({ source: printExpression(ast), ast }, makeEnv({ ...WORLD, context: context as never }));
      expect(typeof r.ok).toBe('boolean');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }), { numRuns: 1000 });
  });

  it('evaluates any JSON context value', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
      const r = evaluateValue(value as never, makeEnv(WORLD));
      expect(Array.isArray(r.errors)).toBe(true);
    }), { numRuns: 500 });
  });

  it('evaluates any valid AST to a value or an error, deterministically', () => {
    fc.assert(fc.property(exprArb, (ast) => {
      const parsed: ParsedExpression = { source: printExpression(ast), ast };
      const a = evaluateExpression(parsed, makeEnv(WORLD));
      const b = evaluateExpression(parsed, makeEnv(WORLD));
      expect(a).toEqual(b);
      if (!a.ok) expect(a.error).toMatch(/^SpEL evaluation error: /);
      else expect(() => JSON.stringify(a.value)).not.toThrow();
    }), { numRuns: 1500 });
  });
});
