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

/**
 * A word: letters and digits (with their combining marks), allowing inner apostrophes (`don't`,
 * `l'été` stays one token; language rules may split it later), or one character of an unspaced script.
 */
const TOKEN = new RegExp(
  String.raw`[${UNSPACED_SCRIPT}]\p{M}*|(?:(?![${UNSPACED_SCRIPT}])[\p{L}\p{N}]\p{M}*)+(?:['’](?:(?![${UNSPACED_SCRIPT}])[\p{L}\p{N}]\p{M}*)+)*`,
  'gu',
);

/** Upper bound on tokens per text, so that a huge input cannot make the NLU slow. */
export const MAX_TOKENS = 2048;

/** Split `text` into word tokens (punctuation, spaces and symbols dropped), at most `MAX_TOKENS`. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null && tokens.length < MAX_TOKENS; m = TOKEN.exec(text)) {
    const raw = m[0];
    tokens.push({ text: raw, norm: foldText(raw), start: m.index, end: m.index + raw.length });
  }
  return tokens;
}

const UNSPACED = new RegExp(`^[${UNSPACED_SCRIPT}]`, 'u');

/** True when the token is one character of a script written without spaces (CJK, Thai, ...). */
export function isUnspacedScriptToken(token: string): boolean {
  return UNSPACED.test(token);
}
