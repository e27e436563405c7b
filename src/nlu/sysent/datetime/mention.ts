/** One group resolved: its date, time, date range (periods) or time range (parts of the day). */
import type { Atom, ClockSpec, DateSpec } from './atoms.js';
import { hasTimeUnits } from './atoms.js';
import { WEEKDAY_NAMES, daysBetween } from './calendar.js';
import type { Group } from './group.js';
import type { PartOfDay } from './lexicon.js';
import type { Reference } from './reference.js';
import type { DateValue, Fields } from './resolve-date.js';
import { resolveDate, resolvePeriod, resolveWeekdayDay, weekdayInWeekOf } from './resolve-date.js';
import type { TimeValue } from './resolve-time.js';
import { resolveClock, resolveNow, resolvePartRange, resolveRelativeTime } from './resolve-time.js';
import type { Token } from './tokens.js';

export type Span = readonly [number, number];

export interface Mention {
  /** Token span of the group. */
  readonly from: number;
  readonly to: number;
  date?: { value: DateValue; span: Span };
  time?: { value: TimeValue; span: Span };
  dateRange?: { from: DateValue; to: DateValue; span: Span };
  timeRange?: { from: TimeValue; to: TimeValue; span: Span };
  /** Date and time come from the same words (`now`, `in 5 minutes`): one location for both. */
  fused?: boolean;
  /** A group made of a bare number only: kept for ranges (`between 2 and 4pm`), never emitted. */
  readonly num?: number;
  readonly numSpan?: Span;
  /** For ranges: the clock as written (meridiem propagation) and the date spec (same-month day ends). */
  readonly clock?: ClockSpec;
  readonly dateSpec?: DateSpec;
}

function charSpan(toks: readonly Token[], atoms: readonly Atom[]): Span {
  let s = Infinity;
  let e = -Infinity;
  for (const a of atoms) {
    s = Math.min(s, toks[a.from].start);
    e = Math.max(e, toks[a.to - 1].end);
  }
  return [s, e];
}

