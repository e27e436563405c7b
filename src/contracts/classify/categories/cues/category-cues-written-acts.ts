/**
 * Communication said as the act of sending, not by the word "notice" (issue 18, h30c39): C2 reads an act that needs
 * a party's written consent as Communication beside the act's category, and C8 reads information one party must send
 * the other as Communication. Drafting writes both as a verb done "in writing" ("as the Owner approves in writing",
 * "unless the Customer instructs it in writing", "by declaring a higher value in writing"), as a document sent for
 * the other's approval ("shall submit to the Owner for approval a budget"), as an acceptance confirmed by a signed copy
 * returned, as particulars provided, and as a disclosure made to a named party ("shall promptly disclose to the Sponsor
 * any invention"). Each names the subject outright beside the act's own category, so strong (categories.ts spreads
 * them into STRONG_CUES). Tests: `categories-set-39.test.ts`. Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AGREEMENT_NOUNS } from '../../document/contract-types.js';

/**
 * A capitalised word after the one disclosed to that makes it people or a body other than a party: "any Party", "a
 * Restricted Person", "Customer Personnel", "Contoso Bank". A party is named by one word ("the Sponsor", "Practice").
 */
const NOT_A_PARTY_AFTER = String.raw`(?:Party|Parties|Persons?|Personnel|Staff|Employees?|Representatives?|Affiliates?|Users?|Bank|Limited|Ltd|Inc|LLC|plc|GmbH|Group|Corporation)`;

/**
 * (h120cat) The words between an ending's verb and "in writing": its own object and time ("it", "this agreement at any
 * time"), not another clause's word ("unless", "if", "when", "after", "until") nor another act done in writing (agreed,
 * renewed, extended, amended, confirmed, approved), nor (h120mendA, review h120rr #11) the participle of the thing's own
 * making ("cancel any booking made by e-mail", "withdraw any quotation sent by e-mail": the e-mail is how the booking
 * was made, not the ending's form). Up to five words, each bounded: linear.
 */
export const ENDED_IN_WRITING_GAP = String.raw`(?:(?!(?:unless|if|when|where|after|before|once|until|upon|except|and|but|agreed?|agrees|otherwise|renew\w{0,3}|extend\w{0,3}|amend\w{0,3}|var(?:y|ied|ies)|confirm\w{0,3}|approv\w{0,3}|consent\w{0,3}|made|placed|sent|given|bought|received|submitted|booked|ordered|is|are|was|were|be|been)\b)[\w'’-]{1,30}\s{1,3}){0,5}?`;

/**
 * (issue 18, h120cat, C305) An ending, a cancellation, a withdrawal or a warning given in writing or by a letter or a
 * certified e-mail: "unless either side cancels it in writing", "may end this agreement by certified e-mail", "the
 * Board may warn him or her in writing", "may leave the Society at any time by a letter to the Board" — the form the
 * message takes, as "by notice in writing" and "by registered letter" are (C8; sets 1–93: 31 sentences of this shape,
 * all 31 labelled Communication, 6 of them read without it: sets 23, 90, 91 ×3, 92). The verb's own clause: no "unless",
 * "if", "when", "after", "until", "agreed", "renewed", "confirmed" … between (ENDED_IN_WRITING_GAP: "ends on 31 May
 * unless renewed in writing" is the renewal's form); not "the end of" nor "at the end"; "leave" only by a letter.
 */
export const ENDED_IN_WRITING = new RegExp(String.raw`(?<!\b(?:the|an?|its|their|this|that|each|every)\s{1,3})\b(?:end|ends|ended|cancel|cancels|cancelled|canceled|terminate|terminates|terminated|withdraw|withdraws|warn|warns|warned)\b(?!\s{1,3}of\b)\s{1,3}${ENDED_IN_WRITING_GAP}(?:in\s{1,3}writing|by\s{1,3}(?:a\s{1,3})?(?:registered\s{1,3}|certified\s{1,3}|signed\s{1,3}|written\s{1,3})?(?:letter|e-?mail))\b|\bleaves?\s{1,3}${ENDED_IN_WRITING_GAP}by\s{1,3}(?:a\s{1,3})?(?:registered\s{1,3}|signed\s{1,3}|written\s{1,3})?letter\b`, 'i');
const ENDED_IN_WRITING_CUE: [RegExp, CategoryLabel] = [ENDED_IN_WRITING, 'Communication'];

