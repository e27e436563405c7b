/** Reading numbers (digits or English words) off the token stream: days of month, hours, years, counts. */
import type { Token } from './tokens.js';
import { CARDINALS, ORDINALS, ORDINAL_SUFFIXES, TENS } from './lexicon.js';

export interface NumberRead {
  readonly value: number;
  /** Index of the first token after the number. */
  readonly end: number;
  /** Written as an ordinal (`21st`, `first`, `twenty-second`). */
  readonly ordinal: boolean;
  /** Written with digits; `digits` is their count. */
  readonly digits: number;
}

/** The word at `i`, or '' when there is none. */
export const word = (toks: readonly Token[], i: number): string => (i < toks.length && toks[i].kind === 'word' ? toks[i].text : '');
/** The punctuation character at `i`, or ''. */
export const punct = (toks: readonly Token[], i: number): string => (i < toks.length && toks[i].kind === 'punct' ? toks[i].text : '');
/** True when token `i` is a digit run. */
export const isNum = (toks: readonly Token[], i: number): boolean => i < toks.length && toks[i].kind === 'num';

/** A word number 0–99 (`seven`, `forty five`, `forty-five`, `twenty first`), optionally ordinal. */
export function readWordNumber(toks: readonly Token[], i: number): NumberRead | null {
  const w = word(toks, i);
  if (!w) return null;
  const unit = CARDINALS.get(w);
  if (unit !== undefined) return w === 'oh' ? null : { value: unit, end: i + 1, ordinal: false, digits: 0 };
  const ord = ORDINALS.get(w);
  if (ord !== undefined) return { value: ord, end: i + 1, ordinal: true, digits: 0 };
  const tens = TENS.get(w);
  if (tens === undefined) return null;
  let j = i + 1;
  if (punct(toks, j) === '-' && toks[j].glued) j++;
  const next = word(toks, j);
  const u = CARDINALS.get(next);
  if (u !== undefined && u >= 1 && u <= 9) return { value: tens + u, end: j + 1, ordinal: false, digits: 0 };
  const o = ORDINALS.get(next);
  if (o !== undefined && o >= 1 && o <= 9) return { value: tens + o, end: j + 1, ordinal: true, digits: 0 };
  return { value: tens, end: i + 1, ordinal: false, digits: 0 };
}

/** Digits (with an optional glued `st/nd/rd/th`) or a word number. */
export function readNumber(toks: readonly Token[], i: number): NumberRead | null {
  if (isNum(toks, i)) {
    const t = toks[i];
    const sfx = word(toks, i + 1);
    if (sfx && toks[i + 1].glued && ORDINAL_SUFFIXES.has(sfx)) return { value: t.value, end: i + 2, ordinal: true, digits: t.text.length };
    return { value: t.value, end: i + 1, ordinal: false, digits: t.text.length };
  }
  return readWordNumber(toks, i);
}

/** A day of the month 1–31. */
export function readDay(toks: readonly Token[], i: number): NumberRead | null {
  const n = readNumber(toks, i);
  if (!n || n.value < 1 || n.value > 31 || (n.digits > 2)) return null;
  // a glued letter after digits that is not an ordinal suffix (`7pm`, `5h`) is not a day
  if (n.digits > 0 && !n.ordinal && word(toks, n.end) && toks[n.end].glued) return null;
  return n;
}

/** Count for `in N days`: digits, word numbers, `a`/`an`/`one`, `a few`, `a couple of`. */
export function readCount(toks: readonly Token[], i: number): NumberRead | null {
  const w = word(toks, i);
  if (w === 'a' || w === 'an') {
    if (word(toks, i + 1) === 'few') return { value: 3, end: i + 2, ordinal: false, digits: 0 };
    if (word(toks, i + 1) === 'couple') return { value: 2, end: word(toks, i + 2) === 'of' ? i + 3 : i + 2, ordinal: false, digits: 0 };
    return { value: 1, end: i + 1, ordinal: false, digits: 0 };
  }
  if (w === 'few' || w === 'several') return { value: 3, end: i + 1, ordinal: false, digits: 0 };
  const n = readNumber(toks, i);
  if (!n || n.ordinal || (n.digits > 0 && n.digits > 6)) return null;
  return n;
}

/** A year: four digits (1000–2999 unless `allowAny`), or words (`nineteen eighty six`, `two thousand and eighteen`). */
export function readYear(toks: readonly Token[], i: number): NumberRead | null {
  if (isNum(toks, i)) {
    const t = toks[i];
    if (t.text.length === 4 && t.value >= 1000 && t.value <= 2999 && !(word(toks, i + 1) && toks[i + 1].glued)) {
      return { value: t.value, end: i + 1, ordinal: false, digits: 4 };
    }
    return null;
  }
  return readYearWords(toks, i);
}

function readYearWords(toks: readonly Token[], i: number): NumberRead | null {
  const w = word(toks, i);
  // "two thousand [and] eighteen"
  if (w === 'two' || w === 'one') {
    if (word(toks, i + 1) !== 'thousand') return null;
    const base = w === 'two' ? 2000 : 1000;
    let j = i + 2;
    if (word(toks, j) === 'and') j++;
    const rest = readWordNumber(toks, j);
    if (rest && !rest.ordinal) return { value: base + rest.value, end: rest.end, ordinal: false, digits: 0 };
    return { value: base, end: i + 2, ordinal: false, digits: 0 };
  }
  const hi = readWordNumber(toks, i);
  if (!hi || hi.ordinal || hi.value < 10) return null;
  let j = hi.end;
  if (word(toks, j) === 'hundred') {
    j++;
    if (word(toks, j) === 'and') j++;
    const lo = readWordNumber(toks, j);
    if (lo && !lo.ordinal) return { value: hi.value * 100 + lo.value, end: lo.end, ordinal: false, digits: 0 };
    return { value: hi.value * 100, end: j, ordinal: false, digits: 0 };
  }
  if (word(toks, j) === 'oh' || word(toks, j) === 'zero') {
    const lo = readWordNumber(toks, j + 1);
    if (lo && !lo.ordinal && lo.value < 10) return { value: hi.value * 100 + lo.value, end: lo.end, ordinal: false, digits: 0 };
    return null;
  }
  const lo = readWordNumber(toks, j);
  if (lo && !lo.ordinal && lo.value >= 10) return { value: hi.value * 100 + lo.value, end: lo.end, ordinal: false, digits: 0 };
  return null;
}
