/**
 * The Porter stemmer (M.F. Porter, 1980) for English words, lowercase input. Stems are index keys,
 * not words: `connection`, `connected`, `connecting` → `connect`; `ponies` → `poni`.
 */

const cache = new Map<string, string>();
/**
 * Longer "words" are kept as typed: no English word is this long, and the stemmer's `y` rule looks back through a
 * run of `y`s (recursive, and quadratic over the word), so 10,000 `y`s overflowed the stack at compile time.
 */
export const MAX_STEMMED_WORD = 64;
const CACHE_LIMIT = 50_000;

/** Porter stem of a lowercase English word; words of one or two letters, over 64 letters and non-letters are kept. */
export function stemEnglish(word: string): string {
  if (word.length <= 2 || word.length > MAX_STEMMED_WORD || !/^[a-z]+$/.test(word)) return word;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const stem = porter(word);
  if (cache.size < CACHE_LIMIT) cache.set(word, stem);
  return stem;
}

function isConsonant(w: string, i: number): boolean {
  switch (w[i]) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
      return false;
    case 'y':
      return i === 0 ? true : !isConsonant(w, i - 1);
    default:
      return true;
  }
}

/** The measure m of `w[0, end)`: the number of VC sequences. */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string, end: number): boolean {
  return end >= 2 && w[end - 1] === w[end - 2] && isConsonant(w, end - 1);
}

/** consonant-vowel-consonant at the end, the last not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

/** Replace `suffix` by `repl` when the stem before it has measure > `minM`; `null` when the suffix does not match. */
function replaceIf(w: string, suffix: string, repl: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const stemEnd = w.length - suffix.length;
  return measure(w, stemEnd) > minM ? w.slice(0, stemEnd) + repl : w;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate',
  'iti', 'ous', 'ive', 'ize',
];

function porter(word: string): string {
  let w = word;
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) { /* keep */ } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w, w.length) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + 'i';
  // Step 2
  for (const [suffix, repl] of STEP2) {
    const r = replaceIf(w, suffix, repl, 0);
    if (r !== null) { w = r; break; }
  }
  // Step 3
  for (const [suffix, repl] of STEP3) {
    const r = replaceIf(w, suffix, repl, 0);
    if (r !== null) { w = r; break; }
  }
  // Step 4
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stemEnd = w.length - suffix.length;
    if (measure(w, stemEnd) > 1 && (suffix !== 'ion' || /[st]$/.test(w.slice(0, stemEnd)))) w = w.slice(0, stemEnd);
    break;
  }
  // Step 5a
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  // Step 5b
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w, w.length) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
