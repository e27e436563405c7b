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

/**
 * A capitalised word after the one disclosed to that makes it people or a body other than a party: "any Party", "a
 * Restricted Person", "Customer Personnel", "Contoso Bank". A party is named by one word ("the Sponsor", "Practice").
 */
const NOT_A_PARTY_AFTER = String.raw`(?:Party|Parties|Persons?|Personnel|Staff|Employees?|Representatives?|Affiliates?|Users?|Bank|Limited|Ltd|Inc|LLC|plc|GmbH|Group|Corporation)`;

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
  // A notice's content prescribed: "The drag-along notice shall state the price per share", "Our notice will describe
  // the nature of the incident" (set 11: Communication). What the notice tells the other is information sent (C8).
  [/\b[Nn]otices?\s+(?:shall|must|will|should)\s+(?:state|specify|set\s+out|contain|include|identify|describe)\b/, 'Communication'],
];
