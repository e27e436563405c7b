/**
 * The typed deletion table (src/nlu/entities/fuzzy/deletions.ts) gives exactly the words a table of strings
 * gives: every word under itself, its single deletions and, from 9 letters, its double deletions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeletionIndex } from '../../../src/nlu/entities/fuzzy/deletions.js';

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** The reference: keys as strings in a Map. */
function stringTable(words: readonly string[]): Map<string, Set<string>> {
  const table = new Map<string, Set<string>>();
  const file = (key: string, w: string): void => {
    if (!table.has(key)) table.set(key, new Set());
    table.get(key)!.add(w);
  };
  for (const w of words) {
    file(w, w);
    for (const d of deletions(w)) {
      file(d, w);
      if (w.length >= 9) for (const dd of deletions(d)) file(dd, w);
    }
  }
  return table;
}

const word = fc.stringMatching(/^[abcé]{5,12}$/);

describe('DeletionIndex', () => {
  it('collects the words of the string table for every key, and nothing else', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 12 }), fc.array(fc.stringMatching(/^[abcé]{0,12}$/), { maxLength: 10 }), (words, extra) => {
        const index = DeletionIndex.build(words);
        const table = stringTable(words);
        const keys = [...table.keys(), ...extra, ...words.flatMap((w) => deletions(w).flatMap(deletions))];
        for (const key of keys) {
          const got = new Set<string>();
          index.collect(key, got);
          expect([...got].sort()).toEqual([...(table.get(key) ?? [])].sort());
          const long = new Set<string>();
          index.collect(key, long, 9);
          expect([...long].sort()).toEqual([...(table.get(key) ?? [])].filter((w) => w.length >= 9).sort());
        }
      }),
      { numRuns: 50 },
    );
  });

  it('finds substitutions, insertions and transpositions of long words, and keeps short words to one deletion', () => {
    const index = DeletionIndex.build(['restaurant', 'hotel', 'vegetables']);
    const got = (key: string): string[] => {
      const out = new Set<string>();
      index.collect(key, out);
      return [...out];
    };
    expect(got('restaurant')).toEqual(['restaurant']);
    expect(got('restarant')).toEqual(['restaurant']);
    expect(got('restrant')).toEqual(['restaurant']);
    expect(got('hotl')).toEqual(['hotel']);
    expect(got('htl')).toEqual([]);
    expect(got('vgtables')).toEqual(['vegetables']);
    expect(got('x')).toEqual([]);
  });
});
