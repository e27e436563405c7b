/**
 * Set 91's Durations (issue 18, h119t91), in numbers/durations.ts: one unit's notice with "a" ("with a month's notice":
 * ONE_UNITS_NOTICE) and the contract renewed or extended "for a year" (RENEWED_FOR_ONE_UNIT), each one unit's span as
 * "one month's notice" and "renewed for one year" are. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { findDurations } from '../../../../src/contracts/classify/numbers/durations.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { attributesOf } from '../helpers.js';

const durations = (text: string): string[] => attributesOf(text).filter((a) => a.startsWith('Duration'));

describe('one unit\'s notice with "a" (ONE_UNITS_NOTICE)', () => {
  it('is a Duration of the unit, as "one month\'s notice" is', () => {
    expect(durations('Either party may end this agreement with a month\'s notice.')).toEqual(['Duration:a month']);
    expect(durations('The Owner may end the hire on a week\'s written notice.')).toEqual(['Duration:a week']);
    expect(durations('We may cancel a lesson with a day’s notice.')).toEqual(['Duration:a day']);
    expect(findDurations('with a month\'s notice')).toEqual([{ begin: 5, end: 12, count: 1, unit: 'months', days: 30 }]);
    expect(findDurations('a fortnight\'s prior notice')[0]).toMatchObject({ count: 2, unit: 'weeks', days: 14 });
  });
  it('near misses: a unit\'s sum, a frequency, and the count written already', () => {
    expect(durations('The Tenant pays a month\'s rent in advance.')).toEqual([]);
    expect(durations('The Buyer is paid a day\'s wages for each day lost.')).toEqual([]);
    expect(durations('The Owner checks the horses twice a month.')).toEqual([]);
    expect(durations('Either party may end it with one month\'s notice.')).toEqual(['Duration:one month']);
    expect(durations('We need a month to prepare the notice.')).toEqual([]);
  });
});

describe('renewed or extended "for a year" (RENEWED_FOR_ONE_UNIT)', () => {
  it('is a Duration of the unit', () => {
    expect(durations('This agreement is renewed for a year at a time unless either party objects.')).toEqual(['Duration:a year']);
    expect(durations('The order renews for a year unless either side cancels it.')).toEqual(['Duration:a year']);
    expect(durations('The licence is extended for a month.')).toEqual(['Duration:a month']);
    expect(findDurations('is renewed for a year')).toEqual([{ begin: 15, end: 21, count: 1, unit: 'years', days: 365 }]);
  });
  it('near misses: "a further year", a price for a month, a yearly fee, no renewal', () => {
    expect(durations('The licence may be renewed for a further year.')).toEqual([]);
    expect(durations('The fee for a month is £40.')).toEqual([]);
    expect(durations('The lease is renewed for a yearly fee of £40.')).toEqual(['Duration:yearly']);
    expect(durations('The Owner keeps the horses for a year.')).toEqual([]);
  });
});

describe('hostile runs (h119t91)', () => {
  it('reads runs of "a month\'s " and "renewed for " in linear time', () => {
    for (const unit of ['a month\'s ', 'a ', 'written ', 'renewed for ', 'renew for a ']) {
      const found = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}notice, renewed for a year`;
        return () => findDurations(text).length;
      });
      expect(found).toBeGreaterThan(0);
    }
  });
});
