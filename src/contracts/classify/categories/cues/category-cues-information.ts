/**
 * Communication where no word says "notify" (issue 18, h19s18c): C8 reads information one party must send the other as
 * Communication, and a report on the work sent at regular times is that information ("Readings settled": "The
 * Consultant shall give the Council a progress report every month." → Communication, Deliverables; the report cue of
 * categories.ts keeps its Deliverables). Stated from how such clauses are drafted, with test sentences of their own
 * (`categories-ends.test.ts`). Bounded patterns, linear on hostile text.
 * The Communication cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by h28cues)
 * follow this file's own, each under a line naming its round; their tests are in `category-cues-information.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { DUTY } from './category-cues-scope.js';
import { RECEIVING_PARTY } from './receiving-party.js';

/** How often a report is due: "every month", "each quarter", "once a week", "monthly". */
const PERIOD = String.raw`(?:(?:every|each|once\s+a|once\s+per|once\s+every)\s+(?:day|week|fortnight|month|calendar\s+month|quarter|year|season|term)|daily|weekly|fortnightly|monthly|quarterly|annually|yearly)\b`;

/**
 * Whom a party tells: a capitalised party, a pronoun, or "the" and a role in small letters ("tell the ward"); or the
 * other party named so ("Each party will tell the other at once if …", "tell each other": h67n54; sets 16 and 40 give
 * "telling the other" Communication).
 */
const HEARER = String.raw`(?:the\s+other(?:\s+part(?:y|ies))?|each\s+other|(?:the\s+|its\s+|their\s+|his\s+|her\s+)?[A-Z][\w-]*|us|you|them|him|her|(?:the|its|their|his|her|your|our)\s+(?:[\w-]+\s+)?(?:ward|office|client|customer|member|manager|supervisor|employer|parents?|school|landlord|tenant|owner|buyer|seller|authority|council|team))`;

/**
 * (h30cue) A statement sent with a payment or with the goods ("paid each quarter, together with a statement of net
 * sales"): information one party sends the other (C8), a second subject beside the payment it goes with, so strong
 * (category-cue-lists.ts' STRONG_CUES): as a plain cue it never cleared the second bar beside the payment, the one place its
 * comment named (review hrev23). Sets 1–39: the 4 sentences with the phrase are all labelled Payment Terms & Billing
 * and Communication. Bounded, linear.
 */
export const INFORMATION_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h75c57) An email address given: where a party is written to ("To contact us about a booking, write to
  // bookings@example.com", "The Tenant's contact details are … and tenant@example.co.nz", a notice "sent by email to
  // legal@…"). Sets 1–57 label all seven elements with one Communication; the sentence model gave two of them nothing.
  // Strong: the address names how the parties communicate beside whatever else the sentence does. Bounded: linear.
  [/\b[\w.+-]{1,64}@[A-Za-z\d-]{1,63}\.[A-Za-z]{2,24}\b/, 'Communication'],
  [/\btogether\s+with\s+(?:a|an|its|the)\s+(?:written\s+)?(?:[\w-]+\s+){0,2}?statements?\b/, 'Communication'],
  // (h55c51) The same statement sent with each payment, no recipient named ("must send a settlement statement with each
  // payment", "issues a remittance statement with every payment"): C8 beside the payment.
  [/\b(?:send|sends|give|gives|provide|provides|issue|issues)\s+(?:a|an|its|the)\s+(?:written\s+)?(?:[\w-]+\s+){0,2}?statements?\s+(?:with|alongside)\s+(?:each|every|the|its|any)\s+(?:[\w-]+\s+)?(?:payments?|remittances?|settlements?)\b/, 'Communication'],
  // (h73left, C82) An order answered within a time — "shall confirm each work order within two
  // working days", "must accept or decline a Task Order within five Working Days", "acknowledges each call-off order in
  // writing within 24 hours": sets 1–56 label 10 of the 11 such duties Communication. Not an order accepted or rejected
  // with no time to answer ("may accept or reject any purchase order in its sole discretion": the choice to buy) nor
  // within a period that is no time to answer ("accept every Purchase Order placed within the validity period").
  // Strong: as a plain cue it cleared no bar beside the order's other words.
  [/\b(?:confirm|acknowledge|accept)s?(?:\s+or\s+(?:reject|decline|refuse)s?)?\s+(?:each|every|any|all|the|a)\s+(?:[\w-]+\s+){0,2}?[Oo]rders?\b[^.;]{0,40}?\bwithin\s+(?:[\w-]+\s+)?(?:\(\d{1,3}\)\s+)?(?:[Bb]usiness\s+|[Ww]orking\s+|[Cc]alendar\s+|[Cc]lear\s+)?(?:[Dd]ays?|[Hh]ours?|[Ww]eeks?)\b/, 'Communication'],
];

