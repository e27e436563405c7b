import { describe, expect, it } from 'vitest';
import { keyedLines } from '../../../../../src/contracts/classify/categories/model/keyed-lines.js';
import { readsLinearly } from '../../../../security/linear-time.js';

describe('keyedLines', () => {
  it('gives the first line and, for each key, where its cells start', () => {
    const text = '3 5 8\nfee\ta:1 b:2\nnotic\tc:-4\n';
    const { head, lines } = keyedLines(text);
    expect(head).toBe('3 5 8');
    expect([...lines]).toEqual([['fee', 10], ['notic', 24]]);
    expect(text.slice(10, 17)).toBe('a:1 b:2');
    expect(text.slice(24, 28)).toBe('c:-4');
  });

  it('reads a text without a final newline, and one of a first line alone', () => {
    expect([...keyedLines('1\nfee\ta:1').lines]).toEqual([['fee', 6]]);
    expect(keyedLines('1 2')).toEqual({ head: '1 2', lines: new Map() });
    expect(keyedLines('')).toEqual({ head: '', lines: new Map() });
  });
});

describe('keyedLines on lines without a tab (hred17)', () => {
  it('skips such a line, last or between keys, and ends (a last line without a tab once looped for ever)', () => {
    expect([...keyedLines('1\nfee\ta:1\nnotab').lines]).toEqual([['fee', 6]]);
    expect([...keyedLines('1\nnotab\nfee\ta:1\n').lines]).toEqual([['fee', 12]]);
    expect([...keyedLines('1\n\n\nfee\ta:1\n\n').lines]).toEqual([['fee', 8]]);
    expect(keyedLines('1\nno tab at all\n').lines.size).toBe(0);
  });

  it('reads thousands of lines without a tab before a last key in linear time', () => {
    // Timed in CPU, by growth (readsLinearly): 50,000 lines (950,000 characters) within the 200 ms they always had, and
    // a quarter of them in a quarter of the time. A wall-clock 200 ms failed whenever a loaded machine did not run
    // this process for 200 ms, whatever the scan did.
    const line = 'stem without cells\n';
    const textOf = (length: number) => `1\n${line.repeat(Math.ceil(length / line.length))}fee\ta:1`;
    const lines = readsLinearly((length) => {
      const text = textOf(length);
      return () => keyedLines(text).lines;
    }, 200, 950_000, 950_000 / 4);
    expect([...lines]).toEqual([['fee', textOf(950_000).length - 3]]);
  });
});
