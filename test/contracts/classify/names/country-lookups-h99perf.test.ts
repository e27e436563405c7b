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
import { AUSTRALIAN_STATES, CITY_FACILITIES, COUNTRIES, IRISH_COUNTIES, MEXICAN_STATES, NUMBERED_COMPANY_PLACES, NZ_REGIONS, POLITY_ONLY_COUNTRIES, STATES, STATES_AFTER_TOWN } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { ROLE_WORDS } from '../../../../src/contracts/classify/lexicon/roles.js';
import { POLITY_STYLE, TOWN_PARTICLES } from '../../../../src/contracts/classify/names/addresses.js';
import { stateAfter, townsWithCountry, townsWithState } from '../../../../src/contracts/classify/names/place-names.js';
import { bodiesBeforeRegion } from '../../../../src/contracts/classify/names/region-ending-bodies.js';

/** The two patterns as session 61 wrote them. */
const OLD_TOWN_COUNTRY = new RegExp(`(?:\\b(?:in|at|near|of|from)\\s{1,3}|(?<=\\b(?:Ltd|Limited|Inc|LLC|plc|PLC|S\\.A|SA|B\\.V|BV|N\\.V|NV|GmbH|AG|Pty|Corp|Co)\\.?,\\s{1,3}))(?!(?:${ROLE_WORDS.join('|')})\\b)((?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+\\s{1,3}(?:(?:${TOWN_PARTICLES.join('|')})\\s{1,3}){0,2}){0,2}[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),\\s{1,3}(?:the\\s{1,3})?${POLITY_STYLE}(?:${alt(COUNTRIES)})(?![A-Za-zÀ-ÿ])`, 'g');
const OLD_STATE_AFTER = new RegExp(`^(?:,\\s*(?:${alt(STATES)}|(?:the\\s+)?${POLITY_STYLE}(?:${alt(COUNTRIES)})|(?:${alt(POLITY_ONLY_COUNTRIES)})(?!\\s[A-Z]))|\\s+(?:${alt(CITY_FACILITIES)}))(?![A-Za-z])`);

const TOWN_STATES = [...STATES, ...MEXICAN_STATES, ...AUSTRALIAN_STATES.map((a) => a.name), ...NZ_REGIONS, ...IRISH_COUNTIES, ...STATES_AFTER_TOWN];
const OLD_TOWN_STATE = new RegExp(`\\b(in|at|near|of|from)\\s{1,3}(?:the\\s{1,3}(?!(?:${ROLE_WORDS.join('|')})\\b)(?:[A-Z][a-z'’-]+\\s{1,3}){0,3}[A-Z][a-z'’-]+,\\s{1,3})?((?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+\\s{1,3}){0,2}[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),\\s{0,3}(?:${alt(TOWN_STATES)})(?![A-Za-zÀ-ÿ]|\\s[A-Z][a-zß-öø-ÿ])`, 'g');
const REGIONS = [...new Set([...COUNTRIES, ...NUMBERED_COMPANY_PLACES.filter((p) => /^\p{Lu}\p{Ll}{3,}/u.test(p)), 'Québec',
  ...AUSTRALIAN_STATES.map((a) => a.code).filter((c) => c.length === 3), ...AUSTRALIAN_STATES.map((a) => a.name)])];
const WORD = String.raw`\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{0,24}(?:\p{Lu}\p{Ll}{1,24})?`;
const OLD_BODY_BEFORE_REGION = new RegExp(String.raw`(?<![\p{L}\p{M}'’.-])((?:${WORD}\s){1,3})(${alt(REGIONS)})(?![\p{L}\p{M}\d])(?!\s{1,3}[\p{Lu}\d])(?!\s{0,3}[-–(])`, 'gu');

