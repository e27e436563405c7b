/** The pattern prefilters (linear regex, required class) never say "no match" where re2js finds one (they only skip work). */
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { prefilterOf } from '../../../src/nlu/entities/patterns/prefilter.js';
import { translateJavaRegex } from '../../../src/nlu/entities/patterns/translate.js';

const patterns = ['(\\d{3})-(\\d{3})-(\\d{4})', '(\\b|\\s)\\d{5}(\\b|\\s)', '\\Aab\\z', '^a.c$', '[^\\s]+@\\w+', '(?i)hello\\s+w', 'é+ü', '\\d[10-35] years',
  '(a+)+$', '\\$\\d+(,\\d{3})*(\\.\\d{2})?\\b', '[\\w-]+', '(?s)a.c', '\\Qa.b\\E', '\\bfoo\\b', '[^a-c]{2,3}x', '\\x41\\u00e9'];
const text = fc.array(fc.constantFrom('a', 'b', 'c', 'x', 'A', 'H', 'e', 'l', 'o', 'w', ' ', '\n', '-', '.', '$', ',', '@', '1', '2', '5', '0', 'é', 'ü', '😀', 'f', 'y', 'r', 's'), { maxLength: 30 }).map((a) => a.join(''));

describe('pattern prefilter', () => {
  it('exists for ASCII and BMP patterns, not for Unicode properties or astral code points', () => {
    expect(prefilterOf(translateJavaRegex('\\d{3}').source)).toBeInstanceOf(RegExp);
    expect(prefilterOf(translateJavaRegex('\\p{L}+').source)).toBeUndefined();
    expect(prefilterOf(translateJavaRegex('😀').source)).toBeUndefined();
  });

  it.each(patterns)('%s: never rejects a text re2js matches', (pattern) => {
    const source = translateJavaRegex(pattern).source;
    const re2 = RE2JS.compile(source);
    const pre = prefilterOf(source);
    fc.assert(fc.property(text, (t) => {
      const cls = translateJavaRegex(pattern).requiredClass;
      if (re2.matcher(t).find()) {
        // The matcher skips the prefilter for text with a surrogate pair (code units vs code points).
        expect(pre === undefined || /[\uD800-\uDFFF]/.test(t) || pre.test(t)).toBe(true);
        expect(cls === undefined || new RegExp(cls, 'u').test(t)).toBe(true);
      }
    }), { numRuns: 400 });
  });
});

describe('pattern entities on text with astral characters', () => {
  it('should find a match whose `.` covers an emoji (the prefilter is not consulted there)', async () => {
    const { compileWorkspace } = await import('../../../src/index.js');
    const engine = compileWorkspace({
      name: 'p', language: 'en', intents: [], dialog_nodes: [],
      entities: [{ entity: 'code', values: [{ value: 'code', type: 'patterns', patterns: ['a.c'] }] }],
    });
    expect(engine.classify('see a😀c now').entities).toEqual([
      { entity: 'code', location: [4, 8], value: 'code', confidence: 1, groups: [{ group: 'group_0', location: [4, 8] }] },
    ]);
  });
});
