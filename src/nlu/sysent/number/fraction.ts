/**
 * Fractions written in words: `three quarters`, `a fifth`, `one hundred thirty-fifths` (100/35),
 * `twenty and three fifths`, `one and a half`, `five and a half million`, `one billion and three quarters
 * million`, `two thirds of a million`, `half a dozen`.
 *
 * Where the numerator ends and the denominator starts follows the Recognizers-Text English parser (MIT),
 * whose specs we measure against: walking back from the ordinal, words join the denominator while they
 * compose with it (`thirty` + `fifths` = 35th, `one hundred` + `fifth` = 105th). After `and`, a numerator
 * smaller than the denominator makes a mixed number (`one hundred and three quarters` = 100.75), a larger
 * one divides the whole (`one hundred and thirty fifths` = 130/5).
 */
import { isPlainNumeral, type Atom } from './atoms.js';

interface Item {
  /** Cardinal value; 0 for `and`. */
  value: number;
  sep: boolean;
  digits: boolean;
}

export interface FractionPhrase {
  value: number;
  end: number;
}

const MAX_RUN = 40;

/** A written fraction starting at atom `i` (with its trailing multiplier), or null. */
export function parseWordFraction(atoms: readonly Atom[], i: number): FractionPhrase | null {
  const run = collectRun(atoms, i);
  if (!run) return null;
  const { items, ordinal } = run;
  let whole = 0;
  let fraction: number;
  let mixed = false;
  let intScale: number | null = null;
  if (items.length === 0) {
    // a bare `half`; `quarter` only before a multiplier (`quarter million`)
    if (ordinal.word === 'quarter' && trailingMultiplier(atoms, run.end)) fraction = 0.25;
    else if (ordinal.word !== 'half') return null;
    else fraction = 0.5;
  } else {
    const parts = splitFraction(items, ordinal.v);
    if (!parts) return null;
    const { numerator, denominator, numeratorIsDigits, intLast } = parts;
    if (numeratorIsDigits || denominator === 0 || !Number.isFinite(parts.whole)) return null;
    if (!pluralAgrees(numerator ?? parts.whole, ordinal)) return null;
    if (numerator !== null && numerator < denominator) {
      mixed = true;
      whole = parts.whole;
      fraction = numerator / denominator;
      intScale = intLast >= 1000 ? intLast : null;
    } else {
      fraction = (parts.whole + (numerator ?? 0)) / denominator;
    }
  }
  const post = trailingMultiplier(atoms, run.end);
  // `one billion and three quarters million`, `one million and a half`: the fraction is of the scale
  if (mixed && intScale !== null) return { value: whole + fraction * (post?.value ?? intScale), end: post?.end ?? run.end };
  const value = whole + fraction;
  return post ? { value: value * post.value, end: post.end } : { value, end: run.end };
}

/** `first`/`second` alone are not denominators (`a first class seat`, `one second`). */
function pluralAgrees(numerator: number, ordinal: { plural: boolean; word: string; v: number }): boolean {
  if (!ordinal.plural && (ordinal.word === 'first' || ordinal.word === 'second')) return false;
  return numerator === 1 ? !ordinal.plural : ordinal.plural;
}

interface Run {
  items: Item[];
  ordinal: { v: number; plural: boolean; word: string };
  end: number;
}

/** Number words, `and`, `a`, hyphens and numerals up to an ordinal; null when no ordinal ends the run. */
function collectRun(atoms: readonly Atom[], i: number): Run | null {
  const items: Item[] = [];
  let j = i;
  while (j < atoms.length && j - i < MAX_RUN) {
    const a = atoms[j];
    switch (a.k) {
      case 'unit': case 'teen': case 'tens': {
        // tens-unit compounds are one word: `ninety - five`, `thirty-fifths`, `twenty-first`
        if (a.k === 'tens' && atoms[j + 1]?.k === 'hyphen') {
          const after = atoms[j + 2];
          if (after?.k === 'unit') {
            items.push({ value: a.v + after.v, sep: false, digits: false });
            j += 3;
            continue;
          }
          if (after?.k === 'ord' && after.v < 10) {
            return { items, ordinal: { v: a.v + after.v, plural: after.plural, word: 'compound' }, end: j + 3 };
          }
        }
        items.push({ value: a.v, sep: false, digits: false });
        break;
      }
      case 'hundred': case 'scale':
        if (a.k === 'scale' && a.plural) return null;
        if (a.k === 'hundred' && a.plural) return null;
        items.push({ value: a.k === 'hundred' ? 100 : a.v, sep: false, digits: false });
        break;
      case 'a':
        if (items.length > 0 && !items[items.length - 1].sep) return null;
        items.push({ value: 1, sep: false, digits: false });
        break;
      case 'and':
        if (items.length === 0 || items[items.length - 1].sep) return null;
        items.push({ value: 0, sep: true, digits: false });
        break;
      case 'hyphen':
        if (items.length === 0) return null;
        break;
      case 'num':
        if (!isPlainNumeral(a) || !a.tok.integer) return null;
        items.push({ value: a.tok.value, sep: false, digits: true });
        break;
      case 'ord':
        // `hundred and fifth` is one ordinal; `two and fifth` is not a fraction
        if (items.length > 0 && items[items.length - 1].sep && !(items[items.length - 2]?.value >= 100)) return null;
        return { items, ordinal: { v: a.v, plural: a.plural, word: a.word }, end: j + 1 };
      default:
        return null;
    }
    j++;
  }
  return null;
}

