/**
 * A listed country after a town's or a state's comma, perhaps with its article and its state's style ("…, the
 * Netherlands", "…, Kingdom of Bahrain", "…, Republic of the Gambia"), found by looking the country up in the listed
 * index rather than by a pattern holding every country as one alternation. Such a pattern (TOWN_COUNTRY, STATE_AFTER in
 * place-names.ts) compiled to ~520 KB of native code each, early in a cold call, and spent V8's regex code budget that
 * the classifier's later patterns then lacked (bench/log.md, "The cold classify, part 17").
 */
import { COUNTRIES } from '../lexicon/gazetteer.js';
import { listedAt, listedIndex } from '../lexicon/listed-names.js';
import { POLITY_STYLE } from './addresses.js';

const COUNTRY_INDEX = listedIndex(COUNTRIES);
/** POLITY_STYLE at a position, the longest way it reads (its own "the" taken). */
const POLITY_AT = new RegExp(POLITY_STYLE, 'y');
/** The "the" that may close POLITY_STYLE ("Republic of the "): what it reads when it leaves that "the" out. */
const THE_CLOSING_STYLE = /the\s{1,3}$/;

/** The end of the listed country at `at` that `notAfter` does not match after, or undefined. */
function countryEnd(text: string, at: number, notAfter: RegExp): number | undefined {
  const name = listedAt(COUNTRY_INDEX, text, at, notAfter);
  return name === undefined ? undefined : at + name.length;
}

/** `${POLITY_STYLE}(?:<listed country>)(?!notAfter)` at `at`, in the order the pattern's backtracking tries its ways. */
function styledCountryEnd(text: string, at: number, notAfter: RegExp): number | undefined {
  POLITY_AT.lastIndex = at;
  const style = POLITY_AT.exec(text)?.[0] ?? '';
  if (style !== '') {
    const full = countryEnd(text, at + style.length, notAfter);
    if (full !== undefined) return full;
    const article = THE_CLOSING_STYLE.exec(style);
    const bare = article ? countryEnd(text, at + style.length - article[0].length, notAfter) : undefined;
    if (bare !== undefined) return bare;
  }
  return countryEnd(text, at, notAfter);
}

/**
 * The end of `(?:${article})?${POLITY_STYLE}(?:<listed country>)(?!notAfter)` read at `at` (the same end the pattern's
 * backtracking reaches first), or undefined. `article` is a sticky pattern of "the" and its blanks (`/the\s{1,3}/y`);
 * `notAfter` a sticky pattern that matches every ASCII letter (listed-names.ts' listedAt).
 */
export function styledCountryAt(text: string, at: number, article: RegExp, notAfter: RegExp): number | undefined {
  article.lastIndex = at;
  if (article.test(text)) {
    const end = styledCountryEnd(text, article.lastIndex, notAfter);
    if (end !== undefined) return end;
  }
  return styledCountryEnd(text, at, notAfter);
}
