// Statements of the system-entity spec that no other test pinned (docs/behaviour/sysent-conformance.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognize, values } from './helpers.js';

const NOON = '2020-05-21T12:00:00Z';

describe('windows counted from now (legacy doc: `in the next 4 hours` → the current time and four hours later)', () => {
  it('new system entities: a time_from / time_to pair sharing the whole location and a range_link', () => {
    expect(recognize('Are you open in the next 4 hours?', NOON)).toEqual([
      { entity: 'sys-time', location: [13, 32], value: '12:00:00', confidence: 1,
        interpretation: { timezone: 'GMT', granularity: 'instant', range_link: 'time_range_13_32', calendar_type: 'GREGORIAN' },
        role: { type: 'time_from', confidence: 1 } },
      { entity: 'sys-time', location: [13, 32], value: '16:00:00', confidence: 1,
        interpretation: { timezone: 'GMT', relative_hour: 4, granularity: 'hour', range_link: 'time_range_13_32', calendar_type: 'GREGORIAN' },
        role: { type: 'time_to', confidence: 1 } },
    ]);
  });

  it('legacy entities: the two times share the literal, metadata only', () => {
    expect(recognize('in the next 4 hours', NOON, { newSystemEntities: false, version: '2020-04-01' })).toEqual([
      { entity: 'sys-time', location: [0, 19], value: '12:00:00', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } },
      { entity: 'sys-time', location: [0, 19], value: '16:00:00', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } },
    ]);
  });

  it('minutes, `within`, and past windows (from the earlier edge to now)', () => {
    expect(values(recognize('within the next 30 minutes', NOON))).toEqual(['sys-time 12:00:00', 'sys-time 12:30:00']);
    expect(values(recognize('next 2 hours', NOON))).toEqual(['sys-time 12:00:00', 'sys-time 14:00:00']);
    const past = recognize('what happened in the past 2 hours', NOON);
    expect(values(past)).toEqual(['sys-time 10:00:00', 'sys-time 12:00:00']);
    expect(past.map((e) => e.role?.type)).toEqual(['time_from', 'time_to']);
    expect(past[0].interpretation?.relative_hour).toBe(-2);
  });

  it('property: the next N hours / minutes end N units after the start (modulo a day), whatever the reference', () => {
    const sec = (v: string): number => { const [h, m, x] = v.split(':').map(Number); return h * 3600 + m * 60 + x; };
    fc.assert(fc.property(fc.integer({ min: 1, max: 99 }), fc.constantFrom('hours', 'minutes'), fc.integer({ min: 0, max: 86_399 }), (n, unit, at) => {
      const es = recognize(`in the next ${n} ${unit}`, new Date(Date.UTC(2021, 2, 14) + at * 1000).toISOString());
      expect(es.map((e) => e.role?.type)).toEqual(['time_from', 'time_to']);
      const diff = (sec(es[1].value) - sec(es[0].value) + 86_400) % 86_400;
      expect(diff).toBe(((unit === 'hours' ? 3600 : 60) * n) % 86_400);
    }), { numRuns: 200 });
  });

  it('a window of days or a window without a count is not one', () => {
    expect(recognize('the next 2 days', NOON)).toEqual([]);
    expect(recognize('in the last hour', NOON)).toEqual([]);
  });
});

