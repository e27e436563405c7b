/** Resolving clock times (AM first, PM as the alternative), parts of the day and relative times. */
import type { Amount, ClockSpec } from './atoms.js';
import type { Hms, Ymd } from './calendar.js';
import { addDays, addMonths, daysBetween } from './calendar.js';
import type { PartOfDay } from './lexicon.js';
import type { Reference } from './reference.js';
import type { Fields } from './resolve-date.js';

export interface TimeValue {
  readonly hms: Hms;
  readonly alt?: Hms;
  readonly fields: Fields;
}

/** Service ranges of the parts of the day (system-entities.md). */
export const PART_RANGES: Readonly<Record<Exclude<PartOfDay, 'lunchtime'>, readonly [Hms, Hms]>> = {
  morning: [{ hour: 6, minute: 0, second: 0 }, { hour: 12, minute: 0, second: 0 }],
  afternoon: [{ hour: 12, minute: 0, second: 0 }, { hour: 18, minute: 0, second: 0 }],
  evening: [{ hour: 18, minute: 0, second: 0 }, { hour: 22, minute: 0, second: 0 }],
  night: [{ hour: 22, minute: 0, second: 0 }, { hour: 23, minute: 59, second: 59 }],
};

function hourInPart(hour: number, part: PartOfDay): number {
  switch (part) {
    case 'morning': return hour === 12 ? 0 : hour;
    case 'afternoon':
    case 'evening': return hour < 12 ? hour + 12 : hour;
    case 'night': return hour === 12 ? 0 : hour <= 4 ? hour : hour < 12 ? hour + 12 : hour;
    case 'lunchtime': return hour < 11 ? hour + 12 : hour;
  }
}

/** A clock time; `part` re-reads an hour written without am/pm (`7 in the evening`). */
export function resolveClock(c: ClockSpec, part?: PartOfDay): TimeValue {
  let hour = c.hour;
  let alt: Hms | undefined;
  const free = !c.meridiem && !c.fixed && hour <= 12;
  if (free && part && !c.bothMeridiems) hour = hourInPart(hour, part);
  else if (c.bothMeridiems || (free && hour >= 1)) {
    // AM first: `at 5` → 05:00 with 17:00 as the alternative; `at 12` → 12:00 with 00:00
    alt = { hour: hour === 12 ? 0 : hour + 12, minute: c.minute, second: c.second };
  }
  const fields: Fields = { specific_hour: hour };
  if (c.minuteGiven) fields.specific_minute = c.minute;
  if (c.secondGiven) fields.specific_second = c.second;
  fields.granularity = c.secondGiven ? 'second' : c.minuteGiven ? 'minute' : 'hour';
  return { hms: { hour, minute: c.minute, second: c.second }, alt, fields };
}

/** Wall-clock date and time `amount` away from the reference (hours and below in absolute time, DST-safe). */
export function resolveRelativeTime(amount: Amount, sign: 1 | -1, ref: Reference): { date: Ymd; time: TimeValue; dayFields: Fields } {
  const secs = Math.round(amount.hours * 3600 + amount.minutes * 60 + amount.seconds);
  let date: Ymd;
  let hms: Hms;
  if (amount.years || amount.months || amount.weeks || amount.days) {
    const d = addDays(addMonths(ref.today, sign * (amount.years * 12 + amount.months)), sign * Math.round(amount.weeks * 7 + amount.days));
    const total = ref.time.hour * 3600 + ref.time.minute * 60 + ref.time.second + sign * secs;
    const dayShift = Math.floor(total / 86400);
    const rem = total - dayShift * 86400;
    date = addDays(d, dayShift);
    hms = { hour: Math.floor(rem / 3600), minute: Math.floor((rem % 3600) / 60), second: rem % 60 };
  } else {
    const p = ref.zone.localParts(ref.nowMs + sign * secs * 1000);
    date = { year: p.year, month: p.month, day: p.day };
    hms = { hour: p.hour, minute: p.minute, second: p.second };
  }
  const fields: Fields = {};
  if (amount.hours) fields.relative_hour = sign * amount.hours;
  if (amount.minutes) fields.relative_minute = sign * amount.minutes;
  if (amount.seconds) fields.relative_second = sign * amount.seconds;
  fields.granularity = amount.seconds ? 'second' : amount.minutes || !Number.isInteger(amount.hours) ? 'minute' : 'hour';
  return { date, time: { hms, fields }, dayFields: { relative_day: daysBetween(ref.today, date) } };
}

/** `now`: the reference instant. */
export function resolveNow(ref: Reference): TimeValue {
  return { hms: ref.time, fields: { granularity: 'instant' } };
}

/** The from/to pair of a part of the day. */
export function resolvePartRange(part: PartOfDay): readonly [TimeValue, TimeValue] | null {
  if (part === 'lunchtime') return null;
  const [from, to] = PART_RANGES[part];
  const fields: Fields = { part_of_day: part, granularity: 'hour' };
  return [{ hms: from, fields }, { hms: to, fields }];
}
