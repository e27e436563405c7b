/**
 * A person a letter or an e-mail names right before a bracket of the pronoun "you": "we would like to engage Tomas Ortiz
 * ("you")", "… engage you, Mr. Tomas Ortiz, trading as Ortiz Hull Cleaning (the "Contractor" or "you")". The bracket is
 * the person's alias as it is a company's (`Ortiz Hull Cleaning Ltd. ("you")`, read by findParties): the addressee named in
 * the body is a party, an individual as a company is (facts set 50's cause 1, h89p). Read by `preambleNames` where
 * YOU_APPOSED ("you, <name> of <town> ("you")") finds none.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { COURTESY_TITLE } from '../lexicon/courtesy-titles.js';
import { isPersonName } from '../names/person-names.js';
import { STREET_WORDS_NO_SURNAME } from '../names/addresses.js';
import { allCommonEnglishWords } from '../../../common/lexicon/english.js';
import type { OrgMention } from './party-record.js';
import { SALUTATION_WORD } from './letter-parties.js';

/**
 * A bracket of one to four quoted aliases, "you" among them: `("you")`, `(the "Contractor" or "you")`, `("you" or the
 * "Contractor")`. Each quoted alias bounded, no bracket inside: linear.
 */
const QUOTED_ALIASES = /\(\s{0,3}(?:the\s{1,3})?((?:"[^"()]{1,40}"\s{0,3},?\s{0,3}(?:(?:or|and)\s{1,3})?(?:the\s{1,3})?){1,4})\)/g;
const QUOTED = /"([^"()]{1,40})"/g;
/** The other pronouns a bracket may give beside "you", which name no role. */
const PRONOUN = /^(?:you|your|yours|we|us|our|I|me)$/i;
/**
 * The person's name closing the text before the bracket: a courtesy title (dropped), two to four capitalised words or
 * initials, then the business name the person trades under ("trading as …", "t/a …", "d/b/a …") and a comma. Anchored at
 * the end of a bounded window (BEFORE_WINDOW), each run bounded. A salutation's word opens no name: `Dear Sophie Lambert
 * ("you"),` calls "Sophie Lambert" (facts set 59's side finding, h100p59).
 */
const PERSON_AT_END = new RegExp(String.raw`(?:^|[\s,;])(?!${SALUTATION_WORD}\s)(?:(?:${COURTESY_TITLE})\.?\s{1,3})?(\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]{1,30})){1,3})(?:,?\s{1,3}(?:trading\s{1,3}as|t\/a|d\/b\/a)\s{1,3}[^()";,]{1,80})?\s{0,3},?\s{0,3}$`, 'u');
const BEFORE_WINDOW = 200;
/**
 * An address before the bracket, no person: a house number before the words ("the house at 4 Beach Road ("you" or the
 * "Owner")"), or a last word that is a street's and no surname (STREET_WORDS_NO_SURNAME). Anchored at the end: linear.
 */
const HOUSE_NUMBER_BEFORE = /\d[\p{L}\d/-]{0,6}\s{1,3}$/u;
const STREET_LAST = new RegExp(String.raw`\s(?:${STREET_WORDS_NO_SURNAME.join('|')})$`);
/**
 * A thing's name, no person's: an article or a possessive before the words ("the organisation named in the Order Form
 * ("you")", "your Acceptance Form"), or words that are all common English ones ("Order Form", "Booking Form": as
 * signatory-names.ts reads a field's words; a name of two common words, "Rose Green", is lost with them).
 */
const DETERMINER_BEFORE = /\b(?:the|a|an|this|that|these|those|your|our|its|their|his|her|any|each|every)\s{1,3}$/i;
/** Brackets read per element: a letter gives "you" once or twice; hostile text repeats brackets thousands of times. */
const MAX_BRACKETS = 4;

/** The person named right before a bracket that holds "you", with the bracket's role alias if any (else "you"). */
export function personBeforeYou(text: string, element: number): OrgMention | undefined {
  let seen = 0;
  for (const m of matchesOf(QUOTED_ALIASES, text)) {
    if (++seen > MAX_BRACKETS) break;
    const quoted = [...matchesOf(QUOTED, m[1])].map((q) => q[1].trim().replace(/[,.]$/, ''));
    if (!quoted.includes('you')) continue;
    const from = Math.max(0, m.index - BEFORE_WINDOW);
    const person = PERSON_AT_END.exec(text.slice(from, m.index));
    if (!person || !isPersonName(person[1], true) || STREET_LAST.test(person[1])) continue;
    const begin = from + person.index + person[0].indexOf(person[1]);
    const lead = text.slice(Math.max(0, begin - 12), begin);
    if (HOUSE_NUMBER_BEFORE.test(lead) || DETERMINER_BEFORE.test(lead) || allCommonEnglishWords(person[1], 20)) continue;
    const alias = quoted.find((q) => !PRONOUN.test(q))?.replace(/^the\s+/i, '') ?? 'you';
    return { element, begin, end: begin + person[1].length, text: person[1], alias };
  }
  return undefined;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function youBracketPersonsRunPatterns(): readonly RegExp[] {
  return [QUOTED, QUOTED_ALIASES];
}
