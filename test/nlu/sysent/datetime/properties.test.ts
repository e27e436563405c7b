// Invariants for any text, any reference instant and any zone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognizeDateTimesStrict as recognizeDateTimes } from '../../../../src/nlu/sysent/datetime/index.js';
import type { RuntimeEntity } from '../../../../src/model/index.js';
import { isValidDate } from '../../../../src/nlu/sysent/datetime/calendar.js';
import { cpuClock } from '../../../security/guard.js';

const VOCAB = [
  'today', 'tomorrow', 'yesterday', 'next', 'last', 'this', 'the', 'day', 'after', 'before', 'from', 'to', 'until', 'since',
  'between', 'and', 'at', 'on', 'in', 'ago', 'later', 'week', 'weekend', 'month', 'year', 'quarter', 'monday', 'friday',
  'sat', 'may', 'march', 'feb', 'december', 'christmas', 'easter', 'new', "year's", 'eve', 'morning', 'evening', 'tonight',
  'night', 'noon', 'midnight', 'half', 'past', 'quarter', 'a', 'an', 'hour', 'hours', 'minutes', 'days', 'weeks', 'pm',
  'am', "o'clock", 'first', 'second', 'twenty', 'one', 'five', 'seven', 'thirty', 'nineteen', 'eighty', 'two', 'thousand',
  'now', 'end', 'of', 'q2', '1', '5', '12', '15', '29', '31', '2016', '2020', '9999', '0001', '17:30', '5.30', '8:00:61',
  '2/29', '13/13', '2020-02-30', '20201301', '-', ',', '.', '/', ':', '@', '(', ')', '?', '5pm', '7ish', '340pm', 'Q9',
];

const sentence = fc.array(fc.constantFrom(...VOCAB), { maxLength: 14 }).map((ws) => ws.join(' '));
const text = fc.oneof(sentence, fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
// year 1 to year 9999
const instant = fc.integer({ min: -62_135_596_800_000, max: 253_402_300_799_000 });
const zone = fc.constantFrom('UTC', 'GMT', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'EST', 'PST', 'CET', 'GMT+2', 'UTC-11', 'bogus/zone', '');

function check(t: string, now: number, tz: string, newSystemEntities: boolean): RuntimeEntity[] {
  const es = recognizeDateTimes(t, { date: true, time: true, newSystemEntities, now, timezone: tz, version: '2020-01-01' });
  for (const e of es) {
    const [s, end] = e.location;
    expect(Number.isInteger(s) && Number.isInteger(end) && s >= 0 && s < end && end <= t.length).toBe(true);
    if (e.entity === 'sys-date') {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(e.value);
      expect(m).not.toBeNull();
      expect(isValidDate(Number(m![1]), Number(m![2]), Number(m![3]))).toBe(true);
    } else {
      expect(e.entity).toBe('sys-time');
      const m = /^(\d{2}):(\d{2}):(\d{2})$/.exec(e.value);
      expect(m).not.toBeNull();
      expect(Number(m![1]) < 24 && Number(m![2]) < 60 && Number(m![3]) < 60).toBe(true);
    }
    expect(e.confidence).toBe(1);
  }
  for (let i = 1; i < es.length; i++) expect(es[i].location[0]).toBeGreaterThanOrEqual(es[i - 1].location[0]);
  return es;
}

describe('date/time recognizer invariants', () => {
  it('locations inside the text, values in their formats, ordered by start, never throws', () => {
    fc.assert(fc.property(text, instant, zone, fc.boolean(), (t, now, tz, nse) => { check(t, now, tz, nse); }), { numRuns: 600 });
  });

  it('range pairs come in from/to order, share the range location, and dates do not go backwards', () => {
    fc.assert(
      fc.property(sentence, instant, zone, (t, now, tz) => {
        const es = check(t, now, tz, true);
        const byLink = new Map<string, RuntimeEntity[]>();
        for (const e of es) {
          const link = e.interpretation?.range_link;
          if (typeof link === 'string') byLink.set(link, [...(byLink.get(link) ?? []), e]);
        }
        for (const [link, pair] of byLink) {
          expect(pair.length).toBe(2);
          const [from, to] = pair;
          expect(from.role?.type?.endsWith('_from')).toBe(true);
          expect(to.role?.type?.endsWith('_to')).toBe(true);
          expect(link.endsWith(`_${from.location[0]}_${from.location[1]}`)).toBe(true);
          if (from.entity === 'sys-date') expect(from.value <= to.value).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(sentence, instant, zone, (t, now, tz) => {
        const req = { date: true, time: true, newSystemEntities: true, now, timezone: tz, version: '2021-11-27' };
        expect(recognizeDateTimes(t, req)).toEqual(recognizeDateTimes(t, req));
      }),
      { numRuns: 200 },
    );
  });

  it('stays fast on long adversarial input', () => {
    const long = 'at 5 on may 1 from 2 to 3 the 1st of '.repeat(200) + '1/'.repeat(2000);
    const t0 = cpuClock();
    const es = recognizeDateTimes(long, { date: true, time: true, newSystemEntities: true, now: 0, timezone: 'UTC', version: '2021-11-27' });
    expect(t0()).toBeLessThan(2000);
    expect(es.length).toBeGreaterThan(0);
  });
});
