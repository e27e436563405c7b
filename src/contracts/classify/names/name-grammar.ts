/**
 * The words every name grammar shares: a company's legal form (one word or several), a capitalised word of a name and
 * the words that join such words, the leading words that open a phrase and are no part of the name after them, and the
 * parties' role words. The kind of a found name and the callback that keeps it.
 */
import { CASED_LEGAL_FORMS, COMPANY_SUFFIXES, LEGAL_FORM_MAX_WORDS } from '../lexicon/gazetteer.js';
import { NAME_WORD_MAX, type Span } from '../text/text.js';
import { escapeRegExp, longestFirstAlternation, upToUnrolledOnce, shortRunsUnrolledOnce } from '../../../common/regexp.js';
import { ROLE_WORDS } from '../lexicon/roles.js';

const alt = longestFirstAlternation;

/** A name the grammars found: its kind and where it stands. */
export interface NameSpan extends Span {
  type: 'Organization' | 'Location' | 'Person';
}
/** Keeps a found name unless a name kept before covers any of its characters (the first reading wins). */
export type AddName = (type: NameSpan['type'], begin: number, end: number) => void;

/**
 * Suffixes as written and in capitals ("ACME, INC."), but a form read only as written (CASED_LEGAL_FORMS) not in
 * capitals: "RF" and "R.Y." are radio frequency and initials ("the Model X40 RF amplifier", "Mr. Patil R.Y."), no
 * Nordic association (review hrev74).
 */
export const SUFFIXES = [...new Set([...COMPANY_SUFFIXES, ...COMPANY_SUFFIXES.filter((s) => !CASED_LEGAL_FORMS.has(s)).map((s) => s.toUpperCase())])];
// A dotted form may stand in brackets after the name, as Egyptian and Latin American drafting in English writes it
// ("Nile Delta Spinning Company (S.A.E.)", "Grupo Lumen (S.A.)"): the brackets are the form's, and a name cut before
// them lost it. Undotted ones are left out: "Acme Pty Ltd (SA)" brackets a state.
/**
 * A form no number follows: the Dutch "d.d." (de dato, "dated") before a date is no Slovenian or Croatian joint-stock
 * company ("signed in duplicate at Paramaribo, d.d. 14 January 2035"), and two capitals before a number are a fishing
 * vessel's district letters or a code, no German "KG" or Swiss "AG" ("the vessel Sólarris KG 120", "Norðlýsið TN 330"):
 * facts set 40's cause 12 (h75f40p). A company's form is followed by a comma, a bracket, a word or the end.
 */
const NO_NUMBER_AFTER = (form: string): boolean => /^(?:[A-Z]{2}|d\.d\.|D\.D\.)$/.test(form);
const SUFFIX_ALTERNATION = [...SUFFIXES].sort((a, b) => b.length - a.length)
  .map((f) => (NO_NUMBER_AFTER(f) ? `${escapeRegExp(f)}(?!\\s{0,3}\\d)` : escapeRegExp(f))).join('|');
export const ONE_SUFFIX = `(?:${SUFFIX_ALTERNATION}|\\((?:${alt(SUFFIXES.filter((s) => s.includes('.') && !s.startsWith('(')))})\\))`;
/**
 * A legal form may take several words, each itself a suffix ("Pty Ltd", "Co Pty Ltd", "Company Limited"), a comma
 * between them too before any but "Company"/"Co" ("Kimura Trading Co., Ltd.": a comma before "Company" starts a
 * clause, "Acme Ltd, Company shall"). The words after the first are one copy of the ~250 forms in the compiled code
 * (`upToUnrolledOnce`: unrolled, the suffix made five early patterns 190-460 KB of native code each; hperf).
 */
export const SUFFIX = `${ONE_SUFFIX}${upToUnrolledOnce(`(?:\\s+|,\\s+(?!(?:Company|Co)\\b))${ONE_SUFFIX}(?![\\p{L}])`, LEGAL_FORM_MAX_WORDS - 1)}`;
/**
 * A capitalised word that is not itself a suffix (so "A Ltd and B LLC" stays two names), in letters of any script:
 * "Saltbush Café Pty Ltd", "ÉRABLIÈRE DU HAUT-RICHELIEU INC.", "Tūī Ridge Orchards Limited" (ASCII letters alone cut
 * such a name at its first accent, or found none).
 */
