/**
 * checkElement (model/validate/issues.ts) checks an element first with an empty path and again with its real path
 * only when the first run reported a problem: it must report exactly what checking with the real path reports,
 * in the same order, and return the same result — for valid and broken elements alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Issues, checkElement, indexPath } from '../../src/model/validate/issues.js';
import { checkEntity } from '../../src/model/validate/entities.js';
import { checkIntent } from '../../src/model/validate/intents.js';
import { checkDialogNode } from '../../src/model/validate/dialog-node.js';
import * as names from '../../src/model/validate/names.js';

type Check = (issues: Issues, json: unknown, path: string) => string | undefined;

/** Field values that break one rule or another, mixed with valid ones. */
const leaf = fc.oneof(
  fc.constantFrom('ok', 'node_1', '', ' ', 'a\tb', 'sys-x', 'bad name!', 'x'.repeat(70), 'jump_to', 'folder', 'text'),
  fc.constantFrom(null, true, 42, -1, 1.5),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, leaf, tie('list'), tie('obj')),
  list: fc.array(tie('any'), { maxLength: 3 }),
  obj: fc.dictionary(
    fc.constantFrom('intent', 'entity', 'dialog_node', 'text', 'value', 'values', 'synonyms', 'patterns', 'examples', 'mentions', 'location', 'type', 'title', 'output', 'generic', 'response_type', 'next_step', 'behavior', 'actions', 'name', 'created'),
    tie('any'),
    { maxKeys: 6 },
  ),
})).any;

function both(check: Check, json: unknown, prior: number): { direct: unknown; element: unknown } {
  const run = (viaElement: boolean): unknown => {
    const issues = new Issues();
    // Problems already reported before this element stay as they are.
    for (let i = 0; i < prior; i++) issues.add('type', `earlier ${i}`, `earlier[${i}]`);
    const result = viaElement ? checkElement(issues, check, json, 'list', 3) : check(issues, json, indexPath('list', 3));
    return { result, list: issues.list };
  };
  return { direct: run(false), element: run(true) };
}

describe('checkElement', () => {
  for (const [name, check] of [['intent', checkIntent], ['entity', checkEntity], ['dialog node', checkDialogNode]] as const) {
    it(`reports what the check reports with the element's path (${name})`, () => {
      fc.assert(
        fc.property(value, fc.nat(2), (json, prior) => {
          const { direct, element } = both(check, json, prior);
          expect(element).toEqual(direct);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('the checkers keep no state between runs: no name pattern is global or sticky (a lastIndex would make the second run differ)', () => {
    const patterns = Object.values(names).filter((v): v is RegExp => v instanceof RegExp);
    expect(patterns.length).toBeGreaterThanOrEqual(4);
    for (const p of patterns) expect([p.source, p.global || p.sticky]).toEqual([p.source, false]);
    // a broken name checked twice in a row reports the same both times
    const twice = [0, 1].map(() => {
      const issues = new Issues();
      checkElement(issues, checkIntent, { intent: 'a b!' }, 'intents', 0);
      return issues.list;
    });
    expect(twice[1]).toEqual(twice[0]);
  });

  it('builds the path of a broken element and of its broken fields', () => {
    const issues = new Issues();
    const name = checkElement(issues, checkIntent, { intent: 'a b', examples: [{ text: 'hi' }, { text: '' }] }, 'intents', 2);
    expect(name).toBe('a b');
    expect(issues.list.map((i) => i.path)).toEqual(['intents[2].intent', 'intents[2].examples[1].text']);
  });

  it('returns the result of a valid element and reports nothing', () => {
    const issues = new Issues();
    expect(checkElement(issues, checkIntent, { intent: 'greet', examples: [{ text: 'hello' }] }, 'intents', 0)).toBe('greet');
    expect(issues.list).toEqual([]);
  });
});
