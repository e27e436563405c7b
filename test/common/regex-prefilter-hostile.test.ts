/**
 * The prefilter's one-entry memo of the last text's marks (src/common/regex-prefilter.ts `last`; session 28, h29speed2)
 * against texts that might make it stale (issue 18, hred18): more distinct texts than the map keeps (the memo's text
 * evicted from the map), equal texts built apart, texts that differ in one character, and two prefilters with different
 * tables asked about the same texts in turn, as a nested classification with its own table would. Each answer must be
 * the one a fresh prefilter gives.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { literalAtoms } from '../../src/common/regex-literal-atoms.js';
import { RegexPrefilter, foldedForPrefilter, prefilterKey } from '../../src/common/regex-prefilter.js';

const patterns = [/\bnotice\b/i, /\bfees?\b/i, /\bescrow agent\b/i, /\bcolou?r\b/];
const tableOf = (res: readonly RegExp[]) => Object.fromEntries(res.map((re) => [prefilterKey(re), literalAtoms(re)]));

describe('the prefilter memo of the last text, across texts and tables (hred18)', () => {
  it('answers as a fresh prefilter on 40 texts asked in turn through two prefilters of different tables', () => {
    const words = fc.array(fc.constantFrom('notice', 'notic', 'fee', 'fees', 'escrow agent', 'escrow', 'colour', 'color', 'x'), { maxLength: 5 });
    fc.assert(fc.property(fc.array(words, { minLength: 20, maxLength: 40 }), fc.array(fc.nat(39), { maxLength: 80 }), (texts, order) => {
      const a = new RegexPrefilter(tableOf(patterns));
      const b = new RegexPrefilter(tableOf(patterns.slice(0, 2)));
      const folded = texts.map((w) => foldedForPrefilter(w.join(' ')));
      for (const k of [...folded.keys(), ...order]) {
        // Built again from its parts: equal, not the same string.
        const text = folded[k % folded.length].split('').join('');
        for (const [p, res] of [[a, patterns], [b, patterns.slice(0, 2)]] as const) {
          const fresh = new RegexPrefilter(tableOf(res));
          for (const re of patterns) expect(p.mayMatch(re, text)).toBe(fresh.mayMatch(re, text));
          expect(p.mayMatchAny(patterns, text)).toBe(fresh.mayMatchAny(patterns, text));
        }
      }
    }), { numRuns: 30 });
  });

  it('a text one letter apart from the last one asked about gets its own marks', () => {
    const p = new RegexPrefilter(tableOf(patterns));
    const long = 'y'.repeat(50_000);
    expect(p.mayMatch(patterns[1], `${long} fee`)).toBe(true);
    expect(p.mayMatch(patterns[1], `${long} fez`)).toBe(false);
    expect(p.mayMatch(patterns[1], `${long} fee`)).toBe(true);
    expect(p.textsRemembered).toBe(2);
  });
});
