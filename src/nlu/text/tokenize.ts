/**
 * Unicode-aware tokenization with UTF-16 offsets into the original text.
 */
import { foldText } from './normalize.js';

export interface Token {
  /** The token as written. */
  readonly text: string;
  /** Lowercased, accent-folded form (see `foldText`). */
  readonly norm: string;
  /** UTF-16 offset of the first code unit in the original text. */
  readonly start: number;
  /** UTF-16 offset just past the last code unit. */
  readonly end: number;
}

/**
 * Scripts written without spaces between words: each character is its own token, since a word
 * segmenter would need a dictionary. Character n-gram features recover multi-character words.
 */
const UNSPACED_SCRIPT = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}`;

/** A word: letters and digits with their combining marks, allowing inner apostrophes (`don't`, `l'été`). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*/gu;
const ASCII_WORD = /[a-z0-9]+(?:'[a-z0-9]+)*/gi;
const HAS_UNSPACED = new RegExp(`[${UNSPACED_SCRIPT}]`, 'u');
const UNSPACED_PIECE = new RegExp(`[${UNSPACED_SCRIPT}]\\p{M}*|(?:(?![${UNSPACED_SCRIPT}])[^])+`, 'gu');

/** Upper bound on tokens per text, so that a huge input cannot make the NLU slow. */
export const MAX_TOKENS = 2048;

/**
 * Split `text` into word tokens (punctuation, spaces and symbols dropped), at most `MAX_TOKENS`.
 * Characters of scripts written without spaces (CJK, Thai, ...) are one token each.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = isAscii(text) ? ASCII_WORD : WORD;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && tokens.length < MAX_TOKENS; m = re.exec(text)) {
    const raw = m[0];
    if (re === WORD && HAS_UNSPACED.test(raw)) {
      splitUnspaced(raw, m.index, tokens);
      continue;
    }
    tokens.push({ text: raw, norm: foldText(raw), start: m.index, end: m.index + raw.length });
  }
  if (tokens.length > MAX_TOKENS) tokens.length = MAX_TOKENS;
  return tokens;
}

function splitUnspaced(word: string, offset: number, tokens: Token[]): void {
  UNSPACED_PIECE.lastIndex = 0;
  for (let m = UNSPACED_PIECE.exec(word); m !== null && tokens.length < MAX_TOKENS; m = UNSPACED_PIECE.exec(word)) {
    const raw = m[0];
    // A piece may start with a mark or an apostrophe left over from the split: trim to a word.
    const inner = /[\p{L}\p{N}][\s\S]*/u.exec(raw);
    if (!inner) continue;
    const text = inner[0].replace(/['’]+$/u, '');
    const start = offset + m.index + inner.index;
    tokens.push({ text, norm: foldText(text), start, end: start + text.length });
  }
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

const UNSPACED = new RegExp(`^[${UNSPACED_SCRIPT}]`, 'u');

/** True when the token is one character of a script written without spaces (CJK, Thai, ...). */
export function isUnspacedScriptToken(token: string): boolean {
  return UNSPACED.test(token);
}
