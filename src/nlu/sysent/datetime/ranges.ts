/** Ranges between two mentions (`from March 15 to 22`, `between 2 and 4pm`) and open ranges (`until 9pm`). */
import type { ClockSpec } from './atoms.js';
import type { Ymd } from './calendar.js';
import { addDays, addMonths, compareYmd, isValidDate } from './calendar.js';
import type { Mention, Span } from './mention.js';
import type { DateValue } from './resolve-date.js';
import type { TimeValue } from './resolve-time.js';
import { resolveClock } from './resolve-time.js';
import { RANGE_CONNECTORS } from './lexicon.js';
import type { Token } from './tokens.js';

export type RangeKind = 'date' | 'time';

export interface RangeMention {
  readonly kind: RangeKind;
  readonly span: Span;
  readonly from: DateValue | TimeValue;
  readonly to: DateValue | TimeValue;
}

export interface OpenRange {
  readonly role: 'from' | 'to';
  readonly modifier: string;
}


const timeOnly = (m: Mention): boolean => !!m.time && !m.date && !m.fused;
const dateOnly = (m: Mention): boolean => !!m.date && !m.time && !m.timeRange && !m.fused;

/**
 * Pairs of mentions that form a range; returns the ranges and the indexes of the mentions they consumed.
 * `bareHours` (legacy entities): `from 2 to 3` is also a pair of times (see `bareHourRange`).
 */
export function findRanges(toks: readonly Token[], input: readonly Mention[], bareHours = false): { ranges: RangeMention[]; used: Set<number>; mentions: Mention[] } {
  const ranges: RangeMention[] = [];
  const used = new Set<number>();
  const rest: Mention[] = [...input];
  const mentions = rest;
  for (let i = 0; i + 1 < mentions.length; i++) {
    const a = mentions[i];
    const b = mentions[i + 1];
    if (b.from - a.to !== 1) continue;
    const conn = toks[a.to].text;
    if (!RANGE_CONNECTORS.has(conn)) continue;
    const pre = a.from > 0 ? toks[a.from - 1].text : '';
    if (conn === 'and' && pre !== 'between') continue;
    const start = pre === 'from' || pre === 'between' ? toks[a.from - 1].start : spanStart(a);
    const span: Span = [start, spanEnd(b)];
    const r = timeRange(a, b, span) ?? dateRange(a, b, span) ?? startDayRange(a, b, span) ?? (bareHours && pre === 'from' ? bareHourRange(a, b, span) : null);
    if (r) {
      ranges.push(r);
      used.add(i);
      used.add(i + 1);
      i++;
      continue;
    }
    // `from monday to friday 9am to 5pm`: the end's date closes the date range, its time stays a mention of its own
    const split = splitDateTime(toks, b, 'date');
    if (split && dateOnly(a)) {
      const rd = dateRange(a, split.date, [start, spanEnd(split.date)]);
      if (rd) {
        ranges.push(rd);
        used.add(i);
        rest[i + 1] = split.time;
      }
      continue;
    }
    // `from 9am to 5pm on friday`, `between 2 and 4pm tomorrow`: the end's time closes the time range, its date stays
    const cut = splitDateTime(toks, b, 'time');
    const rt = cut ? timeRange(a, cut.time, [start, spanEnd(cut.time)]) : null;
    if (cut && rt) {
      ranges.push(rt);
      used.add(i);
      rest[i + 1] = cut.date;
    }
  }
  return { ranges, used, mentions: rest };
}

/**
 * A date-time mention cut in two where its `first` part (the date or the time) ends and the other begins; null when
 * the mention does not hold both in that order.
 */
function splitDateTime(toks: readonly Token[], m: Mention, first: 'date' | 'time'): { date: Mention; time: Mention } | null {
  if (!m.date || !m.time || m.fused) return null;
  const [lead, tail] = first === 'date' ? [m.date, m.time] : [m.time, m.date];
  if (tail.span[0] < lead.span[1]) return null;
  const tailFrom = tokenAt(toks, tail.span[0]);
  const leadTo = tokenAt(toks, lead.span[1] - 1) + 1;
  const [dateFrom, dateTo, timeFrom, timeTo] = first === 'date' ? [m.from, leadTo, tailFrom, m.to] : [tailFrom, m.to, m.from, leadTo];
  return {
    date: { from: dateFrom, to: dateTo, date: m.date, dateSpec: m.dateSpec },
    time: { from: timeFrom, to: timeTo, time: m.time, clock: m.clock },
  };
}

