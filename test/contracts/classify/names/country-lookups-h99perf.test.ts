/**
 * A listed country after a town's or a city's comma looked up in the listed index (styled-countries.ts), no longer a
 * pattern holding every country as one alternation (place-names.ts' TOWN_COUNTRY and STATE_AFTER; bench/log.md, "The
 * cold classify, part 17"). The patterns as they were are the oracle: the same matches, indices and groups on my
 * sentences and on random texts of countries, states, their case variants, articles, state styles and punctuation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesOf } from '../../../../src/common/regex-matches.js';
import { longestFirstAlternation as alt } from '../../../../src/common/regexp.js';
import { CITY_FACILITIES, COUNTRIES, POLITY_ONLY_COUNTRIES, STATES } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { ROLE_WORDS } from '../../../../src/contracts/classify/lexicon/roles.js';
import { POLITY_STYLE, TOWN_PARTICLES } from '../../../../src/contracts/classify/names/addresses.js';
import { stateAfter, townsWithCountry } from '../../../../src/contracts/classify/names/place-names.js';

/** The two patterns as session 61 wrote them. */
const OLD_TOWN_COUNTRY = new RegExp(`(?:\\b(?:in|at|near|of|from)\\s{1,3}|(?<=\\b(?:Ltd|Limited|Inc|LLC|plc|PLC|S\\.A|SA|B\\.V|BV|N\\.V|NV|GmbH|AG|Pty|Corp|Co)\\.?,\\s{1,3}))(?!(?:${ROLE_WORDS.join('|')})\\b)((?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+\\s{1,3}(?:(?:${TOWN_PARTICLES.join('|')})\\s{1,3}){0,2}){0,2}[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),\\s{1,3}(?:the\\s{1,3})?${POLITY_STYLE}(?:${alt(COUNTRIES)})(?![A-Za-zÀ-ÿ])`, 'g');
const OLD_STATE_AFTER = new RegExp(`^(?:,\\s*(?:${alt(STATES)}|(?:the\\s+)?${POLITY_STYLE}(?:${alt(COUNTRIES)})|(?:${alt(POLITY_ONLY_COUNTRIES)})(?!\\s[A-Z]))|\\s+(?:${alt(CITY_FACILITIES)}))(?![A-Za-z])`);

const shown = (ms: RegExpExecArray[]) => ms.map((m) => [m.index, ...m]);
const towns = (text: string) => shown(townsWithCountry(text));

describe('a country after a comma looked up, not an alternation (h99perf)', () => {
  it('should read my towns and countries as before', () => {
    expect(towns('a depot in Ballarat, Australia and one at Kumasi, the Gambia')).toEqual([
      [8, 'in Ballarat, Australia', 'Ballarat'],
      [39, 'at Kumasi, the Gambia', 'Kumasi'],
    ]);
    expect(towns('registered in Manama, Kingdom of Bahrain.')).toEqual([[11, 'in Manama, Kingdom of Bahrain', 'Manama']]);
    expect(towns('Orbis Trading Ltd., Riga, Latvia')).toEqual([[20, 'Riga, Latvia', 'Riga']]);
    // No country, or a country that runs on into a longer word: no match.
    expect(towns('offices in Lyon, Francesca and in Porto, Lusitania')).toEqual([]);
    expect(stateAfter(', Texas and beyond')?.[0]).toBe(', Texas');
    expect(stateAfter(',  the Republic of Korea, Seoul')?.[0]).toBe(',  the Republic of Korea');
    expect(stateAfter(' International Airport')?.[0]).toBe(' International Airport');
    expect(stateAfter(', Germanyx')).toBeNull();
  });

  it('should find what the alternations found on random texts (fast-check)', () => {
    const variants = (name: string): string[] => [name, name.toUpperCase(), name.toLowerCase(), `${name}n`, `${name}é`, `${name}.`, name.replace(/ /g, '  ')];
    const names = [...COUNTRIES, ...STATES.slice(0, 80), ...POLITY_ONLY_COUNTRIES, 'Niger', 'Nigeria', 'Guinea', 'Guinea-Bissau'];
    const token = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...names).chain((name) => fc.constantFrom(...variants(name))) },
      {
        weight: 3,
        arbitrary: fc.constantFrom('in', 'at', 'of', 'from', 'near', 'the', 'The', 'Republic of', 'Kingdom of the', 'Republic  of  the',
          'Commonwealth of', 'Lyon', 'Santa', 'de', 'la', 'Kumasi', 'Buyer', 'Ltd.', 'GmbH', 'S.A.', 'Airport', 'International Airport', 'x', 'Å'),
      },
      { weight: 2, arbitrary: fc.constantFrom(',', ', ', ',   ', ',    ', '.', ' and ') },
    );
    // A town and its country as the pattern reads them, each part sometimes off: the preposition, the town's words, the
    // comma's blanks, the article, the state's style and the country (or a near miss of one).
    const place = fc
      .tuple(
        fc.constantFrom('in ', 'at  ', 'of ', 'from ', 'near ', 'S.A., ', 'Ltd, ', 'the ', 'in the Buyer '),
        fc.constantFrom('Lyon', 'Santa Rosa', 'Braunau am Inn', 'Santa Rosa de la Paz', 'Kumasi', 'lyon', 'Niger', 'Victoria', 'Buyer'),
        fc.constantFrom(', ', ',   ', ',    ', ' , ', ','),
        fc.constantFrom('', 'the ', 'the  ', 'The '),
        fc.constantFrom('', 'Republic of ', 'Kingdom of the ', 'Republic  of   the ', 'Commonwealth of the', 'Federation of '),
        fc.constantFrom(...names).chain((name) => fc.constantFrom(...variants(name))),
      )
      .map((parts) => parts.join(''));
    const token2 = fc.oneof({ weight: 3, arbitrary: token }, { weight: 2, arbitrary: place });
    const blank = fc.constantFrom('', ' ', ' ', '  ', '    ', '\n');
    const text = fc.array(fc.tuple(token2, blank), { maxLength: 10 }).map((parts) => parts.map(([t, b]) => t + b).join(''));
    // The texts hold towns with their countries often enough to test the lookup, not only its misses.
    expect(fc.sample(text, 200).filter((t) => matchesOf(OLD_TOWN_COUNTRY, t).length > 0).length).toBeGreaterThan(20);
    fc.assert(
      fc.property(text, (t) => {
        expect(towns(t)).toEqual(shown(matchesOf(OLD_TOWN_COUNTRY, t)));
        for (let at = 0; at < t.length; at++) {
          if (t[at] !== ',' && t[at] !== ' ') continue;
          const after = t.slice(at, at + 32);
          expect(stateAfter(after)?.[0]).toEqual(OLD_STATE_AFTER.exec(after)?.[0]);
        }
      }),
      { numRuns: 600 },
    );
  });
});