describe('legacy time ranges of bare hours (2019 doc: `from 2 to 3` → two @sys-time sharing the literal)', () => {
  const LEGACY = { newSystemEntities: false, version: '2020-04-01' } as const;

  it('`from 2 to 3`: 02:00:00 and 03:00:00 at the whole range, metadata only', () => {
    expect(recognize('from 2 to 3', NOON, LEGACY)).toEqual([
      { entity: 'sys-time', location: [0, 11], value: '02:00:00', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } },
      { entity: 'sys-time', location: [0, 11], value: '03:00:00', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } },
    ]);
  });

  it('an end before the start takes its PM reading; hours 1-12 after `from` only', () => {
    expect(values(recognize('we are open from 9 to 5', NOON, LEGACY))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00']);
    expect(recognize('from 13 to 15', NOON, LEGACY)).toEqual([]);
    expect(recognize('from 2.5 to 3', NOON, LEGACY)).toEqual([]);
    expect(recognize('between 2 and 3', NOON, LEGACY)).toEqual([]);
  });

  it('the connectors of every other range join bare hours too (`through`, `thru`, dashes); `and` only after `between`', () => {
    for (const conn of ['to', 'till', 'until', 'til', 'through', 'thru', '-', '–']) {
      expect(values(recognize(`from 9 ${conn} 5`, NOON, LEGACY))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00']);
    }
    expect(recognize('from 9 and 5', NOON, LEGACY)).toEqual([]);
  });

  it('a date after the pair keeps the pair (`from 2 to 3 tomorrow`: the 3 ends the range, it is not the date\'s hour)', () => {
    const es = recognize('from 2 to 3 tomorrow', NOON, LEGACY);
    expect(es.map((e) => [e.entity, e.value, e.location])).toEqual([
      ['sys-time', '02:00:00', [0, 11]],
      ['sys-time', '03:00:00', [0, 11]],
      ['sys-date', '2020-05-22', [12, 20]],
    ]);
    expect(values(recognize('from 9 to 5 on friday', NOON, LEGACY))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00', 'sys-date 2020-05-22']);
    expect(values(recognize('from 9 to 5, monday', NOON, LEGACY))).toEqual(['sys-time 09:00:00', 'sys-time 17:00:00', 'sys-date 2020-05-25']);
    // the new entities: the date alone, as before (the numbers are @sys-number's)
    expect(recognize('from 2 to 3 tomorrow', NOON).map((e) => [e.entity, e.value, e.location])).toEqual([['sys-date', '2020-05-22', [12, 20]]]);
  });

  it('the new system entities leave `from 2 to 3` to @sys-number (a number range, as `5 to 7`)', () => {
    expect(recognize('from 2 to 3', NOON)).toEqual([]);
  });
});

describe('the en-us festival list (sys-date-festivals.md): every key', () => {
  it.each([
    ["new year's day", '2021-01-01', 'newyear'], ['inauguration day', '2021-01-20', 'inauguration'],
    ['martin luther king day', '2021-01-18', 'luther'], ['groundhog day', '2021-02-02', 'groundhog'],
    ["Washington's Birthday", '2021-02-15', 'washington'], ['washington birthday', '2021-02-15', 'washington'],
    ['presidents day', '2021-02-15', 'president'], ["valentine's day", '2021-02-14', 'valentine'],
    ["international women's day", '2021-03-08', 'women'], ["st patrick's day", '2021-03-17', 'patrick'],
    ['april fools day', '2021-04-01', 'fool'], ['good friday', '2021-04-02', 'goodfriday'],
    ['easter', '2021-04-04', 'easter'], ['easter monday', '2021-04-05', 'eastermonday'],
    ['earth day', '2021-04-22', 'earth'], ['memorial day', '2021-05-31', 'memorial'],
    ["mother's day", '2021-05-09', 'mother'], ["father's day", '2021-06-20', 'father'],
    ['independence day', '2021-07-04', 'independence'], ['labor day', '2021-09-06', 'labor'],
    ['columbus day', '2021-10-11', 'columbus'], ['veterans day', '2021-11-11', 'veterans'],
    ['thanksgiving', '2021-11-25', 'thanksgiving'], ['halloween', '2021-10-31', 'halloween'],
    ['christmas eve', '2021-12-24', 'christmaseve'], ['christmas', '2021-12-25', 'christmas'],
    ['boxing day', '2021-12-26', 'boxing'], ["new year's eve", '2021-12-31', 'newyearseve'],
  ])('%s → %s (%s)', (text, value, festival) => {
    const [e, ...rest] = recognize(text, '2021-01-01T00:00:00Z');
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ entity: 'sys-date', location: [0, text.length], value, interpretation: { festival, granularity: 'day' } });
  });
});

describe('documented @sys-date values not pinned elsewhere', () => {
  it('`May 8` asked before 8 May 2020 is stored as "2020-05-08" (the missing year is the current one)', () => {
    expect(recognize('May 8', '2020-04-01T12:00:00Z')).toEqual([
      { entity: 'sys-date', location: [0, 5], value: '2020-05-08', confidence: 1,
        interpretation: { timezone: 'GMT', granularity: 'day', calendar_type: 'GREGORIAN', specific_month: 5, specific_day: 8 } },
    ]);
  });

  it('the formats `Friday` and `today`', () => {
    expect(values(recognize('Friday', NOON))).toEqual(['sys-date 2020-05-22']);
    expect(values(recognize('today', NOON))).toEqual(['sys-date 2020-05-21']);
  });

  it('dialog-methods.md `<? entities ?>`: legacy `now` gives a date and a time at the same location with metadata', () => {
    expect(recognize('It is now', '2018-02-02T14:33:22Z', { newSystemEntities: false, version: '2018-09-20', timezone: 'America/New_York' }))
      .toEqual([
        { entity: 'sys-date', location: [6, 9], value: '2018-02-02', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'America/New_York' } },
        { entity: 'sys-time', location: [6, 9], value: '09:33:22', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'America/New_York' } },
      ]);
  });
});

