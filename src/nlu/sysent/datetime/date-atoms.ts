/** Matchers for date atoms: explicit dates, weekdays, relative days, festivals, offsets and periods. */
import type { Atom, DateSpec } from './atoms.js';
import { hasTimeUnits, zeroAmount } from './atoms.js';
import type { Modifier } from './lexicon.js';
import { AMBIGUOUS_MONTHS, AMBIGUOUS_WEEKDAYS, WEEKDAYS } from './lexicon.js';
import { matchFestival } from './festivals.js';
import { punct, readDay, readYear, word } from './numbers.js';
import { readAmount } from './amount.js';
import { afterCurrency, dateAtom, readModifier, readMonth, readYearSuffix, skipWeekday, type Toks } from './date-parts.js';
import { numericDate } from './numeric-dates.js';
import { timeWindow } from './windows.js';
import { dayOfMonth, lastDayOf, nthWeekday, period } from './month-parts.js';

const RELATIVE_DAYS: ReadonlyMap<string, number> = new Map([
  ['today', 0], ['tonite', 0], ['tomorrow', 1], ['tmrw', 1], ['tmr', 1], ['tomorow', 1], ['tommorow', 1],
  ['tommorrow', 1], ['yesterday', -1], ['otd', 0],
]);

/** Every date atom that starts at token `i` (the caller keeps the longest). */
export function matchDateAtoms(toks: Toks, i: number, out: Atom[]): void {
  push(out, relativeDay(toks, i));
  push(out, weekdayAtom(toks, i));
  push(out, monthFirst(toks, i));
  push(out, dayFirst(toks, i));
  push(out, numericDate(toks, i));
  push(out, festival(toks, i));
  push(out, offsetDate(toks, i));
  push(out, timeWindow(toks, i));
  push(out, nthWeekday(toks, i));
  push(out, dayOfMonth(toks, i));
  push(out, period(toks, i));
  push(out, lastDayOf(toks, i));
}

function push(out: Atom[], a: Atom | null): void {
  if (a) out.push(a);
}

const date = dateAtom;

// ------------------------------------------------------------------ relative days

function relativeDay(toks: Toks, i: number): Atom | null {
  const w = word(toks, i);
  const days = RELATIVE_DAYS.get(w);
  if (days !== undefined) return date(i, i + 1, { t: 'rel', days });
  // [the] day after|before tomorrow|yesterday|tmrw ; [the] day after|before ; [the] next day ; this day
  let j = i;
  if (w === 'the') j++;
  if (word(toks, j) === 'day' && (word(toks, j + 1) === 'after' || word(toks, j + 1) === 'before')) {
    const dir = word(toks, j + 1) === 'after' ? 1 : -1;
    const base = RELATIVE_DAYS.get(word(toks, j + 2));
    if (base !== undefined && base !== 0) return date(i, j + 3, { t: 'rel', days: base + dir });
    if (word(toks, j + 2) === 'today') return date(i, j + 3, { t: 'rel', days: dir });
    // `the day after christmas`, `the day before May 3`
    const anchor = baseAt(toks, j + 2);
    if (anchor) return date(i, anchor.to, { t: 'offset', base: anchor.date, amount: { ...zeroAmount(), days: 1 }, sign: dir });
    if (j > i) return date(i, j + 2, { t: 'rel', days: dir });
    return null;
  }
  if ((word(toks, j) === 'next' || word(toks, j) === 'following') && word(toks, j + 1) === 'day') return date(i, j + 2, { t: 'rel', days: 1 });
  if ((word(toks, j) === 'last' || word(toks, j) === 'past' || word(toks, j) === 'previous') && word(toks, j + 1) === 'day' && word(toks, j + 2) !== 'of') {
    return date(i, j + 2, { t: 'rel', days: -1 });
  }
  if (w === 'this' && word(toks, i + 1) === 'day') return date(i, i + 2, { t: 'rel', days: 0 });
  return null;
}

