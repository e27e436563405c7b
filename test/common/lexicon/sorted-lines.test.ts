import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { valueOfKey } from '../../../src/common/lexicon/sorted-lines.js';

/** The sorted `key value` text of `entries`, as scripts/build-english-lexicon.mjs writes it. */
function sortedText(entries: Map<string, string>): string {
  return [...entries.keys()].sort().map((key) => `${key} ${entries.get(key)}`).join('\n');
}

describe('valueOfKey: a binary search over sorted `key value` lines', () => {
  const text = 'a 10\naah 55\nab 20\nabc 70\nb 35\nzebra 10\nzoo 40';

  it('finds every key, first, last and between, with its value', () => {
    expect(valueOfKey(text, 'a')).toBe('10');
    expect(valueOfKey(text, 'aah')).toBe('55');
    expect(valueOfKey(text, 'ab')).toBe('20');
    expect(valueOfKey(text, 'abc')).toBe('70');
    expect(valueOfKey(text, 'b')).toBe('35');
    expect(valueOfKey(text, 'zebra')).toBe('10');
    expect(valueOfKey(text, 'zoo')).toBe('40');
  });

  it('finds no prefix, extension or neighbour of a key, nor a piece of a line', () => {
    for (const key of ['', 'aa', 'abcd', 'ba', 'zo', 'zooo', '0', '~', 'a 10', '10', 'ab\nabc', ' ']) expect(valueOfKey(text, key)).toBeUndefined();
  });

  it('answers in an empty text and a one-line text', () => {
    expect(valueOfKey('', 'a')).toBeUndefined();
    expect(valueOfKey('word 7', 'word')).toBe('7');
    expect(valueOfKey('word 7', 'wor')).toBeUndefined();
  });

  it('keeps accented keys in string order (latin1 letters above z)', () => {
    const accented = sortedText(new Map([['zulu', '1'], ['étude', '2'], ['être', '3'], ['eta', '4'], ['àla', '5']]));
    expect(valueOfKey(accented, 'étude')).toBe('2');
    expect(valueOfKey(accented, 'être')).toBe('3');
    expect(valueOfKey(accented, 'àla')).toBe('5');
    expect(valueOfKey(accented, 'zulu')).toBe('1');
    expect(valueOfKey(accented, 'etude')).toBeUndefined();
  });

  it('agrees with a Map on any set of keys and any probe', () => {
    const key = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', "'", '-'), minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.dictionary(key, fc.nat({ max: 99 }).map(String), { maxKeys: 60 }), fc.array(fc.string({ maxLength: 7 }), { maxLength: 20 }), (record, probes) => {
        const entries = new Map(Object.entries(record));
        const sorted = sortedText(entries);
        for (const k of [...entries.keys(), ...probes]) expect(valueOfKey(sorted, k)).toBe(entries.get(k));
      }),
    );
  });
});
