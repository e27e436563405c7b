/** Matchers for date atoms: explicit dates, weekdays, relative days, festivals, offsets and periods. */
import type { Atom, DateSpec } from './atoms.js';
import { hasTimeUnits } from './atoms.js';
import type { Modifier } from './lexicon.js';
import { AMBIGUOUS_MONTHS, AMBIGUOUS_WEEKDAYS, MODIFIERS, MONTHS, ORDINALS, WEEKDAYS } from './lexicon.js';
import { matchFestival } from './festivals.js';
import { isNum, punct, readDay, readNumber, readYear, word } from './numbers.js';
import type { Token } from './tokens.js';
import { readAmount } from './amount.js';

type Toks = readonly Token[];

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
  push(out, nthWeekday(toks, i));
  push(out, dayOfMonth(toks, i));
  push(out, period(toks, i));
  push(out, lastDayOf(toks, i));
}

function push(out: Atom[], a: Atom | null): void {
  if (a) out.push(a);
}

const date = (from: number, to: number, spec: DateSpec, weak = false): Atom => ({ kind: 'date', from, to, date: spec, weak });

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

// ------------------------------------------------------------------ weekdays

/** Reads `this|next|last|this past|this coming|...` ; returns the modifier and the index after it. */
export function readModifier(toks: Toks, i: number): { mod: Modifier; end: number; past?: boolean } | null {
  const w = word(toks, i);
  if (w === 'this' || w === 'the') {
    const m2 = MODIFIERS.get(word(toks, i + 1));
    if (m2 && m2 !== 'this') return { mod: m2, end: i + 2, past: word(toks, i + 1) === 'past' };
    return w === 'this' ? { mod: 'this', end: i + 1 } : null;
  }
  const m = MODIFIERS.get(w);
  return m ? { mod: m, end: i + 1, past: w === 'past' } : null;
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

/** Optional year after a date: `, 2016`, ` of 1995`, ` in 2020`, `, two thousand`, ` of this year`, `'16`. */
function readYearSuffix(toks: Toks, i: number): { year?: number; yearMod?: Modifier; twoDigit?: boolean; end: number } {
  let j = i;
  if (punct(toks, j) === ',') j++;
  if (word(toks, j) === 'of' || word(toks, j) === 'in') j++;
  if (word(toks, j) === 'the' && word(toks, j + 1) === 'year') j += 2;
  else if (word(toks, j) === 'year') j++;
  const y = readYear(toks, j);
  if (y) return { year: y.value, end: y.end };
  const mod = readModifier(toks, j);
  if (mod && word(toks, mod.end) === 'year') return { yearMod: mod.mod, end: mod.end + 1 };
  // two-digit year only after a comma / apostrophe / `of` (`15 april of 87`, `january first 12`)
  if (isNum(toks, j) && toks[j].text.length === 2 && j > i && !(word(toks, j + 1) && toks[j + 1].glued) && punct(toks, j + 1) !== ':') {
    return { year: toks[j].value, twoDigit: true, end: j + 1 };
  }
  if (punct(toks, i) === "'" && isNum(toks, i + 1) && toks[i + 1].text.length === 2) return { year: toks[i + 1].value, twoDigit: true, end: i + 2 };
  return { end: i };
}

function readMonth(toks: Toks, i: number): { month: number; end: number; word: string } | null {
  const w = word(toks, i);
  const month = MONTHS.get(w);
  if (month === undefined) return null;
  let end = i + 1;
  if (punct(toks, end) === '.' && toks[end].glued) end++;
  return { month, end, word: w };
}

/** Skips an optional weekday prefix: `monday, `, `wed `, `thursday the`. */
function skipWeekday(toks: Toks, i: number): { weekday?: number; end: number } {
  const weekday = WEEKDAYS.get(word(toks, i));
  if (weekday === undefined) return { end: i };
  let j = i + 1;
  if (punct(toks, j) === '.' || punct(toks, j) === ',') j++;
  return { weekday, end: j };
}

/** `next friday june 15` names a near date (this year); `next june 15` the one of next year. */
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

/** A number after a currency sign is an amount, never a day or an hour. */
export const afterCurrency = (toks: Toks, i: number): boolean => i > 0 && CURRENCY_SIGNS.has(toks[i - 1].text);
const CURRENCY_SIGNS = new Set(['$', '€', '£', '¥', '₹']);

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

// ------------------------------------------------------------------ numeric dates

function numericDate(toks: Toks, i: number): Atom | null {
  const mod = readModifier(toks, i);
  const start = mod ? mod.end : i;
  if (!isNum(toks, start)) return null;
  const a = toks[start];
  // yyyymmdd
  if (a.text.length === 8) {
    const y = Number(a.text.slice(0, 4));
    const mo = Number(a.text.slice(4, 6));
    const d = Number(a.text.slice(6, 8));
    if (y >= 1900 && y <= 2100 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31) return date(i, start + 1, { t: 'md', month: mo, day: d, year: y });
    return null;
  }
  const sep = punct(toks, start + 1);
  if (a.text.length === 4 && (sep === '' && isNum(toks, start + 1) && !toks[start + 1].glued)) {
    // 2016 10 16
    const mo = toks[start + 1];
    const d = toks[start + 2];
    if (mo.text.length <= 2 && isNum(toks, start + 2) && d.text.length <= 2 && mo.value >= 1 && mo.value <= 12 && d.value >= 1 && d.value <= 31) {
      return date(i, start + 3, { t: 'md', month: mo.value, day: d.value, year: a.value });
    }
    return null;
  }
  if (sep !== '/' && sep !== '-' && sep !== '.') return null;
  if (!toks[start + 1].glued && sep !== '-') return null;
  const bTok = start + 2;
  const mb = readMonth(toks, bTok);
  if (a.text.length === 4) {
    // 2015/08/12, 2019-aug-01, 2020/23/sep, 2016-12-16
    const y = a.value;
    const sep2 = punct(toks, mb ? mb.end : bTok + 1);
    const cTok = (mb ? mb.end : bTok + 1) + 1;
    if (sep2 !== sep) return null;
    if (mb) {
      const d = readDay(toks, cTok);
      return d ? date(i, d.end, { t: 'md', month: mb.month, day: d.value, year: y }) : null;
    }
    if (!isNum(toks, bTok)) return null;
    const mc = readMonth(toks, cTok);
    if (mc) return date(i, mc.end, { t: 'md', month: mc.month, day: toks[bTok].value, year: y });
    if (!isNum(toks, cTok) || toks[cTok].text.length > 2) return null;
    return date(i, cTok + 1, { t: 'md', month: toks[bTok].value, day: toks[cTok].value, year: y });
  }
  if (a.text.length > 2) return null;
  if (mb) {
    // 05-aug-2016, 23/sep/2020
    let j = mb.end;
    let year: number | undefined;
    let two = false;
    if (punct(toks, j) === sep && isNum(toks, j + 1) && (toks[j + 1].text.length === 4 || toks[j + 1].text.length === 2)) {
      year = toks[j + 1].value;
      two = toks[j + 1].text.length === 2;
      j += 2;
    }
    return date(i, j, { t: 'md', month: mb.month, day: a.value, year, twoDigitYear: two });
  }
  if (!isNum(toks, bTok) || toks[bTok].text.length > 2) return null;
  const b = toks[bTok];
  let j = bTok + 1;
  let year: number | undefined;
  let two = false;
  const sep2 = punct(toks, j);
  if ((sep2 === sep || (sep2 === ',' && sep === '/')) && isNum(toks, j + 1) && (toks[j + 1].text.length === 4 || toks[j + 1].text.length === 2)) {
    if (!(punct(toks, j + 2) === ':' )) {
      year = toks[j + 1].value;
      two = toks[j + 1].text.length === 2;
      j += 2;
    }
  }
  // `-4/5`, `2 1/4`, `3/4 of`, `1/2 cup`: fractions, not dates
  if (year === undefined && sep === '/' && !mod) {
    const prev = i > 0 ? toks[i - 1] : null;
    if (prev && (prev.text === '-' || prev.text === '+' || prev.kind === 'num')) return null;
    if (word(toks, j) === 'of' || FRACTION_NOUNS.has(word(toks, j))) return null;
  }
  // m/d and m.d without a year: m-d / m.d only with a modifier or weekday context (they read as numbers otherwise)
  if (year === undefined && sep !== '/' && !mod) {
    const prev = i > 0 ? toks[i - 1] : null;
    const prevWeekday = prev && (WEEKDAYS.has(prev.text) || prev.text === 'on' || (prev.text === ',' && i > 1 && WEEKDAYS.has(toks[i - 2].text)));
    if (!prevWeekday) return null;
  }
  let month = a.value;
  let day = b.value;
  if (month > 12 && day <= 12) [month, day] = [day, month];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // a decimal number after a currency sign or followed by a unit is not a date
  if (word(toks, j) && toks[j].glued) return null;
  return date(i, j, { t: 'md', month, day, year, twoDigitYear: two, mod: mod?.mod });
}

const FRACTION_NOUNS = new Set(['cup', 'cups', 'inch', 'inches', 'mile', 'miles', 'pound', 'pounds', 'lb', 'lbs', 'oz', 'teaspoon', 'tsp', 'tablespoon', 'tbsp', 'gallon', 'gallons', 'liter', 'litre', 'kg', 'percent', 'share', 'shares', 'hour', 'hours', 'of']);

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

// ------------------------------------------------------------------ nth weekday of a month

function readMonthRef(toks: Toks, i: number): { month?: number; monthOffset?: number; year?: number; end: number } | null {
  let j = i;
  if (word(toks, j) === 'of' || word(toks, j) === 'in') j++;
  else return null;
  if (word(toks, j) === 'the') j++;
  const mod = readModifier(toks, j);
  if (mod && word(toks, mod.end) === 'month') return { monthOffset: mod.mod === 'next' ? 1 : mod.mod === 'last' ? -1 : 0, end: mod.end + 1 };
  const m = readMonth(toks, j);
  if (m) {
    const y = readYearSuffix(toks, m.end);
    return { month: m.month, year: y.year, end: y.year !== undefined ? y.end : m.end };
  }
  return null;
}

function nthWeekday(toks: Toks, i: number): Atom | null {
  let j = i;
  if (word(toks, j) === 'the') j++;
  let n: number | undefined;
  if (word(toks, j) === 'last') n = -1;
  else {
    const r = readNumber(toks, j);
    if (r && r.ordinal && r.value >= 1 && r.value <= 5) n = r.value;
    else if (ORDINALS.has(word(toks, j)) && (ORDINALS.get(word(toks, j)) as number) <= 5) n = ORDINALS.get(word(toks, j));
  }
  if (n === undefined) return null;
  const nEnd = word(toks, j) === 'last' ? j + 1 : (readNumber(toks, j)?.end ?? j + 1);
  const weekday = WEEKDAYS.get(word(toks, nEnd));
  if (weekday === undefined) return null;
  const ref = readMonthRef(toks, nEnd + 1);
  if (ref) return date(i, ref.end, { t: 'nth', n, weekday, month: ref.month, monthOffset: ref.monthOffset, year: ref.year });
  return date(i, nEnd + 1, { t: 'nth', n, weekday, monthOffset: 0 });
}

// ------------------------------------------------------------------ day of month: the 21st, 20th of next month

function dayOfMonth(toks: Toks, i: number): Atom | null {
  let j = i;
  const the = word(toks, j) === 'the';
  if (the) j++;
  const on = i > 0 && word(toks, i - 1) === 'on';
  const d = readDay(toks, j);
  if (!d) return null;
  if (d.digits === 0 && !d.ordinal) return null;
  let end = d.end;
  if (word(toks, end) === 'day' && d.ordinal) end++;
  const ref = readMonthRef(toks, end);
  if (ref) {
    if (ref.month !== undefined) return null; // handled by dayFirst
    return date(i, ref.end, { t: 'dom', day: d.value, monthOffset: ref.monthOffset });
  }
  if (d.digits === 0 && !the) return null;
  if (!the && !on && !d.ordinal) return null;
  // `for the 27.`: `the` + a plain day number at the end of a clause is a date
  const next = end < toks.length ? toks[end] : null;
  if (the && d.digits > 0 && !d.ordinal && (!next || (next.kind === 'punct' && /^[.!?,;]$/.test(next.text) && !isNum(toks, end + 1)))) {
    return date(i, end, { t: 'dom', day: d.value });
  } // a bare `7` is a number (an hour after `at`, a day after a weekday)
  // `the 6th power`, `the 3rd floor`: an ordinal before a noun is not a date
  if (ORDINAL_NOUNS.has(word(toks, end)) || /est$/.test(word(toks, end))) return null;
  // `the 27th` is a date; `the 27`, `on 15`, a lone `5th` only next to a time or weekday
  const weak = !(the && d.ordinal);
  if (d.digits > 0 && word(toks, d.end) && toks[d.end].glued && !d.ordinal) return null;
  return date(i, end, { t: 'dom', day: d.value }, weak);
}

const ORDINAL_NOUNS = new Set([
  'power', 'floor', 'time', 'times', 'grade', 'place', 'century', 'person', 'birthday', 'anniversary', 'amendment',
  'edition', 'row', 'street', 'st', 'avenue', 'ave', 'item', 'option', 'one', 'ones', 'question', 'step', 'round', 'week',
  'month', 'year', 'inning', 'level', 'chapter', 'page', 'line', 'percentile', 'attempt', 'try', 'choice', 'person',
  'generation', 'gen', 'quarter', 'period', 'season', 'episode', 'book', 'grader', 'graders', 'floor', 'wheel',
]);

function lastDayOf(toks: Toks, i: number): Atom | null {
  let j = i;
  if (word(toks, j) === 'the') j++;
  if (word(toks, j) !== 'last' || word(toks, j + 1) !== 'day') return null;
  const ref = readMonthRef(toks, j + 2);
  if (!ref) return null;
  return date(i, ref.end, { t: 'lastDay', month: ref.month, monthOffset: ref.monthOffset, year: ref.year });
}

// ------------------------------------------------------------------ periods: this weekend, next week, next month, in march, 2020, Q2

function period(toks: Toks, i: number): Atom | null {
  const w = word(toks, i);
  const mod = readModifier(toks, i);
  if (mod) {
    const u = word(toks, mod.end);
    const offset = mod.mod === 'next' ? 1 : mod.mod === 'last' ? -1 : 0;
    if (u === 'week' || u === 'weekend' || u === 'month' || u === 'year' || u === 'quarter') {
      return { kind: 'period', from: i, to: mod.end + 1, period: { unit: u, offset } };
    }
    return null;
  }
  if (w === 'the' && word(toks, i + 1) === 'weekend') return { kind: 'period', from: i, to: i + 2, period: { unit: 'weekend', offset: 0 } };
  if (w === 'weekend' && i > 0 && (word(toks, i - 1) === 'on' || word(toks, i - 1) === 'at')) return { kind: 'period', from: i, to: i + 1, period: { unit: 'weekend', offset: 0 } };
  // Q2 2020, second quarter [of] 2020
  let q: number | undefined;
  let j = i;
  if (w === 'q' && isNum(toks, i + 1) && toks[i + 1].glued && toks[i + 1].value >= 1 && toks[i + 1].value <= 4 && toks[i + 1].text.length === 1) {
    q = toks[i + 1].value;
    j = i + 2;
  }
  else {
    let k = i;
    if (w === 'the') k++;
    const o = ORDINALS.get(word(toks, k));
    if (o !== undefined && o <= 4 && word(toks, k + 1) === 'quarter') { q = o; j = k + 2; }
  }
  if (q !== undefined) {
    const y = readYearSuffix(toks, j);
    return { kind: 'period', from: i, to: y.year !== undefined ? y.end : j, period: { unit: 'quarter', quarter: q, year: y.year } };
  }
  // [in|of|during|since|until] march [2020] ; march 2020 ; in 2020
  const prep = w === 'in' || w === 'during' || w === 'of' || w === 'throughout';
  const m = readMonth(toks, prep ? i + 1 : i);
  if (m) {
    const y = readYearSuffix(toks, m.end);
    const hasYear = y.year !== undefined && !y.twoDigit;
    const ambiguous = AMBIGUOUS_MONTHS.has(m.word) || m.word.length <= 4;
    if (!hasYear && ambiguous && (!prep || m.word.length <= 4)) return null; // `in apr` (a rate), `may`
    return { kind: 'period', from: i, to: hasYear ? y.end : m.end, period: { unit: 'month', month: m.month, year: hasYear ? y.year : undefined }, weak: !prep && !hasYear && ambiguous };
  }
  if (prep || (w === 'year')) {
    let k = i + 1;
    if (word(toks, k) === 'the' && word(toks, k + 1) === 'year') k += 2;
    else if (word(toks, k) === 'year') k++;
    const y = isNum(toks, k) ? readYear(toks, k) : null;
    if (y && !(punct(toks, y.end) === '-' || punct(toks, y.end) === '/' || punct(toks, y.end) === ':')) {
      return { kind: 'period', from: i, to: y.end, period: { unit: 'year', year: y.value } };
    }
  }
  return null;
}

