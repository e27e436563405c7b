/**
 * Whole numbers in words, digits or both: `twenty-one`, `a hundred and five`, `two hundred and two thousand`,
 * `4 thousand 3 hundred and 21`, `three lakh crore`, `3 dozens`, `1.5 million`, `2.33 k`, then `point` decimals
 * (`two hundred point zero three`). A left-to-right state machine; `and` is backed out of when what follows
 * cannot join (`3 hundred and 2 hundred` is two numbers).
 */
import { isPlainNumeral, type Atom } from './atoms.js';

type Last = 'unit' | 'teen' | 'tens' | 'zero' | 'hundred' | 'scale' | 'dozen' | 'digits' | 'decimal' | 'a' | 'mult';

interface State {
  total: number;
  group: number;
  /** Part of `group` added since the last `hundred` (what `dozen` multiplies). */
  small: number;
  hasHundred: boolean;
  lastScale: number;
  last: Last | null;
  words: boolean;
  digits: boolean;
  /** No further atom can join (`dozens`, `10k`, plural scale). */
  closed: boolean;
}

export interface IntegerPhrase {
  value: number;
  /** Atom index after the phrase. */
  end: number;
  last: Last;
  /** Some number word was used. */
  words: boolean;
  /** Some numeral was used. */
  digits: boolean;
  /** The value of the last scale word (`million` → 1e6) when the phrase ends on one. */
  endScale: number | null;
}

/**
 * The longest whole-number phrase starting at atom `i`, or null. `looseAnd` also joins after tens and units
 * (`twenty and three`), as the parts of a written fraction do.
 */
export function parseInteger(atoms: readonly Atom[], i: number, looseAnd = false): IntegerPhrase | null {
  let s: State = { total: 0, group: 0, small: 0, hasHundred: false, lastScale: Infinity, last: null, words: false, digits: false, closed: false };
  let end = i;
  let beforeAnd: { state: State; end: number } | null = null;
  let lastJoinedByAnd = false;
  let j = i;
  while (j < atoms.length && !s.closed) {
    const a = atoms[j];
    if (a.k === 'and') {
      const canJoin = s.last === 'hundred' || s.last === 'scale' || (looseAnd && s.last !== null && s.last !== 'zero');
      if (!canJoin) break;
      beforeAnd = { state: { ...s }, end };
      j++;
      continue;
    }
    if (a.k === 'comma') {
      if (!commaJoins(atoms, j, s)) break;
      j++;
      continue;
    }
    if (a.k === 'hyphen') {
      if (s.last === 'tens' && atoms[j + 1]?.k === 'unit' && s.small % 10 === 0) {
        j++;
        continue;
      }
      break;
    }
    const next = accept(s, a, atoms[j + 1], j === i);
    if (!next) {
      const multiplier = a.k === 'hundred' || a.k === 'scale' || a.k === 'dozen';
      if (multiplier && lastJoinedByAnd && beforeAnd) {
        s = beforeAnd.state;
        end = beforeAnd.end;
      }
      break;
    }
    lastJoinedByAnd = j > i && atoms[j - 1]?.k === 'and';
    s = next;
    j++;
    end = j;
  }
  if (s.last === null || s.last === 'a' || end === i) return null;
  return {
    value: s.total + s.group,
    end,
    last: s.last,
    words: s.words,
    digits: s.digits,
    endScale: s.last === 'scale' ? s.lastScale : null,
  };
}

/**
 * A comma between the groups of a number in words ("Four Million, Five Hundred Thousand", "one million, two hundred"):
 * only after a scale word of a phrase in words, and only when a smaller group in words follows that itself holds a
 * hundred or a smaller scale word — "two thousand, three of them" and "one million, two million" stay apart.
 */
function commaJoins(atoms: readonly Atom[], j: number, s: State): boolean {
  if (s.last !== 'scale' || s.digits || !s.words) return false;
  const first = atoms[j + 1];
  if (first?.k !== 'unit' && first?.k !== 'teen' && first?.k !== 'tens' && first?.k !== 'a') return false;
  for (let x = j + 2; x < Math.min(atoms.length, j + 6); x++) {
    const a = atoms[x];
    if (a.k === 'hundred') return true;
    if (a.k === 'scale') return a.v < s.lastScale;
    if (a.k !== 'unit' && a.k !== 'hyphen') return false;
  }
  return false;
}

