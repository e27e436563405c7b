/**
 * Companies whose name a mark bounds rather than a legal form after capitalised words: a post-Soviet or Baltic form
 * written before a quoted name ("LLC "Dnipro Agro Trade"", "UAB "Vilniaus Duona""), a quoted name before a Bulgarian
 * or Moldovan form (""Rodopa Foods" AD"), a Baltic form before the name ("SIA BALTIC CLOUD HOSTING"), "M/s" or
 * "Messrs." before a firm.
 */
import { BULGARIAN_FORMS, FORMS_BEFORE_NAME, FRENCH_FORMS_BEFORE_QUOTE, INDIVIDUAL_BUSINESS_FORMS, POST_SOVIET_FORMS, POST_SOVIET_FORMS_BEFORE_QUOTE_ONLY } from '../lexicon/gazetteer.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { CAP, JOIN, SUFFIXES, type AddName } from './name-grammar.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';

/**
 * A legal form written out before a quoted name, as Ukrainian and other post-Soviet drafting in English writes a company
 * ("Limited Liability Company "Dnipro Agro Trade"", "LLC "Dnipro Agro Trade"", "Private Joint-Stock Company "…""): the
 * quoted words are the name, the form before them no name of its own ("Liability Company" is none), h19f12. Bounded: linear.
 */
// The Baltic forms write the name so too, often in the country's language with small letters after the first word
// ("UAB "Baltijos logistikos sprendimai"", "AB "Nemuno energija"", "SIA "Rīgas piens""): the quotes, not the capitals,
// bound the name (h23f16). "AB" (Lithuania's, and Sweden's after a name) only before the quote. The Baltic forms are
// the gazetteer's (FORMS_BEFORE_NAME, one list); a form written as an English word ("AS", "AB") is none after a word in
// capitals: 'HEREINAFTER REFERRED TO AS "THE SUPPLIER"', 'DEFINED AS "PRODUCTS"' name no company (hrev15).
const BALTIC_FORMS_BEFORE_QUOTE = [...FORMS_BEFORE_NAME, 'AB'].map((f) => (/^A[SB]$/.test(f) ? `(?<!\\p{Lu}\\s{1,3})${f}` : f)).join('|');
/**
 * The gazetteer's POST_SOVIET_FORMS, written with one to three blanks between words and "Joint-Stock" or "Joint Stock".
 * A form written out in words may stand in small letters, as Turkmen and Kazakh drafting in English writes it after an
 * article ("The economic society «Ahal Haly»", "the limited liability company "Esil Astyk"", "the state joint-stock
 * company «Türkmengaz»"; facts set 41's cause 4, h76f41p); initials only as written.
 */
const postSovietForms = (forms: readonly string[]): string => forms.flatMap((f) => (f.includes(' ') ? [f, f.toLowerCase()] : [f]))
  .map((f) => f.replace(/ /g, String.raw`\s{1,3}`).replace(/(joint)\\s\{1,3\}(stock)/i, '$1[- ]$2')).join('|');
const POST_SOVIET_FORM = postSovietForms(POST_SOVIET_FORMS);
/** After a quoted name, not the initials that are English words ('"AS IS" TOO' in a clause in capitals is no company). */
const POST_SOVIET_FORM_AFTER = postSovietForms(POST_SOVIET_FORMS.filter((f) => !POST_SOVIET_FORMS_BEFORE_QUOTE_ONLY.has(f)));
/** The gazetteer's FRENCH_FORMS_BEFORE_QUOTE, one to three blanks between words (h67slot). */
const FRENCH_FORM = FRENCH_FORMS_BEFORE_QUOTE.map((f) => f.replace(/ /g, String.raw`\s{1,3}`)).join('|');
/** The gazetteer's INDIVIDUAL_BUSINESS_FORMS ("N.T.P.", "I.I."): before a quoted name only here, so no person's initials. */
const INDIVIDUAL_BUSINESS_FORM = longestFirstAlternation(INDIVIDUAL_BUSINESS_FORMS);
/**
 * An individual business's initials are a person's initials too, and a quoted nickname then a surname after them is the
 * person's name ('P.F. "Paddy" Murphy', 'I.I. "Vanya" Petrov'): a business's quoted name is followed by its details (a
 * comma, "represented by", its register), never by a capitalised name word (review hrev70). Anchored, bounded: linear.
 */
