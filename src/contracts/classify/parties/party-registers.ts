/** Registers and their keepers, named in a party's slot ("registered with the Registrar of Companies"): no parties. */
import type { OrgMention } from './party-record.js';
import { runnable } from '../../../common/regex-prefilter.js';

/**
 * The words that label a party's number in its register, as a preamble writes them after the name: "ACN", "ABN", "CRN"
 * (Australia, UK), "CIN" (India), "KRS" (Poland), "RCS" (France, Luxembourg), "company number", "registration no.",
 * "registered number". One home for the slot patterns that step over such a number (alias-forms.ts BARE_ALIAS).
 */
// Russian and other CIS drafting in English gives a party's state register numbers by their transliterated initials
// after the name: "Individual Entrepreneur Morozov Pavel Olegovich (OGRNIP 319774600012345)", "(INN 7712345678)", the
// company's "OGRN" and "KPP", Kazakhstan's "BIN" / "IIN", Belarus's "UNP", Ukraine's "EDRPOU" (facts set 44's cause 2,
// h78f44p). As written only, each a whole word: one list for the register brackets here and the identity brackets after
// a person's name (identity-numbers.ts).
export const STATE_REGISTER_INITIALS: readonly string[] = ['OGRNIP', 'OGRN', 'INN', 'KPP', 'BIN', 'IIN', 'UNP', 'EDRPOU'];
export const REGISTER_NUMBER_LABEL = String.raw`(?:ACN|ABN|ARBN|CRN|CIN|KRS|RCS|${STATE_REGISTER_INITIALS.join('|')}|company\s{1,3}(?:registration\s{1,3})?(?:number|no\.?)|registration\s{1,3}(?:number|no\.?)|registered\s{1,3}(?:number|no\.?))`;
/**
 * A party's register number in brackets: "(registered number SC100200)", "(ABN 12 345 678 901)", "(KRS 0000123456)",
 * "(RCS Paris B 123 456 789)", "(company no. 07654321)". An identifier, never an alias: a slot reads over it to the
 * role bracket after it (h67slot). The label, then at most 30 characters before the number's first digit (a town, a
 * register's letters) and 30 after it, with no bracket, quote or semicolon: bounded, so linear.
 */
export const REGISTER_NUMBER_BRACKET = String.raw`\(\s{0,3}${REGISTER_NUMBER_LABEL}\s{0,3}:?[^()";\d]{0,30}\d[^()";]{0,30}\)`;

/** The words that put a register or registry before its name: "registered with the", "enrolled with", "filed at". */
export const REGISTRY_BEFORE = /\b(?:registered|enrolled|filed|entered)\s+(?:with|at|in)\s+(?:the\s+)?$/i;
/**
 * The number a party is entered under, right after its register ("the Chamber of Commerce under number 24123456",
 * "Companies House with company number 0123", "the Trade Register under No. HRB 5"): a body named only so keeps the
 * register of the party's number and takes no part in the contract, so it is no party of it.
 */
const REGISTER_NUMBER_AFTER = /^\s{0,3},?\s{0,3}(?:under|with|as)\s+(?:(?:the\s+)?(?:company|registration|registered|register|file|entry)\s+)?(?:number|no\.|nr\.)/i;
/**
 * A register's or regulator's acronym that labels a party's number ("a corporation … with SEC Registration No.
 * CS201955555", "BIR Certificate No. …"): it says which register the number is entered in, as "the Trade Register under
 * No." does; the body takes no part in the contract (sets 7 and 12 name no register as a party), h40f29. The acronym
 * alone (two to six capitals), then the number's label. Anchored, bounded: linear.
 */
