/**
 * Number mentions: the longest number phrase at each position (digits, words, fractions), with its sign.
 * Mentions glued to letters (`180ml`, `USD115`) are kept, flagged, for the currency grammar only.
 */
import { isPlainNumeral, type Atom } from './atoms.js';
import { endsInOrdinalCompound, parseWordFraction } from './fraction.js';
import { parseInteger, parsePointDecimals } from './integer.js';
import { PRONOUN_ONE_BEFORE, SIGN_WORDS } from './lexicon.js';
import { vulgarValue, type Token } from './tokens.js';

export interface NumberMention {
  /** UTF-16 offsets, end exclusive. */
  start: number;
  end: number;
  value: number;
  /** Token range `[first, last)`. */
  first: number;
  last: number;
  /** Glued to letters: only a currency amount (`115USD`), never a number alone. */
  glued: boolean;
  /** A plain numeral or words without fraction: may be the numerator of `X over Y`. */
  simple: boolean;
  /** Written with a decimal part or as a fraction. */
  fractional: boolean;
}

/** The mentions by their first token: `byFirst[k]` is the mention starting at token `k`, if any. */
export type MentionsByFirst = readonly (NumberMention | undefined)[];

/**
 * `mentions` by their first token, over `tokenCount` tokens. An array, not a map: the currency and percentage readers
 * ask it at every token of a text, and on a long run of figures the map's hashing was a visible share of them (h92num).
 */
export function mentionsByFirst(mentions: readonly NumberMention[], tokenCount: number): MentionsByFirst {
  const byFirst: (NumberMention | undefined)[] = new Array<NumberMention | undefined>(tokenCount).fill(undefined);
  for (const m of mentions) byFirst[m.first] = m;
  return byFirst;
}

const SIGN_SYMBOLS = new Set(['-', '−', '–']);
const OPENERS = new Set(['(', '[', '{', ':', '=', ',', ';', '"', "'", '/']);

/** Every number mention in the tokens, left to right, not overlapping. */
export function findNumbers(tokens: readonly Token[], atoms: readonly Atom[]): NumberMention[] {
  const out: NumberMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i].url) {
      i++;
      continue;
    }
    const clock = clockChainEnd(tokens, i);
    if (clock > i) {
      i = clock;
      continue;
    }
    const sign = signAt(tokens, atoms, i);
    const at = sign ? sign.next : i;
    const core = parseAt(tokens, atoms, at);
    if (!core) {
      i++;
      continue;
    }
    if (!sign && isPronounOne(tokens, atoms, at, core.last)) {
      i = core.last;
      continue;
    }
    const negative = sign !== null;
    const value = negative ? -core.value : core.value;
    if (Number.isFinite(value)) {
      out.push({
        start: tokens[i].start,
        end: tokens[core.last - 1].end,
        value: Object.is(value, -0) ? 0 : value,
        first: i,
        last: core.last,
        glued: core.glued,
        simple: core.simple,
        fractional: core.fractional,
      });
    }
    i = core.last;
  }
  return out;
}

interface Core {
  value: number;
  last: number;
  glued: boolean;
  simple: boolean;
  fractional: boolean;
}

/** A sign before atom `i`: `minus`, `negative`, or a `-` that is not a hyphen or a range dash. */
function signAt(tokens: readonly Token[], atoms: readonly Atom[], i: number): { next: number } | null {
  const t = tokens[i];
  const next = tokens[i + 1];
  if (!next || next.url) return null;
  if (t.kind === 'word' && SIGN_WORDS.has(t.lower)) return startsNumber(atoms[i + 1]) ? { next: i + 1 } : null;
  if (t.kind !== 'sym' || !SIGN_SYMBOLS.has(t.text)) return null;
  const prev = tokens[i - 1];
  const freeBefore = !prev || t.gap || (prev.kind === 'sym' && OPENERS.has(prev.text));
  if (!freeBefore || prev?.kind === 'num') return null;
  if (prev && prev.kind === 'word' && atoms[i - 1].k !== 'other' && atoms[i - 1].k !== 'and') return null;
  return startsNumber(atoms[i + 1]) ? { next: i + 1 } : null;
}

function startsNumber(a: Atom | undefined): boolean {
  return a !== undefined && (a.k === 'num' || a.k === 'unit' || a.k === 'teen' || a.k === 'tens' || a.k === 'zero' || a.k === 'a');
}

/** The longest number phrase starting exactly at atom `i`. */
function parseAt(tokens: readonly Token[], atoms: readonly Atom[], i: number): Core | null {
  const a = atoms[i];
  if (a.k === 'other' || a.k === 'comma' || a.k === 'and' || a.k === 'hyphen' || a.k === 'point' || a.k === 'of' || a.k === 'mult') {
    const v = vulgarValue(tokens[i]);
    return v === undefined ? null : { value: v, last: i + 1, glued: false, simple: false, fractional: true };
  }
  // The longest reading; of readings as long, the first tried (no list of them: this runs at every token).
  let best = a.k === 'num' ? longer(parseDigitFraction(tokens, atoms, i), parseMixedVulgar(tokens, atoms, i)) : null;
  best = longer(best, parseWords(atoms, i));
  const fraction = parseWordFraction(atoms, i);
  if (fraction) best = longer(best, { value: fraction.value, last: fraction.end, glued: false, simple: false, fractional: !Number.isInteger(fraction.value) });
  return best;
}

