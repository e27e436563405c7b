import { describe, expect, it } from 'vitest';
import { keys, matcherFor, patternEntity } from './helpers.js';
import { RE2JS } from 're2js';
import { translateJavaRegex } from '../../../src/nlu/entities/patterns/translate.js';
import { cpuClock } from '../../security/guard.js';

const phone = patternEntity('phone', 'US Phone pattern', ['(\\d{3})-(\\d{3})-(\\d{4})']);

describe('pattern entities', () => {
  it('returns the value name, the match location and group_N capture groups', () => {
    const { matcher } = matcherFor([phone]);
    expect(matcher.match('call 958-123-2345 now')).toEqual([
      {
        entity: 'phone',
        location: [5, 17],
        value: 'US Phone pattern',
        confidence: 1,
        groups: [
          { group: 'group_0', location: [5, 17] },
          { group: 'group_1', location: [5, 8] },
          { group: 'group_2', location: [9, 12] },
          { group: 'group_3', location: [13, 17] },
        ],
      },
    ]);
  });

  it('gives unmatched optional groups no location', () => {
    const { matcher } = matcherFor([patternEntity('phone', 'p', ['(\\d{3})-(\\d{3})(-(\\d{4}))?'])]);
    expect(matcher.match('555-111')[0].groups).toEqual([
      { group: 'group_0', location: [0, 7] },
      { group: 'group_1', location: [0, 3] },
      { group: 'group_2', location: [4, 7] },
      { group: 'group_3' },
      { group: 'group_4' },
    ]);
  });

  it('finds every match of every pattern, ordered by start offset', () => {
    const email = patternEntity('contact', 'email', ['\\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}\\b']);
    const { matcher } = matcherFor([phone, email]);
    expect(keys(matcher, 'a@b.co or 111-222-3333 or c.d@e.org')).toEqual([
      'contact:email@0-6',
      'phone:US Phone pattern@10-22',
      'contact:email@26-35',
    ]);
  });

  it('keeps the longest of overlapping matches within one entity', () => {
    const zero = patternEntity('zero_match', 'valuezero', ['^0$', '^zero$', '\\b0\\b', '\\s0\\b', '\\szero\\b']);
    const { matcher } = matcherFor([zero]);
    expect(keys(matcher, '0')).toEqual(['zero_match:valuezero@0-1']);
    expect(keys(matcher, 'it is 0')).toEqual(['zero_match:valuezero@5-7']);
  });

  it('keeps Java group numbering around atomic groups and possessive quantifiers', () => {
    const { matcher } = matcherFor([patternEntity('code', 'c', ['(?>(\\d+))-(\\w++)'])]);
    expect(matcher.match('id 12-ab')[0].groups).toEqual([
      { group: 'group_0', location: [3, 8] },
      { group: 'group_1', location: [3, 5] },
      { group: 'group_2', location: [6, 8] },
    ]);
  });

  it('translates Java syntax: inline flags, POSIX classes, \\Q..\\E, identity escapes, named groups', () => {
    const cases: [string, string, boolean][] = [
      ['(?i)hello', 'HeLLo', true],
      ['a(?i:b)c', 'aBc', true],
      ['a(?i:b)c', 'aBC', false],
      ['(?i)a(?-i)b', 'Ab', true],
      ['(?i)a(?-i)b', 'AB', false],
      ['\\p{Alpha}+\\p{Digit}', 'abc1', true],
      ['^\\p{Alpha}+$', 'é', false], // POSIX classes are ASCII in Java
      ['\\p{L}+', 'é', true],
      ['\\p{IsLatin}', 'é', true],
      ['\\p{javaLowerCase}', 'ß', true],
      ['\\Qa.b\\E', 'a.b', true],
      ['\\Qa.b\\E', 'axb', false],
      ['\\-\\#\\@', '-#@', true],
      ['(?<year>\\d{4})', '2020', true],
      ['(?x) a b # comment', 'ab', true],
      ['[\\w-]+', 'a-b', true],
      ['\\x41\\u0042\\x{43}\\0104', 'ABCD', true],
      ['\\h\\S', ' x', true],
      ['a.c', 'a\nc', false],
      ['(?s)a.c', 'a\nc', true],
      ['[a-c[x-z]]+', 'azb', true],
      ['\\Aab\\z', 'ab', true],
    ];
    for (const [pattern, input, matches] of cases) {
      const { source } = translateJavaRegex(pattern);
      expect({ pattern, matches: RE2JS.compile(source).matcher(input).find() }).toEqual({ pattern, matches });
    }
  });

  it('reports invalid and unsupported patterns with their JSON path, and goes on', () => {
    const { matcher, diagnostics } = matcherFor([
      { entity: 'x', values: [{ value: 'v', type: 'patterns', patterns: ['ok\\d', '(unclosed', 'a\\1', '[a-z&&[^b]]', 'a{3,1}'] }] },
    ]);
    expect(diagnostics.map((d) => [d.level, d.code, d.path])).toEqual([
      ['error', 'pattern_invalid', '.entities[0].values[0].patterns[1]'],
      ['error', 'pattern_invalid', '.entities[0].values[0].patterns[2]'],
      ['error', 'pattern_invalid', '.entities[0].values[0].patterns[3]'],
      ['error', 'pattern_invalid', '.entities[0].values[0].patterns[4]'],
    ]);
    expect(diagnostics[0].message).toContain('Unclosed group');
    expect(diagnostics[1].message).toContain('Back-references are not supported');
    expect(keys(matcher, 'ok1')).toEqual(['x:v@0-3']);
  });

  it('uses the workspace index of the entity in paths, counting system entities', () => {
    const { diagnostics } = matcherFor([{ entity: 'sys-number' }, patternEntity('bad', 'v', ['a(?=b)'])]);
    expect(diagnostics.map((d) => d.path)).toEqual(['.entities[1].values[0].patterns[0]']);
  });

  it('does not return empty matches', () => {
    const { matcher } = matcherFor([patternEntity('opt', 'v', ['x*'])]);
    expect(keys(matcher, 'ab xx')).toEqual(['opt:v@3-5']);
  });

  it('bounds the number of matches per pattern', () => {
    const { matcher } = matcherFor([patternEntity('d', 'v', ['\\d'])]);
    expect(matcher.match('1 '.repeat(500))).toHaveLength(64);
  });
});

