/**
 * Legal sentence boundaries. A sentence ends at `.`, `?` or `!` (with any closing quotes or brackets) followed by
 * whitespace and a capital, digit, opening quote or bracket — except after an abbreviation ("Sec.", "e.g.", "i.e.",
 * "Ltd.", "Inc.", "No.", "U.S."; "Pvt.", "Pte.", "Sdn. Bhd." of Indian, Singapore and Malaysian company names; "Rs.",
 * "Kshs.", "kr.", "Tk." before an amount; "Kft.", "ehf.", "Eng." …), an initial ("J. Smith"), or a list marker that is all the sentence has so far
 * ("1. The Supplier"). Numbers like "2.1" never split (no whitespace after their dot). An inline enumeration
 * ("... ownership of: (i) fifty per cent ...; or (ii) ...") starts a new element at each of its items when at least
 * two items of one sequence, written in one form ("(a)" or "a)"), appear, as the service did.
 */
import type { TextRange } from '../html/offsets.js';
import { isSpaceCode } from '../text.js';
import { MONTH_NAMES, OTHER_LANGUAGE_MONTHS } from '../../common/calendar-names.js';
import { longestFirstAlternation } from '../../common/regexp.js';
import { STREET_KINDS_ABBREVIATED } from '../../common/lexicon/street-kinds.js';
import { ABBREVIATED_TITLES, INDIAN_TITLES } from '../../common/lexicon/abbreviated-titles.js';
import { RELATION_MARK } from '../../common/lexicon/relation-marks.js';
import { ACRE_ABBREVIATIONS } from '../../common/lexicon/land-measures.js';
import { inCapitals } from '../../common/in-capitals.js';

const ABBREVIATIONS = new Set(
  [
    'art', 'arts', 'sec', 'secs', 'cl', 'cls', 'no', 'nos', 'para', 'paras', 'pp', 'p', 'ltd', 'inc', 'co', 'corp',
    'plc', 'llc', 'llp', 'bv', 'nv', 'sa', 'ag', 'pty', 'pvt', 'pte', 'sdn', 'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'vs', 'v',
    'e.g', 'i.e', 'eg', 'ie', 'cf', 'viz', 'al', 'approx', 'fig', 'figs', 'ref', 'refs', 'sch', 'app', 'ex', 'vol',
    'ch', 'u.s', 'u.k', 'u.s.a', 'e.u', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov',
    'dec', 'dept', 'est', 'max', 'min', 'tel', 'reg', 'govt', 'n.a', 'a.m', 'p.m', 'ibid', 'id',
    // Currency abbreviations written with a period before the amount: "Rs. 1,25,000/-", "Kshs. 50,000", "Tshs. 3,000,000/=".
    'rs', 'kshs', 'ksh', 'shs', 'tshs', 'tsh', 'ushs', 'ush',
    // Nepal's "NRs." (issue 18, h103d63).
    'nrs',
    // The legal forms and titles of the eleventh facts set's drafting (h18f11): Hungarian "Kft.", "Zrt.", "Nyrt.",
    // Icelandic "ehf.", "hf.", "S.A.S.", "S.A.E.", an engineer's "Eng." and "Ing." before a name ("represented by Eng.
    // Faisal Al-Harbi").
    'kft', 'zrt', 'nyrt', 'ehf', 'hf', 's.a.s', 's.a.e', 'eng', 'ing',
    // Street words written before the street's name in Polish addresses: "ul. Lubicz 17" (ulica), "al. Jerozolimskie",
    // and in Spanish-speaking ones: "Av. Larco 1150" (avenida), "Avda. del Libertador" (h21f14).
    'ul', 'av', 'avda',
  ],
);

