// Every date/time example of system-entities.md and dialog-runtime.md §7.6 / §10.6-10.7, with the exact JSON shape.
import { describe, expect, it } from 'vitest';
import { first, recognize, values } from './helpers.js';

const GMT = { timezone: 'GMT', calendar_type: 'GREGORIAN' };

describe('documented @sys-date examples', () => {
  it('`today` in America/New_York gives the expression-language example byte for byte (old version: metadata too)', () => {
    const es = recognize('today', '2020-12-30T15:00:00Z', { timezone: 'America/New_York', version: '2020-04-01' });
    expect(JSON.stringify(es)).toBe(
      '[{"entity":"sys-date","location":[0,5],"value":"2020-12-30","confidence":1,' +
        '"metadata":{"calendar_type":"GREGORIAN","timezone":"America/New_York"},' +
        '"interpretation":{"timezone":"America/New_York","relative_day":0,"granularity":"day","calendar_type":"GREGORIAN"}}]',
    );
  });

  it('`May 13, 2020` is 2020-05-13 with the specific fields', () => {
    expect(recognize('May 13, 2020', '2020-01-10T12:00:00Z')).toEqual([
      {
        entity: 'sys-date', location: [0, 12], value: '2020-05-13', confidence: 1,
        interpretation: { ...GMT, granularity: 'day', specific_year: 2020, specific_month: 5, specific_day: 13 },
      },
    ]);
  });

  it('`I plan to leave on Saturday.` has the literal `on Saturday` and the past Saturday as alternative', () => {
    const [e] = recognize('I plan to leave on Saturday.', '2020-05-21T12:00:00Z');
    expect(e.location).toEqual([16, 27]);
    expect(e.value).toBe('2020-05-23');
    expect(e.alternatives).toEqual([{ value: '2020-05-16', confidence: 1 }]);
    expect(e.interpretation).toEqual({ ...GMT, granularity: 'day', specific_day_of_week: 'saturday' });
  });

  it('`My vacation starts tomorrow.` is at [19,27]', () => {
    expect(recognize('My vacation starts tomorrow.', '2020-05-21T12:00:00Z')).toEqual([
      { entity: 'sys-date', location: [19, 27], value: '2020-05-22', confidence: 1, interpretation: { ...GMT, relative_day: 1, granularity: 'day' } },
    ]);
  });

  it('`next year` has granularity year (a from/to pair)', () => {
    const es = recognize('next year', '2020-05-21T12:00:00Z');
    expect(values(es)).toEqual(['sys-date 2021-01-01', 'sys-date 2021-12-31']);
    expect(es[0].interpretation).toEqual({ ...GMT, relative_year: 1, granularity: 'year', range_link: 'date_range_0_9' });
    expect(es.map((e) => e.role)).toEqual([{ type: 'date_from', confidence: 1 }, { type: 'date_to', confidence: 1 }]);
  });

  it('`two weeks ago` has relative_week -2', () => {
    const [e] = recognize('two weeks ago', '2020-05-21T12:00:00Z');
    expect(e.value).toBe('2020-05-07');
    expect(e.interpretation?.relative_week).toBe(-2);
  });

  it('`this weekend` has relative_weekend 0 and is Saturday to Sunday', () => {
    const es = recognize('this weekend', '2020-05-21T12:00:00Z');
    expect(values(es)).toEqual(['sys-date 2020-05-23', 'sys-date 2020-05-24']);
    expect(es[0].interpretation).toEqual({ ...GMT, relative_weekend: 0, granularity: 'weekend', range_link: 'date_range_0_12' });
  });

  it('`2020` (in 2020) has specific_year 2020', () => {
    const es = recognize('in 2020', '2019-05-21T12:00:00Z');
    expect(values(es)).toEqual(['sys-date 2020-01-01', 'sys-date 2020-12-31']);
    expect(es[0].interpretation?.specific_year).toBe(2020);
  });

  it('`Q2 2020` and `second quarter 2020` have specific_quarter 2', () => {
    for (const text of ['Q2 2020', 'second quarter 2020']) {
      const es = recognize(text, '2019-05-21T12:00:00Z');
      expect(values(es)).toEqual(['sys-date 2020-04-01', 'sys-date 2020-06-30']);
      expect(es[0].interpretation).toMatchObject({ specific_quarter: 2, specific_year: 2020, granularity: 'quarter' });
    }
  });

  it('`March` (in March) has specific_month 3', () => {
    const es = recognize('in March', '2020-01-21T12:00:00Z');
    expect(values(es)).toEqual(['sys-date 2020-03-01', 'sys-date 2020-03-31']);
    expect(es[0].interpretation?.specific_month).toBe(3);
  });

  it('`Monday` has specific_day_of_week monday; `May 3rd` specific_day 3', () => {
    expect(recognize('Monday', '2020-05-21T12:00:00Z')[0].interpretation?.specific_day_of_week).toBe('monday');
    expect(recognize('May 3rd', '2020-01-21T12:00:00Z')[0].interpretation).toMatchObject({ specific_day: 3, specific_month: 5 });
  });

  it('`Thanksgiving Day` in 2020 is 2020-11-26 with festival thanksgiving', () => {
    expect(recognize('Thanksgiving Day', '2020-05-21T12:00:00Z')).toEqual([
      { entity: 'sys-date', location: [0, 16], value: '2020-11-26', confidence: 1, interpretation: { ...GMT, festival: 'thanksgiving', granularity: 'day' } },
    ]);
  });

  it('`on March 1` asked on 10 March 2019 is 2020-03-01 with 2019-03-01 as alternative', () => {
    const [e] = recognize('on March 1', '2019-03-10T12:00:00Z');
    expect(e.value).toBe('2020-03-01');
    expect(e.alternatives).toEqual([{ value: '2019-03-01', confidence: 1 }]);
  });

  it('`in January` asked in February gives the coming January and the past one as alternative', () => {
    const es = recognize('in January', '2020-02-10T12:00:00Z');
    expect(es[0].value).toBe('2021-01-01');
    expect(es[0].alternatives).toEqual([{ value: '2020-01-01', confidence: 1 }]);
  });

  it('`Are you open Wednesday?` stores the future Wednesday and the previous one as alternative', () => {
    const [e] = recognize('Are you open Wednesday?', '2020-05-18T12:00:00Z'); // a Monday
    expect(e.value).toBe('2020-05-20');
    expect(e.alternatives).toEqual([{ value: '2020-05-13', confidence: 1 }]);
  });

  it('`this Wednesday` on a Monday has no alternative; on a Wednesday it is next week with today as alternative', () => {
    const monday = recognize('this Wednesday', '2020-05-18T12:00:00Z')[0];
    expect(monday.value).toBe('2020-05-20');
    expect(monday.alternatives).toBeUndefined();
    const wednesday = recognize('this Wednesday', '2020-05-20T12:00:00Z')[0];
    expect(wednesday.value).toBe('2020-05-27');
    expect(wednesday.alternatives).toEqual([{ value: '2020-05-20', confidence: 1 }]);
  });

  it('`next Tuesday` on a Tuesday is Tuesday of next week, no alternative', () => {
    const [e] = recognize('next Tuesday', '2020-05-19T12:00:00Z');
    expect(e.value).toBe('2020-05-26');
    expect(e.alternatives).toBeUndefined();
  });

  it('`last`/`next` weekday is the most immediate one (release note of 7 Aug 2017)', () => {
    expect(first(recognize('next Friday', '2019-01-31T00:00:00Z'), 'sys-date')).toBe('2019-02-01');
    expect(first(recognize('last Wednesday', '2019-01-31T00:00:00Z'), 'sys-date')).toBe('2019-01-30');
  });

  it('`November 21` returns the next matching date', () => {
    expect(first(recognize('November 21', '2020-12-01T00:00:00Z'), 'sys-date')).toBe('2021-11-21');
    expect(first(recognize('November 21', '2020-05-01T00:00:00Z'), 'sys-date')).toBe('2020-11-21');
  });

  it('US order MM/DD/YYYY, DD/MM/YYYY only when the first number is over 12', () => {
    expect(first(recognize('04/03/2018', '2020-01-01T00:00:00Z'), 'sys-date')).toBe('2018-04-03');
    expect(first(recognize('21/04/2016', '2020-01-01T00:00:00Z'), 'sys-date')).toBe('2016-04-21');
  });

  it('an invalid date (`February 30`) is not recognized', () => {
    expect(recognize('on February 30, 2020', '2020-01-01T00:00:00Z')).toEqual([]);
  });
});

