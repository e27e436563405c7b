// Relative expressions, clock forms and festivals against a fixed reference (Monday 2016-11-07 10:00 GMT).
import { describe, expect, it } from 'vitest';
import { first, recognize, values } from './helpers.js';

const NOW = '2016-11-07T10:00:00Z';
const date = (text: string, now = NOW) => first(recognize(text, now), 'sys-date');
const time = (text: string, now = NOW) => first(recognize(text, now), 'sys-time');

describe('relative dates', () => {
  it.each([
    ['tomorrow', '2016-11-08'], ['yesterday', '2016-11-06'], ['the day after tomorrow', '2016-11-09'],
    ['the day before yesterday', '2016-11-05'], ['next friday', '2016-11-11'], ['this friday', '2016-11-11'],
    ['last sunday', '2016-11-06'], ['in 3 days', '2016-11-10'], ['two weeks ago', '2016-10-24'],
    ['in a fortnight', '2016-11-21'], ['3 days from tomorrow', '2016-11-11'], ['2 weeks before christmas', '2016-12-11'],
    ['in four business days', '2016-11-11'], ['next week wednesday', '2016-11-16'], ['tuesday of last week', '2016-11-01'],
    ['the first friday of december', '2016-12-02'], ['the 20th of next month', '2016-12-20'], ['the 27th', '2016-11-27'],
    ['Thursday the 17th', '2016-11-17'], ['two sundays from now', '2016-11-20'], ['1 month and 21 days ago', '2016-09-16'],
    ['the last day of february', '2016-02-29'], ['the day after christmas', '2016-12-26'], ['the day before new year', '2016-12-31'],
  ])('%s → %s', (text, expected) => {
    expect(date(text)).toBe(expected);
  });

  it('`last month` and `next week` are from/to pairs', () => {
    expect(values(recognize('last month', NOW))).toEqual(['sys-date 2016-10-01', 'sys-date 2016-10-31']);
    expect(values(recognize('next week', NOW))).toEqual(['sys-date 2016-11-14', 'sys-date 2016-11-20']);
  });
});

describe('explicit dates', () => {
  it.each([
    ['January 12, 2016', '2016-01-12'], ['12th of January 2016', '2016-01-12'], ['2016-01-12', '2016-01-12'],
    ['01/12/2016', '2016-01-12'], ['12.01.2016', '2016-12-01'], ['20160112', '2016-01-12'], ['12-jan-2016', '2016-01-12'],
    ['13.01.2016', '2016-01-13'], ['fourth of july 1995', '1995-07-04'], ['january twenty five nineteen eighty six', '1986-01-25'],
    ['05/05/89', '1989-05-05'], ['3-7-27', '2027-03-07'], ['december 25', '2016-12-25'], ['may 1', '2017-05-01'],
  ])('%s → %s', (text, expected) => {
    expect(date(text)).toBe(expected);
  });
});

describe('clock times', () => {
  it.each([
    ['noon', '12:00:00'], ['midnight', '00:00:00'], ['half past four', '04:30:00'], ['quarter to 5', '04:45:00'],
    ['17:30', '17:30:00'], ['5.30pm', '17:30:00'], ['0800 hours', '08:00:00'], ['at 6.45', '06:45:00'],
    ['seven thirty pm', '19:30:00'], ['8 in the evening', '20:00:00'], ['ten past 9 in the evening', '21:10:00'],
    ['3 p . m .', '15:00:00'], ['11ish', '11:00:00'], ['mid-afternoon', '14:00:00'], ['12 midnight', '00:00:00'],
    ['7h01', '07:01:00'], ['340pm', '15:40:00'], ['my flight is at 0730', '07:30:00'],
  ])('%s → %s', (text, expected) => {
    expect(time(text)).toBe(expected);
  });

  it('`in an hour` is a date and a time one hour on, linked', () => {
    const es = recognize('in an hour', NOW);
    expect(values(es)).toEqual(['sys-date 2016-11-07', 'sys-time 11:00:00']);
    expect(es[0].interpretation?.datetime_link).toBe('datetime_link_0_10');
    expect(es[1].interpretation).toMatchObject({ relative_hour: 1, granularity: 'hour' });
  });

  it('date + time combinations', () => {
    expect(values(recognize('tomorrow morning at 7', NOW))).toEqual(['sys-date 2016-11-08', 'sys-time 07:00:00']);
    expect(values(recognize('tonight at 7', NOW))).toEqual(['sys-date 2016-11-07', 'sys-time 19:00:00']);
    expect(values(recognize('last night at 8', NOW))).toEqual(['sys-date 2016-11-06', 'sys-time 20:00:00']);
    expect(values(recognize('end of tomorrow', NOW))).toEqual(['sys-time 23:59:59', 'sys-date 2016-11-08']);
    expect(values(recognize('October 14, 8:00am', NOW))).toEqual(['sys-date 2017-10-14', 'sys-time 08:00:00']);
  });
});

