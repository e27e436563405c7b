/**
 * Bodies named in a Nordic language or in French with no English organisation word: a Nordic insurer or savings bank
 * ("Tryg Forsikring", "Sparebanken Sør", "Agria Djurförsäkring"), an insurer named by its brand and its word for insurance
 * ("NSIA Assurances Congo", "Mapfre Seguros") and a French body whose name runs on in small letters ("Fédération des
 * producteurs de lait du Québec"). Facts set 38's causes 8 and 9 (h70roles), set 56's cause 6 (h98fb); the words are the
 * gazetteer's lists.
 */
import { COUNTRIES, FRENCH_COUNTRY_NAMES, FRENCH_SMALL_LETTER_BODY_HEADS, GERMAN_BANK_WORDS_AFTER_REGION, GERMAN_BODY_COMPOUND_ENDS, INSURER_WORDS_AFTER, NORDIC_BANK_HEADS_BEFORE, NORDIC_BODY_WORDS_AFTER, NORDIC_INSURANCE_COMPOUND_ENDS, NORDIC_INSURANCE_STEMS } from '../lexicon/gazetteer.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { longestFirstAlternation as alt } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { LEADING } from './name-grammar.js';

/** A capitalised word of a name, accented letters and inner hyphens or apostrophes included (as ROMANCE_WORD). */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
/** A French word in small letters, joins among them ("producteurs", "de", "l'eau"). */
const SMALL_WORD = String.raw`\p{Ll}[\p{L}\p{M}'’-]{0,30}`;
/** The French joins: "de", "des", "du", "de la", "d'", "de l'". */
const FRENCH_JOIN = String.raw`(?:(?:de\s{1,3}la|des|du|de)\s{1,3}|(?:de\s{1,3}l|d)['’]\s{0,3})`;

/** One to three capitalised words, then the Nordic word: "Tryg Forsikring", "Fana Sparebank". Bounded: linear. */
const NORDIC_AFTER = new RegExp(String.raw`(?<![\p{L}\p{M}])${NAME_WORD}(?:\s{1,3}${NAME_WORD}){0,2}\s{1,3}(?:${alt(NORDIC_BODY_WORDS_AFTER)})(?![\p{L}\p{M}])`, 'gu');
/** The definite Nordic bank word, then its own word or number: "Sparebanken Sør", "SpareBank 1 Nord-Norge". */
const NORDIC_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${alt(NORDIC_BANK_HEADS_BEFORE)})((?:\s{1,3}(?:\p{N}{1,2}|${NAME_WORD})){1,2})(?![\p{L}\p{M}\p{N}])`, 'gu');
/**
 * A French head, a join, up to eight words in small letters, then a last join and a capitalised place or name (up to
 * three words): "Commission de protection du territoire agricole du Québec". The capitalised end keeps out "Commission
 * de gestion" and other fees and phrases. Bounded words: linear.
 */
const FRENCH_SMALL_LETTERS = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${alt(FRENCH_SMALL_LETTER_BODY_HEADS)})\s{1,3}${FRENCH_JOIN}${SMALL_WORD}(?:\s{1,3}${SMALL_WORD}){0,7}\s{1,3}${FRENCH_JOIN}${NAME_WORD}(?:[\s-]{1,3}${NAME_WORD}){0,2}(?![\p{L}\p{M}])`, 'gu');
/**
 * A Nordic insurer's one-word compound (NORDIC_INSURANCE_STEMS and a definite ending: "Tryggingarfelagið", "Forsikringsselskabet")
 * before one or two capitalised words of its own: "Tryggingarsambandið Føroyar" (h75f40p). The compound alone names none.
 * Bounded words: linear.
 */
const NORDIC_INSURER_COMPOUND = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${alt(NORDIC_INSURANCE_STEMS)})\p{Ll}{3,24}(?:\s{1,3}${NAME_WORD}){1,2}(?![\p{L}\p{M}])`, 'gu');
/** A Nordic compound closed by the word for insurance ("Djurförsäkring", "Länsförsäkringar"): a capital, then small letters. */
const INSURANCE_COMPOUND = String.raw`\p{Lu}\p{Ll}{1,24}(?:${alt(NORDIC_INSURANCE_COMPOUND_ENDS)})`;
/**
 * One to three capitalised words, then the compound: "Agria Djurförsäkring". Or the compound, then one or two capitalised
 * words of its place: "Länsförsäkringar Gotland" (group 1). The compound alone names none. Bounded words: linear.
 */
const NORDIC_COMPOUND_AFTER = new RegExp(String.raw`(?<![\p{L}\p{M}])${NAME_WORD}(?:\s{1,3}${NAME_WORD}){0,2}\s{1,3}${INSURANCE_COMPOUND}(?![\p{L}\p{M}])`, 'gu');
const NORDIC_COMPOUND_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}])${INSURANCE_COMPOUND}((?:\s{1,3}${NAME_WORD}){1,2})(?![\p{L}\p{M}])`, 'gu');
/**
 * A German body's one-word compound (GERMAN_BODY_COMPOUND_ENDS: "Gebäudeversicherung", "Ausgleichskasse", "Stadtwerke"),
 * then its place: one or two capitalised words (group 1), or "des Kantons" / "der Stadt" / "des Landes" and one (facts set
 * 68's cause 6, h108q68). The place's words are no common English words, so "Sparkasse Account" or a compound before an
 * English word names none; the compound alone names none. Bounded words: linear.
 */
