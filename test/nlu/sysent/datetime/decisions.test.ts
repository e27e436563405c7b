// Pins the [GAP] choices written in docs/behaviour/sysent-datetime.md (one describe per section).
import { describe, expect, it } from 'vitest';
import { first, recognize, values } from './helpers.js';

const MON = '2016-11-07T10:00:00Z'; // a Monday

describe('GAP: time zone echo', () => {
  it('echoes the zone as given, GMT for unknown ones', () => {
    expect(recognize('today', MON, { timezone: 'UTC' })[0].interpretation?.timezone).toBe('UTC');
    expect(recognize('today', MON, { timezone: 'Nowhere/City' })[0].interpretation?.timezone).toBe('GMT');
  });
});

describe('GAP: alternatives of dates without a year / month', () => {
  it('a month-day still ahead this year has no alternative; one already past rolls over with this year as alternative', () => {
    expect(recognize('December 25', MON)[0].alternatives).toBeUndefined();
    expect(recognize('March 1', MON)[0]).toMatchObject({ value: '2017-03-01', alternatives: [{ value: '2016-03-01', confidence: 1 }] });
  });
  it('a day of the month already past this month rolls to next month with this month as alternative', () => {
    expect(recognize('the 3rd', MON)[0]).toMatchObject({ value: '2016-12-03', alternatives: [{ value: '2016-11-03', confidence: 1 }] });
  });
  it('a bare weekday naming today is today, the previous week as alternative', () => {
    expect(recognize('monday', MON)[0]).toMatchObject({ value: '2016-11-07', alternatives: [{ value: '2016-10-31', confidence: 1 }] });
  });
});

describe('GAP: ambiguous clock times', () => {
  it('`at 12` is noon with midnight as alternative; `8:00` is ambiguous, `08:00` and `17:30` are not', () => {
    expect(recognize('at 12', MON)[0]).toMatchObject({ value: '12:00:00', alternatives: [{ value: '00:00:00', confidence: 1 }] });
    expect(recognize('at 8:00', MON)[0].alternatives).toEqual([{ value: '20:00:00', confidence: 1 }]);
    expect(recognize('at 08:00', MON)[0].alternatives).toBeUndefined();
    expect(recognize('at 17:30', MON)[0].alternatives).toBeUndefined();
  });
  it('a part of the day settles the meridiem (`7 in the evening`, `tonight around 3` → 03:00)', () => {
    expect(recognize('7 in the evening', MON)[0]).toMatchObject({ value: '19:00:00' });
    expect(recognize('7 in the evening', MON)[0].alternatives).toBeUndefined();
    expect(first(recognize('tonight around 3', MON), 'sys-time')).toBe('03:00:00');
  });
});

describe('GAP: open ranges', () => {
  it('the location leaves out the modifier word; `till` reads as `until`', () => {
    const [e] = recognize('open till 9pm', MON);
    expect(e.location).toEqual([10, 13]);
    expect(e.interpretation?.range_modifier).toBe('until');
  });
  it('`starting from monday` is date_from with range_modifier starting', () => {
    expect(recognize('starting from monday', MON)[0]).toMatchObject({ role: { type: 'date_from' }, interpretation: { range_modifier: 'starting' } });
  });
});

describe('GAP: open ranges on periods', () => {
  it('keep one edge: `since 2019` its first day, `until 2020` its last, `after next week` its last', () => {
    expect(recognize('since 2019', MON)).toEqual([
      {
        entity: 'sys-date', location: [6, 10], value: '2019-01-01', confidence: 1,
        interpretation: { timezone: 'GMT', calendar_type: 'GREGORIAN', granularity: 'year', specific_year: 2019, range_modifier: 'since' },
        role: { type: 'date_from', confidence: 1 },
      },
    ]);
    expect(recognize('until 2020', MON)[0]).toMatchObject({ value: '2020-12-31', role: { type: 'date_to' } });
    expect(recognize('after next week', MON)[0]).toMatchObject({ value: '2016-11-20', role: { type: 'date_from' } });
  });
});

describe('GAP: relative times give a date too', () => {
  it('`in 5 minutes` and `now`: a sys-date and a sys-time on the same words, linked', () => {
    const es = recognize('in 5 minutes', '2016-11-07T23:58:00Z');
    expect(values(es)).toEqual(['sys-date 2016-11-08', 'sys-time 00:03:00']);
    expect(es[0].location).toEqual(es[1].location);
    expect(es[0].interpretation?.datetime_link).toBe('datetime_link_0_12');
    expect(es[0].interpretation?.relative_day).toBe(1);
  });
});