describe('weekday with a day, years after times, amounts', () => {
  it('`Mon 13th` is the next Monday the 13th, the previous one as alternative', () => {
    expect(recognize('Mon 13th', '2022-05-01T00:00:00Z')[0]).toMatchObject({ value: '2022-06-13', alternatives: [{ value: '2021-12-13', confidence: 1 }] });
  });
  it('`friday 23 at 4` reads 23 as the day and 4 as the hour', () => {
    expect(values(recognize('friday 23 at 4', '2019-08-07T00:00:00Z'))).toEqual(['sys-date 2019-08-23', 'sys-time 04:00:00']);
  });
  it('`wed Oct 26 15:50:06 2016` takes the year written after the time', () => {
    expect(values(recognize('wed Oct 26 15:50:06 2016', NOW))).toEqual(['sys-date 2016-10-26', 'sys-time 15:50:06']);
  });
  it('`$12 December 27` is December 27, not the 12th', () => {
    expect(values(recognize('I bought it for $12 December 27', '2019-07-04T00:00:00Z'))).toEqual(['sys-date 2019-12-27']);
  });
  it('`one Tuesday` is a Tuesday, not the 1st', () => {
    expect(first(recognize('That one Tuesday was a blast!', '2019-01-24T12:00:00Z'), 'sys-date')).toBe('2019-01-29');
  });
});