/** Index of the token holding character offset `offset`. */
function tokenAt(toks: readonly Token[], offset: number): number {
  let lo = 0;
  let hi = toks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (toks[mid].start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function spanStart(m: Mention): number {
  return Math.min(m.date?.span[0] ?? Infinity, m.time?.span[0] ?? Infinity, m.dateRange?.span[0] ?? Infinity, m.timeRange?.span[0] ?? Infinity, m.numSpan?.[0] ?? Infinity);
}

function spanEnd(m: Mention): number {
  return Math.max(m.date?.span[1] ?? -Infinity, m.time?.span[1] ?? -Infinity, m.dateRange?.span[1] ?? -Infinity, m.timeRange?.span[1] ?? -Infinity, m.numSpan?.[1] ?? -Infinity);
}

const bareClock = (hour: number): ClockSpec => ({ hour, minute: 0, second: 0, minuteGiven: false, secondGiven: false, fixed: hour > 12 });

function timeRange(a: Mention, b: Mention, span: Span): RangeMention | null {
  const aClock = timeOnly(a) ? a.clock : a.num !== undefined && a.num <= 24 ? bareClock(a.num) : undefined;
  const bClock = timeOnly(b) ? b.clock : b.num !== undefined && b.num <= 24 ? bareClock(b.num) : undefined;
  if (!aClock || !bClock || (a.num !== undefined && b.num !== undefined)) return null;
  if (!(timeOnly(a) && a.time) && !(timeOnly(b) && b.time)) return null;
  // `between 2 and 4pm`: the written pm carries over to the other end when that keeps the range in order
  const pm = (c: ClockSpec): ClockSpec => ({ ...c, hour: c.hour + 12, meridiem: 'pm' });
  const free = (c: ClockSpec): boolean => !c.meridiem && !c.fixed && c.hour < 12;
  let fromClock = aClock;
  let toClock = bClock;
  // … and so does a part of day that put that end after noon (`from 2 to 3 in the afternoon` → 14–15, not 02–15)
  const toPm = toClock.meridiem === 'pm' ? toClock.hour : pmByPart(b, toClock);
  const fromPm = fromClock.meridiem === 'pm' ? fromClock.hour : pmByPart(a, fromClock);
  if (free(fromClock) && toPm !== undefined && fromClock.hour + 12 <= toPm) fromClock = pm(fromClock);
  if (free(toClock) && fromPm !== undefined && toClock.hour + 12 >= fromPm) toClock = pm(toClock);
  const from = timeOnly(a) && a.time && fromClock === aClock ? a.time.value : resolveClock(fromClock);
  let to = timeOnly(b) && b.time && toClock === bClock ? b.time.value : resolveClock(toClock);
  if (compareHms(to, from) < 0 && to.alt && compareHms({ hms: to.alt, fields: {} }, from) >= 0) to = { hms: to.alt, fields: { ...to.fields, specific_hour: to.alt.hour } };
  return { kind: 'time', span, from, to };
}

/** The 24-hour hour of a time-only end whose clock a part of day put after noon (`3 in the afternoon` → 15). */
function pmByPart(m: Mention, clock: ClockSpec): number | undefined {
  if (!timeOnly(m) || !m.time || m.clock !== clock || clock.meridiem || clock.fixed || clock.hour >= 12) return undefined;
  const hour = m.time.value.hms.hour;
  return hour >= 12 ? hour : undefined;
}

/**
 * `from 2 to 3` with the legacy entities: two `@sys-time` (2019 doc: "Similarly … `from 2 to 3` are extracted as two
 * `@sys-time` entities … The two entities in the pair share a literal"). Only clock hours 1–12 after `from`; the end
 * takes its PM reading when it would fall before the start (`from 9 to 5` → 09:00–17:00). The new entities read the
 * same words as a number range (`5 to 7`, system-entities.md), so they never get this pair. The connector is any of
 * RANGE_CONNECTORS, as for every other range (findRanges lets `and` through only after `between`, so never here).
 */
function bareHourRange(a: Mention, b: Mention, span: Span): RangeMention | null {
  if (a.num === undefined || b.num === undefined) return null;
  if (!Number.isInteger(a.num) || !Number.isInteger(b.num) || a.num < 1 || a.num > 12 || b.num < 1 || b.num > 12) return null;
  const from = resolveClock(bareClock(a.num));
  let to = resolveClock(bareClock(b.num));
  if (compareHms(to, from) < 0 && to.alt) to = { hms: to.alt, fields: { ...to.fields, specific_hour: to.alt.hour } };
  return { kind: 'time', span, from, to };
}

const compareHms = (a: TimeValue, b: TimeValue): number =>
  (a.hms.hour - b.hms.hour) * 3600 + (a.hms.minute - b.hms.minute) * 60 + (a.hms.second - b.hms.second);

function dateRange(a: Mention, b: Mention, span: Span): RangeMention | null {
  if (!dateOnly(a) || !a.date) return null;
  let to: DateValue | null = null;
  const sameMonth = a.dateSpec && (a.dateSpec.t === 'md' || a.dateSpec.t === 'dom');
  if (dateOnly(b) && b.date && b.dateSpec?.t === 'dom' && b.dateSpec.monthOffset === undefined && sameMonth) {
    // `may 5th to the 12th`: the end day in the start's month
    const base = a.date.value.ymd;
    const day = b.dateSpec.day;
    if (isValidDate(base.year, base.month, day) && day >= base.day) to = { ymd: { ...base, day }, fields: b.date.value.fields };
  }
  if (!to && dateOnly(b) && b.date) to = b.date.value;
  else if (b.num !== undefined && a.dateSpec && (a.dateSpec.t === 'md' || a.dateSpec.t === 'dom')) {
    const base = a.date.value.ymd;
    if (isValidDate(base.year, base.month, b.num) && b.num >= base.day) to = { ymd: { ...base, day: b.num }, fields: { specific_day: b.num } };
  }
  if (!to) return null;
  const from = startInEndsYear(a, b, a.date.value);
  if (compareYmd(to.ymd, from.ymd) < 0) to = bumpAfter(to, from.ymd, b);
  if (!to) return null;
  return { kind: 'date', span, from, to };
}

/**
 * `from 1 september to 30 november 2032`, `september 1 - november 30, 2032`: a start written with its month and day
 * but no year is in the year the end writes, the year before it when the start's day would fall after the end's (`1
 * november to 31 january 2033` starts in 2032). Resolved alone it took the reference's year. A start that writes its
 * own year, or an end that writes none, keeps its own reading.
 */
function startInEndsYear(a: Mention, b: Mention, from: DateValue): DateValue {
  const start = a.dateSpec;
  const end = b.dateSpec;
  if (start?.t !== 'md' || start.year !== undefined || end?.t !== 'md' || end.year === undefined || !b.date) return from;
  const endYmd = b.date.value.ymd;
  const early = start.month < endYmd.month || (start.month === endYmd.month && start.day <= endYmd.day);
  const year = early ? endYmd.year : endYmd.year - 1;
  if (!isValidDate(year, start.month, start.day)) return from;
  return { ymd: { year, month: start.month, day: start.day }, fields: from.fields };
}

/**
 * `2-5 june`, `from 2 to 5 june`, `from the 2nd to the 5th june`: a bare day (a number or a day of the month) before an
 * end with a month is that day of the end's month, the mirror of `june 2 to 5` (dateRange). Only a day of that month not
 * after the end's.
 */
function startDayRange(a: Mention, b: Mention, span: Span): RangeMention | null {
  if (!dateOnly(b) || !b.date || b.dateSpec?.t !== 'md') return null;
  const day = a.num !== undefined ? a.num : dateOnly(a) && a.dateSpec?.t === 'dom' && a.dateSpec.monthOffset === undefined && a.dateSpec.month === undefined ? a.dateSpec.day : undefined;
  const end = b.date.value.ymd;
  if (day === undefined || !Number.isInteger(day) || day < 1 || day > end.day || !isValidDate(end.year, end.month, day)) return null;
  return { kind: 'date', span, from: { ymd: { ...end, day }, fields: { ...b.date.value.fields, specific_day: day } }, to: b.date.value };
}

/** An end that falls before the start moves forward by the period it left open (a week for a weekday, a year for a month/day). */
function bumpAfter(to: DateValue, from: Ymd, b: Mention): DateValue | null {
  const t = b.dateSpec?.t;
  let ymd: Ymd | null = null;
  if (t === 'weekday') ymd = addDays(to.ymd, 7 * Math.ceil((compareYmd(from, to.ymd) + 1) / 7));
  else if (t === 'md' && b.dateSpec && b.dateSpec.t === 'md' && b.dateSpec.year === undefined) ymd = { ...to.ymd, year: to.ymd.year + 1 };
  else if (t === 'dom') ymd = addMonths(to.ymd, 1);
  if (!ymd || compareYmd(ymd, from) < 0 || !isValidDate(ymd.year, ymd.month, ymd.day)) return null;
  return { ymd, fields: to.fields };
}

const OPEN: ReadonlyMap<string, OpenRange> = new Map([
  ['until', { role: 'to', modifier: 'until' }], ['till', { role: 'to', modifier: 'until' }], ['til', { role: 'to', modifier: 'until' }],
  ['before', { role: 'to', modifier: 'before' }], ['since', { role: 'from', modifier: 'since' }],
  ['after', { role: 'from', modifier: 'after' }], ['from', { role: 'from', modifier: 'from' }],
  ['starting', { role: 'from', modifier: 'starting' }],
]);

/** `until 9pm`, `since yesterday`, `starting from monday`: the word before the mention. */
export function openRangeOf(toks: readonly Token[], m: Mention): OpenRange | null {
  let k = m.from - 1;
  if (k >= 0 && (toks[k].text === 'at' || toks[k].text === 'on' || toks[k].text === 'the')) k--;
  if (k < 0) return null;
  const w = toks[k].text;
  if ((w === 'from' || w === 'on') && k > 0 && toks[k - 1].text === 'starting') return OPEN.get('starting') ?? null;
  if (w === 'to' && k > 0 && toks[k - 1].text === 'up') return OPEN.get('until') ?? null;
  return OPEN.get(w) ?? null;
}
