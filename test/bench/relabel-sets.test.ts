/**
 * The relabel scripts' one loop (bench/data/generalization-sets.mjs `relabelSets`): its mode is `list` unless named,
 * and a word the script has no mode for is refused before any set is read (h56ops: `aply` listed, and its closing
 * "N element(s) to relabel" read as done).
 */
import { describe, expect, it } from 'vitest';
import { indentOf, relabelSets } from '../../bench/data/generalization-sets.mjs';

describe('relabelSets (h56ops)', () => {
  it('lists by default, also when the first argument is --sets', () => {
    let seen = 0;
    const visit = () => {
      seen++;
      return undefined;
    };
    expect(relabelSets('1-1', visit, [])).toEqual({ mode: 'list', changes: [] });
    expect(relabelSets('1-1', visit, ['--sets', '2'])).toEqual({ mode: 'list', changes: [] });
    expect(seen).toBeGreaterThan(0);
  });

  it('refuses a mode the script does not have, before visiting anything', () => {
    let seen = 0;
    const visit = () => {
      seen++;
      return undefined;
    };
    expect(() => relabelSets('1-1', visit, ['aply'])).toThrow('aply: want list or apply (then --sets N or N-M)');
    expect(() => relabelSets('1-1', visit, ['counts'])).toThrow('counts: want list or apply');
    expect(seen).toBe(0);
    expect(relabelSets('1-1', visit, ['counts'], ['list', 'counts', 'apply']).mode).toBe('counts');
    expect(seen).toBeGreaterThan(0);
  });
});

describe('indentOf: `apply` keeps a set file\'s own layout (session 73: sets 84 on are written with two spaces, and a rewrite with one reformatted the whole file)', () => {
  it('reads the indent of the first key, one space where the file shows none', () => {
    expect(indentOf('{\n  "about": "x"\n}\n')).toBe(2);
    expect(indentOf('{\n "about": "x"\n}\n')).toBe(1);
    expect(indentOf('{\r\n    "about": 1\r\n}')).toBe(4);
    expect(indentOf('{"about":1}')).toBe(1);
  });

  it('round-trips any two-space or one-space layout byte for byte', () => {
    for (const indent of [1, 2]) {
      const source = `${JSON.stringify({ about: 'a', documents: [{ name: 'd', elements: [{ text: 't', types: [] }] }] }, null, indent)}\n`;
      expect(`${JSON.stringify(JSON.parse(source), null, indentOf(source))}\n`).toBe(source);
    }
  });
});
