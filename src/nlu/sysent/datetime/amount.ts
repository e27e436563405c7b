/** Reading spans of time: `3 days`, `2 years 1 month and 21 days`, `half an hour`, `a fortnight`, `four business days`. */
import type { Amount } from './atoms.js';
import { zeroAmount } from './atoms.js';
import type { TimeUnit } from './lexicon.js';
import { UNITS, WEEKDAYS } from './lexicon.js';
import { punct, readCount, word } from './numbers.js';
import type { Token } from './tokens.js';

export interface AmountRead {
  readonly amount: Amount;
  readonly end: number;
  /** `two sundays`: the count is of a weekday, not of a unit. */
  readonly weekday?: number;
}

function addUnit(a: Amount, unit: TimeUnit, n: number): void {
  switch (unit) {
    case 'second': a.seconds += n; break;
    case 'minute': a.minutes += n; break;
    case 'hour': a.hours += n; break;
    case 'day': a.days += n; break;
    case 'week': a.weeks += n; break;
    case 'fortnight': a.weeks += 2 * n; break;
    case 'month': a.months += n; break;
    case 'year': a.years += n; break;
  }
}

/** One `COUNT UNIT` term; null when none starts at `i`. */
function readTerm(toks: readonly Token[], i: number, a: Amount): { end: number; weekday?: number } | null {
  let j = i;
  if (word(toks, j) === 'less' && word(toks, j + 1) === 'than') j += 2;
  // half an hour, a half hour, half a day, a quarter of an hour, a quarter hour
  const lead = word(toks, j) === 'a' || word(toks, j) === 'an' ? j + 1 : j;
  if (word(toks, lead) === 'half' || word(toks, lead) === 'quarter') {
    const frac = word(toks, lead) === 'half' ? 0.5 : 0.25;
    let k = lead + 1;
    if (word(toks, k) === 'of') k++;
    if (word(toks, k) === 'a' || word(toks, k) === 'an') k++;
    const unit = UNITS.get(word(toks, k));
    if (unit === 'hour') { a.minutes += 60 * frac; return { end: k + 1 }; }
    if (unit === 'minute') { a.seconds += 60 * frac; return { end: k + 1 }; }
    if (unit === 'day') { a.hours += 24 * frac; return { end: k + 1 }; }
    return null;
  }
  const n = readCount(toks, j);
  if (!n) return null;
  let k = n.end;
  if (punct(toks, k) === '-' && toks[k].glued) k++;
  const w = word(toks, k).replace(/'s$/, '');
  if ((w === 'business' || w === 'working') && UNITS.get(word(toks, k + 1)) === 'day') {
    a.businessDays += n.value;
    return { end: k + 2 };
  }
  const unit = UNITS.get(w);
  if (unit) {
    // `an hour and a half`
    let end = k + 1;
    if (word(toks, end) === 'and' && word(toks, end + 1) === 'a' && word(toks, end + 2) === 'half') {
      addUnit(a, unit, n.value + 0.5);
      end += 3;
    } else addUnit(a, unit, n.value);
    return { end };
  }
  const wd = WEEKDAYS.get(w);
  if (wd !== undefined && n.value >= 1 && n.value <= 52 && n.digits <= 2) return { end: k + 1, weekday: wd };
  return null;
}

/** A span of one or more terms (`1 month, 21 days`, `2 hours and 30 mins`). */
export function readAmount(toks: readonly Token[], i: number): AmountRead | null {
  const amount = zeroAmount();
  const first = readTerm(toks, i, amount);
  if (!first) return null;
  if (first.weekday !== undefined) {
    // the count of weekdays travels in `days`
    const count = zeroAmount();
    count.days = readCount(toks, i)?.value ?? 1;
    return { amount: count, end: first.end, weekday: first.weekday };
  }
  let end = first.end;
  for (let guard = 0; guard < 6; guard++) {
    let j = end;
    if (punct(toks, j) === ',' || word(toks, j) === 'and') j++;
    const next = readTerm(toks, j, amount);
    if (!next || next.weekday !== undefined) break;
    end = next.end;
  }
  return { amount, end };
}