const CLOSERS = `"')]}\u201d\u2019\u00bb`;
const OPENERS = /[\p{Lu}\p{N}"'(\[\u201c\u2018\u00ab•]/u;
const LIST_MARKER_ONLY = /^\s*(?:\(?[a-zA-Z0-9]{1,4}\)|\d{1,3}(?:\.\d{1,3})*\.?|[a-zA-Z]\.|[ivxlcIVXLC]{1,6}\.)\s*$/;

/** The word ending just before position `dot` (the period), lower-cased, periods inside kept ("u.s"). */
function wordBefore(text: string, dot: number): string {
  let i = dot;
  while (i > 0 && /[\p{L}\p{N}.]/u.test(text[i - 1])) i--;
  return text.slice(i, dot).toLowerCase();
}

/**
 * Abbreviations only before an amount: the Nordic crown is written before it ("kr. 1.850.000", h18f11) as often as
 * after it ("25.000 kr. The Customer pays …"), where its period ends the sentence (hrev10).
 */
// Bangladesh's taka is written so as well ("Tk. 8,75,00,000/-", h19f12), and Paraguay's guaraní ("Gs. 1.850.000",
// h24f17), and Aruba's florin ("Afl. 7.200,00", h28f21), and Bolivia's and Venezuela's "Bs." ("Bs. 18.400,00"), the
// afghani's "Afs." and the Netherlands Antillean guilder's "NAf." (issue 18, h75f40d), and the rial's "Rls." as Iranian,
// Omani and Yemeni drafting writes it ("Rls. 65,000,000", issue 18, h80f45d), and the Swiss franc's "Fr." and "SFr."
// ("Fr. 1'850.– per month", issue 18, h98fa), and Bhutan's ngultrum "Nu." ("Nu. 18,50,000/-", issue 18, h112f72; facts
// set 72's cause 3: its stop ended the sentence, so the sum and the payment period after it were lost).
// Exported for the facts' payment reading (facts/stop-in-a-sum.ts): the stop of such a mark inside a sentence ends no
// clause either ("paid at 2,35 kr. per kWh within 14 days", issue 18, h118q73).
export const DOTTED_CURRENCY_MARKS: readonly string[] = ['kr', 'tk', 'gs', 'afl', 'bs', 'afs', 'naf', 'rls', 'fr', 'sfr', 'nu'];
const BEFORE_AMOUNT: ReadonlySet<string> = new Set(DOTTED_CURRENCY_MARKS);
/**
 * The Maldivian rufiyaa's "Rf." and "MRf." ("Rf. 2,500", issue 18, h107d67), before a figure, in this case only: "RF." is
 * radio frequency's letters ("… equipment that emits RF. 2 antennas may be added …"), where the stop ends its sentence
 * (review h107rev, finding 5), as the currency recognizer reads the mark case-sensitive.
 */
const BEFORE_AMOUNT_IN_CASE = new Set(['Rf', 'MRf']);
/**
 * The rouble's and the denar's marks as Russian and Macedonian drafting abbreviates them after a figure ("1 185 000 rub.
 * (the price of three flight hours) within …", "4.800 den. (four thousand …)"): before the bracket that restates or
 * explains the sum their period ends no sentence (issue 18, h111q71; facts set 71's cause 15). Before a capital it does
 * ("… 500 rub. The Customer pays …").
 */
const AFTER_AMOUNT_BEFORE_BRACKET = new Set(['rub', 'руб', 'den', 'ден']);
const FIGURE_BEFORE = /\p{N}[ \t]{0,2}$/u;
/**
 * Street words Lithuanian addresses abbreviate after the street's name and before its number ("Savanorių pr. 178",
 * prospektas; "Jonavos g. 60", gatvė), h23f16: before a figure only, as "kr." ("5 g. The rest …" may end a sentence).
 */
// Romanian, Dutch and German drafting writes "nr." before the house or register number ("Str. Morilor nr. 5", "nr. 12"),
// h47f32: before a figure only. Hungarian drafting writes "Cg." (cégjegyzékszám, the company register's number) before
// it, inside the party's bracket ("… Kft. (registered office: …; company registration number: Cg. 06-09-004321;
// represented by: …), hereinafter: the Seller"), h67slot: its period ended the sentence there and cut the slot in two.
// A road's kilometre point is written so in Spanish-speaking addresses ("Carr. 833 Km. 4.2, Guaynabo", h77f42p).
// So is a flat's number in an individual's address ("residing at 7 Kalinin Street, apt. 12, Yerevan", "ap. 4",
// Russian "kv. 15"; facts set 61's cause 2, issue 18, h102p61): its stop ended the sentence inside the party's slot
// and the person named there was lost. Before a figure only: "… rent the apt. The Tenant …" ends its sentence.
const BEFORE_HOUSE_NUMBER = new Set(['pr', 'g', 'nr', 'cg', 'km', 'apt', 'ap', 'kv']);
/**
 * South Indian drafting writes a plot's extent "Ac. 6.40 cents" (acres, then cents of land): the stop of "Ac." ended the
 * sentence and left "6.40 cents" a sum of money (issue 18, h107d67; facts set 67's cause 19). Before a figure only.
 */
// The acre's abbreviations' one home is common/lexicon/land-measures.ts (review h107rev, finding 10). "AC." in capitals
// is air conditioning's letters ("The room has AC. 2 beds are made up."): it ends its sentence (common/in-capitals.ts).
const BEFORE_LAND_MEASURE: ReadonlySet<string> = new Set(ACRE_ABBREVIATIONS);
/**
 * "Cía." (compañía) before "Ltda." in the name of an Ecuadorian or Colombian limited company ("Brisa del Pacífico Cía.
 * Ltda., with RUC …"): one legal form, whose first period ends no sentence (facts set 55's cause 4, h94fp). Before any
 * other word the period ends its sentence as after any word ("… as agreed with the CIA. The Supplier …"). Anchored: linear.
 */
const BEFORE_LTDA = new Set(['cía', 'cia']);
const LTDA_AFTER = /^[ \t]{1,3}(?:Ltda|LTDA)\b/;

/**
 * Street types North American addresses abbreviate before a compass point ("1800 Lake Shore Blvd. W., Toronto", "2200
 * Dundas Ave. E."), h33f26: before the point only ("… along Main Ave. The Contractor …" ends a sentence). "St." and "Dr."
 * are abbreviations anywhere (ABBREVIATIONS).
 */
const BEFORE_COMPASS_POINT = new Set(['ave', 'blvd', 'rd', 'hwy', 'pkwy']);
/** A compass point after blanks, written as an initial ("W.", "NE.", "E,"), read at `lastIndex` (sticky): linear. */
const COMPASS_POINT_AFTER = /[ \t]{0,3}(?:NE|NW|SE|SW|[NSEW])[.,]/y;

/** A number sign or a figure after blanks, read at `lastIndex` (sticky: no scan of the text). */
const NUMBER_AFTER = /[ \t]{0,3}(?:No\b|Nr\b|\p{N})/uy;

/**
 * A day written with the German ordinal stop before its month's name and year ("1. März 2026", "Vaduz, 12. Februar
 * 2026", "15. April 2025"), h29f22: the stop ends no sentence. Read at `lastIndex` (sticky), bounded: linear.
 */
const MONTH_AND_YEAR_AFTER = new RegExp(String.raw`[ \t]{1,3}(?:${longestFirstAlternation([...MONTH_NAMES, ...OTHER_LANGUAGE_MONTHS.keys()])})[ \t]{1,3}\d{4}(?!\d)`, 'iuy');

/**
 * A date written year first, as Hungarian writes it ("2034. 04. 09.", "2034. április 9."; issue 18, h67dates): the stops
 * after its year and month end no sentence. After the year's stop, the month (a figure or a name) and the day follow;
 * after the month's figure, the day; before it, the year and its stop. Sticky or anchored, bounded: linear.
 */
const MONTH_AND_DAY_AFTER = new RegExp(String.raw`[ \t]{1,3}(?:\d{1,2}\.[ \t]{1,3}\d{1,2}|(?:${longestFirstAlternation([...MONTH_NAMES, ...OTHER_LANGUAGE_MONTHS.keys()])})[ \t]{1,3}\d{1,2})(?!\d)`, 'iuy');
const DAY_AFTER = /[ \t]{1,3}\d{1,2}(?!\d)/y;
/**
 * A date written day first with spaced stops, as Central European drafting writes it ("1. 5. 2034"; issue 18, h70dates):
 * the day's stop and the month's end no sentence. After the day's stop, the month, its stop and a four-digit year; after
 * the month's stop, the year with a day and its stop before the month. Sticky or anchored, bounded: linear.
 */
const SPACED_MONTH_AND_YEAR_AFTER = /[ \t]\d{1,2}\.[ \t]\d{4}(?![\d.,]\d)/y;
const SPACED_YEAR_AFTER = /[ \t]\d{4}(?![\d.,]\d)/y;
const SPACED_DAY_BEFORE = /(?<![\d.])\d{1,2}\.[ \t]$/;
const YEAR_BEFORE = /(?<!\d)\d{4}\.[ \t]{1,3}$/;

/** A reference's noun right before a number ("Annex 1.", "clause 12."): the number is no day. Anchored at the end, bounded. */
const REFERENCE_BEFORE = /\b(?:annex|schedule|appendix|exhibit|attachment|clause|section|article|item|paragraph|part|chapter|page|lot|phase|stage|no|nr)\.?[ \t]{1,3}$/i;

/** A one-letter money mark with a stroke right before a period: "S/." (sol), "B/." (balboa). */
const SLASH_MARK = /(?<!\p{L})[SB]\/$/u;
/**
 * A relation's mark before a name, as Indian and other South Asian drafting describes an individual party: "S/o." (son
 * of), "D/o." (daughter of), "W/o." (wife of), and "C/o." (care of) before an address: "Sri. K. Rao, aged 52 years, S/o.
 * Sri. Venkat Rao, residing at …". Its period ends no sentence before a capital: the father's name opened a sentence and
 * took the party's alias (facts set 49's cause 3, issue 18, h88p). The marks' home is common/lexicon/relation-marks.ts.
 */
const RELATION_MARK_BEFORE = new RegExp(String.raw`(?<!\p{L})${RELATION_MARK}$`, 'u');

/**
 * Prefixes written before a person's name, with a capital and a period, before a capital only: "Md." (Mohammad) opens
 * Bangladeshi names ("Name: Md. Habibur Rahman", h20facts2), "Ma." (Maria) Filipina ones ("represented by its President,
 * Ma. Cristina D. Villanueva"), and Austrian, Czech and Italian drafting puts an academic title before a representative
 * ("Mag." Magister, "Mgr." Magistr, "Dott." dottore), h40f29; so do Latin American and German drafting ("Ing. Agr.",
 * "Lic.", "Cr.", "Dipl. Ing."): the titles' one home is common/lexicon/abbreviated-titles.ts (h73f39n).
 */
// The Indian courtesy titles too ("Sri.", "Smt."; h88p).
// So do the initials transliterated Cyrillic and Tajik names write with two letters for one sound ("Sh. I. Nazarov",
// "Zh. K. Abenova", "Kh. Rakhimov"; facts set 61's cause 3, issue 18, h102p61): a signer's stop ended the sentence there.
const DIGRAPH_INITIALS = ['Sh', 'Zh', 'Kh', 'Ts', 'Yu', 'Ya', 'Ye', 'Yo'];
const NAME_PREFIXES = new Set(['Md', 'Ma', ...DIGRAPH_INITIALS, ...ABBREVIATED_TITLES, ...INDIAN_TITLES]);
/**
 * Malaysian "Sdn. Bhd." ends a company's name inside a sentence ("SERI … SDN. BHD. (Registration No. …)", h40f29) as often
 * as at a sentence's end ("supplied by Maju Jaya Sdn. Bhd. The Customer shall pay …", hrev30): read as the name prefixes are.
 */
// So do Albania's and Kosovo's limited liability and joint-stock companies, "sh.p.k." and "sh.a.", in capitals or not
// ("Vlora Cafe SH.P.K. (the "Tenant")" kept its alias; "… Vlora Energji sh.a. The Buyer …" ends there): a group of two
// letters, so not read as an initial's dotted letters (review hrev70).
const NAME_ENDS = new Set(['bhd', 'sh.p.k', 'sh.a']);
/**
 * "incl." and "excl." (German "inkl.", "exkl.") before what a price takes in or leaves out: "Unit price excl. VAT", "Total
 * incl. VAT | | | 913,57 €", "EUR 80 incl. GST per hour". Their stop ends no sentence there: it cut a quotation's header
 * row ("Description | Qty | Unit price excl. VAT | Total excl. VAT") into pieces, so no column was a price's and no sum
 * of its rows was read (issue 18, h117f74; facts set 74's cause 1). Only there: before any other capitalised word ("…
 * EUR 1,200 incl. Payment is due …", "Prices are excl. Delivery is free …", "… VAT incl. The Buyer pays …") it ends its
 * sentence, as after any word (INCLUDED_CHARGE_AFTER; review h117rr, h117mendB).
 */
const INCLUSION_MARKS = new Set(['incl', 'excl', 'inkl', 'exkl']);
/**
 * What "incl." / "excl." take in or leave out, read at the word after their stop (sticky): a tax's name as price clauses
 * and quotations write it ("VAT", "GST", "HST", German "MwSt" / "USt", French "TVA", Spanish and Italian "IVA", Dutch
 * "BTW", Norwegian "MVA"), a word in small letters ("incl. delivery", "excl. shipping") or a figure ("incl. 19% VAT").
 * A tax's name capitalised as a sentence's first word ("Taxes are …", "Tax is …") is not read: it opens one as often.
 * Bounded: linear.
 */
const INCLUDED_CHARGE_AFTER = /\s{0,3}(?:(?:VAT|GST|HST|MwSt|Mwst|MWST|USt|TVA|IVA|BTW|MVA)(?![\p{L}\p{M}\p{N}_])|[\p{Ll}\p{N}\p{Sc}])/uy;

/** Whether the word after the period at `dot` is what "incl." / "excl." take in (INCLUDED_CHARGE_AFTER). */
function includedChargeAfter(text: string, dot: number): boolean {
  INCLUDED_CHARGE_AFTER.lastIndex = dot + 1;
  return INCLUDED_CHARGE_AFTER.test(text);
}
/**
 * A word that opens a sentence and is no name, after blanks, read at `lastIndex` (sticky): "Site Mgr. The Supplier …",
 * "… Sdn. Bhd. This Agreement …" end their sentence there (hrev30). Bounded: linear. The word ends before any letter, an
 * accented one too: "Dra. Inés Cabrera" opens on a name, not on "In" (h73f39n).
 */
const SENTENCE_OPENER_AFTER = /[ \t]{0,3}(?:The|This|That|These|Those|Each|Every|Any|All|If|In|On|At|It|Its|A|An|No|Such|Where|When|Upon|Unless|Neither|Either|Both|Nothing|Notwithstanding|Subject|For|Except|Save|We|You|They|He|She|Our|Your|Their|His|Her)(?![\p{L}\p{M}\p{N}_.])/uy;

/** Whether the word after the period at `dot` opens a sentence (SENTENCE_OPENER_AFTER). */
function opensSentence(text: string, dot: number): boolean {
  SENTENCE_OPENER_AFTER.lastIndex = dot + 1;
  return SENTENCE_OPENER_AFTER.test(text);
}

/** Whether the period at `dot`, followed (after blanks) by `next`, ends an abbreviation. */
function isAbbreviation(text: string, dot: number, next: string): boolean {
  // The stroke of Peru's sol and Panama's balboa ("S/. 186,400.00", "B/. 525,000"): before a figure the mark's period
  // ends no sentence (h23f16).
  if (SLASH_MARK.test(text.slice(Math.max(0, dot - 3), dot))) return /\p{N}/u.test(next);
  if (RELATION_MARK_BEFORE.test(text.slice(Math.max(0, dot - 4), dot))) return /\p{Lu}/u.test(next);
  const word = wordBefore(text, dot).replace(/^\.+/, '');
  if (word === '') return false;
  if (ABBREVIATIONS.has(word)) return true;
  // The street kinds written with a period before the street's name (Str., Bd., Șos., pl., os. …; one home, h47f32), as
  // the list writes them (case-sensitive) and not before a word that opens a sentence: "runs on any OS. The Customer …",
  // "sent in 20 pl. Each pallet …" end their sentence (review hrev32).
  if (STREET_KINDS_ABBREVIATED.includes(`${text.slice(dot - word.length, dot)}.`)) return !opensSentence(text, dot);
  if (/^\d{4}$/.test(word)) {
    MONTH_AND_DAY_AFTER.lastIndex = dot + 1;
    return MONTH_AND_DAY_AFTER.test(text);
  }
  if (/^\d{1,2}$/.test(word)) {
    DAY_AFTER.lastIndex = dot + 1;
    if (YEAR_BEFORE.test(text.slice(Math.max(0, dot - word.length - 9), dot - word.length)) && DAY_AFTER.test(text)) return true;
    // "… listed in Annex 1. May 2026 deliveries are weekly.": a reference's number ends its sentence (review hrev22).
    if (REFERENCE_BEFORE.test(text.slice(Math.max(0, dot - word.length - 16), dot - word.length))) return false;
    SPACED_MONTH_AND_YEAR_AFTER.lastIndex = dot + 1;
    if (SPACED_MONTH_AND_YEAR_AFTER.test(text)) return true;
    SPACED_YEAR_AFTER.lastIndex = dot + 1;
    if (SPACED_DAY_BEFORE.test(text.slice(Math.max(0, dot - word.length - 5), dot - word.length)) && SPACED_YEAR_AFTER.test(text)) return true;
    MONTH_AND_YEAR_AFTER.lastIndex = dot + 1;
    return MONTH_AND_YEAR_AFTER.test(text);
  }
  const original = text.slice(dot - word.length, dot);
  if (BEFORE_AMOUNT.has(word) || BEFORE_AMOUNT_IN_CASE.has(original) || BEFORE_HOUSE_NUMBER.has(word) || (BEFORE_LAND_MEASURE.has(word) && !inCapitals(original))) return /\p{N}/u.test(next);
  if (AFTER_AMOUNT_BEFORE_BRACKET.has(word)) return next === '(' && FIGURE_BEFORE.test(text.slice(Math.max(0, dot - word.length - 3), dot - word.length));
  if (BEFORE_LTDA.has(word)) return LTDA_AFTER.test(text.slice(dot + 1, dot + 12));
  if (BEFORE_COMPASS_POINT.has(word)) {
    COMPASS_POINT_AFTER.lastIndex = dot + 1;
    return COMPASS_POINT_AFTER.test(text);
  }
  // An initial: one capital letter ("J. Smith"), or dotted letters ("U.S.", "N.V.").
  if (/^\p{Lu}$/u.test(original)) return true;
  // "Md." (Mohammad) opens Bangladeshi names: "Name: Md. Habibur Rahman" (h20facts2). Written so, before a capital only.
  if (NAME_PREFIXES.has(original)) return /\p{Lu}/u.test(next) && !opensSentence(text, dot);
  if (NAME_ENDS.has(word)) return !opensSentence(text, dot);
  if (INCLUSION_MARKS.has(word)) return includedChargeAfter(text, dot);
  if (/^(?:\p{L}\.)+\p{L}$/u.test(original)) return true;
  // A register's or body's dotted capitals with a group of two or three ("G.E.MI. No. 123456701000", the Greek
  // commercial registry), before a number sign or a figure (h20facts2).
  if (!/^(?:\p{Lu}{1,3}\.)+\p{Lu}{1,3}$/u.test(original)) return false;
  NUMBER_AFTER.lastIndex = dot + 1;
  return NUMBER_AFTER.test(text);
}

/**
 * A dot leader (three dots or more) before a sum: "Removal of the old tiles .......... 42 000 F CFP", "Total ...... $ 1,200"
 * is one row of a price list, its sum set in a column, where the last dot ends no sentence (issue 18, h104d64; facts set
 * 64's cause 12). Only before a figure or a currency sign, not before an item's number ("… 2. Delivery"). Read at the
 * sum's first character (sticky), bounded: linear.
 */
const LEADER_SUM_AFTER = /(?!\d{1,3}[.)]\s)(?:\p{Sc}\s{0,2})?\p{N}/uy;

