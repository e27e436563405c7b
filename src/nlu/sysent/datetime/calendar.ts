/**
 * Civil (proleptic Gregorian) calendar arithmetic on plain year/month/day triples. Integer-only, so it is exact
 * for every year, leap days included, and independent of the host time zone.
 */
import { WEEKDAY_NAMES as WEEKDAYS } from '../../../common/calendar-names.js';

/** A calendar date; `month` 1–12, `day` 1–31. */
export interface Ymd {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A wall-clock time of day. */
export interface Hms {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Lowercase weekday names, Sunday first (index = `weekdayOf` result): the service's values of `specific_day_of_week`. */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAYS.map((day) => day.toLowerCase());

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when the triple names a real date (no February 30th, no month 13). */
export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

/** Days since 1970-01-01 (H. Hinnant's `days_from_civil`). */
export function toDayNumber(d: Ymd): number {
  const y = d.month <= 2 ? d.year - 1 : d.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (d.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of `toDayNumber`. */
export function fromDayNumber(n: number): Ymd {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function addDays(d: Ymd, days: number): Ymd {
  return fromDayNumber(toDayNumber(d) + days);
}

/** Adds months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(d: Ymd, months: number): Ymd {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(d: Ymd): number {
  return (((toDayNumber(d) + 4) % 7) + 7) % 7;
}

/** Days between two dates (`b - a`). */
export function daysBetween(a: Ymd, b: Ymd): number {
  return toDayNumber(b) - toDayNumber(a);
}

export function compareYmd(a: Ymd, b: Ymd): number {
  return toDayNumber(a) - toDayNumber(b);
}

/** The Monday that starts the ISO week holding `d`. */
export function startOfWeek(d: Ymd): Ymd {
  return addDays(d, -((weekdayOf(d) + 6) % 7));
}

/** The `n`-th (1-based; -1 = last) given weekday of a month, or null when the month has no such day. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): Ymd | null {
  if (n === -1) {
    const last = { year, month, day: daysInMonth(year, month) };
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = { year, month, day: 1 };
  const day = 1 + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** `yyyy-MM-dd`. */
export function formatDate(d: Ymd): string {
  const y = String(d.year);
  return `${'0000'.slice(y.length)}${y}-${pad2(d.month)}-${pad2(d.day)}`;
}

/** `HH:mm:ss`. */
export function formatTime(t: Hms): string {
  return `${pad2(t.hour)}:${pad2(t.minute)}:${pad2(t.second)}`;
}