/** A determiner before what is ended. */
const ENDED_DETERMINER = String.raw`(?:the|this|that|these|those|any|a|an|all|your|our|his|her|their|its|my|every|each)`;
/**
 * (h121mendQ, the second opinion h121rr #11) The word after an ending's verb where it names no object: "cancels it in
 * writing", "terminated by either party", "cancel at any time", "end with immediate effect". Not a bare noun ("cancel
 * direct debits by e-mail": a payment instruction, no determiner). Sets 1–95: the 28 sentences ENDED_IN_WRITING_TERM
 * read before are all read still.
 */
const NO_OBJECT_AFTER_ENDING = String.raw`(?:it|them|by|with|at|on|in|under|upon|without|immediately|forthwith|early|only|either|both)\b`;
/**
 * (h121left; the re-read's h120revB #5) What an ending of the contract ends, right after the verb: the contract by its
 * noun (document/contract-types.ts' AGREEMENT_NOUNS) or a booking, an order, a reservation, a membership, a
 * subscription, a tenancy, "the rest of" one, within three words of its determiner; or no object the verb names ("it",
 * "by either party", "with immediate effect", the passive "unless terminated by registered letter":
 * NO_OBJECT_AFTER_ENDING). Not another thing ended in writing: "You may cancel any direct debit mandate by e-mail" ends
 * a payment instruction, not the contract (Communication from C305; the sentence keeps Term & Termination from the
 * general reader of the bare verb "cancel", category-cue-lists.ts: h121mendQ counted that reader and left it). Sets 1–94: the 27 sentences the row read, all labelled Term & Termination, are all read
 * still (this/the contract or agreement 21, "it" 2, "your booking", "the rest of the order", a passive 1, "leave the
 * Society"); none is lost. Bounded: linear.
 */
const CONTRACT_ENDED = String.raw`(?=\s{1,3}${NO_OBJECT_AFTER_ENDING}|\s{1,3}(?:${ENDED_DETERMINER}\s{1,3}rest\s{1,3}of\s{1,3})?${ENDED_DETERMINER}\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?(?:(?:${AGREEMENT_NOUNS})s?|bookings?|orders?|reservations?|memberships?|subscriptions?|tenanc(?:y|ies))\b)`;

/**
 * (h120mendA, review h120rr #11) … and the ending's own Term & Termination beside it, for the ending verbs (not a warning
 * nor a permission withdrawn): C305's strong Communication beside a refund's strong Payment pushed the ending out ("If
 * you cancel by e-mail, we refund the deposit" read [Communication, Payment], where "If you cancel, we refund the
 * deposit" keeps Term & Termination). Sets 1–93: of the 31 sentences C305 reads, the 27 that end, cancel, terminate or
 * leave are all labelled Term & Termination too (the four others: three warnings and a permission withdrawn). Same
 * shape as ENDED_IN_WRITING (a lookahead on it at the verb): linear.
 */
export const ENDED_IN_WRITING_TERM = new RegExp(String.raw`(?=\b(?:end|ends|ended|cancel|cancels|cancelled|canceled|terminate|terminates|terminated)\b${CONTRACT_ENDED}|\bleaves?\b)(?:${ENDED_IN_WRITING.source})`, 'i');