const shown = (ms: readonly (ArrayLike<string> & { index: number })[]) => ms.map((m) => [m.index, ...Array.from(m)]);
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
    expect(shown(townsWithState('a ranch near Bend, Oregon and a yard at the Old Mill, Shah Alam, Selangor.'))).toEqual([
      [8, 'near Bend, Oregon', 'near', 'Bend'],
      [37, 'at the Old Mill, Shah Alam, Selangor', 'at', 'Shah Alam'],
    ]);
    // A capitalised word after the state makes it another name's ("the Oregon Trail").
    expect(townsWithState('offices in Bend, Oregon Trail')).toEqual([]);
    expect(bodiesBeforeRegion('approved by Biosecurity Queensland and by WorkSafe Victoria. Then Trade Kenya Limited').map((m) => [m.index, m[0], m[1], m[2]])).toEqual([
      [12, 'Biosecurity Queensland', 'Biosecurity ', 'Queensland'],
      [42, 'WorkSafe Victoria', 'WorkSafe ', 'Victoria'],
    ]);
  });

  it('should find what the alternations found on random texts (fast-check)', () => {
    const variants = (name: string): string[] => [name, name.toUpperCase(), name.toLowerCase(), `${name}n`, `${name}é`, `${name}.`, name.replace(/ /g, '  ')];
    // Each list weighs the same, however long it is.
    const listed = fc.oneof(
      fc.constantFrom(...COUNTRIES), fc.constantFrom(...TOWN_STATES), fc.constantFrom(...REGIONS),
      fc.constantFrom(...POLITY_ONLY_COUNTRIES, 'Niger', 'Nigeria', 'Guinea', 'Guinea-Bissau'),
    );
    const token = fc.oneof(
      { weight: 4, arbitrary: listed.chain((name) => fc.constantFrom(...variants(name))) },
      {
        weight: 3,
        arbitrary: fc.constantFrom('in', 'at', 'of', 'from', 'near', 'the', 'The', 'Republic of', 'Kingdom of the', 'Republic  of  the',
          'Commonwealth of', 'Lyon', 'Santa', 'Service', 'WorkSafe', 'Biosecurity Trade', 'McKay', 'Ab', '\u{1d400}bc', '-', '(', ' 12', 'de', 'la', 'Kumasi', 'Buyer', 'Ltd.', 'GmbH', 'S.A.', 'Airport', 'International Airport', 'x', 'Å'),
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
        listed.chain((name) => fc.constantFrom(...variants(name))),
      )
      .map((parts) => parts.join(''));
    // A town and its state: the state right after the comma, perhaps "the <words>," before the town.
    const statePlace = fc
      .tuple(
        fc.constantFrom('in ', 'of ', 'from  ', 'at the Grand Hotel, ', 'near the Buyer, ', 'in the Old Mill Yard,  '),
        fc.constantFrom('Bend', 'Santa Rosa', 'Pecos County', 'Shah Alam', 'bend', 'Victoria'),
        fc.constantFrom(', ', ',', ',   ', ',    '),
        fc.constantFrom(...TOWN_STATES).chain((name) => fc.constantFrom(...variants(name))),
        fc.constantFrom('', ' ', ' Springs', ' and', '.'),
      )
      .map((parts) => parts.join(''));
    const token2 = fc.oneof({ weight: 2, arbitrary: token }, { weight: 3, arbitrary: place }, { weight: 2, arbitrary: statePlace });
    const blank = fc.constantFrom('', ' ', ' ', '  ', '    ', '\n');
    const text = fc.array(fc.tuple(token2, blank), { maxLength: 10 }).map((parts) => parts.map(([t, b]) => t + b).join(''));
    // The texts hold towns with their countries, towns with their states and words before a region often enough to test
    // the lookups, not only their misses.
    const sample = fc.sample(text, { numRuns: 1000, seed: 62 });
    for (const oracle of [OLD_TOWN_COUNTRY, OLD_TOWN_STATE, OLD_BODY_BEFORE_REGION]) {
      expect(sample.filter((t) => matchesOf(oracle, t).length > 0).length).toBeGreaterThan(25);
    }
    fc.assert(
      fc.property(text, (t) => {
        expect(towns(t)).toEqual(shown(matchesOf(OLD_TOWN_COUNTRY, t)));
        expect(shown(townsWithState(t))).toEqual(shown(matchesOf(OLD_TOWN_STATE, t)));
        expect(bodiesBeforeRegion(t).map((m) => [m.index, m[0], m[1], m[2]])).toEqual(shown(matchesOf(OLD_BODY_BEFORE_REGION, t)));
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
