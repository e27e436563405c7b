/**
 * The vetoes of cue words: patterns that take a category's cue word into another sense ("Tax payments" are about
 * taxes), the general list (CUE_VETOES) and every cue file's gathered once (ALL_VETOES). A veto silences the category's
 * cue and its learned proposal. In a file of their own, apart from the evidence and ranking tables of
 * category-vetoes.ts, so that those tables may read the cue reading (category-cue-evidence.ts, which reads this list)
 * without an import cycle (bench/log.md, h68left's Left). A new cue file's vetoes: export `<NAME>_VETOES` from the cue
 * file and spread it into ALL_VETOES below.
 */
import { type CategoryLabel } from '../../wire.js';
import { COMMERCIAL_VETOES } from './cues/category-cues-commercial.js';
import { DRAFTING_VETOES } from './cues/category-cues-drafting.js';
import { OPERATIONS_VETOES } from './cues/category-cues-operations.js';
import { QUANTITY_ROW_VETOES, SCOPE_VETOES } from './cues/category-cues-scope.js';
import { DEEMED_ACCEPTANCE_VETOES } from './cues/category-cues-deliverable-acceptance.js';
import { DELIVERY_VETOES, SALE_POSSESSION_VETOES } from './cues/category-cues-delivery.js';
import { PAID_IN_INSTALMENTS_VETOES } from './cues/category-cues-payment.js';
import { LICENSED_MARKS_VETOES } from './cues/category-cues-licences-to-use.js';
import { END_VETOES } from './cues/category-cues-ends.js';
import { AMOUNT_VETOES } from './cues/category-cues-amounts.js';
import { WARRANTY_VETOES } from './cues/category-cues-warranties.js';
import { INTELLECTUAL_PROPERTY_VETOES } from './cues/category-cues-intellectual-property.js';
import { PHYSICAL_SAFETY_VETOES } from './cues/category-cues-physical-safety.js';
import { AUDIT_VETOES } from './cues/category-cues-audits.js';
import { SOLD_AS_SEEN_VETOES } from './cues/category-cues-title-covenants.js';
import { PAID_INTO_ACCOUNT, TAX_PAID_WHEN } from './cues/category-cues-tax-paid-when.js';
import { TAX_AT_A_RATE } from './cues/tax-word.js';
import { STATEMENT_ENDED_VETOES } from './cues/category-cues-statement-ended.js';
import { PREMISES_ENTRY_VETOES } from './cues/category-cues-others-premises.js';
import { INSURANCE_VETOES } from './cues/category-cues-insurance.js';
import { INFORMATION_SECURITY_VETOES } from './cues/category-cues-information-security.js';
import { RECITAL_WISH_VETOES } from './cues/category-cues-recital-wishes.js';
import { GOODS_TAKEN_IN_VETOES } from './cues/category-cues-goods-taken-in.js';
import { PRICES_KEPT_CONFIDENTIAL_VETOES } from './cues/category-cues-prices-kept-confidential.js';
import { RECORDS_HANDED_OVER_VETOES } from './cues/category-cues-records-handed-over.js';
import { CANCELLED_OCCURRENCE_VETOES } from './cues/category-cues-cancelled-occurrences.js';
import { FORCE_MAJEURE_EXCEPTED_VETOES } from './cues/category-cues-force-majeure-excepted.js';
import { DEFINITION_KEPT_CURRENT_VETOES } from './cues/category-cues-definitions-kept-current.js';
import { INTERVIEW_GIVEN_VETOES } from './cues/category-cues-interviews-given.js';
import { PASS_CANCELLED_VETOES } from './cues/category-cues-passes-cancelled.js';
import { COURT_REGISTRY_VETOES } from './cues/category-cues-courts-as-registries.js';
import { NOT_RESPONSIBLE_VETOES } from './cues/category-cues-not-responsible.js';
import { PERSONAL_RECORDS_VETOES } from './cues/category-cues-personal-records.js';
import { SOUND_RECORDINGS_VETOES } from './cues/category-cues-sound-recordings.js';
import { CARD_SETTLEMENT_VETOES } from './cues/category-cues-card-settlement.js';
import { SERVICES_VETOES } from './cues/category-cues-services.js';
import { PERIODIC_REPORT_VETOES } from './cues/category-cues-periodic-reports.js';
import { GOODS_STORED_VETOES } from './cues/category-cues-goods-stored.js';
import { AMOUNT_TAX_QUALIFIER, TAX_WORD } from './category-cue-lists.js';
import { WORKS_HANDED_OVER_VETOES } from './cues/category-cues-works-handed-over.js';
import { REGULATOR_LICENCE_VETOES } from './cues/category-cues-regulator-licences.js';
import { EXCUSED_SHIPMENT_VETOES } from './cues/category-cues-charter-party.js';
import { DELAY_DAMAGES_VETOES } from './cues/category-cues-delay-damages.js';
import { SIGNING_FORMULA_VETOES } from './cues/category-cues-rules-and-engagements.js';
import { OWN_STAFF_PAY_VETOES } from './cues/category-cues-own-staff-pay.js';
import { FEES_REFUSED_VETOES } from './cues/category-cues-fees-refused.js';
import { CODE_OF_CONDUCT_VETOES } from './cues/category-cues-codes-of-conduct.js';
import { COSTS_INCLUDED_VETOES } from './cues/category-cues-costs-included.js';
import { STAFF_ASSIGNED_VETOES } from './cues/category-cues-staff-assigned.js';
import { RETURNED_PAYMENT_VETOES } from './cues/category-cues-full-price.js';
import { PARTNERSHIP_MONEY_VETOES } from './cues/category-cues-partnership-money.js';
import { USE_GIVEN_VETOES } from './cues/category-cues-use-given.js';
import { PRICE_IN_KIND_VETOES } from './cues/category-cues-price-in-kind.js';
import { SUBCONTRACT_NAMED_VETOES } from './cues/category-cues-subcontract-named.js';

