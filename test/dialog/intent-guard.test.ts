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
  it('indexes long sibling lists only, folder-free guarded entries by intent', () => {
    const nodes = Array.from({ length: 20 }, (_, i) => text(`n${i}`, i % 2 === 0 ? `#i${i % 4}` : 'false', `T${i}`));
    const ws = workspace([...nodes, text('last', 'anything_else', 'Else')]);
    const tree = compileDialog(compileWorkspace(ws).workspace, []).tree;
    const index = tree.guardIndexes.get(tree.root);
    expect(index && [...index.unguarded]).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 20]);
    expect(index && [...index.byIntent.get('i0')!]).toEqual([0, 4, 8, 12, 16]);
    expect(index && [...index.byIntent.get('i2')!]).toEqual([2, 6, 10, 14, 18]);
    expect(say(engineFor([...nodes, text('last', 'anything_else', 'Else')]), 'x', { intent: 'i2' }).output.nodes_visited).toEqual(['n2']);
    expect(say(engineFor([...nodes, text('last', 'anything_else', 'Else')]), 'x', { intent: 'i1' }).output.nodes_visited).toEqual(['last']);
  });

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
        fc.array(conditionArb, { minLength: 1, maxLength: 40 }),
        fc.constantFrom('a', 'b', 'c', undefined),
        fc.constantFrom(0.1, 0.5, 1),
        fc.boolean(),
        (conditions, intent, confidence, withEntity) => {
          const ws = workspace(conditions.map((c, i) => text(`n${i}`, c, `T${i}`)));
          const normalized = compileWorkspace(ws).workspace;
          const guarded = compileDialog(normalized, []);
          const plain = compileDialog(normalized, []);
          for (const node of plain.tree.nodes.values()) (node as { intentGuard?: string }).intentGuard = undefined;
          (plain.tree as unknown as { guardIndexes: Map<unknown, unknown> }).guardIndexes = new Map();
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
