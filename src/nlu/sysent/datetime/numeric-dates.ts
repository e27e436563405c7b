/** Numeric dates: `2/29/2020`, `2015.5.13`, `05-aug-2016`, `20160112`, `2016 10 16`. */
import type { Atom } from './atoms.js';
import { WEEKDAYS } from './lexicon.js';
import { isNum, punct, readDay, word } from './numbers.js';
import { dateAtom as date, readModifier, readMonth, type Toks } from './date-parts.js';


/** A date written with numbers (and maybe a month name between separators). */
export function numericDate(toks: Toks, i: number): Atom | null {
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

