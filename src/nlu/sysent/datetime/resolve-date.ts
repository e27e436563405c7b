/** Resolving written dates against the reference day: future value first, the past one as the alternative. */
import type { Amount, DateSpec, PeriodSpec } from './atoms.js';
import type { Ymd } from './calendar.js';
import {
  WEEKDAY_NAMES, addDays, addMonths, compareYmd, daysBetween, daysInMonth, isValidDate, nthWeekdayOfMonth,
  startOfWeek, weekdayOf,
} from './calendar.js';
import { FESTIVAL_RULES } from './festivals.js';
import type { Reference } from './reference.js';

/** Interpretation fields (`relative_day`, `specific_month`, `festival`, ...). */
export type Fields = Record<string, string | number>;

export interface DateValue {
  readonly ymd: Ymd;
  readonly alt?: Ymd;
  readonly fields: Fields;
}

export interface DateRangeValue {
  readonly from: DateValue;
  readonly to: DateValue;
}

const MAX_SCAN_YEARS = 9;

const fullYear = (y: number, twoDigit?: boolean): number => (twoDigit ? (y < 40 ? 2000 + y : 1900 + y) : y);

/** Next date on or after `today` with this month/day (Feb 29 waits for a leap year); the previous one as alternative when the year rolled. */
function upcomingMonthDay(month: number, day: number, today: Ymd): { ymd: Ymd; alt?: Ymd } | null {
  let value: Ymd | null = null;
  for (let y = today.year; y <= today.year + MAX_SCAN_YEARS; y++) {
    if (isValidDate(y, month, day) && compareYmd({ year: y, month, day }, today) >= 0) { value = { year: y, month, day }; break; }
  }
  if (!value) return null;
  if (value.year === today.year) return { ymd: value };
  for (let y = value.year - 1; y >= today.year - MAX_SCAN_YEARS; y--) {
    if (isValidDate(y, month, day) && compareYmd({ year: y, month, day }, today) < 0) return { ymd: value, alt: { year: y, month, day } };
  }
  return { ymd: value };
}