/** `next` when it reads further than `best` (or there is no `best`), else `best`. */
function longer(best: Core | null, next: Core | null): Core | null {
  return next !== null && (best === null || next.last > best.last) ? next : best;
}

/** Integers (words, digits), `point` decimals. */
function parseWords(atoms: readonly Atom[], i: number): Core | null {
  const phrase = parseInteger(atoms, i);
  if (!phrase) return null;
  if (phrase.words && endsInOrdinalCompound(atoms, phrase.end, phrase.last)) return null;
  const a = atoms[i];
  const glued = a.k === 'num' && (a.tok.gluedAfter !== null || a.tok.gluedBefore !== null) && phrase.end === i + 1;
  if (phrase.words && !phrase.digits) {
    const point = parsePointDecimals(atoms, phrase.end);
    if (point && phrase.last !== 'dozen') {
      const value = Number(`${phrase.value}.${point.digits}`);
      // `two point five million`
      const scale = phrase.endScale === null ? atoms[point.end] : undefined;
      if (scale?.k === 'scale' && !scale.plural) {
        return { value: value * scale.v, last: point.end + 1, glued: false, simple: false, fractional: !Number.isInteger(value * scale.v) };
      }
      return { value, last: point.end, glued: false, simple: false, fractional: true };
    }
  }
  const single = phrase.end === i + 1;
  const fractional = !Number.isInteger(phrase.value);
  const simple = !fractional && (single ? a.k !== 'num' || a.tok.integer : true);
  return { value: phrase.value, last: phrase.end, glued, simple, fractional };
}

/** `3/4`, `1 / 4`, `2  1/4` (mixed); not inside chains such as dates `5/17/2018` or `222-2222/2222`. */
function parseDigitFraction(tokens: readonly Token[], atoms: readonly Atom[], i: number): Core | null {
  const ratio = (k: number): { value: number; num: number; den: number; last: number } | null => {
    const n = atoms[k];
    const slash = tokens[k + 1];
    const d = atoms[k + 2];
    if (!isPlainNumeral(n) || !n.tok.integer || slash?.text !== '/' || !isPlainNumeral(d) || !d.tok.integer) return null;
    if (d.tok.value === 0) return null;
    const after = tokens[k + 3];
    if (after && !after.gap && (after.text === '/' || after.text === '-') && tokens[k + 4]?.kind === 'num') return null;
    const before = tokens[k - 1];
    if (before && !n.tok.gap && (before.text === '/' || before.text === '-') && tokens[k - 2]?.kind === 'num') return null;
    return { value: n.tok.value / d.tok.value, num: n.tok.value, den: d.tok.value, last: k + 3 };
  };
  const whole = atoms[i];
  const next = tokens[i + 1];
  if (isPlainNumeral(whole) && whole.tok.integer && next?.kind === 'num' && next.gap) {
    const r = ratio(i + 1);
    if (r && r.num < r.den && !tokens[i + 2].gap && !tokens[i + 3].gap) {
      return { value: whole.tok.value + r.value, last: r.last, glued: false, simple: false, fractional: true };
    }
  }
  const r = ratio(i);
  return r ? { value: r.value, last: r.last, glued: false, simple: false, fractional: true } : null;
}

/** `2½`. */
function parseMixedVulgar(tokens: readonly Token[], atoms: readonly Atom[], i: number): Core | null {
  const whole = atoms[i];
  const v = vulgarValue(tokens[i + 1]);
  if (!isPlainNumeral(whole) || !whole.tok.integer || v === undefined || tokens[i + 1].gap) return null;
  return { value: whole.tok.value + v, last: i + 2, glued: false, simple: false, fractional: true };
}

/** `15:00`, `3:30:20`: clock times are not numbers (the service returns none for them); the token after the chain. */
function clockChainEnd(tokens: readonly Token[], i: number): number {
  let j = i;
  while (tokens[j]?.kind === 'num' && tokens[j + 1]?.text === ':' && !tokens[j + 1].gap && tokens[j + 2]?.kind === 'num' && !tokens[j + 2].gap) j += 2;
  return j === i ? i : j + 1;
}

/** A lone `one` after a determiner is a pronoun: `the one you mentioned`, `which one`. */
function isPronounOne(tokens: readonly Token[], atoms: readonly Atom[], i: number, last: number): boolean {
  if (last !== i + 1) return false;
  const t = tokens[i];
  if (t.kind !== 'word' || t.lower !== 'one') return false;
  const prev = tokens[i - 1];
  return prev?.kind === 'word' && PRONOUN_ONE_BEFORE.has(prev.lower) && atoms[i - 1].k !== 'unit';
}
