/**
 * The figures that are no quantity: a form's number, a party's marker ("(1)"), a register number, a part's or a
 * document's number ("Schedule 2", "Section 4", "Contract No. 7"), a witness line's (`isQuantity`).
 */
import type { Span } from '../text/text.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { CALL_BEFORE, CODE_PREFIX_BEFORE, inLetteredIdentifier, inPhoneNumber, inSlashedIdentifier } from './identifiers.js';
import { matchesOf } from '../../../common/regex-matches.js';
import type { NumericFact } from './numeric-fact.js';
import { isLoneSeason } from './season-years.js';
import { partWordForms } from './reference-words.js';

/** The counts a fraction in words opens with, and the fraction's words after them. */
const FRACTION_COUNT = '(?:one|two|three|four|five|six|seven|eight|nine)';
const FRACTION_WORD = '(?:thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)';
/** "party" or "parties" right after: "one third party" counts parties. */
const PARTY_AFTER = /^\s{1,3}part(?:y|ies)\b/i;
/** A fraction in words as the number reader spans it: "one third", "two-thirds", "three quarters". */
const FRACTION_IN_WORDS = new RegExp(String.raw`^${FRACTION_COUNT}[\s-]{1,3}${FRACTION_WORD}$`, 'i');
/** The fraction's word right after a count the reader spanned alone ("one" + " third of …"), not before "party"/"parties". */
const FRACTION_WORD_AFTER = new RegExp(String.raw`^[\s-]{1,3}${FRACTION_WORD}\b(?!\s{1,3}part(?:y|ies)\b)`, 'i');
const COUNT_ALONE = new RegExp(`^${FRACTION_COUNT}$`, 'i');

/**
 * The service's convention, read from its labels: a clause reference ("Clause 5.1") is a Number, but a part of
 * the document named by a heading word ("Section 5", "Paragraph 1", "§ 5") is not, nor is an identifier written as a
 * long run of digits ("Agreement #4911027836", an account or telephone number).
 */
