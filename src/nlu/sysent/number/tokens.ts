/**
 * The tokenizer under the number, percentage and currency grammars: letter runs, numerals (with their
 * grouping, exponent and multiplier suffix already read) and single symbols, each with UTF-16 offsets.
 */
import { GLUED_MULTIPLIERS, VULGAR_FRACTIONS } from './lexicon.js';
import { readNumeral } from './numerals.js';
import { LETTERS, isDigitCode, isSpaceAt, letterRunEnd } from './char-codes.js';

export interface WordToken {
  readonly kind: 'word';
  readonly start: number;
  readonly end: number;
  /** As written (multiplier suffixes are case sensitive). */
  readonly text: string;
  readonly lower: string;
  /** Whitespace (or the text start) before the token. */
  readonly gap: boolean;
  /** Inside a URL or e-mail address: never part of a mention. */
  readonly url: boolean;
}

export interface NumeralToken {
  readonly kind: 'num';
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly value: number;
  /** Only digits (`1234`, also `1,234` / `1 234`): may take scale words and be added to. */
  readonly integer: boolean;
  /** Exponent, power or multiplier suffix read (`1e10`, `10k`): ends a number. */
  readonly closed: boolean;
  readonly gap: boolean;
  readonly url: boolean;
  /** Letters written right after (`180ml`, `115USD`): not a number alone. */
  readonly gluedAfter: string | null;
  /** Letters written right before (`USD115`, `covid19`). */
  readonly gluedBefore: string | null;
}

export interface SymbolToken {
  readonly kind: 'sym';
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly gap: boolean;
  readonly url: boolean;
}

export type Token = WordToken | NumeralToken | SymbolToken;

const DOT = 0x2e;
const URL_CHUNK = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)|^[^\s@]+@[^\s@]+\.[a-z]/i;

/** Splits `text` into tokens. Linear in the text length. `notations`: contracts' money notations (`readNumeral`). */
export function tokenize(text: string, notations = false): Token[] {
  const tokens: Token[] = [];
  const urls = urlChunks(text);
  let nextUrl = 0;
  let i = 0;
  let gap = true;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isSpaceAt(text, i, code)) {
      gap = true;
      i++;
      continue;
    }
    while (nextUrl < urls.length && urls[nextUrl][1] <= i) nextUrl++;
    const url = nextUrl < urls.length && urls[nextUrl][0] <= i;
    if (isDigitCode(code) || (code === DOT && isDigitCode(text.charCodeAt(i + 1)) && !/[\p{L}\d]/u.test(text[i - 1] ?? ''))) {
      const n = readNumeral(text, i, notations);
      const prev = tokens[tokens.length - 1];
      const gluedBefore = !gap && prev?.kind === 'word' ? prev.lower : null;
      for (const piece of n.pieces) {
        tokens.push({
          kind: 'num', start: piece.start, end: piece.end, text: text.slice(piece.start, piece.end),
          value: piece.value, integer: piece.integer, closed: false, gap: piece.start === i ? gap : false, url,
          gluedAfter: null, gluedBefore: piece.start === i ? gluedBefore : null,
        });
      }
      i = n.end;
      gap = false;
      i = readSuffix(text, i, tokens);
      continue;
    }
    const wordEnd = letterRunEnd(text, i);
    if (wordEnd > i) {
      const word = text.slice(i, wordEnd);
      tokens.push({ kind: 'word', start: i, end: wordEnd, text: word, lower: word.toLowerCase(), gap, url });
      i = wordEnd;
      gap = false;
      continue;
    }
    // one UTF-16 unit, or a surrogate pair kept whole
    const cp = text.codePointAt(i) ?? 0;
    const len = cp > 0xffff ? 2 : 1;
    tokens.push({ kind: 'sym', start: i, end: i + len, text: text.slice(i, i + len), gap, url });
    i += len;
    gap = false;
  }
  return tokens;
}

/**
 * After a numeral: an exponent (`e10`, `^-1`, `x10^6`) or a glued multiplier (`10k`) closes the last numeral
 * token; other glued letters are remembered (`180ml`) and then read as a word token.
 */
function readSuffix(text: string, i: number, tokens: Token[]): number {
  const last = tokens[tokens.length - 1] as NumeralToken;
  const power = readPower(text, i, last.value);
  if (power) {
    tokens[tokens.length - 1] = { ...last, end: power.end, text: text.slice(last.start, power.end), value: power.value, integer: false, closed: true };
    return power.end;
  }
  LETTERS.lastIndex = i;
  const m = LETTERS.exec(text);
  if (!m) return i;
  const letters = m[0];
  const multiplier = GLUED_MULTIPLIERS.get(letters);
  const end = i + letters.length;
  if (multiplier !== undefined && !/[\d\p{L}]/u.test(text[end] ?? '')) {
    tokens[tokens.length - 1] = { ...last, end, text: text.slice(last.start, end), value: last.value * multiplier, integer: false, closed: true };
    return end;
  }
  tokens[tokens.length - 1] = { ...last, gluedAfter: letters.toLowerCase() };
  return i;
}

const EXPONENT = /[eE]([+-]?\d{1,3})(?![\p{L}\d])/uy;
const CARET = /\^([+-]*)(\d{1,3}(?:\.\d+)?)(?![\p{L}\d])/uy;
const TIMES_TEN = / ?[x×] ?10\^([+-]?\d{1,3})(?![\p{L}\d])/uy;

function readPower(text: string, i: number, base: number): { value: number; end: number } | null {
  EXPONENT.lastIndex = i;
  let m = EXPONENT.exec(text);
  if (m) return { value: base * 10 ** Number(m[1]), end: EXPONENT.lastIndex };
  CARET.lastIndex = i;
  m = CARET.exec(text);
  if (m) {
    const negative = (m[1].match(/-/g)?.length ?? 0) % 2 === 1;
    return { value: base ** (negative ? -Number(m[2]) : Number(m[2])), end: CARET.lastIndex };
  }
  TIMES_TEN.lastIndex = i;
  m = TIMES_TEN.exec(text);
  if (m) return { value: base * 10 ** Number(m[1]), end: TIMES_TEN.lastIndex };
  return null;
}

/** `[start, end)` of the whitespace-delimited chunks that look like URLs or e-mail addresses, in text order. */
function urlChunks(text: string): [number, number][] {
  if (!/:\/\/|www\.|@/i.test(text)) return [];
  const out: [number, number][] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) if (URL_CHUNK.test(m[0])) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** A vulgar fraction symbol's value, if `token` is one. */
export function vulgarValue(token: Token | undefined): number | undefined {
  return token?.kind === 'sym' ? VULGAR_FRACTIONS.get(token.text) : undefined;
}
