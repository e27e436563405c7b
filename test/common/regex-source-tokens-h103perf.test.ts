/**
 * regexSourceTokens (src/common/regex-source-tokens.ts), the one walk of regex source under the build's four rewrites
 * (issue 18, h103perf; bench/log.md, "The cold classify, part 21"): the tokens cover the source, an escape or a class is
 * one token whatever it holds, and each token's kind, group and repeats are what the pattern means.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexSourceTokens } from '../../src/common/regex-source-tokens.js';
import { regexSources } from './regex-sources.js';

/** Whether `source` compiles (a pattern's source, as the rewrites are handed: a lone `[` or `\` may make one that does not). */
function isPattern(source: string): boolean {
  try {
    return new RegExp(source) instanceof RegExp;
  } catch {
    return false;
  }
}

/** Each token's text. */
const texts = (source: string): string[] => regexSourceTokens(source).map((t) => source.slice(t.from, t.to));

describe('regexSourceTokens (h103perf)', () => {
  it('reads escapes and classes as one token each, whatever they hold', () => {
    expect(texts(String.raw`\u0041\u{1F600}\x41\cJ\p{Lu}\P{Script=Latin}\k<name>\12\b\(`)).toEqual([
      '\\u0041', '\\u{1F600}', '\\x41', '\\cJ', '\\p{Lu}', '\\P{Script=Latin}', '\\k<name>', '\\12', '\\b', '\\(',
    ]);
    expect(texts(String.raw`[(|)][^\]{}][\\]a`)).toEqual(['[(|)]', '[^\\]{}]', '[\\\\]', 'a']);
    // Written only where whole: "\u{" without hex digits and "}" is the escape "\u" and literals.
    expect(texts(String.raw`\u{)x}`)).toEqual(['\\u', '{', ')', 'x}']);
    expect(texts('[]a[^]')).toEqual(['[]', 'a', '[^]']);
  });

  it('reads groups by their kind, quantifiers by their repeats, and a literal run without the character a quantifier repeats', () => {
    const tokens = regexSourceTokens(String.raw`(a)(?<n>b)(?:c)(?=d)(?!e)(?<=f)(?<!g)(?i:h)`);
    expect(tokens.filter((t) => t.kind === 'open').map((t) => t.group)).toEqual([
      'capture', 'named', 'non-capturing', 'lookahead', 'negative-lookahead', 'lookbehind', 'negative-lookbehind', 'modifier',
    ]);
    const quantifiers = regexSourceTokens('a?b*c+d{2}e{2,}f{0,3}?g??').filter((t) => t.kind === 'quantifier');
    expect(quantifiers.map((t) => [t.min, t.max, t.lazy])).toEqual([
      [0, 1, false], [0, Infinity, false], [1, Infinity, false], [2, 2, false], [2, Infinity, false], [0, 3, true], [0, 1, true],
    ]);
    expect(texts('shall{x}ab+|^c$')).toEqual(['shall', '{x}a', 'b', '+', '|', '^', 'c', '$']);
    expect(regexSourceTokens('ab|^c$').map((t) => t.kind)).toEqual(['literal', 'alternative', 'anchor', 'literal', 'anchor']);
    expect(regexSourceTokens(String.raw`(\s)[a]`).map((t) => t.kind)).toEqual(['open', 'escape', 'close', 'class']);
  });

  it('should give back the source joined, read every class and escape of it as one token, and end no token inside one (fast-check)', () => {
    const atom = fc.constantFrom(
      'a', 'ab', 'shall', '\\b', '\\s', '\\s{1,3}', '[ \\t]{0,2}', '[()|]', '[^\\]]', '\\(', '\\)', '\\|', '\\u0041', '\\p{L}', '\\d+',
      '{', '}', '{x}', 'a{2}', ',?', '.', '^', '$', '\\1', '[', '\\',
    );
    const escapesAndClasses = /\\u\{[0-9A-Fa-f]{1,6}\}|\\u[0-9A-Fa-f]{4}|\\p\{[A-Za-z_=]{1,64}\}|\\\d{1,64}|\\[^u\dp]|\[\^?(?:\\[^]|[^\]\\]){0,64}\]/g;
    fc.assert(
      fc.property(regexSources(atom, atom).filter(isPattern), (source) => {
        const tokens = regexSourceTokens(source);
        expect(tokens.map((t) => source.slice(t.from, t.to)).join('')).toBe(source);
        for (let i = 1; i < tokens.length; i++) expect(tokens[i].from).toBe(tokens[i - 1].to);
        const starts = new Set(tokens.map((t) => t.from));
        const ends = new Set(tokens.map((t) => t.to));
        // Every escape or class read left to right (as a pattern reads them) starts and ends a token, with no token boundary inside it.
        for (const m of source.matchAll(escapesAndClasses)) {
          expect(starts.has(m.index) && ends.has(m.index + m[0].length), `${source} at ${m.index}`).toBe(true);
          for (let at = m.index + 1; at < m.index + m[0].length; at++) expect(starts.has(at), `${source} inside ${m[0]}`).toBe(false);
        }
      }),
      { numRuns: 3000, seed: 103 },
    );
  });
});