const ACRONYM = /^\p{Lu}{2,6}$/u;
const NUMBER_LABEL_AFTER = /^\s{1,3}(?:Registration|Reg\.|Registry|Certificate|Licen[cs]e|Permit)\s{1,3}(?:No\.|Nr\.|Number|#)/;
/**
 * A mention that names only the register a party's number is entered in (`REGISTER_NUMBER_AFTER`), or a register by
 * its own name without a number ("a public company registered at the Office of the Company Registrar, Nepal", "registered
 * with the Registrar of Companies for England and Wales"): the keeper of the register takes no part either (h20facts2).
 */
// A ministry that registers companies, associations or marks ("registered with the Ministry of Justice of the Kyrgyz
// Republic under number …") is a body of the state, named as sets 14, 16 and 17 name one: an other party (h25f18).
const MINISTRY = /^(?:the\s+)?Ministry\b/i;
/**
 * The keeper of a register, named right after it ("registered in the Commercial Register kept by the Municipal Court
 * in Prague, Section C, File 1187", "entered in the register of entrepreneurs maintained by the District Court for
 * Warsaw"): a court or office that keeps the list a party is entered in takes no part in the contract, as "registered
 * with the Registrar of Companies" (h74facts). Named elsewhere (a forum, "disputes go to the Municipal Court in
 * Prague") it is read as before. Anchored at the mention, bounded gaps: linear.
 */
const REGISTER_KEPT_BY = /\bRegist(?:er|ry)\s{1,3}(?:kept|maintained|held|administered)\s{1,3}by\s{1,3}(?:the\s{1,3})?$/i;
/**
 * A register named in words before its keeper, a party's number after it: "registered in the trade register of the
 * Chamber of Commerce and Industry under number 41207", "entered in the commercial register of the District Court …
 * under No." (Dutch, Surinamese, German drafting in English): the keeper takes no part, as after "registered with the"
 * (facts set 40's cause 12, h75f40p). Up to two words before "register"; anchored at the mention, bounded: linear.
 */
const REGISTER_OF_BEFORE = /\b(?:registered|enrolled|entered|filed)\s{1,3}(?:in|with|at)\s{1,3}the\s{1,3}(?:[a-z]{2,20}\s{1,3}){0,2}regist(?:er|ry)\s{1,3}of\s{1,3}(?:the\s{1,3})?$/i;
/**
 * The body a party says it is registered with, in the words that describe the party ("M/s …, a company registered with
 * the Securities and Exchange Commission of Pakistan, having its office at …", "a firm registered with the Registrar
 * of Firms"): the register's keeper named for the party's standing, with or without its number, takes no part
 * (facts set 67's cause 10, issue 18, h107q67). A kind of party then "registered with", at the mention; a ministry stays
 * an other party (MINISTRY, above). Anchored at the window's end, literal words: linear.
 */
// Only a company, a corporation, a firm or a partnership, whose register is the companies' (a society or a trust is
// registered with a department that oversees it, an other party: "a co-operative society registered with the Department of
// Co-operatives", set 35); not a department (a public body, as MINISTRY), nor a regulator's category after it ("a trust
// registered with the Securities and Exchange Board of India as a Category II Alternative Investment Fund", set 6: the
// regulator licenses it).
const COMPANY_REGISTERED_WITH = /\b(?:company|corporation|firm|partnership)\s{1,3}(?:duly\s{1,3})?(?:registered|incorporated)\s{1,3}with\s{1,3}(?:the\s{1,3})?$/i;
const DEPARTMENT = /^(?:the\s+)?Department\b/i;
const AS_A_CATEGORY_AFTER = /^\s{1,3}as\s/i;
export function isRegisterOfNumber(text: string, o: OrgMention): boolean {
  if (ACRONYM.test(o.text) && NUMBER_LABEL_AFTER.test(text.slice(o.end, o.end + 40))) return true;
  if (runnable(REGISTER_OF_BEFORE).test(text.slice(Math.max(0, o.begin - 80), o.begin)) && runnable(REGISTER_NUMBER_AFTER).test(text.slice(o.end, o.end + 60))) return true;
  if (MINISTRY.test(o.text)) return false;
  if (runnable(REGISTER_KEPT_BY).test(text.slice(Math.max(0, o.begin - 60), o.begin))) return true;
  if (COMPANY_REGISTERED_WITH.test(text.slice(Math.max(0, o.begin - 60), o.begin)) && !DEPARTMENT.test(o.text) && !AS_A_CATEGORY_AFTER.test(text.slice(o.end, o.end + 8))) return true;
  if (!REGISTRY_BEFORE.test(text.slice(Math.max(0, o.begin - 40), o.begin))) return false;
  return runnable(REGISTER_NUMBER_AFTER).test(text.slice(o.end, o.end + 60)) || REGISTER_NAME.test(o.text);
}
/**
 * A register itself, the list a party or its powers are entered in ("Electronic Entry No. 11002233 of the Registry of
 * Legal Entities of Arequipa", "the Register of Legal Entities", "the Trade and Personal Property Credit Register"): no
 * body that acts, so no party wherever it is named (sets 13-15 name none). Its keeper ("the Registrar of Companies") and
 * a society named after one ("Lloyd's Register") are read as before (h23f16). A company with a legal form is a body
 * whatever its name says ("Public Interest Registry Inc.", a domain registry, contracts; hrev15).
 */
export const REGISTER_LIST = /(?<!['’]s\s)\bRegist(?:er|ry)\b/i;
/** The name of a register or its keeper. */
const REGISTER_NAME = /\b(?:Regist(?:rar|ry|er)|Companies\s+House)\b/i;

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function partyRegistersRunPatterns(): readonly RegExp[] {
  return [REGISTER_KEPT_BY, REGISTER_NUMBER_AFTER, REGISTER_OF_BEFORE];
}