const GERMAN_BODY_COMPOUND = new RegExp(String.raw`(?<![\p{L}\p{M}])\p{Lu}\p{Ll}{2,24}(?:${alt(GERMAN_BODY_COMPOUND_ENDS)})(?:\s{1,3}(?:des|der)\s{1,3}(?:Kantons|Stadt|Landes|Gemeinde))?((?:\s{1,3}${NAME_WORD}){1,2})(?![\p{L}\p{M}])`, 'gu');
const HAS_GERMAN_COMPOUND = new RegExp(String.raw`\p{Ll}(?:${alt(GERMAN_BODY_COMPOUND_ENDS)})\s`, 'u');
/**
 * One or two capitalised words of a region or a town, then a German bank's word (GERMAN_BANK_WORDS_AFTER_REGION): "the
 * Nord-Ostsee Sparkasse", "Berliner Volksbank" (group 1: the region's words). An article opening them is no part of it;
 * a common English word among them names none ("the Savings Sparkasse", "Your Volksbank"). Bounded words: linear.
 */
const REGION_BEFORE_GERMAN_BANK = new RegExp(String.raw`(?<![\p{L}\p{M}'’-])(${NAME_WORD}(?:\s{1,3}${NAME_WORD})?)\s{1,3}(?:${alt(GERMAN_BANK_WORDS_AFTER_REGION)})(?![\p{L}\p{M}])`, 'gu');
const HAS_GERMAN_BANK = new RegExp(`\\s(?:${alt(GERMAN_BANK_WORDS_AFTER_REGION)})(?![\\p{L}])`, 'u');
/** An insurance thing's word after the insurer's: "Länsförsäkringar Policy", "Agria Claims". Anchored: linear. */
const INSURANCE_THING = /^(?:Polic(?:y|ies)|Claims?|Cover|Certificates?|Premiums?|Terms|Conditions|Schedule)(?![\p{L}])/u;
/**
 * One or two words of an insurer's own name (capitalised or initials), its word for insurance (INSURER_WORDS_AFTER), then
 * perhaps its country: "NSIA Assurances Congo", "AXA Assurances Sénégal", "Generali Assicurazioni" (group 1: the words
 * before; group 2: the country). Bounded words: linear.
 */
const INSURER_AFTER_NAME = new RegExp(String.raw`(?<![\p{L}\p{M}])(${NAME_WORD}(?:\s{1,3}${NAME_WORD})?)\s{1,3}(?:${alt(INSURER_WORDS_AFTER)})(\s(?:${alt([...COUNTRIES, ...FRENCH_COUNTRY_NAMES])}))?(?![\p{L}\p{M}])`, 'gu');
const HAS_INSURER_WORD = new RegExp(`(?:${alt(INSURER_WORDS_AFTER)})`, 'u');
/** A banking thing's word after the bank's word: "Sparebanken Account", "Sparebank Transfer". Anchored: linear. */
const BANKING_THING = /^(?:Accounts?|Transfers?|Cards?|Statements?|Details|Rules|Terms|Fees?|Loans?)(?![\p{L}])/u;
const HAS_NORDIC = new RegExp(`(?:${alt([...NORDIC_BODY_WORDS_AFTER, ...NORDIC_BANK_HEADS_BEFORE, ...NORDIC_INSURANCE_STEMS, ...NORDIC_INSURANCE_COMPOUND_ENDS])})`, 'u');
const HAS_FRENCH_HEAD = new RegExp(`(?:${alt(FRENCH_SMALL_LETTER_BODY_HEADS)})\\s{1,3}d`, 'u');

/** An English indefinite article or quantifier just before a head: "a", "an", "any", "each", "every", "another", "no". Anchored: linear. */
const INDEFINITE_BEFORE = /(?<![\p{L}])(?:[Aa]n?|[Aa]ny|[Ee]ach|[Ee]very|[Aa]nother|[Nn]o)\s{1,3}$/u;

export interface BodySpan {
  begin: number;
  end: number;
  text: string;
}

