/**
 * wordBoundariesOneSided (src/common/regexp-word-boundaries.ts) writes a `\b` with a certain word character on one side
 * as the other side's test (issue 18, h102perf; bench/log.md, "The cold classify, part 20"). The source as written is
 * the oracle: random patterns of words, optional and repeated atoms, classes, groups, alternatives, captures and
 * lookarounds with word boundaries among them, under each flag set the classifier uses, on random texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordBoundariesOneSided } from '../../src/common/regexp-word-boundaries.js';
import { allMatches, regexSources } from './regex-sources.js';

describe('wordBoundariesOneSided (h102perf)', () => {
  it('writes the side that can fail where a word character is certain on the other', () => {
    expect(wordBoundariesOneSided(String.raw`\bshall\b`)).toBe(String.raw`(?<!\w)shall(?!\w)`);
    expect(wordBoundariesOneSided(String.raw`\b(?:right|option)s?\b`)).toBe(String.raw`(?<!\w)(?:right|option)s?(?!\w)`);
    expect(wordBoundariesOneSided(String.raw`\b(?:shall|will)\s+not\b`)).toBe(String.raw`(?<!\w)(?:shall|will)\s+not(?!\w)`);
    expect(wordBoundariesOneSided(String.raw`[a-z]+\b|\d\b|\w{2}\b`)).toBe(String.raw`[a-z]+(?!\w)|\d(?!\w)|\w{2}(?!\w)`);
    expect(wordBoundariesOneSided(String.raw`(?<=\bwe\s)keep`)).toBe(String.raw`(?<=(?<!\w)we\s)keep`);
    expect(wordBoundariesOneSided(String.raw`\b(?=[rk])(?<!\bnot\s)keeps\b`)).toBe(String.raw`(?<!\w)(?=[rk])(?<!(?<!\w)not\s)keeps(?!\w)`);
  });

  it('leaves a boundary with no certain word character beside it, and sources it cannot read', () => {
    const untouched = [
      String.raw`\b(?:a|)\b`, String.raw`\s\b-`, String.raw`a?\b`, String.raw`[\w-]+\b`, String.raw`[\b]a`, String.raw`\\b`,
      String.raw`(?:ab)*\b`, String.raw`(?=a)\b`, String.raw`\b(?<=a)`, String.raw`(a)\1?\b`, String.raw`\b\u0041`, String.raw`\b[A-z]`,
      String.raw`(?i:a)\b`, String.raw`a)\b(`, String.raw`.\b`, String.raw`\b\p{L}`,
    ];
    for (const source of untouched) expect(wordBoundariesOneSided(source), source).toBe(source);
    expect(wordBoundariesOneSided(String.raw`(?:a\b|b)`)).toBe(String.raw`(?:a(?!\w)|b)`);
    expect(wordBoundariesOneSided(String.raw`\1\b(a)`)).toBe(String.raw`\1(?<!\w)(a)`);
    expect(wordBoundariesOneSided('abc')).toBe('abc');
  });

  it('writes a repeated group\'s inner boundary only from what every round gives it', () => {
    // The second round starts after "a ", no word character: the boundary before "b" stays.
    expect(wordBoundariesOneSided(String.raw`x(?:\bb|a\s)+`)).toBe(String.raw`x(?:(?<!\w)b|a\s)+`);
    expect(wordBoundariesOneSided(String.raw`x(?:\b\s|a)+`)).toBe(String.raw`x(?:\b\s|a)+`);
    expect(wordBoundariesOneSided(String.raw`x(?:\b\s|a)?`)).toBe(String.raw`x(?:(?!\w)\s|a)?`);
  });

  it('should match what the source matched, groups and indices included (fast-check)', () => {
    const word = fc.constantFrom('a', 'ab', 'b', '_', '9', '[ab]', '[a-z]', '[0-9_]', '[\\w]', '\\w', '\\d', 'A', '\\b', '\\b', '\\b', '\\B',
      '\\s', '\\s*', '-', 'a?', 'b*', '\\w+', '[\\w-]+', ',?', '.', '^', '$', '\\u0041', 'k', 's', '');
    const run = fc.constantFrom('\\b', '\\s+', '\\b', 'a+', '(?:a|b\\b)', '(?:ab|\\b)');
    const pattern = regexSources(word, run).chain((inner) => fc.constantFrom(inner, `\\b${inner}`, `${inner}\\b`, `(?:${inner})+\\b`, `\\b(?:${inner}){1,3}`));
    const text = fc.array(fc.constantFrom('a', 'b', 'A', 'ab', '9', '_', ' ', '  ', '-', '\n', 'é', 'ſ', '\u212a', 'k', 's', ','), { maxLength: 16 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(pattern, fc.constantFrom('', 'i', 'u', 'iu', 'm'), text, (source, flags, t) => {
        const written = wordBoundariesOneSided(source);
        expect(allMatches(written, flags, t)).toEqual(allMatches(source, flags, t));
      }),
      { numRuns: 3000, seed: 102 },
    );
  });
});
