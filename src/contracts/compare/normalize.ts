/**
 * The comparison's notion of "the same text" (`identical_text`): the service ignored leading and closing
 * punctuation, whitespace and the articles a/an/the. parley also ignores letter case and the typographic
 * variants of quotes and dashes (a re-typed contract changes those without changing a word). Everything
 * else counts: a changed word, number, or inner punctuation mark (`1,000` vs `1.000`) makes the texts differ.
 */

const ARTICLES = new Set(['a', 'an', 'the']);
const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;
const ASCII_TOKEN = /[a-z0-9]+|[^\sa-z0-9]/g;
const WORD = /^[\p{L}\p{N}]/u;

/** The text's tokens (words and single punctuation marks) after the folding above, articles removed. */
export function comparisonTokens(text: string): string[] {
  // ASCII text (most contracts) needs no Unicode normalization or typographic folding.
  const ascii = !/[^\x00-\x7f]/.test(text);
  const folded = ascii
    ? text.toLowerCase().replace(/`/g, "'")
    : text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\u2018\u2019\u201a\u201b`\u00b4]/g, "'")
        .replace(/[\u201c\u201d\u201e\u201f]/g, '"')
        .replace(/[\u2010-\u2015\u2212]/g, '-');
  const tokens = (folded.match(ascii ? ASCII_TOKEN : TOKEN) ?? []).filter((t) => !ARTICLES.has(t));
  let begin = 0;
  let end = tokens.length;
  while (begin < end && !WORD.test(tokens[begin])) begin++;
  while (end > begin && !WORD.test(tokens[end - 1])) end--;
  return tokens.slice(begin, end);
}

/** Two texts are identical for the comparison exactly when their keys are equal. */
export function comparisonKey(text: string): string {
  return comparisonTokens(text).join(' ');
}

/** Number of words (letter or digit runs) among the tokens. */
export function wordCount(tokens: readonly string[]): number {
  let n = 0;
  for (const t of tokens) if (WORD.test(t)) n++;
  return n;
}
