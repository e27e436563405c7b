/**
 * (2) Communication for a paper or information one party must send, give or deliver to the other (C8: "Information one
 * party must send the other is Communication"; issue 18, h47cat2): "shall send the Grower a copy of each record",
 * "deliver a signed statement to the Producer's manager", "provide the Buyer with full details of each lot", "send
 * LAK the shipping documents", and (h65c53) "provide the temperature records of each trip to the Owner" (sets 17, 24 and
 * 53 label records sent Communication beside Audits; set 45's records given "where a club requests them" none). Such a sentence's first subject is often another (the records kept are Audits, the
 * statement Payment Terms & Billing, the documents of a shipment Delivery) and the sentence model gives the sending
 * negative odds, so the sending missed the second bar: strong (category-cue-lists.ts' STRONG_CUES). Over sets 1–49 the strong
 * reading adds Communication to 34 sentences, 30 of them labelled so (bench/log.md, "Safety and Communication on the
 * held-out sets").
 *
 * Not the proof of an insurance cover ("give the Landlord a certificate of currency", "a copy of the policy"): the
 * labelled sets split on it (7 with Communication, 6 without), and the existing cues of category-cues-information.ts
 * keep their plain reading; nor a paper given only on request (the cover's or the record's own proof, as that file's
 * certificate cue says); nor access given to documents (Audits or the work), nor share certificates handed over at a
 * completion (the thing sold), nor a capitalised paper ("the Implementation Plan", "a Statement of Work", "Schedule 5":
 * the work's own product or a part of the contract), nor a lead-in to a list of documents ("deliver to the Buyer, within
 * five days, the following documents:" gives its items, which the sets label Delivery alone, the Communication), nor
 * results given (an audit's or a test's findings: Audits or the work's product). Case-sensitive: the receiving party
 * is a capitalised name or a pronoun. Bounded windows and alternations: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { RECEIVING_PARTY } from './receiving-party.js';

/**
 * (1) A certificate or a copy one party must send the other is information sent (C8: Communication), whatever else the
 * sentence is about (a fee paid first, a fact the certificate confirms): "The Stud shall send the Breeder the signed
 * certificate within 14 days after the fee is paid", "shall send the Owner, within 5 days after each voyage, a copy of
 * the log", "send a copy of each report to the Council". Sets 14–49 label every one of the 19 sentences that send a
 * party a certificate or a copy Communication (issue 18, h47s49). A strong cue: it clears the bar beside the sentence's
 * other subject. Not a certificate delivered or provided (sets 6, 12 and 13 label share certificates handed over at
 * completion Delivery: goods' papers, no message). Bounded: linear.
 */

/** The paper sent: a certificate, a copy or copies. */
const CERTIFICATE_OR_COPY = String.raw`(?:[Cc]ertificates?|[Cc]op(?:y|ies))\b`;

const CERTIFICATES_SENT: readonly [RegExp, CategoryLabel][] = [
  // "send the Mare Owner the signed covering certificate", "send THE CLIENT, within 5 business days …, a copy of", "send
  // us copies of": the receiver (two capitalised words at most: RECEIVING_PARTY), an insert between commas, then the paper.
  [new RegExp(String.raw`\bsend(?:s)?\s{1,3}(?:to\s{1,3})?${RECEIVING_PARTY}\s{0,3}(?:,[^,.;]{1,80},\s{0,3})?(?:(?:a|an|the|its|their|his|her|each|every|all|one|two)\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,3}?${CERTIFICATE_OR_COPY}`), 'Communication'],
  // "send a copy of the catch return to the Proprietor", "send the certificate issued by the Chamber to the other party".
  // (issue 18, h109cat) To each or every party or member too: "sends a copy of the registration certificate to each
  // party", "shall send a copy of each report to every Covenantor" (sets 83 and 64, both Communication, neither read).
  [new RegExp(String.raw`\bsend(?:s)?\s{1,3}(?:a|an|the|its|their|each|every|one)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${CERTIFICATE_OR_COPY}[^.;]{0,100}?\bto\s{1,3}(?:the\s{1,3}(?:other\s{1,3})?|(?:each|every)\s{1,3}(?:other\s{1,3})?)?(?:[A-Z][\w-]{0,30}|part(?:y|ies)|us|you|them)\b`), 'Communication'],
];

/** Sending, giving or delivering a paper. */
const SEND = String.raw`(?:send|sends|deliver|delivers|give|gives|provide|provides|furnish|furnishes|submit|submits|supply|supplies|lodge|lodges)`;

