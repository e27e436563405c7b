import { describe, expect, it } from 'vitest';
import { keyedLines } from '../../../src/contracts/classify/keyed-lines.js';

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
