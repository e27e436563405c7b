/**
 * Dates written in a Japanese era (japanese-era-dates.ts, common/japanese-eras.ts; issue 18, h91fd, facts set 52's cause
 * 11): the bracketed Gregorian year is the year, the era's year counted where none is given, the whole span one date.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eraYear } from '../../../../src/common/japanese-eras.js';
import { japaneseEraDates } from '../../../../src/contracts/classify/numbers/japanese-era-dates.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';

const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => [f.value, text.slice(f.begin, f.end)]);

describe('eraYear', () => {
  it('counts each era from the year before its first', () => {
    expect(eraYear('Reiwa', '1')).toBe(2019);
    expect(eraYear('REIWA', '25')).toBe(2043);
    expect(eraYear('Heisei', '31')).toBe(2019);
    expect(eraYear('Shōwa', '64')).toBe(1989);
    expect(eraYear('Showa', '1')).toBe(1926);
    expect(eraYear('Taishō', '15')).toBe(1926);
    expect(eraYear('Reiwa', 'Gannen')).toBe(2019);
    expect(eraYear('Meiji', '5')).toBeUndefined();
  });
});

describe('dates in a Japanese era', () => {
  it('reads the month first, the day first and the era first, the bracketed year the year', () => {
    expect(dates('The lease runs from June 10, Reiwa 22 (2040) to June 9, Reiwa 23 (2041).')).toEqual([
      ['2040-06-10', 'June 10, Reiwa 22 (2040)'], ['2041-06-09', 'June 9, Reiwa 23 (2041)'],
    ]);
    expect(dates('Signed on 5 October Reiwa 21 (2039) in Sapporo.')).toEqual([['2039-10-05', '5 October Reiwa 21 (2039)']]);
    expect(dates('Reiwa 24 (2042) January 15: first delivery.')).toEqual([['2042-01-15', 'Reiwa 24 (2042) January 15']]);
    expect(dates('Dated: 2nd day of July, Reiwa 19 (2037)')).toEqual([['2037-07-02', '2nd day of July, Reiwa 19 (2037)']]);
  });
  it('reads a Gregorian date with its era in brackets as one date', () => {
    expect(dates('from November 1, 2040 (Reiwa 22) until October 31, 2041 (Reiwa 23)')).toEqual([
      ['2040-11-01', 'November 1, 2040 (Reiwa 22)'], ['2041-10-31', 'October 31, 2041 (Reiwa 23)'],
    ]);
  });
  it('counts the era\'s year where no Gregorian year is given', () => {
    expect(dates('Date: August 20, Reiwa 21')).toEqual([['2039-08-20', 'August 20, Reiwa 21']]);
    expect(dates('Made on 3 April Heisei 30.')).toEqual([['2018-04-03', '3 April Heisei 30']]);
  });
  it('near misses: an era with no day and month, a day that is none, a word that only starts like an era', () => {
    expect(japaneseEraDates('the tariff of Reiwa 20 (2038) applies')).toEqual([]);
    expect(japaneseEraDates('February 30, Reiwa 22 (2040)').map((d) => d.day)).toEqual([30]);
    expect(dates('February 30, Reiwa 22 (2040)')).toEqual([]);
    expect(japaneseEraDates('April 1, Reiwaland 20')).toEqual([]);
    expect(dates('Delivery on April 1, 2040.')).toEqual([['2040-04-01', 'April 1, 2040']]);
  });
  it('every era date found holds the era\'s name and lies in the text, none overlapping', () => {
    const era = fc.constantFrom('Reiwa', 'Heisei', 'Showa');
    const month = fc.constantFrom('January', 'May', 'September', 'December');
    fc.assert(fc.property(fc.string({ maxLength: 20 }), era, fc.integer({ min: 1, max: 40 }), month, fc.integer({ min: 1, max: 28 }), fc.string({ maxLength: 20 }), (a, e, n, m, d, b) => {
      const text = `${a} ${m} ${d}, ${e} ${n} ${b}`;
      const found = japaneseEraDates(text);
      for (const [k, f] of found.entries()) {
        expect(f.begin).toBeGreaterThanOrEqual(0);
        expect(f.end).toBeLessThanOrEqual(text.length);
        expect(/reiwa|heisei|showa/i.test(text.slice(f.begin, f.end))).toBe(true);
        if (k > 0) expect(found[k - 1].end).toBeLessThanOrEqual(f.begin);
      }
    }));
  });
});
