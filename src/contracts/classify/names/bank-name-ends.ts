/**
 * Where a bank's name runs on past the point the name grammars stop: a closing "International" after its head ("Coris
 * Bank International"), more than one word of its own after "Bank" ("Bank Simpanan Nasional"), and "of the" before its
 * place when a legal form closes it ("The Bank of the Ryukyus, Limited"). Facts set 49's cause 9 (issue 18, h88o): each
 * name was cut ("CORIS BANK", "RYUKYUS") or not read at all.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { LEADING, ROLE_NAMES } from './name-grammar.js';

/**
 * "International" in the languages banks are named in, closing the name after its head: "Coris Bank International",
 * "Atlantic Bank International", "Ecobank International", "Banco Internacional" is a head's own. Not before another
 * capitalised word ("Coris Bank International Airport Branch" is left as the grammars read it) nor inside a longer
 * word. Anchored, literal words: linear.
 */
const INTERNATIONAL_AFTER_BANK = /^\s(?:International|Internacional|Internasional|Internationale)(?![\p{L}\p{M}])(?!\s{1,3}\p{Lu})/u;

/** The length of a closing "International" right after a bank's head (`after`: the text after the name), or 0. */
export function internationalAfterBank(after: string): number {
  return INTERNATIONAL_AFTER_BANK.exec(after)?.[0].length ?? 0;
}

/**
 * A bank named "Bank" then its own words, as Malaysian and Indonesian banks are named in English: "Bank Rakyat", "Bank
 * Simpanan Nasional" ("National Savings Bank"), "Bank Rakyat Indonesia". Each word after the first is no common English
 * word, no role and no legal form; the caller checks the first as before (bank-names.ts, BANK_OWN_WORD).
 */
export function isBanksOwnWord(word: string): boolean {
  return !isCommonEnglishWord(word.toLowerCase(), 35) && !ROLE_NAMES.has(word.toLowerCase());
}

/**
 * A bank's head and "of the" right before the words a legal form closes: "The Bank of the Ryukyus, Limited", "the
 * Commercial Bank of the Pacific Ltd". The company grammar joins a name's words by "of" but not by "of the", so it read
 * "Ryukyus, Limited" alone. Up to three capitalised words before "Bank". Anchored at the end of a bounded slice: linear.
 */
const BANK_OF_THE_BEFORE = /(?<![\p{L}\p{M}'’])((?:\p{Lu}[\p{L}\p{M}-]{1,30}\s{1,3}){0,3})Bank\s{1,3}of\s{1,3}the\s{1,3}$/u;
/**
 * Where a company's name whose words start at `start` begins once "<…> Bank of the" before them is read with it; `start`
 * if none. A sentence's or a phrase's leading words before the bank's qualifiers are no part of its name (LEADING:
 * "Pay The Bank of the …", "with the Bank of the …").
 */
export function bankOfTheStart(text: string, start: number): number {
  const from = Math.max(0, start - 120);
  const m = BANK_OF_THE_BEFORE.exec(text.slice(from, start));
  if (!m) return start;
  return from + m.index + (LEADING.exec(m[0])?.[0].length ?? 0);
}

/**
 * The place closing a one-word bank's name: "Raiffeisenbank Neustift-Stubai", "Volksbank Tirol", "Raiffeisenbank
 * Stubai" (Austrian and German cooperative banks are named by the valley or the town they serve; issue 18, h93fd, facts
 * set 54's cause 11: the name was cut at "Raiffeisenbank"). One capitalised word, or two joined by a hyphen or a blank,
 * each the bank's own (no common English word, no role), then no further capitalised word and no branch, office or
 * account word: "Rabobank Utrecht branch" names Rabobank's branch, "Rabobank Account Number" a field. Anchored, bounded
 * words: linear.
 */
const PLACE_AFTER_ONE_WORD_BANK = /^\s(\p{Lu}\p{Ll}{2,30}(?:[-\s]\p{Lu}\p{Ll}{2,30})?)(?![\p{L}\p{M}-])(?!\s{1,3}(?:\p{Lu}|(?:branch|branches|office|offices|account|accounts)(?![\p{L}])))/u;

/** The length of such a place right after a one-word bank (`after`: the text after its word), or 0. */
export function placeAfterOneWordBank(after: string): number {
  const m = PLACE_AFTER_ONE_WORD_BANK.exec(after);
  return m !== null && m[1].split(/[-\s]/).every(isBanksOwnWord) ? m[0].length : 0;
}