const INDIVIDUAL_FORM_OPENS = new RegExp(String.raw`^(?:${INDIVIDUAL_BUSINESS_FORM})\s`);
const NICKNAME_SURNAME_AFTER = /^[ \t]{1,3}\p{Lu}\p{Ll}{1,30}(?![\p{L}]|\.\p{L})/u;
const FORM_BEFORE_QUOTED = new RegExp(String.raw`(?<![\p{L}])(?:${POST_SOVIET_FORM}|${FRENCH_FORM}|${INDIVIDUAL_BUSINESS_FORM}|(${BALTIC_FORMS_BEFORE_QUOTE}))\s{1,3}"(\p{Lu}[^"\n]{1,60}?)"`, 'gu');
/**
 * A whole span the reader below keeps ('LLC "Pamir Foods"', 'limited liability company "Esil Astyk"'): the form before a
 * quoted name, anchored both ends, for a party's key, which leaves the form and the quotes out (party-key.ts).
 */
const FORM_THEN_QUOTED_NAME = new RegExp(String.raw`^(?:${POST_SOVIET_FORM}|${FRENCH_FORM}|${INDIVIDUAL_BUSINESS_FORM}|${BALTIC_FORMS_BEFORE_QUOTE})\s{1,3}"(\p{Lu}[^"\n]{1,60})"$`, 'u');
/** The quoted name of a span that is a form written before it, or undefined. */
export function quotedNameAfterForm(span: string): string | undefined {
  return runnable(FORM_THEN_QUOTED_NAME).exec(span)?.[1];
}
/**
 * A form and a quoted title that name a thing the company owns or makes, not the company (hrev57): a possessive before
 * the form ('its Limited Liability Partnership "Toolkit" software'), or a work's noun in small letters right after the
 * closing quote ('the SARL "Starter" template pack', 'the LLP "Compliance" manual'). A company's quoted name is followed
 * by its details (a comma, "represented by", "hereinafter", its register), never by such a noun.
 */
const POSSESSIVE_BEFORE = /\b(?:its|their|our|your|his|her|my)\s{1,3}$/i;
const WORK_NOUN_AFTER = /^\s{1,3}(?:software|programs?|programmes?|templates?|packs?|packages?|manuals?|guides?|handbooks?|products?|brands?|trade\s{0,3}marks?|logos?|platforms?|systems?|apps?|applications?|tools?|toolkits?|kits?|courses?|reports?|editions?|series|range|models?|documents?|forms?|plans?|polic(?:y|ies)|rules|codes?|charters?|procedures?|standards?|specifications?)\b/i;
// Or the quoted words are themselves a document's title (h71left, hrev57's Left): they end in a title's noun ('the Limited
// Liability Partnership "Compliance Manual" only …', 'LLP "Health and Safety Plan"') or open a title's noun with "of"
// ('SARL "Code of Conduct"', '"Schedule of Rates"'). A company's name ends in its trade ("Taiga Timber", "Esil Soft"), so
// a quoted company followed by any small-letter word stays one. Anchored at the name's end, bounded: linear.
const TITLE_NOUN_ENDS_NAME = /(?<![\p{L}])(?:manuals?|polic(?:y|ies)|handbooks?|guides?|guidelines|plans?|schedules?|codes?|procedures?|regulations|rules|rulebooks?|playbooks?|templates?|checklists?|toolkits?)(?:\s{1,3}of\s{1,3}\p{L}[\p{L}\s&-]{0,40})?$/iu;
function namesAWork(text: string, begin: number, end: number, name: string): boolean {
  return POSSESSIVE_BEFORE.test(text.slice(Math.max(0, begin - 12), begin)) || WORK_NOUN_AFTER.test(text.slice(end, end + 40))
    || TITLE_NOUN_ENDS_NAME.test(name);
}
/**
 * A quoted name before a Bulgarian legal form ("\"VITOSHA MEDIA\" EOOD", "\"Rodopa Foods\" AD"; the gazetteer's
 * BULGARIAN_FORMS). The quoted words are the name (h23f16). Bounded: linear.
 */
