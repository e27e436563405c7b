/**
 * `@sys-person`: given names from a public-domain list (common/lexicon/given-names.ts), a mention being the given name and the
 * surname words that follow it (`Jane Doe`, `Vijay`). The value is the text as written: names are recognized
 * individually, so that `Joe` is not `Joseph` (system-entities.md). See docs/behaviour/sysent.md for the rules.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { givenNames } from '../../../common/lexicon/given-name-sets.js';
import { isPlaceWord, type Span } from './places.js';
import { isCapitalised, type Word } from './words.js';

/** At most this many surname words follow a given name (`Mary Ann Smith-Jones` is given name + 2). */
export const MAX_SURNAME_WORDS = 2;

/** Phrases that name the speaker (the strong ones first); the word after them may be a name even in lower case (`my name is john smith`). */
const NAMING_CUES: readonly (readonly string[])[] = [
  ['my', 'name', 'is'], ['my', "name's"], ['my', 'name’s'], ['call', 'me'], ["i'm"], ['i’m'], ['im'], ['i', 'am'], ['this', 'is'],
];
/** The cues that only introduce a name (the first four): after them a lower-case `will` or `bill` is one too. */
const STRONG_CUES = 4;

/** Capitalised words that never continue a name: weekdays, months, the pronoun. */
const NOT_SURNAMES: ReadonlySet<string> = new Set([
  'i', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march',
  'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);

/**
 * Person mentions, ordered and not overlapping. A word of a multi-word place name is not a name (`San Francisco`),
 * and a place ends a name (`John New York` is John).
 */
export function findPersons(ws: readonly Word[], places: readonly Span[]): Span[] {
  const { plain, ambiguous } = givenNames();
  const found: Span[] = [];
  const placeStarts = new Set(places.map((p) => p.start));
  let place = 0;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i];
    while (place < places.length && places[place].end <= w.start) place++;
    const cueIndex = namingCue(ws, i);
    const cue = cueIndex >= 0;
    const p = places[place];
    if (!cue && p !== undefined && p.start <= w.start && p.end >= w.end && (p.start < w.start || p.end > w.end)) continue;
    const capitalised = isCapitalised(w.text);
    let starts = false;
    if (capitalised && w.lower !== 'i') {
      if (plain.has(w.lower)) starts = cue || !isPlaceWord(w.lower);
      else if (ambiguous.has(w.lower)) starts = cue || !w.sentenceStart;
      else starts = cue && !isPlaceWord(w.lower) && !isCommonEnglishWord(w.lower, 20);
    } else if (w.text === w.lower) {
      starts = (cue && plain.has(w.lower)) || (cueIndex >= 0 && cueIndex < STRONG_CUES && ambiguous.has(w.lower));
    }
    if (!starts) continue;
    let end = i;
    while (end + 1 < ws.length && end - i < MAX_SURNAME_WORDS) {
      const next = ws[end + 1];
      if (placeStarts.has(next.start) || !continuesName(next, capitalised, plain, ambiguous)) break;
      end++;
    }
    found.push({ start: w.start, end: ws[end].end });
    i = end;
  }
  return found;
}

/** A surname word: capitalised after a capitalised name; after a lower-case one a name or an uncommon word. */
function continuesName(next: Word, capitalised: boolean, plain: ReadonlySet<string>, ambiguous: ReadonlySet<string>): boolean {
  if (!next.joinsPrevious || NOT_SURNAMES.has(next.lower) || isPlaceWord(next.lower)) return false;
  if (capitalised) return isCapitalised(next.text);
  if (next.text !== next.lower) return false;
  return plain.has(next.lower) || ambiguous.has(next.lower) || !isCommonEnglishWord(next.lower, 20);
}

/** The index in NAMING_CUES of the cue just before word `i`, or -1. */
function namingCue(ws: readonly Word[], i: number): number {
  if (!ws[i].joinsPrevious) return -1;
  return NAMING_CUES.findIndex((cue) => {
    if (i < cue.length) return false;
    for (let k = 0; k < cue.length; k++) {
      const w = ws[i - cue.length + k];
      if (w.lower !== cue[k] || (k > 0 && !w.joinsPrevious)) return false;
    }
    return true;
  });
}