function weekdayAtom(toks: Toks, i: number): Atom | null {
  const mod = readModifier(toks, i);
  const j = mod ? mod.end : i;
  const w = word(toks, j);
  const weekday = WEEKDAYS.get(w);
  if (weekday === undefined || w.endsWith('days')) return null;
  let end = j + 1;
  if (punct(toks, end) === '.' && w.length <= 4) end++;
  // `monday of next week`, `tuesday of last week`, `friday next week`
  let k = end;
  if (word(toks, k) === 'of' || word(toks, k) === 'on') k++;
  if (word(toks, k) === 'the') k++;
  const wm = readModifier(toks, k);
  if (wm && word(toks, wm.end) === 'week') {
    const offset = wm.mod === 'next' ? 1 : wm.mod === 'last' ? -1 : 0;
    return date(i, wm.end + 1, { t: 'weekday', weekday, weekOffset: offset });
  }
  const weak = !mod && AMBIGUOUS_WEEKDAYS.has(w);
  return date(i, end, { t: 'weekday', weekday, mod: mod?.mod, pastMod: mod?.past }, weak);
}

// ------------------------------------------------------------------ explicit dates with a month name

function nearMod(mod: { mod: Modifier } | null, wd: { weekday?: number }): Modifier | undefined {
  if (!mod) return undefined;
  return wd.weekday !== undefined ? 'this' : mod.mod;
}

function monthFirst(toks: Toks, i: number): Atom | null {
  const mod = readModifier(toks, i);
  const start = mod && mod.mod !== 'this' ? mod.end : mod ? mod.end : i;
  const wd = skipWeekday(toks, start);
  const m = readMonth(toks, wd.end);
  if (!m) return null;
  let j = m.end;
  if (punct(toks, j) === '-' || punct(toks, j) === '/' || punct(toks, j) === ',') j++;
  if (word(toks, j) === 'the') j++;
  // september-2020-23
  const yFirst = readYear(toks, j);
  if (yFirst && punct(toks, yFirst.end) === '-' && readDay(toks, yFirst.end + 1)) {
    const d = readDay(toks, yFirst.end + 1)!;
    return date(i, d.end, { t: 'md', month: m.month, day: d.value, year: yFirst.value });
  }
  const d = readDay(toks, j);
  if (!d) return null;
  // `may 5 people`, `march 3 times`: a unit-like word right after a plain number is not a date
  if (!d.ordinal && AMBIGUOUS_MONTHS.has(m.word) && wd.end === start && mod === null && isCountedNoun(word(toks, d.end))) return null;
  let end = d.end;
  if (word(toks, end) === 'day' && d.ordinal) end++;
  // sep-23-2020, dec31 , 1994, 08/12,2015 style separators before the year
  let ys = end;
  if (punct(toks, ys) === '-' || punct(toks, ys) === '/') ys++;
  const y = readYearSuffix(toks, ys);
  const spec: DateSpec = y.year !== undefined || y.yearMod
    ? { t: 'md', month: m.month, day: d.value, year: y.year, yearMod: y.yearMod, twoDigitYear: y.twoDigit, mod: nearMod(mod, wd) }
    : { t: 'md', month: m.month, day: d.value, mod: nearMod(mod, wd) };
  return date(i, y.end > ys ? y.end : end, spec);
}

const COUNTED = new Set(['people', 'persons', 'times', 'percent', 'dollars', 'items', 'pieces', 'points', 'of', 'kg', 'km', 'miles', 'minutes', 'hours', 'days', 'weeks', 'months', 'years']);
const isCountedNoun = (w: string): boolean => COUNTED.has(w);
function dayFirst(toks: Toks, i: number): Atom | null {
  if (afterCurrency(toks, i)) return null;
  const mod = readModifier(toks, i);
  const start = mod ? mod.end : i;
  const wd = skipWeekday(toks, start);
  let j = wd.end;
  if (word(toks, j) === 'the') j++;
  const d = readDay(toks, j);
  if (!d) return null;
  j = d.end;
  if (word(toks, j) === 'day' && d.ordinal) j++;
  const wordCardinal = d.digits === 0 && !d.ordinal; // `twenty five january`, but not `party of two, february`
  if (!wordCardinal && (punct(toks, j) === '.' || punct(toks, j) === '-' || punct(toks, j) === '/' || punct(toks, j) === ',')) j++;
  if (word(toks, j) === 'of') j++;
  // 23-2020-september
  const yMid = readYear(toks, j);
  if (yMid && punct(toks, yMid.end) === '-') {
    const m2 = readMonth(toks, yMid.end + 1);
    if (m2) return date(i, m2.end, { t: 'md', month: m2.month, day: d.value, year: yMid.value });
  }
  const m = readMonth(toks, j);
  if (!m) return null;
  if (m.word === 'may' && !d.ordinal && d.digits === 0) return null; // `one may` is not a date
  let ys = m.end;
  if (punct(toks, ys) === '-' || punct(toks, ys) === '/' || punct(toks, ys) === '.') ys++;
  const y = readYearSuffix(toks, ys);
  const spec: DateSpec = { t: 'md', month: m.month, day: d.value, year: y.year, yearMod: y.yearMod, twoDigitYear: y.twoDigit, mod: nearMod(mod, wd) };
  return date(i, y.end > ys ? y.end : m.end, spec);
}