export const WRITTEN_ACT_CUES: readonly [RegExp, CategoryLabel][] = [
  // A consent, an instruction, a direction, an extension or a declaration given in writing (C2). Not "agreed in
  // writing" (the form of the parties' own act, categories.ts) nor a verb the existing "in writing" cue reads. The
  // party's act only: a passive "when approved in writing by Buyer", "approved and recorded in writing by the parties"
  // describes a document's state (the reference gives such a sentence no Communication).
  [/\b(?:approv(?:e|es|ing)|consent(?:s|ing)?|instruct(?:s|ing)?|direct(?:s|ing)?|extend(?:s|ing)?|declar(?:e|es|ing)|authori[sz](?:e|es|ing))\s+(?:[\w,'’-]+\s+){0,6}?in\s+writing\b/i, 'Communication'],
  // A document submitted for the other's approval or consent (C8): "shall submit to the Owner for approval a proposed
  // budget", "submit the annual accounts for the Board's approval". Not a thing "sent for approval" (samples and lab dips
  // are goods sent, no message), nor the work's own product submitted ("submit the design drawings to the Employer for
  // comment": Deliverables, categories-performance.test.ts). Nor an invoice "submitted for approval": the payment's own
  // document, read as billing (h31rev).
  [/\bsubmit(?:s|ted|ting)?\s+(?:(?!(?:drawings?|designs?|plans|specifications?|deliverables?|samples?|prototypes?|works?|models?|invoices?)\b)[\w,'’&-]+\s+){0,8}?for\s+(?:(?:its|their|his|her|the\s+[A-Z][\w-]*['’]s|[A-Z][\w-]*['’]s)\s+)?(?:prior\s+)?(?:written\s+)?(?:approval|consent)\b/, 'Communication'],
  // An acceptance or an agreement confirmed by a signed copy returned: "Please confirm your acceptance of this offer by
  // signing and returning the enclosed copy".
  [/\bconfirm(?:s|ed|ing)?\s+(?:[\w,'’-]+\s+){0,6}?by\s+(?:signing|countersigning|returning|sending|e-?mail(?:ing)?|letter)\b/i, 'Communication'],
  // Particulars of the goods or of a claim given to the other (C8): "shall provide full and accurate particulars of the goods".
  [/\b(?:provid(?:e|es|ed|ing)|giv(?:e|es|en|ing)|furnish(?:es|ed|ing)?|suppl(?:y|ies|ied|ying)|send(?:s|ing)?)\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:full\s+|accurate\s+|complete\s+|written\s+|and\s+|all\s+|the\s+|such\s+){0,4}particulars\b/i, 'Communication'],
  // A disclosure made to a named party: "shall promptly disclose to Sponsor any invention". Case-sensitive: a party's
  // capital (not "disclose to any third party", a confidentiality bar). Active only: data "disclosed to the Supplier"
  // describes the data (the reference's definition of Buyer data).
  // Not a bar ("shall not disclose to Company any protected health information", "shall not disclose to the Company …
  // any confidential information of any former employer": sets 11 and 37 give them no Communication), nor people or a
  // body that are no party ("disclose to Customer Personnel", "to Contoso Bank": `NOT_A_PARTY_AFTER`) (h31rev).
  [new RegExp(String.raw`(?<!\b(?:not|never)\s{1,8})\b[Dd]isclos(?:e|es|ing)\s+(?:promptly\s+|fully\s+|in\s+writing\s+)?to\s+(?:the\s+)?[A-Z][\w-]*(?![\w-]*\s+${NOT_A_PARTY_AFTER}\b)`), 'Communication'],
  ENDED_IN_WRITING_CUE,
  [ENDED_IN_WRITING_TERM, 'Term & Termination'],
  // A notice's content prescribed: "The drag-along notice shall state the price per share", "Our notice will describe
  // the nature of the incident" (set 11: Communication). What the notice tells the other is information sent (C8).
  [/\b[Nn]otices?\s+(?:shall|must|will|should)\s+(?:state|specify|set\s+out|contain|include|identify|describe)\b/, 'Communication'],
];