export function isQuantity(text: string, f: NumericFact): boolean {
  const span = text.slice(f.begin, f.end);
  const before = text.slice(Math.max(0, f.begin - 48), f.begin);
  // Seven or more digits run together; in groups after a register's label ("ACN 123 456 789", "ABN 11 222 333 444"),
  // as "10 000 000 units" alone is a quantity.
  // A register's own number is an identifier at any length ("RC No. 702114", Nigeria's company register; h22s22p).
  if (/^\d{7,}$/.test(span) || (/^(?:\d{2,3}(?: \d{3}){2,}|\d{5,})$/.test(span) && REGISTER_LABEL_BEFORE.test(before))) return false;
  // (h26s31a) A business register's code with its check character ("business ID 2845671-3", Finland's; "UEN
  // 201834567K", Singapore's) is the register's identifier, as a company number is.
  // An identity number in two groups ("ID No. 540298-2219", Iceland's kennitala; h28s35a) is one too.
  if (/^\d{6,}(?:-\d{1,4}|[A-Z])$/.test(span) && REGISTER_LABEL_BEFORE.test(before)) return false;
  // A check digit in brackets right after an identity card's or a register's number ("No. 1234567(8)", Macau's and Hong
  // Kong's resident identity cards): part of the identifier, as a hyphened check digit is (C28; set 83, issue 18,
  // h106n83). Not a figure after a shorter number ("clause 12(3)", "Article 5(1)": a paragraph). Anchored: linear.
  if (/^\d{1,2}$/.test(span) && /\d{6,}\($/.test(before) && text[f.end] === ')') return false;
  // A register's number after "under number" or the register's own "registration number" is its identifier however short
  // ("registered in the trade register under number 8812": C140's register number; set 82, issue 18, h105n82).
  if (/^\d{3,6}$/.test(span) && SHORT_REGISTER_LABEL_BEFORE.test(before)) return false;
  // A personal identity code of a birth date, a century mark, a serial and a check character ("120358-117X",
  // "171079-224B", Finland's henkilötunnus; "010203A123N" after 2000) is one identifier, no count (C28; set 82, h105n82).
  if (PERSONAL_IDENTITY_CODE.test(text.slice(f.begin, f.begin + 12)) && !/[\w-]$/.test(before)) return false;
  // A slashed number after "No." and a code of capitals or none ("Contract No. DJLS 2043/07", "No. 80/1") is an
  // identifier (C28: "a slashed one stays an identifier"), however few its digits (set 82, h105n82).
  if (/^\d{1,6}\/\d{1,6}$/.test(span) && NUMBER_MARK_BEFORE.test(before.slice(-24))) return false;
  // So is a figure opening on a zero after "No." of five digits or more, or in hyphened groups ("voucher No. 004711",
  // "identity card No. 0412-77"): a count never opens on a zero, a card's or a voucher's number does (C28; set 88's cause
  // 18, issue 18, h112n88). "No. 10" stays a Number, and so does a short "VAT no. 0412" (set 18's test reads it so).
  if ((/^0\d{4,}$/.test(span) || /^0\d{1,6}-\d{1,6}$/.test(span)) && NUMBER_MARK_BEFORE.test(before.slice(-24))) return false;
  // A vehicle's registration plate, its letters and figures in groups ("registration plate 3-A 21453", "number plate AB
  // 123 CD"): every figure of it is the plate's, no count (C28; set 88's cause 18, issue 18, h112n88).
  if (PLATE_BEFORE.test(before)) return false;
  // A register's number in hyphened groups with a short group first ("Cooperative Society No. 57-004813", "Company No.
  // 51-634872": Israel's registrars write the register's prefix first; set 77, issue 18, h102t77): six digits at least.
  if (/^\d{1,3}(?:-\d{3,8}){1,2}$/.test(span) && span.replace(/-/g, '').length >= 6 && REGISTER_LABEL_BEFORE.test(before)) return false;
  // So is one with a single check digit after the hyphen behind a register's acronym in capitals, whatever the country
  // calls it ("RUC No. 80054321-7", Paraguay's and Peru's taxpayer register; "NIT 900123456-7", Colombia's): a count has
  // no check digit (issue 18, h75t57). "USD 1,250,000" has no hyphen; "RUC No. 4" has too few digits.
  if (/^\d{6,}-\d$/.test(span) && ACRONYM_LABEL_BEFORE.test(before)) return false;
  // A register's number written in pairs or small groups ("CVR no. 41 22 87 19", Denmark's) reads as several figures:
  // each is a group of the identifier (h27s32a).
  if (inGroupedRegisterNumber(text, f) || inLetteredRegisterNumber(text, f)) return false;
  if (inSlashedIdentifier(text, f) || inLetteredIdentifier(text, f)) return false;
  // A telephone number, however short: after a verb of calling ("call 999", "dial 911", "ring 111"), or digit groups
  // that open with a trunk zero or a plus ("021 448 3307", "+44 20 7946 0958"); a code joined to letters by a hyphen
  // ("stand H4-210", "Form W-9", "SR-22") names, not counts (h22s22p). A code of regulations' title and part ("27 C.F.R.
  // Part 24", "49 U.S.C. § 14706") stay Numbers: sets 4 and 19 label them (set 22 does not: 2 sets to 1).
  // A number called has three digits at least (999, 911, 112, 000, 0800 …): "call 3 meetings a year", "text 2 reminders"
  // count (hrev14).
  // A number called may open on a group of two, its later group after a blank ("ring us on 22 345", a small island's
  // five-digit line; set 82, h105n82).
  if (((/^\d{3,}/.test(span) || /^\d{2,5}(?: \d{2,5}){1,3}$/.test(span)) && isCalled(CALL_BEFORE.exec(before), text.slice(f.end, f.end + 8))) || inPhoneNumber(text, f) || CODE_PREFIX_BEFORE.test(before)) return false;
  // "Half" alone is a share of a whole ("half of the deposit", "at half the price", "the second half of the term"), no
  // count: the labelled sets label none of their fifteen (h24s26a); "one and a half", "five and one-half" stay amounts.
  if (span.toLowerCase() === 'half') return false;
  // So is a fraction in words, "one third", "two-thirds", "one quarter of its shares", "three fifths": a share of a whole
  // as "half" is, no count (set 87's cause 18, issue 18, h110n87: "at least one third of its shares"). "one and a half",
  // "one third party" (a count of parties: "party" after it) and "the third instalment" are not it. Anchored: linear.
  if (FRACTION_IN_WORDS.test(span) ? !PARTY_AFTER.test(text.slice(f.end, f.end + 10))
    : COUNT_ALONE.test(span) && FRACTION_WORD_AFTER.test(text.slice(f.end, f.end + 14))) return false;
  // A standard's part code joined to its number by a hyphen and a capital ("ISO 105-C06", "EN 1317-A2"): the figure names
  // the code, as "H4-210" does with its letters first (h27a33).
  if (/^\d+$/.test(span) && /^-[A-Z]{1,3}\d/.test(text.slice(f.end, f.end + 5))) return false;
  // "a one-off clean", "the one-off installation charge": a thing done once, no count (sets 4 and 17 label none; h27s32a).
  // "a one-time licence fee" says the same (set 42; h31a42).
  if (span.toLowerCase() === 'one' && /^-(?:off|time)(?![A-Za-z])/i.test(text.slice(f.end, f.end + 6))) return false;
  // "when the doctor asks for one.", "a member of one,": "one" after "for" or "of" that ends its clause stands for a noun
  // named before it (a pronoun), no count (sets 30, 59 and 71 label none of three; issue 18, h93at). "each party receives
  // one" after a verb stays a count, as the sets label it.
  if (span.toLowerCase() === 'one' && /\b(?:for|of)\s{1,3}$/i.test(before) && /^\s{0,2}(?:[.,;:!?]|$)/.test(text.slice(f.end, f.end + 3))) return false;
  // "any injury to a swimmer, except one caused by its own staff", "any defect other than one that the Buyer made": "one"
  // after a word of exception, a participle and its agent or a relative clause after it, stands for the noun the
  // exception is taken from (a pronoun), no count (set 78, issue 18, h102n78). "all the boats except one" stays a count.
  if (span.toLowerCase() === 'one' && EXCEPTION_BEFORE.test(before) && QUALIFIED_AFTER.test(text.slice(f.end, f.end + 40))) return false;
  // "On one side: the tabanca …" (the party idiom) and "if one is hired" (a pronoun subject): no count (h120conv).
  if (span.toLowerCase() === 'one' && ((PARTY_IDIOM_BEFORE.test(before) && PARTY_IDIOM_AFTER.test(text.slice(f.end, f.end + 20)))
    || (CLAUSE_OPENER_BEFORE.test(before) && VERB_AFTER_ONE.test(text.slice(f.end, f.end + 20))))) return false;
  // "zero-rated", "zero-emission", "a zero-hours contract": "zero" joined to a word names a kind, no count (h73t56).
  if (span.toLowerCase() === 'zero' && /^-\p{L}/u.test(text.slice(f.end, f.end + 2))) return false;
  // An instrument's number with its series after a slash ("Directive 2011/7/EU", "Regulation 1/2003/EC") names the
  // instrument: an identifier (C28: a slashed number), whatever its length (h31a42).
  if (/^\d{1,4}\/\d{1,4}$/.test(span) && /^\/[A-Z]{2,4}(?![A-Za-z])/.test(text.slice(f.end, f.end + 6))) return false;
  // A statute's number and its year joined by a slash after the statute's word ("Organic Law 3/2018", "Act 89/2012",
  // "Decree 2/2020") names the statute, however few its digits: an identifier (C28: "a slashed one stays an
  // identifier"; sets 19, 26, 28, 30, 35 leave six such bare; h36n45). A share ("a 50/50 split") has no statute's word.
  if (/^\d{1,4}\/\d{4}$/.test(span) && STATUTE_WORD_BEFORE.test(before.slice(-16))) return false;
  // A season's name named alone, a year and the next one's last figures ("the 2027/28 Academic Year"): one period.
  if (isLoneSeason(text, f)) return false;
  // A form's number names the form ("IRS Form 1099", "Form 16A", "Form 5120.17"), as its letters do ("Form W-9"): the
  // four sets that cite a form label none (h24s26a).
  if (FORM_BEFORE.test(before)) return false;
  // A party's number in the preamble's list ("between (1) Orbis Ltd, (2) Marlow Ltd and (3) Vantage Ltd") numbers
  // the parties, as a list marker does: no quantity.
  if (PARTY_MARKER_BEFORE.test(before) && /^\)\s+[A-Z]/.test(text.slice(f.end, f.end + 3)) && /^[1-9]$/.test(span)) return false;
  // So does one written "1." in a preamble that lists its parties after "between:" ("concluded between: 1. Aa Bb
  // Company, …; 2. Cc Dd Company, …"), Egyptian and Gulf drafting in English (h25s29a).
  if (/^[1-9]$/.test(span) && DOTTED_PARTY_MARKER_BEFORE.test(before) && /^\.\s{1,3}\p{Lu}/u.test(text.slice(f.end, f.end + 5)) && /\bbetween\s{0,3}:/i.test(text.slice(Math.max(0, f.begin - 600), f.begin))) return false;
  // A witness line's markers ("Witnesses: 1. Aa Bb 2. Cc Dd") number the witnesses, as a list's do: no quantity.
  if (WITNESS_LINE.test(text) && /^[1-9]$/.test(span) && /^[.)]\s{1,3}\p{Lu}/u.test(text.slice(f.end, f.end + 5))) return false;
  // A document part's title ("SCHEDULE 1 – LANGUAGES", "Annex 2 – Price List") numbers the part, as a heading's
  // "ARTICLE 4" does: no quantity. The same words inside a sentence ("the plan in Schedule 1") stay a Number, as the
  // labelled sets read a reference.
  if (f.begin <= 40 && runnable(PART_TITLE_BEFORE).test(text.slice(0, f.begin)) && partTitleGoesOn(text, f.end)) return false;
  // A document's number of digit groups joined by hyphens after its kind and "No." ("contract no. 2027-031", "Order No.
  // 18-0442", a statute's "Law No. 75-1334": C28) names the document, as one joined by a slash does (`inLetteredIdentifier`).
  if (/^\d+(?:-\d+)+$/.test(span) && NUMBER_LABEL_BEFORE.test(before)) return false;
  // A level's name ("Severity 1", "Priority 2 Incident", "Severity Level 3") names the level, as "Item 8" names a row:
  // no count (C45); so does a schedule's indicator, "KPI 2 Security patrols completed on time: 98%" (C47, h31a42). Not
  // a figure that counts times: "fails any KPI 3 times in a quarter" counts the failures (hrev26).
  if (/^\d{1,2}$/.test(span) && LEVEL_NAME_BEFORE.test(before.slice(-24)) && !TIMES_AFTER.test(text.slice(f.end, f.end + 8))) return false;
  // A sampling plan's acceptance quality limit ("AQL 2.5", "an AQL of 4.0", "acceptance quality limit (AQL) 1.5") names
  // the plan's level in the ISO 2859 table, as "Severity 1" names an incident's: no count (C45 read wider, issue 18,
  // h70money). "2.5 tonnes", "125 cartons at AQL 2.5"'s 125 and "fails the AQL 3 times" stay Numbers.
  if (/^\d{1,2}(?:\.\d{1,2})?$/.test(span) && AQL_BEFORE.test(before.slice(-48)) && !TIMES_AFTER.test(text.slice(f.end, f.end + 8))) return false;
  // A lease year's or a contract year's name in a schedule of rent ("Year 1 (1 March 2027 – 29 February 2028) | R85 000",
  // "the rent for Year 3") names its row, no count, as "Item 8" and "KPI 2" do (C54, issue 18, h32a43). A
  // year of the calendar has four figures ("the year 2027") and stays a Number.
  if (/^\d{1,2}$/.test(span) && YEAR_NAME_BEFORE.test(before.slice(-8))) return false;
  // A box of a form's particulars ("Box 6 Freight rate: …", "the rate stated in Box 7"), as a charter party's Part I
  // numbers its boxes, names the box, no count, as "Item 8" names a schedule's row (C57, issue 18, h36n45);
  // a post office box's number ("P.O. Box 112") is part of an address, no count either.
  if (/^\d{1,3}$/.test(span) && BOX_NAME_BEFORE.test(before.slice(-8))) return false;
  // The section sign after its number, as Nordic and Baltic drafting writes it ("1 § Parties" as a heading, "as provided
  // in 9 §", "under 3–5 §§"): the section named, no count, as "§ 9" is (table 2.4; C29 for the heading numbered without
  // a dot; issue 18, h77t60). "49 U.S.C. § 14706"'s title number has the code's letters between and stays a Number.
  if (/^\d{1,3}$/.test(span) && SECTION_SIGN_AFTER.test(text.slice(f.end, f.end + 16))) return false;
  // "Section 5", and the rest of a list of sections ("Sections 6, 7 and 9").
  return !DOCUMENT_PART_BEFORE.test(before.slice(-16)) && !DOCUMENT_PARTS_LIST_BEFORE.test(before) && !SECTION_SIGNS_LIST_BEFORE.test(before);
}
/** A statute's or an instrument's word before its number, capitalised as its title is: "Law", "Act", "Decree" (`isQuantity`). */
// The number's mark in any case, and as translations write it ("Legislative Decree no. 81/2008", "Law n. 196/2003",
// "Decree nr. 5/2019": h44s48).
const STATUTE_WORD_BEFORE = /\b(?:Law|Act|Decree|Regulation|Directive|Ordinance|Resolution|Decision|LAW|ACT|DECREE)\s{1,3}(?:(?:No|no|NO|n|Nr|nr)\.?\s{0,3})?$/;
/** A word of exception before "one", and what qualifies it as a noun's stand-in after it (`isQuantity`). Anchored: linear. */
const EXCEPTION_BEFORE = /\b(?:except|excluding|save|other\s{1,3}than|apart\s{1,3}from)\s{1,3}$/i;
const QUALIFIED_AFTER = /^\s{1,3}(?:(?:that|which|who)\b|(?:[a-z]{2,20}ed|made|done|given|taken|held|kept|sent|brought|built|written|paid|found|lost|sold|bought)\s{1,3}by\b)/;
/**
 * "On one side: the tabanca of …", "on one part, …", "on one hand": the party idiom that opens a party's row, as "on the
 * one part" does, numbers no thing (`isQuantity`; the Number row's "not taken", issue 18, h120conv: sets 1–93 leave the
 * idiom bare in 24 of 25 rows, set 24's one relabelled). Only before its comma or colon, the text's end or the party's
 * capitalised name ("on the one part USINA …"): "fenced on one side only", "works on one part of the site at a time"
 * and "a key on one hand and the code on the other" count (h120rr #7). Anchored: linear.
 */