/**
 * A paper or information, in small letters (a capitalised one is a defined product or a part of the contract); a cue,
 * time, tally or log sheet (h90ip: "send the Licensor a cue sheet of the Production", a film's record of the music used;
 * not sheets of steel or paper, goods); a stage plot (issue 18, h94cat2: a band's drawing of its set-up sent before a
 * concert, set 72; not a plot of land, which is sold or let). One
 * copy: copies of all records or run books handed over at an exit are the work's material (Deliverables; the test of
 * categories-shared-misses.test.ts). (issue 18, h115c, C267) A person's measurements given or sent, whose own they may be
 * said before ("give us your correct measurements", "We send you the dancers' measurements"): what the maker needs to
 * know, told (sets 1–89: the 2 such sentences, in sets 35 and 89, Communication and read as nothing). Not the dimensions
 * of goods supplied ("supply … stoppers of the dimensions 45 x 24 mm": the goods' description).
 */
const PAPER = String.raw`(?:copy|(?:[a-z][\w-]{0,30}(?:s['’]|['’]s)\s{1,3})?measurements|(?:cue|time|tally|log)\s{1,3}sheets?|stage\s{1,3}plots?|(?<!\bshare\s{1,8})certificates?|statements?|accounts|schedules?|documents|documentation|declarations?|notes?|lists?|details|information|evidence|summar(?:y|ies)|plans?|passports|confirmations?|estimates?|records)`;

/** The words that may open the paper's name: "a", "full and accurate", "a signed". */
const OPENING = String.raw`(?:(?:a|an|the|its|their|his|her|our|your|each|every|all|any|such|full|complete|accurate|signed|written|updated|current|certified|scanned)\s+)`;

/** Up to three small words before the paper ("monthly", "box office", "test"), never "access" (access to documents). */
const DESCRIBED = String.raw`(?:(?!access\b)[a-z][\w-]*\s+){0,3}?`;

/**
 * Not a paper given only on request, the request said before the verb ("shall on request provide the Buyer with written
 * evidence", "shall, on request, give"): the same exclusion as the request after the paper, below.
 */
const NOT_ON_REQUEST = String.raw`(?<!\bon\s{1,3}(?:(?:the|its|their|any)\s{1,3})?(?:written\s{1,3})?request,?\s{1,3})`;

/**
 * A paper filed with a public body is no message to the other party (C8 names the other party): "provide records to
 * HMRC as the law requires", "submit the returns to the Tax Authority" (issue 18, hrev56: the "records" of h65c53 read
 * such a filing as Communication and lost its Audits). Read right before the receiver (bounded).
 */
const NOT_AN_AUTHORITY = String.raw`(?!(?:the\s{1,3})?(?:HMRC|IRS|(?:[Tt]ax|[Rr]evenue|[Pp]ublic|[Cc]ompetent|[Rr]elevant|[Rr]egulatory)\s{1,3}[Aa]uthorit(?:y|ies)|[Rr]egulators?|[Rr]egistrar|[Cc]ompanies\s{1,3}House)\b)`;

/** "send the Grower a copy", "provide the Buyer with the details". */
const RECEIVER_FIRST = String.raw`${NOT_ON_REQUEST}\b${SEND}\s+(?:to\s+)?${NOT_AN_AUTHORITY}${RECEIVING_PARTY}\s+(?:with\s+)?${OPENING}{0,3}${DESCRIBED}${PAPER}\b`;
/** "send a copy of the return to the Owner". */
const PAPER_FIRST = String.raw`${NOT_ON_REQUEST}\b${SEND}\s+${OPENING}{0,3}${DESCRIBED}${PAPER}\b(?:\s+[\w,'’-]+){0,8}?\s+to\s+${NOT_AN_AUTHORITY}${RECEIVING_PARTY}\b`;

/** A sentence about an insurance cover or its proof (left to its own reading, above). */
const NO_COVER = String.raw`^(?![^]{0,600}\b(?:insur\w*|polic(?:y|ies)|certificates?\s+of\s+(?:currency|cover|entry))\b)[^]{0,600}?`;

/**
 * (issue 18, h98c74) A paper shown or handed over to the other party so that it knows what the paper says (C8, C108): "to
 * hand over to the Contractor the map of the Meadow on the day of signing", "shall show the Outfitter the fishing licence
 * and the tag on request", "hands the Club the site plan". Showing is the other's seeing the paper, so a request does not
 * take it away (a paper sent on request above is the sender's record, not shown). Papers that tell (a map, a plan, a
 * drawing, a licence, a permit, a certificate, a coupon, a tag, instructions): not an animal's passport or its record shown
 * (set 19's "show us the passport record on arrival": proof of vaccination, labelled none), nor records, keys,
 * manuals or share certificates handed over at an exit or a completion (the thing handed over: Term & Termination,
 * Delivery; category-cues-records-handed-over.ts), nor an insurance cover's proof (NO_COVER, as above). Bounded: linear.
 */