/** Whether the period at `dot` closes a run of three dots or more before a sum starting at `next` (LEADER_SUM_AFTER). */
function closesDotLeader(text: string, dot: number, next: number): boolean {
  if (dot < 2 || text[dot - 1] !== '.' || text[dot - 2] !== '.') return false;
  LEADER_SUM_AFTER.lastIndex = next;
  return LEADER_SUM_AFTER.test(text);
}

/** Offsets (into `text`) where a new sentence starts, by punctuation. */
function punctuationBreaks(text: string, from: number): number[] {
  const breaks: number[] = [];
  let sentenceStart = from;
  // Parentheses opened inside the current sentence and not yet closed (one opening the sentence does not count).
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' && i > sentenceStart) depth++;
    else if (ch === ')' && depth > 0) depth--;
    if (ch !== '.' && ch !== '?' && ch !== '!') continue;
    let j = i + 1;
    while (j < text.length && CLOSERS.includes(text[j])) j++;
    if (j >= text.length || !isSpaceCode(text.charCodeAt(j))) continue;
    let k = j;
    while (k < text.length && isSpaceCode(text.charCodeAt(k))) k++;
    if (k >= text.length || !OPENERS.test(text[k])) continue;
    if (ch === '.' && (isAbbreviation(text, i, text[k]) || closesDotLeader(text, i, k))) continue;
    // "(subject to Clause 2.2.2.) WA": a period closing a parenthesis opened inside the sentence ends no sentence
    // (one opened at the sentence's start, "(Note: see below.) The end.", encloses a whole sentence and does).
    if (depth > 0 && text.slice(i + 1, j).includes(')')) continue;
    if (LIST_MARKER_ONLY.test(text.slice(sentenceStart, j))) continue;
    breaks.push(k);
    sentenceStart = k;
    depth = 0;
  }
  return breaks;
}