/**
 * A tax among what an amount includes, after a relative clause: "…, which include all entrance fees and local taxes".
 * Not when the taxes are what the clause is said of ("shall pay all taxes, which include income tax …": a tax paid,
 * hrev77). Bounded gaps.
 */
const INCLUDED_TAX = String.raw`(?<!\b(?:tax|taxes|taxation|VAT|GST|HST|duties|levies),?\s{1,8})\b(?:which|that)\s{1,8}(?:include|includes|cover|covers)\s{1,8}[^.;]{0,160}?(?:${TAX_WORD})`;

/**
 * Words that bill beside a title kept until paid (C96): a time to pay, a sum payable, an invoice, interest or arrears, a
 * party that pays ("… until paid, and the Hirer shall pay each instalment within 5 days").
 */
const TITLE_SENTENCE_BILLS = String.raw`\b(?:pays?|payable|invoices?|within|interest|late|arrears)\b`;

/** Words that take a cue word into another category's sense: "Tax payments", "withhold taxes on payments" are about taxes. */
const CUE_VETOES: readonly [RegExp, CategoryLabel][] = [
  // Rules or standards "notified (to it) by" the other party describe what is to be complied with, not a notice given;
  // "shall be notified by", "is deemed notified by" is one.
  [/(?<!\b(?:be|been|being|is|are|was|were|deemed)\s{1,64})\bnotified\s+(?:to\s+\w+\s+)?by\b/i, 'Communication'],
  // The attestation of a signature block ("on the date first written above") communicates nothing.
  [/\b(?:first\s+)?(?:above|before)\s+written\b|\bfirst\s+written\s+above\b/i, 'Communication'],
  // A tax is no bill (a "tax invoice" still is one: TAX_WORD). A tax that only qualifies an amount ("a fee of £400 plus
  // VAT", "JPY 2,900 per room, plus consumption tax", "excluding GST") is no subject of its own: the sentence still bills
  // (h26cat7, round 7) — unless a clause about the tax follows it ("exclusive of VAT, which the Client shall pay") or its
  // rate is given ("plus VAT at 20%": the tax calculated, Pricing & Taxes alone as docs/contract-labels.md shows it).
  // (h43pay) Not when the sentence also says when or how the tax is paid ("which the Buyer shall pay on receipt of a
  // valid VAT invoice"): a term of payment beside the tax, both categories (C9; category-cues-tax-paid-when.ts). The
  // guard is anchored and its window bounded: linear. (h77c60) Nor when the tax is among what the amount includes, said
  // by a relative clause ("shall pay the net rates, which include all entrance fees, transport and local taxes"): the
  // tax qualifies the amount as "including VAT" does (INCLUDED_TAX). (h104c79) Nor when the sums are paid into or
  // debited from an account (PAID_INTO_ACCOUNT): how they are paid, a term of payment beside the tax — unless the tax is
  // given with its rate ("debits the fees … from the cash account, plus VAT at 20%"): C31's Pricing & Taxes alone.
  // (h105tax) "With its rate" is a figure, read in one place for this veto and for paysStatedAmount (tax-word.ts'
  // TAX_AT_A_RATE): "plus VAT at the applicable rate" names no figure, the tax only qualifies the amount, and the
  // sentence still bills.
  [new RegExp(String.raw`^(?![^]{0,1200}?(?:${TAX_PAID_WHEN}|${INCLUDED_TAX}))(?:(?![^]{0,1200}?${PAID_INTO_ACCOUNT})[^]*?(?:${AMOUNT_TAX_QUALIFIER}(?:${TAX_WORD})|(?:${TAX_WORD})(?=,?\s+which\b))|[^]*?${TAX_AT_A_RATE})`, 'i'), 'Payment Terms & Billing'],
  // Payment card data is personal data to protect, not a bill.
  [/\bpayment\s+card\s+(?:data|details|information|numbers?)\b/i, 'Payment Terms & Billing'],
  // Payments as bribes or gifts ("any payment to a public official", "payments or gifts") are an anti-corruption rule, not billing.
  [/\bbrib(?:e|es|ery)\b|\bcorrupt|\bgifts?\b|\bpublic officials?\b|\bpolitical contributions?\b|\bkickbacks?\b/i, 'Payment Terms & Billing'],
  // Controlling the defence of a claim ("control over the conduct of, or settlement of litigation arising from any
  // Third Party Claim") is the indemnity's claims handling, not the parties' own dispute resolution.
  [/\b(?:control|conduct)\s+(?:of|over)\s+(?:the\s+)?(?:conduct\s+of\s*(?:,\s*)?(?:or\s+)?)?(?:the\s+)?(?:defen[cs]e|settlement|litigation|proceedings)\b/i, 'Dispute Resolution'],
  // (h80c62) The contract "governed by the following clauses" (or "by these terms") names the clauses that make it up, no
  // law and no forum (C1: Dispute Resolution is the governing law and the forum): not where the sentence names a law,
  // a dispute, an arbitration or a court as well. Anchored guard, windows bounded: linear.
  [/^(?![^]{0,600}?\b(?:laws?|legislation|disput\w*|arbitrat\w*|courts?|jurisdiction)\b)[^]{0,400}?\bgoverned\s{1,8}by\s{1,8}(?:the\s{1,8}(?:following|present)|these|its|the\s{1,8}clauses)\s{1,8}(?:clauses|terms|conditions|provisions|articles|below)?/i, 'Dispute Resolution'],
  // (C96; h80c62, h96cat) The title kept until, or passing when, the last payment is made, whatever names the thing ("The
  // van remains the property of the Owner until the last instalment has been paid", "The pump stays the property of the
  // Company until you have paid all sums due", "When you have made the last payment, the system becomes your property"):
  // the payment is the moment the ownership stays or passes (Asset Use, C83; Delivery), no payment billed (sets 1–73: none
  // of such sentences carries Payment Terms & Billing — sets 22, 49, 62, 73). Not where the sentence bills too (TITLE_
  // SENTENCE_BILLS: "… until paid, and the Hirer shall pay each instalment within 5 days"). Anchored guards, windows
  // bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,600}?${TITLE_SENTENCE_BILLS})(?=[^]{0,400}?\b(?:property|title|ownership)\b)[^]{0,400}?(?:\b(?:remains?|remained|stays?|retains?)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?(?:property|ownership|title)\b[^.;]{0,80}?\buntil\b[^.;]{0,80}?\b(?:paid|payments?|instal+ments?)\b|\b(?:until|when|once|after)\s{1,8}(?:you|we|it|they|the\s{1,8}[A-Z][\w-]{0,30})\s{1,8}(?:has|have)\s{1,8}(?:made|paid)\s{1,8}(?:every|each|all|the\s{1,8}(?:last|final))\b)`, 'i'), 'Payment Terms & Billing'],
  // (C96, h103t78) The same moment said in the passive, with or without the title in the sentence: "When the last
  // instalment is paid, ownership of the Machine passes to the Hirer", "insures the Machine … until the last instalment
  // is paid" (an insurance's or a duty's span, Insurance or Asset Use, no bill; set 78's hire-purchase labels both so).
  // Not where the sentence bills too (TITLE_SENTENCE_BILLS). Anchored guard, bounded windows: linear.
  [new RegExp(String.raw`^(?![^]{0,600}?${TITLE_SENTENCE_BILLS})[^]{0,400}?\b(?:until|when|once|after)\s{1,8}the\s{1,8}(?:last|final)\s{1,8}(?:instal+ment|payment)\s{1,8}(?:is|has\s{1,8}been)\s{1,8}(?:paid|made)\b`, 'i'), 'Payment Terms & Billing'],
  // A cap measured by what was paid ("liability shall not exceed the fees paid in the prior twelve months") is about liability.
  [/\b(?:exceed|limited\s+to|capped\s+at)\b[^.;]{0,80}\b(?:paid|payable)\b/i, 'Payment Terms & Billing'],
  [/intellectual property|\bcopyright|\bpatents?\b|\btitle and interest\b/i, 'Assignments'],
  // Liabilities among the losses an indemnity covers ("indemnify the Buyer against all losses, costs and
  // liabilities") are the indemnity's object, not a limitation of liability; a liability named again in the sentence
  // ("provided that its aggregate liability under this indemnity shall not exceed") is one. Windows bounded: linear.
  [/(?<!\bliabilit[^.;]{0,200})\bindemnif\w*\b[^.;]{0,80}?\bagainst\b(?:(?!liabilit)[^.;]){0,60}\bliabilit\w*(?![^.;]{0,200}\bliabilit)/i, 'Liability'],
  // So is the negligence an indemnity answers for ("indemnify the other against claims arising from the negligence
  // of its employees"), when the sentence names no liability of its own.
  // (h30c39) Held harmless "from" claims as "against" them, and a carve-out further on ("against all claims arising from
  // the operation of the Hotel, except those caused by the Operator's gross negligence").
  [/(?<!\bliab[^;]{0,200})\bindemnif\w*\b[^;]{0,120}?\b(?:against|from)\b[^;]{0,120}\bnegligen(?![^;]{0,200}\bliab)/i, 'Liability'],
  // (h30c39) Excused from a delay or a loss by the events of force majeure its words name ("is not responsible for any
  // delay or loss arising from war, strikes, lock-outs …"): Force Majeure only (C4), no Liability.
  [/\bnot\s+(?:be\s+)?(?:liable|responsible)\s+for\s+(?:any\s+)?(?:delay|failure)(?:\s+or\s+(?:loss|damage))?\s+(?:arising|caused|resulting)\s+(?:from|by|out\s+of)\s+(?:[\w-]+\s+){0,3}?(?:wars?|strikes?|lock-?outs?|riots?|epidemics?|pandemics?|acts?\s+of\s+god|fires?|floods?|storms?|civil\s+commotion|terrorism|events?\s+beyond)\b/i, 'Liability'],
  // A company's legal form ("a limited liability company") says nothing about liability.
  [/\blimited\s+liability\s+(?:company|partnership|corporation)\b/i, 'Liability'],
];

