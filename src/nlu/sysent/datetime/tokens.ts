/**
 * Tokenizer for the date/time grammar: lowercase words (apostrophes inside kept: `o'clock`, `father's`),
 * digit runs and single punctuation characters, each with its UTF-16 span and whether it touches the previous
 * token (`7pm`, `dec31`, `8:00`).
 */

export type TokenKind = 'word' | 'num' | 'punct';

export interface Token {
  readonly kind: TokenKind;
  /** Lowercased text (`’` folded to `'`). */
  readonly text: string;
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
  /** No whitespace between this token and the previous one. */
  readonly glued: boolean;
  /** Numeric value of a `num` token (NaN otherwise). */
  readonly value: number;
}

const TOKEN = /[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)*|\d+|[^\sA-Za-z\d\u00C0-\u024F]/g;

/** Splits `text` into tokens. Linear in the text length. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let prevEnd = -1;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const raw = m[0];
    const start = m.index;
    const c = raw.charCodeAt(0);
    const kind: TokenKind = c >= 48 && c <= 57 ? 'num' : /[A-Za-z\u00C0-\u024F]/.test(raw[0]) ? 'word' : 'punct';
    const lower = raw.toLowerCase().replace(/’/g, "'");
    out.push({
      kind,
      text: kind === 'punct' && lower === '’' ? "'" : lower,
      start,
      end: start + raw.length,
      glued: start === prevEnd,
      value: kind === 'num' && raw.length <= 15 ? Number(raw) : Number.NaN,
    });
    prevEnd = start + raw.length;
  }
  return out;
}
