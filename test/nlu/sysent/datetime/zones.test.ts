// Reference time and zone: IANA names, abbreviations, fixed offsets, dates near midnight, DST.
import { describe, expect, it } from 'vitest';
import { resolveZone } from '../../../../src/nlu/sysent/datetime/zone.js';
import { first, recognize } from './helpers.js';

describe('time zones', () => {
  it('a date near midnight gives different dates in two zones', () => {
    const instant = '2021-03-01T03:30:00Z'; // still 28 Feb in New York, already 1 March in Paris
    expect(first(recognize('today', instant, { timezone: 'America/New_York' }), 'sys-date')).toBe('2021-02-28');
    expect(first(recognize('today', instant, { timezone: 'Europe/Paris' }), 'sys-date')).toBe('2021-03-01');
    expect(first(recognize('tomorrow', instant, { timezone: 'Pacific/Auckland' }), 'sys-date')).toBe('2021-03-02');
  });

  it('abbreviations resolve: EST (fixed -5), PST (Los Angeles, with DST), CET, GMT+2, UTC-03:30', () => {
    const at = Date.parse('2021-07-01T12:00:00Z');
    expect(resolveZone('EST').localParts(at).hour).toBe(7);
    expect(resolveZone('PST').localParts(at).hour).toBe(5); // PDT in July
    expect(resolveZone('CET').localParts(at).hour).toBe(14); // CEST in July
    expect(resolveZone('GMT+2').localParts(at).hour).toBe(14);
    expect(resolveZone('UTC-03:30').localParts(at)).toMatchObject({ hour: 8, minute: 30 });
  });

  it('the zone is echoed as given; unknown or empty names fall back to GMT', () => {
    expect(recognize('today', '2021-07-01T12:00:00Z', { timezone: 'PST' })[0].interpretation?.timezone).toBe('PST');
    expect(recognize('today', '2021-07-01T12:00:00Z', { timezone: 'Mars/Olympus' })[0].interpretation?.timezone).toBe('GMT');
    expect(recognize('today', '2021-07-01T12:00:00Z', { timezone: '' })[0].interpretation?.timezone).toBe('GMT');
  });

  it('relative hours count real elapsed time across a DST change (New York, 14 March 2021 02:00 → 03:00)', () => {
    const now = '2021-03-14T06:30:00Z'; // 01:30 EST
    const es = recognize('in 2 hours', now, { timezone: 'America/New_York' });
    expect(first(es, 'sys-time')).toBe('04:30:00'); // 01:30 EST + 2 h = 04:30 EDT
    expect(first(es, 'sys-date')).toBe('2021-03-14');
  });

  it('relative days are calendar days in the zone (`in 1 day` across the DST change keeps the wall date)', () => {
    expect(first(recognize('in 1 day', '2021-03-13T17:00:00Z', { timezone: 'America/New_York' }), 'sys-date')).toBe('2021-03-14');
  });

  it('`now` and `in 30 minutes` read the wall clock of the zone, rolling the date over midnight', () => {
    const es = recognize('in 30 minutes', '2021-01-01T04:45:00Z', { timezone: 'America/New_York' }); // 23:45 on 31 Dec
    expect(first(es, 'sys-date')).toBe('2021-01-01');
    expect(first(es, 'sys-time')).toBe('00:15:00');
    expect(first(recognize('now', '2021-01-01T04:45:00Z', { timezone: 'Asia/Kolkata' }), 'sys-time')).toBe('10:15:00');
  });
});

describe('leap days', () => {
  it('`Feb 29` without a year waits for the next leap year, the previous one as alternative', () => {
    const [e] = recognize('Feb 29', '2017-03-22T00:00:00Z');
    expect(e.value).toBe('2020-02-29');
    expect(e.alternatives).toEqual([{ value: '2016-02-29', confidence: 1 }]);
    expect(first(recognize('Feb 29', '2020-01-22T00:00:00Z'), 'sys-date')).toBe('2020-02-29');
  });

  it('`2/29/2020` is a real date; `2/29/2021` and `February 29, 1900` are not', () => {
    expect(first(recognize('2/29/2020', '2020-03-22T00:00:00Z'), 'sys-date')).toBe('2020-02-29');
    expect(recognize('2/29/2021', '2020-03-22T00:00:00Z')).toEqual([]);
    expect(recognize('February 29, 1900', '2020-03-22T00:00:00Z')).toEqual([]);
    expect(first(recognize('February 29, 2000', '2020-03-22T00:00:00Z'), 'sys-date')).toBe('2000-02-29');
  });

  it('offsets from a leap day clamp to the month end (`1 year after 2/29/2020` is 2021-02-28)', () => {
    expect(first(recognize('1 year after 2/29/2020', '2020-03-22T00:00:00Z'), 'sys-date')).toBe('2021-02-28');
    expect(first(recognize('tomorrow', '2024-02-28T12:00:00Z'), 'sys-date')).toBe('2024-02-29');
    expect(first(recognize('tomorrow', '2023-02-28T12:00:00Z'), 'sys-date')).toBe('2023-03-01');
  });
});