// Post-Soviet drafting in English writes its forms after the quoted name as well as before it (""Zeravshan Textile"
// LLC", ""Kura Logistics" Limited Liability Company", ""Sevan Foods" CJSC", ""Absheron Bank" OJSC"), h24f17.
// Moldovan and Romanian drafting in English does so with its own forms (""Codru Vin" S.R.L.", ""Prut Agro" S.A."), h25f18.
// Any legal form written with its periods between letters says the same after a quoted name, whatever its country
// (`"Eko Higjiena" SH.P.K.`, `"Hotel Arbëria" L.L.C.`, `"Codru Vin" S.R.L.`, `"Andes Cargo" S.A.C.`): the company
// suffixes' dotted forms (name-grammar.ts SUFFIXES, one home), facts set 42's cause 1 (h77f42p). An undotted one only as
// listed ("SRL", the Bulgarian and post-Soviet forms): `"Draft" Plan` or `"Closing" AG` name no company.
const DOTTED_FORMS = SUFFIXES.filter((f) => /\p{L}\.\s?\p{L}/u.test(f) && !f.startsWith('('));
const QUOTED_BEFORE_FORM = new RegExp(String.raw`"(\p{Lu}[^"\n]{1,60}?)"\s{1,3}(?:${longestFirstAlternation([...BULGARIAN_FORMS, 'SRL', ...DOTTED_FORMS])}|${POST_SOVIET_FORM_AFTER})(?![\p{L}\p{N}])`, 'gu');
/** The same, anchored at a value's start: a field's value that opens with a quoted company (`"Duzdağ Şəfa" MMC`). */
const QUOTED_NAME_THEN_FORM = new RegExp(`^${QUOTED_BEFORE_FORM.source}`, 'u');
/** The quoted name of a value that opens with a quoted name and its legal form, or undefined (h112q71). */
export function quotedNameBeforeForm(value: string): string | undefined {
  return runnable(QUOTED_NAME_THEN_FORM).exec(value)?.[1];
}
/**
 * A Baltic legal form before the name (FORMS_BEFORE_NAME: "SIA BALTIC CLOUD HOSTING", "Agreed for AS Daugava
 * Insurance:", "UAB "Vilniaus Duona""): the capitalised words after it, perhaps quoted, are the name. "AS" only before a
 * word in small letters (an English "AS" in a clause in capitals is none). At most six words: linear.
 */
// The same capitals are English abbreviations before an English noun: the UK's Security Industry Authority ("a valid SIA
// Licence", "the SIA Approved Contractor Scheme"), as-built drawings ("AS Built Drawings"), a university's hospital ("UAB
// Hospital"): those nouns open no company's name (hrev14).
const NOT_AFTER_FORM = String.raw`(?:Licen[cs]\w*|Approved|Accredit\w*|Registered|Registration|Badges?|Cards?|Standards?|Guidance|Built|Hospital|Medicine|Health|School)(?![\p{L}])`;
const OPENING_FORM_WORD = `(?!(?:${FORMS_BEFORE_NAME.join('|')})\\s)${CAP}`;
// A form written with a slash (the Faroese "P/F", "Sp/f") is an abbreviation of other things after an article ("the P/F
// Ratio", pass/fail): a company's form opens its name with no article before it (h75f40p), nor one opening a sentence
// ("The P/F Board of the Seller shall approve …" named a company "P/F Board"; review hrev65).
const FORM_WORDS_BEFORE_NAME = FORMS_BEFORE_NAME.filter((f) => f !== 'AS').map((f) => (f.includes('/') ? `(?<!\\b(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir)\\s)${f}` : f)).join('|');
const FORM_BEFORE_NAME = new RegExp(`(?<![\\p{L}\\p{M}])(?:${FORM_WORDS_BEFORE_NAME}|AS(?=\\s{1,3}"?\\p{Lu}\\p{Ll}))\\s{1,3}"?(?!${NOT_AFTER_FORM})(${OPENING_FORM_WORD}(?:${JOIN}${OPENING_FORM_WORD}){0,5})"?`, 'gu');
const HAS_FORM_BEFORE_NAME = new RegExp(`\\b(?:${FORMS_BEFORE_NAME.join('|')})\\s`);
/**
 * "M/s" (Messrs) before a name marks a firm in South Asian drafting, with or without a legal form ("M/s Rehman Traders, a
 * sole proprietorship concern owned by Mr. …"); so does "Messrs." ("Messrs. Okoro & Sons"). The capitalised words after
 * it are the firm's name (at most six; "&" may join them), the mark no part of it (h19facts). Each blank run bounded: linear.
 */
const FIRM_MARK = /(?<![\p{L}])(?:M\/[sS]\.?|Messrs\.?)\s{1,3}(\p{Lu}[\p{L}'’.-]*(?:\s{1,3}(?:&\s{1,3})?\p{Lu}[\p{L}'’.-]*){0,5})/gu;

/**
 * Finland's "Oy" / "Oyj" is written after a name as often as before one: after a capitalised word of a name, no English
 * word ("Fiskars Oyj Abp", "Kiinteistö Oy Helsingin Satama", the mutual real estate company, "Asunto Oy …", the housing
 * company), it closes or joins that name and opens none ("Abp", "Helsingin Satama" were companies of their own). After
 * an English word ("For Oy Hartwall Ab", "between Oy …") or none it opens the name (review hrev74).
 */
