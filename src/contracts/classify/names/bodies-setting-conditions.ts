/**
 * A body named without an organisation word, known by the slot it fills: the one that attaches or imposes conditions on
 * what a party does — "shall observe any conditions NatureScot may attach to peat cutting", "any conditions that
 * Scottish Natural Heritage may impose", "subject to the conditions set by Historic Environment Scotland". A regulator,
 * a licensing agency or a council sets conditions on a permitted activity; a party to the contract is named there by its
 * role ("any conditions the Landlord may impose"), and a person by a title or a role as well (issue 18, h90fd; facts set
 * 51's cause 6: "NatureScot" and its old name "Scottish Natural Heritage" had no head word the other readers know).
 *
 * The name: one to four capitalised words, a word perhaps with a second capital inside ("NatureScot", "WorkSafe"), or
 * initials ("SEPA"); right after "conditions (that/which)" and before a modal and a verb of setting them, or after
 * "conditions attached / imposed / set / laid down / specified / prescribed by". Not a role ("conditions Buyer may set"),
 * an English word alone ("conditions Management may impose"), a month, nor a person (a given name first: "any conditions
 * John Reid may impose"). Each word bounded, the gaps fixed: linear.
 */
import { isEnglishWord } from '../../../common/lexicon/english.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { isCalendarWord } from '../lexicon/calendar-words.js';
import { ROLE_NAMES, type AddName } from './name-grammar.js';

/** A word of the name: a capital, small letters, perhaps a second capital inside; or initials of two to eight capitals. */
const WORD = String.raw`(?:\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{0,24}(?:\p{Lu}\p{Ll}{1,24})?|\p{Lu}{2,8})`;
const NAME = String.raw`(${WORD}(?:\s${WORD}){0,3})(?![\p{L}\p{M}])`;
const SETTING_VERB = String.raw`(?:attach|impose|set|lay\s{1,3}down|specify|prescribe|require)`;
/** "conditions (that) <Name> may attach", "conditions <Name> imposes", "conditions <Name> has set". */
const CONDITIONS_NAME_SETS = new RegExp(String.raw`\bconditions?\s{1,3}(?:(?:that|which)\s{1,3})?${NAME}\s{1,3}(?:(?:may|shall|will|might|can|could|would|has|have)\s{1,3}(?:\p{Ll}{2,12}\s{1,3})?)?${SETTING_VERB}(?:s|ed)?\b`, 'gu');
/** "conditions attached / imposed / … by <Name>", nothing capitalised after the name. */
const CONDITIONS_SET_BY = new RegExp(String.raw`\bconditions?\s{1,3}(?:attached|imposed|set|laid\s{1,3}down|specified|prescribed|required)\s{1,3}by\s{1,3}(?:the\s{1,3})?${NAME}(?!\s{1,3}\p{Lu})`, 'gu');

/** Whether the words may be a body's name (see above). */
function bodyName(name: string): boolean {
  const words = name.split(/\s/);
  if (words.some((w) => ROLE_NAMES.has(w.toLowerCase()) || isCalendarWord(w))) return false;
  if (words.length === 1) return /^\p{Lu}{2,8}$/u.test(name) || !isEnglishWord(name.toLowerCase());
  return !isPlainGivenName(words[0]);
}

/** Reads the bodies that set conditions into `add`. */
export function addBodiesSettingConditions(text: string, add: AddName): void {
  if (!text.includes('condition')) return;
  for (const pattern of [CONDITIONS_NAME_SETS, CONDITIONS_SET_BY]) {
    for (const m of matchesOf(pattern, text)) {
      if (!bodyName(m[1])) continue;
      const begin = m.index + m[0].indexOf(m[1], m[0].search(/\s/));
      add('Organization', begin, begin + m[1].length);
    }
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bodiesSettingConditionsRunPatterns(): readonly RegExp[] {
  return [CONDITIONS_NAME_SETS, CONDITIONS_SET_BY];
}