describe('GAP: parts of the day', () => {
  it('`tonight` is today plus the night range; `last night` is yesterday', () => {
    expect(values(recognize('tonight', MON))).toEqual(['sys-date 2016-11-07', 'sys-time 22:00:00', 'sys-time 23:59:59']);
    expect(first(recognize('last night', MON), 'sys-date')).toBe('2016-11-06');
  });
  it('a bare `morning` needs a date or a time next to it', () => {
    expect(recognize('good morning', MON)).toEqual([]);
    expect(values(recognize('saturday morning', MON))).toEqual(['sys-date 2016-11-12', 'sys-time 06:00:00', 'sys-time 12:00:00']);
  });
});

describe('GAP: periods are from/to pairs', () => {
  it('weeks run Monday to Sunday; `next weekend` is the Saturday and Sunday after this one', () => {
    expect(values(recognize('this week', MON))).toEqual(['sys-date 2016-11-07', 'sys-date 2016-11-13']);
    expect(values(recognize('next weekend', MON))).toEqual(['sys-date 2016-11-19', 'sys-date 2016-11-20']);
  });
});

describe('GAP: legacy entities and the metadata object', () => {
  it('legacy entities on a version from 2021-06-14 carry neither metadata nor interpretation', () => {
    expect(recognize('today', MON, { newSystemEntities: false, version: '2021-06-14' })).toEqual([
      { entity: 'sys-date', location: [0, 5], value: '2016-11-07', confidence: 1 },
    ]);
  });
});

describe('GAP: festivals outside the service list', () => {
  it('`black friday`, `cyber monday` and `workers day` are recognized with keys of the same style', () => {
    expect(recognize('black friday', MON)[0]).toMatchObject({ value: '2016-11-25', interpretation: { festival: 'blackfriday' } });
    expect(recognize('cyber monday', MON)[0]).toMatchObject({ value: '2016-11-28', interpretation: { festival: 'cybermonday' } });
    expect(recognize("international workers' day", MON)[0]).toMatchObject({ value: '2017-05-01', interpretation: { festival: 'workers' } });
  });
});

describe('GAP: numeric dates', () => {
  it('two-digit years below 40 are 20xx, others 19xx', () => {
    expect(first(recognize('3/7/39', MON), 'sys-date')).toBe('2039-03-07');
    expect(first(recognize('3/7/40', MON), 'sys-date')).toBe('1940-03-07');
  });
  it('`3/4` alone is a date, `-4/5`, `2 1/4` and `3/4 of` are fractions', () => {
    expect(first(recognize('3/4', MON), 'sys-date')).toBe('2017-03-04');
    expect(recognize('-4/5', MON)).toEqual([]);
    expect(recognize('2 1/4', MON)).toEqual([]);
    expect(recognize('3/4 of the pie', MON)).toEqual([]);
  });
  it('`4.22` and `4-22` are dates only after a weekday or `on`', () => {
    expect(recognize('it costs 4.22', MON)).toEqual([]);
    expect(first(recognize('on 4.22', MON), 'sys-date')).toBe('2017-04-22');
    expect(first(recognize('friday 4-22', MON), 'sys-date')).toBe('2017-04-22');
  });
  it('a weekday with an explicit date defers to the date; with this/next it stays in this year', () => {
    expect(first(recognize('friday 5/12', '2019-05-20T12:00:00Z'), 'sys-date')).toBe('2020-05-12');
    expect(first(recognize('next friday 5/12', '2019-05-20T12:00:00Z'), 'sys-date')).toBe('2019-05-12');
    expect(first(recognize('next 5/12', '2019-05-20T12:00:00Z'), 'sys-date')).toBe('2020-05-12');
  });
});

describe('GAP: range ends before their start', () => {
  it('`from friday to monday` moves the end a week on', () => {
    expect(values(recognize('from friday to monday', '2016-11-09T10:00:00Z'))).toEqual(['sys-date 2016-11-11', 'sys-date 2016-11-14']);
  });
  it('`from 9 to 5` reads the end in the afternoon', () => {
    expect(values(recognize('from 9 to 5pm', MON))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00']);
    expect(values(recognize('between 10 and 4', MON))).toEqual([]);
    expect(values(recognize('from 9am to 5', MON))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00']);
  });
});

describe("GAP: a start's year from the end", () => {
  it('a month-day start with no year takes the year the end writes, the year before when it falls after the end', () => {
    expect(values(recognize('from 1 September to 30 November 2032', MON))).toEqual(['sys-date 2032-09-01', 'sys-date 2032-11-30']);
    expect(values(recognize('September 1 - November 30, 2032', MON))).toEqual(['sys-date 2032-09-01', 'sys-date 2032-11-30']);
    expect(values(recognize('from 1 November to 31 January 2033', MON))).toEqual(['sys-date 2032-11-01', 'sys-date 2033-01-31']);
  });
  it('near misses: a start with its own year, an end with none', () => {
    expect(values(recognize('from 1 September 2031 to 30 November 2032', MON))).toEqual(['sys-date 2031-09-01', 'sys-date 2032-11-30']);
    expect(values(recognize('from December 20 to January 5', MON))).toEqual(['sys-date 2016-12-20', 'sys-date 2017-01-05']);
  });
});
