/**
 * The institution grammar read as its parts, one at a time (institution-grammar.ts `institutionMatches`), no longer one
 * pattern of 33,551 characters (bench/log.md, "The cold classify, part 18"). The pattern as session 62 wrote it,
 * rebuilt here from the same lists, is the oracle: the same matches, indices and groups on my sentences and on random
 * texts of heads, qualifiers, tails, the countries named with "and", legal forms, roles, case variants and punctuation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesOf } from '../../../../src/common/regex-matches.js';
import { longestFirstAlternation as alt, upToUnrolledOnce } from '../../../../src/common/regexp.js';
import { ACTIVITY_HEADS, COUNTRIES_WITH_AND, COUNTRY_WITH_AND_SOURCE, FOR_TAIL_HEADS, INSTITUTION_HEADS } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS } from '../../../../src/contracts/classify/lexicon/name-letters.js';
import { ROLE_WORDS } from '../../../../src/contracts/classify/lexicon/roles.js';
import { institutionMatches } from '../../../../src/contracts/classify/names/institution-grammar.js';
import { SUFFIXES } from '../../../../src/contracts/classify/names/name-grammar.js';

/** The countries named with "and" as session 62's gazetteer wrote them: `\s{1,3}` between words. */
const OLD_COUNTRIES = alt([...COUNTRIES_WITH_AND, ...COUNTRIES_WITH_AND.filter((c) => c.startsWith('St ')).map((c) => `St. ${c.slice(3)}`)]).replace(/ /g, '\\s{1,3}');

/** Session 62's INSTITUTION, composed as institution-grammar.ts composed it. */
function oldInstitution(countries: string): RegExp {
  const HEAD = `(?:${alt([...INSTITUTION_HEADS, ...ACTIVITY_HEADS, ...FOR_TAIL_HEADS])})`;
  const QUALIFIER = `[${NAME_CAPITAL_LETTERS}](?:(?:\\.[A-Z])+\\.|[${NAME_LETTERS}0-9&'-]{0,40}\\.?)`;
  const COUNTRY_FIRST = `(?:${countries})(?![A-Za-z])\\s+`;
  const qualifiers = (each: string, least: number, max: number) => `(?:${COUNTRY_FIRST}(?:${each}){0,${max - 1}}|(?:${each}){${least},${max}})`;
  const TAIL_LETTERS = `[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}]+`;
  const PARTICLES = ['au', 'aux', 'en', 'de', 'du', 'des', 'la', 'le', 'les', 'sur', 'sous', 'lès', 'upon', 'on', 'am', 'an', 'im'];
  const HYPHEN_PARTICLE = `(?:${alt([...PARTICLES, ...PARTICLES.map((w) => w.toUpperCase())])})`;
  const SMALL_PART = '(?![a-z]{0,28}ed(?![a-z])|(?:run|wide|level|like|style|type|free|only|compliant|grade|ready|friendly|specific|proof|standard|centric|facing|issue)(?![a-z]))[a-z]{2,30}(?![a-z])';
  const SAINT_WORD = `(?:St\\.?|Saint)\\s{1,3}${TAIL_LETTERS}(?:['’]s(?![A-Za-z]))?`;
  const ELIDED_WORD = `[${NAME_CAPITAL_LETTERS}]['’]${TAIL_LETTERS}`;
  const TAIL_WORD = `(?:(?:${countries})(?![${NAME_LETTERS}])|${SAINT_WORD}|${ELIDED_WORD}|${TAIL_LETTERS}${upToUnrolledOnce(`-(?:${HYPHEN_PARTICLE}-)?(?:${TAIL_LETTERS}|${SMALL_PART})`, 2)})`;
  const TAIL_AND = `and\\s+(?!(?:The|${ROLE_WORDS.join('|')})\\b)`;
  // (h117s89, on purpose) "&" joins a tail's fields as "and" does in the grammar now ("… Board for Hospitals & Healthcare
  // Providers"), and "og" / "och" join its qualifiers ("Nord-Troms og Senja District Court"): the oracle follows.
  const TAIL_AGAINST = `(?:&|against)\\s+(?!(?:The|${ROLE_WORDS.join('|')})\\b)`;
  const LIST_WORD = `(?!(?:${alt(SUFFIXES)})(?![A-Za-z]))${TAIL_WORD}`;
  const LIST_COMMA = `(?:,(?=\\s+(?:${LIST_WORD}(?:\\s+${LIST_WORD})?,\\s+){0,2}(?:${LIST_WORD}\\s+){1,2}${TAIL_AND}${TAIL_WORD}(?![${NAME_LETTERS}]|\\s+(?:${alt(SUFFIXES)}|${HEAD})(?![A-Za-z]))))?`;
  const TAIL_PARTICLE = `(?:del|de\\s+la|de\\s+las|de\\s+los|de|da|do|dos|das)\\s+`;
  const TAIL = `\\s+(?:of|for)\\s+(?:the\\s+)?${TAIL_WORD}(?:${LIST_COMMA}\\s+(?:(?:of|for)\\s+(?:the\\s+)?|${TAIL_AND}|${TAIL_AGAINST}|${TAIL_PARTICLE})?${TAIL_WORD}){0,7}`;
  return new RegExp(`(?<![A-Za-z])(${qualifiers(`${QUALIFIER}\\s+(?:(?:and|og|och|&)\\s+(?=[${NAME_CAPITAL_LETTERS}]))?`, 1, 6)})?(${HEAD})(${TAIL})?(?![A-Za-z])`, 'g');
}
const OLD_INSTITUTION = oldInstitution(OLD_COUNTRIES);

