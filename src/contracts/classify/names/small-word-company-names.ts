/**
 * A company name whose words after the first are in small letters, before a legal form of the drafting that writes names
 * so ("2. Zlata čebela d.o.o., Tržaška cesta 2, Maribor", "Medena pot d.o.o.", "Pekárna u mostu s.r.o."): Slovenian,
 * Croatian, Czech, Polish and Italian usage capitalises a name's first word only. The capitalised-word grammar
 * (company-names.ts) reads none of these; facts set 38's cause 3 (issue 18, h70names).
 * Bounded: one to three capitalised words, then one to three small ones, then the form (SMALL_WORD_NAME_FORMS). A small
 * word that is one of English's commonest words (tier 10: "the", "we", "use", "company", "from") makes the run a
 * sentence, no name: "Payments to the supplier d.o.o.", "The company we use d.o.o.".
 */
import { PLACES, SMALL_LETTER_BANK_WORDS, SMALL_WORD_NAME_FORMS } from '../lexicon/gazetteer.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { isCommonEnglishWord, isEnglishWord } from '../../../common/lexicon/english.js';
import { LEADING, type AddName } from './name-grammar.js';

const WORD_CAP = String.raw`\p{Lu}[\p{L}\p{M}'’-]{0,30}`;
const WORD_SMALL = String.raw`\p{Ll}[\p{L}\p{M}'’-]{0,30}`;
const FORM = longestFirstAlternation(SMALL_WORD_NAME_FORMS);
/**
 * The capitalised words (group 1), the small words (group 2), the capitalised words of a bank's seat (group 3), the form;
 * the form's own end is no word's start.
 */
const SMALL_WORD_COMPANY = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}.'’-])(${WORD_CAP}(?: ${WORD_CAP}){0,2})((?: ${WORD_SMALL}){1,3})((?: ${WORD_CAP}){0,2}) (?:${FORM})(?![\\p{L}\\p{M}])`, 'gu');
/**
 * A bank's word in small letters ("banka") goes on with the bank's seat before its form, as Croatian, Serbian and Bosnian
 * banks are named: "Privredna banka Zagreb d.d.", "Jadranska banka Šibenik d.d." (the seat was read as a company of
 * its own, "Zagreb d.d."; facts set 39's cause 5, h73f39n). Only after a bank's word: "Tomato growers Agro d.d." leaves
 * "Agro d.d." to the capitalised-word grammar.
 */
const BANK_WORDS: ReadonlySet<string> = new Set(SMALL_LETTER_BANK_WORDS);
/** The English words so common that a run holding one is a sentence ("the", "we", "use", "from", "company"). */
const COMMONEST_TIER = 10;
/**
 * A listed place's name (gazetteer.ts PLACES) before English words only is a site of the place, no name: "Deliveries from
 * Zagreb warehouse d.o.o. premises", "our Ljubljana office d.o.o. staff" (review hrev60 of h70names; h73left). The
 * drafting that writes names so names a company in its own words ("Medena pot", "Ljubljanska banka"), not a town's
 * English noun.
 */
const LISTED_PLACES: ReadonlySet<string> = new Set(PLACES);

/**
 * A name all in the drafting's own words before a capitalised word and the form: "Čistilni servis Hrast d.o.o.",
 * "Gradbeno podjetje Kras d.o.o." (a trade in small letters, then the firm's own name; set 81, issue 18, h104n81). No
 * word of the run is English, so no English sentence or trade ("Tomato growers Agro d.d.", "Cleaning services Hrast
 * d.o.o.") runs into the name: those leave the capitalised word and its form to the capitalised-word grammar; nor does a
 * listed place's site ("Zagreb skladište Agro d.o.o.": LISTED_PLACES).
 */
function ownLanguageWords(capitals: string, small: readonly string[]): boolean {
  return !LISTED_PLACES.has(capitals) && [...capitals.split(' '), ...small].every((w) => !isEnglishWord(w.toLowerCase()));
}

/** Adds the names of `text` whose words after the first stand in small letters before their legal form. */
export function addSmallWordCompanies(text: string, add: AddName): void {
  // A cheap test before the pattern, from the forms' own list: no form written, no such name.
  if (!SMALL_WORD_NAME_FORMS.some((form) => text.includes(form))) return;
  for (const m of matchesOf(SMALL_WORD_COMPANY, text)) {
    const small = m[2].trim().split(' ');
    if (small.some((w) => isCommonEnglishWord(w.toLowerCase(), COMMONEST_TIER))) continue;
    if (m[3] !== '' && !BANK_WORDS.has(small[small.length - 1]) && !ownLanguageWords(m[1], small)) continue;
    // "Between Zlata čebela d.o.o.", "The Lessee Zlata …": a sentence's lead is no word of the name.
    const lead = LEADING.exec(`${m[1]} `)?.[0].length ?? 0;
    if (lead >= m[1].length) continue;
    if (LISTED_PLACES.has(m[1].slice(lead)) && small.every((w) => isEnglishWord(w.toLowerCase()))) continue;
    add('Organization', m.index + lead, m.index + m[0].length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function smallWordCompanyNamesRunPatterns(): readonly RegExp[] {
  return [SMALL_WORD_COMPANY];
}
