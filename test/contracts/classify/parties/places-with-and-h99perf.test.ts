/**
 * A country or a province named with an "and", looked up name by name (parties/places-with-and.ts) rather than by the
 * names' case-blind Unicode alternation (bench/log.md, "The cold classify, part 17"). The alternation as it was is the
 * oracle: the same spans on my lines and on random texts of the names in every case, with their blanks varied.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesOf } from '../../../../src/common/regex-matches.js';
import { longestFirstAlternation } from '../../../../src/common/regexp.js';
import { COUNTRIES_WITH_AND, PLACES_WITH_AND } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { placesWithAnd } from '../../../../src/contracts/classify/parties/places-with-and.js';

const OLD = new RegExp(`(?<![\\p{L}])(?:${longestFirstAlternation(PLACES_WITH_AND).replace(/ /g, '\\s{1,3}')})(?![\\p{L}])`, 'giu');
const spans = (text: string) => placesWithAnd(text).map((p) => [p.index, p.end]);
const oldSpans = (text: string) => matchesOf(OLD, text).map((m) => [m.index, m.index + m[0].length]);

describe('a place named with "and" looked up (h99perf)', () => {
  it('should find my places, in any case and with up to three blanks, no letter beside them', () => {
    expect(spans('Twillingate, Newfoundland and Labrador A0G 4M0')).toEqual([[13, 38]]);
    expect(spans('of PORT OF SPAIN, TRINIDAD   AND TOBAGO.')).toEqual([[18, 39]]);
    expect(spans('Kingstown, St. Vincent and the Grenadines')).toEqual([[11, 41]]);
    expect(spans('Trinidad    and Tobago; Trinidad and Tobagos; xTrinidad and Tobago')).toEqual([]);
  });

  it('should hold the alternation\'s names, "St" with and without its point', () => {
    for (const name of COUNTRIES_WITH_AND) expect(PLACES_WITH_AND).toContain(name);
    expect(PLACES_WITH_AND.filter((n) => n.startsWith('St. ')).length).toBe(PLACES_WITH_AND.filter((n) => n.startsWith('St ')).length);
  });

  it('should find what the alternation found on random texts (fast-check)', () => {
    const blanks = fc.constantFrom(' ', '  ', '   ', '    ', '\n', '\t ', '');
    const spaced = (name: string) => fc.array(blanks, { minLength: 8, maxLength: 8 }).map((bs) => name.split(' ').map((w, k) => (k === 0 ? w : bs[k] + w)).join(''));
    const cased = (name: string) => fc.constantFrom(name, name.toUpperCase(), name.toLowerCase(), name.replace(/s/g, 'ſ'), name.replace(/i/g, 'İ'), name.slice(0, -1), `${name}s`, `é${name}`);
    const place = fc.constantFrom(...PLACES_WITH_AND).chain(cased).chain(spaced);
    const token = fc.oneof({ weight: 3, arbitrary: place }, { weight: 1, arbitrary: fc.constantFrom('of', ',', 'and', 'the', 'St.', 'Saint', '4M0', '\u{1d400}') });
    const text = fc.array(fc.tuple(token, fc.constantFrom(' ', ', ', '', '.')), { maxLength: 8 }).map((ps) => ps.map(([t, b]) => t + b).join(''));
    expect(fc.sample(text, { numRuns: 400, seed: 62 }).filter((t) => oldSpans(t).length > 0).length).toBeGreaterThan(60);
    fc.assert(
      fc.property(text, (t) => {
        expect(spans(t)).toEqual(oldSpans(t));
      }),
      { numRuns: 800 },
    );
  });
});
