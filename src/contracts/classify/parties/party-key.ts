/**
 * A party's key: its name upper-cased without the legal form that ends or opens it ("ART EFFECTS" of "Art Effects
 * Limited"), as the service reports a party; and whether a name ends in a legal form at all (an organisation's).
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { COURTESY_EITHER_CASE_BEFORE_NAME } from '../lexicon/courtesy-titles.js';
import { isOrganisationWord } from '../names/person-names.js';
import { quotedNameAfterForm } from '../names/marked-company-names.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { CASED_LEGAL_FORMS, COMPANY_SUFFIXES, FORMS_ALSO_WORDS, FORMS_BEFORE_NAME, LEADING_LEGAL_FORMS, LEGAL_FORM_MAX_WORDS, NAME_END_LEGAL_FORMS, PLACES } from '../lexicon/gazetteer.js';

/**
 * The legal form that ends a name, of up to three words ("Ltd", "Pty Ltd", "Co Pty Ltd", "Company Limited"). The match
 * starts where a run of commas and blanks starts: tried inside a long run, `[,\\s]+` would reread the rest of it from
 * every position (quadratic). Each form matched as written: "(Pty)" is a bracketed word, not a group matching "Pty".
 */
const SUFFIX_CASE_BLIND = new RegExp(`(?<![,\\s])(?:[,\\s]+(?:${[...COMPANY_SUFFIXES, ...NAME_END_LEGAL_FORMS].filter((f) => !CASED_LEGAL_FORMS.has(f)).map(escapeRegExp).join('|')})\\.?){1,${LEGAL_FORM_MAX_WORDS}}$`, 'i');
/** A form that is also a person's name, read as written only: "Olympos Foods IKE", never "Chinedu Ike". */
const SUFFIX_CASED = new RegExp(`(?<![,\\s])[,\\s]+(?:${[...CASED_LEGAL_FORMS].map(escapeRegExp).join('|')})\\.?$`);
/** A cased form that is also an English word (FORMS_ALSO_WORDS) beside English words alone is the name's own (review hrev47). */
function isWordOfEnglishName(form: string, rest: string): boolean {
  const words = rest.split(/[\s,]+/).filter((w) => w !== '');
  return FORMS_ALSO_WORDS.has(form) && words.length > 0 && words.every((w) => isCommonEnglishWord(w.toLowerCase(), 35));
}
/** The name without the legal form that ends it. */
export function withoutSuffix(name: string): string {
  const cased = SUFFIX_CASED.exec(name);
  const keepCased = cased !== null && isWordOfEnglishName(cased[0].replace(/[,\s.]/g, ''), name.slice(0, cased.index));
  return (keepCased ? name : name.replace(SUFFIX_CASED, '')).replace(SUFFIX_CASE_BLIND, '');
}
/** Whether a legal form ends the name. */
export function hasSuffix(name: string): boolean {
  return withoutSuffix(name) !== name;
}
/**
 * Legal forms written out in several words (Irish, Indian, US, Mexican): "Designated Activity Company", "Private Limited",
 * "Public Limited Company", "Limited Liability Company". Anchored after a non-blank, as SUFFIX_CASE_BLIND is (linear).
 */
// Mexican forms: "S.A. de C.V." (a variable-capital corporation), "S. de R.L. de C.V." (a limited liability company).
// Thailand's listed company ("Andaman Pearl Resorts Public Company Limited") and the joint-stock company of Vietnamese and
// other drafting ("SAIGON TRADE SOLUTIONS JOINT STOCK COMPANY") (h18f11). Ethiopia's share company ("… SHARE COMPANY",
// "S.C.") is one form, as the joint-stock company is (h23f16b).
// The joint-stock company private, public, closed or open, the hyphen or a blank ("KAVEH TILE Private Joint Stock Company",
// "… Public Joint-Stock Company") is one form: its qualifier is no word of the name (facts set 45's cause 4, h81f45p).
export const LONG_FORM = /(?<![,\s])[,\s]+(?:designated\s+activity\s+company|public\s+limited\s+company|public\s+company\s+limited|(?:(?:private|public|closed|open)\s+)?joint[\s-]stock\s+company|share\s+company|limited\s+liability\s+company|private\s+limited|s\.\s?a\.\s+de\s+c\.\s?v|s\.\s+de\s+r\.\s?l\.(?:\s+de\s+c\.\s?v)?|s\.\s?c\.\s?(?:de\s+)?a\.\s?p\.\s+de\s+r\.\s?l\.\s+de\s+c\.\s?v|s\.\s?c\.\s+de\s+r\.\s?l\.(?:\s+de\s+c\.\s?v)?)\.?$/i;