describe('ranges with dates and times together', () => {
  it('`from monday to friday 9am to 5pm` is a date range and a time range', () => {
    const es = recognize('from monday to friday 9am to 5pm', '2020-05-21T12:00:00Z');
    expect(values(es)).toEqual(['sys-date 2020-05-25', 'sys-date 2020-05-29', 'sys-time 09:00:00', 'sys-time 17:00:00']);
    expect(es.map((e) => e.interpretation?.range_link)).toEqual(['date_range_0_21', 'date_range_0_21', 'time_range_22_32', 'time_range_22_32']);
  });
  it('`from 9am to 5pm on friday`: a time range, then the date (the end\'s date no longer swallows the range)', () => {
    const es = recognize('open from 9am to 5pm on friday', '2020-05-21T12:00:00Z');
    expect(es.map((e) => [e.entity, e.value, e.location, e.role?.type, e.interpretation?.range_link])).toEqual([
      ['sys-time', '09:00:00', [5, 20], 'time_from', 'time_range_5_20'],
      ['sys-time', '17:00:00', [5, 20], 'time_to', 'time_range_5_20'],
      ['sys-date', '2020-05-22', [21, 30], undefined, undefined],
    ]);
    expect(values(recognize('between 2 and 4pm tomorrow', '2020-05-21T12:00:00Z'))).toEqual(['sys-time 14:00:00', 'sys-time 16:00:00', 'sys-date 2020-05-22']);
    expect(values(recognize('from 9 to 5pm on friday', '2020-05-21T12:00:00Z'))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00', 'sys-date 2020-05-22']);
    expect(values(recognize('9am-5pm tomorrow', '2020-05-21T12:00:00Z'))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00', 'sys-date 2020-05-22']);
  });
  it('a part of day on one end puts both in it (`from 2 to 3 in the afternoon` is 14-15, as `between 2 and 4pm`)', () => {
    const at = '2020-05-21T12:00:00Z';
    expect(values(recognize('from 2 to 3 in the afternoon', at))).toEqual(['sys-time 14:00:00', 'sys-time 15:00:00']);
    expect(values(recognize('between 2 and 4 in the afternoon', at))).toEqual(['sys-time 14:00:00', 'sys-time 16:00:00']);
    expect(values(recognize('from 7 to 9 in the evening', at))).toEqual(['sys-time 19:00:00', 'sys-time 21:00:00']);
    expect(values(recognize('2-3 in the afternoon', at))).toEqual(['sys-time 14:00:00', 'sys-time 15:00:00']);
    // unchanged: an end already in order, a morning, a start given its own part of day
    expect(values(recognize('from 11 to 1 in the afternoon', at))).toEqual(['sys-time 11:00:00', 'sys-time 13:00:00']);
    expect(values(recognize('from 8 to 10 in the morning', at))).toEqual(['sys-time 08:00:00', 'sys-time 10:00:00']);
  });
  it('a start day before the end\'s month takes that month (`2-5 june`, `from 2 to 5 june`: the mirror of `june 2 to 5`)', () => {
    const at = '2020-05-21T12:00:00Z';
    for (const text of ['2-5 june', 'from 2 to 5 june', 'between 2 and 5 june', 'from the 2nd to the 5th june', 'june 2 to 5']) {
      expect(values(recognize(text, at))).toEqual(['sys-date 2020-06-02', 'sys-date 2020-06-05']);
    }
    const es = recognize('open from 2 to 5 june', at);
    expect(es.map((e) => [e.location, e.role?.type, e.interpretation?.range_link])).toEqual([
      [[5, 21], 'date_from', 'date_range_5_21'],
      [[5, 21], 'date_to', 'date_range_5_21'],
    ]);
    // not a day of that month, or after the end: no range
    expect(values(recognize('from 40 to 5 june', at))).toEqual(['sys-date 2020-06-05']);
    expect(values(recognize('from 7 to 5 june', at))).toEqual(['sys-date 2020-06-05']);
  });
  it('the same with the legacy entities: the two times share the range\'s literal, the date keeps its own', () => {
    const es = recognize('from 9am to 5pm on friday', '2020-05-21T12:00:00Z', { newSystemEntities: false, version: '2020-04-01' });
    expect(es.map((e) => [e.entity, e.value, e.location])).toEqual([
      ['sys-time', '09:00:00', [0, 15]],
      ['sys-time', '17:00:00', [0, 15]],
      ['sys-date', '2020-05-22', [16, 25]],
    ]);
  });
  it('`march 3-5` and `9am-5pm` are ranges; `-5 degrees` is nothing', () => {
    expect(values(recognize('march 3-5', '2020-01-21T12:00:00Z'))).toEqual(['sys-date 2020-03-03', 'sys-date 2020-03-05']);
    expect(values(recognize('open 9am-5pm', NOW))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00']);
    expect(recognize('it was -5 degrees', NOW)).toEqual([]);
  });
});

describe('festivals', () => {
  it.each([
    ['christmas', '2016-12-25', 'christmas'], ['Easter 2018', '2018-04-01', 'easter'], ["new year's eve", '2016-12-31', 'newyearseve'],
    ['Martin Luther King Day', '2017-01-16', 'luther'], ["mother's day", '2017-05-14', 'mother'], ['labor day', '2017-09-04', 'labor'],
    ['good friday', '2017-04-14', 'goodfriday'], ['memorial day', '2017-05-29', 'memorial'], ['halloween', '2017-10-31', 'halloween'],
    ['independence day of this year', '2016-07-04', 'independence'],
  ])('%s → %s (%s)', (text, expected, festival) => {
    const [e] = recognize(text, NOW);
    expect(e.value).toBe(expected);
    expect(e.interpretation?.festival).toBe(festival);
  });
});

describe('no date or time in ordinary text', () => {
  it.each([
    'I would like to order a large pizza', 'May I help you?', 'I have 3 cats and 2 dogs', 'The price is 4.50',
    'I sat down and read', 'we march on', 'call me at the office', 'second option please', 'it costs $10.25',
    'one of them', 'give me 5 percent', 'version 2.1 is out', 'can you take the second charge off?',
    'the first time it was declined', 'How many cards can I have at one time?', 'declined by two separate ATMs',
    'what is 3 to the 6th power', 'good morning', 'its date night', 'how much do i pay in apr', 'rooms free from 1 to 2',
  ])('%s', (text) => {
    expect(recognize(text, NOW)).toEqual([]);
  });
});
