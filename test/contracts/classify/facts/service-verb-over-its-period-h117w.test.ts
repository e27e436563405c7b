/**
 * The service's own verb over "from <date> to <date>" (issue 18, h117w; facts sets 72, 73 and 74's cause 6): a party doing
 * the contract's work over a full range of dates, in an operative sentence, dates the agreement's start and end, as "The
 * harvest runs from … to …" does (agreement-terms.ts servesForRange, widened; no second rule). Sentences written for
 * the rule, none from a set. Near misses: a delivery window, a price valid from …, a notice period, a history in the past
 * tense, a condition, a state or an absence, an event held or hosted (facts sets 18 and 27), a day's hours, a lone
 * "from <date>".
 */
import { describe, expect, it } from 'vitest';
import { dates } from '../facts-readers.js';
import { servesForRange } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { readsLinearly } from '../../../security/linear-time.js';

const TITLE = 'CONTRACT FOR THE HIRE OF A COMBINE HARVESTER';
const PARTIES = 'Lê Văn Hòa (Party A, the farmer) and Trần Minh Đức (Party B, the owner of the harvester) agree as follows.';
const NONE = { effective: [], termination: [] };

describe('a party doing its work from a date to a date', () => {
  it.each([
    'Article 1. Party B harvests the rice crop on Party A\'s fields at the hamlet, from 3 March 2046 to 9 March 2046, weather permitting.',
    'Article 1. Party B will harvest with his own machine the rice on Party A\'s fields from 3 March 2046 until 9 March 2046.',
    '1. Party B cuts the rice on the fields of Party A, from 3 March 2046 to 9 March 2046.',
    'The Contractor shall harvest the crop from 3 March 2046 to 9 March 2046.',
    'We harvest your rice from 3 March 2046 to 9 March 2046.',
    'THE HERDER grazes the cattle of THE OWNER on the common from 3 March 2046 to 9 March 2046.',
  ])('%s: the start and the end', (line) => {
    expect(dates(TITLE, PARTIES, line)).toEqual({ effective: ['2046-03-03'], termination: ['2046-03-09'] });
  });
  it('other services\' verbs: guard, teach, clean', () => {
    expect(servesForRange('The Guard guards the site at night from 1 June 2046 to 31 August 2046.')).toBe(true);
    expect(servesForRange('2. The Tutor teaches the child twice a week from 7 September 2046 until 18 December 2046.')).toBe(true);
    expect(servesForRange('I will clean the house every Friday from 5 June 2046 through 28 August 2046.')).toBe(true);
    expect(servesForRange('You feed the dogs from June 3, 2046 to August 28, 2046.')).toBe(true);
  });
  it('the earlier shapes stay: "for <length>, from <date>" and the work for the other party', () => {
    expect(servesForRange('1. We guide your guests, for two (2) months, from 1 April 2045 to 31 May 2045.')).toBe(true);
    expect(servesForRange('1. Period. You work for us for six (6) months, from 1 August 2047 to 31 January 2048.')).toBe(true);
  });
});

describe('near misses: no span of the contract', () => {
  it.each([
    'Party B delivers the rice to the mill from 3 March 2046 to 9 March 2046.',
    'The Seller ships the goods from 3 March 2046 to 9 March 2046.',
    'The Seller holds its prices from 3 March 2046 to 9 March 2046.',
    'The Contractor cleans the offices at the rates of this offer, from 3 March 2046 to 9 March 2046.',
    'The Contractor harvests the crop after notice given from 3 March 2046 to 9 March 2046.',
    'Party B worked on these fields from 3 March 2040 to 9 March 2044.',
    'We harvested your rice from 3 March 2040 to 9 March 2040.',
    'If Party B harvests the crop from 3 March 2046 to 9 March 2046, Party A pays a bonus.',
    'The Owner is away from 3 March 2046 to 9 March 2046.',
    'I will be off the island from 3 March 2046 to 9 March 2046.',
    'Party B pays the fuel from 3 March 2046 to 9 March 2046.',
    'The Hotel shall host the Client\'s conference in its hall from 3 to 5 March 2046.',
    '1. The Sponsor sponsors the Organiser\'s Regatta 2046, to be held from 3 to 9 March 2046 (the "Event").',
    'The Caterer serves the wedding from 3 March 2046 to 4 March 2046.',
  ])('%s', (line) => {
    expect(servesForRange(line)).toBe(false);
    expect(dates(TITLE, PARTIES, line)).toEqual(NONE);
  });
  it('a day\'s hours and a lone "from <date>" give no range', () => {
    expect(servesForRange('Party B harvests the rice on Saturday 7 March 2046, from 8:30 to 16:00.')).toBe(false);
    expect(servesForRange('Party B harvests the rice from 3 March 2046.')).toBe(false);
    expect(dates(TITLE, PARTIES, 'Party B harvests the rice from 3 March 2046.')).toEqual(NONE);
  });
});

describe('reads linearly', () => {
  it('runs of a subject, a verb and "from … to"', () => {
    readsLinearly((n) => {
      const text = `Article 1. Party B harvests ${'from 3 March 2046 to '.repeat(Math.ceil(n / 21))}`;
      return () => servesForRange(text);
    });
    readsLinearly((n) => {
      const text = `The Contractor ${'cleans '.repeat(Math.ceil(n / 7))}from 3.3.2046`;
      return () => servesForRange(text);
    });
    readsLinearly((n) => {
      const text = `We harvest from ${'3 3 3 3 '.repeat(Math.ceil(n / 8))}`;
      return () => servesForRange(text);
    });
  });
});