describe('documented forms and legacy shapes not pinned elsewhere', () => {
  const LEGACY = { newSystemEntities: false, version: '2020-04-01' } as const;
  const META = { calendar_type: 'GREGORIAN', timezone: 'GMT' };

  it('@sys-time formats `at 4`, `15:30`, `10:30` (legacy list); hours 1-12 without am/pm have the PM alternative', () => {
    expect(recognize('at 4', NOON)[0]).toMatchObject({ value: '04:00:00', location: [0, 4], alternatives: [{ value: '16:00:00', confidence: 1 }] });
    expect(recognize('15:30', NOON)[0]).toMatchObject({ value: '15:30:00', interpretation: { specific_hour: 15, specific_minute: 30, granularity: 'minute' } });
    expect(recognize('15:30', NOON)[0].alternatives).toBeUndefined();
    expect(recognize('10:30', NOON)[0]).toMatchObject({ value: '10:30:00', alternatives: [{ value: '22:30:00', confidence: 1 }] });
  });

  it('legacy: `two hours from now` and `on Monday at 4pm` are two mentions sharing the whole literal', () => {
    expect(recognize('two hours from now', NOON, LEGACY)).toEqual([
      { entity: 'sys-date', location: [0, 18], value: '2020-05-21', confidence: 1, metadata: META },
      { entity: 'sys-time', location: [0, 18], value: '14:00:00', confidence: 1, metadata: META },
    ]);
    expect(recognize('on Monday at 4pm', NOON, LEGACY)).toEqual([
      { entity: 'sys-date', location: [0, 16], value: '2020-05-25', confidence: 1, metadata: META },
      { entity: 'sys-time', location: [0, 16], value: '16:00:00', confidence: 1, metadata: META },
    ]);
  });

  it('legacy: `the weekend` and `next week` are a pair of dates sharing the literal, without roles', () => {
    expect(recognize('the weekend', NOON, LEGACY)).toEqual([
      { entity: 'sys-date', location: [0, 11], value: '2020-05-23', confidence: 1, metadata: META },
      { entity: 'sys-date', location: [0, 11], value: '2020-05-24', confidence: 1, metadata: META },
    ]);
    expect(values(recognize('next week', NOON, LEGACY))).toEqual(['sys-date 2020-05-25', 'sys-date 2020-05-31']);
  });
});

describe('the documented granularity `fortnight` (system-entities.md: granularity ∈ {day, weekend, week, fortnight, …})', () => {
  it('`this fortnight`: two weeks from this Monday, a date_from / date_to pair with granularity fortnight', () => {
    expect(recognize('this fortnight', NOON)).toEqual([
      { entity: 'sys-date', location: [0, 14], value: '2020-05-18', confidence: 1,
        interpretation: { timezone: 'GMT', granularity: 'fortnight', range_link: 'date_range_0_14', calendar_type: 'GREGORIAN' },
        role: { type: 'date_from', confidence: 1 } },
      { entity: 'sys-date', location: [0, 14], value: '2020-05-31', confidence: 1,
        interpretation: { timezone: 'GMT', granularity: 'fortnight', range_link: 'date_range_0_14', calendar_type: 'GREGORIAN' },
        role: { type: 'date_to', confidence: 1 } },
    ]);
  });

  it('`next fortnight` the two weeks after, `last fortnight` the two weeks before; `in a fortnight` stays a day 14 days on', () => {
    expect(values(recognize('next fortnight', NOON))).toEqual(['sys-date 2020-06-01', 'sys-date 2020-06-14']);
    expect(values(recognize('last fortnight', NOON))).toEqual(['sys-date 2020-05-04', 'sys-date 2020-05-17']);
    expect(recognize('in a fortnight', NOON)[0]).toMatchObject({ value: '2020-06-04', interpretation: { relative_week: 2, granularity: 'day' } });
  });
});

describe('legacy-doc @sys-date rule (legacy-system-entities.md)', () => {
  it('`November 21` after 21 November: next year\'s date, legacy shape without alternatives', () => {
    expect(recognize('November 21', '2020-12-01T12:00:00Z', { newSystemEntities: false, version: '2020-04-01' })).toEqual([
      { entity: 'sys-date', location: [0, 11], value: '2021-11-21', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } },
    ]);
  });
});