export const INFORMATION_CUES: readonly [RegExp, CategoryLabel][] = [
  ...INFORMATION_STRONG_CUES,
  // (h55c51) Information sent to a party named, without a notice word (C8): data transmitted or shared with it ("transmit
  // the transaction data of each Member to the Operator", "share the full test data with Hanbit", set 38) and feedback
  // given to it ("will give Recruiter feedback on each shortlisted candidate"). Not personal data shared (Privacy's
  // subject: "share personal data with its affiliates") nor data given to a body in lower case ("the utility"): the
  // recipient is a party, capitalised. Case-sensitive, bounded.
  [/\b(?:transmit|transmits|share|shares)\s+(?:the\s+|all\s+|its\s+|their\s+|such\s+|any\s+)?(?:(?!personal\b)[\w-]+\s+){0,3}?data\b[^.;]{0,80}?\b(?:to|with)\s+(?:the\s+)?[A-Z][\w-]*|\b(?:give|gives)\s+(?:the\s+)?[A-Z][\w-]*\s+(?:(?:written|prompt|timely|detailed|constructive)\s+)?feedback\b/, 'Communication'],
  // (h29c37) The address a notice goes to, as a notice clause lists it: "If to the Supplier: 12 Dock Road, Leith,
  // Attention: Company Secretary", "Attn: Head of Legal". Contact details for notices are the category's gist; the line
  // names no notice word. Case-sensitive: the line's own capitals ("If to", "Attention:" before a name or a title).
  [/^\W*If\s+to\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s*:|\b(?:Attention|Attn\.?)\s*:\s*[A-Z]/, 'Communication'],
  // (h29c37) Information one party must send the other (C8): a forecast of its requirements given or sent ("shall give
  // the Supplier a rolling six-month forecast each month"), a statement sent with a payment (INFORMATION_STRONG_CUES,
  // above), a certificate of insurance sent, delivered or furnished ("shall deliver a certificate
  // of insurance to the Owner before work starts"; one merely provided "on request" is the cover's own proof, as the
  // Insurance clauses say it, and a bare "certificate" may be any other). Bounded, linear.
  [/\b(?:provide|provides|give|gives|send|sends|deliver|delivers|furnish|furnishes|submit|submits)\b[^.;]{0,60}?\bforecasts?\b|\b(?:send|sends|deliver|delivers|furnish|furnishes|submit|submits|lodge|lodges)\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:(?:the\s+)?[A-Z][\w-]*\s+)?(?:a|an|its|the)\s+(?:copy\s+of\s+(?:its|the|a|an)\s+)?(?:insurance\s+certificates?|certificates?\s+of\s+insurance)\b/, 'Communication'],
  // A progress or status report, or one due at regular times, given to the other party named before it: "shall give the
  // Council a progress report every month", "will send the Owner a monthly status report", "submit to the Trust a
  // written quarterly report", "report to the Client every month on the progress of the works". Not a report with no
  // recipient ("deliver a daily inventory report through its portal") nor one named as a thing of the work alone ("a
  // quality report for each batch", "the final report"): those stay Deliverables alone.
  [new RegExp(String.raw`\b(?:give|gives|send|sends|submit|submits|provide|provides|deliver|delivers|furnish|furnishes)\s+(?:to\s+)?(?:the\s+[A-Z][\w-]*\s+|[A-Z][\w-]*\s+|(?:you|us|them)\s+)(?:with\s+)?(?:a|an|its|their|the)\s+(?:written\s+)?(?:monthly|weekly|fortnightly|quarterly|annual|yearly|daily|regular|periodic|progress|status)\s+(?:[\w-]+\s+)?reports?\b|\breport\s+to\s+(?:the\s+)?[A-Z][\w-]*\s+(?:[\w-]+\s+){0,2}?${PERIOD}`), 'Communication'],
  // Said without the category's word, round 3 (h24rec):
  // Communication: telling, letting know, confirming — "will tell the Employer at once about any accident", "must
  // let the Client know by 8 am", "must tell the ward as soon as", "must confirm each booking within two hours". Not
  // "tell" as discerning ("cannot tell whether") nor a confirmation of a fact by an act ("confirm that it complies"
  // is a warranty's wording): the object is a party, or a booking or appointment — not an order (a confirmed order is
  // the contract's formation: "an order is concluded when the Supplier confirms it").
  [new RegExp(String.raw`\b(?:tell|tells|told)\s+${HEARER}\s+(?:at\s+once\s+|immediately\s+|promptly\s+|straight\s+away\s+)?(?:about|of|if|when|whether|as\s+soon\s+as|that|before|by|within|at\s+once|immediately|promptly)\b|\blet\s+${HEARER}\s+know\b|\bconfirm(?:s|ed)?\s+(?:each|every|the|all|any|a)\s+(?:[\w-]+\s+)?(?:bookings?|appointments?|reservations?|sessions?|visits?)\b`), 'Communication'],
  // Said without the category's word, round 4 (h24cat4):
  // Communication: a statement, report or confirmation sent to a party — "we will send you a written confirmation",
  // "the secretary will send each member a summary of the accounts"; a thing submitted to a party — "shall submit its
  // weekly plan to the Council" (not a dispute or claim submitted to a court or arbitration: that is their forum; nor
  // an application for payment or an invoice submitted: a bill; nor a report, survey, drawing or design submitted: the
  // work's product, Deliverables by C8 — "The Engineer shall submit a structural survey report to the Council"); a
  // party advised of or on something; a party told the facts — "must tell us the address and the time".
  [new RegExp(String.raw`\bsend(?:s)?\s+${RECEIVING_PARTY}\s+(?:a|an|the|its|their|our|your)\s+(?:[\w-]+\s+){0,2}?(?:confirmation|statement|report|summary|notice|reminder|update|acknowledge?ment|receipt|copy)\b|\bsubmits?\s+(?![^.;]{0,80}?\b(?:disputes?|claims?|controvers\w*|differences?|arbitration|jurisdiction|courts?|tribunal|payments?|invoices?|bills?|reports?|surveys?|drawings?|designs?|deliverables?)\b)(?:its|their|his|her|the|all|each|every|a|an)\s+(?:[\w-]+\s+){0,3}?to\s+(?:the\s+)?[A-Z][\w-]*\b|\badvises?\s+(?:the\s+)?[A-Z][\w-]*\s+(?:(?:promptly|at\s+once|once\s+a\s+(?:year|month|week)|annually|monthly)\s+)?(?:on|of|about|that|whether|in\s+writing)\b|\btells?\s+(?:us|you|them|(?:the\s+)?[A-Z][\w-]*)\s+(?:the|your|its|their|his|her|what|which|where|how)\b`), 'Communication'],
  // Said without the category's word, round 5 (h25cat5):
  // Communication: a message sent by a means of sending — "The Club will send the rota by e-mail each Sunday",
  // "may resign by registered letter", "by recorded delivery"; an address for service chosen — "choose their
  // domicilium at the addresses below".
  [/\bsend(?:s)?\b[^.;]{0,80}?\bby\s+e-?mail\b|\bby\s+(?:registered|recorded)\s+(?:letter|post|mail|delivery)\b|\bdomicilium\b/i, 'Communication'],
  // A list item that is a paper sent with the goods — "(b) a certificate of conformity for each lot;", "(i) a
  // delivery note showing the weight;", "(c) a statement of the origin of each ingredient;": information one party sends
  // the other (C8), whatever the lead-in's subject. Only an item of its own (a marker, then the paper), not a paper
  // named in a clause ("the certificate of origin travels with the goods").
  [/^\s*\(?(?:[ivx]{1,4}|[a-h]|\d{1,2})[.)]\s+(?:a|an|the|one)\s+(?:[\w-]+\s+){0,2}?(?:(?:delivery|dispatch|despatch|advice|consignment)\s+notes?|certificates?\s+of\s+(?:analysis|conformity|origin|quality|compliance|inspection)|statements?\s+of|packing\s+lists?|manifests?)\b/i, 'Communication'],
  // Said without the category's word, round 6 (h25cat6):
  // Communication: anything done by e-mail — "Members book courts by e-mail", "complaints may be made by email" (not an
  // invoice sent by e-mail: billing, whose neighbour a section's price does not take); telling
  // the other party in writing — "by telling the Club in writing", and what is told named between (h77c60: "must tell
  // the Lessor so in writing", "notify the Client of this in writing": sets 1–60 label both Communication).
  [/^(?![^]{0,400}\binvoic)[^]{0,400}?\bby\s+e-?mail\b|\b(?:telling|informing|notifying|tell|inform|notify)\s+(?:us|you|them|him|her|(?:the\s+)?[A-Z][\w-]*)\s+(?:(?:so|thereof|of\s+(?:this|it|that|them))\s+)?in\s+writing\b/i, 'Communication'],
  // Said without the category's word, round 8 (h26cat8):
  // Communication: a party made to report something, with or without its addressee — "The Hirer must report any
  // breakdown at once", "The Tenant shall promptly report faults through the helpdesk" (not "report its findings" or
  // "report the results": the work's output, categories-fifth-set.test.ts); a list, a copy or a record
  // sent or given to the other party (C8) — "The Club will send the Landowner an updated list of members", "give the
  // Council a copy of the certificate"; a letter written to the other party — "we will write to you with the new rate".
  // A receipt e-mailed and copies provided to the other party (round 9, h27cat9) — "we will e-mail you a receipt",
  // "shall provide copies to the Council".
  // Not things handed out by number ("give you 15 free copies": a deliverable).
  // (h68com) The same report as a duty's second verb or a list item's ("must leave them clean and report any breakages
  // to us", "is obliged to inspect each delivery and to report any defect", "(d) report any damage to our staff"): sets
  // 1–54 label 12 of the 13 such sentences Communication (the 13th already holds two categories), C8.
  [new RegExp(String.raw`(?:\b${DUTY}\s+|\b(?:and|or)\s+(?:to\s+)?|^\W{0,8}(?:[ivx]{1,4}|[a-h]|\d{1,2})[.)]\s+)(?:promptly\s+|immediately\s+|at\s+once\s+)?report\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+(?:[\w-]+\s+){0,4}?)?(?:any|every|each|all|a|an|faults?|defects?|losses?|incidents?|breakdowns?|damage)\b|\b(?:send|sends|give|gives|e-?mail|e-?mails)\s+(?:to\s+)?(?:the\s+[A-Z][\w-]*|you|us|them|[A-Z][\w-]*)\s+(?:an?\s+|the\s+|its\s+|their\s+|each\s+)?(?:[a-z][\w-]*\s+){0,2}?(?:calendars?|lists?|schedules?|summar(?:y|ies)|updates?|cop(?:y|ies)|records?|certificates?|receipts?)\b|\b(?:provide|provides|send|sends)\s+cop(?:y|ies)\s+(?:of\s+(?:it|them|each|the\s+[\w-]+)\s+)?to\s+(?:the\s+)?(?:[A-Z][\w-]*|you|us|them)\b|\bwrite\s+to\s+(?:you|us|them|him|her|the\s+[A-Z][\w-]*)\b`), 'Communication'],
  // Said without the category's word, round 9 (h27cat9):
  // Communication: an order's answer — "confirm or reject each order" (not "accept or reject": the choice to buy); a periodic return or report submitted —
  // "shall submit a quarterly return of visitors to the Council"; an act done by telling the other — "You may pause
  // the plan by telling us a week before".
  [/\b(?:confirm|acknowledge)s?\s+or\s+(?:reject|decline|refuse)s?\s+(?:each|every|any|all|the|a)\s+(?:[\w-]+\s+)?orders?\b|\bsubmits?\s+(?:a|an|the|its|their|each)\s+(?:written\s+)?(?:daily|weekly|monthly|quarterly|annual|yearly|half-yearly)\s+(?:returns?|reports?|statements?)\b|\bby\s+(?:telling|calling|phoning|ringing|emailing|e-mailing|texting|messaging)\s+(?:us|you|them|him|her|the\s+[A-Z][\w-]*)\b/, 'Communication'],
  // (h29c38) A message passed on to the other party — "shall forward to the Owner every complaint it receives", "we
  // will forward the request to you" (sets 1–37: 2 of the 2 such sentences Communication; an invoice forwarded is a
  // bill, no message). Not a sum carried or brought forward. (h29c38 also tried a statement sent with a payment and
  // dropped it for set 3's cost; h29c37's cue, merged beside it, reads it, and h30cue decided for it:
  // INFORMATION_STRONG_CUES above, with the labelled sets' count.) Not a claim forwarded to an insurer or an
  // underwriter (h30cue, review hrev23): "shall forward the claim forms to the insurer" is no message to the other party
  // (C8) but the insurance's claim, its own category's; a complaint forwarded to the Insurer a broker serves still is
  // one. Windows bounded: linear.
  [/(?<!\b(?:carried|brought|carry|carries|bring|brings)\s{1,64})\bforward(?:s|ed|ing)?\b(?!(?=[^.;]{0,80}?\bclaims?\b)[^.;]{0,80}?\bto\s+(?:the\s+|its\s+|their\s+|an?\s+)?(?:[\w-]+\s+)?(?:insurers?|underwriters?|insurance\s+(?:company|companies|brokers?))\b)[^.;]{0,60}?\b(?:requests?|claims?|complaints?|notices?|correspondence|enquir(?:y|ies)|inquir(?:y|ies)|messages?|letters?)\b|\b(?:requests?|complaints?|notices?|correspondence|enquir(?:y|ies)|inquir(?:y|ies)|messages?|letters?)\b[^.;]{0,60}?\bforward(?:s|ed)?\s+(?:it|them)\s+to\b/i, 'Communication'],
];
