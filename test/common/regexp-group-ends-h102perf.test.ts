/**
 * groupEndsFlushed (src/common/regexp-group-ends.ts) writes an empty lookahead after each group that is not a
 * lookaround, so that V8 generates the rest of a pattern once after a choice, not once per path into it (issue 18,
 * h102perf; bench/log.md, "The cold classify, part 20"). The source as written is the oracle: random patterns of words,
 * blank runs, groups, alternatives, captures, optional and repeated groups and lookarounds, under each flag set the
 * classifier uses, on random texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupEndsFlushed } from '../../src/common/regexp-group-ends.js';
import { allMatches, BLANK_TEXTS, regexSources } from './regex-sources.js';

describe('groupEndsFlushed (h102perf)', () => {
  it('writes (?=) after each group of alternatives or with a quantifier, after the quantifier; not after a lookaround, a plain group, a class or an escape', () => {
    expect(groupEndsFlushed(String.raw`(?:promising\s+)?(?:Buyer|Seller)`)).toBe(String.raw`(?:promising\s+)?(?=)(?:Buyer|Seller)(?=)`);
    expect(groupEndsFlushed(String.raw`(a){0,2}?b(?<n>c)+(?=d)(?<!e)`)).toBe(String.raw`(a){0,2}?(?=)b(?<n>c)+(?=)(?=d)(?<!e)`);
    expect(groupEndsFlushed(String.raw`(?:ab)(c)(?:d|e)|f`)).toBe(String.raw`(?:ab)(c)(?:d|e)(?=)|f`);
    expect(groupEndsFlushed(String.raw`(?:a(?:b|c)d)`)).toBe(String.raw`(?:a(?:b|c)(?=)d)`);
    expect(groupEndsFlushed(String.raw`[()]\(\)x`)).toBe(String.raw`[()]\(\)x`);
    expect(groupEndsFlushed(String.raw`(?=(?:a|b))`)).toBe(String.raw`(?=(?:a|b)(?=))`);
    expect(groupEndsFlushed('a)(b')).toBe('a)(b');
    expect(groupEndsFlushed('(a')).toBe('(a');
  });

  it('should match what the source matched, groups and indices included (fast-check)', () => {
    const word = fc.constantFrom('a', 'ab', 'b', 'c', '[ab]', '\\w', 'A', '$', '^', '\\b', '\\s*', '\\s{1,3}', '[ \\t]{0,2}', ',?', '', '[()]', '\\(');
    const run = fc.constantFrom('\\s', '\\s+', '(?:\\s|){0,2}', ' ?', '(?:a|b)?');
    const pattern = regexSources(word, run);
    fc.assert(
      fc.property(pattern, fc.constantFrom('', 'i', 'u', 'iu', 'm'), BLANK_TEXTS, (source, flags, t) => {
        expect(allMatches(groupEndsFlushed(source), flags, t)).toEqual(allMatches(source, flags, t));
      }),
      { numRuns: 3000, seed: 102 },
    );
  });
});