/** The Nordic and small-letter French bodies a text names, each its span (the caller vets and adds them). */
export function nordicAndFrenchBodies(text: string): BodySpan[] {
  const out: BodySpan[] = [];
  if (HAS_NORDIC.test(text)) {
    for (const m of matchesOf(NORDIC_AFTER, text)) {
      // "The Tryg Forsikring policy", "With Gjensidige Forsikring": an opening article or preposition is no part of it.
      const lead = LEADING.exec(m[0])?.[0].length ?? 0;
      if (/\s/.test(m[0].slice(lead))) out.push({ begin: m.index + lead, end: m.index + m[0].length, text: m[0].slice(lead) });
    }
    for (const m of matchesOf(NORDIC_BEFORE, text)) {
      // "Sparebanken Account" names a thing of the contract, no bank; a bank's own word may be a common English one
      // ("Sparebanken Vest", "Sparebanken Sør"), so only a banking thing's word is refused.
      if (BANKING_THING.test(m[1].trim())) continue;
      out.push({ begin: m.index, end: m.index + m[0].length, text: m[0] });
    }
    for (const m of matchesOf(NORDIC_INSURER_COMPOUND, text)) out.push({ begin: m.index, end: m.index + m[0].length, text: m[0] });
    for (const m of matchesOf(NORDIC_COMPOUND_AFTER, text)) {
      // "The Hemförsäkring", "With Agria Djurförsäkring": an opening article or preposition is no part of it.
      const lead = LEADING.exec(m[0])?.[0].length ?? 0;
      if (/\s/.test(m[0].slice(lead))) out.push({ begin: m.index + lead, end: m.index + m[0].length, text: m[0].slice(lead) });
    }
    for (const m of matchesOf(NORDIC_COMPOUND_BEFORE, text)) {
      if (!INSURANCE_THING.test(m[1].trim())) out.push({ begin: m.index, end: m.index + m[0].length, text: m[0] });
    }
  }
  if (HAS_INSURER_WORD.test(text)) for (const m of matchesOf(INSURER_AFTER_NAME, text)) {
    // "Further Assurances", "The Seguros": a clause's heading or a sentence's lead, no insurer's own name; a name's word is
    // none of the common English words (an insurer's brand: "NSIA", "AXA", "Mapfre", "Generali").
    const lead = LEADING.exec(m[1])?.[0].length ?? 0;
    const words = m[1].slice(lead).split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.some((w) => isCommonEnglishWord(w.toLowerCase(), 35))) continue;
    out.push({ begin: m.index + lead, end: m.index + m[0].length, text: m[0].slice(lead) });
  }
  if (HAS_GERMAN_COMPOUND.test(text)) for (const m of matchesOf(GERMAN_BODY_COMPOUND, text)) {
    // "the Sparkasse Account", "Krankenkasse Premium Terms": the words after it name a thing, no place; an English word
    // that ends so ("Framework Kenya", "Homework Club") is no compound.
    const words = m[1].trim().split(/\s+/);
    if (isCommonEnglishWord(m[0].slice(0, m[0].length - m[1].length).trim().split(/\s/)[0].toLowerCase(), 35) || INSURANCE_THING.test(m[1].trim()) || BANKING_THING.test(m[1].trim()) || words.some((w) => isCommonEnglishWord(w.toLowerCase(), 35))) continue;
    out.push({ begin: m.index, end: m.index + m[0].length, text: m[0] });
  }
  if (HAS_GERMAN_BANK.test(text)) for (const m of matchesOf(REGION_BEFORE_GERMAN_BANK, text)) {
    const lead = LEADING.exec(m[1])?.[0].length ?? 0;
    const words = m[1].slice(lead).split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.some((w) => w.split('-').some((part) => isCommonEnglishWord(part.toLowerCase(), 35)))) continue;
    out.push({ begin: m.index + lead, end: m.index + m[0].length, text: m[0].slice(lead) });
  }
  if (HAS_FRENCH_HEAD.test(text)) for (const m of matchesOf(FRENCH_SMALL_LETTERS, text)) {
    // "through a Société de courtage de Paris": a kind of body the sentence speaks of, no body's name (hrev60).
    if (INDEFINITE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    out.push({ begin: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function nordicAndFrenchBodiesRunPatterns(): readonly RegExp[] {
  return [FRENCH_SMALL_LETTERS, GERMAN_BODY_COMPOUND, REGION_BEFORE_GERMAN_BANK, INSURER_AFTER_NAME, NORDIC_AFTER, NORDIC_BEFORE, NORDIC_COMPOUND_AFTER, NORDIC_COMPOUND_BEFORE, NORDIC_INSURER_COMPOUND];
}
