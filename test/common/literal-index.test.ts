import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LiteralIndex } from '../../src/common/literal-index.js';
import { readsLinearly } from '../security/linear-time.js';

/** The ids of the literals `index` finds in `text`. */
function foundIds(index: LiteralIndex, text: string): number[] {
  const marks = new Uint8Array(index.literals.length);
  index.markIn(text, marks);
  return [...marks.keys()].filter((i) => marks[i] === 1);
}

describe('LiteralIndex', () => {
  it('finds every literal the text holds, overlapping, nested and at either end', () => {
    const index = new LiteralIndex(['he', 'she', 'his', 'hers', 'notice', 'no', 'ice', 'x']);
    expect(foundIds(index, 'ushers')).toEqual([0, 1, 3]);
    expect(foundIds(index, 'no notice')).toEqual([4, 5, 6]);
    expect(foundIds(index, 'nothing of it')).toEqual([5]);
    expect(foundIds(index, '')).toEqual([]);
    expect(foundIds(index, 'x')).toEqual([7]);
  });

  it('compares code units as includes does (’, –, a surrogate pair), and never finds an empty literal', () => {
    const index = new LiteralIndex(['party’s', '–', '\u{1F600}', '']);
    expect(foundIds(index, 'the party’s fee – 😀')).toEqual([0, 1, 2]);
    expect(foundIds(index, "the party's fee")).toEqual([]);
  });

  it('finds exactly the literals includes finds, on any text', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'é'), minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 12 }), fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'é', 'd'), maxLength: 60 }), (literals, text) => {
        const index = new LiteralIndex(literals);
        expect(foundIds(index, text)).toEqual(literals.flatMap((l, i) => (text.includes(l) ? [i] : [])));
      }),
      { numRuns: 500 },
    );
  });

  it('reads a hostile text in linear time (literals that almost match at every position)', () => {
    const index = new LiteralIndex(['aaaaaaaaab', 'aaaab', 'ab', 'ba', `${'a'.repeat(30)}c`, 'a']);
    const found = readsLinearly((n) => {
      const text = 'a'.repeat(n);
      return () => foundIds(index, text);
    }, 200);
    expect(found).toEqual([5]);
  });
});
