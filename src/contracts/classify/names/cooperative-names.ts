/**
 * A cooperative or an association named in its own language, with no legal form: "1. Poljoprivredna zadruga Levanda
 * Brusje, Brusje 44, 21450 Hvar, OIB …, represented by the president of the cooperative …", "KOPERATIVE IKAWA NZIZA
 * GAKENKE, a coffee growers' cooperative", "Spółdzielnia Mleczarska Mlekpol", "the account with Bank Spółdzielczy w
 * Grójcu", "Ushirika wa Wakulima Moshi". The word for a cooperative (gazetteer.ts COOPERATIVE_WORDS) heads the name as a
 * legal form closes a company's: with the name's own capitalised words before or after it, joined by the language's small
 * words ("de", "w", "wa"), it is a body's name, whatever the case of the head ("zadruga" is written in small letters in a
 * name, as Croatian, Polish and Czech write every word but the first). The capitalised-word grammars read none of these:
 * the Croatian cooperative lessor of facts set 39 was no party (cause 1, issue 18, h73f39n).
 * Bounded: at most three words before the head and five after, each of thirty letters: linear.
 */
import { COOPERATIVE_COMPOUND_ENDS, COOPERATIVE_WORDS } from '../lexicon/gazetteer.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { LEADING, PLURAL_OF_MEMBERS, type AddName } from './name-grammar.js';

/** A word as written in small letters, with its first letter capitalised, and in capitals. */
const cases = (word: string): string[] => [word, `${word[0].toUpperCase()}${word.slice(1)}`, word.toUpperCase()];
const HEAD = longestFirstAlternation([...new Set(COOPERATIVE_WORDS.flatMap(cases))]);
/** A German compound closed by the word ("Winzergenossenschaft", "Raiffeisen-Genossenschaft"). */
const COMPOUND = String.raw`\p{Lu}[\p{L}\p{M}-]{1,30}?(?:${longestFirstAlternation([...new Set(COOPERATIVE_COMPOUND_ENDS.flatMap(cases))])})`;
const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]{0,30}`;
/**
 * A word after the head, not a register's label before its number ("OIB 63718204951", "NIP: 797…", "TIN 108…"): the
 * label closes the name (set off by no comma in some drafting). Bounded look-ahead.
 */
const WORD_AFTER = String.raw`(?!\p{Lu}{2,5}\s{0,3}(?::|\p{N}))${WORD}`;
/**
 * A word before the head, not a singular possessive: "the Supplier's družstvo members", "the Seller's zadruga" name a
 * party's own cooperative by its role, no body of that name (hrev63, issue 18). A plural's apostrophe stays a name's word
 * ("Wine Growers' Cooperativa …"). Fixed-length look-behind: linear.
 */
// A plural's possessive names the members, no owner: "Eyl Fishermen's Cooperative Society" (PLURAL_OF_MEMBERS; h80f45p).
const WORD_BEFORE = String.raw`${WORD}(?:(?<!['’]s)|(?<=(?<![\p{L}])${PLURAL_OF_MEMBERS}['’]s))`;
/** The small words that join a name's words: Romance "de", "del", "des"; Dutch and German "van", "von"; Polish "w"; Swahili "wa". */
// The Romance ones in capitals too, as a block writes the name ("COOPERATIVA DE PRODUCCIÓN PESQUERA ARTESANAL PUNTA
// ESTRADA": read as a word, "DE" took one of the five and the name lost its last; facts set 55's cause 5, h94fp).
const JOIN = String.raw`(?:de\s{1,3}la|de\s{1,3}los|de\s{1,3}las|del|de|des|du|di|della|do|da|dos|das|van|von|der|w|we|v|wa|ya|cha|za|DE\s{1,3}LA|DE\s{1,3}LOS|DE\s{1,3}LAS|DEL|DE|DES|DU|DI|DELLA|DO|DA|DOS|DAS)`;
/**
 * The small word that joins the last word before the head to it, where the language names the body "society of
 * cooperation": Swahili "Chama cha Ushirika wa Wakulima …" (hrev63: the name lost "Chama cha"). The genitive joins of
 * Swahili's noun classes ("cha", "wa", "ya", "za") only: a Romance or Polish small word before the head is a phrase's
 * ("members of the Cooperativa" is English; "do" or "w" before a head joins no name in the sets).
 */
const JOIN_BEFORE = String.raw`(?:cha|wa|ya|za)`;
/**
 * Up to three capitalised words (group 1; the last may be joined to the head by JOIN_BEFORE), the head, then up to five
 * words of the name after it (group 2).
 */
const COOPERATIVE_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}'’.-])((?:${WORD_BEFORE}\s{1,3}){0,2}(?:${WORD_BEFORE}\s{1,3}(?:${JOIN_BEFORE}\s{1,3})?)?)(?:${HEAD}|${COMPOUND})(?![\p{L}\p{M}])((?:\s{1,3}(?:${JOIN}\s{1,3})?${WORD_AFTER}(?![\p{L}\p{M}])){0,5})`,
  'gu',
);
/** The Romance word for a company before the head, a legal form's first word ("Société coopérative", "Sociedad Cooperativa"). */
const COMPANY_WORD = /^(?:Société|Societe|SOCIÉTÉ|SOCIETE|Sociedad|SOCIEDAD|Sociedade|SOCIEDADE|Società|SOCIETÀ|Societate|SOCIETATE)$/u;
/** A cheap test before the pattern: one of the words, in any case. */
const HAS_HEAD = new RegExp(longestFirstAlternation(COOPERATIVE_WORDS), 'iu');

/** Adds the cooperatives and associations of `text` named in their own language around the word for one. */
export function addCooperatives(text: string, add: AddName): void {
  if (!HAS_HEAD.test(text)) return;
  for (const m of matchesOf(COOPERATIVE_NAME, text)) {
    // "Between Poljoprivredna zadruga …", "The Zadruga …": a sentence's lead is no word of the name.
    const lead = LEADING.exec(m[1])?.[0].length ?? 0;
    const before = m[1].slice(lead).trim();
    const after = m[2].trim();
    const head = m[0].slice(m[1].length, m[0].length - m[2].length);
    // The head alone is the common noun ("the zadruga", "a Cooperativa"); a head in small letters never opens a name,
    // its capitalised first word stands before it ("Poljoprivredna zadruga …").
    if (before === '' && (after === '' || !/^\p{Lu}/u.test(head))) continue;
    // "Société coopérative agricole · 12 chemin …" under a letterhead: the legal form written out (a company's word and
    // the head, in a Romance language), no name of its own words (facts set 53's cause 3, issue 18, h98fb).
    if (after === '' && COMPANY_WORD.test(before)) continue;
    add('Organization', m.index + lead, m.index + m[0].length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function cooperativeNamesRunPatterns(): readonly RegExp[] {
  return [COOPERATIVE_NAME];
}
