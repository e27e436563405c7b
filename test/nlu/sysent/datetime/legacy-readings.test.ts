// Lone days of the month and parts of the day: what the legacy entities read otherwise than the new ones
// (docs/behaviour/sysent-datetime.md "A lone day of the month", "A part of the day with the legacy entities").
import { describe, expect, it } from 'vitest';
import { recognize, values } from './helpers.js';

const SAT = '2021-03-20T10:00:00Z'; // Saturday 20 March 2021
const APRIL = '2021-04-10T10:00:00Z'; // April has no 31st
const LEGACY = { newSystemEntities: false, version: '2018-09-20' } as const;

describe('a lone day of the month', () => {
  it('legacy entities: this month\'s day, even when it has passed', () => {
    expect(recognize('is 5th ok', SAT, LEGACY)).toEqual([
      { entity: 'sys-date', location: [3, 6], value: '2021-03-05', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } },
    ]);
    expect(values(recognize('on the 25th', SAT, LEGACY))).toEqual(['sys-date 2021-03-25']);
    expect(values(recognize('the second', SAT, LEGACY))).toEqual(['sys-date 2021-03-02']);
  });

  it('legacy entities: a day this month lacks is the next month that has it', () => {
    expect(values(recognize('the 31st', APRIL, LEGACY))).toEqual(['sys-date 2021-05-31']);
  });

  it('legacy entities: a day with its month, a relative month or a weekday keeps its own reading', () => {
    expect(values(recognize('the 5th of next month', SAT, LEGACY))).toEqual(['sys-date 2021-04-05']);
    expect(values(recognize('March 5th', SAT, LEGACY))).toEqual(['sys-date 2022-03-05']);
  });

  it('new entities: the coming day, the passed one as the alternative (unchanged)', () => {
    expect(recognize('is 5th ok', SAT)).toEqual([
      { entity: 'sys-date', location: [3, 6], value: '2021-04-05', confidence: 1,
        interpretation: { timezone: 'GMT', granularity: 'day', calendar_type: 'GREGORIAN', specific_day: 5 },
        alternatives: [{ value: '2021-03-05', confidence: 1 }] },
    ]);
  });

  it('a digit ordinal without `the` or `on` is a day', () => {
    expect(values(recognize('can we do 22nd', SAT))).toEqual(['sys-date 2021-03-22']);
    expect(values(recognize('deliver it 3rd please', SAT))).toEqual(['sys-date 2021-04-03']);
  });

  it('but not in a list after a day with its month (that month is not read here): the first day only', () => {
    expect(values(recognize('book june 5th, 6th and 7th', SAT))).toEqual(['sys-date 2021-06-05']);
    expect(values(recognize('off on july 8th or 9th', SAT))).toEqual(['sys-date 2021-07-08']);
  });

  it('a month after `of` before a digit ordinal is a month and day, not the month period', () => {
    expect(values(recognize('the morning of june 5th', SAT))).toEqual(['sys-time 06:00:00', 'sys-time 12:00:00', 'sys-date 2021-06-05']);
  });

  it('but not after a determiner, nor before a noun it ranks', () => {
    for (const text of ['my 2nd card was declined', 'our 24th retweet competition', "john's 3rd try", 'a 1st class seat', 'the 4th payment is late', 'every 5th customer']) {
      expect(recognize(text, SAT), text).toEqual([]);
      expect(recognize(text, SAT, LEGACY), text).toEqual([]);
    }
  });
});

describe('a part of the day', () => {
  it('as the whole message it is a time (an answer to "when?"); inside a sentence it still needs a date or a time', () => {
    expect(values(recognize('Evening.', SAT))).toEqual(['sys-time 18:00:00', 'sys-time 22:00:00']);
    expect(values(recognize('morning', SAT))).toEqual(['sys-time 06:00:00', 'sys-time 12:00:00']);
    expect(recognize('good evening', SAT)).toEqual([]);
    expect(recognize('we had a date night', SAT)).toEqual([]);
  });

  it('legacy entities: one @sys-time at the end of the documented range, no pair', () => {
    expect(recognize('Evening.', SAT, LEGACY)).toEqual([
      { entity: 'sys-time', location: [0, 7], value: '22:00:00', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } },
    ]);
    expect(values(recognize('in the morning', SAT, LEGACY))).toEqual(['sys-time 12:00:00']);
    expect(values(recognize('this afternoon', SAT, LEGACY))).toEqual(['sys-date 2021-03-20', 'sys-time 18:00:00']);
    expect(values(recognize('tomorrow night', SAT, LEGACY))).toEqual(['sys-date 2021-03-21', 'sys-time 23:59:59']);
  });

  it('legacy entities: a clock time with a part of the day is that time, as before', () => {
    expect(values(recognize('at 7 in the evening', SAT, LEGACY))).toEqual(['sys-time 19:00:00']);
  });

  it('new entities: the from/to pair (unchanged)', () => {
    expect(values(recognize('this afternoon', SAT))).toEqual(['sys-date 2021-03-20', 'sys-time 12:00:00', 'sys-time 18:00:00']);
  });
});