/** A legal form before the name ("PT Nusantara Cargo Mandiri"), followed by the name's first capital. */
export const LEADING_FORM = new RegExp(`^(?:${LEADING_LEGAL_FORMS.map(escapeRegExp).join('|')})\\s+(?=\\p{Lu})`, 'u');
/**
 * A form the attributes keep before the name (FORMS_BEFORE_NAME: 'UAB "Nemuno gintaras"', "Stichting Groene Haven"), with
 * the quotes around the name: no part of the party's name (h29attr).
 */
const FORM_BEFORE_NAME = new RegExp(`^(?:${FORMS_BEFORE_NAME.map(escapeRegExp).join('|')}|AB)\\s{1,3}"?(?=\\p{Lu})([^"]*)"?$`, 'u');

/**
 * A leading form that goes with a trailing one: Indonesia's listed company, "PT Laut Biru Energi Tbk". Any other before
 * a name that ends in a legal form of its own is a word of the name ("PE Capital Partners Ltd": private equity, not
 * a private entrepreneur; hrev11).
 */
const PAIRS_WITH_TRAILING_FORM = /^P\.?T\.?\s/;
/** "M/s" or "Messrs." before a firm's name (South Asian and Nigerian drafting): a mark, no part of the name (h19facts). */
const FIRM_MARK_BEFORE = /^(?:M\/s|Messrs)\.?\s+/i;

/**
 * A Balkan company's seat written after its legal form ("VARDAR AGRO DOOEL Skopje", "DUNAV d.o.o. Beograd"): the form
 * and the one word of the seat are no part of the name (h25f18). Anchored at the end: linear. The forms as written
 * and the seat capitalised (no `i`: "Scooby Doo Productions" is a name, "Doo" no form).
 */
const FORM_THEN_SEAT = /(?<=\S)\s+(?:DOOEL|DOO|d\.o\.o\.|d\.d\.)\s+\p{Lu}[\p{L}-]{1,30}$/u;

/**
 * A courtesy title before an individual's name ("Mr. Lars Pedersen", "MRS HELEN CARRAWAY", "Dr Amina Yusuf"): no part of
 * the party's name, as the contacts drop it (lexicon/courtesy-titles.ts), so the preamble's "Mr. Lars Pedersen" and the
 * signature's "Lars Pedersen" are one party (facts set 34's cause 1, h55f34). Read only on a name without a legal form:
 * "Dr. Reddy's Laboratories Limited" keeps its first word. Anchored, bounded: linear.
 */
const COURTESY_LEAD = new RegExp(`^${COURTESY_EITHER_CASE_BEFORE_NAME}(?=\\p{Lu})`, 'u');
/**
 * The last word of a place of business or a body named after a person with a title: "Lady Margaret Hall", "The Lord
 * Nelson Hotel", "Sir John Soane's Museum" name no individual, and keep their first word (hrev42). A surname that is also
 * such a word ("Dr Peter Hall") keeps its title as before the rule.
 */
const NAMED_PLACE_WORDS: ReadonlySet<string> = new Set(['hall', 'house', 'hotel', 'inn', 'arms', 'tavern', 'museum', 'gallery',
  'theatre', 'theater', 'cafe', 'café', 'restaurant', 'bakery', 'kitchen', 'shop', 'stores', 'market', 'pharmacy', 'clinic',
  'surgery', 'practice', 'centre', 'center', 'academy', 'institute', 'library', 'gardens', 'salon', 'brewery', 'dairy', 'garage']);
/**
 * Drops a leading courtesy title before an individual's name: two words or more ("Pieter van Wyk", "A. K. Sharma"), none
 * a word companies and bodies are named by ("Mr Price Group", person-names.ts) nor a place of business's
 * (NAMED_PLACE_WORDS). One word after the title ("Dr. Oetker", "Mr Price") is a brand's name, kept whole.
 */