const WORD_BEFORE = /(?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}'’-]{0,30})\s{1,3}$/u;
function closesName(text: string, at: number, match: string): boolean {
  if (!/^Oyj?\s/.test(match)) return false;
  const before = WORD_BEFORE.exec(text.slice(Math.max(0, at - 34), at));
  return before !== null && !isCommonEnglishWord(before[1].toLowerCase(), 35);
}

/**
 * A South African or Namibian close corporation, its "CC" after two to five capitalised words: "Signed for Aa Occupational
 * Health CC by …", "and Bb Protection Services CC, registration number …" (sets 9 and 83 label each an Organization).
 * "CC" is no legal form that finds names elsewhere (gazetteer NAME_END_LEGAL_FORMS: it abbreviates "carbon copy" too), so
 * only here: a word no dictionary holds among the name's, and after the "CC" a bracket, a comma, a stop, "by" or the
 * end, never a colon ("CC: Legal Department" copies a letter). Bounded: linear (issue 18, h107ty).
 */
const CLOSE_CORPORATION = /(?<![\p{L}\p{M}'’-])((?:\p{Lu}[\p{L}'’-]{1,30}\s){2,5})CC(?=\s{0,3}(?:[(,.;]|$)|\s(?:by|BY)\s)/gu;
const notADictionaryWord = (word: string): boolean => !isCommonEnglishWord(word.toLowerCase(), 35);

/**
 * Companies marked by a legal form written before a quoted name or after it, by a Baltic form before the name, or by
 * "M/s" or "Messrs.". Returns where the forms written out before a quoted name stand: no names of their own.
 */
export function addMarkedCompanies(text: string, add: AddName): { begin: number; end: number }[] {
  const forms: { begin: number; end: number }[] = [];
  if (text.includes('"')) for (const m of matchesOf(FORM_BEFORE_QUOTED, text)) {
    if (namesAWork(text, m.index, m.index + m[0].length, m[2])) continue;
    if (INDIVIDUAL_FORM_OPENS.test(m[0]) && NICKNAME_SURNAME_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
    // Any form and its quoted name are one Organization, quotes and form included ('UAB "Nemuno gintaras"', 'LLC "Pamir
    // Foods"', 'Limited Liability Company "Pamir Foods"'): a company's name with its legal form, as the labelling guide's
    // Organization row reads it (h29attr kept a post-Soviet form out; set 69 labels it in, as sets 36 and 58 the Baltic
    // ones, h91at). The form is still no name of its own for any other reader.
    add('Organization', m.index, m.index + m[0].length);
    if (!m[1]) forms.push({ begin: m.index, end: m.index + m[0].length - m[2].length - 1 });
  }
  if (text.includes('"')) for (const m of matchesOf(QUOTED_BEFORE_FORM, text)) add('Organization', m.index + 1, m.index + 1 + m[1].length);
  if (text.includes('M/s') || text.includes('Messrs')) for (const m of matchesOf(FIRM_MARK, text)) {
    const begin = m.index + m[0].length - m[1].length;
    add('Organization', begin, begin + m[1].length);
  }
  // The form opens the Organization ("SIA Baltic Cloud Hosting", "Stichting Groene Haven"): a name with its legal form.
  // A sentence's full stop after the name's last word is the sentence's ("… with OOO Romashka."), not an abbreviation's.
  if (HAS_FORM_BEFORE_NAME.test(text)) for (const m of matchesOf(FORM_BEFORE_NAME, text)) {
    if (closesName(text, m.index, m[0])) continue;
    const stop = /\p{Ll}{3}\.$/u.test(m[1]) && /^(?:\s|$)/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 1)) ? 1 : 0;
    add('Organization', m.index, m.index + m[0].indexOf(m[1]) + m[1].length - stop);
  }
  if (text.includes('CC')) for (const m of matchesOf(CLOSE_CORPORATION, text)) {
    if (m[1].trim().split(/\s/).some(notADictionaryWord)) add('Organization', m.index, m.index + m[0].length);
  }
  return forms;
}

/**
 * The form before a quoted name and the module's other own patterns, for the build (scripts/build-regex-prefilter.mjs
 * collects every `…Patterns()` list): it writes their run sources (short runs written once, word boundaries, group
 * ends), which `runnable` and `matchesOf` run, so the process rewrites none of them (bench/log.md, "The cold classify,
 * part 22").
 */
export function markedCompanyNamesRunPatterns(): readonly RegExp[] {
  return [FORM_THEN_QUOTED_NAME, QUOTED_NAME_THEN_FORM, FIRM_MARK, FORM_BEFORE_NAME, FORM_BEFORE_QUOTED, QUOTED_BEFORE_FORM, CLOSE_CORPORATION];
}