/** Resolves a group; null when nothing in it stands on its own (a lone `3`, a lone `sat`). */
export function resolveGroup(toks: readonly Token[], g: Group, ref: Reference): Mention | null {
  const atoms = g.atoms.filter((a) => !(a.weak && a.kind === 'date' && a.date.t === 'weekday' && g.atoms.length > 1 && !g.atoms.some((b) => b.kind === 'num' || (b.kind === 'date' && b !== a))));
  if (atoms.length === 0) return null;
  const strong = atoms.filter((a) => !a.weak);
  // `12 lunchtime`: an hour and a part of day hold each other up
  const hourAndPart = atoms.some((a) => a.kind === 'num') && atoms.some((a) => a.kind === 'pod');
  // `mon 13th`: a weekday and a day of the month hold each other up
  const weekdayAndDay = atoms.some((a) => a.kind === 'date' && a.date.t === 'weekday') &&
    atoms.some((a) => a.kind === 'num' || (a.kind === 'date' && a.date.t === 'dom'));
  if (strong.length === 0 && !hourAndPart && !weekdayAndDay) {
    const only = atoms.length === 1 ? atoms[0] : null;
    return only && only.kind === 'num' ? { from: g.from, to: g.to, num: only.value, numSpan: charSpan(toks, [only]) } : null;
  }
  const first = atoms[0];
  if (atoms.length === 1) {
    if (first.kind === 'now') {
      const span = charSpan(toks, atoms);
      return { from: g.from, to: g.to, fused: true, date: { value: { ymd: ref.today, fields: { relative_day: 0 } }, span }, time: { value: resolveNow(ref), span } };
    }
    if (first.kind === 'reltime') {
      const span = charSpan(toks, atoms);
      if (!hasTimeUnits(first.amount)) {
        const v = resolveDate({ t: 'offset', base: null, amount: first.amount, sign: first.sign }, ref);
        return v ? { from: g.from, to: g.to, date: { value: v, span } } : null;
      }
      const r = resolveRelativeTime(first.amount, first.sign, ref);
      return { from: g.from, to: g.to, fused: true, date: { value: { ymd: r.date, fields: r.dayFields }, span }, time: { value: r.time, span } };
    }
    if (first.kind === 'window') {
      const edge = resolveRelativeTime(first.amount, first.sign, ref).time;
      const now = resolveNow(ref);
      const [from, to] = first.sign === 1 ? [now, edge] : [edge, now];
      return { from: g.from, to: g.to, timeRange: { from, to, span: charSpan(toks, atoms) } };
    }
    if (first.kind === 'period') {
      const r = resolvePeriod(first.period, ref);
      return r ? { from: g.from, to: g.to, dateRange: { ...r, span: charSpan(toks, atoms) } } : null;
    }
  }
  const dateAtoms = atoms.filter((a) => a.kind === 'date' || (a.kind === 'period'));
  const timeAtom = atoms.find((a) => a.kind === 'time');
  const pod = atoms.find((a) => a.kind === 'pod');
  const num = atoms.find((a) => a.kind === 'num');
  const eod = atoms.find((a) => a.kind === 'eod');
  const part: PartOfDay | undefined = pod && pod.kind === 'pod' ? pod.part : undefined;

  // ---- the date
  let date: DateValue | null = null;
  let dateSpan: Span | null = null;
  let dateSpec: DateSpec | undefined;
  let podIsDate = false;
  const yearNum = num && num.kind === 'num' && num.value >= 1000 ? num.value : undefined;
  const specs = dateAtoms.flatMap((a) => {
    if (a.kind !== 'date') return [];
    return yearNum !== undefined && a.date.t === 'md' && a.date.year === undefined && !a.date.yearMod ? [{ ...a.date, year: yearNum }] : [a.date];
  });
  const weekPeriod = dateAtoms.find((a) => a.kind === 'period');
  // `monday 21`, `friday 23 at 4`: a number right after a lone weekday is its day of the month
  const weekdayAtom = dateAtoms.find((a) => a.kind === 'date' && a.date.t === 'weekday');
  const numUsedAsDay = !!num && num.kind === 'num' && !!weekdayAtom && num.from >= weekdayAtom.to && specs.length === 1 &&
    (!!timeAtom || !pod) && num.value >= 1 && num.value <= 31;
  if (specs.length || weekPeriod) {
    date = combineDates(specs, weekPeriod && weekPeriod.kind === 'period' ? weekPeriod.period.offset : undefined, numUsedAsDay && num.kind === 'num' ? num.value : undefined, ref);
    if (!date) return null;
    dateSpan = charSpan(toks, (numUsedAsDay || yearNum !== undefined) && num ? [...dateAtoms, num] : dateAtoms);
    dateSpec = specs.length === 1 ? specs[0] : undefined;
  } else if (pod && pod.kind === 'pod' && pod.dayOffset !== undefined) {
    date = { ymd: addDaysSafe(ref, pod.dayOffset), fields: { relative_day: pod.dayOffset } };
    dateSpan = charSpan(toks, [pod]);
    podIsDate = true;
  }

  // ---- the time
  let time: TimeValue | null = null;
  let timeSpan: Span | null = null;
  let clock: ClockSpec | undefined;
  if (timeAtom && timeAtom.kind === 'time') {
    clock = timeAtom.clock;
    time = resolveClock(timeAtom.clock, part);
    // `tonight at 7`: `tonight` is the date's words; `morning at 7` belongs to the time
    timeSpan = charSpan(toks, pod && !podIsDate && !between(dateAtoms, timeAtom, pod) ? [timeAtom, pod] : [timeAtom]);
  } else if (num && num.kind === 'num' && !numUsedAsDay && (part || date) && num.value <= 24) {
    if (!part && !pod) {
      // `on 15` next to nothing but a date: not a time
    } else {
      clock = { hour: num.value, minute: 0, second: 0, minuteGiven: false, secondGiven: false, fixed: num.value > 12 };
      time = resolveClock(clock, part);
      timeSpan = charSpan(toks, pod && !podIsDate && !between(dateAtoms, num, pod) ? [num, pod] : [num]);
    }
  } else if (eod) {
    if (!date) {
      date = { ymd: ref.today, fields: { relative_day: 0 } };
      dateSpan = charSpan(toks, [eod]);
    }
    time = { hms: { hour: 23, minute: 59, second: 59 }, fields: { specific_hour: 23, specific_minute: 59, specific_second: 59, granularity: 'second' } };
    timeSpan = charSpan(toks, [eod, ...dateAtoms]);
  }

  // dom from a weak `on 15` / `the 27` with a time
  if (!date && !time && !pod) return null;
  const m: Mention = { from: g.from, to: g.to, clock, dateSpec };
  if (date && dateSpan) m.date = { value: date, span: dateSpan };
  if (time && timeSpan) m.time = { value: time, span: timeSpan };
  if (!time && part && pod) {
    const r = resolvePartRange(part);
    if (r) m.timeRange = { from: r[0], to: r[1], span: charSpan(toks, [pod]) };
  }
  if (!m.date && !m.time && !m.timeRange) return null;
  // a group whose only strong part is a weak-looking date next to nothing (`the 27`) stays out
  return m;
}

