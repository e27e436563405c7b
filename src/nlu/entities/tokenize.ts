/**
 * Tokenization for entity matching. Offsets are UTF-16 code units into the ORIGINAL text (what
 * `String.prototype.slice` and the service's `location` use), so `text.slice(start, end)` is always
 * the literal a token came from.
 *
 * A token is one of:
 * - a maximal run of letters, digits and combining marks (`\p{L}\p{N}\p{M}`), except that
 * - each Han / Hiragana / Katakana character is a token of its own (those scripts are written
 *   without spaces, so a synonym `寿司` must be findable inside `我想吃寿司`);
 * - an emoji (with its modifiers and zero-width-joiner sequence) is one token;
 * - any other non-space character (punctuation, symbols) is a one-character token.
 * White space separates tokens and is never part of one. Hence a match made of whole tokens can
 * never start or end inside a run of letters or digits.
 */
import { foldToken, exactToken } from './fold.js';

export interface Token {
  /** Offset of the first UTF-16 code unit. */
  readonly start: number;
  /** Offset after the last UTF-16 code unit. */
  readonly end: number;
  /** Lowercased, NFC: two tokens with the same `exact` key match with confidence 1. */
  readonly exact: string;
  /** Lowercased, accents removed: the key used in the dictionary trie. */
  readonly fold: string;
  /** True for letter/digit runs (and CJK characters); false for punctuation, symbols, emoji. */
  readonly word: boolean;
}

// Built from a string: the `v` flag (class subtraction) is supported by Node 20 but not by the
// TypeScript target (ES2022).
const TOKEN_RE = new RegExp(
  [
    String.raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]\p{M}*`,
    String.raw`[[\p{L}\p{N}\p{M}]--[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]]+`,
    String.raw`\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*(?:\u200D\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*)*`,
    String.raw`[^\s\p{L}\p{N}\p{M}]\p{M}*`,
  ].join('|'),
  'gv',
);

const WORD_START = /^[\p{L}\p{N}]/u;

/** Splits `text` into tokens (see the module comment). Never throws; linear in the text length. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN_RE.exec(text)) !== null) {
    const raw = m[0];
    tokens.push({
      start: m.index,
      end: m.index + raw.length,
      exact: exactToken(raw),
      fold: foldToken(raw),
      word: WORD_START.test(raw),
    });
  }
  return tokens;
}

/** Tokens of a synonym or value as it is written in the workspace (surrounding spaces ignored). */
export function tokenizeTerm(term: string): Token[] {
  return tokenize(term);
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** A term's folded and exact token keys (`exacts` is `folds` itself when they are equal). */
export interface TermKeys {
  readonly folds: string[];
  readonly exacts: string[];
}

/**
 * Folded and exact keys of a term, as `tokenize` would give them; a fast path for ASCII terms (the
 * bulk of large workspaces) avoids building Token objects at compile time.
 */
export function termKeys(term: string): TermKeys {
  if (!ASCII_ONLY.test(term)) {
    const tokens = tokenize(term);
    return { folds: tokens.map((t) => t.fold), exacts: tokens.map((t) => t.exact) };
  }
  const lower = term.toLowerCase();
  const folds: string[] = [];
  let i = 0;
  const n = lower.length;
  while (i < n) {
    const c = lower.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) {
      i++;
    } else if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      let j = i + 1;
      for (; j < n; j++) {
        const d = lower.charCodeAt(j);
        if (!((d >= 97 && d <= 122) || (d >= 48 && d <= 57))) break;
      }
      folds.push(lower.slice(i, j));
      i = j;
    } else {
      folds.push(lower[i]);
      i++;
    }
  }
  return { folds, exacts: folds };
}

/**
 * The folded keys of the word tokens of `text` (`tokenize(text)` filtered on `word`, mapped to `fold`); a fast path
 * for ASCII text builds no Token objects (the workspace vocabulary reads all 25,000 examples of a large workspace).
 */
export function wordKeys(text: string): string[] {
  if (!ASCII_ONLY.test(text)) {
    const words: string[] = [];
    for (const t of tokenize(text)) if (t.word) words.push(t.fold);
    return words;
  }
  // ASCII: the word tokens are the runs of letters and digits, lowercased (the other tokens are single characters).
  const folds = termKeys(text).folds;
  const words: string[] = [];
  for (const k of folds) if (isAsciiAlnum(k.charCodeAt(0))) words.push(k);
  return words;
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}
