/**
 * A contract about trade marks read, for the categories, as the marks it is about (issue 18, h55c51). A trade mark
 * licence or a coexistence agreement names its marks once ("Nordlys owns the trade mark NORDLYS", "the word mark
 * SOLVIK") and then writes only the name or "its mark" ("shall not use or register NORDLYS", "withdraw its
 * opposition", "a get-up confusingly similar", "challenge the validity of the registrations"): the sentences name no
 * "trade mark" and read no intellectual property, though every one is about the marks (the spec's Intellectual
 * Property: rights in marks, their use and protection). Two readings, in a document whose type names trade marks
 * ("TRADE MARK COEXISTENCE AGREEMENT", "This Trademark License Agreement"; `contractType`) only — elsewhere "its mark"
 * is a mark on a crate, a registration a car's, an opposition a planning objection:
 * - each mark the document names, in capitals after "trade mark"/"mark" (case-sensitive: "NORDLYS", not the party
 *   "Nordlys"), is read as "trademarks";
 * - the words of a mark's life are read with "trademark" before them: a mark after a determiner ("its mark", "the
 *   marks"), a registration, an opposition or "oppose", a get-up, a letter of consent.
 * Sets 3 and 37 (a trade mark licence deed, a trademark licence) and 51 (a coexistence agreement) are such documents.
 * One pattern per document of at most MAX_MARKS names, bounded words: linear.
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { contractType } from '../document/contract-types.js';

/** The marks read, the first a document names: a coexistence agreement names two. */
export const MAX_MARKS = 8;

/** The contract's type names trade marks or service marks ("Trade Mark Licence Deed", "TRADEMARK COEXISTENCE AGREEMENT"). */
const MARK_TYPE = /\btrade\s?-?marks?\b|\bservice\s+marks?\b/i;

/**
 * A mark named in capitals after the words that say it is one: "the trade mark NORDLYS", "the German trade mark
 * NORDLICHT", "the word mark SOLVIK", "the marks BLÅBÆR and …" (the first name). At most three capitalised words of a
 * name, each bounded.
 */
const NAMED_MARK = /\b(?:trade\s?-?marks?|service\s+marks?|word\s+marks?|marks?)\s+(\p{Lu}[\p{Lu}\d&'-]{1,30}(?:\s+\p{Lu}[\p{Lu}\d&'-]{1,30}){0,2})(?![\p{L}\d])/gu;

/** A name in capitals that is a document's or a law's word, not a mark ("the marks AND", "trade mark ACT"). */
const NOT_A_NAME = /^(?:AND|OR|OF|THE|ACT|LAW|OFFICE|REGISTRY|REGISTRATION|NO|NUMBER|CLASS|CLASSES)$/;

/**
 * The words of a mark's life, read with "trademark" before them: a mark after a determiner or a possessive ("its mark",
 * "the marks", "any mark", "the mark of the other Party"), a registration, an opposition or opposing it, a get-up, a
 * letter of consent. Bounded alternatives. Not (hrev41) a price's mark-up, a mark beside a scratch or a dent (damage), a
 * registration of another kind (a VAT, company, vehicle or event registration, a registration number, requirement, desk
 * or form, a registration as a data controller or for VAT), a shareholder's or a member's opposition, a planning objection.
 */
const MARK_WORDS = /\b(?:its|their|the|any|a|each|either|both|other|own|his|her|our|your)\s+(marks?)\b(?!-|,?\s{1,3}(?:or\s{1,3}|and\s{1,3})?(?:scratch|dent|stain|scuff|chip|crack|tear|blemish|damage)\w*)|(?<!\b(?:VAT|tax|company|companies|vehicle|car|land|business|food|hygiene|event|delegate|conference|student|visitor|guest)\s{1,3})\b(registrations?(?!\s{1,3}(?:numbers?|no\b|requirements?|plates?|certificates?|documents?|desks?|forms?|as\b|for\s{1,3}(?:VAT|GST|tax|taxes|sales\s{1,3}tax)\b))|opposition(?!\s{1,3}of\s{1,3}(?:any|a|the|its)\s{1,3}(?:shareholders?|members?|directors?|board|partners?|residents?|neighbours?))(?![^.;]{0,40}\bplanning\b)|oppos(?:e|es|ed|ing)(?![^.;]{0,40}\bplanning\b)|get-up|letters?\s+of\s+consent)\b/gi;

/** The marks a document about trade marks names (empty when its type names none: the reading is then the text itself). */
export function markContractNames(texts: readonly string[]): string[] | undefined {
  const type = contractType(texts.map((text) => ({ text })));
  if (!type || !MARK_TYPE.test(texts[type.element].slice(type.begin, type.end))) return undefined;
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of matchesOf(NAMED_MARK, text)) {
      if (names.size >= MAX_MARKS) return [...names];
      if (!NOT_A_NAME.test(m[1])) names.add(m[1]);
    }
  }
  return [...names];
}

/** The text of a document about trade marks with its marks' names and the words of a mark's life read as trade marks. */
export function markContractRead(names: readonly string[] | undefined): (text: string) => string {
  if (names === undefined) return (text) => text;
  // Not a name in capitals that goes on ("KESTREL HOLDINGS LIMITED", "NORDLYS AS"): the party named as the mark is, hrev41.
  const named = names.length === 0 ? undefined : new RegExp(`(?<![\\p{L}\\d])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}\\d])(?!\\s{1,3}\\p{Lu})`, 'gu');
  return (text) => {
    const read = named ? text.replace(named, 'trademarks') : text;
    return read.replace(MARK_WORDS, (whole: string, mark: string | undefined) => (mark !== undefined ? whole.replace(/marks?$/i, (m) => `trade${m}`) : `trademark ${whole}`));
  };
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function markContractReadingRunPatterns(): readonly RegExp[] {
  return [NAMED_MARK];
}
