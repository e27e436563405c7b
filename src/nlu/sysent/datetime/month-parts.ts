/** Dates inside a month and periods: `the first friday of july`, `the 20th of next month`, `next week`, `Q2 2020`. */
import type { Atom } from './atoms.js';
import { AMBIGUOUS_MONTHS, CARDINALS, ORDINALS, TENS, WEEKDAYS } from './lexicon.js';
import { isNum, punct, readDay, readNumber, readYear, word } from './numbers.js';
import { dateAtom as date, readModifier, readMonth, readMonthRef, readYearSuffix, type Toks } from './date-parts.js';

// ------------------------------------------------------------------ nth weekday of a month

export function nthWeekday(toks: Toks, i: number): Atom | null {
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

export function dayOfMonth(toks: Toks, i: number): Atom | null {
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
  // `the second charge`, `the first time`: a word ordinal is a date only before a pause or a date/time word
  const after = word(toks, end);
  if (d.digits === 0 && after && !AFTER_WORD_ORDINAL.has(after) && !CARDINALS.has(after) && !TENS.has(after)) return null;
  // `the 27th` and a lone digit ordinal (`how far is 1st gass station`, `on 22nd`) are dates, but not after a
  // determiner (`our 24th retweet competition`); `the 27`, `on 15`, a word ordinal only next to a time or weekday
  // (nor after `,` / `and` / `or`: in `may 15th, 16th and 17th` the list's month is the first day's, unread here)
  const before = i > 0 ? toks[i - 1].text : '';
  const loneDigitOrdinal = !the && d.ordinal && d.digits > 0 && d.digits <= 2 && !isDeterminer(before) && !LIST_JOINS.has(before);
  const weak = !((the && d.ordinal) || loneDigitOrdinal);
  if (d.digits > 0 && word(toks, d.end) && toks[d.end].glued && !d.ordinal) return null;
  return date(i, end, { t: 'dom', day: d.value }, weak);
}

const AFTER_WORD_ORDINAL = new Set(['at', 'to', 'through', 'thru', 'till', 'until', 'and', 'or', 'please', 'then', 'in', 'on', 'for', 'around', 'by', 'from', 'morning', 'afternoon', 'evening', 'night']);

const LIST_JOINS: ReadonlySet<string> = new Set([',', 'and', 'or', '&']);

/** Words before an ordinal that make it a rank (`my 2nd card`, `our 24th`, `john's 3rd`), not a day. */
function isDeterminer(w: string): boolean {
  return DETERMINERS.has(w) || w.endsWith("'s");
}

const DETERMINERS = new Set([
  'my', 'our', 'your', 'his', 'her', 'their', 'its', 'a', 'an', 'this', 'that', 'these', 'those', 'every', 'each',
  'per', 'whose', 'any', 'no', 'which', 'what', 'another',
]);

const ORDINAL_NOUNS = new Set([
  'power', 'floor', 'time', 'times', 'grade', 'place', 'century', 'person', 'birthday', 'anniversary', 'amendment',
  'edition', 'row', 'street', 'st', 'avenue', 'ave', 'item', 'option', 'one', 'ones', 'question', 'step', 'round', 'week',
  'month', 'year', 'inning', 'level', 'chapter', 'page', 'line', 'percentile', 'attempt', 'try', 'choice', 'person',
  'generation', 'gen', 'quarter', 'period', 'season', 'episode', 'book', 'grader', 'graders', 'floor', 'wheel',
  'class', 'half', 'prize', 'gear', 'lap', 'term', 'semester', 'payment', 'installment', 'instalment',
]);

export function lastDayOf(toks: Toks, i: number): Atom | null {
  let j = i;
  if (word(toks, j) === 'the') j++;
  if (word(toks, j) !== 'last' || word(toks, j + 1) !== 'day') return null;
  const ref = readMonthRef(toks, j + 2);
  if (!ref) return null;
  return date(i, ref.end, { t: 'lastDay', month: ref.month, monthOffset: ref.monthOffset, year: ref.year });
}

// ------------------------------------------------------------------ periods: this weekend, next week, next month, in march, 2020, Q2

const OPEN_RANGE_WORDS: ReadonlySet<string> = new Set(['since', 'until', 'till', 'til', 'before', 'after']);

/** Periods: `this weekend`, `next week`, `last month`, `Q2 2020`, `in March`, `in 2020`. */
export function period(toks: Toks, i: number): Atom | null {
  const w = word(toks, i);
  const mod = readModifier(toks, i);
  if (mod) {
    const u = word(toks, mod.end);
    const offset = mod.mod === 'next' ? 1 : mod.mod === 'last' ? -1 : 0;
    if (u === 'week' || u === 'fortnight' || u === 'weekend' || u === 'month' || u === 'year' || u === 'quarter') {
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
    // `the day of march 5th`: the month begins a month and day, not a period of its own
    const day = prep ? readDay(toks, m.end) : null;
    if (day && day.ordinal && !ORDINAL_NOUNS.has(word(toks, day.end))) return null;
    const y = readYearSuffix(toks, m.end);
    const hasYear = y.year !== undefined && !y.twoDigit;
    const ambiguous = AMBIGUOUS_MONTHS.has(m.word) || m.word.length <= 4;
    if (!hasYear && ambiguous && (!prep || m.word.length <= 4)) return null; // `in apr` (a rate), `may`
    return { kind: 'period', from: i, to: hasYear ? y.end : m.end, period: { unit: 'month', month: m.month, year: hasYear ? y.year : undefined }, weak: !prep && !hasYear && ambiguous };
  }
  // `since 2019`, `until 2020`: a year right after an open-range word (the word stays outside the mention)
  if (i > 0 && OPEN_RANGE_WORDS.has(word(toks, i - 1)) && isNum(toks, i)) {
    const y = readYear(toks, i);
    if (y && !(punct(toks, y.end) === '-' || punct(toks, y.end) === '/' || punct(toks, y.end) === ':' || word(toks, y.end))) {
      return { kind: 'period', from: i, to: y.end, period: { unit: 'year', year: y.value } };
    }
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

