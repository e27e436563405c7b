import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldText, isUnspacedScriptToken, MAX_TOKENS, tokenize } from '../../../src/nlu/text/index.js';

/** Any UTF-16 string, lone surrogates included (cheaper than fc.string's binary unit). */
const anyText = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0x20, max: 0x7e })), { maxLength: 200 })
  .map((codes) => String.fromCharCode(...codes));

const simple = (text: string) => tokenize(text).map((t) => [t.text, t.norm, t.start, t.end]);

describe('tokenize', () => {
  it('splits words on spaces and punctuation, with UTF-16 offsets', () => {
    expect(simple('Turn ON the lights, please!')).toEqual([
      ['Turn', 'turn', 0, 4],
      ['ON', 'on', 5, 7],
      ['the', 'the', 8, 11],
      ['lights', 'lights', 12, 18],
      ['please', 'please', 20, 26],
    ]);
  });

  it('keeps inner apostrophes and splits on hyphens', () => {
    expect(simple("don't e-mail l’été")).toEqual([
      ["don't", "don't", 0, 5],
      ['e', 'e', 6, 7],
      ['mail', 'mail', 8, 12],
      ['l’été', 'l’ete', 13, 18],
    ]);
  });

  it('counts offsets in UTF-16 code units past astral characters', () => {
    expect(simple('😀 café 𝒜bc')).toEqual([
      ['café', 'cafe', 3, 7],
      ['𝒜bc', 'abc', 8, 12],
    ]);
  });

  it('makes one token per character of unspaced scripts, words elsewhere', () => {
    expect(simple('東京へ行きたい ok')).toEqual([
      ['東', '東', 0, 1],
      ['京', '京', 1, 2],
      ['へ', 'へ', 2, 3],
      ['行', '行', 3, 4],
      ['き', 'き', 4, 5],
      ['た', 'た', 5, 6],
      ['い', 'い', 6, 7],
      ['ok', 'ok', 8, 10],
    ]);
    expect(isUnspacedScriptToken('東')).toBe(true);
    expect(isUnspacedScriptToken('ok')).toBe(false);
  });

  it('keeps letters of other scripts with their combining marks', () => {
    expect(simple('Привет, мир! नमस्ते')).toEqual([
      ['Привет', 'привет', 0, 6],
      ['мир', 'мир', 8, 11],
      ['नमस्ते', 'नमसत', 13, 19],
    ]);
  });

  it('stops at MAX_TOKENS', () => {
    expect(tokenize('a '.repeat(MAX_TOKENS + 10))).toHaveLength(MAX_TOKENS);
    expect(tokenize('天'.repeat(MAX_TOKENS + 10))).toHaveLength(MAX_TOKENS);
  });

  it('returns tokens whose offsets point at their text, for any input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        let last = 0;
        for (const t of tokenize(text)) {
          if (text.slice(t.start, t.end) !== t.text || t.start < last || t.text === '') return false;
          last = t.end;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('foldText', () => {
  it('lowercases and removes accents and compatibility forms', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('ＡＢＣ ﬁ')).toBe('abc fi');
    expect(foldText('plain ascii')).toBe('plain ascii');
  });
});
