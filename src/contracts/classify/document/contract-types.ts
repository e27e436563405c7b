/**
 * The contract's type: the name the document gives itself.
 * 1. The first "This <Name> Agreement" (how a contract refers to itself, in its own words);
 * 2. else its title: one of the first elements, a short line that is an agreement name ("DATA SERVICES AGREEMENT",
 *    "ORDER FORM", "Software Licence Agreement"), or a letter's subject line naming one ("Re: Engagement Letter -
 *    Supply Chain Review" → "Engagement Letter"), a deed's kind ("DEED OF VARIATION"), a numbered statement of work
 *    ("STATEMENT OF WORK NO. 3" → "STATEMENT OF WORK");
 * 3. else the first specific agreement name ("Master Services Agreement") in the first elements.
 */
import { DOCUMENT_NUMBER, NAME_WORD_MAX } from '../text/text.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { capitalizedWords } from '../text/capitalized-words.js';
import { matchesOf } from '../../../common/regex-matches.js';

export interface TypeEvidence {
  text: string;
}

/**
 * The nouns a contract calls itself by, whatever its kind (a pattern's alternatives, any case): its title's last word,
 * a name that is a document's rather than a party's (contract-parties.ts), another document a date belongs to
 * (date-kinds.ts).
 */
export const AGREEMENT_NOUNS = String.raw`agreement|contract|lease|licen[cs]e|deed`;
/**
 * The one-word papers a contract is written on, named by their kind (a pattern's alternatives, any case): a seller's
 * invoice and a payee's receipt, each a contract's paper when it titles the document (PAPER_TITLE), and no person's name
 * (parties/details/document-words.ts). One home (review82 #14, issue 18, h122mendF).
 */
export const PAPER_NOUNS = String.raw`invoice|receipt`;