describe('every pattern runs in linear time (re2js, as RE2 on the service)', () => {
  const adversarial = 'a'.repeat(2048) + '!';

  it('rejects lookahead and lookbehind with a clear error and its path', () => {
    const { diagnostics } = matcherFor([patternEntity('bad', 'v', ['a(?=b)', '(?<!x)a', 'a(?!b)'])]);
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([0, 1, 2].map((i) => ['pattern_invalid', `.entities[0].values[0].patterns[${i}]`]));
    expect(diagnostics[0].message).toContain('Lookahead and lookbehind are not supported');
  });

  it('rejects nested counted repetitions over RE2\'s 1,000 as RE2 does', () => {
    const { diagnostics } = matcherFor([patternEntity('bad', 'v', ['(a{2,64}){2,64}$'])]);
    expect(diagnostics.map((d) => d.code)).toEqual(['pattern_invalid']);
  });

  // Shapes that backtrack for seconds to hours in V8 (the shape check this engine replaces rejected them).
  const formerlyUnsafe = ['(a+)+$', '(a*)*$', '(a|a)*$', '(a|aa)*$', '(\\w+\\s?)+$', '(a+b?)+$', 'a+a+$', 'a*a*a*$', '(.*a){20}$', '(a{1,3})+$', '(?:a+){2}$', '.*a.*!', '\\w+a\\w+!', '(a|ab)*c', '^(\\w+\\s?)*$', '(\\d+|\\w+)*x', '(\\w+\\W\\w+)+$'];
  const usual = ['\\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}\\b', '(\\b|\\s)\\d{5}(\\b|\\s)', '\\b\\d+\\b', '[a-zA-Z\\d]{15,18}', '(\\d{3})-(\\d{3})-(\\d{4})', '(\\w+\\.)+com', '.*foo.*', '\\d+(\\.\\d+)?%', '\\$\\d+(,\\d{3})*(\\.\\d{2})?\\b'];
  it.each([...formerlyUnsafe, ...usual])('accepts %s and matches adversarial input in bounded time', (pattern) => {
    const { matcher, diagnostics } = matcherFor([patternEntity('ok', 'v', [pattern])]);
    expect(diagnostics).toEqual([]);
    for (const text of [adversarial, 'a'.repeat(2048) + '?', '1'.repeat(2048) + 'x', 'ab '.repeat(682), 'aaa-'.repeat(512)]) {
      const t = cpuClock();
      matcher.match(text);
      expect(t()).toBeLessThan(1000);
    }
  });

  it('still finds what the patterns mean', () => {
    const { matcher } = matcherFor([patternEntity('w', 'v', ['(\\w+\\W\\w+)+$'])]);
    expect(keys(matcher, 'say ab-cd')).toEqual(['w:v@0-9']);
  });
});