const shown = (ms: readonly RegExpExecArray[]) => ms.map((m) => [m.index, ...Array.from(m)]);
const parts = (text: string) => shown(institutionMatches(text));
const oracle = (text: string) => shown(matchesOf(OLD_INSTITUTION, text));

describe('the institution grammar read as its parts (h100perf)', () => {
  it('should read my bodies as the one pattern did', () => {
    expect(parts('approved by the Kestrel Valley Water Authority for the region')).toEqual([
      [16, 'Kestrel Valley Water Authority', 'Kestrel Valley Water ', 'Authority', undefined],
    ]);
    expect(parts('filed with the Ministry of Fisheries, Forests and Rivers of Brindlemark, then')).toEqual([
      [15, 'Ministry of Fisheries, Forests and Rivers of Brindlemark', undefined, 'Ministry', ' of Fisheries, Forests and Rivers of Brindlemark'],
    ]);
    // A comma with no "and" list after it ends the tail; the country named with "and" is one word of it.
    expect(parts('the Port Authority of Trinidad and Tobago, Acme Ltd and Beta Ltd')).toEqual([
      [4, 'Port Authority of Trinidad and Tobago', 'Port ', 'Authority', ' of Trinidad and Tobago'],
    ]);
    // A head running on into a longer word is no head.
    expect(parts('the Authorityship of Nowhere')).toEqual([]);
    for (const text of ['approved by the Kestrel Valley Water Authority for the region', 'the Port Authority of Trinidad and Tobago, Acme Ltd and Beta Ltd',
      'filed with the Ministry of Fisheries, Forests and Rivers of Brindlemark, then', 'the Saint Kitts  and Nevis Bureau of Standards and the Court of Appeal of St. Lucia']) {
      expect(parts(text)).toEqual(oracle(text));
    }
  });

  it('should read the countries named with "and" as `\\s{1,3}` between their words did', () => {
    const now = new RegExp(`^(?:${COUNTRY_WITH_AND_SOURCE})`);
    const before = new RegExp(`^(?:${OLD_COUNTRIES})`);
    const names = [...COUNTRIES_WITH_AND, 'St. Vincent and the Grenadines'];
    const blanks = ['', ' ', '  ', '   ', '    ', '\t', ' \n ', '\u00a0\u00a0'];
    for (const name of names) for (const gap of blanks) for (const tail of ['', ' Bureau', ',', 'x']) {
      const text = `${name.replace(/ /g, gap)}${tail}`;
      expect(now.exec(text)?.[0]).toBe(before.exec(text)?.[0]);
    }
  });

  it('should find what the one pattern found on random texts (fast-check)', () => {
    const variants = (w: string): string[] => [w, w.toUpperCase(), w.toLowerCase(), `${w}s`, `${w}é`, `${w}'s`];
    const heads = [...INSTITUTION_HEADS, ...ACTIVITY_HEADS, ...FOR_TAIL_HEADS];
    const word = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...heads).chain((w) => fc.constantFrom(...variants(w))) },
      { weight: 4, arbitrary: fc.constantFrom('Kestrel', 'Brindlemark', 'National', 'Water', 'Economía', 'Île-de-France', 'U.S.', 'Aix-en-Provence', 'Co-operatives', 'Health-approved', "N'Djamena", "Anne's", 'Río', 'Plata', 'Sóller', 'X', 'Q.', 'State-run', 'Agri-business') },
      { weight: 6, arbitrary: fc.constantFrom('of', 'of', 'for', 'of the', 'the', 'The', 'and', 'and', '&', 'against', 'del', 'de la', 'do', 'St', 'St.', 'Saint', 'shall', 'by', 'in') },
      { weight: 2, arbitrary: fc.constantFrom(...COUNTRIES_WITH_AND, 'St. Vincent and the Grenadines').chain((w) => fc.constantFrom(w, w.replace(/ /g, '  '), w.replace(/ /g, '    '), w.toUpperCase())) },
      { weight: 1, arbitrary: fc.constantFrom(...SUFFIXES) },
      { weight: 1, arbitrary: fc.constantFrom(...ROLE_WORDS) },
    );
    const gap = fc.constantFrom(' ', ' ', ' ', ' ', ' ', ' ', '  ', ', ', ', ', ',', '\n', '. ', ' (', ') ', '    ', '-', "'", '’');
    const noise = fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 4 }).map((ws) => ws.map(([w, g]) => w + g).join(''));
    // A body's shape: qualifiers, a head, an "of"/"for" tail of words joined by blanks, commas and joining words.
    const capital = fc.constantFrom('Kestrel', 'Brindlemark', 'Water', 'Forests', 'Rivers', 'Economía', 'Aix-en-Provence', 'Co-operatives', 'Health-approved', "N'Djamena", 'Río', 'Plata', 'Tourism', 'Lands', 'Fisheries', 'Trade');
    const join = fc.constantFrom(' ', ' and ', ', ', ' of ', ' for the ', ' against ', ' del ', ' de la ', ' and The ', ' and Supplier ', ', Acme Ltd and ', ' Ltd', ' & ', '  ');
    const tailWord = fc.oneof({ weight: 5, arbitrary: capital }, { weight: 1, arbitrary: fc.constantFrom(...COUNTRIES_WITH_AND, 'St. Lucia', "St Anne's", 'Saint Lucia', 'St.  Vincent and the Grenadines') });
    const body = fc.tuple(
      fc.array(fc.tuple(capital, fc.constantFrom(' ', ' and ', ' & ', '  ')), { maxLength: 3 }),
      fc.constantFrom(...heads).chain((w) => fc.constantFrom(w, w, w, w.toUpperCase(), `${w}s`)),
      fc.constantFrom(' of ', ' for ', ' of the ', ' ', ', '),
      fc.array(fc.tuple(tailWord, join), { maxLength: 5 }),
    ).map(([qs, head, lead, tail]) => `${qs.map(([q, g]) => q + g).join('')}${head}${lead}${tail.map(([w, g]) => w + g).join('')}`);
    const text = fc.array(fc.oneof(noise, body), { minLength: 1, maxLength: 6 }).map((xs) => xs.join(' '));
    let matched = 0;
    let tails = 0;
    fc.assert(
      fc.property(text, (t) => {
        const expected = oracle(t);
        matched += expected.length;
        tails += expected.filter((m) => m[4] !== undefined).length;
        expect(parts(t)).toEqual(expected);
      }),
      { numRuns: 800, seed: 63 },
    );
    // The texts hold bodies, and bodies with tails, often.
    expect(matched).toBeGreaterThan(400);
    expect(tails).toBeGreaterThan(100);
  });
});
