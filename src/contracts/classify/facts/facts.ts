/**
 * Contract-level facts found from the elements' attributes and words:
 * - effective dates: dates in a sentence about the agreement taking effect (High) or being entered into,
 *   executed, dated or signed (Low); termination dates: dates in a sentence about expiry or termination (Medium).
 *   When a sentence holds both ("commences on 1 March 2019 and continues until 29 February 2020"), each date takes
 *   the kind of the last start or end cue between it and the previous date; a date the words lead up to as a notice's
 *   or another paper's ("notice … dated", "the purchase order dated …") is none, an earlier agreement's ("the Master
 *   Services Agreement dated …") none unless the sentence says it was entered into, and the signing's ("signed on")
 *   Low (`date-kinds.ts`);
 * - contract terms: durations in a sentence about payment (High when the sentence states terms of payment or what
 *   is payable, else Low) — as the one real response lists them — and the agreement's own duration ("continues for
 *   two (2) years", "a term of sixty (60) months"; Medium, `agreement-terms.ts`); payment terms: the payment ones,
 *   "net 45" included;
 * - amounts: money in a sentence about price, fees, payment, rent, deposits, expenses or purchases; currencies: every money mention's ISO code;
 * - contract types: the kind of agreement the contract calls itself (`contract-types.ts`).
 */
import type { ConfidenceLevel, Interpretation } from '../../wire.js';
import { isStayLength, type Duration } from '../numbers/durations.js';
import { isCalendarDate, writesNoYear, type NumericFact } from '../numbers/numeric-fact.js';
import type { ContractFacts, FactFound } from '../types.js';
import { acceptanceFormulaLine, acceptanceLineDated, acceptorBlockAbove, acceptorLineDated, acceptorNameDated, nameLineDated, underAcceptance } from './acceptance-lines.js';
import { seasonYears } from './season-years.js';
import { changesAnAgreement, opensFromDate, tellsThePast } from './change-from-date.js';
import { securedSumBefore, securesASum } from './secured-sum.js';
import { ARTICLE_NUMBER, agreementTerm, completionPeriod, inForceFor, isGracePeriod, isNoPaymentPeriod, lastsBetweenItsDates, lettingFor, measuresWork, namesAgreement, netTerms, servesForRange, startAndLength, startsAndLasts } from './agreement-terms.js';
import { AGREEMENT_NOUNS, contractTitle, contractType, isSubtitleLine } from '../document/contract-types.js';
import { completedBy, dateKind, opensRange } from './date-kinds.js';
import { partyStartsWork } from './party-starts-work.js';
import { escapeRegExp, firstLetterEitherCase, upToUnrolledOnce } from '../../../common/regexp.js';
import { contractLocalCurrencies, localUnit, RAW_MARKS } from './local-currency.js';
import { nounAfterFormMark } from '../numbers/recognizers.js';
import { inDocumentDateOrder } from './date-order.js';
import { opensDayRange, withDayRanges } from './day-ranges.js';
import { bareFigure, tableMoneyCells, type MoneyCell } from './table-money.js';
import { CONCLUDED_AT, COPIES_MADE_AT, DONE_AT, MADE_AT, PARTIES_SIGN_AT, PLACE_NAME, signingPlaceOn, TOWN_OF } from '../document/place-of-making.js';
import { moneyListItems } from './money-list-items.js';
import { quotedAsFollows } from './quoted-as-follows.js';
import { speaksOfMoney } from './amount-cues.js';
import { isContractAmount } from './contract-amount.js';
import { isOtherCalendarDate, latestDateYear, withoutOtherCalendarGloss } from './other-calendars.js';
import { isPostcodeBeforeTown } from './postcode-towns.js';
import { sumDueOnSigning } from './sums-due-on-signing.js';
import { otherDutyPeriods } from './other-duty-periods.js';
import { isSigningDeadline } from './signing-deadlines.js';
import { asFieldLine } from '../text/field-lines.js';
import { letterHeadDate } from './letter-head-date.js';
import { LETTING_SPANS, OTHER_PERIODS, PERIOD_OF_SERVICE, WORK_TIME_LABEL, opensPeriodField } from './period-fields.js';
import { paidAsFollows } from './paid-as-follows.js';
import { settledByMeans } from './settled-by-means.js';
import { refundsOutlay } from './refunded-outlay.js';
import { sendsMoney, sendsSumAsIt, sumMovedAsWhich } from './money-sent.js';
import { fieldLineKind, handoverStartsRental, returnEndsRental, returnFieldLength } from './rental-returns.js';
import { handoverKind, letFrom, letsAThing, loanBeginsOrEnds } from './handovers.js';
import { remainderDueWithin, restItemDueWithin } from './remainder-within.js';
import { asksDepositWithin } from './asked-deposit.js';
import { debtFallsDueBefore } from './debt-falls-due.js';
import { deedOpeningDate } from './deed-openings.js';
import { bareDateOverSigner } from './bare-date-over-signers.js';
import { isDateAloneLine, isPlaceAloneLine } from './date-line-under-title.js';
import { STOP_IN_A_SUM } from './stop-in-a-sum.js';
import { signerNameBelow } from './signer-name-below.js';
import { agreedOnLine, namesItselfBy, relationWord, titleHead } from './own-name-words.js';
import { withFieldMarkerBlanked } from '../parties/schedule-items.js';
import { endsInLegalForm } from '../parties/party-key.js';
import { sideFieldLabels } from '../parties/field-labels.js';
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';
import { POLITY_STYLE } from '../names/addresses.js';
import { roleHeadingBelow } from '../signatures/signing-role-heading.js';
import { partyNameBelow } from '../signatures/signing-party-name.js';
import { roleLabelBelow } from '../signatures/signing-role-label.js';
import { isPlaceAndDateLine, isPlaceBarDateLine, isPlaceBlankDateLine } from '../signatures/place-date-lines.js';
import { isBirthDate } from './birth-dates.js';

export interface ElementEvidence {
  text: string;
  numeric: readonly NumericFact[];
  durations: readonly Duration[];
}