/** True when one of `atoms` sits between `a` and `b` (`at 4 tomorrow afternoon`). */
function between(atoms: readonly Atom[], a: Atom, b: Atom): boolean {
  const lo = Math.min(a.to, b.to);
  const hi = Math.max(a.from, b.from);
  return atoms.some((x) => x.from >= lo && x.to <= hi);
}

function addDaysSafe(ref: Reference, days: number) {
  const d = resolveDate({ t: 'rel', days }, ref);
  return d ? d.ymd : ref.today;
}

/** Several date atoms of one group: the explicit date wins; weekdays refine days, weeks and offsets. */
function combineDates(specs: readonly DateSpec[], weekOffset: number | undefined, dayNumber: number | undefined, ref: Reference): DateValue | null {
  const weekday = specs.find((s) => s.t === 'weekday');
  const others = specs.filter((s) => s !== weekday);
  const explicit = others.find((s) => s.t === 'md' || s.t === 'festival' || s.t === 'nth' || s.t === 'lastDay') ?? others.find((s) => s.t !== 'rel') ?? others[0];
  if (weekday && weekday.t === 'weekday') {
    const wdFields: Fields = { specific_day_of_week: WEEKDAY_NAMES[weekday.weekday] };
    if (weekOffset !== undefined) return resolveDate({ t: 'weekday', weekday: weekday.weekday, weekOffset }, ref);
    if (dayNumber !== undefined) return resolveWeekdayDay(weekday.weekday, dayNumber, ref.today);
    if (explicit && explicit.t === 'dom' && explicit.monthOffset === undefined) return resolveWeekdayDay(weekday.weekday, explicit.day, ref.today);
    if (explicit && explicit.t === 'offset') {
      const base = resolveDate(explicit, ref);
      if (!base) return null;
      const ymd = weekdayInWeekOf(base.ymd, weekday.weekday);
      return { ymd, fields: { relative_day: daysBetween(ref.today, ymd), ...wdFields } };
    }
    if (explicit && explicit.t === 'md') {
      // `this friday 5/12`, `next friday 5/12`: a near date, so this year
      const spec = weekday.mod && explicit.year === undefined && !explicit.mod && !explicit.yearMod ? { ...explicit, mod: 'this' as const } : explicit;
      const v = resolveDate(spec, ref);
      return v ? { ...v, fields: { ...v.fields, ...wdFields } } : null;
    }
    if (explicit) return resolveDate(explicit, ref);
    return resolveDate(weekday, ref);
  }
  if (weekOffset !== undefined && !explicit) return null;
  return explicit ? resolveDate(explicit, ref) : null;
}
