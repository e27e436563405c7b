/** Shared readers of the date grammar: modifiers, month names, weekday prefixes, years after a date, month references. */
import type { Atom, DateSpec } from './atoms.js';
import type { Modifier } from './lexicon.js';
import { MODIFIERS, MONTHS, WEEKDAYS } from './lexicon.js';
import { isNum, punct, readYear, word } from './numbers.js';
import type { Token } from './tokens.js';

export type Toks = readonly Token[];

/** A date atom. */
export const dateAtom = (from: number, to: number, spec: DateSpec, weak = false): Atom => ({ kind: 'date', from, to, date: spec, weak });

// ------------------------------------------------------------------ modifiers

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

// ------------------------------------------------------------------ months and years

/** Optional year after a date: `, 2016`, ` of 1995`, ` in 2020`, `, two thousand`, ` of this year`, `'16`. */
export function readYearSuffix(toks: Toks, i: number): { year?: number; yearMod?: Modifier; twoDigit?: boolean; end: number } {
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

export function readMonth(toks: Toks, i: number): { month: number; end: number; word: string } | null {
  const w = word(toks, i);
  const month = MONTHS.get(w);
  if (month === undefined) return null;
  let end = i + 1;
  if (punct(toks, end) === '.' && toks[end].glued) end++;
  return { month, end, word: w };
}

/** Skips an optional weekday prefix: `monday, `, `wed `, `thursday the`. */
export function skipWeekday(toks: Toks, i: number): { weekday?: number; end: number } {
  const weekday = WEEKDAYS.get(word(toks, i));
  if (weekday === undefined) return { end: i };
  let j = i + 1;
  if (punct(toks, j) === '.' || punct(toks, j) === ',') j++;
  return { weekday, end: j };
}

/** `next friday june 15` names a near date (this year); `next june 15` the one of next year. */

/** A number after a currency sign is an amount, never a day or an hour. */
export const afterCurrency = (toks: Toks, i: number): boolean => i > 0 && CURRENCY_SIGNS.has(toks[i - 1].text);
const CURRENCY_SIGNS = new Set(['$', '€', '£', '¥', '₹']);


/** `of next month`, `in march 2020`. */
export function readMonthRef(toks: Toks, i: number): { month?: number; monthOffset?: number; year?: number; end: number } | null {
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