// A name word is bounded (NAME_WORD_MAX): unbounded, one hyphenated run "A-A-…" of 64,000 characters took 1.6-6 s.
const TYPE = new RegExp(String.raw`\b((?:[A-Z][A-Za-z-]{0,${NAME_WORD_MAX}}\s+){0,4}(?:Agreement|Contract|Licen[cs]e|Lease|Addendum|Amendment|Order|Terms(?:\s+and\s+Conditions)?))\b`, 'g');
const GENERIC_TYPE = /^(?:This|The|That|Such|Each|Any|An?|Prime|Confidentiality|Licence|License|Order|Agreement|Contract|Amendment)\b/;
/** A title line: up to five name words, then an agreement noun; a subject line's "Re:" and a " - topic" tail aside. */
// A deed names its kind after "of" ("DEED OF VARIATION", "Deed of Guarantee"), and so may a contract ("CONTRACT OF
// SERVICES", "Contract of Sale", "Contract of Employment"); a statement of work may carry its number
// ("STATEMENT OF WORK NO. 3"), which is no part of the kind. Scots law makes a contract of the letters exchanged, the
// missives ("Re: Missives of Let": a lease). A promissory note is a contract of its own kind ("PROMISSORY NOTE",
// "SECURED PROMISSORY NOTE", "Convertible Note"): the maker's promise to pay the holder.
// An order is a contract's title too ("PURCHASE ORDER No. 2025-0317" under a letterhead, "CALL-OFF ORDER No. 7 under
// Framework Agreement No. …": the framework it is placed under is no part of its kind), and a number may hold a slash
// ("IT SERVICES CONTRACT No. 14/25", h19f12). A loan note is a note of its own kind ("UNSECURED LOAN NOTE No. LN-7": the
// issuer's promise to repay a loan), and a side letter names the agreement it goes with ("SIDE LETTER to the Supply
// Agreement dated …": its kind is the letter's, not that agreement's), h20f13.
// A deed's kind may name its object ("DEED OF ASSIGNMENT OF RECEIVABLES", "Contract of Sale of Goods"); a ship's hire
// is a charter party ("VOYAGE CHARTER PARTY", "Time Charterparty") and a letter of intent a document of its own kind
// ("LETTER OF INTENT"), h21f14.
// A contract names its object after "for" as after "of" ("CONTRACT FOR ADVERTISING SERVICES", "Contract for Works"), and
// Central and Eastern European drafting names an agreement by its subject after "on" ("AGREEMENT ON TERMINATION OF THE
// SERVICES AGREEMENT": the kind is the agreement on termination, the contract it ends no part of it); a bracketed
// qualifier after the name ("SHARE PURCHASE AGREEMENT (SHORT FORM)", "(Execution Version)") is none of the kind, h23f16.
// Post-Soviet and Balkan drafting puts the number between the noun and its object ("CONTRACT No. 45/2025 FOR THE SUPPLY
// OF …", "CONTRACT No. 12 OF SALE"): the line is the title, its kind the noun before the number (a span cannot leave the
// number out), h25f18.
// A guarantee is a contract of its own kind, titled by the guarantor's promise ("PARENT COMPANY GUARANTEE", "Performance
// Guarantee", "GUARANTY"): the whole title line only, so a guarantee a clause names is no title (h30f24).
// A letter names its kind after "of" as a deed does: "Re: Letter of Engagement – Supply Chain Review" is the engagement
// letter, "Letter of Offer" the offer letter, "Letter of Agreement" the letter agreement (h31f25).
// A letter appointing a person to work for pay is the contract between them, titled by its kind as an engagement
// letter is: "Re: Letter of Appointment – Communal Shepherd for the 2046 Grazing Season", "LETTER OF APPOINTMENT",
// "Appointment Letter" (issue 18, h109d69; facts set 69's cause 11).
// A bank's "FACILITY LETTER – SEASONAL WORKING CAPITAL FACILITY" (its subject line) is a facility letter, as set 4
// reads a letter's kind from its subject line (h34f27).
// What the hire comes with is no part of the kind: "COACH HIRE CONTRACT WITH DRIVER", "Vehicle Rental Agreement with
// Driver", "EXCAVATOR HIRE CONTRACT WITH OPERATOR" are hire contracts (issue 18, h80f45d; facts set 45's cause 22): up to
// two words after "with", perhaps after an article, to the line's end.
// A supplier's quotation the customer accepts is the contract between them ("Once accepted, this quotation and these
// terms form the contract"), titled by its kind under the letterhead as an order is: "QUOTATION", "SALES QUOTATION",
// "QUOTATION No. Q-118" (issue 18, h87t; facts set 48's cause 14). The title line only: a quotation a clause cites
// ("its Quotation No. 5 dated …") is another paper (date-kinds.ts). "Quote" is a verb as often ("We quote"), and an
// estimate is often stated to bind no one: neither is a title (docs/contracts.md, [GAP]).
// A buyer's or seller's confirmation of a sale is the contract the form records ("SEED POTATO PURCHASE CONFIRMATION",
// "SALES CONFIRMATION", "ORDER CONFIRMATION" under a letterhead, with the parties' fields and an acceptance line), a bill
// of sale the seller's transfer of goods ("BILL OF SALE"), and a letter of award the buyer's acceptance of a tender ("Re:
// Letter of Award", "LETTER OF AWARD"), each titled by its kind as an order or a quotation is (issue 18, h90fd; facts set
// 51's cause 14). The title line only: "deliver to the Buyer a bill of sale" or "within 2 weeks of its order
// confirmation" in a clause is another paper.
// A freight broker's rate confirmation books a carrier for one load at one rate, the contract between them: "CARRIER
// RATE CONFIRMATION", "RATE CONFIRMATION", "LOAD CONFIRMATION" under the broker's letterhead (issue 18, h91fd; facts set
// 52's cause 17), titled by its kind as a sales confirmation is.
// A lodging's, a hire's or a venue's booking confirmation is the contract it makes binding ("with this confirmation the
// booking is binding on both of us"): "Booking confirmation", "RESERVATION CONFIRMATION", "Confirmation of booking" (and
// "Confirmation of order", "… of sale" in that order) as the title line (issue 18, h100d59 from h99d59's draft; facts
// set 59's cause 13).
// A debtor's written acknowledgement of what it owes is a contract of its own kind ("ACKNOWLEDGEMENT OF DEBT",
// "Acknowledgment of Indebtedness", "DEBT ACKNOWLEDGEMENT"), and so is a member's or a grower's undertaking to supply
// ("MEMBER'S SUPPLY COMMITMENT – GERANIUM ESSENTIAL OIL", "SUPPLY UNDERTAKING"): the title line only (issue 18, h92fd;
// facts set 53's cause 19).
// A permit a landowner or a body gives for a use of its land, paid for and with conditions, is the contract between them
// as a licence is ("BALSAM FIR TIPPING PERMIT", "GRAZING PERMIT", "Moorage Permit" over "Landowner:" / "Permittee:"
// fields): the title line only, and a word before "permit" ("PERMIT" alone is a form's heading as often; "the permit" in
// a clause is no title) (issue 18, session 59's lead; facts set 56's cause 11; docs/contracts.md, [GAP]).
// A title whose object runs on past the kind's few words ("CONTRACT FOR THE SUPPLY OF ANIMAL FEEDS", "FRAMEWORK
// AGREEMENT ON TRANSLATION SERVICES", "Lease of Business Premises at Dock Road") is the title too, its object the last
// group: the whole line names it, its kind ends at the first agreement noun (issue 18, h76f41d). Tried last, so the
// tails above keep their readings.
// The year or the season a letter's subject or a title names after the kind is no part of it: "Re: Honey supply agreement
// 2038", "SEASONAL GRAZING LICENCE 2038/39", "Supply Contract (2038-2039)" (issue 18, h93fd; facts set 54's cause 16). A
// year of four figures, perhaps a second after a slash or a dash, perhaps in brackets. Bounded: linear.
const YEAR_AFTER = String.raw`(?:\s+\(?(?:19|20)\d{2}(?:\s{0,3}[/–-]\s{0,3}(?:\d{4}|\d{2}))?\)?)?`;
// Indian drafting joins two kinds with "-cum-" into one: "RECEIPT-CUM-AGREEMENT FOR SALE OF LARGE CARDAMOM", "Lease-cum-
// Licence Agreement", "Agreement-cum-Receipt" (issue 18, h94fd; facts set 55's cause 15). One word and "-cum-" right
// before the agreement noun. Bounded: linear.
const CUM_JOINED = String.raw`\p{L}{2,30}-cum-`;
// A reply's subject line keeps the subject it answers after its own "RE:" ("Subject: RE: Quotation QT-2042-117 – hand-woven
// silk scarves"), and a quotation or an order is numbered by its reference code without "No." ("QT-2042-117", "PO/2041/88"):
// letters, a hyphen or a slash, then figures (issue 18, h100d59; facts set 58's cause 14). Bounded: linear.
// The code may hold two or three groups of letters before its figures ("LS-TR-043": the client's and the job's initials;
// issue 18, h101p60, facts set 60's cause 15).
const REFERENCE_CODE = String.raw`\p{L}{1,6}(?:[-/]\p{L}{1,6}){0,2}[-/]\d[\w./-]{0,24}`;
// An order named by what is ordered, its number or code right after it, is an order's title in any case ("Subject: Re:
// Translation order LS-TR-043 – user guide", "BANQUET ORDER No. 118", "Catering order No. 7"): as "Purchase order" is
// (issue 18, h101p60; facts set 60's causes 14–15). The word before "order" is no determiner or preposition ("Re: your
// order No. 5" names the buyer's order, no kind). Bounded: linear.
// A title may open with a word of figures and letters naming the thing's kind: "4x4 CAMPER HIRE AGREEMENT No. OTC-0918",
// "4WD Vehicle Hire Agreement", "3D Printing Services Agreement" (issue 18, h102d62; facts set 62's cause 17). Figures,
// up to three letters, perhaps figures again; no ordinal ("1st Amendment" numbers the document, no kind). Bounded: linear.
const FIGURE_LETTER_WORD = String.raw`(?!\d{1,3}(?:st|nd|rd|th)\s)\d{1,3}\p{L}{1,3}\d{0,3}`;
// A loan's or a lease's title may go on with the unit or the currency it is written in: "INTEREST-BEARING LOAN CONTRACT
// DENOMINATED IN INVESTMENT UNITS (UDIS)", "LOAN AGREEMENT EXPRESSED IN UNIDADES DE FOMENTO", "Lease Contract in US
// Dollars", "MORTGAGE LOAN CONTRACT INDEXED TO THE UVR": the qualifier is no part of the kind, which ends at the agreement
// noun, as a bracket's or "with"'s tail does (issue 18, h108d68; facts set 68's cause 14). A participle of money's
// denomination ("denominated", "expressed", "indexed", "payable", "repayable") and its preposition, then up to 120
// characters; or "in" and up to four words, a bracket perhaps after them. Only on a line written as a title (`title`).
// Bounded: linear.
const UNIT_QUALIFIER = String.raw`(?:denominated|expressed|indexed|payable|repayable)\s+(?:in|to|by)\s+.{1,120}|in\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}(?:\s+\([^()]{1,20}\))?`;
// A kind named by the act agreed, "to" and the verb with up to three words of its object ("AGREEMENT TO BUILD A HOUSE",
// "CONTRACT TO SELL A BOAT": "AGREEMENT TO LEASE" was read already, its last word an agreement noun), and an order named
// by its object after "for" ("ORDER FOR A HEADSTONE", "ORDER FOR THE SUPPLY OF FISH": the object kept as a contract's
// "for …" is) are titles, on a line written as a title only (issue 18, h117w; facts set 74's cause 7). "HEADSTONE
// ORDER" with no number stays none, and "order for" opens the line (a "Court Order for …", a "Standing Order" are no
// contract's kinds). Bounded: linear.
// A seller's invoice that sets out its terms of payment and is signed for on receipt, and a carrier's consignment note
// that the sender signs with the carrier, are the contracts between them (the sale's and the carriage's), each titled by
// its kind under the letterhead as a quotation or an order is: "INVOICE No. TRM 0419", "TAX INVOICE", "CONSIGNMENT NOTE
// (ROAD) No. MH-2047-0611" (issue 18, h122f79; facts set 79's cause 4). The title line only: an invoice a clause cites
// ("within 30 days of the invoice") is another paper. Of the 79 facts sets' and 95 label sets' first lines, only set 79's
// two are such titles (one label set's "INVOICE FINANCE AGREEMENT" was read as an agreement already). Read by
// PAPER_TITLE below, as a receipt is: the bare kind and its number, on the first line or a line in capitals; a dunning
// letter's "Subject: Overdue invoice No. 4471" names the invoice it chases, no contract (review82 #11 and #14, issue 18,
// h122mendF). Bounded: linear.
// A number written as a series' letters, then its figures after a space ("INVOICE No. TRM 0419", "ORDER No. AB 1207"):
// the figures belong to the number as "No. 0419" alone would (h122f79). After the number's space only. Bounded: linear.
const SERIES_FIGURES = String.raw`(?:\s\d[\d./-]{0,12})?`;
const NUMBERED_ORDER = String.raw`(?!(?:your|our|my|this|that|its|their|the|an?|per|by|of|to|in|on|for|with|court)\s)[\p{L}-]{3,30}\s+order(?=\s+(?:${DOCUMENT_NUMBER}|${REFERENCE_CODE}))`;
const TITLE = new RegExp(
  String.raw`^(?:(?:re|subject)\s*:\s*)?(?:(?:re|fwd?|aw)\s*:\s*)?((?:${FIGURE_LETTER_WORD}\s+)?(?:[\p{L}&'-]+\s+){0,5}(?:${CUM_JOINED})?(?:(?:${AGREEMENT_NOUNS})(?:(?<=deed|contract)\s+(?:of|for)\s+[\p{L}-]+(?:\s+(?:(?:and|of)\s+)?[\p{L}-]+)?|(?<=agreement)\s+on\s+(?:the\s+)?[\p{L}-]+|(?<=agreement|contract)\s+to\s+(?!be\s)[\p{L}-]+(?:\s+[\p{L}-]+){0,3})?|statement\s+of\s+work|charter[- ]?party|letter\s+of\s+(?:intent|engagement|offer|agreement|award|appointment)|bill\s+of\s+sale|(?:purchase|sales?|order|rate|load|booking|reservation)\s+confirmation|confirmation\s+of\s+(?:(?:the|your)\s+)?(?:booking|reservation|order|sale|purchase)|missives(?:\s+of\s+let)?|(?:promissory|convertible|demand|loan)\s+note(?:\s+instrument)?|order\s+form|(?:purchase|call[- ]off|work|services?)\s+order|(?<=^\s{0,3})order(?=\s+for\s)|${NUMBERED_ORDER}|(?:engagement|offer|side|facility|appointment)\s+letter|letter\s+agreement|memorandum\s+of\s+understanding|terms\s+and\s+conditions|guarant(?:ee|y)|quotation|[\p{L}-]+\s+permit|acknowledge?ment\s+of\s+(?:debt|indebtedness)|debt\s+acknowledge?ment|(?:supply|purchase|delivery|sales?)\s+(?:commitment|undertaking)))${YEAR_AFTER}(?:\s+(?:${DOCUMENT_NUMBER}|${REFERENCE_CODE})${SERIES_FIGURES}(?:\s+((?:for|of)\s+.{1,120}))?)?(?:\s+[-–—:]\s+.{1,80}|\s+under\s+.{1,120}|(?<=letter)\s+to\s+(?:the|an?)\s+.{1,160}|(?<=agreement\s{1,64}on\s{1,64}(?:the\s{1,64})?[\p{L}-]{1,64})\s+(of\s+[^,\n]{1,120})(?:,[^\n]{0,80})?|\s+\([^()]{1,40}\)(?:\s+[-–—:]\s+.{1,80})?|\s+with\s+(?:(?:an?|the)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?|\s+((?:for|on|of)\s+.{1,120})|\s+(${UNIT_QUALIFIER}))?$`,
  'iu',
);
/** A kind named by the act agreed or an order by its object, as TITLE reads them (h117w). Anchored: linear. */
const ACT_OR_ORDER_FOR = /\b(?:agreement|contract)\s+to\s|^order$/i;
// A subtitle saying what the contract is for, as post-Soviet and other drafting writes one under the title: "EXPORT
// CONTRACT No. KK-07/2034" / "for the supply of felt products" / 'Bishkek city "14" February 2034', "on the provision of
// consulting services", "FOR THE SALE OF GOODS" (facts set 39's cause 9, issue 18, h73f39d), "for the printing of a book"
// (facts set 44's cause 7, h78f44d: printing, manufacture, production, installation, repair), "on the loan of a passenger
// car", "on the free use of …", "on the letting of …" (issue 18, h102d62; facts set 62's cause 16), "for the charter of a
// helicopter" and the other kinds of the Russian civil code's contracts in English ("on the exchange of", "on the donation
// of", "on the pledge of", "on the insurance of", "on the trust management of", "on the assignment of"; issue 18,
// h112r71, facts set 71's cause 18), and "on the placement of …" (bee colonies in an orchard, advertising on a site,
// equipment on a roof: Russian "о размещении"; facts set 73's cause 7, h117q73). A preposition, the
// contract's matter as a noun of supply, sale, lease, work or carriage and "of", no verb a sentence would have, a line
// of at most 120 characters: "for the Supplier's account" or "on the one part" are no subtitle. Anchored, bounded: linear.
export const SUBTITLE_LINE = /^\s{0,3}\(?(?:for|on|of|regarding|concerning)\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,20}\s{1,3}){0,2}?(?:supply|sale|purchase|provision|performance|delivery|lease|rental|hire|carriage|transport(?:ation)?|storage|export|import|processing|construction|maintenance|rendering|execution|printing|manufacture|production|installation|repair|loan|use|letting|charter(?:ing)?|exchange|donation|pledge|insurance|management|assignment|placement)\s{1,3}(?:and\s{1,3}[\w-]{1,20}\s{1,3})?of\b(?![^\n]{0,120}\b(?:shall|will|must|may|agrees?|is|are)\b)[^\n]{0,100}$/i;
// (Its one home since issue 18, h78f44d: facts.ts reads it under a title for the date of making, and `title` below
// completes a number-only title line with it.)
/**
 * Whether `line` is such a subtitle and no contract's first sentence (review hrev79, issue 18): a line that names this
 * contract ("On the execution of this Contract the Buyer pays an advance of 30%") or holds a party doing something, a
 * capitalised name and a verb ("For the supply of the goods the Buyer pays EUR 10,000 to the Seller", "For the
 * performance of the works the Contractor uses its own tools") opens the body under a number-only title. Bounded: linear.
 */
