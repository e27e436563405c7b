/**
 * Tokens classified for the number grammar: each token becomes one atom (`unit 3`, `scale 1e6`, `and`, ...).
 */
import {
  DOZEN_WORDS, HUNDRED_WORDS, ORDINAL_WORDS, SCALE_WORDS, SPACED_MULTIPLIERS, TEEN_WORDS, TENS_WORDS, UNIT_WORDS,
} from './lexicon.js';
import type { NumeralToken, Token } from './tokens.js';
import { UNITS } from '../datetime/lexicon.js';

export type Atom =
  | { readonly k: 'unit' | 'teen' | 'tens'; readonly v: number }
  | { readonly k: 'zero' }
  | { readonly k: 'hundred'; readonly plural: boolean }
  | { readonly k: 'scale'; readonly v: number; readonly plural: boolean }
  | { readonly k: 'dozen' }
  | { readonly k: 'num'; readonly tok: NumeralToken }
  | { readonly k: 'ord'; readonly v: number; readonly plural: boolean; readonly word: string }
  | { readonly k: 'mult'; readonly v: number }
  | { readonly k: 'and' | 'hyphen' | 'a' | 'point' | 'of' | 'comma' | 'other' };

const HYPHENS = new Set(['-', '‐', '–']);

/**
 * The atoms that hold nothing but their kind, made once: atoms are never changed, and one per token was an object per
 * token of every text read (a long run of figures allocates as many; h92num).
 */
const BARE: { readonly [K in 'zero' | 'dozen' | 'and' | 'hyphen' | 'a' | 'point' | 'of' | 'comma' | 'other']: Atom } = {
  zero: { k: 'zero' }, dozen: { k: 'dozen' }, and: { k: 'and' }, hyphen: { k: 'hyphen' }, a: { k: 'a' }, point: { k: 'point' },
  of: { k: 'of' }, comma: { k: 'comma' }, other: { k: 'other' },
};

/** One atom per token. */
export function classify(tokens: readonly Token[]): Atom[] {
  return tokens.map((t, i) => {
    const atom = classifyToken(t);
    // A multiplier's letter that opens a dotted abbreviation is a letter of it, no million: "$520.00 M.N." (moneda
    // nacional, Mexico's pesos), "10 M.Sc." (issue 18, h92fd; facts set 53's cause 18). Asked of multipliers only.
    // So is one glued to a stroke and a word that is no period: "$18.500.000 M/cte." (moneda corriente, Colombia's
    // legal tender), "M/L", "M/N" (issue 18, h109d69; facts set 69's cause 8); "USD 2 M/year" stays two million a year.
    return atom.k === 'mult' && (opensDottedAbbreviation(tokens, i) || opensStrokeAbbreviation(tokens, i)) ? BARE.other : atom;
  });
}

/**
 * Periods a sum per time is written with after a stroke ("2 M/year", "5 M/yr", "1 M/month"): a multiplier before them is
 * one. The datetime grammar's time units (UNITS: "year", "yrs", "week", "min", …; one home, issue 18, h110dup — the
 * list here restated some of them; taking them all widened it to the seconds, minutes, fortnights and "hrs"/"wks", so
 * "5 M/sec" reads its M as a multiplier now), and the letters and words a rate's period is shortened to ("M/y", "M/a",
 * "M/annum", "M/q").
 */
const PERIODS_AFTER_STROKE: ReadonlySet<string> = new Set([
  ...UNITS.keys(), 'y', 'a', 'annum', 'pa', 'p', 'q', 'qtr', 'quarter', 'm', 'mo', 'mth', 'w', 'd', 'h',
]);

/** Whether token `i` is glued to a stroke and a word after it that is no period ("M/cte", not "M/year"). */
function opensStrokeAbbreviation(tokens: readonly Token[], i: number): boolean {
  const stroke = tokens[i + 1];
  const word = tokens[i + 2];
  return stroke?.kind === 'sym' && stroke.text === '/' && !stroke.gap && word?.kind === 'word' && !word.gap && !PERIODS_AFTER_STROKE.has(word.lower);
}

/** Whether token `i` is glued to a dot and a letter after it ("M.N.", "M.Sc."). */
function opensDottedAbbreviation(tokens: readonly Token[], i: number): boolean {
  const dot = tokens[i + 1];
  const letter = tokens[i + 2];
  return dot?.kind === 'sym' && dot.text === '.' && !dot.gap && letter?.kind === 'word' && !letter.gap;
}

function classifyToken(t: Token): Atom {
  if (t.kind === 'num') return { k: 'num', tok: t };
  if (t.kind === 'sym') return HYPHENS.has(t.text) ? BARE.hyphen : t.text === ',' && !t.gap ? BARE.comma : BARE.other;
  const w = t.lower;
  const unit = UNIT_WORDS.get(w);
  if (unit !== undefined) return unit === 0 ? BARE.zero : { k: 'unit', v: unit };
  const teen = TEEN_WORDS.get(w);
  if (teen !== undefined) return { k: 'teen', v: teen };
  const tens = TENS_WORDS.get(w);
  if (tens !== undefined) return { k: 'tens', v: tens };
  const hundred = HUNDRED_WORDS.get(w);
  if (hundred) return { k: 'hundred', plural: hundred.plural };
  const scale = SCALE_WORDS.get(w);
  if (scale) return { k: 'scale', v: scale.value, plural: scale.plural };
  if (DOZEN_WORDS.has(w)) return BARE.dozen;
  const ord = ORDINAL_WORDS.get(w);
  if (ord) return { k: 'ord', v: ord.value, plural: ord.plural, word: w };
  const mult = SPACED_MULTIPLIERS.get(t.text);
  if (mult !== undefined) return { k: 'mult', v: mult };
  switch (w) {
    case 'and': return BARE.and;
    case 'a': case 'an': return BARE.a;
    case 'point': return BARE.point;
    case 'of': return BARE.of;
    default: return BARE.other;
  }
}

/** A numeral usable inside a number phrase: not glued to letters, not closed by a suffix. */
export function isPlainNumeral(a: Atom | undefined): a is { k: 'num'; tok: NumeralToken } {
  return a?.k === 'num' && !a.tok.closed && a.tok.gluedAfter === null && a.tok.gluedBefore === null;
}