function applyAmount(base: Ymd, a: Amount, sign: 1 | -1): Ymd {
  let d = addMonths(base, sign * (a.years * 12 + a.months));
  d = addDays(d, sign * Math.round(a.weeks * 7 + a.days));
  let left = a.businessDays;
  for (let guard = 0; left > 0 && guard < 5000; guard++) {
    d = addDays(d, sign);
    const wd = weekdayOf(d);
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

function festivalIn(key: string, year: number): Ymd | null {
  const rule = FESTIVAL_RULES[key];
  if (!rule || year < 1 || year > 9999) return null;
  return rule(year);
}

/** Resolves one date spec; null when it names no real date (`February 30`). */
export function resolveDate(spec: DateSpec, ref: Reference): DateValue | null {
  const today = ref.today;
  switch (spec.t) {
    case 'rel':
      return { ymd: addDays(today, spec.days), fields: { relative_day: spec.days } };
    case 'weekday': {
      const wd = spec.weekday;
      const fields: Fields = { specific_day_of_week: WEEKDAY_NAMES[wd] };
      if (spec.weekOffset !== undefined) {
        const monday = addDays(startOfWeek(today), 7 * spec.weekOffset);
        return { ymd: addDays(monday, (wd + 6) % 7), fields: { relative_week: spec.weekOffset, ...fields } };
      }
      const ahead = (wd - weekdayOf(today) + 7) % 7;
      const mod = spec.pastMod ? 'last' : spec.mod;
      if (mod === 'next') return { ymd: addDays(today, ahead || 7), fields };
      if (mod === 'last') return { ymd: addDays(today, -(((weekdayOf(today) - wd + 7) % 7) || 7)), fields };
      if (mod === 'this') return ahead === 0 ? { ymd: addDays(today, 7), alt: today, fields } : { ymd: addDays(today, ahead), fields };
      const ymd = addDays(today, ahead);
      return { ymd, alt: addDays(ymd, -7), fields };
    }
    case 'md': {
      const fields: Fields = { specific_month: spec.month, specific_day: spec.day };
      let year: number | undefined;
      if (spec.year !== undefined) year = fullYear(spec.year, spec.twoDigitYear);
      else if (spec.yearMod) year = today.year + (spec.yearMod === 'next' ? 1 : spec.yearMod === 'last' ? -1 : 0);
      else if (spec.mod) year = today.year + (spec.mod === 'next' ? 1 : spec.mod === 'last' ? -1 : 0);
      if (year !== undefined) {
        if (!isValidDate(year, spec.month, spec.day)) return null;
        if (spec.year !== undefined) fields.specific_year = year;
        return { ymd: { year, month: spec.month, day: spec.day }, fields };
      }
      const up = upcomingMonthDay(spec.month, spec.day, today);
      return up ? { ...up, fields } : null;
    }
    case 'dom': {
      const fields: Fields = { specific_day: spec.day };
      if (spec.monthOffset !== undefined) {
        const m = addMonths({ year: today.year, month: today.month, day: 1 }, spec.monthOffset);
        if (!isValidDate(m.year, m.month, spec.day)) return null;
        return { ymd: { year: m.year, month: m.month, day: spec.day }, fields: { relative_month: spec.monthOffset, ...fields } };
      }
      return upcomingDayOfMonth(spec.day, today, fields);
    }
    case 'festival': {
      const fields: Fields = { festival: spec.key };
      if (spec.year !== undefined || spec.yearOffset !== undefined) {
        const y = spec.year ?? today.year + (spec.yearOffset ?? 0);
        const ymd = festivalIn(spec.key, y);
        if (!ymd) return null;
        if (spec.year !== undefined) fields.specific_year = y;
        return { ymd, fields };
      }
      const thisYear = festivalIn(spec.key, today.year);
      if (!thisYear) return null;
      const cmp = compareYmd(thisYear, today);
      const pick = (ymd: Ymd | null, alt?: Ymd): DateValue | null => (ymd ? { ymd, alt, fields } : null);
      if (spec.mod === 'next') return cmp > 0 ? pick(thisYear) : pick(festivalIn(spec.key, today.year + 1));
      if (spec.mod === 'last') return cmp < 0 ? pick(thisYear) : pick(festivalIn(spec.key, today.year - 1));
      if (spec.mod === 'this' || cmp >= 0) return pick(thisYear);
      return pick(festivalIn(spec.key, today.year + 1), thisYear);
    }
    case 'offset': {
      if (spec.weekdayUnit !== undefined) {
        const ahead = ((spec.weekdayUnit - weekdayOf(today) + 7) % 7) || 7;
        const count = Math.max(1, Math.min(52, spec.amount.days));
        return { ymd: addDays(today, ahead + 7 * (count - 1)), fields: { specific_day_of_week: WEEKDAY_NAMES[spec.weekdayUnit] } };
      }
      const base = spec.base ? resolveDate(spec.base, ref) : { ymd: today, fields: {} };
      if (!base) return null;
      const ymd = applyAmount(base.ymd, spec.amount, spec.sign);
      return { ymd, fields: spec.base ? { relative_day: daysBetween(today, ymd) } : amountFields(spec.amount, spec.sign, today, ymd) };
    }
    case 'nth': {
      const fields: Fields = { specific_day_of_week: WEEKDAY_NAMES[spec.weekday] };
      if (spec.month !== undefined) {
        fields.specific_month = spec.month;
        if (spec.year !== undefined) {
          const d = nthWeekdayOfMonth(spec.year, spec.month, spec.weekday, spec.n);
          return d ? { ymd: d, fields: { ...fields, specific_year: spec.year } } : null;
        }
        const cur = nthWeekdayOfMonth(today.year, spec.month, spec.weekday, spec.n);
        if (cur && compareYmd(cur, today) >= 0) return { ymd: cur, fields };
        const next = nthWeekdayOfMonth(today.year + 1, spec.month, spec.weekday, spec.n);
        return next ? { ymd: next, alt: cur ?? undefined, fields } : null;
      }
      const m = addMonths({ year: today.year, month: today.month, day: 1 }, spec.monthOffset ?? 0);
      const d = nthWeekdayOfMonth(m.year, m.month, spec.weekday, spec.n);
      if (spec.monthOffset) fields.relative_month = spec.monthOffset;
      return d ? { ymd: d, fields } : null;
    }
    case 'lastDay': {
      let year = spec.year ?? today.year;
      let month = spec.month ?? today.month;
      if (spec.monthOffset !== undefined) {
        const m = addMonths({ year: today.year, month: today.month, day: 1 }, spec.monthOffset);
        year = m.year;
        month = m.month;
      }
      return { ymd: { year, month, day: daysInMonth(year, month) }, fields: { specific_month: month } };
    }
  }
  return null;
}

function amountFields(a: Amount, sign: 1 | -1, today: Ymd, ymd: Ymd): Fields {
  const f: Fields = {};
  if (a.years) f.relative_year = sign * a.years;
  if (a.months) f.relative_month = sign * a.months;
  if (a.weeks) f.relative_week = sign * a.weeks;
  if (a.days) f.relative_day = sign * a.days;
  if (a.businessDays) f.relative_day = daysBetween(today, ymd);
  return f;
}

/** `the 21st`: this month when still ahead, else the next month that has that day (this month's as alternative). */
function upcomingDayOfMonth(day: number, today: Ymd, fields: Fields): DateValue | null {
  if (day >= today.day && isValidDate(today.year, today.month, day)) return { ymd: { ...today, day }, fields };
  let next: Ymd | null = null;
  for (let k = 1; k <= 12 && !next; k++) {
    const m = addMonths({ year: today.year, month: today.month, day: 1 }, k);
    if (isValidDate(m.year, m.month, day)) next = { year: m.year, month: m.month, day };
  }
  if (!next) return null;
  let prev: Ymd | undefined;
  for (let k = 0; k <= 12 && !prev; k++) {
    const m = addMonths({ year: today.year, month: today.month, day: 1 }, -k);
    const cand = { year: m.year, month: m.month, day };
    if (isValidDate(m.year, m.month, day) && compareYmd(cand, today) < 0) prev = cand;
  }
  return { ymd: next, alt: prev, fields };
}

/** `Friday the 22nd`: this month when it falls on that weekday, else the nearest future month (nearest past as alternative). */
export function resolveWeekdayDay(weekday: number, day: number, today: Ymd): DateValue | null {
  const fields: Fields = { specific_day: day, specific_day_of_week: WEEKDAY_NAMES[weekday] };
  const at = (k: number): Ymd | null => {
    const m = addMonths({ year: today.year, month: today.month, day: 1 }, k);
    return isValidDate(m.year, m.month, day) && weekdayOf({ year: m.year, month: m.month, day }) === weekday ? { year: m.year, month: m.month, day } : null;
  };
  const cur = at(0);
  if (cur) return { ymd: cur, fields };
  let future: Ymd | null = null;
  let past: Ymd | null = null;
  for (let k = 1; k <= 48 && !future; k++) future = at(k);
  for (let k = 1; k <= 48 && !past; k++) past = at(-k);
  if (!future) return past ? { ymd: past, fields } : null;
  return { ymd: future, alt: past ?? undefined, fields };
}

/** The weekday inside the (Sunday-first) week holding `d`: `monday two weeks from now`. */
export function weekdayInWeekOf(d: Ymd, weekday: number): Ymd {
  return addDays(d, weekday - weekdayOf(d));
}

/** First and last day of a period. */
export function resolvePeriod(p: PeriodSpec, ref: Reference): DateRangeValue | null {
  const today = ref.today;
  const off = p.offset ?? 0;
  switch (p.unit) {
    case 'week': {
      const from = addDays(startOfWeek(today), 7 * off);
      const f: Fields = { relative_week: off, granularity: 'week' };
      return { from: { ymd: from, fields: f }, to: { ymd: addDays(from, 6), fields: f } };
    }
    case 'fortnight': {
      // the service lists a `fortnight` granularity (system-entities.md) but no relative field for it: two weeks from
      // this week's Monday, the next/last one the two weeks after/before (docs/behaviour/sysent-datetime.md "Fortnights")
      const from = addDays(startOfWeek(today), 14 * off);
      const f: Fields = { granularity: 'fortnight' };
      return { from: { ymd: from, fields: f }, to: { ymd: addDays(from, 13), fields: f } };
    }
    case 'weekend': {
      const monday = startOfWeek(today);
      const sat = addDays(monday, 5 + 7 * off);
      const f: Fields = { relative_weekend: off, granularity: 'weekend' };
      return { from: { ymd: sat, fields: f }, to: { ymd: addDays(sat, 1), fields: f } };
    }
    case 'month': {
      if (p.month !== undefined) {
        let year = p.year ?? today.year;
        let alt: number | undefined;
        if (p.year === undefined && p.month < today.month) { alt = year; year += 1; }
        const f: Fields = { specific_month: p.month, granularity: 'month' };
        if (p.year !== undefined) f.specific_year = p.year;
        const last = daysInMonth(year, p.month);
        return {
          from: { ymd: { year, month: p.month, day: 1 }, alt: alt !== undefined ? { year: alt, month: p.month, day: 1 } : undefined, fields: f },
          to: { ymd: { year, month: p.month, day: last }, alt: alt !== undefined ? { year: alt, month: p.month, day: daysInMonth(alt, p.month) } : undefined, fields: f },
        };
      }
      const m = addMonths({ year: today.year, month: today.month, day: 1 }, off);
      const f: Fields = { relative_month: off, granularity: 'month' };
      return { from: { ymd: m, fields: f }, to: { ymd: { ...m, day: daysInMonth(m.year, m.month) }, fields: f } };
    }
    case 'year': {
      const year = p.year ?? today.year + off;
      if (year < 1 || year > 9999) return null;
      const f: Fields = p.year !== undefined ? { specific_year: year, granularity: 'year' } : { relative_year: off, granularity: 'year' };
      return { from: { ymd: { year, month: 1, day: 1 }, fields: f }, to: { ymd: { year, month: 12, day: 31 }, fields: f } };
    }
    case 'quarter': {
      let q = p.quarter;
      let year = p.year ?? today.year;
      const f: Fields = { granularity: 'quarter' };
      if (q === undefined) {
        const idx = Math.floor((today.month - 1) / 3) + off + year * 4;
        year = Math.floor(idx / 4);
        q = idx - year * 4 + 1;
      } else {
        f.specific_quarter = q;
        if (p.year !== undefined) f.specific_year = p.year;
      }
      const month = (q - 1) * 3 + 1;
      return {
        from: { ymd: { year, month, day: 1 }, fields: f },
        to: { ymd: { year, month: month + 2, day: daysInMonth(year, month + 2) }, fields: f },
      };
    }
  }
}
