/**
 * The tokenizer's tests of one character (tokens.ts), asked of every character of a text: an ASCII character is told by
 * its code and the patterns (`\s`, letters and marks) are asked of the others only, with the same answers (h92num: the
 * patterns' call per character was a visible share of the number engine on long runs of figures).
 */

/** Letters and marks, read from a position (sticky): a word token, or the letters glued after a figure. */
export const LETTERS = /[\p{L}\p{M}]+/uy;
const SPACE = /\s/;

/** Whether the UTF-16 unit at `i` (its `code` given) is `\s` (`SPACE`). */
export function isSpaceAt(text: string, i: number, code: number): boolean {
  return code < 0x80 ? code === 0x20 || (code >= 0x09 && code <= 0x0d) : SPACE.test(text[i]);
}

/** Whether a UTF-16 unit is `\d` (an ASCII digit; `NaN`, past the text's end, is none). */
export function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * Where the run of letters and marks from `i` ends (`LETTERS`; `i` when none starts there). ASCII letters are told by
 * their code; at the first other character the pattern reads on from there (a letter with a diacritic, a script of its
 * own), and an ASCII character that is no letter ends the run: the same run the pattern alone finds.
 */
export function letterRunEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const code = text.charCodeAt(j);
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) j++;
    else if (code < 0x80) return j;
    else {
      LETTERS.lastIndex = j;
      const letters = LETTERS.exec(text);
      return letters === null ? j : j + letters[0].length;
    }
  }
  return j;
}