// ------------------------------------------------------------------ festivals

function festival(toks: Toks, i: number): Atom | null {
  const mod = readModifier(toks, i);
  const start = mod && mod.mod !== 'this' ? mod.end : i;
  const f = matchFestival(toks, start);
  if (!f) return null;
  const y = readYearSuffix(toks, f.end);
  if (y.year !== undefined) return date(i, y.end, { t: 'festival', key: f.key, year: y.twoDigit ? undefined : y.year });
  if (y.yearMod) return date(i, y.end, { t: 'festival', key: f.key, yearOffset: y.yearMod === 'next' ? 1 : y.yearMod === 'last' ? -1 : 0 });
  if (word(toks, f.end) === 'day' && f.key === 'newyear') return date(i, f.end + 1, { t: 'festival', key: f.key, mod: mod?.mod });
  return date(i, f.end, { t: 'festival', key: f.key, mod: start !== i ? mod?.mod : undefined });
}

// ------------------------------------------------------------------ offsets: in 3 days, 2 weeks ago, 3 days after christmas

const BASES_NOW = new Set(['now', 'today']);

function offsetDate(toks: Toks, i: number): Atom | null {
  let j = i;
  const lead = word(toks, i);
  if (lead === 'in' || lead === 'within') j++;
  const amt = readAmount(toks, j);
  if (!amt) return null;
  if (amt.weekday !== undefined) {
    // two sundays from now, two monday later
    const k = amt.end;
    if (word(toks, k) === 'later' || (word(toks, k) === 'from' && BASES_NOW.has(word(toks, k + 1)))) {
      const end = word(toks, k) === 'later' ? k + 1 : k + 2;
      return date(i, end, { t: 'offset', base: null, amount: amt.amount, sign: 1, weekdayUnit: amt.weekday });
    }
    return null;
  }
  const relative = (to: number, sign: 1 | -1): Atom =>
    hasTimeUnits(amt.amount)
      ? { kind: 'reltime', from: i, to, amount: amt.amount, sign }
      : date(i, to, { t: 'offset', base: null, amount: amt.amount, sign });
  if (lead === 'in' || lead === 'within') return relative(amt.end, 1);
  const k = amt.end;
  const w = word(toks, k);
  if (w === 'ago' || w === 'earlier' || (w === 'before' && !baseAt(toks, k + 1))) return relative(k + 1, -1);
  if (w === 'later' || w === 'hence' || (w === 'after' && !baseAt(toks, k + 1))) return relative(k + 1, 1);
  if (w === 'from' && word(toks, k + 1) === 'now') return relative(k + 2, 1);
  if (w === 'from' || w === 'after' || w === 'before' || w === 'since') {
    const base = baseAt(toks, k + 1);
    if (!base) return null;
    return date(i, base.to, { t: 'offset', base: base.date, amount: amt.amount, sign: w === 'before' ? -1 : 1 });
  }
  return null;
}

/** A date right after `from`/`after`/`before` (one level: no offsets of offsets). */
function baseAt(toks: Toks, i: number): { date: DateSpec; to: number } | null {
  if (BASES_NOW.has(word(toks, i))) return { date: { t: 'rel', days: 0 }, to: i + 1 };
  const found: Atom[] = [];
  push(found, relativeDay(toks, i));
  push(found, weekdayAtom(toks, i));
  push(found, monthFirst(toks, i));
  push(found, dayFirst(toks, i));
  push(found, numericDate(toks, i));
  push(found, festival(toks, i));
  let best: Atom | null = null;
  for (const a of found) if (a.kind === 'date' && (!best || a.to > best.to)) best = a;
  return best && best.kind === 'date' ? { date: best.date, to: best.to } : null;
}