const SHOW_OR_HAND_OVER = String.raw`(?:show|shows|showing|hand\s{1,3}over|hands\s{1,3}over|handing\s{1,3}over)`;
const PAPER_SHOWN = String.raw`(?:maps?|(?:site\s{1,3}|floor\s{1,3})?plans?|drawings?|licen[cs]es?|permits?|(?<!\bshare\s{1,8})certificates?|coupons?|tags?|instructions)\b`;
const PAPERS_SHOWN = String.raw`\b${SHOW_OR_HAND_OVER}\s{1,3}(?:to\s{1,3})?${NOT_AN_AUTHORITY}${RECEIVING_PARTY}\s{1,3}${OPENING}{0,3}${DESCRIBED}${PAPER_SHOWN}|\b${SHOW_OR_HAND_OVER}\s{1,3}${OPENING}{0,3}${DESCRIBED}${PAPER_SHOWN}(?:\s{1,3}[\w,'’-]{1,30}){0,8}?\s{1,3}to\s{1,3}${NOT_AN_AUTHORITY}${RECEIVING_PARTY}\b`;

/**
 * (issue 18, h104c80) The paper obtained, then shown by its pronoun after ", and shall": "shall obtain the research
 * permit of the State Department of Resources before the first trip and shall show it to the Municipality" (C108's paper
 * shown, the permit's long issuer between). Only a paper obtained for the work: a permit one must hold and show on
 * request is one's own qualification (set 70's food handler's permit, Responsibilities). Bounded windows: linear.
 */
const PAPER_THEN_SHOWN = String.raw`\bobtain(?:s|ing)?\s[^.;]{0,60}?\b(?:licen[cs]es?|permits?|(?<!\bshare\s{1,8})certificates?)\b[^.;]{0,160}?\b(?:and\s{1,3})?(?:(?:shall|must|will)\s{1,3})?${SHOW_OR_HAND_OVER}\s{1,3}(?:it|them)\s{1,3}to\s{1,3}${NOT_AN_AUTHORITY}${RECEIVING_PARTY}`;

/**
 * (issue 18, h105c81, C8) A report of the work handed to a person after each visit ("After each visit the Contractor
 * hands the site manager a work report with photographs of the drains"): a telling, as a report sent is; "hands" with
 * the receiver first reads as no sending above. A report only: "hands the Contractor a summary of the works it requires"
 * is what is asked, not told of the work done (h105mendC). Bounded: linear.
 */
const REPORT_HANDED = /\bhands\s{1,3}(?:the|its|each)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,4}?(?:a|an|its|the)\s{1,3}(?:(?:short|written|signed|work|service|cleaning|visit|job)\s{1,3}){0,2}report\b/i;

export const PAPERS_SENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [REPORT_HANDED, 'Communication'],
  ...CERTIFICATES_SENT,
  [new RegExp(String.raw`${NO_COVER}(?:${PAPER_THEN_SHOWN})`), 'Communication'],
  [new RegExp(String.raw`${NO_COVER}(?:${PAPERS_SHOWN})`), 'Communication'],
  // Not a paper given where the other asks for it ("… records where a club requests them"): on request, as above.
  [new RegExp(String.raw`${NO_COVER}(?:${RECEIVER_FIRST}|${PAPER_FIRST})(?![^.;]{0,40}\b(?:on\s+request|requests?\s+(?:them|it))\b)`), 'Communication'],
  // (h105c82, C8) A party consulting the other before an act ("He consults the Silent Partner before any single expense
  // of more than USD 5,000", "shall consult the Owner before appointing a new manager"), and its results or marks sent to
  // the other ("4.3 The Scholar sends the Director of Education her results within two weeks"): what one party must tell
  // the other. Not a party consulting an adviser of its own ("consult its lawyers"): the one consulted is capitalised.
  [/\bconsults?\s{1,3}(?:with\s{1,3})?(?:the\s{1,3})?[A-Z][\w-]{1,30}(?:\s{1,3}[A-Z][\w-]{1,30})?\s{1,3}(?:before|prior\s{1,3}to|on|about)\b|\b(?:send|sends|give|gives)\s{1,3}(?:the\s{1,3})?[A-Z][\w-]{1,30}(?:\s{1,3}(?:of\s{1,3})?[A-Z][\w-]{1,30}){0,2}\s{1,3}(?:his|her|its|their|the)\s{1,3}(?:exam(?:ination)?\s{1,3})?(?:results|marks|grades|transcripts?)\b/, 'Communication'],
];
