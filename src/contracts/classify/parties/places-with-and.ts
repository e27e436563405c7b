/**
 * A country or a province named with an "and" (the gazetteer's PLACES_WITH_AND), in any case, up to three blanks between
 * its words, no letter before or after it: "Twillingate, Newfoundland and Labrador A0G 4M0", "TRINIDAD  AND TOBAGO" (h89p).
 * Looked up name by name rather than by the names' case-blind Unicode alternation, which compiled to ~140 KB of native
 * code early in a cold call and spent V8's regex code budget (bench/log.md, "The cold classify, part 17"). The spans are
 * the alternation's, `(?<![\p{L}])(?:longest|…|shortest)(?![\p{L}])` with the `giu` flags: the first name in
 * longest-first order that matches at a start, the next search after it.
 */
import { caseFolded } from '../../../common/regexp.js';
import { PLACES_WITH_AND } from '../lexicon/gazetteer.js';

/** Each name's words, case-folded as an `iu` pattern compares them. */
const NAMES: readonly (readonly string[])[] = PLACES_WITH_AND.map((name) => name.split(' ').map(caseFolded));
/** Where a name may start: no letter before, a letter some name starts with (its case variants too). */
const STARTS = new RegExp(`(?<![\\p{L}])[${[...new Set(PLACES_WITH_AND.map((name) => name[0]))].join('')}]`, 'giu');
const LETTER = /\p{L}/uy;
const BLANK = /\s/;

/** The end of the name `words` read at `at` (its words as folded, one to three blanks between them), or -1. */
function nameEnd(text: string, at: number, words: readonly string[]): number {
  let q = at;
  for (let k = 0; k < words.length; k++) {
    if (k > 0) {
      let blanks = 0;
      while (blanks < 4 && q + blanks < text.length && BLANK.test(text[q + blanks])) blanks++;
      // Four blanks or more: the pattern's `\s{1,3}` leaves a blank before the word, where no word starts.
      if (blanks === 0 || blanks > 3) return -1;
      q += blanks;
    }
    const word = words[k];
    if (caseFolded(text.slice(q, q + word.length)) !== word) return -1;
    q += word.length;
  }
  LETTER.lastIndex = q;
  return LETTER.test(text) ? -1 : q;
}

/** Each such name in `text`, left to right, not overlapping: where it starts and ends. */
export function placesWithAnd(text: string): { index: number; end: number }[] {
  const found: { index: number; end: number }[] = [];
  STARTS.lastIndex = 0;
  for (let m = STARTS.exec(text); m !== null; m = STARTS.exec(text)) {
    const end = NAMES.reduce((hit, words) => (hit >= 0 ? hit : nameEnd(text, m!.index, words)), -1);
    if (end < 0) continue;
    found.push({ index: m.index, end });
    STARTS.lastIndex = end;
  }
  return found;
}
