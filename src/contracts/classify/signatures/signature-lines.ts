/**
 * The lines that say who signed a contract, where and when, and nothing of its subject: a signature block's lines
 * (`isSignatureLine`) and a contract's closing lines (`isClosingLine`). The category reader gives them no category
 * whatever section they close (categories.ts). Bounded patterns, linear on hostile text.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { isDateRow, isPlaceAndDateLine } from './place-date-lines.js';

/**
 * A line of a signature block ("By: Thomas Whitaker, Director of Subcontracts", "Signed for and on behalf of X by
 * …", "Accepted by X", "Name: …", a party's name in capitals then "By:" as "HARBORLINE MUTUAL INSURANCE COMPANY By: …"
 * is): it says who signs, not about what, whatever its job titles, the words of the signing party's name or its section.
 */
export function isSignatureLine(text: string): boolean {
  return SIGNATURE_LINE.test(text) || NAMED_SIGNATURE_LINE.test(text) || LABELLED_SIGNATURE_LINE.test(text) || FOR_SIGNATURE_LINE.test(text);
}
/** A name in capitals, then "By:" (case-sensitive: "payable by:" in a sentence is no signature). */
const NAMED_SIGNATURE_LINE = /^\W*(?:[A-Z][A-Z&'’-]{1,30}(?:\s[A-Z][A-Z&'’-]{1,30}){0,2}:\s+)?[A-Z][A-Z0-9&.,'’ -]{2,80}\s+(?:By|Per):\s/;
/**
 * "For <party>:" then only a person's name and a job title ("For Happy Tails: Brianna Colton, Lodge Manager", "For the
 * Purchasers: Graeme Kerr, Partner"): who signs for the party. Case-sensitive, as {@link LABELLED_SIGNATURE_LINE}.
 */
const FOR_SIGNATURE_LINE = /^\W*For\s+(?:the\s+)?(?:[A-Z][\p{L}&.'’-]*\s+){0,4}[A-Z][\p{L}&.'’-]*:\s+(?:[A-Z][\p{L}'’.-]*\s+){1,4}[A-Z][\p{L}'’.-]*(?:,\s+[A-Z][\p{L} &-]{1,60})?\s*$/u;
/**
 * A signature's lead: a verb of signing ("Signed for X by …" too), a letter's closing ("Very truly yours, <firm>",
 * "Yours faithfully, …"), "For and on behalf of X:" on its own (no verb), "For X: By:", and the labels
 * "By:" and "Per:" (Canadian and British usage for "By:", never a rate at a line's start), "Name:", "Title:", and
 * "p.p." / "per pro." (per procurationem: signed by proxy for the company named after it, "p.p. ACME MINING SpA").
 */
const SIGNATURE_LINE = /^\W*(?:(?:signed|executed|accepted|agreed)(?:\s+and\s+(?:accepted|agreed))?\s+(?:as\s+a\s+deed\s+)?(?:for\s+and\s+)?(?:on\s+behalf\s+of|by)\b|(?:signed|executed)\s+for\s+[^:;.]{1,80}?\s+by\b|(?:very\s+truly\s+yours|yours\s+(?:very\s+)?(?:truly|faithfully|sincerely)|(?:kind|best)\s+regards|sincerely(?:\s+yours)?|respectfully(?:\s+yours)?)\s*,|for\s+and\s+on\s+behalf\s+of\b|p\.\s?p\.\s|per\s+pro(?:c|curationem)?\.?\s|for\s+[^:;]{1,80}:\s*by:|by:|per:|(?:print\s+)?name:|title:)/i;
/**
 * A party's label in capitals, a colon, then only a person's name and a job title ("THE HOTEL: Joan Ferrer Pons",
 * "LICENSOR: Dana Whitfield, Director"): who signs for that party, no clause. Case-sensitive: the label is in capitals
 * and every word of the name opens with one, so "NOTE: The Supplier shall …" (a small word, a verb) is no signature.
 */
const LABELLED_SIGNATURE_LINE = /^\W*(?:THE\s+)?[A-Z][A-Z&.'’-]{1,30}(?:\s+[A-Z][A-Z&.'’-]{1,30}){0,3}:\s+(?:[A-Z][\p{L}'’.-]*\s+){1,4}[A-Z][\p{L}'’.-]*(?:,\s+[A-Z][\p{L} &-]{1,60})?\s*$/u;

/**
 * The closing lines of a contract: where and when it was made ("Done at Lyon on 3 June 2027, in two copies", "Made in
 * Turin on …") and a signature row of a role and a name ("The Tenant – Anna Rossi", "The Club — the Chair, Jo Hale"):
 * they say who signed, where and when, no subject, whatever section they close. A row's name starts with no common
 * English word (hrev17): "Payment Terms – Net Thirty Days", "Insurance – Public Liability Cover" are a schedule's rows
 * in title case, which keep their subject. Also (round 8, h26cat8) a place and a date with no verb ("In Tampere, 2
 * March 2028", "At Lyon on 3 June 2027"), a signer's row after a company's name and legal form ("Lehto Oy, Aino Virta,
 * Managing Director", "Bergkraut AG: Urs Meier, Chairman of the Board") and a company's name alone in capitals with its
 * legal form ("HARBOUR FOODS, INC."): they took the last article's title's category.
 * (issue 18, h118e92; C279) And a signature block's rows of the day signed and of the party's stamp: "Date: 20 August
 * 2047" (place-date-lines.ts isDateRow) and "Stamp: [Shirak Hats LLC]", "Seal: Bay Tools Ltd" (STAMP_ROW).
 */
export function isClosingLine(text: string): boolean {
  if (CLOSING_LINE.test(text) || COPIES_LINE.test(text) || isPlaceAndDateLine(text) || isDateRow(text) || STAMP_ROW.test(text) || COMPANY_SIGNER_ROW.test(text) || COMPANY_NAME_LINE.test(text)) return true;
  if (SIGNER_AND_JOB_TITLE.test(text) || CAPITALS_NAME_AND_PLACE.test(text)) return true;
  const row = ROLE_NAME_ROW.exec(text);
  return row !== null && !isCommonEnglishWord(row[1].toLowerCase(), 20);
}
const CLOSING_LINE = /^\W*(?:[Mm]ade|[Dd]one|[Ss]igned|[Ee]xecuted)\s+(?:at|in)\s+[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2},?\s+(?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?)\s+\d{4}\b[^.;]{0,60}\.?\s*$/u;
/**
 * (issue 18, h116c90; C270) A closing line that names the copies signed and their language, with no place or date: "Done
 * in Lao in two originals.", "Signed in duplicate.", "Made in English and French in three copies, one for each party."
 * (set 90's Lao memorandum under "Part VI. Term and disputes"). It says how the contract was signed, no term. The line
 * opens on the verb of making; the language is one or two capitalised words; after the copies only who keeps them or
 * their equal force ("one for each party", "each equally authentic"), no other clause. Each unit bounded: linear.
 */
const COPIES_LINE = /^\W*(?:[Mm]ade|[Dd]one|[Ss]igned|[Ee]xecuted|[Dd]rawn\s+up)\s+in\s+(?:\p{Lu}\p{L}+(?:\s+and\s+\p{Lu}\p{L}+)?\s+in\s+)?(?:two|three|four|five|six|[2-9]|duplicate|triplicate)\b(?:\s+(?:identical\s+|original\s+)?(?:originals|copies|counterparts|examples))?(?:,\s+(?:one\s+for\s+each\s+(?:party|of\s+the\s+parties)|each\s+party\s+(?:keeping|receiving|retaining|taking)\s+one|(?:each|both)\s+(?:text\s+|texts\s+)?(?:being\s+)?equally\s+(?:authentic|valid)))?\.?\s*$/u;
/**
 * (issue 18, h118e92; C279) A signature block's row of the party's stamp or seal: "Stamp:", "Seal:", "Company stamp:",
 * "Official seal:" (in capitals too), then the stamp's name alone, capitalised words and a name's "of", "the", "and" or
 * "&", perhaps in square or round brackets ("Stamp: [Shirak Hats LLC]", "Official seal: Town Council of Leeds"), or nothing: the mark that authenticates the signature, no term.
 * A sentence after the colon ("Stamp: the Supplier shall pay the stamp duty") is no such row. Bounded words: linear.
 */
const STAMP_ROW = /^\W{0,3}(?:(?:Company|Official|Company's)\s{1,3})?(?:Stamp|Seal|STAMP|SEAL|stamp|seal)\s{0,3}:(?:\s{1,3}(?:[[(](?:(?:[A-Z][\p{L}&.,'’-]*|of|the|and|&)\s{1,3}){0,6}[A-Z][\p{L}&.'’-]*[\])]|(?:(?:[A-Z][\p{L}&.,'’-]*|of|the|and|&)\s{1,3}){0,6}[A-Z][\p{L}&.'’-]*))?\s{0,3}$/u;
const ROLE_NAME_ROW = /^\W*(?:The\s+)?[A-Z][\p{L}-]*(?:\s+[A-Z][\p{L}-]*){0,2}\s+[–—-]\s+(?:the\s+[A-Z]?[\p{L}-]+,\s+)?(?=([A-Z][\p{L}'’-]*))(?:[A-Z][\p{L}'’.-]*\s+){1,3}[A-Z][\p{L}'’.-]*\s*$/u;
const COMPANY_SIGNER_ROW = /^\W*(?:[A-Z][\p{L}&.'’-]*\s+){0,5}(?:Oy|Oyj|AB|AS|A\/S|AG|GmbH|SA|S\.A\.|SpA|BV|NV|Ltd\.?|Limited|Inc\.?|LLC|LLP|plc|Pte\.?\s+Ltd\.?)[,:]\s+(?:[A-Z][\p{L}'’.-]*\s+){1,3}[A-Z][\p{L}'’.-]*,\s+[A-Z][\p{L} &-]{1,60}$/u;
/**
 * Round 10 (h27cat10): a signer's name and job title alone ("Rodrigo Alarcón Vergara, General Manager", "Kenji
 * Morisaki, Attorney-in-fact"; the job title ends in a word of office, so "Payment Terms, Net Thirty Days" keeps its
 * subject), and a body's name in capitals with its place ("CITY OF MILLBROOK, OHIO", "COUNTY OF KERN, CALIFORNIA":
 * no lower-case letter, no verb, the signing party's own line). Both took the last article's title's category.
 */
const SIGNER_AND_JOB_TITLE = /^\W*(?:[A-Z][\p{L}'’.-]*\s+){1,4}[A-Z][\p{L}'’.-]*,\s+(?:(?:[A-Z][\p{L}&-]*|of|and|the|for)\s+){0,5}(?:Manager|Director|Officer|President|Vice-President|Secretary|Chair(?:man|woman|person)?|Partner|Member|Attorney-in-[Ff]act|Trustee|Dean|Treasurer|Executive|Proprietor|Owner|Principal|Mayor|Clerk|Founder|Counsel|Representative|Signatory|Administrator|Controller|CEO|CFO|COO)\s*$/u;
const CAPITALS_NAME_AND_PLACE = /^\W*\p{Lu}[\p{Lu}&.'’-]*(?:\s+\p{Lu}[\p{Lu}&.'’-]*){0,5},\s+\p{Lu}[\p{Lu}.'’-]*(?:\s+\p{Lu}[\p{Lu}.'’-]*){0,2}\s*$/u;
const COMPANY_NAME_LINE = /^\W*[A-Z][A-Z0-9&.,'’ -]{2,80}\b(?:INC|LLC|LTD|LIMITED|CORP|CORPORATION|PLC|LLP|GMBH|AG|LP|L\.P|CO)\.?\s*$/;