// "shall take effect on", "with effect from" say when the agreement starts, as "effective" does.
// A term list's or an offer letter's field "Start date:" ("1. Start date: 1 September 2025.", "Employment start date:
// 3 March 2025", "Starting Date: …") dates the start as "Commencement date:" does; a field opens the element (after its
// number), so "the start date of the audit" in a sentence dates nothing (h25f18b). A word before "start" names what
// starts: the engagement or the agreement ("Employment start date:", "Lease start date:"), not a part of it that may
// start later ("Warranty start date:", "Billing start date:", "Maintenance start date:": review hrev18).
// The works, the installation or the construction that "shall start" (or "begin") is the contract's start, as "shall
// commence the Works on" is (sets 11, 12 and 27 count the works' start): "Installation shall start on 5 May 2031", "Work
// on site will start on …", "The Contractor shall start the works on …" (h45f31). Training or deliveries that start are
// no works. Bounded: linear.
// The writer or a party by its role may say the start too: "I will start on …", "The Contractor will start on …"
// (party-starts-work.ts; issue 18, h120w77).
// The field's short form "Start:" ("- Start: 1 December 2043; the retainer runs for 12 months") is the same field (issue
// 18, h101d61; facts set 61's cause 9).
// The present tense says the same as the modal, as contracts translated from French, Wolof or Spanish write it: "The
// works start on 2 February 2044 and are completed … by 18 March 2044" is "shall start … shall be completed by" (issue 18,
// h106d66; facts set 66's cause 9). The works as the subject, so not after a preposition ("Payment for the works starts
// on …", "the retention on the works begins …").
const WORKS_START = String.raw`\b(?:works?|installation|construction)\s+(?:on\s+site\s+)?(?:shall|will|is\s+to|are\s+to)\s+(?:start|begin)\b|\b(?:shall|will)\s+(?:start|begin)\s+(?:the\s+)?(?:works|installation|construction)\b|(?<!\b(?:of|for|to|after|before|in|on|from|with|under|by)\s{1,3}(?:the\s{1,3})?)\b(?:works?|installation|construction)\s+(?:on\s+site\s+)?(?:starts?|begins?)\s+on\b`;
// The work itself named by its gerund, starting on a day: "Shearing starts on 2 September 2032", "Harvesting begins on
// …", in the element where a party undertakes that work ("… shall supply a team to shear …", "The Picker shall harvest
// …"). The gerund must be the verb the element gives the party, so "Training starts on" in a supply contract is no start
// (h46facts). Bounded: linear; the stem is letters only, looked up as text.
const GERUND_STARTS = /\b(\p{Lu}\p{Ll}{2,20})ing\s{1,3}(?:(?:shall|will)\s{1,3})?(?:starts?|begins?)\s{1,3}on\b/u;
/** Whether the element dates the start of the work it (or one of the two sentences before it) has a party undertake. */
function gerundWorkStarts(text: string, before: readonly string[]): boolean {
  const m = GERUND_STARTS.exec(text);
  if (!m) return false;
  const stem = m[1].toLowerCase();
  const lower = [...before, text].join(' ').toLowerCase();
  return [`shall ${stem}`, `will ${stem}`, `to ${stem}`].some((w) => lower.includes(w));
}
/** The relation a field's "start date" or "end date" is of (a field's number first): "Lease start date:", "Hire end date:". */
const RELATION_DATE_FIELD = String.raw`^\s*(?:\d{1,3}(?:\.\d{1,3}){0,2}\.?\s+)?(?:(?:employment|placement|engagement|assignment|contract|agreement|lease|tenancy|hire|rental|licen[cs]e|subscription|service|services|project|job|work|internship|programme|program|term)\s+)?`;
// A form's field "Start of works:" ("Start of the works: 4 May 2044", "Start of services: …", "Start of hire: …") is the
// field "Start date:" of the work it names (issue 18, h105d65; facts set 65's cause 18); "Commencement of works:" is read
// by its word already. As a pattern's source (END_OF_WORK_FIELD reads the line before it).
/** A form's field of the work's start or end (`word`: its source) and of what work, a field's number first: linear. */
const workField = (word: string): string => String.raw`^\s*(?:\d{1,3}(?:\.\d{1,3}){0,2}\.?\s+)?${word}\s+of\s+(?:the\s+)?(?:works?|services?|hire|installation|construction|assignment|engagement)\s*:`;
const START_OF_WORK_FIELD = workField('start');
/** A field "Start date:" of a relation or "Start of works:" (EFFECTIVE_HIGH's first words, START_FIELD). */
const START_FIELD_SOURCE = String.raw`${RELATION_DATE_FIELD}start(?:ing)?(?:\s+date)?\s*:|${START_OF_WORK_FIELD}`;
const EFFECTIVE_HIGH = new RegExp(String.raw`${START_FIELD_SOURCE}|\beffective\b|\bcommenc\w*|\bcome\s+into\s+force\b|\b(?:takes?|took|taking)\s+effect\b|\bwith\s+effect\s+(?:from|on)\b|${WORKS_START}`, 'i');
// A "Date:" or "Dated:" field heading a contract is the date it was made.
// "made" dates the agreement however the date is introduced: "made on", "made as of", "made the 20th day of", and
// "made at New Delhi on this 10th day of" (place-of-making.ts' MADE_AT, in a sentence naming the agreement).
// Goods "signed for on 14 March 2025" were received then: a delivery's signature, not the agreement's.
// A supplier's dated acceptance of an order opens its line: "Accepted by the Supplier on 5 June 2025", "Order accepted on
// …" (h19f12; the goods "accepted on" a date inside a sentence are no such line), and a letter's countersignature line
// "Agreed and accepted on 14 October 2025" (h20f13). A note's "Date of issue:" field dates it as "Date:" does, and a
// contract whose title is followed by "concluded on <date> in <place> between:" (Slovenian, Croatian drafting) was made
// then.
// A supplier's acknowledgement line under an order, its date after the signer ("Order acknowledged by the Vendor: <name>,
// <title>, 11 August 2025"), dates the order's acceptance as "Order accepted on" does (h21f14b); so does one accepted
// "for" the supplier ("Order accepted for the Supplier: <name>, <title>, <date>", facts set 50's cause 6).
// A field "Date of signing:" / "Signing date:" (Chinese and other drafting in English heads a contract so) dates the
// signing as "Date:" does (h22f15).
// So does the agreement's own date as a header's field: "Agreement Date: 9 May 2029", "Date of Agreement: …" (a
// membership's or an order's header of fields; h33f26).
// An agreement "to be signed by 31 October 2025" is not signed yet: the date is a deadline (a letter of intent's), no
// date of making (h27f20b). A letter's countersignature line dated at its end after the signer ("Acknowledged and agreed
// for Acme Corp.: Jane Roe, President, on 9 May 2025") dates the acceptance as "Agreed and accepted on" does.
// A notarial act of Louisiana (and civil-law) drafting opens "BE IT KNOWN, that on this 3rd day of March, 2031, before
// the undersigned Notary … personally came and appeared …": the parties appear and make the act that day, its date of
// making, as "made on this … day" is (facts set 36's cause 5, h63f36). "personally appeared" alone opens a notary's
// acknowledgment under the signatures (the day a signer acknowledged, not the making): only "came and appeared", or "BE
// IT KNOWN" with "on this". An opening "On 3 March 2031, Acme Ltd and Beta Ltd agree as follows:" dates the agreement the
// parties make by it: the element opens with "On <date>," and closes its sentence on "agree as follows", the parties'
// plural: one party that "agrees as follows" after another's act on that date ("On 1 April 2031, the Supplier delivers
// the software, and the Customer agrees as follows: …") is no making. Nor is either opening followed, in its clause, by
// an acknowledgment ("BE IT KNOWN, that on this 5th day of March, 2031, before me, Notary, John Smith acknowledged the
// foregoing signature …": a notary's certificate under the signatures; hrev53's review). Bounded: linear.
// Arabic and other drafting opens the contract with its day and the sentence that concludes it: "On Sunday 12/04/2037,
// in the city of Misrata, this contract was concluded between:", "On 12 April 2037 this contract was concluded between:"
// (issue 18, h78f44d; facts set 44's cause 8; "… was signed between:" was read by "signed"). The element opens with
// "On <date>" and its clause says this contract was concluded or made: "On 12 April 2037 the Buyer shall pay …" is none.
// Review hrev79: nor is a later day whose clause only mentions the making, under a modal or a subordinate word ("On 1
// March 2037 the Supplier shall deliver the goods for which this contract was concluded", "… confirms that this contract
// is made with its authority", "… pays out the loan, as this contract is made for that purpose"); "On 1 March 2037, the
// parties met and this contract was concluded" stays the making. Bounded: linear.
// A Schedule's numbered line dates the agreement as its field does: "Section 1 – Date of this Agreement: 2nd January 2038",
// "1. Date of Agreement: …", "Section 2: Signing date: …" — an agreement "made on the date stated in Section 1 of the
// Schedule" (issue 18, h88t; facts set 49's cause 13). Only a label naming the agreement's date, its signing or its issue:
// a numbered "Date:" alone may be any day of a list. Anchored, bounded: linear.
// The label names the making's date by its noun in either order, one list for both: "Date of order:" and "Order date:",
// "Date of contract:" and "Contract date:", "Date of issue:" and "Issue date:" (issue 18, h100d59; facts set 59's cause 8:
// "Date of order:" was read in one order only).
const DATE_FIELD_NOUNS = String.raw`issue|signing|signature|execution|agreement|contract|order`;
const NAMED_DATE_LABEL = String.raw`(?:date\s+of\s+(?:(?:the|this)\s+)?(?:${DATE_FIELD_NOUNS})|(?:${DATE_FIELD_NOUNS})\s+date)`;
const NUMBERED_DATE_FIELD = new RegExp(String.raw`^\s*${ARTICLE_NUMBER}${NAMED_DATE_LABEL}\s*:`, 'i');
// The same labels, or "Date:" alone, opening a line (a charter's "Place and date:" and "Date and place:": EFFECTIVE_LOW).
const MAKING_DATE_FIELD = new RegExp(String.raw`^\s*(?:date|${NAMED_DATE_LABEL})\s*:`, 'i');
// A header's line may give the contract's number and its date as two fields: "Contract No.: RBH/PL/2044/031 Date:
// 05/02/2044", "Order No.: SC-17 Date: 3 May 2044" — the "Date:" field heads the contract as on a line of its own (issue
// 18, h106d66; facts set 66's cause 13). The number's field opens the line and names the contract, the agreement or the
// order: a letterhead's "Ref: MAPL/PROC/2038/044 Date: 14.02.2038" dates the letter, the offer its addressee accepts
// later (set 53 expects no date there). Its value one run of letters, digits and separators, then "Date:" and no other
// word between: "Contract No.: 15 Delivery Date: …" names another day. Read among the contract's first lines
// (HEADER_LINES). Bounded.
const NUMBER_THEN_DATE_FIELD = /^\s*(?:contract|agreement|order)\s{1,3}(?:ref(?:erence)?\.?|no\.?|number|#)(?:\s{0,3}(?:no\.?|number))?\s{0,3}:\s{0,3}[\p{L}\p{N}][\p{L}\p{N}/._-]{0,40}\s{1,8}date\s{0,3}:/iu;
/** How many elements from the top a header's number-and-date line may stand (a title's window, contract-types.ts). */
const HEADER_LINES = 12;
// A Scots deed is "subscribed" as others are signed, its testing clause naming who subscribes: "these presents … are
// subscribed by me at Lerwick on the fourth day of June …", "SUBSCRIBED for and on behalf of Acme Limited at Bixter on …"
// (issue 18, h94fd; facts set 55's cause 9). Only with its signer ("by me", "by the parties") or the company it signs for:
// "the shares subscribed by the Investor on 1 May" dates a subscription for shares, not the deed. Or with the deed as
// what is subscribed, whoever subscribes it: "these presents are subscribed by the Weaver and on behalf of the Mill at
// Stornoway on the 2nd day of March 2040", "this Lease (consisting of this and the two preceding pages) is subscribed
// …" (issue 18, h98fd; facts set 57's cause 8).
// A deed opening on the day it was "written" or "drawn up" is made that day, as one "made on" it: "Written on Friday, the
// twelfth day of Bhadra …, corresponding to 28 August 2043 A.D." (a Nepali deed's first line; issue 18, h103d63, facts
// set 63's cause 9). Only opening the element: "written notice on 1 May" dates a notice.
// The writers making the agreement in the first person, that day: "We write this agreement today, 6 August 2045, at
// Mpandawana growth point" (an agreement written in an exercise book), "I make this agreement on 3 May 2045", "Today, 6
// August 2045, we sign this agreement" — as "Written on" and "is made on" date the making (issue 18, h107d67; facts set
// 67's cause 14). "We" or "I" right before the verb in the present or the past ("We will sign this agreement on …" is a
// plan), "this" or "the present" agreement after it, at the element's start or after "Today, <date>,". Anchored,
// bounded: linear.
const FIRST_PERSON_MAKING = /^\s*(?:today\s{0,3},?\s{0,3}[^.;:]{4,40}?\d{4}\s{0,3},?\s{0,3})?(?:we|I)\s{1,3}(?:(?:hereby|both|jointly)\s{1,3})?(?:write|wrote|make|made|sign|signed|draw\s{1,3}up|drew\s{1,3}up)\s{1,3}(?:this|the\s{1,3}present)\s{1,3}(?:agreement|contract|lease|deed)\b/i;
const EFFECTIVE_LOW = /\bpersonally\s{1,3}came\s{1,3}and\s{1,3}appeared\b(?![^;]{0,300}?\backnowledg)|^\s*be\s+it\s+known\b(?![^;]{0,400}?\backnowledg)[^.;]{0,40}?\bon\s+this\b|^\s*on\s+(?:this\s+)?[^.;:]{4,40}?\d{4},[^.;:]{1,200}?\bagree\s+as\s+follows\b|^\s*(?:order\s+|agreed\s+and\s+)?accepted\b[^.;]{0,60}?\bon\b|^\s*acknowledged\s+and\s+agreed\b[^;]{0,160}?,\s*on\s+\d|^\s*order\s+(?:accepted|acknowledged)\s+(?:by|for)\b|\benter(?:ed|s)?\s+into\b|\bexecut\w*|\bdated\b|(?<!\bto\s{1,3}be\s{1,3})\bsigned\b(?!\s+for\s+(?:on|at|upon|when|in)\b)|\bsubscribed\s{1,3}(?:by\s{1,3}(?:me|us|him|her|them|(?:both|all|the)\s{1,3}parties)|for\s{1,3}and\s{1,3}on\s{1,3}behalf\s{1,3}of)\b|\b(?:presents|agreement|contract|lease|deed|licen[cs]e|disposition|assignation)\s{1,3}(?:\([^()]{0,160}\)\s{1,3})?(?:are|is|were|was|ha(?:ve|s)\s{1,3}been)\s{1,3}subscribed\b|\bmade\s+(?:on|as\s+of|(?:this|the)\s+\d{1,2}(?:st|nd|rd|th)\s+day)\b|^\s*concluded\s+on\b|^\s*(?:written|drawn\s+up)\s+(?:on|today)\b|^\s*place\s+and\s+date\s*:|^\s*date\s+and\s+place\s*:|\bconcluded\s+(?:this|the\s+present)\s+(?:agreement|contract|lease|licen[cs]e|deed)\b|^\s*on\s+[^.;:]{4,40}?\d{4}\b(?:(?!\b(?:shall|will|must|may|should|can|could|would|that|which|who|whom|whose|as|because|since|provided|if|unless|when|whenever|where|while|whereas)\b)[^.;:]){0,80}?\b(?:this|the\s+present)\s+(?:agreement|contract|lease|licen[cs]e|deed)\s+(?:was|is|has\s+been)\s+(?:concluded|made|entered\s+into)\b/i;
// A signer's line with its "Date:" field on the same line ("Westview Church Inc. By: Tom Hale, Pastor Date: March 9,
// 2031") dates the signature as the field on a line of its own does (h47f32). The labels as a signature block writes
// them, capitalised (case-sensitive): "Payment by: bank transfer, due date: 30 June" is no signature; nor a date field
// that names another day ("Delivery by: road Delivery Date: 15 May", "Next review date:"), review hrev32. Bounded: linear.
// So does a role's label over its blank with the date beside it, as a form's signing lines read: "Farmer: ________
// Date: 6-14-2038", "Tenant: ..........  Date: 3 May 2038" (issue 18, h94fd; facts set 55's cause 11). The label opens the
// line, up to three capitalised words and no date's name ("Start Date: ____ Date:" is a row of terms), then the blank of
// underscores or dots. Anchored, bounded: linear.
const SIGNER_LINE_DATED = /(?:\b(?:By|Per):\s[^:\n]{2,80}?\s|^\s{0,3}(?![^:\n]{0,40}\bDate\b)(?:[A-Z][A-Za-z'-]*\s{1,3}){0,2}[A-Z][A-Za-z'-]*:\s{0,3}[_.…]{3,80}\s{1,40})(?<!\b(?:[Dd]ue|[Dd]elivery|[Rr]eview|[Ee]xpiry|[Ee]xpiration|[Ss]tart|[Ee]nd|[Cc]ompletion|[Rr]enewal|[Pp]ayment|[Ii]nvoice|[Tt]arget|[Cc]losing|[Ss]hipment|[Ss]hipping|[Dd]ispatch|[Aa]rrival|[Dd]eparture|[Rr]eturn|[Bb]irth|[Ee]vent|[Mm]eeting|[Hh]andover|[Ii]nspection|[Tt]ermination|[Ss]ervice|[Ww]ork|[Ee]ffective)\s{1,3})Date\s{0,3}:/;
// An order's "Order date:" field (and "Date of order:", the same label in the other order, as "Date of contract:" pairs
// with "Contract date:": DATE_FIELD_NOUNS; issue 18, h100d59, facts set 59's cause 8), a charter's "Place and date:" field
// (BIMCO forms head a charter so), and a sentence
// saying the parties "concluded this contract" (Bulgarian and other drafting opens "Today, 10.03.2025, in the city of
// Sofia, the following parties concluded this contract:") date the making as "Date:" does (h23f16).
// A date the bracket right after it defines as the agreement's start or end ("with effect from 30 June 2025 (the
// "Termination Date")", "on 1 May 2025 (the "Commencement Date")") is that end, whatever cue the words before it give:
// a termination "with effect from" a date ends the agreement then (h23f16). Anchored, bounded: linear.
const DEFINED_END = /^\s{0,3}\(\s{0,3}(?:the\s{1,3})?"\s{0,3}(?:(effective|commencement|start)|(termination|expiry|expiration|end))\s{1,3}date\s{0,3}"\s{0,3}\)/i;
// An earlier agreement's date ("are parties to a lease … dated 1 October 2020", "issued under the Master Services
// Agreement dated 2 September 2024") is none of this one's: it dates the document this one varies or works under. Only
// where the sentence tells an agreement was entered into is it kept, Low: the real response lists "On 22 December 2008
// ART EFFECTS LIMITED and Customer entered into an … Framework Agreement" so (h22facts).
// Entered into that agreement, not into this one ("who entered into this Amendment to amend the Master Services
// Agreement dated …" dates nothing of the amendment's, hrev14).
const ENTERED_INTO = /\bentered\s+into\b(?!\s+this\b)/i;
// A date a defining bracket follows names another document, which the bracket gives its short name: "Drilling Services
// Contract No. KDM-2023-07 dated 1 June 2023 (the "Contract")" heading a side letter; this document is "this letter",
// "this Deed" (h22facts). The bracket right after the date, its alias an agreement noun.
// A bracket defining the short name this document calls itself by elsewhere ("this Agreement") names this document: a
// cover line 'Supply Agreement dated 1 June 2025 (the "Agreement")' dates this one (hrev14).
// The standard terms an order form is made under are such a document: 'the Supplier Subscription Terms dated 1 February
// 2025 (the "Terms")' (h29f23); terms that call themselves "these Terms" are this one.
const DEFINED_OTHER_DOCUMENT = new RegExp(String.raw`^\s{0,3}\(\s{0,3}the\s{1,3}"((?:[A-Z][\w-]{0,20}\s){0,3}(?:${AGREEMENT_NOUNS}|terms(?:\s+and\s+conditions)?))"\s{0,3}\)`, 'i');
// The "this" of the dated document's own name, a few words before the date: "this Supply Agreement dated"; a "this order"
// earlier in the sentence names the document that cites the other (h29f23). Bounded: linear.
const THIS_BEFORE = /\bthis\s+(?:[\w'-]{1,30}\s+){0,5}$/i;
// The term of that earlier agreement ("a lease … dated 1 October 2020 for a term of five years (the "Lease")") is none
// of this one's either: the duration follows the other document's date in its sentence (h22facts). Bounded: linear.
// So is the term after the parties it was made between: "… dated 25 March 2023 and made between the Landlord and the
// Tenant for a term of five years" (h31f25: 100 characters after "dated").
const OTHER_DOCUMENT_DATED = new RegExp(String.raw`\b(?:the|an?|that|said|prior|original|existing|previous|earlier)\s{1,3}(?:[\w'-]{1,30}\s{1,3}){0,4}(?:${AGREEMENT_NOUNS})\b[^.;"]{0,80}?\bdated\b[^.;"]{0,100}$`, 'i');
// In a variation, the old end of the earlier agreement the sentence dated ("a lease … dated 25 March 2023 … for a term
// of five years expiring on 24 March 2028 (the Lease)") is none of the variation's: only where the words since that date
// name this document or an extension does a termination cue end it (the lead's decision for variations, h31f25). Outside
// a variation a replaced agreement's end stays ("replaces the agreement … dated 3 April 2018, which shall terminate on
// 28 February 2020": the day the new one takes over).
const THIS_OR_EXTENDED = /\bthis\s+(?:agreement|deed|variation|amendment|letter|contract|lease)\b|\b(?:extended|extend|renewed|renew|prolonged)\b/i;
// A variation, an amendment, a renewal or an extension: its background's earlier agreement was made before it, and that
// agreement's date is none of the variation's facts even where the sentence says it was entered into (the lead's
// decision, sets 14, 24, 25; set 4 relabelled, h31f25).
// The end the varied agreement has before the change: "the Agreement …, which is due to expire on 29 February 2028" (a
// renewal letter's background; set 24). The new end is written as the change ("so that it expires on", "until"). Anchored
// at the date, bounded: linear.
const OLD_EXPIRY = /\b(?:is|was|are|were)\s+(?:due|scheduled|set)\s+to\s+(?:expire|end|terminate)\s+on\s+$/i;
// A party's option to end the agreement on a day ("The Tenant may end this lease on 30 June 2030 (the Break Date) by
// giving … notice") is a right it may not use, no end of the agreement (set 24's choice; the only such date of sets
// 1-25). "may" right before the verb, the agreement's noun after it; anchored at the date, bounded: linear (h31f25).
const OPTION_TO_END = new RegExp(String.raw`\bmay\s+(?:end|terminate|determine|break)\s+(?:this|the)\s+(?:${AGREEMENT_NOUNS}|tenancy)\s+(?:early\s+)?(?:on|with\s+effect\s+from)\s+$`, 'i');
// So is the floor of such an option: "Either party may end the lease early by registered letter with six (6) months'
// notice, but not with effect before 1 January 2040", "… may terminate this Agreement, though not earlier than 1 March
// 2031": the first day an early end may take effect, no day the agreement ends (issue 18, h86d; facts set 46's cause).
// The right to end ("may end", "may terminate", "may break", "may cancel") earlier in the sentence, no stop between;
// "not" or "no" then "(with effect) before" or "earlier than" right before the date. Anchored at the date, bounded: linear.
const EARLY_END_FLOOR = /\bmay\s{1,3}(?:end|terminate|determine|break|cancel)\b[^.;]{0,160}?\b(?:not|no)\s{1,3}(?:(?:with\s{1,3}effect|taking\s{1,3}effect|to\s{1,3}take\s{1,3}effect)\s{1,3})?(?:before|earlier\s{1,3}than|sooner\s{1,3}than)\s{1,3}(?:the\s{1,3})?$/i;
const SUBJECT_LINE = /^\s*(?:re|subject)\s*:/i;
const VARIATION_KIND = /\b(?:variation|amendment|addendum|supplement(?:al)?|renewal|extension)\b/i;
// An expiry the sentence goes on to extend ("the lease term, which expires on 31 March 2025, is extended until 31 March
// 2028", "the Agreement expiring on 30 June 2025 shall be extended to …"; an annex or amendment prolonging a contract)
// is the old end, replaced: only the new one is a termination date (h22f15b). Read on the 60 characters after the date.
const EXTENDED_AFTER = /^[\s,)]{0,4}(?:(?:is|are|shall|will|has|have|be|been|hereby|further)\s+){1,3}(?:extended|prolonged|renewed)\b/i;
// A charter party's laydays: the window in which the vessel must be ready to load ("Laytime shall not commence before 3
// November 2025", "Laydays 3/10 November 2025", "the cancelling date is 10 November"), no start or end of the charter.
// An offer's acceptance deadline ("This offer lapses if the Bank does not receive the signed copy by 20 April 2029", "this
// offer is open for acceptance until …", "must be accepted by …") dates no start, signing or end of the agreement: the
// offer may never be accepted (sets 3-4 state an acceptance deadline is none; h34f27). Read on the words since the
// previous date, so a start date before it in the sentence stays. Bounded: linear.
// A deadline for a making or a signing still to come ("Any variation shall be made in writing on or before 30 June 2033",
// "The deed shall be executed by 31 October 2038"): signing-deadlines.ts.
// A registry's entry of a party, in the preamble: "…, C.A., registered with the Mercantile Registry of the State of
// Guárico on 14 March 2019 under No. 22, …, have agreed to enter into this Contract" dates the entry, not the contract,
// whatever the sentence goes on to say (issue 18, h75f40d; facts set 40's cause 15). "registered" (or "recorded",
// "inscribed", "registration") then a register's word ("Registry", "register", "Registrar", "Chamber of Commerce") and
// "on" right before the date, no stop between. Anchored at the date, each gap bounded: linear.
// The same family (issue 18, h76f41d; facts set 41's cause 14): the paper a party acts on, cited by its number and dated,
// in post-Soviet and civil-law drafting: "acting on the basis of the certificate of state registration No. 0041872 of
// 11.06.2029", "under power of attorney No. 15 dated 10 January 2031", "licence No. AB-112 issued on 3 May 2030". A
// certificate, a licence, a permit, a registration, a power of attorney, a patent or a charter, up to 60 characters to
// its number, then "of", "dated", "from" or "issued on" right before the date: the paper's date, whatever the sentence
// goes on to say ("… have concluded this Contract"). A contract cited so ("Contract No. 12 of 1 May 2031") is none of
// these papers, nor is one whose name holds the paper's word before its agreement noun, within two words: "This Software
// Licence Agreement No. 12 dated 1 May 2031 is made between …", "Charter Party No. 7 dated 3 June 2031", "the Patent
// Licence Agreement No. 3 of …" date the contract itself (review hrev68). Anchored at the date, each gap bounded: linear.
const REGISTRY_ENTRY_BEFORE = /\b(?:registered|recorded|inscribed|registration)\b[^.;:]{0,120}?\b(?:regist(?:ry|er|rar)|chamber\s{1,3}of\s{1,3}commerce)\b[^.;:]{0,80}?\bon\s{1,3}(?:the\s{1,3})?$|\b(?:certificates?|licen[cs]es?|permits?|registrations?|power\s{1,3}of\s{1,3}attorney|patents?|charter)\b(?!(?:\s{1,3}[\w-]{1,20}){0,2}?\s{1,3}(?:agreements?|contracts?|party|deeds?)\b)[^.;:]{0,60}?(?:\bno\.?|\bnumber|№|#)\s{0,3}[\w./-]{1,20}\s{1,3}(?:of|dated|from|issued\s{1,3}on)\s{1,3}(?:the\s{1,3})?$/i;
// A frequency ("invoices every two weeks", "payable every fifteen (15) days in advance", "a report every six months")
// says how often, not how long: no period to pay and no term of the contract (issue 18, h75f40d; facts set 40's cause
// 19). Anchored at the duration. So is a period of billing or settling ("It is paid per period of ten days, within five
// (5) days after the end of each period", "invoiced for each billing period of 14 days"): the sentence's time to pay is
// the other duration (issue 18, h76f41d; facts set 41's cause 18).
const EVERY_BEFORE = /\bevery\s{1,3}(?:other\s{1,3})?$|\b(?:per|each|every|for\s{1,3}each|for\s{1,3}every)\s{1,3}(?:(?:billing|accounting|payment|settlement|invoicing)\s{1,3})?period\s{1,3}of\s{1,3}$/i;
const OFFER_DEADLINE = /\boffer\b[^.;]{0,40}?\b(?:lapses?|(?:will|shall)\s+lapse|expires?|(?:will|shall)\s+expire|is\s+open|remains?\s+open|open\s+for\s+acceptance)\b|\b(?:must|should)\s+be\s+(?:accepted|signed\s+and\s+returned|returned)\s+(?:by|before|no\s+later\s+than)\b|\bunless\s+(?:it\s+is\s+)?accepted\s+(?:by|before|on\s+or\s+before)\b/i;
const LAYDAYS = /\blay(?:time|days|can)\b|\bcancelling\s+date\b/i;
// A notary's "My commission expires: 08/31/2037" (a US acknowledgment's foot) dates the notary's office, no end of the
// agreement (issue 18, h67dates; facts set 37 cause 13). Anchored at the date, bounded: linear.
// So does the expiry of a party's own cover or proof (h71left, hrev58's Left): "The Contractor's insurance expires:
// 30/06/2035", "its public liability insurance policy, which expires on …", "the Carrier's operating permit expiry date:", "the
// insurance certificate expires on …": the date ends that cover, not the agreement. A possessive opens the thing (or it
// is an insurance certificate, a passport or a visa, never the agreement itself): "This Policy expires on …" and "your
// cover expires on …" in an insurance contract, "the licence expires on …" in a licence, "the Bank's guarantee expires
// on …" in a guarantee stay its end (no cover, policy alone, licence, guarantee, bond or warranty here). Anchored at
// the date, on 80 characters, each word and blank run bounded: linear.
const OTHER_THING_EXPIRES_BEFORE = new RegExp(String.raw`(?:\bcommission|(?:['’]s|\b(?:its|their|his|her))\s{1,3}(?:[\p{L}\p{N}-]{1,30}\s{1,3}){0,3}?(?:insurance(?:\s{1,3}(?:polic(?:y|ies)|cover|certificates?))?|certificates?|permits?|passports?|visas?|registrations?|accreditations?)|\b(?:insurance\s{1,3}certificates?|certificates?\s{1,3}of\s{1,3}insurance|passports?|visas?))(?:,?\s{1,3}(?:which|that)\s{1,3}|\s{1,3})(?:expires|expiration|expiry|lapses)(?:\s{1,3}(?:on|date))?\s{0,3}:?\s{0,3}$`, 'iu');
// Insurance named without a possessive expires as the possessive's does ("Insurance expires: 30/06/2035", "Public
// liability insurance expiry date: …", "The goods-in-transit insurance policy expires on …": a field or a clause of a
// contractor's cover), in a document that is no insurance itself (`insuranceDocument`: in a policy "The insurance
// expires on …" is the contract's end). Up to three words before "insurance", none "this" ("This insurance expires on"
// names the document); the expiry right after it (a "which" may stand between). Session 38's leftover (issue 18,
// h73f39d). Anchored at the date, each word and blank run bounded: linear.
const BARE_INSURANCE_EXPIRES_BEFORE = /(?<!\bthis\s{1,3}(?:[\p{L}-]{1,30}\s{1,3}){0,3})\binsurance(?:\s{1,3}(?:polic(?:y|ies)|cover|certificates?))?(?:,?\s{1,3}(?:which|that)\s{1,3}|\s{1,3})(?:expires|expiration|expiry|lapses)(?:\s{1,3}(?:on|date))?\s{0,3}:?\s{0,3}$/iu;
// A document that calls itself insurance in its first line or its title ("HOME INSURANCE POLICY", "Motor Policy
// Schedule", "Certificate of Insurance"): there its insurance expiring is its own end.
const INSURANCE_DOCUMENT = /\b(?:insurance|assurance|polic(?:y|ies)|cover\s+note)\b/i;
// The end month of a window of months, "from October to December 2034" (a season, a harvest): the month and year tell
// when the window closes, no day the agreement starts or ends (facts set 37 cause 12). Only a month and year, after
// another month's name and its joining word. Anchored, bounded: linear.
const MONTH_WINDOW_BEFORE = new RegExp(String.raw`\b${MONTH_NAME}\s{1,3}(?:to|until|till|through|and|-|–)\s{1,3}$`, 'i');
// Unless the window is the agreement's own: "This Agreement shall remain in force from March until December 2035" ends
// the agreement with the window (hrev58). The agreement is the subject of a verb of lasting, up to 60 characters before
// the window. Anchored at the window, bounded: linear.
const AGREEMENT_LASTS_BEFORE = /\b(?:agreement|contract|lease|licen[cs]e|tenancy)\s{1,3}(?:(?:shall|will|is\s{1,3}to)\s{1,3})?(?:remains?|runs?|continues?|lasts?|stays?|be|is)\b[^.;]{0,60}$/i;
const MONTH_AND_YEAR_ONLY = new RegExp(String.raw`^${MONTH_NAME}\.?,?\s{1,3}\d{4}$`, 'i');
// A loan or note repaid in instalments lists their due dates ("repaid in three instalments on 30 April 2026, 31 July 2026
// and 31 October 2026 (the "Final Repayment Date")"): a date another date follows in the list is an instalment's due
// date, no end of the contract, even where the sentence defines the last one as the maturity (h24f17b). Only a comma or
// "and" stands between two dates of the list. The list's last date is the end only where the sentence defines it so, a
// defined "… Date" right after it; else it is the last instalment's ("matures on 31 March 2027; … instalments on 30
// September 2026 and 31 December 2026 and the balance on the maturity date").
const INSTALMENTS = /\binstal+ments?\b/i;
const LIST_JOIN = /^\s{0,3}(?:,\s{0,3}(?:and\s{1,3})?|and\s{1,3})$/i;
const DEFINED_DATE_AFTER = /^\s{0,3}\(\s{0,3}(?:the\s{1,3})?["“][^"”]{0,40}\bdate\s{0,3}["”]\s{0,3}\)/i;
// A list item paid under its lead-in (paymentItems below) gives a time to pay only "within" it (issue 18, h86d).
const WITHIN_SPAN = /\bwithin\s/i;
// The place of making ("made at <Place> on", "Done in <Place>, on", "concluded in <Place> on"): place-of-making.ts.
// The place words of PLACE_BEFORE, IN_PLACE_ON and IN_PLACE_COUNTRY_ON keep their hyphens, as its patterns' do (hred9).
// A line of a place and a date alone ("Campinas, March 10, 2025.") right after the sentence in which the parties sign
// ("And, being thus agreed, the parties sign this instrument in two counterparts …"), as Brazilian and Portuguese
// drafting closes the body: the date of that signing (Low). Not the same line elsewhere: at the top it is a letter's
// date, and a line above each signatory ("Stuttgart, 15 March 2023" / "Müller … GmbH") is left as the first set reads it.
const SIGN_SENTENCE = /\b(?:sign(?:s|ed)?|execut(?:e|es|ed))\b/i;
// A date alone on its line right after the sentence that closes the body with the parties' signing ("In witness whereof,
// this Agreement is made in duplicate, and each party keeps one copy after signing and sealing it." / "March 10, 2038",
// as Japanese drafting dates it; "IN WITNESS WHEREOF the parties have signed …" / "10 March 2038") dates that signing, as a
// line of a place and a date there does (issue 18, h88t; facts set 49's cause 12). Only after a closing formula, not after
// any sentence saying "sign": a witness clause, the parties that have signed or set their hands, a copy kept after
// signing. Bounded: linear.
const SIGNING_CLOSE = /^\s*in\s+witness\s+where(?:of|to)\b|\b(?:have|has)\s+(?:hereunto\s+|duly\s+)?(?:signed|executed|set\s+(?:their|its|his|her)\s+hands?)\b|\bafter\s+(?:signing|executing)\b/i;
const NOTHING_BEFORE = /^\s*$/;
// A line of a place and a date right above the formula Italian drafting signs under ("Calangianus, 20/04/2038" / "Read,
// confirmed and signed.", the "Letto, confermato e sottoscritto" of a scrittura privata; "Read, approved and signed",
// "Read and signed") dates that signing as the same line under a signing sentence does (issue 18, h89o; facts set 50's
// cause 9; set 43's San Marino line stood under the formula). The formula alone on its line: "read" and up to two of
// "confirmed", "approved", "agreed", "accepted" before "signed". Anchored, bounded: linear.
const READ_AND_SIGNED_LINE = /^\s*read(?:\s{0,3},?\s{0,3}(?:and\s{1,3})?(?:confirmed|approved|agreed|accepted)){0,2}\s{0,3},?\s{0,3}and\s{1,3}signed\s{0,3}[.:]?\s*$/i;
// Kazakh and other post-Soviet drafting writes the place "Almaty city, 14 April 2025" (h20f13).
// The place may join its words with a particle in small letters (PLACE_NAME, place-of-making.ts) and carry one more part
// after a comma, its district or country ("Tegucigalpa, M.D.C., 9 June 2025", "Thimphu, Bhutan, 14 April 2025"), h27f20.
// Anchored, each part's words bounded: linear.
// The day's article may stand between the comma and the date as French, German and the Nordic languages write it ("Lyon,
// le 3 mars 2034", "Ilulissat, den 12. januar 2037"; issue 18, h77f42d).
// The Nordic article may stand without the comma ("Mariehamn den 15.1.2037", "Odense den 3. maj 2037": Swedish, Danish and
// Norwegian drafting; issue 18, h77f43d, facts set 43's cause 19); a place and a date with nothing between stay no date
// line ("Delivery Mariehamn 15.1.2037" is a schedule's row).
// Brazilian and Argentine drafting write the town's state by its letters after a slash or in brackets ("São Roque de
// Minas/MG, 3 March 2038", "Piumhi (MG), …"; facts set 56's cause 8, set 55's cause 10; session 59's lead): two or three
// capitals, no more, so a slash between two towns is no state.
const STATE_LETTERS = String.raw`(?:\s{0,3}\/\s{0,3}\p{Lu}{2,3}|\s{1,3}\(\p{Lu}{2,3}\))`;
const PLACE_BEFORE = new RegExp(String.raw`^\s*${PLACE_NAME}(?:\s+city)?${STATE_LETTERS}?(?:(?:,\s*${PLACE_NAME})?,\s*(?:(?:le|den)\s{1,3})?|\s{1,3}den\s{1,3})$`, 'u');
const NOTHING_AFTER = /^[\s.]*$/;
// The civil-law place and date of signing on a line of its own, "In Valencia, on 3 March 2025." (Spanish drafting, at the
// top), "In Prague on 5 May 2025" (Czech, over each signature): "In <Place>, on" is a signing formula, never a letter's
// date line ("Valencia, 3 March 2025").
// The day as the common-law preamble writes it is the same formula: "In Tandil, on the 7th day of June 2031." (issue 18,
// h73f39d).
// IN_PLACE_ON: place-of-making.ts, one pattern with deed-openings.ts' (h105mendC); the signing line reads it through
// signingPlaceOn there, so "At Completion, on …" names no place of signing (issue 18, h106near).
// The same formula opening the appearance of the parties, its place perhaps with its country: "In Santiago, Chile, on 17
// March 2025, there appear:", "In Lima, on …, before me … appear" (Chilean, Peruvian and other Spanish drafting), h19f12.
// Portuguese and Spanish drafting name the town as a city and its island or province after it: "In the city of Praia,
// island of Santiago, on the fourth day of …, the following parties appear:" (h28f21).
// The town's province and its country may both follow it, the province's word in capitals as Argentine drafting writes
// it: "In Pilar, Province of Buenos Aires, Argentine Republic, on the 2nd day of April 2034, between …" (facts set 39's
// cause 10, issue 18, h73f39d). Up to two parts after the town, each bounded: linear.
// The country may be named by its formal name, "Republic of Chile", "Kingdom of Tonga", "United Republic of Tanzania",
// "Independent State of Papua New Guinea", "Republic of the Philippines": "In Lonquimay, Araucanía Region, Republic of
// Chile, on 9 May 2045, there appear:" (issue 18, h107d67; facts set 67's cause 12): the polity's words as an address
// reads them (addresses.ts POLITY_STYLE, one home), or "State of", one capitalised word perhaps before them.
const FORMAL_STATE_OF = String.raw`(?:\p{Lu}\p{L}{1,20}\s+)?(?:State\s+of\s+(?:the\s+)?|${POLITY_STYLE})`;
const IN_PLACE_COUNTRY_ON = new RegExp(String.raw`^\s*In\s+${TOWN_OF}\p{Lu}[\p{L}.'-]*(?:\s[\s-]*\p{Lu}[\p{L}.'-]*){0,3}${upToUnrolledOnce(String.raw`,\s{0,3}(?:(?:[Ii]sland|[Pp]rovince|[Dd]epartment|[Ss]tate|[Dd]istrict|[Rr]egion|[Mm]unicipality)\s+of\s+|${FORMAL_STATE_OF})?\p{Lu}[\p{L}.'-]*(?:\s[\s-]*\p{Lu}[\p{L}.'-]*){0,2}`, 2)},?\s+on\s+(?:the\s+)?$`, 'u');
// "…, on the second day of October 2025, the undersigned:" lists its parties under it as "there appear:" does (h24f17).
// "there appear:" opens the parties' appearance whatever follows in the same element ("…, there appear: on the one side,
// MINERA … SpA, …"): the long element is the appearance itself (h40f29). Anchored at the date.
const THERE_APPEAR_AFTER = /^[\s,]{0,4}there\s+appear(?:s|ed)?\b/i;
// So does "between" and a capitalised name right after the date: "In Copiapó, Chile, on 6 June 2031, between MINERA …
// S.A., hereinafter "the Miner", and …, the following contract is agreed:" names its parties, aliases and all, in one long
// element (facts set 34's cause 6, h55f34). Not a time of day ("between 9:00 and 17:00") nor a thing ("between the
// hours of"). Anchored at the date, bounded: linear.
const BETWEEN_NAME_AFTER = /^[\s,]{0,4}(?:by\s{1,3}and\s{1,3})?between\s{1,3}(?:the\s{1,3})?\p{Lu}\p{L}/u;
// Only where the element gives the parties their aliases and tells no past making (hrev42): "In Lagos, Nigeria, on 1 June
// 2031, between Lagos and Abuja, the Carrier shall start …" is a route, and "In Geneva, Switzerland, on 3 March 2029,
// between the Parties a distribution agreement was concluded …" a recital of an earlier contract; neither dates this one.
const ALIAS_GIVEN_IN = /\bhereinafter\b|\breferred\s{1,3}to\s{1,3}as\b|\(\s{0,3}(?:the\s{1,3})?["“]/i;
const PAST_MAKING_IN = /\b(?:was|were|had\s{1,3}been|has\s{1,3}been)\s{1,3}(?:concluded|signed|entered\s{1,3}into|made|executed|agreed)\b/i;
// A making told of this contract is none of an earlier one: "…, hereinafter "the Guide", the following contract for the
// provision of services has been agreed:" (Chilean drafting closes its opening so; issue 18, h93fd, facts set 54's cause
// 13). "the following", "this" or "the present" before the verb, up to eight words between. Bounded: linear.
const THIS_MAKING_IN = /\b(?:the\s{1,3}following|this|the\s{1,3}present)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,8}?(?:was|were|had\s{1,3}been|has\s{1,3}been|have\s{1,3}been|is|are)\s{1,3}(?:concluded|signed|entered\s{1,3}into|made|executed|agreed)\b/i;
const namesItsParties = (after: string): boolean => BETWEEN_NAME_AFTER.test(after.slice(0, 40)) && ALIAS_GIVEN_IN.test(after) && (!PAST_MAKING_IN.test(after) || THIS_MAKING_IN.test(after));
const APPEARANCE_AFTER = /^[\s,]*(?:there\s+|the\s+following\s+(?:parties\s+)?)?(?:appear(?:s|ed)?|before\s+me|(?:by\s+and\s+)?between|among|the\s+undersigned)\b/i;
// Vietnamese and other drafting opens the parties' appearance with the day itself: "Today, 3 March 2032, at Da Nang
// City, we, the undersigned, are:", "Today, on 3 March 2032, in Hanoi, the two parties are:" (h46facts). The day is the
// contract's making, Low as every place-and-date. Anchored at the element's start and at the date; bounded: linear.
// Indonesian drafting in English writes the day so with its weekday: "On this day, Monday, 14 April 2047, at Sembalun
// Lawang, …, the undersigned:" (facts set 75's cause 9, issue 18, h119q75); so may "Today, Monday, …". The date read
// there may take in "day, Monday," (its span then opens after "On this").
const TODAY_BEFORE = /^\s*(?:Today|On\s{1,3}this(?:\s{1,3}day)?)(?:\s{0,3},)?\s{0,3}(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s{0,3},)?\s{1,3})?(?:on\s{1,3}|dated\s{1,3})?(?:the\s{1,3})?$/i;
const TODAY_AT_AFTER = /^\s{0,3},?\s{0,3}(?:at|in)\s{1,3}[^.;:]{1,80}?,\s{0,3}(?:we|the\s{1,3}undersigned|(?:the\s{1,3})?(?:two\s{1,3}|contracting\s{1,3})?parties)\b/i;
// Minutes of an assembly open with where and when the parties met to sign the act: "In the community hall of …, at
// 10:00 a.m. on Sunday 6 March 2044, the following met to sign this act of agreement:", "At Calca, on 6 March 2044, the
// parties gathered to conclude the present contract:" — the day of the act's making, Low as every place and date (issue
// 18, h106d66; facts set 66's cause 11; docs: a sentence about being signed). The element opens with "In" or "At" (a
// place; its hour's stops and colon allowed) and its first date follows "on" (a weekday perhaps between), or "at" where
// the date is read with its hour ("at 10:00 a.m. on Sunday 6 March 2044"); after the date, who met ("the following", the
// parties, we the undersigned), the meeting's verb and, within six words, to sign, conclude or draw up this or the
// present act, agreement, contract or minutes. A meeting for another end ("met to inspect the site", "met to sign the
// delivery note") is none. Anchored, bounded: linear.
const MET_IN_PLACE_ON = /^\s*(?:In|At)\s[^;]{1,240}?\b(?:on|at)\s{1,3}(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s{1,3})?(?:the\s{1,3})?$/;
const MET_TO_SIGN_AFTER = /^\s{0,3},\s{0,3}(?:the\s{1,3}following(?:\s{1,3}(?:parties|persons|people|members|representatives))?|the\s{1,3}(?:two\s{1,3}|contracting\s{1,3})?parties|we,?\s{1,3}the\s{1,3}undersigned,?)\s{1,3}(?:have\s{1,3})?(?:met|gathered|assembled|came\s{1,3}together|convened)\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,6}?to\s{1,3}(?:sign|conclude|draw\s{1,3}up|enter\s{1,3}into|execute)\s{1,3}(?:this|the\s{1,3}present)\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,3}?(?:act|agreement|contract|minutes|deed|record)\b/i;
// "Made in Porto on 9 January 2025 by and among:": the place of making opens the parties' list, which names no agreement.
const AMONG_AFTER = /\b(?:between|among(?:st)?)\b/i;
// A line of a place and a date alone right under the contract's title ("IT SERVICES CONTRACT No. 14/25" / "Kyiv, 28
// February 2025"; Ukrainian, Estonian, Hong Kong drafting) is the date the contract was made: a letter's date line
// stands under a letterhead, not under a title (h19f12). At most one line (its number, "Contract No. …") between.
// The blanks before the number word are read once (two blank runs side by side took 0.8 s on 20,000 spaces, hred8).
const NUMBER_LINE = /^\s*(?:(?:contract|order|ref(?:erence)?)\s*)?(?:no\.?|number|#)\s*[\w./-]{1,20}\s*$/i;
// An order's line naming the framework it is placed under stands there too: "WORK ORDER No. 12" / "issued under the
// Master Services Agreement dated …" / "Buenos Aires, 18 June 2025" (h20f13). It names the agreement or framework and
// makes no promise: a first sentence "Under the terms below, the Supplier shall …" is the body, and a place and date
// after it no date of making (hrev12). Anchored at the start, one line: linear.
// An addendum's or annex's subtitle "to the Security Services Agreement" (h26f19) is such a line too.
const UNDER_LINE = /^\s*(?:issued\s+|placed\s+)?(?:under|to)\s+(?:the|a)\s+(?![^\n]*\b(?:shall|will|must|may|agrees?)\b)[^\n]{0,80}?\b(?:agreement|contract|framework|order)\b[^\n]{0,120}$/i;
// A subtitle saying what the contract is for ("for the supply of felt products"): SUBTITLE_LINE, contract-types.ts.
// A signature heading "For <party>" under a "<Place>, <date>" line ("Stavanger, 20 May 2025" / "For Fjordlys Energi AS",
// "Copenhagen, 16 June 2025" / "For the Owner:"): the date that party signed. "On behalf of <party>" is the same
// heading (hdates). A bare company name under the line is read by companyLineBelow.
// Written in small letters too ("Vienna, 28 October 2033" / "for the Tour Operator"), as signature blocks often are
// (issue 18, h67dates). In small letters the name ends the heading (a stop, a colon, a comma, a bracket, a slash, a
// rule or "by" may follow): "for the Supplier's account", "for the Term of the lease" under a dated line are prose, no
// signing party (hrev58). Anchored, bounded: linear.
const FOR_HEADING = /^\s*(?:For|On\s+behalf\s+of)\s+(?:the\s+)?\p{Lu}|^\s*(?:for|on\s+behalf\s+of)\s+(?:the\s+)?\p{Lu}[\p{L}\p{M}.&'’-]{0,40}(?:\s{1,3}(?:(?:and|of|&|de|du|der|van|von)\s{1,3})?\p{Lu}[\p{L}\p{M}.&'’-]{0,40}){0,6}(?:\s{0,3}(?:$|[.:,;(/_–—-])|\s{1,3}by\b)/u;
// A sentence that opens so is no heading: "On behalf of the Customer, the Supplier shall sign the customs forms." has
// its verb (hrev30). Anchored, bounded: linear.
const HEADING_VERB = /^[^]{0,80}?\b(?:shall|will|must|may|agrees?|is|are)\b/i;
/** Whether `line` heads a signature for a party ("For the Owner:", "On behalf of Rheinfeld GmbH"), no clause. */
const forHeading = (line: string): boolean => FOR_HEADING.test(line) && !HEADING_VERB.test(line);
// A sentence that goes on about the agreement the sentence before named: "It shall then be tacitly renewed for
// successive periods of one (1) year". An adverb of time may open it: "Thereafter it is renewed tacitly for successive
// periods of one (1) year" (h33f26).
// A party that may extend or renew "it" goes on about the agreement the sentence before named: "The rental term is twelve
// (12) months commencing on … The Lessee may extend it once for a further six (6) months" (h40f29).
const EXTENDS_IT = /\b(?:extend|renew|prolong)\s+it\b/i;
const IT_GOES_ON = /^\s*(?:(?:Thereafter|Afterwards|After\s+that|Subsequently),?\s+(?:it|this)|It|This)\s+(?:shall|will|may|is|automatically|then)\b/;
// A span "from <date> through <date>" the bracket after it defines as a period ("shall post the videos from 1 May 2029
// through 31 July 2029 (the "Campaign Period")", "… (the "Hire Period")"): the period the contract's performance runs,
// its start and end (h34f27). Not a period of one right or duty within the contract (a warranty's, a notice's).
// Anchored at each date, bounded: linear.
const FROM_BEFORE = /\bfrom\s{1,3}$/i;
const SPAN_JOIN = /^\s{1,3}(?:through|until|till|to|[-–])\s{1,3}$/i;
const DEFINED_PERIOD = /^\s{0,3}\(\s{0,3}(?:the\s{1,3})?"\s{0,3}(?:[A-Z][\w-]{0,20}\s{1,3}){0,3}(?:period|term)\s{0,3}"\s{0,3}\)/i;
const NOT_THE_CONTRACTS_PERIOD = new RegExp(String.raw`^\s{0,3}\(\s{0,3}(?:the\s{1,3})?"\s{0,3}(?:${OTHER_PERIODS})\b`, 'i');
/** 'effective' or 'termination' when date `k` of `e` opens or closes such a defined span; else undefined. */
function definedPeriodEnd(e: ElementEvidence, k: number): 'effective' | 'termination' | undefined {
  const f = e.numeric[k];
  const next = e.numeric[k + 1];
  const prev = e.numeric[k - 1];
  const bracket = (at: number): boolean => DEFINED_PERIOD.test(e.text.slice(at, at + 60)) && !NOT_THE_CONTRACTS_PERIOD.test(e.text.slice(at, at + 60));
  if (next?.type === 'DateTime' && FROM_BEFORE.test(e.text.slice(Math.max(0, f.begin - 8), f.begin)) && SPAN_JOIN.test(e.text.slice(f.end, next.begin)) && bracket(next.end)) return 'effective';
  if (prev?.type === 'DateTime' && FROM_BEFORE.test(e.text.slice(Math.max(0, prev.begin - 8), prev.begin)) && SPAN_JOIN.test(e.text.slice(prev.end, f.begin)) && bracket(f.end)) return 'termination';
  return undefined;
}
/**
 * The pesos written "$" (local-currency.ts): their countries group thousands with dots and quote no sum to a tenth of a
 * centavo, so "$ 768.000" under a Uruguayan order is 768,000 pesos, not the 768 dollars the recognizer reads a bare "$"
 * with three decimals as ("$3.459 per gallon"), h21f14.
 */
const PESOS: ReadonlySet<string> = new Set(['ARS', 'CLP', 'COP', 'UYU']);
const PESO_DOT_GROUP = /^\$\s?\d{1,3}\.\d{3}$/;
// The sum in words in the bracket after it decides too: "$ 45.000 (forty-five thousand)" is forty-five thousand whatever the
// dollar, as the drafter wrote it out (issue 18, h94fd; facts set 55's cause 14). "thousand" among the bracket's first
// words; "$ 3.459 (three dollars and forty-six cents)" keeps its decimals. Anchored, bounded: linear.
const THOUSANDS_IN_WORDS = /^\s{0,3}(?:\/-)?\s{0,3}\((?:[^()]{0,60}?[\s-])?thousand\b/i;
// A note's or loan's maturity date is the day it ends: all that is owed falls due ("due and payable in full on March 31,
// 2028 (the "Maturity Date")", "shall mature on"). "maturity" alone dates nothing: "issued on 1 March 2024 with a
// maturity of five years", "payable on 30 June 2025 … until maturity" (review hrev5).
const DUE_WORD = /\bdue\b|\b(?:re)?paid\b/i;
const TERMINATION = /\bterminat\w*|\bexpir\w*|\bend\s+on\b|\bmaturity\s+date\b|\bmatures?\s+on\b/i;
// A field "End date:" ends the relation as "Start date:" starts it (EFFECTIVE_HIGH), the same words before it: "End date:
// 31 March 2040", "Hire end date: …", a key-details row "End date | 31 March 2040" (h87t's Left; issue 18, h88t). A
// part's end ("Warranty end date:", "Billing end date:") is none, as its start is none.
const END_DATE_FIELD = new RegExp(String.raw`${RELATION_DATE_FIELD}end(?:ing)?\s+date\s*:`, 'i');
// A field "Completion of works:" or "End of works:" right under a start field ("Start of works: 4 May 2044" /
// "Completion of works: 30 June 2044", "Start date: …" / "End of the services: …") ends the work as "End date:" does,
// as "shall be completed by" after a start does in one sentence (date-kinds.ts completedBy). Alone, a "Completion of
// works:" field may be a milestone among others (a handover, an inspection): it dates nothing (issue 18, h105d65; facts
// set 65's cause 18). Anchored, bounded: linear.
// The completion may be joined to the work's handover, delivery or acceptance, or the handover stand alone: "Start of the
// work: 4 May 2047." / "Completion and handover of the work: by 30 September 2047." (Czech drafting's "dokončení a předání
// díla" in English; issue 18, h119w76, facts set 76's cause 7). Under a start field only, as above.
const END_OF_WORK_FIELD = new RegExp(workField(String.raw`(?:(?:completion|end|finish)(?:\s{1,3}and\s{1,3}(?:handover|hand-over|delivery|acceptance))?|hand-?over)`), 'i');
const START_FIELD = new RegExp(START_FIELD_SOURCE, 'i');
/** Whether element `i`'s field line ends the work whose start field is the element right before it. */
function endOfWorkUnderStart(elements: readonly ElementEvidence[], i: number, field: string): boolean {
  return i > 0 && END_OF_WORK_FIELD.test(field) && START_FIELD.test(asFieldLine(withFieldMarkerBlanked(elements[i - 1].text)));
}
// "each of which shall be paid within 7 (seven) days": days allowed to pay ("paid" alone would take "paid annual holidays",
// "paid in" a liability cap's "fees paid in the twelve (12) months before the claim").
// A deposit "lodged" is paid (tenancy drafting of Zimbabwe, South Africa, Australia: "shall lodge a further deposit of
// US$ 350.00 … within fourteen (14) days"), h24f17b. Up to two words between the article and "deposit": bounded, linear.
// An account, a bill or a statement "settled" is paid (ship management and agency drafting: "the Owners shall settle
// each monthly account within …", "render a monthly account and the Owners shall settle it within …"); a dispute
// settled is not (h26f19). Bounded: linear.
// A party that reimburses charges pays them ("shall reimburse the water charges within fourteen (14) days of the
// Lessor's statement"), h29f22.
// A party that repays a cost pays it back: "shall repay the cost within twenty (20) days of Landlord's written demand"
// (a lessor's outlay for repairs), as "reimburse" and "pay" are (facts set 36's cause 7, h63f36). The active verb only,
// and not of a deposit or bond: a deposit handed back ("shall repay the deposit within 14 days", "the deposit shall be
// repaid") is a refund, which no set reads as a payment term ("refund" is none here either, but of the payee's outlay:
// refunded-outlay.ts), nor of an overpayment,
// an excess or a price handed back ("shall repay any overpayment within 30 days", "shall repay to the Buyer the purchase
// price within 14 days of the return": refunds too; hrev53's review). "repay the advance" stays a payment (a debt).
// Money remitted is paid: "collect the rents and remit them, less its fee, to the Owner within ten (10) days" (an agent
// remits what it collects; facts set 33's cause 14, h50f33). The verb only, of money: "them", "it" or "to" right after it,
// a money noun within three words or a figure; a penalty, a fine or a case remitted is waived or sent back, no payment,
// and the noun ("within the remit of", "the committee's remit") none (hrev36).
// Between the delivery and "within", an aside between commas that is no clause of its own (no "shall", "will", "must",
// "may"): "The balance shall be paid for each delivery, less ten percent of its value for the advance, within 15 days
// after the delivery note is signed" (issue 18, h77f43d; facts set 43's cause 24). Nor a clause joined by "and", "or",
// "but": "paid for each delivery, and defects are reported, within 5 days" times the report (review hrev75). Bounded: linear.
// Instalments "paid" then "each within" a time after a comma ("The balance is paid in monthly instalments against
// certified statements, each within twenty (20) days of the statement's approval", h47f32): each is paid within it.
// "invoiced" of a measure of goods ("below the weight invoiced", "the invoiced quantity", "the goods invoiced", "a lower
// grade than invoiced", "not as invoiced") says what the invoice counts, no payment: a period in that sentence is one to reject or claim (facts set 38's cause 16,
// h70money); "the amount invoiced", "sums invoiced" and an invoice itself stay payment words. Bounded lookbehind: linear.
// "as invoiced" alone is the sum the invoice states ("settle each amount as invoiced within 30 days"): only "not as
// invoiced" or a measure "as invoiced" compares goods; and goods "paid for within" a time are paid (review hrev61).
// A sum "is due" is paid as surely as it is "payable": "One half of the rent is due on or before May 1, and the balance
// within twenty (20) days after the crop is sold" states a payment term (issue 18, h67dates; facts set 37 cause 18).
// Only with a "within" period after it: "the balance is due no later than thirty (30) days before the Event Date" is a
// deadline before an event, no credit period (facts set 5 counts none there). The "within" is the sum's own: right
// after "due" (up to three words: "is due in full within") or after the rest of the sum ("and the balance within");
// "The rent is due on the first day of each month, and the Tenant shall repair any damage within 10 days" states no
// payment period (hrev58). Bounded lookahead: linear.
// Words between "paid" and its period ("The remuneration is paid in cash to the Herder or to his brother at Socoura,
// against a receipt, within five (5) days following the end of each month", "paid, against a receipt, within 5 days"):
// how, where and to whom a sum is paid, up to 120 characters of one clause, then "within" and a count ("within 5",
// "within five (5)"). Not across a clause: no stop, colon or semicolon, no verb of a sentence (a modal, "is", "has"), no
// relative or conditional word ("paid to the Agent, who returns the goods within 5 days"), no clause joined after a
// comma by "and", "or", "but", and no other duty's participle ("the price paid for goods delivered within 5 days");
// "paid within the price" has no count (issue 18, h78f44d; facts set 44's cause 12). Tempered, bounded: linear.
// A dotted currency mark's stop beside its figure is no clause's end ("paid at 2,35 kr. per kWh within 14 days of the
// Lessor's bill"; STOP_IN_A_SUM, issue 18, h118q73): the lookahead refuses any other stop, so the step stays one
// character after a lookahead, the shape V8 loops rather than copies out (test/security/unrolled-repetitions.test.ts).
// Review hrev79: nor a second clause joined with no comma, its own subject and verb ("paid on delivery and the Buyer
// inspects the goods within 3 days", "paid monthly but the Employer reviews it within 12 months", "paid in full before the
// Carrier collects the cargo within 48 hours", "paid by the Insurer after it receives the report within 30 days"): a verb
// and its object after the subject ("paid for the materials and the labour costs within 30 days" stays).
// Led by a lookahead of the first letters its alternatives start with (`(?=[abcfilprs])`, the same matches): asked of
// every sentence and compiled past V8's regex budget without optimisations, it otherwise tries each alternative at
// every position (bench/log.md, "The cold classify, part 16").
export const PAYMENT = new RegExp(String.raw`(?=[abcfilprs])(?:\bpay(?:s|able|ment|ments)?\b|\b(?:rent|price|fees?|balance|instal(?:l)?ments?|remuneration|consideration)\s{1,3}(?:is|are|shall\s{1,3}be|will\s{1,3}be|falls?|becomes?)\s{1,3}due\b(?=(?:\s{1,3}[\w-]{1,20}){0,3}\s{1,3}within\b|[^.;]{0,200}?\b(?:balance|remainder|rest|residue|(?:second|other|remaining)\s{1,3}(?:half|part|instal(?:l)?ment))\s{1,3}(?:is\s{1,3}(?:due|paid)\s{1,3})?within\b)|\bremit(?:s|ted|ting)?\s{1,3}(?:(?:them|it|to)\b|(?:[\w-]{1,20}\s{1,3}){0,3}(?:rents?|fees?|sums?|amounts?|balance|proceeds|monies|moneys|money|payments?|price|tax(?:es)?|collections?|funds|premiums?|royalt(?:y|ies)|commissions?|contributions?|charges?|dues|levies|deposits?|interest)\b|[$€£¥]\s?\d|[A-Z]{3}\s?\d|\d)|\breimburse[sd]?\b|\brepays?\b(?!\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[\w-]{1,30}\s{1,3})?(?:(?:the|any|all|its|his|her|their|such)\s{1,3})?(?:(?:security|purchase)\s{1,3})?(?:deposit|bond|overpayments?|excess|price|(?:amounts?|sums?|monies|moneys)\s{1,3}(?:overpaid|paid\s{1,3}in\s{1,3}excess))\b)|(?<!\b(?:weights?|quantit(?:y|ies)|volumes?|tonnage|mass|goods|units|grades?|than|(?:not|goods|grades?|quality|weights?|quantit(?:y|ies))\s{1,3}as)\s{1,3})\binvoice(?!d\s{1,3}(?:weights?|quantit(?:y|ies)|volumes?|tonnage|mass|goods|units|grades?)\b)|\bpaid\s+(?:for\s+|(?:by|to|into|through|via)\s+(?:[\w'’-]{1,30}\s+){0,3}|(?:per|each|every|for\s+each|for\s+every)\s+(?:[\w()'’-]{1,30}\s+){0,4}?[\w()'’-]{1,30},\s+(?:(?!(?:and|or|but|nor|then)\b)(?![^.;,]{0,80}?\b(?:shall|will|must|may)\b)[^.;,]{1,80},\s+)?)?within\b|\b(?:is|are|be)\s+paid\b[^.;]{0,160}?,\s*each\s+within\b|\bpaid(?=[\s,])(?:(?!\b(?:shall|will|must|may|can|is|are|was|were|be|been|has|have|had|who|which|whom|whose|that|where|when|whereupon|if|unless|delivered|performed|completed|returned|repaired|supplied|shipped|installed|done|reported|notified|carried)\b|,\s{0,3}(?:and|or|but|nor|then)\b|\b(?:and|or|but|nor|once|before|after|until|till|because|since|while|whilst)\s{1,3}(?:it|he|she|they|the\s{1,3}[\w-]{1,30})\s{1,3}[a-z]{2,20}s\s{1,3}(?:the|it|them|its|his|her|their|a|an)\b|(?!${STOP_IN_A_SUM})\.)[^;:!?]){2,120}?\bwithin\s{1,3}(?:\d|[a-z-]{3,20}\s{1,3}(?:\(\d|(?:days?|weeks?|months?|business|working|calendar|banking|clear)\b))|\blodge[sd]?\s+(?:a|an|the|its|his|her)\s+(?:[\w-]+\s+){0,2}(?:security\s+)?deposit\b|\bsettle[sd]?\s+(?:(?:each|every|the|such|any|its|their)\s+(?:monthly\s+|quarterly\s+)?)?(?:accounts?|bills?|statements?|debit\s+notes?)\b|\b(?:accounts?|bills?|statements?)\b[^.;]{0,80}\bsettle[sd]?\s+(?:it|them)\b)`, 'i');
// Money deposited is paid too: a sum right after the verb ("shall deposit EUR 40,000 with the Escrow Agent within five
// business days") or anything deposited into an account ("contributions shall be deposited in the joint account within
// ten days"), h27f20; source code or a document deposited with an escrow agent or a registry is no payment (set 13's
// source code escrow). A dot between digits ("EUR 1.240.000,00") is no sentence's end. Case-sensitive but for the
// verb's first letter: a currency's code or sign is in capitals ("deposit all 3 copies" names no sum). Bounded after its
// word: linear.
const DEPOSITED_MONEY = /\b[Dd]eposit(?:s|ed)?\s+(?:the\s+(?:sum|amount)\s+of\s+)?(?:[A-Z]{1,3}\$?|[$€£¥₹])\s?\d|\b[Dd]eposit(?:s|ed)?\b(?:[^.;]|\.(?=\d)){0,100}?\baccounts?\b/;
/** Whether a text states a payment, as a sentence's payment test reads it (one home for `otherDutyPeriods`). */
const statesPayment = (text: string): boolean => PAYMENT.test(text) || DEPOSITED_MONEY.test(text) || settledByMeans(text) || sendsMoney(text) || refundsOutlay(text);
const PAYMENT_HIGH = /\bpayable\b|\bterms?\s+(?:for|of)\s+payment\b|\bpayment\s+terms?\b/i;

const WORK_ORDER = /\bstatement\s+of\s+work\b|\bSOW\b|\bwork\s+order\b/i;
const WORK = /\b(?:services|work|project)\b/i;
// A clause headed by the contract's period ("1. Activity Period.", "Term:", "2. Duration.", "Period of Performance.") says
// when the contract runs, whatever its sentence calls the work: "The Activity starts on 1 September 2025 and ends on 30
// June 2027" dates the grant's start and end as "This Agreement starts on …" would. At most two words before the head
// word, each a capitalised word (bounded, linear).
// The heading may be an element of its own, right before the sentence.
// A side letter or a letter agreement gives its own period without naming itself: "For the period from 15 May 2025 to 14
// November 2025, the Contractor will …", "The hosting runs from 1 April 2025 to 31 March 2027" (h21f14b).
// A clause headed by its period after a number gives it after a colon: "Article 2 Service period: from 15 April 2025 to
// 14 October 2025" (h22f15).
const PERIOD_FROM = /\b(?:period|runs?|running)(?:\s*:)?\s+from\b/i;
// The defined Services performed, provided or rendered from a date are the engagement's period, whether or not the
// sentence names the agreement too: "The Supplier shall perform the Services from 1 April 2027 through 31 March 2029"
// (h31f25's and h33f26's cue in date-kinds.ts, which the sentence reached only with "unless this Agreement …" or "under
// this Contract" in it; hrev27). The capital "Services" is the defined engagement, and the date must follow "from"
// ("perform the Services from its offices … by 30 June 2027", "from 9.00 am" stay none). Bounded: linear.
const SERVICES_FROM = /\b(?:perform|provid|render)\w{0,4}\s+(?:the\s+)?Services\s+from\s{1,3}(?!\d{1,2}[.:]\d)(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.?\s{1,3}\d)/;
// The supplier offering its service in the first person to the reader "from" a date is the engagement's span, as "the
// booking runs from … to …" is: "I can guide your group from Monday 4 August to Friday 8 August 2040", "We can host you
// from 2 May 2040 until 9 May 2040" (a reply that books a guide, a host, a driver; issue 18, h104d64, facts set 64's cause
// 9). "I" or "we", a modal, the service's verb with "you" or "your …" as its object (not delivering, sending or paying: a
// delivery window or a payment is no span of the engagement), the date (its weekday perhaps) right after "from". Bounded:
// linear.
const OFFERED_FROM = new RegExp(String.raw`\b(?:I|[Ww]e)\s{1,3}(?:can|could|will|shall|am\s{1,3}able\s{1,3}to|are\s{1,3}able\s{1,3}to)\s{1,3}(?!(?:deliver|ship|send|pay|invoice|refund|charge|bill|post|mail)\b)\p{Ll}{2,20}\s{1,3}(?:you|your)\b[^.;]{0,80}?\bfrom\s{1,3}(?:${WEEKDAY_NAME},?\s{1,3})?(?:the\s{1,3})?(?!\d{1,2}[.:]\d)(?:\d|${MONTH_NAME}\b)`, 'u');
// A party that provides things or its services to the other party "from <date> to <date>" gives the engagement's span, as
// an owner that lets a thing to the other for a span does (handovers.ts LETS_FROM_DATE) and as the Services provided from
// a date do (SERVICES_FROM): "FIRST: THE COMMUNITY provides to THE AGENCY, for each group …, one muleteer for every four
// pack horses, …, from 1 April 2044 to 30 November 2044" — a season's service (issue 18, h106d66; facts set 66's cause
// 12). The provider opens the sentence (after a clause's label or number) by its alias ("THE COMMUNITY", "The Guide") or
// its name in capitals, the verb in the present or after "shall" / "will", then "to" and the other party's alias, or that
// alias and "with"; then, in the same sentence, "from" and a date (a weekday perhaps before it). Whether the date opens
// a range is read by date-kinds.ts (a lone "from <date>" stays none). Supplying or delivering goods from a date is a
// delivery window, no span of the engagement: "provide" only. Bounded: linear.
const PARTY_ALIAS = String.raw`(?:THE\s{1,3}[A-Z][A-Z-]{1,30}|[Tt]he\s{1,3}[A-Z][a-z-]{1,30})`;
const PROVIDES_TO_PARTY_FROM = new RegExp(String.raw`^\s*(?:(?:[A-Z]{3,12}|\d{1,3}(?:\.\d{1,3}){0,2}\.?|(?:Article|Clause|ARTICLE|CLAUSE)\s{1,3}\d{1,3})\s{0,3}[:.–—-]?\s{1,3})?(?:${PARTY_ALIAS}|[A-Z][A-Z&.'-]{1,30}(?:\s{1,3}[A-Z][A-Z&.'-]{1,30}){0,4})\s{1,3}(?:(?:shall|will)\s{1,3}provide|provides)\s{1,3}(?:(?:to\s{1,3}|(?:its|his|her|their)\s{1,3}services\s{1,3}to\s{1,3})${PARTY_ALIAS}|${PARTY_ALIAS}\s{1,3}with)\b[^.;]{0,240}?\bfrom\s{1,3}(?:${WEEKDAY_NAME},?\s{1,3})?(?:the\s{1,3})?(?!\d{1,2}[.:]\d)(?:\d|${MONTH_NAME}\b)`, 'u');
// A stay, a season, a week or a hire "from" a time is the period a letting, a charter or a seasonal service runs: "for a
// holiday stay from 4.00 pm on Friday …", "The hire season is from 1 May …", "for the week from …" (h45f31). Whether a
// date there starts or ends it is read from the range ("from <date> to <date>", date-kinds.ts opensRange, RANGE_END): a
// lone date after "from" stays none. So is a school's or a university's year named by its number, the span an enrolment
// runs: "The Kindergarten receives the child … during the school year 2047/2048, from 15 September 2047 to 15 July 2048"
// (issue 18, h116q73, facts set 73's cause 2). Its number is required: date-kinds.ts CUE reads "year from <date>" as a
// start, so "The fees rise each school year from 1 September" would otherwise date the contract. Bounded: linear.
const PERIOD_NOUN_FROM = /\b(?:stay|season|week|hire|holiday|letting|tenancy|rental|charter|booking|(?:school|academic)\s{1,3}year\s{1,3}\d{4}(?:\s{0,2}[/–-]\s{0,2}\d{2,4})?)\b[^.;]{0,60}?\bfrom\s/i;
// A thing in storage "is kept", "stored", "housed" or "laid up" in a place from a date to a date: the storage contract's
// own period, named by the service's verb as "The storage runs from … to …" names it (PERIOD_FROM): "The vessel is kept in
// the hall from 1 November 2047 to 15 April 2048" (a yacht's winter storage; issue 18, h113q72, facts set 72's cause 7).
// The place is required ("in", "at", "on" after the verb); the range is read as PERIOD_NOUN_FROM's is, so a lone date
// after "from" stays none. A thing "placed" or "stationed" there, or one that "stands" or "stays" there, is kept there
// the same: "The colonies stand in the orchard from 10 May 2047 to 10 June 2047" (bee colonies placed in an orchard for
// pollination), "The stall stays at the market from …" (issue 18, h116q73, facts set 73's cause 2). An order, a bid or an
// advertisement placed on a site is no thing kept there. Bounded: linear.
const KEPT_IN_PLACE_FROM = /(?<!\b(?:orders?|bids?|adverts?|advertisements?|ads?|calls?)\s{1,3})\b(?:(?:is|are|(?:will|shall)\s{1,3}be)\s{1,3}(?:kept|stored|housed|laid\s{1,3}up|placed|stationed)|stands?|stays?|(?:will|shall)\s{1,3}(?:stand|stay))\s{1,3}(?:in|at|on)\s[^.;]{0,60}?\bfrom\s/i;
// A service given in sessions that "take place" (or "are held", "are given") over a span "from <date> to <date>" runs
// that span: "The lessons take place every Wednesday at 2:30 p.m., from Wednesday 7 October 2043 to Wednesday 9 December
// 2043" (a learn-to-swim package), "The classes are held from … until …" (issue 18, h103d63; facts set 63's cause 12), as
// "The lessons run from … to …" does (PERIOD_FROM). The sessions in the plural, what the contract sells: a delivery or an
// event that takes place names no period of the agreement. Bounded: linear.
const SESSIONS_TAKE_PLACE_FROM = /\b(?:lessons|classes|sessions|courses|workshops|trainings|tutorials|treatments|rehearsals|visits)\s{1,3}(?:(?:will|shall)\s{1,3}(?:take\s{1,3}place|be\s{1,3}(?:held|given))|take\s{1,3}place|are\s{1,3}(?:held|given))\b(?:[^.;]|\.(?=[\p{L}\d,])){0,80}?\bfrom\s/iu;
// A season, a stay or a hire that "begins", "starts", "ends" or "expires" is such a period too: "during the service
// season, which begins April 15, 2031 and ends October 31, 2031" (a lawn care subscription), "The stay ends on …"
// (h45f31), or "finishes" ("The hire starts on … and finishes on …", h104d). date-kinds.ts' cues say which end each date
// is. A festival or a course that begins names no period of the agreement. Bounded: linear.
const PERIOD_NOUN_RUNS = /\b(?:stay|season|hire|letting|tenancy|rental|charter)\b[^.;]{0,60}?\b(?:begins?|starts?|commences?|ends?|expires?|finish(?:es)?)\b/i;
// A term list's field names its head word in small letters after a capitalised word ("1. Renewal period: three (3)
// years from 1 November 2025 to 31 October 2028.", "Lease term: …"), h24f17.
// Or in capitals: "2. TERM. The loan is granted … until …" (h28f21); a heading joining two matters ("DELIVERY AND
// DURATION") is not the period's alone; one joining the start to the period is ("2. Start and duration. The livery starts
// on 1 February 2029 …", "COMMENCEMENT AND TERM", h40f29).
// A heading that names another period the contract sets is no period of the contract: "Shipping period: April 15 to May
// 10, 2038" on a purchase confirmation, "Delivery period:", "Warranty period:", "Defects Liability Period" (period-fields.ts
// OTHER_PERIODS; issue 18, h90fd, facts set 51's cause 12). Anchored after the heading's number, one word perhaps between:
// linear.
const OTHER_ACT_PERIOD = new RegExp(String.raw`^\s*(?:\d{1,3}(?:\.\d{1,3}){0,2}\.?\s+)?(?:${OTHER_PERIODS})(?:\s{1,3}[\p{L}-]{1,20})?\s{1,3}(?:period|window|season)\b`, 'iu');
// A form's "Season:" field is the period a seasonal lease or licence runs ("Season: 15/01/38 to 14/01/39" on a fishing
// quota lease, "Grazing season: 1 May 2038 to 30 September 2038"): one word perhaps before it, a colon after; a harvest's
// or a delivery's season is another act's (OTHER_ACT_PERIOD). Issue 18, h92fd; facts set 53's cause 15. Anchored: linear.
// So are a booking's "Stay:", a hire's "Hire:" and the other letting spans, one list (period-fields.ts LETTING_SPANS; issue
// 18, h100d59; facts set 59's cause 10).
const LETTING_SPAN_FIELD = new RegExp(String.raw`^\s*(?:[A-Z][a-z]{1,20}\s{1,3})?(?:${LETTING_SPANS.map((w) => `${firstLetterEitherCase(w)}|${w.toUpperCase()}`).join('|')})\s{0,3}:`);
// A work's "Time:" field (period-fields.ts WORK_TIME_LABEL) is the span the work runs, as "Period:" is: "6. Time: from 15
// August 2045 to 30 September 2045, when all the bricks must be burnt and counted" (issue 18, h107d67; facts set 67's
// cause 15). So is a field naming the period by what is done in it ("Period of service: …", period-fields.ts
// PERIOD_OF_SERVICE, h111q71). A colon right after the label; a clause's number perhaps before it. Anchored: linear.
const WORK_TIME_FIELD = new RegExp(String.raw`^\s*(?:\d{1,3}(?:\.\d{1,3}){0,2}\.?\s+)?(?:${WORK_TIME_LABEL}|${PERIOD_OF_SERVICE})\s{0,3}:`, 'i');
const PERIOD_HEADING = /^\s*(?:\d{1,3}(?:\.\d{1,3}){0,2}\.?\s+)?(?:(?:Start|Commencement|Beginning)\s+and\s+(?:[Dd]uration|[Tt]erm|[Pp]eriod)|(?:START|COMMENCEMENT|BEGINNING)\s+AND\s+(?:DURATION|TERM|PERIOD)|(?:[A-Z][a-z]{1,20}\s+){0,2}(?:Period|Term|Duration)|(?:(?!AND\s)[A-Z]{2,20}\s+){0,2}(?:PERIOD|TERM|DURATION)|[A-Z][a-z]{1,20}\s+(?:period|term|duration))(?:\s+of\s+[A-Z][a-z]{1,20})?\s*(?:[.:]\s|[.:]?\s*$)/;

// An order names itself "this order" as an agreement says "this agreement": "This order is valid until 30 June 2031",
// "This purchase order remains in force until …" under a title "… ORDER …" give the order's end (facts set 33's cause 8,
// h50f33). Only the order's own validity or force: "this order shall be delivered by …" dates a delivery. Bounded: linear.
const ORDER_DOCUMENT = /\border\b/i;
const THIS_ORDER_VALID = /\bthis\s+(?:[\w-]{1,20}\s+){0,3}order\s+(?:(?:is|shall\s+be|will\s+be|remains?|shall\s+remain|will\s+remain)\s+(?:valid|in\s+(?:force|effect)|effective|open)|(?:expires|takes\s+effect|comes\s+into\s+force))\b/i;

/**
 * Whether element `i` speaks of the contract's period: its work (in a statement of work), the validity of an order (in an
 * order), a period heading over it or in it (`field`, its text with a key-details row read as its field: "Hire period |
 * 2 May 2040 to 9 May 2040" as "Hire period: …"), a period or the Services running from a date.
 */
function periodCueIn(elements: readonly ElementEvidence[], i: number, field: string, workOrder: boolean, order: boolean): boolean {
  const text = elements[i].text;
  return (workOrder && WORK.test(text)) || (order && THIS_ORDER_VALID.test(text)) || ((PERIOD_HEADING.test(field) || LETTING_SPAN_FIELD.test(field) || WORK_TIME_FIELD.test(field)) && !OTHER_ACT_PERIOD.test(field)) || PERIOD_FROM.test(text) || SERVICES_FROM.test(text) || PERIOD_NOUN_FROM.test(text) || KEPT_IN_PLACE_FROM.test(text) || SESSIONS_TAKE_PLACE_FROM.test(text) || PERIOD_NOUN_RUNS.test(text) || letFrom(text) || loanBeginsOrEnds(text) || OFFERED_FROM.test(text) || PROVIDES_TO_PARTY_FROM.test(text) || servesForRange(text)
    || (i > 0 && elements[i - 1].text.length <= 60 && PERIOD_HEADING.test(elements[i - 1].text) && !OTHER_ACT_PERIOD.test(elements[i - 1].text));
}

type Make = (kind: string, element: number, begin: number, end: number, level: ConfidenceLevel, normalized?: string, interpretation?: Interpretation) => FactFound;

/**
 * Whether the bracket right after a date ending at `end` defines another document (DEFINED_OTHER_DOCUMENT): not where
 * "this" stands just before the date, nor where the document calls itself by the bracket's short name ("this Agreement").
 */
function definesOtherDocument(elements: readonly ElementEvidence[], text: string, begin: number, end: number): boolean {
  const alias = DEFINED_OTHER_DOCUMENT.exec(text.slice(end, end + 40))?.[1];
  if (alias === undefined || THIS_BEFORE.test(text.slice(Math.max(0, begin - 80), begin))) return false;
  // One scan of the document per short name: a text of many such dates stays linear.
  let known = SELF_NAMES.get(elements);
  if (known === undefined) SELF_NAMES.set(elements, (known = new Map()));
  let callsItself = known.get(alias);
  if (callsItself === undefined) {
    const self = new RegExp(String.raw`\b(?:[Tt]his|[Tt]hese)\s+${escapeRegExp(alias).replace(/\s+/g, '\\s+')}\b`);
    known.set(alias, (callsItself = elements.some((x) => self.test(x.text))));
  }
  return !callsItself;
}
/** The money cell of a row that holds position `at`, if any. */
function inCell(cells: readonly MoneyCell[] | undefined, at: number): MoneyCell | undefined {
  return cells?.find((c) => at >= c.begin && at < c.end);
}

/** Per document, whether it calls itself by a short name ("this Agreement"), by name. */
const SELF_NAMES = new WeakMap<readonly ElementEvidence[], Map<string, boolean>>();

/**
 * The contract-level facts of a document's elements. `local` is the money the contract means by a shared mark ("$" under
 * Mexico): the classifier reads it once for the attributes' glued marks and these facts; the date order asks it too.
 */
export function findContractFacts(
  evidence: readonly ElementEvidence[],
  make: Make,
  local: ReadonlyMap<string, string> = contractLocalCurrencies(evidence.map((e) => e.text)),
): ContractFacts {
  // A slashed date either order allows is read in the order the document's other slashed dates show (date-order.ts).
  // A range of days in one month ("9 to 12 May 2037") gives its first day as a date of its own (day-ranges.ts).
  const elements = withDayRanges(inDocumentDateOrder(evidence, local));
  const out: ContractFacts = {
    effective_dates: [], termination_dates: [], contract_amounts: [], contract_terms: [], payment_terms: [], contract_currencies: [], contract_types: [],
  };
  const seenCurrencies = new Set<string>();
  // A solar hijri or Bikram Sambat date is told from the contract's Gregorian ones (other-calendars.ts).
  const latestYear = latestDateYear(elements);
  // The date a notarial deed opens with (deed-openings.ts), read once.
  const deedDate = deedOpeningDate(elements);
  // The cells of text tables' rows under a money column (table-money.ts): money there is an amount whatever the row says.
  const moneyCells = tableMoneyCells(elements.map((e) => e.text));
  // The items of a list a money sentence announces ("… in the following instalments:" / "(a) Milestone 1: £24,000").
  // Whether each element speaks of money, asked once: by the lead-ins of lists here and by the amounts' test below.
  const speaks: (boolean | undefined)[] = [];
  const speaksAt = (i: number): boolean => (speaks[i] ??= speaksOfMoney(elements[i].text));
  // A quotation's lead-in with no price word ("we are pleased to quote as follows for the work:") announces priced rows too.
  const moneyItems = moneyListItems(elements.map((e) => e.text), (t, i) => speaksAt(i) || quotedAsFollows(t));
  // The items of a list a payment sentence announces pay under its words: "The Owner shall pay the price as follows:"
  // over "(b) forty percent (40%), that is SYP 74,400,000, within seven (7) days of the inspection report;" — the item's
  // days are a time to pay though it names no paying itself (issue 18, h86d; facts set 46's cause). Only an item holding
  // a sum or a share: what is paid in it.
  const paymentItems = moneyListItems(elements.map((e) => e.text), (t) => PAYMENT.test(t) || paidAsFollows(t));
  // Items of any list a lead-in ending with a colon announces: their lead-in decides their sums, bullet or not (fee-rows.ts).
  const listedItems = moneyListItems(elements.map((e) => e.text), () => true);
  const type = contractType(elements);
  // The title line a place-and-date line stands under: the contract's type may come from its first "This … Agreement"
  // sentence, below the title ("GUARANTEE AGREEMENT" / "Tbilisi, 19 May 2025" / "This Guarantee Agreement is concluded
  // between:"), h22f15.
  const titleLine = contractTitle(elements)?.element;
  const titleAt = titleLine ?? type?.element;
  // A statement of work is about its work: "Consultant shall begin the services on July 14, 2025 and shall complete them
  // no later than October 31, 2025" gives its start and end, as "Work under this SOW starts on …" does.
  const workOrder = type !== undefined && WORK_ORDER.test(elements[type.element].text.slice(type.begin, type.end));
  const anOrder = type !== undefined && ORDER_DOCUMENT.test(elements[type.element].text.slice(type.begin, type.end));
  const typeKind = type === undefined ? undefined : elements[type.element].text.slice(type.begin, type.end);
  // The kind with its joined subtitle ("AGREEMENT" / "on the loan of a passenger car"): what a rental's fields ask.
  const kindName = type?.name ?? typeKind;
  // "This memo runs through …" under "MEMO OF AGREEMENT": the document named by its title's head word (own-name-words.ts).
  const head = typeKind === undefined ? undefined : titleHead(typeKind);
  const namesItself = head === undefined ? undefined : namesItselfBy(head, relationWord(typeKind ?? ''));
  // A renewal letter's subject line names the change and the agreement ("Re: Renewal of the Cleaning Services Agreement
  // dated …": its type is the agreement's), so the subject line's own words say it is a variation too: the title line,
  // or the "Re:" line the type was read from (not a body sentence the type was read from: "… and this Amendment is
  // effective from …" keeps its earlier agreement's date, as before).
  const subjectLine = titleLine ?? (type !== undefined && SUBJECT_LINE.test(elements[type.element].text) ? type.element : undefined);
  const variation = (type !== undefined && VARIATION_KIND.test(elements[type.element].text.slice(type.begin, type.end)))
    || (subjectLine !== undefined && elements[subjectLine].text.length <= 160 && VARIATION_KIND.test(elements[subjectLine].text));
  // An annex's or addendum's clause opening "From <date>" dates its change (change-from-date.ts).
  // A guarantee's or a pledge's secured sum is its amount (secured-sum.ts).
  const securityDocument = type !== undefined && securesASum(elements[type.element].text.slice(type.begin, type.end));
  const changeDocument = type !== undefined && changesAnAgreement(elements[type.element].text.slice(type.begin, type.end));
  let changeDated = false;
  // Whether the document calls itself insurance in its first lines (read at its first insurance expiry, once).
  let insuranceDocument: boolean | undefined;
  // Place-and-date lines over a bare company name are read in the signature blocks only: after the last element longer
  // than a block's line (a letter's date line over its addressee's name stands above the body).
  let lastLong = -1;
  elements.forEach((e, i) => { if (e.text.length > SIGNATURE_LINE_MAX) lastLong = i; });
  // The labels of the fields that name the parties ("Grower: …"), which a signature heading may repeat ("THE GROWER"):
  // read once, when a place-and-date line first asks.
  let sides: Set<string> | undefined;
  const fieldSides = (): ReadonlySet<string> => (sides ??= sideFieldLabels(elements.map((x) => x.text)));
  elements.forEach((e, i) => {
    // What the element is about, read once (not once per date: an element of thousands of dates stays linear).
    let about: 'effective' | 'termination' | 'executed' | 'none' | undefined;
    let aboutMoney: boolean | undefined;
    let aboutAgreement: boolean | undefined;
    let after = 0;
    let laydays: boolean | undefined;
    let periodCue: boolean | undefined;
    // The element read as a field when it is a key-details row (text/field-lines.ts), once an element.
    let fieldLine: string | undefined;
    // The element with a schedule's item number or a bullet blanked ("Item 4 – Period: …", "– Period: …" read as
    // "Period: …", same places).
    let itemless: string | undefined;
    let selfNamed: boolean | undefined;
    let instalments: boolean | undefined;
    let speaksOfDue: boolean | undefined;
    // Whether the element lets, lends or hires a thing: its handover and return then date the span (handovers.ts).
    let letting: boolean | undefined;
    // Where the last earlier agreement's date of this element ends (-1: none yet).
    let earlierEnd = -1;
    // Whether this element has given a start (High): a completion date after it ends the work (date-kinds.ts completedBy).
    let started = false;
    for (let k = 0; k < e.numeric.length; k++) {
      const f = e.numeric[k];
      // A calendar date (a time of day, "9.00 am", is no effective or termination date).
      if (isCalendarDate(f)) {
        if ((laydays ??= LAYDAYS.test(e.text))) continue;
        if (isOtherCalendarDate(e.text, f, latestYear)) continue;
        // A notarial deed's opening date ("IN THE YEAR TWO THOUSAND AND THIRTY-EIGHT," / "ON THE TWENTY-SECOND OF JULY,"):
        // the day of its making, its year perhaps on the line above (deed-openings.ts).
        if (deedDate !== undefined && deedDate.element === i && deedDate.begin === f.begin) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', deedDate.value));
          after = f.end;
          continue;
        }
        // A day written without its year ("to cut peat in each year between 1 May and 30 September", "the grazing season
        // from 1 April to 31 October") comes back each year, or takes a year the text tells elsewhere: it dates no start,
        // end or signing of the contract (it would read as a day of 2000; issue 18, h90fd, facts set 51's cause 11). The
        // words before it still lead to the next date, as a read date's do.
        if (writesNoYear(e.text, f)) {
          after = f.end;
          continue;
        }
        if (REGISTRY_ENTRY_BEFORE.test(e.text.slice(Math.max(0, f.begin - 240), f.begin))) continue;
        if (isBirthDate(e.text, f.begin)) continue;
        if (OTHER_THING_EXPIRES_BEFORE.test(e.text.slice(Math.max(0, f.begin - 80), f.begin))) continue;
        if (BARE_INSURANCE_EXPIRES_BEFORE.test(e.text.slice(Math.max(0, f.begin - 80), f.begin)) && !(insuranceDocument ??= [0, titleAt].some((j) => j !== undefined && j !== i && elements[j].text.length <= 160 && INSURANCE_DOCUMENT.test(elements[j].text)))) continue;
        if (MONTH_AND_YEAR_ONLY.test(e.text.slice(f.begin, f.end)) && MONTH_WINDOW_BEFORE.test(e.text.slice(Math.max(0, f.begin - 24), f.begin)) && !AGREEMENT_LASTS_BEFORE.test(e.text.slice(Math.max(0, f.begin - 120), f.begin))) continue;
        if (OFFER_DEADLINE.test(e.text.slice(after, f.begin))) {
          after = f.end;
          continue;
        }
        const placeLine = e.text.length < 80 && NOTHING_AFTER.test(e.text.slice(f.end)) && !letterHeadDate(elements, i);
        if ((e.text.length < 160 || THERE_APPEAR_AFTER.test(e.text.slice(f.end)) || namesItsParties(e.text.slice(f.end))) && IN_PLACE_COUNTRY_ON.test(e.text.slice(0, f.begin)) && APPEARANCE_AFTER.test(e.text.slice(f.end))) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        if (k === e.numeric.findIndex(isCalendarDate) && MET_IN_PLACE_ON.test(e.text.slice(0, f.begin)) && MET_TO_SIGN_AFTER.test(e.text.slice(f.end, f.end + 200))) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        if (TODAY_BEFORE.test(e.text.slice(0, f.begin)) && TODAY_AT_AFTER.test(e.text.slice(f.end, f.end + 160))) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        if (titleAt !== undefined && (isPlaceAndDateLine(e.text) || isPlaceBlankDateLine(e.text) || isPlaceBarDateLine(e.text)) && underTitle(elements, titleAt, i)) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        // So is a date alone on its line there, perhaps with the contract's number, the place on a line of its own above or
        // below it ("2047-10-12 No. ŽS-118" / "Nida", "c. Ozurgeti" / "09 September 2047"; date-line-under-title.ts).
        if (titleAt !== undefined && isDateAloneLine(e.text, f.begin, f.end) && underTitle(elements, titleAt, i, true)) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        // Under an acceptance's heading or sentence ("Accepted by the client:" / "I accept this quotation …" / "Shkodër,
        // 06/04/2043"), as under a sentence of signing, or closing the acceptor's block under a formula ending in a colon
        // ("Accepted on the terms above:" / "<name>, boat builder" / "Nampan, 18 January 2044"; acceptance-lines.ts).
        if (placeLine && ((i > 0 && (SIGN_SENTENCE.test(elements[i - 1].text) || underAcceptance(elements, i)) && PLACE_BEFORE.test(e.text.slice(0, f.begin))) || signingPlaceOn(e.text.slice(0, f.begin))
          || (i > 1 && PLACE_BEFORE.test(e.text.slice(0, f.begin)) && acceptorBlockAbove(elements, i))
          || (i > 0 && acceptorLineDated(elements, i, e.text.slice(0, f.begin)))
          || (i > 0 && NOTHING_BEFORE.test(e.text.slice(0, f.begin)) && SIGNING_CLOSE.test(elements[i - 1].text))
          || (PLACE_BEFORE.test(e.text.slice(0, f.begin)) && i + 1 < elements.length && elements[i + 1].text.length <= 80 && (forHeading(elements[i + 1].text) || READ_AND_SIGNED_LINE.test(elements[i + 1].text))))) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        // A place-and-date line over a bare company name in the signature blocks ("Krefeld, 14 June 2027" / "Rheinfeld …
        // GmbH"), or over the party's defined name in capitals ("CONSULTANT", signing-role-heading.ts), is the day that
        // party signed: Low, as every signing date, beside a start the contract states (High) or not. The facts sets
        // expect a dated signing line beside a stated start 62 times of 66 (hdates, docs/contracts.md › facts ›
        // effective dates); the real response lists Low dates beside its High start. So is one over a role's signature
        // line ("Bled, 12.04.2034" / "Lessor: ____ Janez Novak", signing-role-label.ts; h70dates), and one over the signer's
        // own name line ("Znojmo, 6. 3. 2043" / "Jaroslav Hrubý, managing director", signer-name-below.ts; h100d59).
        if (placeLine && i > lastLong && PLACE_BEFORE.test(e.text.slice(0, f.begin)) && (signingLineBelow(elements, i, fieldSides) || signerNameBelow(elements, i))) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        // The date alone on its line over such a line, or over a form's "Party A (Seller): …" (bare-date-over-signers.ts).
        if (placeLine && i > lastLong && bareDateOverSigner(elements, i, f.begin, f.end, (j) => signingLineBelow(elements, j, fieldSides))) {
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
          continue;
        }
        // Only the first such clause: later ones ("From 1 January 2033 the price is …" after "From 1 January 2032 …")
        // are steps of what the change sets, not the day it takes effect (hrev50).
        if (changeDocument && !changeDated && opensFromDate(e.text.slice(0, f.begin)) && !tellsThePast(e.text.slice(f.end))) {
          changeDated = true;
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'High', f.value));
          after = f.end;
          continue;
        }
        // A key-details row "Start date | 1 September 2038" is read as its field "Start date: …" (text/field-lines.ts); once an
        // element, as `about` is.
        if (about === undefined) {
          const field = (fieldLine ??= asFieldLine((itemless ??= withFieldMarkerBlanked(e.text))));
          about = EFFECTIVE_HIGH.test(field) || partyStartsWork(field) || handoverStartsRental(field, kindName) || gerundWorkStarts(e.text, elements.slice(Math.max(0, i - 2), i).map((x) => x.text)) ? 'effective' : TERMINATION.test(e.text) || END_DATE_FIELD.test(field) || returnEndsRental(field, kindName) || endOfWorkUnderStart(elements, i, field) ? 'termination' : EFFECTIVE_LOW.test(field) || FIRST_PERSON_MAKING.test(field) || MAKING_DATE_FIELD.test(field) || (i < HEADER_LINES && NUMBER_THEN_DATE_FIELD.test(field)) || agreedOnLine(field) || NUMBERED_DATE_FIELD.test(field) || SIGNER_LINE_DATED.test(e.text) || acceptanceLineDated(e.text) || acceptanceFormulaLine(e.text) || (i > lastLong && nameLineDated(e.text)) || acceptorNameDated(elements, i) || (MADE_AT.test(e.text) && (AMONG_AFTER.test(e.text) || (aboutAgreement ??= agreementNamed(elements, i)))) || DONE_AT.test(e.text) || COPIES_MADE_AT.test(e.text) || CONCLUDED_AT.test(e.text) || PARTIES_SIGN_AT.test(e.text) ? 'executed' : 'none';
        }
        // The words since the previous date may say which end of the agreement this date is.
        // Only in a sentence about the agreement's dates: "reviewed each year starting from 31 December 2012" is about a
        // review, not the agreement.
        // The element's period cues are read once, as `about` is: tested again for each of its dates, they read the whole
        // element once a date (an element of thousands of dates: quadratic; hflake).
        // A thing let, lent or hired: the words leading up to its handover or its return date the span (handovers.ts).
        // A rental's or a stay's field opening a later line of the element dates its own line (rental-returns.ts).
        const handover = fieldLineKind(e.text, f.begin, kindName) ?? ((letting ??= letsAThing(e.text)) ? handoverKind(e.text.slice(after, f.begin)) : undefined);
        const local = handover ?? (about !== 'none' || (aboutAgreement ??= agreementNamed(elements, i)) || (periodCue ??= periodCueIn(elements, i, (fieldLine ??= asFieldLine((itemless ??= withFieldMarkerBlanked(e.text)))), workOrder, anOrder)) || (selfNamed ??= namesItself?.(e.text) ?? false) ? (opensRange(e.text.slice(Math.max(after, f.begin - 60), f.begin), e.text.slice(f.end, f.end + 90)) || opensDayRange(f) || opensPeriodField((itemless ??= withFieldMarkerBlanked(e.text)), e.numeric, k) ? 'effective' : dateKind(withoutOtherCalendarGloss(e.text.slice(after, f.begin)), workOrder)) : undefined);
        const completion = started && local === undefined && completedBy(e.text.slice(after, f.begin)) ? 'termination' : undefined;
        after = f.end;
        const defined = DEFINED_END.exec(e.text.slice(f.end, f.end + 48));
        const period = definedPeriodEnd(e, k);
        // A whole debt falling due on the date ends the contract there (debt-falls-due.ts); "due" read once an element.
        const debtEnd = (speaksOfDue ??= DUE_WORD.test(e.text)) && debtFallsDueBefore(e.text.slice(Math.max(0, f.begin - 80), f.begin), e.text) ? 'termination' : undefined;
        const kind = defined !== null ? (defined[1] !== undefined ? 'effective' : 'termination') : period ?? debtEnd ?? local ?? completion ?? about;
        if (local === 'earlier') earlierEnd = f.end;
        else if (variation && kind === 'termination' && earlierEnd >= 0 && !THIS_OR_EXTENDED.test(e.text.slice(earlierEnd, f.begin))) continue;
        else if (variation && kind === 'termination' && OLD_EXPIRY.test(e.text.slice(Math.max(0, f.begin - 40), f.begin))) continue;
        else if (kind === 'termination' && (OPTION_TO_END.test(e.text.slice(Math.max(0, f.begin - 60), f.begin)) || EARLY_END_FLOOR.test(e.text.slice(Math.max(0, f.begin - 240), f.begin)))) continue;
        if (kind === 'effective') {
          started = true;
          out.effective_dates.push(make('effective', i, f.begin, f.end, 'High', f.value));
        } else if (kind === 'termination' && EXTENDED_AFTER.test(e.text.slice(f.end, f.end + 60))) continue;
        else if (kind === 'termination' && defined === null && (instalments ??= INSTALMENTS.test(e.text)) && listedDueDate(e, k)) continue;
        else if (kind === 'termination') out.termination_dates.push(make('termination', i, f.begin, f.end, 'Medium', f.value));
        else if (kind === 'executed' && !definesOtherDocument(elements, e.text, f.begin, f.end) && !isSigningDeadline(e.text, f.begin)) out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
        else if (kind === 'earlier' && !variation && ENTERED_INTO.test(e.text)) out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
      } else if (f.type === 'Currency') {
        // A bare "$", "Rs." and "kr." are the dollar, rupee or krona of the one country the contract names (local-currency.ts).
        const written = e.text.slice(f.begin, f.end);
        // "5050-200 Peso da Régua": an address's postal code and town, no money (postcode-towns.ts, h42f30).
        if (isPostcodeBeforeTown(e.text, f.begin, f.end)) continue;
        const unit = localUnit(f.unit ?? '', written, local);
        // A raw mark no country resolved ("kr." or "K" under a contract naming none of its countries) names no currency.
        if (RAW_MARKS.has(unit)) continue;
        const before = e.text.slice(Math.max(0, f.begin - 120), f.begin);
        const secured = f.value !== '' && securityDocument && securedSumBefore(before);
        const amount = secured || isContractAmount({ text: e.text, begin: f.begin, end: f.end, value: f.value, unit }, () => (aboutMoney ??= speaksAt(i) || moneyItems.has(i)), inCell(moneyCells.get(i), f.begin) !== undefined, listedItems.has(i));
        // A mark written after its figure in money's form only, then a noun ("1,500 GEL packs", "1,500 AMD processors"),
        // may label what the figure counts: its currency only where the mention is an amount (h121rr #9, h121mendP).
        const counted = !amount && nounAfterFormMark(written, e.text.slice(f.end, f.end + 48));
        // One entry per currency: its first mention.
        if (!seenCurrencies.has(unit) && !counted) {
          seenCurrencies.add(unit);
          out.contract_currencies.push(make('currency', i, f.begin, f.end, /^[A-Z]{3}$/.test(unit) ? 'High' : 'Low', unit || undefined));
        }
        // A currency named with no amount ("All amounts are in Australian dollars") is no amount.
        if (secured) {
          out.contract_amounts.push(make('amount', i, f.begin, f.end, 'Medium', `${f.value} ${unit}`.trim(), { value: f.value, numeric_value: Number(f.value), ...(unit ? { unit } : {}) }));
        } else if (amount) {
          const value = f.unit === 'USD' && PESO_DOT_GROUP.test(written) && (PESOS.has(unit) || THOUSANDS_IN_WORDS.test(e.text.slice(f.end, f.end + 80))) ? String(Number(f.value) * 1000) : f.value;
          out.contract_amounts.push(make('amount', i, f.begin, f.end, 'Medium', `${value} ${unit}`.trim(), { value, numeric_value: Number(value), ...(unit ? { unit } : {}) }));
        }
      }
    }
    // A bare figure under a header naming its currency ("Monthly fee, AMD" over "180,000") is a sum of that currency.
    for (const cell of moneyCells.get(i) ?? []) {
      if (cell.unit === undefined || e.numeric.some((f) => f.type === 'Currency' && f.begin >= cell.begin && f.end <= cell.end)) continue;
      const value = bareFigure(e.text.slice(cell.begin, cell.end));
      if (value === undefined) continue;
      const unit = localUnit(cell.unit.code, cell.unit.written, local);
      if (RAW_MARKS.has(unit)) continue;
      if (!seenCurrencies.has(unit)) {
        seenCurrencies.add(unit);
        out.contract_currencies.push(make('currency', i, cell.begin, cell.end, 'Low', unit));
      }
      out.contract_amounts.push(make('amount', i, cell.begin, cell.end, 'Medium', `${value} ${unit}`, { value, numeric_value: Number(value), unit }));
    }
    const statesPaying = statesPayment(e.text) || sumDueOnSigning(e.text, e.numeric) || paidAsFollows(e.text) || remainderDueWithin(e.text, e.numeric) || asksDepositWithin(e.text) || sendsSumAsIt(e.text, i > 0 ? elements[i - 1].text : '') || sumMovedAsWhich(e.text, e.numeric);
    // An item paid only under its lead-in gives its "within" periods: "(d) storage beyond thirty days at USD 2 per bale"
    // is a free period before a charge, no time to pay (facts set 39).
    // The rest of the sum as an item of its own ("(c) the balance within 15 days of …") is paid too (restItemDueWithin).
    const paidItem = !statesPaying && paymentItems.has(i) && (e.numeric.some((f) => f.type === 'Currency' || f.type === 'Percentage') || restItemDueWithin(e.text));
    const payment: ConfidenceLevel | undefined = statesPaying || paidItem ? (PAYMENT_HIGH.test(e.text) ? 'High' : 'Low') : undefined;
    const spans: { begin: number; end: number; days: number }[] = [];
    for (const d of e.durations) if (d.days !== undefined && !isStayLength(e.text, d)) spans.push({ begin: d.begin, end: d.end, days: d.days });
    // Season years (season-years.ts) among the durations, in order: the "net 45" walk below reads them ordered.
    for (const d of seasonYears(e.text)) {
      if (spans.some((x) => x.begin < d.end && d.begin < x.end)) continue;
      const at = spans.findIndex((x) => x.begin > d.begin);
      spans.splice(at < 0 ? spans.length : at, 0, d);
    }
    if (payment !== undefined) {
      // Both lists are ordered: one walk keeps the "net 45" spans no duration covers.
      const nets = netTerms(e.text);
      let k = 0;
      const n0 = spans.length;
      for (const n of nets) {
        while (k < n0 && spans[k].end <= n.begin) k++;
        if (k >= n0 || spans[k].begin > n.begin) spans.push(n);
      }
      spans.sort((a, b) => a.begin - b.begin);
    }
    let previous = 0;
    let otherDuty: ((begin: number, end: number) => boolean) | undefined;
    for (const d of spans) {
      const days = Number.isInteger(d.days) ? d.days : Math.round(d.days);
      const interpretation: Interpretation = { value: String(days), numeric_value: days, unit: 'days' };
      const before = e.text.slice(previous, d.begin);
      previous = d.end;
      // Less than half a day ("each full teaching day of four hours") measures work, no time to pay or to run (h40f29).
      if (days === 0) continue;
      if (measuresWork(e.text, d.begin, d.end, d.days)) continue;
      if (EVERY_BEFORE.test(e.text.slice(Math.max(0, d.begin - 40), d.begin))) continue;
      if (paidItem && !WITHIN_SPAN.test(e.text.slice(Math.max(0, d.begin - 12), d.end))) continue;
      // "This Agreement is in effect for one (1) year …" in a sentence that pays for its renewal: the term, no time to pay.
      if (payment !== undefined && inForceFor(e.text, d.begin)) {
        out.contract_terms.push(make('term', i, d.begin, d.end, 'Medium', `${days} days`, interpretation));
        continue;
      }
      if (payment !== undefined && !isGracePeriod(e.text, d.end) && !isNoPaymentPeriod(e.text, d.begin, d.end) && !(otherDuty ??= otherDutyPeriods(e.text, statesPayment))(d.begin, d.end)) {
        out.contract_terms.push(make('term', i, d.begin, d.end, payment, `${days} days`, interpretation));
        out.payment_terms.push(make('payment', i, d.begin, d.end, payment, `${days} days`, interpretation));
      } else if (payment === undefined && agreementTerm(e.text, before, e.text.slice(d.begin, d.end), d.end) && (lettingFor(before) || lastsBetweenItsDates(e.text, before, d.end) || (aboutAgreement ??= agreementNamed(elements, i)))
        && !OTHER_DOCUMENT_DATED.test(e.text.slice(Math.max(0, d.begin - 240), d.begin))) {
        out.contract_terms.push(make('term', i, d.begin, d.end, 'Medium', `${days} days`, interpretation));
      } else if (payment === undefined && returnFieldLength(e.text, kindName, d.begin, d.end)) {
        out.contract_terms.push(make('term', i, d.begin, d.end, 'Medium', `${days} days`, interpretation));
      } else if (payment === undefined && startAndLength(e.text, d.begin)) {
        out.contract_terms.push(make('term', i, d.begin, d.end, 'Medium', `${days} days`, interpretation));
      } else if (payment === undefined && completionPeriod(e.text, d.begin, d.end)) {
        out.contract_terms.push(make('term', i, d.begin, d.end, 'Medium', `${days} days`, interpretation));
      }
    }
  });
  // A numbered title's name runs to its object, the number left out of the normalised name (contract-types.ts).
  if (type) out.contract_types.push(make('type', type.element, type.begin, type.nameEnd ?? type.end, 'Medium', type.name));
  // High confidence first, as the service lists them.
  const order: Record<ConfidenceLevel, number> = { High: 0, Medium: 1, Low: 2 };
  for (const list of Object.values(out) as FactFound[][]) list.sort((a, b) => order[a.confidence_level] - order[b.confidence_level]);
  return out;
}

/**
 * Whether the date `e.numeric[k]` is one of a list of dates ("31 May 2026, 31 August 2026 and …"), no defined "… Date"
 * right after it: an instalment's due date in a sentence about instalments.
 */
function listedDueDate(e: ElementEvidence, k: number): boolean {
  const listed = (a: ElementEvidence['numeric'][number] | undefined, b: ElementEvidence['numeric'][number] | undefined): boolean =>
    a !== undefined && b !== undefined && isCalendarDate(a) && isCalendarDate(b) && LIST_JOIN.test(e.text.slice(a.end, b.begin));
  const f = e.numeric[k];
  return (listed(f, e.numeric[k + 1]) || listed(e.numeric[k - 1], f)) && !DEFINED_DATE_AFTER.test(e.text.slice(f.end, f.end + 60));
}

/** The longest line of a signature block ("Name: Jürgen Albrecht, Managing Director (Geschäftsführer)"). */
const SIGNATURE_LINE_MAX = 160;

/** Whether the element under `i` is a party's signing line: a company's name, a defined name in capitals, a party's name, a role's label. */
function signingLineBelow(elements: readonly ElementEvidence[], i: number, fieldSides: () => ReadonlySet<string>): boolean {
  return companyLineBelow(elements, i) || roleHeadingBelow(elements, i, fieldSides()) || partyNameBelow(elements, i) || roleLabelBelow(elements, i);
}

/** Whether the element under `i` is a company's name alone ("Rheinfeld Präzisionsteile GmbH"): a signature block's party line. */
function companyLineBelow(elements: readonly ElementEvidence[], i: number): boolean {
  const below = elements[i + 1]?.text.trim() ?? '';
  return below.length > 0 && below.length <= 120 && !below.includes(':') && !forHeading(below) && endsInLegalForm(below);
}

/**
 * Whether element `i` comes right under the title element `title`, or under up to two lines right under it, each a
 * number, an "under …" line or a subtitle.
 */
// A title's gloss in brackets on a line of its own, "CONTRACT ON PEST CONTROL SERVICES" / "(disinfection, disinsection and
// deratization)" (issue 18, h77f42d; facts set 42's cause 16): words in one pair of brackets, no verb a sentence would
// have, at most 120 characters. Anchored, bounded: linear.
const BRACKETED_SUBTITLE_LINE = /^\s{0,3}\((?![^()\n]{0,120}\b(?:shall|will|must|may|agrees?|is|are|was|were)\b)[^()\n]{3,120}\)\s{0,3}$/i;
// A title's second line naming what the contract is for in a few small words, with no act's noun: "INSTALMENT SALE
// CONTRACT No. 07/2043" / "for used sewing equipment" / "Istaravshan city      15.10.2043" (facts set 61's cause 8, issue
// 18, h102p61; the subtitle with an act's noun, "for the supply of …", is SUBTITLE_LINE's). "for", "on", "of",
// "regarding" or "concerning", then two to six words in small letters (a signature's "For the Seller:" is capitalised)
// and nothing else: no verb a sentence would have. Anchored, bounded: linear.
const SMALL_WORDS_SUBTITLE_LINE = /^\s{0,3}(?:for|on|of|regarding|concerning)(?:\s{1,3}(?!(?:shall|will|must|may|is|are|was|were|be|agrees?)\b)\p{Ll}[\p{Ll}-]{0,24}){2,6}\s{0,3}$/u;
/** `placeBetween`: a line of the place alone may stand between too ("c. Ozurgeti" over a date alone, date-line-under-title.ts). */
function underTitle(elements: readonly ElementEvidence[], title: number, i: number, placeBetween = false): boolean {
  if (i <= title || i > title + 3) return false;
  for (let k = title + 1; k < i; k++) {
    const line = elements[k].text;
    if (!NUMBER_LINE.test(line) && !UNDER_LINE.test(line) && !isSubtitleLine(line) && !BRACKETED_SUBTITLE_LINE.test(line) && !SMALL_WORDS_SUBTITLE_LINE.test(line) && !(placeBetween && isPlaceAloneLine(line))) return false;
  }
  return true;
}

/**
 * Whether element `i` names the agreement, or goes on about the one the element before named ("It shall then be renewed
 * …"), or extends "it" after a sentence that starts a period and says it lasts (h46facts).
 */
function agreementNamed(elements: readonly ElementEvidence[], i: number): boolean {
  return namesAgreement(elements[i].text) || (i > 0 && (IT_GOES_ON.test(elements[i].text) || EXTENDS_IT.test(elements[i].text)) && namesAgreement(elements[i - 1].text))
    || (EXTENDS_IT.test(elements[i].text) && (startsAndLasts(elements[i].text) || (i > 0 && startsAndLasts(elements[i - 1].text))));
}