describe('documented @sys-time examples', () => {
  it('`1pm` is 13:00:00 and `6:30 PM` 18:30:00', () => {
    expect(first(recognize('1pm', '2020-05-21T08:00:00Z'), 'sys-time')).toBe('13:00:00');
    expect(recognize('6:30 PM', '2020-05-21T08:00:00Z')).toEqual([
      { entity: 'sys-time', location: [0, 7], value: '18:30:00', confidence: 1, interpretation: { ...GMT, specific_hour: 18, specific_minute: 30, granularity: 'minute' } },
    ]);
  });

  it('`at 6 pm` has the literal `at 6 pm` at [0,7]; `The store closes at 8PM` is at [17,23]', () => {
    expect(recognize('at 6 pm', '2020-05-21T08:00:00Z')[0].location).toEqual([0, 7]);
    const [e] = recognize('The store closes at 8PM', '2020-05-21T08:00:00Z');
    expect(e.location).toEqual([17, 23]);
    expect(e.value).toBe('20:00:00');
  });

  it('`The meeting is at 5` is 05:00:00 with 17:00:00 as alternative; `at 5pm` has none', () => {
    const [e] = recognize('The meeting is at 5', '2020-05-21T08:00:00Z');
    expect(e).toEqual({
      entity: 'sys-time', location: [15, 19], value: '05:00:00', confidence: 1,
      interpretation: { ...GMT, specific_hour: 5, granularity: 'hour' }, alternatives: [{ value: '17:00:00', confidence: 1 }],
    });
    expect(recognize('The meeting is at 5pm', '2020-05-21T08:00:00Z')[0].alternatives).toBeUndefined();
  });

  it('granularity: `now` instant, `3 o\'clock` and `noon` hour, `17:00:00` second', () => {
    const g = (text: string) => recognize(text, '2020-05-21T08:00:00Z').find((e) => e.entity === 'sys-time')?.interpretation?.granularity;
    expect(g('now')).toBe('instant');
    expect(g("3 o'clock")).toBe('hour');
    expect(g('noon')).toBe('hour');
    expect(g('17:00:00')).toBe('second');
  });

  it('relative times: `5 hours ago` -5 h, `in two minutes` +2 min, `in a second` +1 s', () => {
    const t = (text: string) => recognize(text, '2020-05-21T08:00:00Z').find((e) => e.entity === 'sys-time');
    expect(t('5 hours ago')).toMatchObject({ value: '03:00:00', interpretation: { relative_hour: -5 } });
    expect(t('in two minutes')).toMatchObject({ value: '08:02:00', interpretation: { relative_minute: 2 } });
    expect(t('in a second')).toMatchObject({ value: '08:00:01', interpretation: { relative_second: 1 } });
  });

  it('specific fields: `at 5 o\'clock` hour 5, `at 2:30` minute 30, `23:30:22` second 22, `5:30:10 PM` 17/30/10', () => {
    const i = (text: string) => recognize(text, '2020-05-21T08:00:00Z')[0].interpretation;
    expect(i("at 5 o'clock")).toMatchObject({ specific_hour: 5 });
    expect(i('at 2:30')).toMatchObject({ specific_hour: 2, specific_minute: 30 });
    expect(i('23:30:22')).toMatchObject({ specific_second: 22 });
    expect(i('5:30:10 PM')).toMatchObject({ specific_hour: 17, specific_minute: 30, specific_second: 10 });
  });

  it('`this morning` is two times 06:00:00 and 12:00:00 with time_from/time_to and a range_link', () => {
    const es = recognize('this morning', '2020-05-21T08:00:00Z');
    const times = es.filter((e) => e.entity === 'sys-time');
    expect(times.map((e) => e.value)).toEqual(['06:00:00', '12:00:00']);
    expect(times.map((e) => e.role?.type)).toEqual(['time_from', 'time_to']);
    expect(times[0].interpretation).toMatchObject({ part_of_day: 'morning', range_link: 'time_range_0_12' });
    expect(first(es, 'sys-date')).toBe('2020-05-21');
  });

  it('parts of the day: afternoon 12-18, evening 18-22, night 22-23:59:59', () => {
    const pair = (text: string) => recognize(text, '2020-05-21T08:00:00Z').filter((e) => e.entity === 'sys-time').map((e) => e.value);
    expect(pair('in the afternoon')).toEqual(['12:00:00', '18:00:00']);
    expect(pair('in the evening')).toEqual(['18:00:00', '22:00:00']);
    expect(pair('at night')).toEqual(['22:00:00', '23:59:59']);
  });

  it('`Are you open until 9PM`: one sys-time with role time_to and range_modifier until, no range_link', () => {
    expect(recognize('Are you open until 9PM', '2020-05-21T08:00:00Z')).toEqual([
      {
        entity: 'sys-time', location: [19, 22], value: '21:00:00', confidence: 1,
        interpretation: { ...GMT, specific_hour: 21, granularity: 'hour', range_modifier: 'until' },
        role: { type: 'time_to', confidence: 1 },
      },
    ]);
  });

  it('`Have you been open since yesterday`: one sys-date with role date_from and range_modifier since', () => {
    expect(recognize('Have you been open since yesterday', '2020-05-21T08:00:00Z')).toEqual([
      {
        entity: 'sys-date', location: [25, 34], value: '2020-05-20', confidence: 1,
        interpretation: { ...GMT, relative_day: -1, granularity: 'day', range_modifier: 'since' },
        role: { type: 'date_from', confidence: 1 },
      },
    ]);
  });
});