// A suffix word joined by a hyphen is a word of the name, not its legal form: "Nyandarua Dairy Farmers Co-operative
// Society Limited" (read "Co" as the form, the name restarted at "Operative").
// A word's length is bounded (NAME_WORD_MAX): one hyphenated run "AB-AB-…" of 64,000 characters took 1.8 s.
export const CAP = `(?!(?:${alt(SUFFIXES)})(?![\\p{L}\\p{N}-]))\\p{Lu}[\\p{L}\\p{M}0-9&'-]{0,${NAME_WORD_MAX}}\\.?`;
// German names join their words with "für", "und", "der", "zur" ("Institut für Hybridtechnik gGmbH"), as English ones do with
// "of"; Turkish ones with "ve" ("Anadolu Tekstil Sanayi ve Ticaret A.Ş.", "industry and trade"); Spanish and Portuguese
// ones with "del", "y", "do", "da" ("Servicios Industriales del Bajío, S.A. de C.V.", "Transportes Rocha y Hijos S.A.").
// A name in capitals may hold an en or em dash between its words ("NORTEMAR – ENGENHARIA NAVAL, LDA.", Portuguese and
// Brazilian firms): a dash with two capitals on each side joins them (h19facts); "Annex A – Acme Ltd" keeps its dash a cut.
// A Portuguese-language firm joins its brand and its trade with a dash in mixed case too, its form "Lda." or "Ltda." closing
// the name within a line's part ("EcoPlanalto – Gestão Ambiental, Lda.", Angolan and Mozambican firms; issue 18, h101pl):
// only before that form, so "Section Two – Acme Ltd" keeps its dash a cut. The lookahead bounded: linear.
// Portuguese and Italian ones with "e" ("and"), Portuguese and Spanish ones with "e de" / "y de" ("Banco Comercial e de
// Fomento, S.A.", "Industrias Químicas y de Plásticos, S.A.": the "of" of the second noun after "and"), h25f18b.
// Faroese and Icelandic ones with "á" and "í" ("at", "in") before a place ("Skipasmiðjan á Eiði", "Bátasmiðjan í Vági"), h75f40p.
// French ones with "et" ("and": "Établissements Mushagalusa et Fils", "Dubois et Fils SARL", "Martin et Cie"), facts set
// 42's cause 7 (h77f42p): "et al." joins no capital.
// And with "d'" elided before a vowel, no blank after it: "Calédonienne d'Assurances SA", "Compagnie Générale d'Entreprises
// SARL" (facts set 46, h86o: the name began at "Assurances"). Only before a capital.
// French, Spanish and Catalan ones with a particle of two words, "de la", "de los", "de las", or "de l'" elided before a
// vowel: "Biscuiterie de la Cinarca SAS", "Conservas de los Andes S.A.", "Maison de l'Olivier SARL" (facts set 57's
// cause 1, h98fd: the name began at "Cinarca"; Italian and Portuguese ones write one word, "della", "dos", "das").
export const JOIN = shortRunsUnrolledOnce(`(?:\\s+(?:(?:e|y)\\s+(?:de|do|da|dos|das|del)|de\\s{1,3}(?:la|los|las)|of|and|&|for|de|del|la|du|da|do|dos|das|di|della|e|et|y|von|van|für|und|der|des|zur|ve|á|í)\\s+|\\s{1,3}(?:de\\s{1,3}l|d)['’](?=\\p{Lu})|(?<=\\p{Lu}\\p{Lu})\\s{1,3}[–—]\\s{1,3}(?=\\p{Lu}\\p{Lu})|(?<=\\p{L})\\s{1,3}[–—]\\s{1,3}(?=\\p{Lu}[^,.;:()\\n]{0,60},?\\s{1,3}(?:Lda|Ltda|LDA|LTDA)\\.?(?![\\p{L}]))|\\s+)`);
/**
 * A plural written with "men" or "Children"/"People", the word before a possessive that names the members a body is of,
 * no owner: "Eyl Fishermen's Cooperative Society", "Kismayo Women's Union", "the People's Bank" (facts set 45's cause 5,
 * h80f45p). An owner a reader cuts off before "'s" is one party, a singular ("the Customer's Regulatory Authorities").
 * ASCII letters: it goes into patterns without the u flag. Bounded.
 */