export const PARTY_IDIOM_BEFORE = /\bon\s{1,3}(?:the\s{1,3})?$/i;
export const PARTY_IDIOM_AFTER = /^\s{1,3}(?:[Pp]art|PART|[Hh]and|HAND|[Ss]ide|SIDE)(?:\s{0,2}(?:[,:]|$)|\s{1,3}(?:the\s{1,3})?\p{Lu})/u;
/**
 * "if one is hired", "if one drowns": "one" as the subject of its verb after a word that opens a clause stands for a noun
 * named before it (a pronoun), no count, as "asks for one" is (the Number row's "not taken"; sets 87 and 93, issue 18,
 * h120conv). The verb: an auxiliary or a word in -s that is no singular noun's ending (-ss, -us, -is, -as). Anchored:
 * linear.
 */
export const CLAUSE_OPENER_BEFORE = /\b(?:if|when|whenever|where|unless|once|until|because|while|whether)\s{1,3}$/i;
export const VERB_AFTER_ONE = /^\s{1,3}(?:(?:is|was|are|has|had|does|did|can|cannot|could|may|might|must|should|will|would|shall)\b|[a-z]{2,15}(?<!ss|us|is|as)s\b)/;
/** The word before a form's number: "Form 1099", "form 16A". */
const FORM_BEFORE = /\b[Ff]orm\s{1,3}$/;

