/**
 * Two surnames joined by "&" with no legal form: "the Owners' attorneys, Harris & St. Jean, Roseau", "copies to Okafor &
 * Lindqvist." (a law, accounting or architects' firm named by its partners, as common-law drafting writes it). The
 * capitalised-word grammar needs a form or a body's word (company-names.ts), so the firm was no Organization and no party
 * (set 78's "Harris & St. Jean", issue 18, h104p63). A firm so named is an Organization.
 *
 * Only where the words are surnames, not a product's or a subject's: neither word is one of English's commonest (tier 10:
 * "Terms & Conditions", "Health & Safety", "Marks & …"), one of them is no common English word at all (tier 35: "Salt &
 * Vinegar", "Fish & Chips" stay words), not both are given names ("Anna & Peter", a couple), no courtesy title opens it
 * ("Mr & Mrs Harris"); and the firm's name ends there: a punctuation mark, the text's end, a bracket or a small function
 * word follows, never a capitalised word ("Harris & Jones Ltd" is the company grammar's, "John & Mary Smith" a couple's),
 * a noun in small letters ("Smith & Wesson revolvers", "Dolce & Gabbana sunglasses": a product) or a possessive ("Ben &
 * Jerry's"). Two bounded words around one "&", the look-ahead bounded: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { COURTESY_TITLES } from '../lexicon/courtesy-titles.js';
import type { AddName } from './name-grammar.js';

const SURNAME = String.raw`(?:St\.\s{1,2})?(?:Mc|Mac|O['’]|D['’])?\p{Lu}[\p{Ll}\p{M}]{1,30}(?:-\p{Lu}[\p{Ll}\p{M}]{1,30})?`;
/** The two words around "&" (groups 1 and 2), then what may follow a firm's name. */
const PARTNERS = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?<!\p{Lu}[\p{L}\p{M}'’.-]{0,30}\s{1,2}|&\s{0,2})(${SURNAME})\s{1,2}&\s{1,2}(${SURNAME})(?![\p{L}\p{M}'’-])(?=\s{0,3}(?:[,.;:)(]|$)|\s{1,3}(?:of|in|at|and|or|to|for|shall|will|is|are|was|were|has|have|may|must|who|which|as|with|by|on|from|under)\b)`,
  'gu',
);
const TITLES: ReadonlySet<string> = new Set(COURTESY_TITLES.map((t) => t.replace(/\.$/, '').toLowerCase()));

/** The word of a partner's name the English lists are asked about: "Jean" of "St. Jean". */
const lastWord = (name: string): string => name.slice(name.lastIndexOf(' ') + 1).toLowerCase();

/** Adds the firms of `text` named by two surnames joined by "&" (see above). */
export function addAmpersandFirms(text: string, add: AddName): void {
  if (!text.includes('&')) return;
  for (const m of matchesOf(PARTNERS, text)) {
    const [first, second] = [lastWord(m[1]), lastWord(m[2])];
    if (TITLES.has(first) || TITLES.has(second)) continue;
    if (isCommonEnglishWord(first, 10) || isCommonEnglishWord(second, 10)) continue;
    if (isCommonEnglishWord(first, 35) && isCommonEnglishWord(second, 35)) continue;
    // "St. Jean" is a surname whatever its last word.
    const given = (name: string, word: string): boolean => !name.startsWith('St.') && isPlainGivenName(word);
    if (given(m[1], first) && given(m[2], second)) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
}

/** Its patterns run by `matchesOf`, for the build's run table (bench/log.md, cold classify part 22). */
export function ampersandFirmsRunPatterns(): readonly RegExp[] {
  return [PARTNERS];
}