describe('documented ranges and date + time links', () => {
  it('`I will travel from March 15 to March 22`: range_link date_range_14_39, roles date_from/date_to', () => {
    const es = recognize('I will travel from March 15 to March 22', '2020-01-10T12:00:00Z');
    expect(es).toEqual([
      {
        entity: 'sys-date', location: [14, 39], value: '2020-03-15', confidence: 1,
        interpretation: { ...GMT, granularity: 'day', range_link: 'date_range_14_39', specific_month: 3, specific_day: 15 },
        role: { type: 'date_from', confidence: 1 },
      },
      {
        entity: 'sys-date', location: [14, 39], value: '2020-03-22', confidence: 1,
        interpretation: { ...GMT, granularity: 'day', range_link: 'date_range_14_39', specific_month: 3, specific_day: 22 },
        role: { type: 'date_to', confidence: 1 },
      },
    ]);
  });

  it('the captured range response (§10.6) serializes byte for byte', () => {
    // 2020-04-13 is a Monday; the capture's text is `today to wednesday` then a 1pm-2pm range at offsets 9 and 28
    const es = recognize('Book me: today to wednesday from 1 pm to 2 pm', '2020-04-13T10:00:00Z');
    expect(JSON.stringify(es)).toBe(JSON.stringify([
      { entity: 'sys-date', location: [9, 27], value: '2020-04-13', confidence: 1, interpretation: { timezone: 'GMT', relative_day: 0, granularity: 'day', range_link: 'date_range_9_27', calendar_type: 'GREGORIAN' }, role: { type: 'date_from', confidence: 1 } },
      { entity: 'sys-date', location: [9, 27], value: '2020-04-15', confidence: 1, interpretation: { timezone: 'GMT', granularity: 'day', range_link: 'date_range_9_27', calendar_type: 'GREGORIAN', specific_day_of_week: 'wednesday' }, alternatives: [{ value: '2020-04-08', confidence: 1 }], role: { type: 'date_to', confidence: 1 } },
      { entity: 'sys-time', location: [28, 45], value: '13:00:00', confidence: 1, interpretation: { timezone: 'GMT', specific_hour: 13, granularity: 'hour', range_link: 'time_range_28_45', calendar_type: 'GREGORIAN' }, role: { type: 'time_from', confidence: 1 } },
      { entity: 'sys-time', location: [28, 45], value: '14:00:00', confidence: 1, interpretation: { timezone: 'GMT', specific_hour: 14, granularity: 'hour', range_link: 'time_range_28_45', calendar_type: 'GREGORIAN' }, role: { type: 'time_to', confidence: 1 } },
    ]));
  });

  it('`Are you open today at 5?`: date [13,18], time [19,23] 05:00:00, datetime_link_13_23', () => {
    expect(recognize('Are you open today at 5?', '2020-05-21T08:00:00Z')).toEqual([
      { entity: 'sys-date', location: [13, 18], value: '2020-05-21', confidence: 1, interpretation: { ...GMT, relative_day: 0, granularity: 'day', datetime_link: 'datetime_link_13_23' } },
      {
        entity: 'sys-time', location: [19, 23], value: '05:00:00', confidence: 1,
        interpretation: { ...GMT, specific_hour: 5, granularity: 'hour', datetime_link: 'datetime_link_13_23' },
        alternatives: [{ value: '17:00:00', confidence: 1 }],
      },
    ]);
  });

  it('`from March 15 to 22`, `between 2 and 4pm`: the end borrows the month / the meridiem', () => {
    expect(values(recognize('from March 15 to 22', '2020-01-10T12:00:00Z'))).toEqual(['sys-date 2020-03-15', 'sys-date 2020-03-22']);
    const t = recognize('between 2 and 4pm', '2020-01-10T12:00:00Z');
    expect(values(t)).toEqual(['sys-time 14:00:00', 'sys-time 16:00:00']);
    expect(t[0].interpretation?.range_link).toBe('time_range_0_17');
  });

  it('`before friday`, `after 5`: open ranges with a role and a range_modifier', () => {
    const [d] = recognize('before friday', '2020-05-18T12:00:00Z');
    expect(d).toMatchObject({ value: '2020-05-22', role: { type: 'date_to' }, interpretation: { range_modifier: 'before' } });
    const [t] = recognize('after 5', '2020-05-18T12:00:00Z');
    expect(t).toMatchObject({ value: '05:00:00', role: { type: 'time_from' }, interpretation: { range_modifier: 'after' } });
  });
});