/** Every veto: the list above, the commercial clauses', the operational clauses', the service clauses' and other drafting's. */
export const ALL_VETOES: readonly [RegExp, CategoryLabel][] = [...CUE_VETOES, ...FEES_REFUSED_VETOES, ...CODE_OF_CONDUCT_VETOES, ...COMMERCIAL_VETOES, ...OPERATIONS_VETOES, ...SERVICES_VETOES, ...DRAFTING_VETOES, ...INFORMATION_SECURITY_VETOES, ...AMOUNT_VETOES, ...PHYSICAL_SAFETY_VETOES, ...WARRANTY_VETOES, ...INTELLECTUAL_PROPERTY_VETOES, ...END_VETOES, ...AUDIT_VETOES, ...SOLD_AS_SEEN_VETOES, ...INSURANCE_VETOES, ...SCOPE_VETOES, ...SALE_POSSESSION_VETOES,
  ...DELIVERY_VETOES, ...STATEMENT_ENDED_VETOES, ...PREMISES_ENTRY_VETOES, ...PERIODIC_REPORT_VETOES, ...CARD_SETTLEMENT_VETOES, ...PRICES_KEPT_CONFIDENTIAL_VETOES, ...RECORDS_HANDED_OVER_VETOES, ...CANCELLED_OCCURRENCE_VETOES, ...FORCE_MAJEURE_EXCEPTED_VETOES, ...DEFINITION_KEPT_CURRENT_VETOES, ...INTERVIEW_GIVEN_VETOES, ...PASS_CANCELLED_VETOES, ...COURT_REGISTRY_VETOES, ...PERSONAL_RECORDS_VETOES, ...SOUND_RECORDINGS_VETOES, ...GOODS_TAKEN_IN_VETOES, ...RECITAL_WISH_VETOES, ...LICENSED_MARKS_VETOES, ...NOT_RESPONSIBLE_VETOES, ...GOODS_STORED_VETOES, ...REGULATOR_LICENCE_VETOES, ...WORKS_HANDED_OVER_VETOES, ...EXCUSED_SHIPMENT_VETOES, ...DELAY_DAMAGES_VETOES, ...SIGNING_FORMULA_VETOES, ...OWN_STAFF_PAY_VETOES, ...COSTS_INCLUDED_VETOES, ...STAFF_ASSIGNED_VETOES, ...RETURNED_PAYMENT_VETOES, ...SUBCONTRACT_NAMED_VETOES, ...DEEMED_ACCEPTANCE_VETOES, ...QUANTITY_ROW_VETOES, ...PAID_IN_INSTALMENTS_VETOES, ...PARTNERSHIP_MONEY_VETOES, ...PRICE_IN_KIND_VETOES, ...USE_GIVEN_VETOES];
