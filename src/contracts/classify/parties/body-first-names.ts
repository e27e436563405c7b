/**
 * The parties of a note between two people that names them only in its body, each first by first and last name as the
 * subject of a clause, then by first name alone: "Magnus Flett puts 40 hoggs on the holm …", "Erlend Rendall lets him
 * graze the whole holm …", then "Magnus pays £6 a head …", "Erlend keeps his own ewes off the holm …". No preamble, bracket
 * or field names a party, yet each sentence's subject is one of the two sides, as a party named in a preamble is (C34:
 * "The Outfitter sends …"; set 93's cause 2, issue 18, h119t93). Each person is a party named by the first name the note
 * calls them by, and the full name is that party too. Read only where no party is Primary; exactly two such people, each
 * named alone again.
 */
import { endsAsBusiness, isOrganisationWord, isPersonName } from '../names/person-names.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { escapeRegExp } from '../../../common/regexp.js';

/**
 * A sentence that opens on a person's first and last name, a verb in the present tense after it ("Magnus Flett puts",
 * "Erlend Rendall does not sell"): groups 1 and 2 the names. Anchored, each run bounded: linear.
 */
const FULL_NAME_SUBJECT = /^\s{0,3}(\p{Lu}\p{Ll}{1,20}) (\p{Lu}\p{Ll}{1,20}(?:-\p{Lu}\p{Ll}{1,20})?)\s{1,3}(?:does\s{1,3}not\s{1,3}[a-z]{2,20}|[a-z]{2,20}s)\b/u;
/** The fewest lines that name a person by first name alone, as the subject or object of the note's terms. */
const MIN_FIRST_NAME_LINES = 2;
/** How common an English word a first name may not be ("Will", "Grace" are names; "Half", "Each" are no one's). */
const COMMON_TIER = 40;

/** First name → its party (the first name), and each full name → the same: the two people the body names so, or none. */
export function bodyFirstNames(texts: readonly string[]): Map<string, string> {
  const people = new Map<string, string>();
  for (const text of texts) {
    const m = FULL_NAME_SUBJECT.exec(text);
    if (m === null) continue;
    const [first, last] = [m[1], m[2]];
    const full = `${first} ${last}`;
    if (!isPersonName(full) || endsAsBusiness(full) || isOrganisationWord(first) || isOrganisationWord(last) || isCommonEnglishWord(first.toLowerCase(), COMMON_TIER)) continue;
    if (!people.has(first)) people.set(first, full);
  }
  if (people.size !== 2) return new Map();
  const out = new Map<string, string>();
  for (const [first, full] of people) {
    // The first name alone, not before the surname: "Magnus pays", "phones Magnus", "Magnus's hoggs".
    const alone = new RegExp(String.raw`\b${escapeRegExp(first)}\b(?!\s{1,3}${escapeRegExp(full.slice(first.length + 1))}\b)`);
    if (texts.filter((t) => alone.test(t)).length < MIN_FIRST_NAME_LINES) return new Map();
    out.set(first, first);
    out.set(full, first);
  }
  return out;
}
