/** Intent guards (src/dialog/intent-guard.ts): a selection shortcut that must never change which node answers. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseExpression } from '../../src/expr/index.js';
import { compileDialog, runTurn } from '../../src/dialog/index.js';
import { intentGuard } from '../../src/dialog/intent-guard.js';
import { engineFor, say, text, workspace } from './helpers.js';
import { compileWorkspace } from '../../src/index.js';

const guardOf = (source: string) => intentGuard(parseExpression(source).ast);

describe('intentGuard', () => {
  it('is the intent of a leading #name, through groups and && chains', () => {
    expect(guardOf('#order')).toBe('order');
    expect(guardOf('#order && @size')).toBe('order');
    expect(guardOf('(#order && $x) && @size:large')).toBe('order');
    expect(guardOf('((#order))')).toBe('order');
  });

  it('is undefined when the intent is not required', () => {
    expect(guardOf('#a || #b')).toBeUndefined();
    expect(guardOf('!#a')).toBeUndefined();
    expect(guardOf('@size && #a')).toBeUndefined();
    expect(guardOf('true')).toBeUndefined();
    expect(guardOf('anything_else')).toBeUndefined();
    expect(intentGuard(undefined)).toBeUndefined();
  });
});

describe('selection with intent guards', () => {
  it('skips a guarded node whose intent is not on top, without evaluating (or logging) its right-hand side', () => {
    const e = engineFor([text('a', '#a && $list.get(5) == 1', 'A'), text('b', '(#b)', 'B'), text('c', '#c || #b', 'C')]);
    const r = say(e, 'x', { intent: 'b' });
    expect(r.output.nodes_visited).toEqual(['b']);
    expect(r.output.log_messages).toEqual([]);
  });

  it('still evaluates the condition when the guard intent is on top (confidence threshold included)', () => {
    const e = engineFor([text('a', '#a', 'A'), text('other', 'true', 'Other')]);
    expect(say(e, 'x', { intent: 'a', confidence: 0.9 }).output.nodes_visited).toEqual(['a']);
    expect(say(e, 'x', { intent: 'a', confidence: 0.1 }).output.nodes_visited).toEqual(['other']);
  });

  const conditionArb = fc.oneof(
    fc.constantFrom('#a', '#b', '#c', '(#a)', '#a && #b', '#b && @e', '#c && true', '#a || #c', '!#b', 'true', '@e', 'anything_else'),
    fc.tuple(fc.constantFrom('#a', '#b', '(#c)'), fc.constantFrom('@e', 'false', '$v == 1')).map(([l, r]) => `${l} && ${r}`),
  );

  it('answers with the same nodes as selection without guards (property)', () => {
    fc.assert(
      fc.property(
        fc.array(conditionArb, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('a', 'b', 'c', undefined),
        fc.constantFrom(0.1, 0.5, 1),
        fc.boolean(),
        (conditions, intent, confidence, withEntity) => {
          const ws = workspace(conditions.map((c, i) => text(`n${i}`, c, `T${i}`)));
          const normalized = compileWorkspace(ws).workspace;
          const guarded = compileDialog(normalized, []);
          const plain = compileDialog(normalized, []);
          for (const node of plain.tree.nodes.values()) (node as { intentGuard?: string }).intentGuard = undefined;
          const turn = {
            request: { input: { text: 'x' }, context: { v: 1 } },
            intents: intent ? [{ intent, confidence }] : [],
            entities: withEntity ? [{ entity: 'e', value: 'v', location: [0, 1] as [number, number], confidence: 1 }] : [],
            now: Date.parse('2026-01-01T00:00:00Z'),
            timezone: 'UTC',
            seed: 's',
            version: '2021-06-14',
            nodesVisitedDetails: false,
          };
          expect(runTurn(guarded, turn)).toEqual(runTurn(plain, turn));
        },
      ),
      { numRuns: 60 },
    );
  });
});