// "(a)", "(iv)", "(2)", and the half-bracket "a)" / "iv)" when it does not close a word ("(cc'ed)", "(s)").
const ENUMERATOR = /\(([a-z]|[ivxlc]{1,6}|\d{1,2})\)|(?<![\p{L}\p{N}(])([a-z]|[ivxlc]{1,6})\)/gu;
/** A number written in words right before a bracket ("five ", "twenty-one ", "thirty six "): anchored at the end, bounded. */
const NUMBER_WORD_BEFORE = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\s*$/i;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

function romanValue(s: string): number {
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN_VALUES[s[i]];
    const next = ROMAN_VALUES[s[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** An enumerator's place in its sequence: both the lettered and the roman reading, for "(i)" is either. */
function ordinals(label: string): { kind: string; value: number }[] {
  if (/^\d+$/.test(label)) return [{ kind: 'n', value: Number(label) }];
  const out: { kind: string; value: number }[] = [];
  if (/^[ivxlc]+$/.test(label)) out.push({ kind: 'r', value: romanValue(label) });
  if (label.length === 1) out.push({ kind: 'a', value: label.charCodeAt(0) - 96 });
  return out;
}

/** Offsets where an inline enumeration item starts: "(b)" after "(a)" in the same text, each preceded by a space. */
function enumerationBreaks(text: string, from: number): number[] {
  const found: { at: number; spaced: boolean; ords: { kind: string; value: number }[] }[] = [];
  ENUMERATOR.lastIndex = from;
  for (let m = ENUMERATOR.exec(text); m; m = ENUMERATOR.exec(text)) {
    const label = m[1] ?? m[2];
    // Half-bracket items count only at the start of the text or after a space: "a) Buyer wishes ... and b) Buyer".
    const spaced = m.index > from && isSpaceCode(text.charCodeAt(m.index - 1));
    if (m[2] !== undefined && !spaced && m.index > from) continue;
    // A figure in brackets after its number in words is that number, no item: "five (5) years … six (6) months" (h25f18).
    if (m[1] !== undefined && /^\d/.test(label) && NUMBER_WORD_BEFORE.test(text.slice(Math.max(from, m.index - 24), m.index))) continue;
    // A sequence is written in one form: "(i) this Agreement, ii) the SOW" is one item, not two.
    const form = m[1] !== undefined ? '()' : ')';
    found.push({ at: m.index, spaced, ords: ordinals(label).map((o) => ({ kind: `${form}${o.kind}`, value: o.value })) });
  }
  // An item is in a sequence when its predecessor appears before it or its successor after it: the first and last
  // place of every (kind, value) answers that in one pass.
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  for (const item of found) {
    for (const o of item.ords) {
      const key = `${o.kind}${o.value}`;
      if (!first.has(key)) first.set(key, item.at);
      last.set(key, item.at);
    }
  }
  const breaks: number[] = [];
  for (const item of found) {
    if (!item.spaced) continue;
    const inSequence = item.ords.some(
      (o) => (first.get(`${o.kind}${o.value - 1}`) ?? Infinity) < item.at || (last.get(`${o.kind}${o.value + 1}`) ?? -1) > item.at,
    );
    if (inSequence) breaks.push(item.at);
  }
  return breaks;
}

/** The sentences of `text` within `range`, as ranges of `text`, trimmed, none empty. */
export function splitSentences(text: string, range: TextRange): TextRange[] {
  const slice = text.slice(range.start, range.end);
  const cuts = new Set<number>([...punctuationBreaks(slice, 0), ...enumerationBreaks(slice, 0)]);
  const sorted = [...cuts].filter((c) => c > 0 && c < slice.length).sort((a, b) => a - b);
  const out: TextRange[] = [];
  let start = 0;
  for (const cut of [...sorted, slice.length]) {
    let s = start;
    let e = cut;
    while (s < e && isSpaceCode(slice.charCodeAt(s))) s++;
    while (e > s && isSpaceCode(slice.charCodeAt(e - 1))) e--;
    if (e > s) out.push({ start: range.start + s, end: range.start + e });
    start = cut;
  }
  return out;
}