describe('legacy shapes by version', () => {
  it('legacy entities: `tomorrow at 11am` gives two entities sharing the whole location with metadata only (§10.7)', () => {
    const es = recognize('Book an appointment for tomorrow at 11am', '2019-10-11T09:00:00Z', { newSystemEntities: false, version: '2019-02-28' });
    expect(JSON.stringify(es)).toBe(
      '[{"entity":"sys-date","location":[24,40],"value":"2019-10-12","confidence":1,"metadata":{"calendar_type":"GREGORIAN","timezone":"GMT"}},' +
        '{"entity":"sys-time","location":[24,40],"value":"11:00:00","confidence":1,"metadata":{"calendar_type":"GREGORIAN","timezone":"GMT"}}]',
    );
  });

  it('legacy date ranges (`from Monday to Friday`) are a pair sharing the literal, without roles', () => {
    const es = recognize('from Monday to Friday', '2019-10-09T09:00:00Z', { newSystemEntities: false, version: '2019-02-28' });
    expect(es.map((e) => [e.value, e.location])).toEqual([['2019-10-14', [0, 21]], ['2019-10-18', [0, 21]]]);
    expect(es.every((e) => e.role === undefined && e.interpretation === undefined && e.alternatives === undefined)).toBe(true);
  });

  it('new entities keep metadata before 2021-06-14 and drop it from 2021-06-14 on', () => {
    expect(recognize('today', '2020-05-21T08:00:00Z', { version: '2021-06-13' })[0].metadata).toEqual({ calendar_type: 'GREGORIAN', timezone: 'GMT' });
    expect(recognize('today', '2020-05-21T08:00:00Z', { version: '2021-06-14' })[0].metadata).toBeUndefined();
  });

  it('a disabled sys-time leaves only the date of `tomorrow at 5pm`', () => {
    expect(values(recognize('tomorrow at 5pm', '2020-05-21T08:00:00Z', { time: false }))).toEqual(['sys-date 2020-05-22']);
    expect(values(recognize('tomorrow at 5pm', '2020-05-21T08:00:00Z', { date: false }))).toEqual(['sys-time 17:00:00']);
  });
});