export function isSubtitleLine(line: string): boolean {
  return SUBTITLE_LINE.test(line) && !SENTENCE_IN_SUBTITLE.test(line);
}
const SENTENCE_IN_SUBTITLE = /\b(?:[Tt]his|[Tt]he\s{1,3}present)\s{1,3}(?:[Cc]ontract|CONTRACT|[Aa]greement|AGREEMENT)\b|\b[Tt]he\s{1,3}[A-Z][\w-]{1,30}\s{1,3}[a-z]{3,20}s\b/;
/** A letter's subject line whose kind comes last: "Re: Maintenance of the lifts – letter agreement" (h19f12). Bounded: linear. */
const SUBJECT_KIND_LAST = /^(?:re|subject)\s*:\s*.{1,120}?\s[-–—]\s+(letter\s+agreement|(?:[\p{L}&'-]+\s+){1,3}agreement)\s*$/iu;
// A form's title names its subject, a dash, then its kind: "Wedding Car Hire – Booking Form and Agreement", "Hall Hire -
// Hire Agreement" (issue 18, h80f45d; facts set 45's cause 23). The kind is the part after the dash, ending in an agreement
// noun; only on a line written as a title (every word capitalised but the small ones). Anchored, bounded: linear.
const TOPIC_THEN_KIND = new RegExp(String.raw`^(?:[\p{L}&'-]+\s+){1,4}[-–—]\s+((?:[\p{L}&'-]+\s+){0,4}(?:${AGREEMENT_NOUNS}))\s*$`, 'iu');
const TITLE_LOOKAHEAD = 12;
/** The kind's words up to its first agreement noun ("CONTRACT" of "CONTRACT FOR THE SUPPLY"). */
const FIRST_AGREEMENT_NOUN = new RegExp(String.raw`^.*?\b(?:${AGREEMENT_NOUNS})\b`, 'i');
/**
 * A document that changes another names itself by its kind and number, then the contract it goes with: "ANNEX No. 2" /
 * "to the Lease Agreement for Business Premises No. 17/2021", "Addendum No. 1 to the Service Contract" (Serbian,
 * Croatian and other drafting): its kind is the annex's, not that contract's (h22f15b). Without the "to the …" line it is
 * a schedule's heading ("Annex 1 – Price List"), no title. Anchored, bounded: linear.
 */
const CHANGE_TITLE = new RegExp(String.raw`^((?:[\p{L}-]{1,20}\s+){0,2}(?:annex|addendum|amendment|supplement)(?:\s+${DOCUMENT_NUMBER})?)(\s+to\s+(?:the|an?)\s+.{1,160})?$`, 'iu');
const TO_CONTRACT = new RegExp(String.raw`^\s*to\s+(?:the|an?)\s+.{0,80}?\b(?:${AGREEMENT_NOUNS})\b`, 'i');

/**
 * The type found: its kind's span (`begin`-`end`, what the readers of the kind test), and for a numbered title with its
 * object after the number the whole name without the number (`name`, ending at `nameEnd`): "CONTRACT No. 27/2036 FOR
 * THE WEAVING OF HAND-KNOTTED CARPETS" is a "Contract for the Weaving of Hand-Knotted Carpets" (issue 18, h76f41d; set
 * 18's numbered title expects the form). The kind stays "CONTRACT", so an object's words ("FOR THE EXTENSION OF THE
 * SCHOOL") never make it a variation, an order or a guarantee.
 */
type Found = { element: number; begin: number; end: number; name?: string; nameEnd?: number };

/** Small words a title keeps in small letters when written out of capitals. */
const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Whether every word of `line` opens with a capital or a figure, or is one of the small words a title keeps small. */
function writtenAsTitle(line: string): boolean {
  return line.trim().split(/\s+/).every((w) => !/^\p{Ll}/u.test(w) || TITLE_SMALL_WORDS.has(w));
}

/** A title in capitals as a name is written ("FOR THE WEAVING OF HAND-KNOTTED CARPETS" → "for the Weaving of Hand-Knotted Carpets"); any other as written. */
function titleCased(words: string): string {
  if (/\p{Ll}/u.test(words)) return words;
  return capitalizedWords(words.split(/\s+/).join(' '), TITLE_SMALL_WORDS);
}

// An agreement the text cites and dates ("… in accordance with the Broker-Carrier Agreement dated 15-Nov-2036", "under
// the Master Services Agreement dated …") is another paper this one works under, no name of this one (issue 18, h91fd;
// facts set 52's cause 17): it is read as no type. Anchored at the name, bounded: linear.
const CITED_BEFORE = /\b(?:under|pursuant\s+to|in\s+accordance\s+with|governed\s+by|subject\s+to)\s+(?:the|an?|that|its|their)\s+$/i;
const DATED_AFTER = /^\s+dated\b/i;
function citedAsAnother(text: string, begin: number, end: number): boolean {
  return CITED_BEFORE.test(text.slice(Math.max(0, begin - 40), begin)) && DATED_AFTER.test(text.slice(end, end + 8));
}

// A letter, an e-mail or a form that says which agreement it is names itself as "This <Name> Agreement" does: "once
// signed, this letter is our Cranberry Purchase Agreement", "this e-mail and your order below together are our Herring
// Supply Agreement" — before a subject line's words ("Re: 2038 Cranberry Crop – Purchase Terms") or another name in the
// first elements (facts set 56's cause 12; session 59's lead). "this <paper>", up to 100 characters without a stop, a
// verb of being or forming, then the name's article or possessive. Anchored at the name, bounded: linear.
const SELF_NAMED_BEFORE = /\bthis\s{1,3}(?:letter|e-?mail|message|document|form|quotation|offer|confirmation|order)\b[^.;]{0,100}?\b(?:is|are|constitutes?|forms?|(?:shall|will)\s{1,3}(?:be|constitute|form))\s{1,3}(?:our|the|an?|your)\s{1,3}$/i;

// A kind named in small letters after "our", "this" or "your": one to three words before the agreement noun, none of them
// a determiner (group 1). One home for the three readers below (issue 18, h110dup). Bounded: linear.
const KIND_WORDS = String.raw`((?:(?!(?:our|this|your|the|an?|with|and|of|by)\s)[\p{L}-]{2,${NAME_WORD_MAX}}\s{1,3}){1,3}(?:${AGREEMENT_NOUNS}))`;

// A text that says it concludes the contract names the contract's own kind, in small letters after "our" or "this" as
// often as capitalised: "With this e-mail our sales contract is concluded on the terms below" under an "Order Confirmation"
// title (a web shop's order e-mail: the title names the e-mail, the sentence the contract it makes; issue 18, h100d59;
// facts set 58's cause 14). One to three words before the agreement noun, none of them a determiner; a verb of making
// right after. "our contract is concluded" names no kind. Bounded: linear.
const OWN_NAME_CONCLUDED = new RegExp(String.raw`\b(?:our|this)\s{1,3}${KIND_WORDS}\s{1,3}(?:is|has\s{1,3}been|was|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?:hereby\s{1,3})?(?:concluded|made|formed|entered\s{1,3}into)\b`, 'iu');

// So does a letter or an e-mail that says it forms "our <kind> agreement" in small letters: "your reply and this e-mail
// will form our IT support agreement" (issue 18, h101d61; facts set 61's cause 17; SELF_NAMED_BEFORE reads the name
// capitalised). "our" only, one to three words before the noun, none a determiner. Bounded: linear.
const OWN_NAME_FORMED = new RegExp(String.raw`\bthis\s{1,3}(?:letter|e-?mail|message|document|form|quotation|offer|confirmation|order)\b[^.;]{0,100}?\b(?:is|are|constitutes?|forms?|(?:shall|will)\s{1,3}(?:be|constitute|form))\s{1,3}our\s{1,3}${KIND_WORDS}\b`, 'iu');

// Or that they "make" it: "This e-mail and your reply make our booking agreement." (a Swedish association's offer by
// e-mail; issue 18, h120k76, facts set 76's cause 11). "Make" also says what is done to an agreement ("this letter makes
// our supply agreement void", "… makes our lease agreement subject to …"), so the kind must close the clause: a stop, a
// semicolon or the text's end right after it, or a comma whose words run to the sentence's end with no other comma
// (", binding on both of us."). Not a comma that opens an aside the clause goes on after: "This letter makes our lease
// agreement, dated 1 May 2047, void" voids it (h121left; the re-read's h120revB #4). Sets 1–94 and facts 1–77: the one
// sentence of the shape (facts 76, "make our booking agreement.") ends at its stop. "our", one to three words before the
// noun, none a determiner. Bounded, the comma's words one class or a decimal's point (no overlap): linear.
export const OWN_NAME_MADE = new RegExp(String.raw`\bthis\s{1,3}(?:letter|e-?mail|message|document|form|quotation|offer|confirmation|order)\b[^.;]{0,100}?\b(?:makes?|(?:shall|will)\s{1,3}make)\s{1,3}our\s{1,3}${KIND_WORDS}(?=\s{0,3}(?:[.;]|$|,(?:[^.;,]|\.\d){0,160}?(?:[.;]|$)))`, 'iu');

// And so does a message or a letter that presents the terms as "our" or "your" agreement of a kind, in small letters:
// "here is our purchase agreement in writing:", "Below is your lease agreement:", "this is our sale agreement" (issue 18,
// h109d69; facts set 69's cause 11: a chat's summary message). A presenting phrase ("here is", "below is", "this is",
// "attached is") before it, or a colon right after it (perhaps after "in writing", "in full", "below"). One to three
// words before the noun, none a determiner; an earlier agreement ("our purchase agreement of 2040 with …", "our
// previous lease agreement") is another paper (`ANOTHER_AGREEMENT_WORD`, no colon or presenting phrase). Bounded: linear.
const OWN_KIND = String.raw`(?:our|your)\s{1,3}${KIND_WORDS}\b`;
const OWN_NAME_PRESENTED = new RegExp(String.raw`\b(?:(?:here|below|this|attached)\s{1,3}(?:is|are)\s{1,3}${OWN_KIND}(?!\s{1,3}(?:of|with|dated|from|between|no\.?|number)\b)|${OWN_KIND}(?:\s{1,3}(?:in\s{1,3}(?:writing|full)|below))?\s{0,3}:)`, 'iu');
/** Words of a presented kind's name that say the agreement is an earlier one, or only how it is written (dropped). */
const ANOTHER_AGREEMENT_WORD = /\b(?:previous|old|last|earlier|existing|former|prior|original)\b/i;
const MANNER_WORDS = /^(?:(?:final|new|signed|written|full|whole|draft|revised|updated|complete)\s{1,3})+/i;

/** The span [begin, end) of the kind a text presents as "our" or "your" agreement (OWN_NAME_PRESENTED), without its manner words. */
function presentedKind(text: string): { begin: number; end: number } | undefined {
  const m = runnable(OWN_NAME_PRESENTED).exec(text);
  const name = m?.[1] ?? m?.[2];
  if (m === null || name === undefined || ANOTHER_AGREEMENT_WORD.test(name)) return undefined;
  const manner = MANNER_WORDS.exec(name)?.[0].length ?? 0;
  if (BARE_KIND.test(name.slice(manner))) return undefined;
  const begin = m.index + m[0].indexOf(name) + manner;
  return { begin, end: begin + name.length - manner };
}

export function contractType(elements: readonly TypeEvidence[]): Found | undefined {
  let fallback: Found | undefined;
  for (let i = 0; i < Math.min(elements.length, 40); i++) {
    const own = runnable(OWN_NAME_CONCLUDED).exec(elements[i].text) ?? OWN_NAME_FORMED.exec(elements[i].text) ?? OWN_NAME_MADE.exec(elements[i].text);
    if (own !== null) {
      const begin = own.index + own[0].indexOf(own[1]);
      return { element: i, begin, end: begin + own[1].length };
    }
    const presented = presentedKind(elements[i].text);
    if (presented !== undefined) return { element: i, ...presented };
    for (const m of matchesOf(TYPE, elements[i].text)) {
      let phrase = m[1];
      let begin = m.index;
      const lead = /^(?:(?:This|The|That|Such|Each|Any|An?|Prime)\s+)+/.exec(phrase)?.[0] ?? '';
      phrase = phrase.slice(lead.length);
      begin += lead.length;
      if (phrase.split(/\s+/).length < 2 || GENERIC_TYPE.test(phrase)) continue;
      const found = { element: i, begin, end: begin + phrase.length };
      if (/^This\s/.test(lead) || SELF_NAMED_BEFORE.test(elements[i].text.slice(Math.max(0, begin - 140), begin))) return found;
      if (citedAsAnother(elements[i].text, begin, found.end)) continue;
      fallback ??= found;
    }
  }
  return title(elements) ?? fallback ?? headingOverTerms(elements);
}

const FIRST_TERM = /^\s{0,3}(?:1[.)]|\(1\)|(?:article|clause|section)\s{1,3}(?:1|one)\b|first\b)/i;
const ENDS_IN_AGREEMENT_NOUN = new RegExp(String.raw`\b(?:${AGREEMENT_NOUNS})$`, 'i');
const HEADING_MAX = 60;
const HEADING_LOOKAHEAD = 40;
/**
 * A heading in capitals that names an agreement's kind right above the numbered terms it heads ("HOUSE MOVING CONTRACT"
 * / "1. We move your wooden house …"), past the lines a title stands in: inside a message of an e-mail thread or a
 * letter, whose first lines are headers, an address or a salutation (issue 18, h110d70; facts set 70's cause 12b). The
 * terms' title as the document's first such line is (`title`): a kind of a few words before its agreement noun
 * (AGREEMENT_NOUNS), in capitals, on a line of its own; the next element opens the first term ("1.", "1)", "(1)",
 * "Article 1", "Clause 1", "FIRST"). Read last: a title among the first lines or a kind the text names wins. "AGREEMENT"
 * alone names no kind, and a line in small letters is a sentence or a heading of a part ("Payment terms").
 */
function headingOverTerms(elements: readonly TypeEvidence[]): Found | undefined {
  for (let i = TITLE_LOOKAHEAD; i < Math.min(elements.length - 1, HEADING_LOOKAHEAD); i++) {
    const text = elements[i].text.trim();
    if (text.length > HEADING_MAX || /\p{Ll}/u.test(text) || BARE_KIND.test(text) || !FIRST_TERM.test(elements[i + 1].text)) continue;
    const m = TITLE.exec(text);
    if (m === null || !ENDS_IN_AGREEMENT_NOUN.test(m[1])) continue;
    const begin = elements[i].text.indexOf(m[1]);
    return { element: i, begin, end: begin + m[1].length };
  }
  return undefined;
}

/** The contract's title line: one of the first elements, a short line that is an agreement name (see `contractType`). */
export function contractTitle(elements: readonly TypeEvidence[]): Found | undefined {
  return title(elements);
}

function title(elements: readonly TypeEvidence[]): Found | undefined {
  for (let i = 0; i < Math.min(elements.length, TITLE_LOOKAHEAD); i++) {
    const text = elements[i].text;
    if (text.length > 160) {
      // A title in capitals opening the first sentence: "MEZCAL SUPPLY CONTRACT entered into, on the one part, by …".
      const opening = i === 0 ? TITLE_OPENING_SENTENCE.exec(text) : null;
      if (opening !== null) {
        const begin = text.indexOf(opening[1]);
        return { element: i, begin, end: begin + opening[1].length };
      }
      continue;
    }
    const m = TITLE.exec(text.trim()) ?? SUBJECT_KIND_LAST.exec(text.trim()) ?? (writtenAsTitle(text) ? TOPIC_THEN_KIND.exec(text.trim()) : null) ?? paperTitle(text, i);
    const change = m === null ? CHANGE_TITLE.exec(text.trim()) : null;
    if (change && (change[2] !== undefined ? TO_CONTRACT.test(change[2]) : TO_CONTRACT.test(elements[i + 1]?.text ?? ''))) {
      const begin = text.indexOf(change[1]);
      return { element: i, begin, end: begin + change[1].length };
    }
    if (m === null) continue;
    // A kind named by its act ("AGREEMENT TO BUILD A HOUSE") or an order by its object ("ORDER FOR A HEADSTONE"): on a
    // line written as a title only ("Agreement to pay the balance in May" is a sentence), see TITLE.
    if (ACT_OR_ORDER_FOR.test(m[1]) && !ENDS_IN_AGREEMENT_NOUN.test(m[1]) && !writtenAsTitle(text)) continue;
    const begin = text.indexOf(m[1]);
    const found: Found = { element: i, begin, end: begin + m[1].length };
    // A numbered title with its object after the number: the name is the kind and the object, the number left out.
    if (m[2] !== undefined) {
      const object = text.lastIndexOf(m[2]);
      return { ...found, name: `${titleCased(m[1])} ${titleCased(m[2])}`, nameEnd: object + m[2].length };
    }
    // A qualifier of the unit or the currency after the kind (UNIT_QUALIFIER): the kind alone, on a line written as a
    // title only ("We lend the sum in pesos" is a sentence).
    if (m[5] !== undefined) {
      if (!writtenAsTitle(text)) continue;
      return found;
    }
    // An agreement "on" a matter keeps the matter's object up to a comma or the line's end: "AGREEMENT ON THE DELIVERY
    // OF REINDEER FOR SLAUGHTER, SEASON 2046/2047" is an "Agreement on the Delivery of Reindeer for Slaughter" (issue 18,
    // h109d69; facts set 69's cause 12), as a numbered title's object is kept. Not where the object is another
    // agreement: "AGREEMENT ON TERMINATION OF THE SERVICES AGREEMENT" is the agreement on termination (h23f16).
    if (m[3] !== undefined) {
      if (OTHER_AGREEMENT.test(m[3])) return found;
      const object = m[3].trimEnd();
      return { ...found, name: `${titleCased(m[1])} ${titleCased(object)}`, nameEnd: text.lastIndexOf(m[3]) + object.length };
    }
    // What the hire comes with is no part of the kind: "COACH HIRE CONTRACT WITH DRIVER", "Vehicle Rental Agreement with
// Driver", "EXCAVATOR HIRE CONTRACT WITH OPERATOR" are hire contracts (issue 18, h80f45d; facts set 45's cause 22): up to
// two words after "with", perhaps after an article, to the line's end.
// A title whose object runs on past the kind's few words ("CONTRACT FOR THE SUPPLY OF ANIMAL FEEDS", "FRAMEWORK
    // AGREEMENT ON TRANSLATION SERVICES"): the name is the whole line; the kind the readers test ends at its first
    // agreement noun, so an object's words ("FOR THE EXTENSION OF …") make it no variation.
    if (m[4] !== undefined) {
      // Only a line written as a title, every word capitalised but the small ones: "We refer to the facility letter of
      // 1 May 2029 and confirm the new limit" is a sentence.
      if (!writtenAsTitle(text)) continue;
      const noun = FIRST_AGREEMENT_NOUN.exec(m[1]);
      const object = text.lastIndexOf(m[4]);
      return { element: i, begin, end: begin + (noun?.[0].length ?? m[1].length), name: `${titleCased(m[1])} ${titleCased(m[4])}`, nameEnd: object + m[4].length };
    }
    // A numbered title alone on its line, its object on the line under it ("CONTRACT No. 14/P-2037" / "for the printing of
    // a book", post-Soviet drafting centres the two so): the same title as on one line, "Contract for the Printing of a
    // Book" (set 41's numbered title; issue 18, h78f44d, facts set 44's cause 13). Only a subtitle line (SUBTITLE_LINE: a
    // noun of supply, sale, lease or work and "of", no verb); the kind's span stays the title line's.
    // So is a bare kind alone on its line, "AGREEMENT" / "on the loan of a passenger car": the kind names nothing without
    // its object (issue 18, h102d62; facts set 62's cause 16). A kind with words of its own ("LOAN AGREEMENT") keeps them.
    const below = elements[i + 1]?.text.trim();
    if ((NUMBER_AT_END.test(text) || BARE_KIND.test(text)) && below !== undefined && isSubtitleLine(below)) {
      const object = below.replace(/^\(|[).]+$/g, '').trim();
      return { ...found, name: `${titleCased(m[1])} ${capitalizedWords(object, TITLE_SMALL_WORDS)}` };
    }
    return found;
  }
  return undefined;
}

/**
 * A title in capitals opening the document's first sentence, its verb of making after it in small letters: "MEZCAL
 * SUPPLY CONTRACT entered into, on the one part, by …", "LEASE AGREEMENT made on …" (Mexican and other civil-law
 * drafting runs the title into the sentence; issue 18, h92fd; facts set 53's cause 19). Up to five words in capitals
 * before the agreement noun (AGREEMENT_NOUNS in capitals). Anchored, bounded: linear.
 */
const TITLE_OPENING_SENTENCE = new RegExp(String.raw`^\s*((?:\p{Lu}[\p{Lu}&'’-]{0,30}\s{1,3}){0,5}(?:${AGREEMENT_NOUNS.toUpperCase()}))\s{1,3}(?:(?:is|was)\s{1,3})?(?:entered\s{1,3}into|made|concluded|executed|signed)\b`, 'u');

/** Another agreement named in a title's object ("of the Services Agreement"). Bounded: linear. */
const OTHER_AGREEMENT = new RegExp(String.raw`\b(?:${AGREEMENT_NOUNS})s?\b`, 'i');

/** A title line that is an agreement noun alone ("AGREEMENT", "Contract"). Anchored: linear. */
const BARE_KIND = new RegExp(String.raw`^\s*(?:${AGREEMENT_NOUNS})\s*$`, 'i');

/**
 * A receipt titled by its kind alone, perhaps with its number ("RECEIPT No. 27", "CASH RECEIPT", "Receipt"), over a
 * payee's first-person acknowledgement of the money and its terms: the receipt is the contract's paper, as a quotation
 * or an order titled by its kind is (issue 18, h122facts; facts set 78's horse guide's receipt). The facts sets' other
 * receipts are titled with their agreement ("RECEIPT AND AGREEMENT FOR …", sets 50, 77; "RECEIPT-CUM-AGREEMENT …", set
 * 55: TITLE); no set has a receipt line it leaves untyped. The first line or a kind in capitals only: "Receipt" in
 * small letters further down heads a part ("Receipt of the goods"). The invoice's and the consignment note's titles
 * (see the comment above SERIES_FIGURES) are read here too, under the same gate, with a series' figures after the number
 * ("INVOICE No. TRM 0419"): not after "Subject:" nor after other words (review82 #11 and #14, h122mendF). Anchored,
 * bounded: linear.
 */
const PAPER_TITLE = new RegExp(String.raw`^((?:(?:official|cash|payment|deposit|money|tax|commercial)\s{1,3})?(?:${PAPER_NOUNS})|consignment\s{1,3}note(?:\s{1,3}\((?:road|rail|air|sea)\))?)(?:\s{1,3}${DOCUMENT_NUMBER}${SERIES_FIGURES})?\s{0,3}$`, 'iu');

/** PAPER_TITLE on the document's first line, or on a later one with its kind in capitals ("INVOICE No. TRM 0419"). */
function paperTitle(text: string, at: number): RegExpExecArray | null {
  const m = PAPER_TITLE.exec(text.trim());
  return m !== null && (at === 0 || !/\p{Ll}/u.test(m[1])) ? m : null;
}

/** A title line ending with its number ("CONTRACT No. 14/P-2037"). Anchored at the end, bounded: linear. */
const NUMBER_AT_END = new RegExp(String.raw`\b${DOCUMENT_NUMBER}\s{0,3}$`, 'i');

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function contractTypesRunPatterns(): readonly RegExp[] {
  return [OWN_NAME_CONCLUDED, OWN_NAME_PRESENTED, TYPE];
}
