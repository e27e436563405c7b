import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { literalAtoms } from '../../src/common/regex-literal-atoms.js';
import { RegexPrefilter, foldedForPrefilter, prefilterKey } from '../../src/common/regex-prefilter.js';

/**
 * `candidates` says in one question which members of a group may match a text: exactly the indices whose `mayMatch`
 * holds, in order (issue 18, h90perf; bench/log.md, "The local-currency loop asks the prefilter once per text").
 */
const PATTERNS: readonly RegExp[] = [
  /\bharbour\b|\bquay\b/i,
  /\bMarlow\b|\bThames\b/,
  /(?<!\bold\s)\btown\s+hall\b/,
  /\b[A-Z]{2}\d\b/,
  /\bcounty\s+of\s+\w+/i,
];
const tableOf = (patterns: readonly RegExp[]) => Object.fromEntries(patterns.flatMap((re) => {
  const atoms = literalAtoms(re);
  return atoms === null ? [] : [[prefilterKey(re), atoms]];
}));
const words = fc.constantFrom('harbour', 'Quay', 'Marlow', 'thames', 'old', 'town', 'hall', 'SL7', 'County', 'of', 'Bucks', 'the', ' ', ', ');
const texts = fc.array(words, { maxLength: 10 }).map((w) => w.join(' '));

describe('RegexPrefilter.candidates', () => {
  it('is the members whose mayMatch holds, in the group\'s order, with and without a table', () => {
    for (const prefilter of [new RegexPrefilter(tableOf(PATTERNS)), new RegexPrefilter({})]) {
      fc.assert(fc.property(fc.subarray([...PATTERNS], { minLength: 1 }), texts, (group, text) => {
        const folded = foldedForPrefilter(text);
        const expected = group.flatMap((re, i) => (prefilter.mayMatch(re, folded) ? [i] : []));
        expect(prefilter.candidates(group, folded)).toEqual(expected);
      }), { numRuns: 300 });
    }
  });

  it('answers none for a text without the group\'s literals, and every member without a table', () => {
    const prefilter = new RegexPrefilter(tableOf(PATTERNS));
    const group = [PATTERNS[0], PATTERNS[1], PATTERNS[2]];
    expect(prefilter.candidates(group, 'the goods are delivered.')).toEqual([]);
    expect(prefilter.candidates(group, 'delivered to the quay at marlow.')).toEqual([0, 1]);
    expect(new RegexPrefilter({}).candidates(group, 'the goods are delivered.')).toEqual([0, 1, 2]);
  });
});