function withoutCourtesyTitle(name: string): string {
  const rest = name.replace(COURTESY_LEAD, '');
  if (rest === name) return name;
  const words = rest.trim().split(/\s+/);
  return words.length >= 2 && !words.some((w) => isOrganisationWord(w) || NAMED_PLACE_WORDS.has(w.toLowerCase())) ? rest : name;
}

/**
 * A short form in brackets closing a name: "The Caisse Nationale de Sécurité Sociale (CNSS)", "Djibouti Telecom SA (DT)",
 * "Kumasi Sacks Limited (KSL)". It is the alias the text goes on to use, no part of the party's name (sets 39–41 and 44
 * name the parties without it; facts set 44's cause 3, h78f44p): one home for every party, primary or other. Capitals
 * only, two to ten; not a legal form in brackets ("ACME (PVT)", hasSuffix) nor a place ("Acme Holdings (UK)"). Anchored,
 * bounded: linear.
 */
const ACRONYM_CLOSING = /\s{0,3}\(\s{0,2}(\p{Lu}[\p{Lu}\d&.-]{1,9})\s{0,2}\)$/u;
const PLACE_WORDS: ReadonlySet<string> = new Set(PLACES.map((p) => p.toLowerCase()));
/**
 * Brackets that tell two parties of one name apart, no short form of it (review hrev81): a series' Roman numeral
 * ("Meridian Property Fund (II)" and "… (III)", two funds, were one party) and capitals that do not open with the initial
 * of any of the name's words ("Helix Data (EMEA)" a region's company, "Lagos Engineering (JV)", "Tom Were (MBA)"); a
 * short form opens with one ("Kenya Ports Authority (KPA)", "… de Sécurité Sociale (CNSS)", "Djibouti Telecom SA (DT)").
 */
const ROMAN_NUMERAL = /^(?:X{1,3}(?:IX|IV|V?I{0,3})|IX|IV|V?I{1,3}|V)$/;
const WORD_INITIAL = /(?<![\p{L}\p{M}'’])\p{Lu}/gu;
function isShortFormOf(words: string, acronym: string): boolean {
  const initials: readonly string[] = words.match(WORD_INITIAL) ?? [];
  return !ROMAN_NUMERAL.test(acronym) && initials.includes(acronym[0]);
}
function withoutAcronym(name: string): string {
  const m = ACRONYM_CLOSING.exec(name);
  if (!m || m.index === 0 || hasSuffix(name) || PLACE_WORDS.has(m[1].replace(/\./g, '').toLowerCase()) || PLACE_WORDS.has(m[1].toLowerCase())) return name;
  if (!isShortFormOf(name.slice(0, m.index), m[1])) return name;
  return name.slice(0, m.index).replace(/[\s,]+$/, '');
}

/** Upper-cased name without its legal form. */
export function partyKey(rawName: string): string {
  // 'LLC "Pamir Foods"', 'Limited Liability Company "Pamir Foods"': the Organization keeps the form, the party's name not.
  const quoted = quotedNameAfterForm(rawName.trim());
  if (quoted !== undefined) return partyKey(quoted);
  const name = withoutAcronym(rawName);
  // "Birch & Co LLP": the forms stripped leave the partners' "&", whose "Co" is the firm's name, not its form (h38rev).
  const stripped = withoutSuffix(name.replace(FORM_THEN_SEAT, '').replace(LONG_FORM, ''));
  const withoutEnd = /\s&$/.test(stripped.trimEnd()) ? `${stripped.trimEnd()} Co` : stripped;
  const leading = LEADING_FORM.exec(withoutEnd);
  const keepLeading = leading !== null && isWordOfEnglishName(leading[0].trim(), withoutEnd.slice(leading[0].length));
  const bare = withoutEnd === name || PAIRS_WITH_TRAILING_FORM.test(name) ? withoutCourtesyTitle(keepLeading ? withoutEnd : withoutEnd.replace(LEADING_FORM, '')) : withoutEnd;
  return bare.replace(FORM_BEFORE_NAME, '$1').replace(/^the\s+/i, '').replace(FIRM_MARK_BEFORE, '').replace(/\s+/g, ' ').trim().toUpperCase();
}

/** Whether a name ends in a legal form ("LAVANDERIA ALVORADA LTDA", "Acme Pty Ltd"): an organisation's, never a person's. */
export function endsInLegalForm(name: string): boolean {
  return LONG_FORM.test(name) || hasSuffix(name);
}
