// scripts/regex-groups.mjs (issue 18, h92crash): which capture groups a match may leave undefined, for the audit of
// optional-group reads (scripts/audit-optional-groups.mjs).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneAlwaysSet, optionalGroups } from '../../scripts/regex-groups.mjs';

const optional = (re: RegExp) => [...optionalGroups(re.source).optional].sort((a, b) => a - b);

describe('optionalGroups', () => {
  it('numbers the groups and finds the optional ones', () => {
    expect(optionalGroups(/(a)(b)?/.source).count).toBe(2);
    expect(optional(/(a)(b)?/)).toEqual([2]);
    expect(optional(/(a)|(b)/)).toEqual([1, 2]);
    expect(optional(/(?:(a)|b)c/)).toEqual([1]);
    expect(optional(/((a)b)*/)).toEqual([1, 2]);
    expect(optional(/(a)+?(b){0,2}(c){1,3}?/)).toEqual([2]);
    expect(optional(/(?<x>a)?(?!(b))(?=(c))/)).toEqual([1, 2]);
  });

  it('reads escapes and classes as no group and no quantifier', () => {
    expect(optionalGroups(/[(](a)\)(b)/.source).count).toBe(2);
    expect(optional(/[(](a)\)(b)/)).toEqual([]);
    expect(optional(/(a)\?/)).toEqual([]);
    expect(optional(/(a[)?]?)/)).toEqual([]);
  });

  it('names named groups', () => {
    expect([...optionalGroups(/(?<day>\d+)\/(?<month>\d+)?/.source).names]).toEqual([['day', 1], ['month', 2]]);
  });

  it('knows when one of several groups is always set', () => {
    const info = (re: RegExp) => optionalGroups(re.source);
    expect(oneAlwaysSet(info(/(a)|(b)/), [1, 2])).toBe(true);
    expect(oneAlwaysSet(info(/(a)|(b)/), [1])).toBe(false);
    expect(oneAlwaysSet(info(/x(?:(a)|(b)(c)?|(?:(d)e))y/), [1, 2, 4])).toBe(true);
    expect(oneAlwaysSet(info(/x(?:(a)|(b)(c)?|(?:(d)e))y/), [1, 3, 4])).toBe(false);
    expect(oneAlwaysSet(info(/(?:(a)|(b))?/), [1, 2])).toBe(false);
    expect(oneAlwaysSet(info(/(?:\((a)\)|"(b)")|(c)/), [1, 2, 3])).toBe(true);
  });

  // Random patterns over "a" and "b": every group the parser calls required is set in every match, and every set of
  // groups it says one of is always set has one set.
  type Node = string;
  const { node } = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('a', 'b', 'ab'),
      tie('node').map((n) => `(${n})`),
      tie('node').map((n) => `(?:${n})`),
      tie('node').map((n) => `(?!(${n}))`),
      fc.tuple(tie('node'), tie('node')).map(([x, y]) => `${x}|${y}`).map((n) => `(?:${n})`),
      fc.tuple(tie('node'), tie('node')).map(([x, y]) => `(${x}|${y})`),
      fc.tuple(tie('node'), tie('node')).map(([x, y]) => x + y),
      fc.tuple(tie('node'), fc.constantFrom('?', '*', '+', '{0,2}', '{1,2}', '??', '+?')).map(([n, q]) => `(?:${n})${q}`),
      fc.tuple(tie('node'), fc.constantFrom('?', '*', '+', '{0,2}', '{1,2}')).map(([n, q]) => `(${n})${q}`),
    ),
  }));

  it('is sound on random patterns: a required group is set in every match', () => {
    fc.assert(fc.property(fc.tuple(node, node).map(([x, y]) => `${x}|${y}`), fc.array(fc.stringMatching(/^[ab]{0,6}$/), { minLength: 1, maxLength: 4 }), fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }), (source, texts, chain) => {
      const info = optionalGroups(source);
      const always = oneAlwaysSet(info, chain);
      for (const text of texts) for (const m of text.matchAll(new RegExp(source, 'g'))) {
        for (let g = 1; g <= info.count; g++) if (!info.optional.has(g)) expect(m[g], `${source} on ${text}: group ${g}`).toBeDefined();
        if (always) expect(chain.some((g) => m[g] !== undefined), `${source} on ${text}: one of ${chain}`).toBe(true);
      }
      expect(info.count).toBe(new RegExp(`${source}|`).exec('')!.length - 1);
    }), { numRuns: 400, seed: 92 });
  });
});