export const PLURAL_OF_MEMBERS = String.raw`(?:[A-Z]?[a-z]{0,20}(?:men|Men)|Children|People)`;
export const ROLE_NAMES = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));
/**
 * A recital's or a list's letter opening the element ("A. Company designs implants", "B. Larkspur Tower Owner LP and
 * Sublandlord are parties …", "A. The Association manages the ground") marks the paragraph and is no word of the name
 * after it, a company's or a body's (h21attr; h28a34). Recitals rarely run past H, and a later letter opens a name as
 * often as an initial does ("J. Smith Ltd shall pay", "R. Patel Limited is …"): only A to H are read as the recital's
 * (hrev13; an "A. Smith Ltd" opening its element still loses its "A.").
 * A Roman numeral numbers a party's entry the same way ("I. NUVEM SISTEMAS LTDA., …; and" / "II. …": Latin American and
 * continental drafting numbers the appearing parties so; h34f27): I to IX, but not a lone "V." (an initial as often as
 * the fifth entry: "V. Patel Ltd"), which no list reaches before "IV." anyway.
 */
export const ENTRY_NUMERAL = String.raw`(?:I{1,3}|IV|VI{1,3}|IX)`;
/**
 * A party's entry numbered by a word in capitals ("ONE. The Peasant Community of …, represented by …" / "TWO. The …
 * Cooperative Ltd, …": a translated Andean or Spanish deed's "PRIMERO." / "UNO." rows) is numbered as by "I." (issue 18,
 * h117n90, set 90's pe deed). Capitals and the stop only: "One Stop Shop Ltd" and "First Bank Ltd" are names.
 */
const ENTRY_WORD_NUMERAL = String.raw`(?:ONE|TWO|THREE|FOUR|FIVE|FIRST|SECOND|THIRD|FOURTH|FIFTH)`;
export const RECITAL_LETTER = new RegExp(String.raw`^(?:[A-H]|${ENTRY_NUMERAL}|${ENTRY_WORD_NUMERAL})\.\s{1,3}`);
/** Such a word numbering the element it opens: the entry's number, no count (attributes.ts keeps it no Number). */
export const ENTRY_WORD_NUMBERED = new RegExp(String.raw`^\s{0,3}${ENTRY_WORD_NUMERAL}\.(?=\s{1,3}\p{Lu})`, 'u');
/** Words that start a sentence or phrase and are not part of a name, in any case ("AND COMPANY DISCLAIMS"). */
// A signature's lead ("Signed for", "Executed by", "Witnessed by") is never part of the name it introduces (h18g).
// A company's common seal is affixed in its name ("The Common Seal of KWAHU PROPERTIES LIMITED was affixed", h19f12).
// So is its corporate seal, as Canadian and US execution blocks name it ("THE CORPORATE SEAL of Aa Bb Inc. was affixed";
// set 74, issue 18, h98t74).
// The side a preamble's entry closes ("… of the One Part and RIVERSIDE HOTELS PLC …", "of the First Part") in title
// case is the lower-case form's words, no part of the next party's name (h50f33).
// "My" opens a notary's "My Commission Expires …" in title case, no body's name (issue 18, h68s54).
// "the within-named" / "THE ABOVE-NAMED" before a party in a signing line ("SIGNED BY THE WITHIN-NAMED ACME LIMITED by its
// Director, …", Commonwealth drafting) points back at the name, no word of it (h66names).
// A signing line's "For" in Spanish, German and French ("Por ACME S.A.", "Für ACME GmbH", "Pour ACME SAS") is none either
// (h73f39n; "Pour", hrev63: "Pour Maison Vernet SAS" over its signer was a party of its own).
export const LEADING = /^(?:(?:The\s+)?(?:Common|Corporate|Company)\s+Seal\s+of\s+|(?:(?:One|Other|First|Second|Third)\s+Part|The|This|That|These|Those|(?:Within|Above)-Named|A|An|And|Or|Between|By|With|Each|Any|Every|All|Such|Its|Their|Our|Your|My|If|In|On|Of|For|To|Under|(?:Signed|Executed|Witnessed)\s+(?:for|by)|(?:(?:Accepted|Acknowledged)\s+and\s+)?(?:Agreed|Accepted|Acknowledged)\s+(?:for|by)|Either|Neither|No|Both|Upon|Whereas|Where|When|Subject|Buyer|Supplier|Customer|Seller|Purchaser|Vendor|Client|Contractor|Licensee|Licensor|Por|Pour|Für)\s+)+/iu;