/** A line of witnesses' names: "Witnesses: 1. …", "WITNESS: …" (its numbers mark the names). */
export const WITNESS_LINE = /^\s{0,3}(?:Witness(?:es)?|WITNESS(?:ES)?)\s{0,3}:/;
/**
 * Before a party's number in a preamble: "between (", "and (", ", (", and the first after a colon, "BETWEEN: (1) …",
 * "PARTIES: (1) …" (the list's own heading word; C29 leaves a heading's number bare too; issue 18, h67n54).
 */
const PARTY_MARKER_BEFORE = /(?:\b(?:between|among|amongst|and)(?:\s{0,3}:)?|\bparties\s{0,3}:|,)\s*\($/i;
/** Before a party's dotted number in a preamble listed after "between:": the colon, or the semicolon ending the last. */
const DOTTED_PARTY_MARKER_BEFORE = /(?:\bbetween\s{0,3}:|;(?:\s{1,3}and)?)\s{1,3}$/i;
/**
 * A company or tax register's label: Australian ACN/ABN/ARBN, Indian CIN/GSTIN, "company/registration number", a
 * Nordic "organisation number", "VAT number", and a register's "under number" (h25s28a); a register of societies' or
 * charities' ("Cooperative Society No.", "Charity No.": the kind of body the register keeps; h102t77). The holder may stand between
 * the label and the code ("business ID of the estate 3145678-2", "business ID of the company …": C29's identifier; issue
 * 18, h77t60).
 */
const REGISTER_LABEL_BEFORE = /\b(?:ACN|ABN|ARBN|CIN|GSTIN|CRN|RC(?:\s+No\.?)?|ID\s+(?:No\.?|number)|(?:company|registration|registered|register|organi[sz]ation|VAT|tax|taxpayer|CVR|under|society|charity)\s+(?:no\.?|number)|UEN|(?:business|company)\s+(?:ID|identity\s+code)(?:\s{1,3}of\s{1,3}the\s{1,3}[a-z]{3,15})?)\s*(?:[:.]\s*)?$/i;
/** "under number", "registration number", "register number": a register's own label, before a number of any length. */
const SHORT_REGISTER_LABEL_BEFORE = /\b(?:under|registration|register)\s{1,3}(?:no\.?|number)\s{0,3}[:.]?\s{0,3}$/i;
/** Six digits of a birth date, the century mark, three digits and a check character. Anchored, bounded: linear. */
const PERSONAL_IDENTITY_CODE = /^\d{6}[-+A]\d{3}[0-9A-Y](?![\w-])/;
/**
 * "No." or "Nr." and up to one code of capitals before a number. In small letters only with its full stop ("no. 80/1"):
 * a bare "no" is the word of running text ("support no 24/7 helpline", "no 3/4 majority is needed"), no number's mark
 * (issue 18, h106near). Anchored, bounded: linear.
 */
const NUMBER_MARK_BEFORE = /\b(?:(?:No|NO|Nr|N[°º])\.?|(?:no|nr)\.)\s{0,3}(?:[A-Z]{1,6}[ -]{1,3})?$/;
/**
 * A registration, number or licence plate's word and the plate's groups so far before a figure: up to three groups of
 * capitals or figures each followed by a hyphen or a blank ("registration plate 3-A " before "21453"). The groups in
 * capitals only ("a number plate of 3 letters" reads "of" as no group). Anchored at the end, each run bounded: linear.
 */
const PLATE_BEFORE = /\b(?:registration|number|licen[cs]e|vehicle|REGISTRATION|NUMBER)\s{1,3}(?:plate|PLATE)\s{1,3}(?:(?:No|no|NO)\.?\s{0,3})?(?::\s{0,3})?(?:[A-Z0-9]{1,4}[- ]{1,2}){0,3}$/;
/** A register's acronym in capitals, then its number's mark: "RUC No.", "NIT", "RUT:", "CUIT N°" (`isQuantity`). */
const ACRONYM_LABEL_BEFORE = /\b[A-Z]{2,6}\s{0,3}(?:(?:No|NO|no|Nr|N[°º])\.?)?\s{0,3}[:.]?\s{0,3}$/;
/**
 * Whether the figure is one group of digit groups joined by single blanks, six digits or more in all, right after a
 * register's label ("CVR no. 41 22 87 19", "organisation number 12 34 56 78"). The scan stops 24 characters each way:
 * a long run of digits and blanks stays linear.
 */
function inGroupedRegisterNumber(text: string, f: Span): boolean {
  let b = f.begin;
  let e = f.end;
  while (b > Math.max(0, f.begin - 24) && (/\d/.test(text[b - 1]) || (text[b - 1] === ' ' && /\d/.test(text[b - 2] ?? '')))) b--;
  while (e < Math.min(text.length, f.end + 24) && (/\d/.test(text[e]) || (text[e] === ' ' && /\d/.test(text[e + 1] ?? '')))) e++;
  const token = text.slice(b, e);
  return /^\d{1,4}(?: \d{1,4}){1,7}$/.test(token) && (token.match(/\d/g)?.length ?? 0) >= 6 && REGISTER_LABEL_BEFORE.test(text.slice(Math.max(0, b - 48), b));
}
/**
 * A French-style register number, its year (or town's code) and its number around the register's letter ("under number
 * 2019 B 00417", "RCS number 2021 A 12345": Madagascar, France and their neighbours; h27a33), right after a register's
 * label. The window is 16 characters each way: linear.
 */
const LETTERED_REGISTER = /(?<![\dA-Za-z])\d{2,5} [A-Z] \d{3,9}(?![\dA-Za-z])/g;
function inLetteredRegisterNumber(text: string, f: Span): boolean {
  const from = Math.max(0, f.begin - 16);
  const window = text.slice(from, f.end + 16);
  if (!/\d [A-Z] \d/.test(window)) return false;
  for (const m of matchesOf(LETTERED_REGISTER, window)) {
    const begin = from + m.index;
    if (begin <= f.begin && f.end <= begin + m[0].length) return REGISTER_LABEL_BEFORE.test(text.slice(Math.max(0, begin - 48), begin));
  }
  return false;
}
/** The word of a title that opens a part attached to the document, at the element's start. */
// A part of a document ("PART 4 EMPLOYMENT AND TRAINING", "Part 1: Establishing the Academy") and a schedule's item
// ("Item 4 – Base Rent: …") are titled so too (h21attr). A chapter's or a clause's heading ("Chapter 3 Revenue and
// Fees", "Clause 2.1 Standards", as translated contracts write them) numbers its text as "ARTICLE 4" does: the labelled
// sets leave every such heading's number bare (h24s27a).
// Its number may follow "No." ("SCHEDULE NO. 1 TO …"), and a statement of work or an order form is titled so too, after
// the exhibit's own letter ("EXHIBIT A STATEMENT OF WORK NO. 1"; issue 18, h29a38).
// A supplement, an addendum or an amendment is numbered so too, after the exhibit's letter and a dash ("EXHIBIT A –
// SUPPLEMENT NO. 1"): set 50 leaves it bare, as sets 12, 37 and 49 leave "No. N" titles (issue 18, h50n50).
// An article's heading with a colon after its number ("Article 4: Prices", "Art. 2: Term"), as translated contracts
// write them, numbers its text as "ARTICLE 4 PRICES" does (the clause number's reader, text.ts, takes no colon): sets
// 1–51 leave every such title bare (issue 18, h55n51). So with its number in brackets, as translated Arabic drafting
// writes it ("Article (4): Payments"; issue 18, h76t58); "under Article (6)" in a sentence stays a Number (C18).
const PART_TITLE_BEFORE = /^\s*(?:(?:exhibit|schedule|annex|appendix|attachment)\s{1,3}[A-Z](?:\s{1,3}[–—-])?\s{1,3})?(?:schedule|annex|annexure|appendix|exhibit|attachment|part|item|chapter|clause|article|art\.|statement\s{1,3}of\s{1,3}work|order\s{1,3}form|supplement|addendum|amendment)\s{1,3}(?:(?:no\.?|n[°º])\s{0,3}|\()?$/i;
/** A document's kind and its number label just before the number: "contract no.", "Order No.", "Law No.", "permit number". */
// A form's row writes a colon after the label ("Work order no.: 34-117", set 74; issue 18, h98t74).
const NUMBER_LABEL_BEFORE = /\b(?:contract|order|agreement|invoice|tender|project|file|law|act|decree|ordinance|licen[cs]e|permit|certificate|policy)\s{1,3}(?:no\.?|number)\s{0,3}(?::\s{0,3})?$/i;
/**
 * After its number a title ends or goes on with a dash, a colon, a period or its name ("Schedule 2 Rates"). Spanish
 * and Portuguese drafting in translation puts the ordinal sign after the number ("Article 1°.- OBJECT", "Artículo 2º -
 * PRICE"): the sign is no measure's unit there (issue 18, h75t57). Or it gives its name in brackets after the number
 * ("CLAUSE FIVE (Payment)", "Schedule 2 (Rates)"), as translated Portuguese drafting heads its clauses: the bracket ends
 * the element (or comes before a dash or a colon), so "Clause 5 (Payment) applies …" stays a reference (issue 18, h90at).
 */
const PART_TITLE_AFTER = /^\)?[°º]?(?:\s*$|\s*[–—:.-]|\s+[A-Z])/;
const PART_TITLE_NAME_AFTER = /^\s{1,3}\([^()\n]{1,60}\)\s*(?:$|[–—:-])/;
/** Whether the title goes on after its number as {@link PART_TITLE_AFTER} or {@link PART_TITLE_NAME_AFTER} say. */
function partTitleGoesOn(text: string, end: number): boolean {
  return PART_TITLE_AFTER.test(text.slice(end, end + 4)) || PART_TITLE_NAME_AFTER.test(text.slice(end, end + 72));
}
/**
 * "Section 5", "Paragraph 1", and the section sign that stands for the word ("§ 5", "§§ 3", "49 U.S.C. § 14706"); "Item
 * 8" of a schedule too, capitalised as a schedule names its rows ("the amount in Item 8": a row of a table, bare as
 * "Section N" is; C40, issue 18, h30n40). A lower-case "items 1. Delivery and 2. Payment" counts list items.
 */
// The words are reference-words.ts' (one list of a document's parts, h73left).
const DOCUMENT_PART_BEFORE = new RegExp(String.raw`(?:\b(?:${partWordForms(['section', 'paragraph'], true)}|${partWordForms(['item'], false)})|§{1,2})\s*$`);
/**
 * The same list or range after the section sign: "§§ 3 and 5", "§§ 3 to 5", "§ 3–5" name sections 3 and 5, as "Sections
 * 3 to 5" does (review hrev76; "§§ 3-5" was read so already). One "§" takes only the dash ("§ 3 and 5 workers" may
 * count). Anchored at the end, bounded: linear.
 */
const SECTION_SIGNS_LIST_BEFORE = /(?:§§\s{0,2}\d{1,3}(?:\.\d{1,3}){0,3}(?:\s{0,2},\s{0,2}\d{1,3}(?:\.\d{1,3}){0,3}){0,6}(?:\s{0,2},)?(?:\s{1,3}(?:and|or|to|through)|\s{0,3}[-–])|§\s{0,2}\d{1,3}(?:\.\d{1,3}){0,3}\s{0,3}[-–])\s{0,3}$/;
/** The section sign right after a section's number, or after a range's end ("9 §", "3–5 §§", "3 and 4 §§"). Anchored, bounded. */
const SECTION_SIGN_AFTER = /^(?:\s{0,2}(?:[-–]|and|or|to)\s{0,2}\d{1,3})?\s{0,2}§/;
/** "3 times": the figure before counts occurrences, whatever names it. */
const TIMES_AFTER = /^\s{1,2}times\b/;
/** An incident's or a fault's level before its figure: "Severity", "Priority", either with "Level"; an indicator's "KPI" (`isQuantity`). */
const LEVEL_NAME_BEFORE = /\b(?:[Ss]everity|[Pp]riority|SEVERITY|PRIORITY)(?:\s(?:[Ll]evel|LEVEL))?\s{1,2}$|\bKPI\s{1,2}$/;
/** A sampling plan's acceptance quality limit before its figure: "AQL 2.5", "AQL of 4.0", "AQL: 1.5" (`isQuantity`). */
const AQL_BEFORE = /(?:\bAQL|\b[Aa]cceptance\s{1,2}[Qq]uality\s{1,2}[Ll]imit(?:\s{1,2}\(AQL\))?)(?:\s{1,2}(?:of|at|level|LEVEL|OF)|\s{0,2}[:=])?\s{0,2}$/;
/** A year's name before its figure, capitalised as a schedule names its rows: "Year 1", "YEAR 2" (`isQuantity`). */
const YEAR_NAME_BEFORE = /\b(?:Year|YEAR)\s{1,2}$/;
/** A box's name before its figure, capitalised as a form names its boxes: "Box 6", "BOX 6" (`isQuantity`). */
const BOX_NAME_BEFORE = /\b(?:Box|BOX)\s{1,2}$/;
// … and a range's end ("sections 24 to 28", "Paragraphs 3 through 5", "Sections 10–12"): the last section named, no
// count (C37's "Section N"; issue 18, h42s47).
const DOCUMENT_PARTS_LIST_BEFORE = new RegExp(String.raw`\b(?:${partWordForms(['section', 'paragraph'], true, 'only')}|${partWordForms(['item'], false, 'only')})\s+\d{1,3}(?:\.\d{1,3})*(?:\s*,\s*\d{1,3}(?:\.\d{1,3})*){0,6}(?:\s*,)?(?:\s+(?:and|or|to|through|AND|OR|TO|THROUGH)|\s{0,3}[-–])?\s*$`);

/**
 * Whether CALL_BEFORE's match makes the figure a number called: after a verb of calling always; after a named "line"
 * only in two groups or more ("our free line on 180 2020"), since a line's single figure is a length as often ("the
 * service line is 150 metres from the meter"; review hrev78).
 */
function isCalled(call: RegExpExecArray | null, after: string): boolean {
  if (!call) return false;
  return call.groups?.line === undefined || call.groups.group !== undefined || /^[ \t]\d{2,}/.test(after);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function notQuantitiesRunPatterns(): readonly RegExp[] {
  return [LETTERED_REGISTER, PART_TITLE_BEFORE];
}
