/**
 * The tokenizer's tests of one character (char-codes.ts; h92num): an ASCII character told by its code, the others by
 * the patterns, with exactly the patterns' answers — checked over every UTF-16 unit, and for the letter runs at every
 * position of generated texts mixing ASCII, accented letters, marks and astral characters.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDigitCode, isSpaceAt, letterRunEnd } from '../../../src/nlu/sysent/number/char-codes.js';
import { tokenize } from '../../../src/nlu/sysent/number/tokens.js';

describe('one character at a time', () => {
  it('isSpaceAt and isDigitCode answer as \\s and \\d for every UTF-16 unit', () => {
    const wrong: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      if (isSpaceAt(c, 0, code) !== /\s/.test(c) || isDigitCode(code) !== /\d/.test(c)) wrong.push(code);
    }
    expect(wrong).toEqual([]);
    expect(isDigitCode(''.charCodeAt(0))).toBe(false);
  });

  it('letterRunEnd ends where the letters-and-marks pattern does', () => {
    expect(['Pay 40 EUR', 'café au lait', 'naïve-ish', 'Zürich 8001', '50USD', ''].map((t) => letterRunEnd(t, 0))).toEqual([3, 4, 5, 6, 0, 0]);
    expect(letterRunEnd('the Āṭā́ rate', 4)).toBe(8);
    const piece = fc.constantFrom('a', 'Z', 'é', 'e\u0301', 'ß', 'Ж', 'ع', '中', '𝒜', '😀', ' ', '1', '.', '-', '\u00a0', '\u2009', 'ſ', 'İ');
    const text = fc.array(piece, { maxLength: 24 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      for (let i = 0; i <= t.length; i++) {
        const re = /[\p{L}\p{M}]+/uy;
        re.lastIndex = i;
        const m = re.exec(t);
        if (letterRunEnd(t, i) !== (m ? i + m[0].length : i)) return false;
      }
      return true;
    }), { numRuns: 400, seed: 92 });
  });

  it('the tokenizer splits a sentence of mixed scripts as before', () => {
    const tokens = tokenize('Pay\u00a0Zürich AG 1 250,00 CHF, then 5% — café 3½ 𝒜b.', true);
    expect(tokens.map((t) => `${t.kind}:${t.text}${t.gap ? '' : '^'}`)).toEqual([
      'word:Pay', 'word:Zürich', 'word:AG', 'num:1 250,00', 'word:CHF', 'sym:,^', 'word:then', 'num:5', 'sym:%^', 'sym:—',
      'word:café', 'num:3', 'sym:½^', 'word:𝒜b', 'sym:.^',
    ]);
  });
});