/** The state after `a`, or null when `a` cannot join. Pure: returns a new state. */
function accept(s: State, a: Atom, next: Atom | undefined, first: boolean): State | null {
  const last = s.last;
  const afterBoundary = last === null || last === 'hundred' || last === 'scale';
  switch (a.k) {
    case 'unit':
      if (afterBoundary || (last === 'tens' && s.small % 10 === 0)) return add(s, a.v, 'unit', true);
      return null;
    case 'teen':
    case 'tens':
      return afterBoundary ? add(s, a.v, a.k, true) : null;
    case 'zero':
      return last === null ? { ...s, last: 'zero', words: true, closed: next?.k !== 'point' } : null;
    case 'a':
      return last === null && (next?.k === 'hundred' || next?.k === 'scale' || next?.k === 'dozen') ? add(s, 1, 'a', true) : null;
    case 'num': {
      const t = a.tok;
      if (first && (t.closed || t.gluedAfter !== null || t.gluedBefore !== null)) {
        return { ...add(s, t.value, 'digits', false), closed: true };
      }
      if (!isPlainNumeral(a)) return null;
      if (!t.integer) return last === null ? add(s, t.value, 'decimal', false) : null;
      if (last === null) return add(s, t.value, 'digits', false);
      if (last === 'hundred' && t.value < 100 && t.value > 0) return add(s, t.value, 'digits', false);
      if (last === 'scale' && t.value < Math.min(1000, s.lastScale) && t.value > 0) return add(s, t.value, 'digits', false);
      return null;
    }
    case 'hundred': {
      const canMultiply = !s.hasHundred && s.group > 0 && (last === 'unit' || last === 'teen' || last === 'tens' || last === 'digits' || last === 'decimal' || last === 'a');
      if (!canMultiply) return null;
      const group = s.group * 100;
      return { ...s, group, small: 0, hasHundred: true, last: 'hundred', words: true, closed: a.plural };
    }
    case 'scale': {
      if (s.group > 0 && a.v < s.lastScale && last !== 'dozen') {
        return { ...s, total: s.total + s.group * a.v, group: 0, small: 0, hasHundred: false, lastScale: a.v, last: 'scale', words: true, closed: a.plural };
      }
      if (s.group === 0 && s.total > 0 && last === 'scale' && a.v > s.lastScale) {
        return { ...s, total: s.total * a.v, lastScale: a.v, words: true, closed: a.plural };
      }
      return null;
    }
    case 'dozen':
      if (s.small > 0 && last !== 'dozen' && last !== 'zero') {
        return { ...s, group: s.group - s.small + s.small * 12, small: 0, last: 'dozen', words: true, closed: true };
      }
      return null;
    case 'mult':
      if ((last === 'digits' || last === 'decimal') && !s.words && s.total === 0) {
        return { ...s, group: s.group * a.v, last: 'mult', closed: true };
      }
      return null;
    default:
      return null;
  }
}

function add(s: State, v: number, last: Last, word: boolean): State {
  return {
    ...s,
    group: s.group + v,
    small: s.small + v,
    last,
    words: s.words || word,
    digits: s.digits || !word,
  };
}

/**
 * `point` decimals after a phrase in words: digit words (`point zero three`), one compound
 * (`point seventy-one`, `point eleven`) or a numeral (`point 5`). Returns the digits and the end atom.
 */
export function parsePointDecimals(atoms: readonly Atom[], i: number): { digits: string; end: number } | null {
  if (atoms[i]?.k !== 'point') return null;
  let j = i + 1;
  const first = atoms[j];
  if (!first) return null;
  if (first.k === 'num') {
    if (!isPlainNumeral(first) || !/^\d+$/.test(first.tok.text)) return null;
    return { digits: first.tok.text, end: j + 1 };
  }
  if (first.k === 'teen') return { digits: String(first.v), end: j + 1 };
  if (first.k === 'tens') {
    let v = first.v;
    j++;
    if (atoms[j]?.k === 'hyphen' && atoms[j + 1]?.k === 'unit') j++;
    const unit = atoms[j];
    if (unit?.k === 'unit') {
      v += unit.v;
      j++;
    }
    return { digits: String(v), end: j };
  }
  let digits = '';
  while (j < atoms.length) {
    const a = atoms[j];
    if (a.k === 'zero') digits += '0';
    else if (a.k === 'unit') digits += String(a.v);
    else break;
    j++;
  }
  return digits.length > 0 ? { digits, end: j } : null;
}
