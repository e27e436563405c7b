/**
 * The words of a text for the proper-name recognizers (`@sys-person`, `@sys-location`): letters with inner
 * apostrophes and hyphens (`O'Brien`, `Guinea-Bissau`), their offsets, and whether they open a sentence (where
 * a capital proves nothing). One linear pass.
 */

export interface Word {
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
  /** First word of the text or of a sentence (after `.`, `!`, `?`). */
  readonly sentenceStart: boolean;
  /** Only spaces or tabs separate it from the previous word: the two can belong to one name. */
  readonly joinsPrevious: boolean;
}

const WORD = /\p{L}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*/gu;
const SENTENCE_END = /[.!?]/;
const PLAIN_GAP = /^[ \t]+$/;

export function words(text: string): Word[] {
  const out: Word[] = [];
  let previousEnd = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    const gap = text.slice(previousEnd, start);
    const word = m[0].replace(/['’]$/, '');
    out.push({
      text: word,
      lower: word.toLowerCase(),
      start,
      end: start + word.length,
      sentenceStart: out.length === 0 || SENTENCE_END.test(gap),
      joinsPrevious: out.length > 0 && PLAIN_GAP.test(gap),
    });
    previousEnd = start + m[0].length;
  }
  return out;
}

/** `Jane`, `McDonald`, `O'Brien`: an upper-case letter not followed by another (all-caps words are acronyms). */
export function isCapitalised(word: string): boolean {
  return /^\p{Lu}(?:[\p{Ll}'’-]|$)/u.test(word);
}