interface Parts {
  whole: number;
  numerator: number | null;
  denominator: number;
  numeratorIsDigits: boolean;
  /** Last cardinal of the whole part (`million` in `one million and a half`). */
  intLast: number;
}

function splitFraction(items: Item[], ordinalValue: number): Parts | null {
  const words = [...items, { value: ordinalValue, sep: false, digits: false }];
  const n = words.length;
  let split = n - 1;
  let current = ordinalValue;
  let round = 1;
  for (split = n - 2; split >= 0; split--) {
    if (words[split].sep) continue;
    const previous = current;
    current = words[split].value;
    if ((previous >= 100 && previous > current) || (previous < 100 && composable(current, previous))) {
      if (previous < 100 && current >= round) round = current;
      else if (previous < 100 && current < round) {
        split++;
        break;
      }
      if (split === 0) {
        split = 1;
        while (split <= n - 2) {
          if (words[split].value >= 100 && !words[split + 1].sep && words[split + 1].value < 100) {
            split++;
            break;
          }
          split++;
        }
        break;
      }
      continue;
    }
    split++;
    break;
  }
  if (split < 0) split = 0;
  // `two and fifty-four hundredths`: what follows `and` is a numerator, the ordinal alone the denominator
  if (words[split].sep) split = n - 1;
  const denominatorWords = words.slice(split);
  if (denominatorWords.some((w) => w.digits)) return null;
  const denominator = compose(denominatorWords.filter((w) => !w.sep).map((w) => w.value));
  const rest = words.slice(0, split);
  if (rest.length === 0) return null;
  let sepAt = -1;
  for (let k = rest.length - 2; k >= 0; k--) if (rest[k].sep) { sepAt = k; break; }
  if (rest[rest.length - 1].sep) return null;
  if (sepAt < 0) {
    return { whole: wholeValue(rest) ?? NaN, numerator: null, denominator, numeratorIsDigits: rest.some((w) => w.digits), intLast: 0 };
  }
  const numeratorWords = rest.slice(sepAt + 1);
  const wholeWords = rest.slice(0, sepAt);
  const whole = wholeValue(wholeWords);
  const numerator = wholeValue(numeratorWords);
  if (whole === null || numerator === null) return null;
  const lastWhole = [...wholeWords].reverse().find((w) => !w.sep);
  return { whole, numerator, denominator, numeratorIsDigits: numeratorWords.some((w) => w.digits), intLast: lastWhole?.value ?? 0 };
}

/** Can `small` be written right after `big` in one number (`thirty` + `five`, `hundred` + `thirty`)? */
function composable(big: number, small: number): boolean {
  const base = small > 10 ? 100 : 10;
  return big % base === 0 && big / base >= 1;
}

/** Sum-and-multiply of cardinal values: `[1, 100, 5]` → 105, `[1, 1000, 5]` → 1005. */
function compose(values: number[]): number {
  let total = 0;
  let group = 0;
  for (const v of values) {
    if (v === 100) group = (group || 1) * 100;
    else if (v >= 1000) {
      total += (group || 1) * v;
      group = 0;
    } else group += v;
  }
  return total + group;
}

function wholeValue(words: Item[]): number | null {
  const values = words.filter((w) => !w.sep).map((w) => w.value);
  if (values.length === 0) return null;
  return compose(values);
}

/** `million`, `of a million`, `a dozen` after a fraction. */
function trailingMultiplier(atoms: readonly Atom[], j: number): { value: number; end: number } | null {
  const a = atoms[j];
  if (a?.k === 'scale' && !a.plural) return { value: a.v, end: j + 1 };
  if (a?.k === 'of' && atoms[j + 1]?.k === 'a') {
    const s = atoms[j + 2];
    if (s?.k === 'scale' && !s.plural) return { value: s.v, end: j + 3 };
    if (s?.k === 'dozen') return { value: 12, end: j + 3 };
  }
  if (a?.k === 'a' && atoms[j + 1]?.k === 'dozen') return { value: 12, end: j + 2 };
  return null;
}

/** Whether a whole-number phrase ending at `end` is really the start of an ordinal (`twenty first`, `hundred and first`). */
export function endsInOrdinalCompound(atoms: readonly Atom[], end: number, last: string): boolean {
  let j = end;
  const joined = atoms[j]?.k === 'hyphen' || atoms[j]?.k === 'and';
  if (last !== 'tens' && !(joined && (last === 'hundred' || last === 'scale'))) return false;
  if (joined) j++;
  const a = atoms[j];
  return a?.k === 'ord' && !a.plural && a.v < 100 && a.word !== 'half' && a.word !== 'quarter';
}

