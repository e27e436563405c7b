/**
 * A light English stemmer for fuzzy matching: it only undoes inflection (plural, -ing, -ed) and
 * drops a final `e`, so that `cars`/`car`, `hiking`/`hike`, `cookies`/`cooky`, `liked`/`like`
 * share a stem. Derivation (`-er`, `-ly`, `-ness`) is left alone: it changes meaning.
 */

const LETTERS = /^[a-z]+$/;
const VOWEL = /[aeiouy]/;

/** The stem of a folded token; tokens that are not plain a-z words (or are short) are returned as is. */
export function stem(word: string): string {
  if (word.length <= 3 || !LETTERS.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:x|z|ch|sh|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 5 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  const n = w.length;
  if (n >= 3 && w[n - 1] === w[n - 2] && !'lsz'.includes(w[n - 1])) return w.slice(0, -1);
  return w;
}
