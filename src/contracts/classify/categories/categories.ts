/**
 * Categories of an element: what its section is about (the section title, read through a small lexicon)
 * and what the sentence itself says (cue words read in their sense). The model of `category-model.ts` weighs
 * and ranks what those two propose; alone it names nothing. The learned model of `category-logistic.ts` proposes a
 * category at even odds or better. See docs/contracts.md, Classification.
 */
import { foldedForPrefilter, mayMatch, mayMatchAny, prefilteredTest } from '../../../common/regex-prefilter.js';
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { COMMERCIAL_CUES, COMMERCIAL_VETOES, GUARANTEE_THAT } from './cues/category-cues-commercial.js';
import { DRAFTING_CUES, DRAFTING_VETOES } from './cues/category-cues-drafting.js';
import { isLandLicence } from './cues/category-cues-events.js';
import { PRESENT_ASSIGNMENT } from './cues/category-cues-ip-assignment.js';
import { OPERATIONS_CUES, OPERATIONS_VETOES } from './cues/category-cues-operations.js';
import { PERFORMANCE_CUES, withoutLicensedNames } from './cues/category-cues-performance.js';
import { ASSET_CUES, ASSET_STRONG_CUES, LONE_SUBLETTING } from './cues/category-cues-assets.js';
import { OWN_DUTY_CUES } from './cues/category-cues-own-duties.js';
import { SCOPE_CUES, SCOPE_STRONG_CUES, SCOPE_VETOES } from './cues/category-cues-scope.js';
import { DELIVERY_CUES, DELIVERY_VETOES, PASSED_TO_INSURER } from './cues/category-cues-delivery.js';
import { GOODS_CARRIED_STRONG_CUES } from './cues/category-cues-goods-carried.js';
import { DEAL_OBJECT_STRONG_CUES } from './cues/category-cues-deal-object.js';
import { CODE_OF_CONDUCT_STRONG_CUES } from './cues/category-cues-codes-of-conduct.js';
import { KEPT_LOG_STRONG_CUES } from './cues/category-cues-kept-logs.js';
import { STOCK_COUNT_STRONG_CUES } from './cues/category-cues-stock-counts.js';
import { LIEN_STRONG_CUES } from './cues/category-cues-liens.js';
import { PRICE_CHANGE_STRONG_CUES } from './cues/category-cues-price-changes.js';
import { SERVICE_CREDIT_SHARE_STRONG_CUES } from './cues/category-cues-service-credits.js';
import { TERM_ROW_STRONG_CUES } from './cues/category-cues-term-rows.js';
import { SOLE_REMEDY_STRONG_CUES } from './cues/category-cues-sole-remedies.js';
import { STRUCTURAL_REPAIR_STRONG_CUES } from './cues/category-cues-structural-repairs.js';
import { KEPT_IN_ORDER_STRONG_CUES } from './cues/category-cues-kept-in-order.js';
import { GOODS_PACKED_STRONG_CUES } from './cues/category-cues-goods-packed.js';
import { ENDING_RIGHT_STRONG_CUES } from './cues/category-cues-ending-rights.js';
import { CHARGED_SEPARATELY_STRONG_CUES } from './cues/category-cues-charged-separately.js';
import { DEPOSIT_SHARE_STRONG_CUES } from './cues/category-cues-deposit-shares.js';
import { BACKGROUND_CHECK_STRONG_CUES } from './cues/category-cues-background-checks.js';
import { LICENCE_TO_USE_STRONG_CUES, LICENSED_MARKS_VETOES } from './cues/category-cues-licences-to-use.js';
import { OUTCOME_NOT_GUARANTEED_STRONG_CUES } from './cues/category-cues-outcomes-not-guaranteed.js';
import { ENTRUSTED_RETURN_STRONG_CUES } from './cues/category-cues-entrusted-returns.js';
import { WRITTEN_ACT_CUES } from './cues/category-cues-written-acts.js';
import { WRITTEN_APPROVAL_STRONG_CUES } from './cues/category-cues-written-approvals.js';
import { DISCLOSURE_BAR_STRONG_CUES } from './cues/category-cues-disclosure-bars.js';
import { LOSS_COMPENSATED_STRONG_CUES } from './cues/category-cues-losses-compensated.js';
import { DAMAGE_MADE_GOOD_STRONG_CUES } from './cues/category-cues-damage-made-good.js';
import { SIGNED_WRITING_NOT_SAID } from './cues/category-cues-signed-writings.js';
import { namesWrittenConsent } from './category-written-consent.js';
import { TRAINED_AND_REPORTED_CUES } from './cues/category-cues-trained-and-reported.js';
import { INSOLVENCY_CUES, SUMS_NOT_OWED_NOT_SAID, SUMS_OWED_CUES } from './cues/category-cues-sums-owed.js';
import { END_CUES, END_VETOES } from './cues/category-cues-ends.js';
import { AMOUNT_CUES, AMOUNT_VETOES, PAID_AMOUNT_STRONG_CUES, PRICE_PAID_NOT_SAID } from './cues/category-cues-amounts.js';
import { CONFIDENTIALITY_CUES } from './cues/category-cues-confidentiality.js';
import { INFORMATION_CUES, INFORMATION_STRONG_CUES } from './cues/category-cues-information.js';
import { PRIVACY_CUES } from './cues/category-cues-privacy.js';
import { PRIVACY_NOTICE_NOT_SAID } from './cues/category-cues-privacy-notices.js';
import { DAMAGE_PAID_NOT_SAID } from './cues/category-cues-damage-paid.js';
import { RENEWED_PAPER_NOT_SAID } from './cues/category-cues-renewed-papers.js';
import { WARRANTY_CUES, WARRANTY_STRONG_CUES, WARRANTY_VETOES } from './cues/category-cues-warranties.js';
import { INTELLECTUAL_PROPERTY_CUES, INTELLECTUAL_PROPERTY_VETOES, REGISTRY_FILING_NOT_SAID } from './cues/category-cues-intellectual-property.js';
import { isMoneySecurity, PHYSICAL_SAFETY_CUES, PHYSICAL_SAFETY_STRONG_READING, PHYSICAL_SAFETY_VETOES } from './cues/category-cues-physical-safety.js';
import { LENT_GOODS_CUES } from './cues/category-cues-lent-goods.js';
import { AUDIT_CUES, AUDIT_STRONG_CUES, AUDIT_VETOES, isAcceptanceInspection } from './cues/category-cues-audits.js';
import { TAX_PAID_WHEN } from './cues/category-cues-tax-paid-when.js';
import { PAID_SHARE_CUES } from './cues/category-cues-paid-shares.js';
import { INVOICE_VALUE_NOT_SAID, PAID_AS_CONDITION_NOT_SAID, PAID_AS_TIME_NOT_SAID, PAYMENT_CUES, PAYMENT_STRONG_CUES } from './cues/category-cues-payment.js';
import { BUSINESS_CONTINUITY_CUES } from './cues/category-cues-business-continuity.js';
import { SHARE_TRANSFER_CUES } from './cues/category-cues-share-transfers.js';
import { RATE_ROW_CUES } from './cues/category-cues-rate-rows.js';
import { BUSINESS_PASSING_STRONG_CUES, isBuyerBoundSale } from './cues/category-cues-business-passing.js';
import { INSTALMENT_ROW_CUES } from './cues/category-cues-instalment-rows.js';
import { AMOUNT_ROW_CUES, isAmountRow } from './cues/category-cues-amount-rows.js';
import { GOODS_QUALITY_CUES } from './cues/category-cues-goods-quality.js';
import { STATEMENT_ENDED_VETOES } from './cues/category-cues-statement-ended.js';
import { EXCLUSIVE_GRANT_CUES } from './cues/category-cues-exclusive-grant.js';
import { OTHERS_PREMISES_CUES, PREMISES_ENTRY_VETOES } from './cues/category-cues-others-premises.js';
import { DELIVERABLE_ACCEPTANCE_CUES, LISTED_BENEFITS_STRONG_CUES } from './cues/category-cues-deliverable-acceptance.js';
import { DELIVERABLES_CUES, DELIVERABLES_STRONG_CUES } from './cues/category-cues-deliverables.js';
import { INSURANCE_CUES, INSURANCE_VETOES, INSURER_NAME_NOT_SAID } from './cues/category-cues-insurance.js';
import { AMENDMENT_AND_PRECEDENCE_CUES } from './cues/category-cues-amendments-and-precedence.js';
import { isClosingLine, isSignatureLine } from '../signatures/signature-lines.js';
import { INFORMATION_SECURITY_VETOES } from './cues/category-cues-information-security.js';
import { isBareCooperation } from './category-cooperation.js';
import { isLatePaymentCharge } from './category-late-payment.js';
import { isMoneyDeposit } from './category-money-deposit.js';
import { isReimbursement } from './category-reimbursement.js';
import { isEndingFeeAlone, namesEndingFee } from './category-ending-fee.js';
import { ISO_CURRENCY } from './currency-codes.js';
import { CALL_TERMINATION_NOT_SAID } from './cues/category-cues-call-termination.js';
import { REGULATORY_LICENCE_NOT_SAID } from './cues/category-cues-regulatory-licences.js';
import { COMPLIANCE_CUES, STANDARD_NAME_NOT_SAID } from './cues/category-cues-compliance.js';
import { HOSTILE_ACT_CUES, HOSTILE_ACT_NOT_SAID } from './cues/category-cues-hostile-acts.js';
import { isExitListItem } from './category-exit-titles.js';
import { CHARTER_PARTY_CUES, CHARTER_PARTY_STRONG_CUES, CLUB_NAME_NOT_SAID, EXCUSED_LOSS_NOT_SAID } from './cues/category-cues-charter-party.js';
import { OTHERS_ACTS_CUES } from './cues/category-cues-others-acts.js';
import { KEPT_BOOKS_STRONG_CUES } from './cues/category-cues-kept-books.js';
import { PAPERS_SENT_STRONG_CUES } from './cues/category-cues-papers-sent.js';
import { FIRE_RESISTANCE_STRONG_CUES } from './cues/category-cues-fire-resistance.js';
import { HIRED_THING_STRONG_CUES } from './cues/category-cues-hired-things.js';
import { LEASED_THING_STRONG_CUES } from './cues/category-cues-leased-things.js';
import { SCHEDULED_RATE_CUES } from './cues/category-cues-scheduled-rates.js';
import { SUBSCRIPTION_TERM_CUES, SUBSCRIPTION_TERM_STRONG_CUES } from './cues/category-cues-subscription-terms.js';
import { PROCESSOR_LIABILITY_CUES } from './cues/category-cues-processor-liability.js';
import { SUB_AGENT_STRONG_CUES } from './cues/category-cues-sub-agents.js';
import { OTHERS_ENGAGED_STRONG_CUES } from './cues/category-cues-others-engaged.js';
import { REMOVED_AND_MADE_GOOD_STRONG_CUES } from './cues/category-cues-removed-and-made-good.js';
import { RETENTION_PERIOD_NOT_SAID } from './cues/category-cues-retention-periods.js';
import { RECITAL_WISH_VETOES } from './cues/category-cues-recital-wishes.js';
import { GOODS_TAKEN_IN_STRONG_CUES, GOODS_TAKEN_IN_VETOES } from './cues/category-cues-goods-taken-in.js';
import { FEES_DEDUCTED_CUES } from './cues/category-cues-fees-deducted.js';
import { PRICES_KEPT_CONFIDENTIAL_VETOES } from './cues/category-cues-prices-kept-confidential.js';
import { BANK_CHARGES_CUES } from './cues/category-cues-bank-charges.js';
import { RECORDS_HANDED_OVER_VETOES } from './cues/category-cues-records-handed-over.js';
import { CANCELLED_OCCURRENCE_VETOES } from './cues/category-cues-cancelled-occurrences.js';
import { PUBLICITY_USE_CUES } from './cues/category-cues-publicity-use.js';
import { LOSS_WORD_NAMES_A_TASK, NOT_RESPONSIBLE_CUES, NOT_RESPONSIBLE_VETOES } from './cues/category-cues-not-responsible.js';
import { PERSONAL_RECORDS_VETOES } from './cues/category-cues-personal-records.js';
import { SOUND_RECORDINGS_VETOES } from './cues/category-cues-sound-recordings.js';
import { PERSONAL_DATA_NAMED_CUES } from './cues/category-cues-personal-data-named.js';
import { DATA_PROTECTION_CUES } from './cues/category-cues-data-protection.js';
import { CARD_SETTLEMENT_CUES, CARD_SETTLEMENT_STRONG_CUES, CARD_SETTLEMENT_VETOES } from './cues/category-cues-card-settlement.js';
import { CARD_LOSS_CUES } from './cues/category-cues-card-losses.js';
import { GRANTED_PERIOD_CUES } from './cues/category-cues-granted-period.js';
import { SERVICES_CUES, SERVICES_VETOES } from './cues/category-cues-services.js';
import { SOFTWARE_ESCROW_CUES } from './cues/category-cues-software-escrow.js';
import { LIABILITY_HEAD_CUES, LIABLE_FOR_ANY_STRONG_CUES } from './cues/category-cues-liability-heads.js';
import { PERIODIC_REPORT_VETOES } from './cues/category-cues-periodic-reports.js';
import { GOODS_STORED_CUES, GOODS_STORED_VETOES } from './cues/category-cues-goods-stored.js';
import { NET_VALUE_NOT_SAID } from './cues/category-cues-net-values.js';
import { PRICE_NOT_WARRANTED_NOT_SAID, SALE_PRICE_STRONG_CUES } from './cues/category-cues-sale-prices.js';
import { LAND_USED_STRONG_CUES } from './cues/category-cues-land-used.js';
import { KEPT_INFORMED_STRONG_CUES } from './cues/category-cues-kept-informed.js';
import { categoryLogits } from './model/category-logistic.js';
import { learnedSenseVetoed } from './category-sense.js';
import { categoryLogOdds, stemsOf } from './model/category-model.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { startsWithListMarker } from '../text/text.js';
import { isSharedTitle, titleCategoriesIn, type TitleCategories } from './category-titles.js';
import { isPreamble } from './category-document-names.js';
// The title reading and the document's own name live in their files; their names stay importable from here, the categories' one entry.
export { isNumberedHeading, titleCategories, type TitleCategories } from './category-titles.js';
export { isDocumentTitle, isPreamble } from './category-document-names.js';

/**
 * A tax named in a sentence: a price's subject, and no bill's. One pattern for the cue and the veto that use it. A
 * "tax invoice" (what GST law calls an invoice) is an invoice, not a tax; so is a "tax document", and a "Tax ID" or tax
 * registration names a party (h24rec).
 */
const TAX_WORD = String.raw`\btax(?:es|ation)?\b(?!\s+(?:invoices?|documents?|receipts?|ID|identification|registration)\b)|\b(?:VAT|GST|HST)\b`;
/** Words by which a tax only qualifies an amount before it ("plus VAT", "exclusive of GST", "plus consumption tax"; h46conv: "less sales tax", which deducts it), as a lookbehind. */
const AMOUNT_TAX_QUALIFIER = String.raw`(?<!\b(?:plus|less|excluding|exclusive\s{1,64}of|inclusive\s{1,64}of|including|incl\.|excl\.)\s{1,64}(?:the\s{1,64}|all\s{1,64}|any\s{1,64})?(?:applicable\s{1,64})?(?:consumption|value\s{1,64}added|sales|goods\s{1,64}and\s{1,64}services)?\s{0,64})`;

/** Words in the sentence that point to a category: the lexicon half of the decision. */
const TEXT_CUES: readonly [RegExp, CategoryLabel][] = [
  // Not the document itself when it is an amendment ("the parties have read this Amendment").
  // … and a written modification or varying the scope, the services or the contract ("may vary the scope of the Services").
  [/(?<!\bthis\s)\bamendments?\b|\b(?:may|shall|will|be)\s+(?:only\s+)?(?:be\s+)?(?:amended|varied)\b|\bvariations?\s+(?:to|of)\s+th|\bwritten\s+modifications?\b|\bmodifications?\s+(?:to|of)\s+(?:this|the)\s+(?:agreement|contract|subcontract)\b|\bvary(?:ing)?\s+(?:the|this)\s+(?:scope|services|works|agreement|contract)\b/i, 'Amendments'],
  // Assets and equipment as things used, returned or looked after, not as what a tax or a disruption touches
  // ("taxes on its leased property, equipment or software").
  [/\b(?:use|using|used|return|returned|operate|operating|access|accessing|borrow|hire|look\s+after|care\s+of)\s+(?:\w+\s+){0,3}?(?:assets?|equipment)\b|\b(?:assets?|equipment)\s+(?:\w+\s+){0,3}?(?:provided|loaned|lent|issued|made\s+available|supplied)\s+(?:by|to)\b|\bpasswords?\b|\buser identifiers?\b|(?<!\btax\s{1,64})\b(?:return(?:s|ed|ing)?|hand(?:s|ed)?\s+over)\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:all\s+|any\s+)?(?:\w+\s+){0,2}?(?:property|keys|access\s+cards|passes(?!\s+(?:to|back|on|upon|when|at|from|with)\b))\b/i, 'Asset Use'],
  // Using what the other party owns or leases out: its premises, software, systems ("use the Software", "access
  // to the Premises", "leases to Tenant", "rent or lend the Software" (not "sublet", an assignment), "alterations to the Premises").
  [/\b(?:use|using|access(?:ing)?|occupy|occupation)\s+(?:and\s+use\s+)?(?:of\s+|to\s+)?(?:the|its|any|such|your|our|their)\s+(?:\w+\s+)?(?:premises|software|facilities|systems?|property|service|platform|application|site|environments?)\b|\bleases?\s+to\b|\b(?:rent|lend)\s+(?:or\s+\w+\s+)?the\s+(?:premises|software|property)\b|\balterations?\s+to\s+the\s+premises\b/i, 'Asset Use'],
  // Assignment of the contract or of rights under it, not of staff to work ("any assignment under this Agreement",
  // "assigned to work") nor of intellectual property (that is the Intellectual Property subject).
  [/\b(?:assign|transfer|novate)(?:s|ed)?(?:\s+or\s+(?:assign|transfer|novate|sub-?licen[cs]e|delegate)(?:s|d)?)?\s+(?:this|these|the|its|any|all|such|their|your|our|his|her)\s+(?:\w+\s+){0,2}(?:agreement|contract|lease|licen[cs]e|terms|order|sow|rights?|obligations?|benefits?|receivables?|interest)\b|\bassignments?\s+of\s+(?:this|the|its|any)\b|\bnovat|\bsuccessors and (?:permitted )?assigns\b|\bassign(?:ment)? or transfer|\btransfer or assign/i, 'Assignments'],
  [/\baudit|\brecords\b|\binspect|\bverify compliance\b/i, 'Audits'],
  // The effects of selling a business (the service's gist), not a continuity or recovery plan (h18gist).
  [/change of control|\bmerger\b/i, 'Business Continuity'],
  // "in writing" alone qualifies the form of an act ("agreed in writing"), not a communication.
  [/\bnotif(?:y|ied|ies|ication)|(?<!copyright\s)\bnotices?\b|\binform\b|\bwritten\b|\bcommunicat|\bannounce/i, 'Communication'],
  // "in writing" after an act of communicating ("request further information in writing", "rejects it in writing").
  [/\b(?:request|disclos|reject|confirm|object|respond|repl(?:y|ies|ied)|report)\w*\s+(?:[\w,]+\s+){0,6}?in\s+writing\b/i, 'Communication'],
  // Reporting something to a party ("report any cyber incident … to Prime", "report every event to the Council's adviser").
  [/\breport(?:s|ed)?\s+(?:any|every|each|all|the|a|an)\s+(?:[\w-]+\s+){0,6}?to\s+(?:the\s+)?[A-Z]/, 'Communication'],
  [/\bconfidential|\bnon-disclos|\bpublici[sz]e/i, 'Confidentiality'],
  [/\b(?:provid|suppl|deliver|prepar|produc|submit)\w*\s+(?:to\s+\w+\s+)?(?:the\s+|all\s+|any\s+|such\s+)?(?:\w+\s+){0,2}deliverables\b|\bdeliverables\s+(?:described|listed|set\s+out|specified)/i, 'Deliverables'],
  // Delivering a report is handing over a deliverable: both what is delivered and its delivery ("shall deliver the
  // final report to Client no later than …", "shall deliver to FDG the interim reports"); so is delivering the
  // Deliverables themselves, and a report given to "you" or "us" in plain-English terms ("give you a written report").
  // Case-sensitive on purpose: a capitalised word after the verb is the recipient ("deliver to FDG the reports"); the
  // verbs' and the noun's first letters may be capitals (a sentence start, a heading's "Reports").
  [/\b(?:[Dd]eliver(?:s|ed|ing)?|[Pp]rovid(?:e|es|ed|ing)|[Ss]ubmi(?:t|ts|tted|tting)|[Ss]en(?:d|ds|ding|t)|[Gg](?:ive|ives|iving|ave))\s+(?:to\s+)?(?:the\s+[A-Z][\w-]*\s+|[A-Z][\w-]*\s+|(?:you|us|them|him|her)\s+)?(?:the\s+|a\s+|an\s+|all\s+|each\s+|its\s+)?(?:[\w-]+\s+){0,2}?[Rr]eports?\b/, 'Deliverables'],
  [/\bdeliver(?:s|ed)?\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:the\s+|all\s+|each\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:reports?|deliverables?)\b/i, 'Delivery'],
  // Supplying the goods or products is the deliverable itself; when and where it happens is Delivery.
  [/\bsuppl(?:y|ies)\s+(?:the\s+)?(?:goods|products?)\b/i, 'Deliverables'],
  // A shipment as the time of another act ("invoice Buyer after shipment") is no delivery subject; shipping the goods is.
  // Nor one a charge or a date is of ("on the date of departure of each shipment", "the charges for the shipment", h30c39).
  // (h56cat) Nor shipment as the time of another act said otherwise ("keep the packed fruit in cold rooms until shipment",
  // "disinfect each Case before it is shipped back"), nor the goods shipped as what a commission or an invoice is
  // counted on ("a commission on the FOB value of the goods shipped", "for the goods shipped in the preceding month"):
  // sets 30, 31 and 36 label none of those four sentences Delivery.
  // (hrev43) But goods shipped to or from a named place in such a clause are the delivery itself ("inspected before they
  // are shipped to the Customer"), and shipment instructions awaited are the delivery's ("pending shipment instructions").
  // Only a risk passed to an insurer is cover (PASSED_TO_INSURER); title to the goods passing to an insurer is the goods
  // owned by it, as by any buyer ("Title to the goods shall pass to the Insurer on payment of the price": hrev44).
  [new RegExp(String.raw`(?<!\b(?:upon|after|on|following|before|until|pending|prior\s{1,8}to)\s{1,64}|\b(?:of|for)\s{1,64}(?:each|the|every|any|a|that)\s{1,64})\bshipment|(?<!\b(?:before|after|until|once|when)\s{1,8}(?:it|they|each\s{1,8}[\w-]{1,30}|the\s{1,8}[\w-]{1,30})\s{1,8}(?:is|are|has\s{1,8}been|have\s{1,8}been)\s{1,8}|\b(?:the|all)\s{1,8}goods\s{1,8})\bshipped\b|\b(?:is|are|been)\s{1,8}shipped\s{1,8}(?:to|from)\s{1,8}(?:the|its|their|your|our)\b|\b(?:pending|until|prior\s{1,8}to)\s{1,8}shipment\s{1,8}(?:instructions|schedules?)\b|\bships?\s+(?:the|each|all|any|every|such)\s+(?:[\w-]+\s+){0,2}?(?:orders?|goods|products?|items?|consignments?)\b|\bsend(?:s)?\s+(?:the\s+[A-Z][\w-]*\s+)?(?:the\s+)?(?:goods|products|samples)\b|\bdelivery\s+(?:address|point|location|terms)\b|\bincoterms?\b|\btitle\s+(?:in|to)\s+the\s+goods\b|\brisk\s+(?:in|to)\s+the\s+goods\b(?![^.;]{0,80}?\bpass(?:es|ed)?\s{1,8}to\b${PASSED_TO_INSURER})`, 'i'), 'Delivery'],
  // A jurisdiction is governing law, not a place where rights are registered ("in any country or jurisdiction").
  [/\bdeadlock|\bdisput|\barbitrat|\bmediat|\bcourts?\b|(?<!\b(?:any|each|every|other|relevant|applicable|or|its|their)\s{1,64})\bjurisdiction|\bgoverned by\b|\binjunct|\bneutral advis/i, 'Dispute Resolution'],
  // … and the events a force majeure clause lists: natural disasters, epidemics, severe weather, labour shortages.
  [/force majeure|\bacts? of god\b|(?:beyond|outside) (?:its|their|the|our|your) reasonable control|\bnatural disasters?\b|\b(?:epidemics?|pandemics?)\b|\bsevere weather\b|\bhurricanes?\b|\blabou?r\s+shortages?\b/i, 'Force Majeure'],
  [/\bindemni|\bhold harmless/i, 'Indemnification'],
  [/\binsur(?:ance|ed|er)/i, 'Insurance'],
  [/intellectual property|\bcopyright|\bpatents?\b|\btrade ?marks?\b|\bmoral rights\b|\blicen[cs](?:e[sd]?|ing)\b|\bdesign rights\b|\bdatabase rights\b|\binventions?\b/i, 'Intellectual Property'],
  // Liability as a subject, not "shall not be liable for delay" (the consequence clause of another subject) nor liability
  // insurance, nor a defects liability period (the time the work's defects are put right: a warranty's, h24rec), nor
  // "products liability coverage" or "liability cover" (insurance by another word, h29c37), nor the first of two
  // covers named before one "insurance" ("employers' liability and crime insurance", "employer's liability and public
  // liability insurance": table 2.3, liability insurance is Insurance; every set labels such a sentence Insurance only,
  // h38c). One to three words must stand between, so a heading "Liability and Insurance" keeps its Liability.
  [/\bliabilit(?:y|ies)\b(?!\s+(?:insurance|period|coverage|cover)\b)(?!\s{1,8}(?:and|or|&)\s{1,8}[\w'’-]{1,40}(?:\s{1,8}[\w'’-]{1,40}){0,2}\s{1,8}(?:insurance|cover|coverage)\b)|\bnegligen|\bconsequential\b|\bfraud/i, 'Liability'],
  // Answering (or not) for a loss, damage or injury ("shall be liable for loss of or damage to the Goods", "is not
  // responsible for loss caused by inherent vice"); not for a delay or failure, the consequence clause of force majeure.
  // So is answering for claims or for pollution ("will be responsible for pollution originating above the surface",
  // "will be responsible for, and will indemnify X against, all Claims arising from a blowout", "is not liable for any
  // claim under the Warranties": sets 6, 12 and 46 label all four such sentences Liability; h40s46), the aside between
  // commas bounded. Not a claims process run for someone ("responsible for the claims handling"), nor a task the loss
  // word names ("responsible for damage control on the site", "for loss prevention": C73's task guard, issue 18, h59left).
  [new RegExp(String.raw`\b(?:liable|responsible)\s+(?:to\s+(?:the\s+)?\w+\s+)?for(?:\s*,[^,;.]{1,80},)?\s+(?:any\s+|all\s+)?(?:the\s+)?(?:loss|losses|damage|damages|injury|claims?(?!\s+(?:process|procedures?|handling|administration|management|forms?|desk|team)\b)|pollution|contamination)\b(?!${LOSS_WORD_NAMES_A_TASK})`, 'i'), 'Liability'],
  // The heads of loss a limitation clause names: "lost profits", "loss of profit", "punitive damages".
  [/\blost\s+profits?\b|\bloss\s+of\s+(?:profits?|revenue|business)\b|\bpunitive\b|\bindirect\s+(?:loss|losses|damages?)\b/i, 'Liability'],
  // Which document wins a conflict: "shall prevail", "order of precedence/priority", "rank in the following order",
  // "any conflict or inconsistency between this Agreement and a Statement of Work" (between documents: a conflict
  // between the parties or the Supplier and the Customer is a dispute).
  [new RegExp(String.raw`\border of precedence\b|\bprecedence\b|\bprevails?\b|\border of priority\b|\brank\s+in\s+the\s+following\s+order\b|\b(?:and|with)\s+(?:this|the)\s+(?:agreement|contract)\s+conflict\b|\b(?:conflict|inconsistency)(?:\s+or\s+(?:conflict|inconsistency))?\s+between\s+(?:this|the|these|any)\b(?!\s+(?:${ROLE_WORDS.join('|')}|(?:\w+\s+)?part(?:y|ies))(?![\w'’]))`, 'i'), 'Order of Precedence'],
  [/\binvoic|\bpay(?:s|able|ment|ments)?\b|\brepa(?:y|ys|id|yment|yments)\b|(?<!-)\bpaid\b|\blate payment\b|\bset off\b|\boffset\b/i, 'Payment Terms & Billing'],
  [new RegExp(String.raw`\bpric(?:e|es|ing)\b|${TAX_WORD}|\brecoverable expenses\b`, 'i'), 'Pricing & Taxes'],
  // The price of money and of a franchise: a loan's rate ("the rate of interest on the Loan", "3.25 per cent per
  // annum"), a royalty of a share of sales. Interest on late payments is billing, not a price.
  [/\brate\s+of\s+interest\b|\bper\s+cent\s+per\s+annum\b|\b(?:royalt(?:y|ies)|commission)\s+of\b/i, 'Pricing & Taxes'],
  // The amount of a fee, rent or charge ("base rent of $12,600 per month", "a licence fee of €36,000", "the fee is
  // £48,000"), or its change ("the rent shall increase by 3%"), is a price; a sum deposited or a cap is not.
  // An amount is known by its sign, its ISO code (currency-codes.ts) or the rand's own sign "R" ("a fee of R38").
  [new RegExp(String.raw`\b(?:fees?|rent|charges?|rates?|royalt(?:y|ies)|salary|wages?|remuneration)\s+(?:\w+\s+){0,5}?(?:of|is|are|shall\s+be|will\s+be|at)\s+(?:\w+\s+){0,2}?(?:(?<![A-Za-z])[A-Z]{0,3}[$£€¥₹]\s?\d|\b${ISO_CURRENCY}\s?\$?\d|(?<![\w.])R\d)|\b(?:fees?|rent|charges|prices|rates)\s+(?:shall|will|may)\s+(?:\w+\s+)?(?:increase|decrease|rise|be\s+(?:increased|adjusted|indexed|reviewed))\b|\b(?:fees?|rent|charges|prices|rates)\s+(?:are|is)\s+(?:fixed|firm)\b|\b(?:fees?|commission|costs?|charges?)\s+(?:\w+\s+){0,2}?(?:equal\s+to|at\s+a\s+rate\s+of)\s+\d{1,3}(?:\.\d{1,3})?\s?%|\bbill\s+rates?\b`, 'i'), 'Pricing & Taxes'],
  // Health records and card data are personal data under their own laws (HIPAA, PCI DSS).
  [/personal (?:data|information)|data protection|\bprivacy\b|data controller|data processor|\bGDPR\b|\bhealth\s+information\b|\bHIPAA\b|\bpayment\s+card\s+data\b/i, 'Privacy'],
  [/\bsupervis|\bvetting\b|\bscreening\b|\bimmigration\b/i, 'Responsibilities'],
  // A party's own upkeep of what it holds ("keep the interior in good repair") and answering for what is done under
  // its name ("responsible for all activities under its accounts") are its ancillary duties.
  [/\b(?:keep|maintain)s?\s+(?:[\w,]+\s+){0,12}?in\s+good\s+(?:condition|repair|order|working\s+order)\b|\bresponsible\s+for\s+(?:all\s+|any\s+)?(?:the\s+)?(?:activities|conduct)\b|\bresponsible\s+for\s+ensuring\b/i, 'Responsibilities'],
  // Answering for its own people and things ("responsible for the health and safety of its own employees", "for
  // backing up its own data") and for the acts and omissions of those it engages.
  [/\b(?:responsible|answerable)\s+for\s+(?:[\w,-]+\s+){0,6}?(?:its|their)\s+own\b|\b(?:responsible|answerable)\s+for\s+the\s+(?:[\w-]+\s*,?\s+)?acts\s+(?:and|or)\s+omissions\b/i, 'Responsibilities'],
  // Keeping people and things safe and secure: "store the drug securely", "security guards", "work it considers
  // unsafe", "a safe workplace" (the security of information is vetoed: category-cues-information-security.ts, C13).
  [/\bsafety\b|\bweapons?\b|\bhazard|security (?:incident|breach|polic|procedure|guideline|guards?|officers?|personnel)|\bviruse?s?\b|\bsecurely\b|\bunsafe\b|\bsafe\s+(?:workplace|place\s+of\s+work|working\s+(?:environment|conditions)|system\s+of\s+work)\b|\bsafeguard/i, 'Safety and Security'],
  [/statement of work|\bscope\b/i, 'Scope of Work'],
  // What the engagement is: an appointment as the other's agent or distributor ("appoints the Agent as its exclusive
  // commercial agent"), what the services leave out ("Support services do not include …"), and the exclusivity that
  // bounds it ("shall not act as agent for any products that compete with the Products").
  [/\b(?:hereby\s+)?appoints?\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+as\s+(?:its|the|an?)\s+(?:[\w-]+\s+){0,2}?(?:agent|distributor|reseller|representative|dealer|licensee|partner)\b|\b[Ss]ervices\s+(?:do|does|shall|will)\s+not\s+include\b|\b(?:products?|services?|business(?:es)?|brands?)\s+(?:that|which)\s+compet(?:e|es|ing)\b/, 'Scope of Work'],
  // Subcontracting itself, not subcontractors named in passing among the persons a duty binds ("its Personnel,
  // subcontractors and Affiliates shall comply", "procure that its suppliers and sub-contractors grant").
  // Subcontracting as a verb or a contract ("may not assign or subcontract its obligations") always is.
  [/\bsub-?contract(?!ors?\b)|(?<!(?:,|\band|\bor)\s{1,64}(?:its\s{1,64}|their\s{1,64}|all\s{1,64}|any\s{1,64})?)\bsub-?contractors?\b(?!\s*(?:,|\band\b|\bor\b))|\bagent or contractor\b/i, 'Subcontracts'],
  // Flow-down clauses and lower-tier subcontracts (a head contract's terms passed down the supply chain), a data
  // processor's sub-processors, and sub-letting works or services (not premises: that is a lease's assignment).
  // (h29c38) Sub-suppliers engaged are subcontracting too; a sub-processor or sub-supplier named in passing after "or
  // its" or "and its" beside the party ("processing by the Processor or its sub-processors") is not, as for
  // subcontractors above.
  [/\bflow-?downs?\b|\blower[- ]tier\s+sub|(?<!(?:,|\band|\bor)\s{1,64}(?:its\s{1,64}|their\s{1,64}|all\s{1,64}|any\s{1,64})?)\bsub-?(?:processors?|suppliers?)\b|\bsub-?let(?:ting)?\s+(?:(?:the\s+)?whole\s+or\s+)?(?:any\s+)?(?:part\s+of\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:works?|services)\b/i, 'Subcontracts'],
  // Cancelling or ending the contract is its termination ("Group may cancel this Agreement", "On cancellation", "may
  // end this Contract"), and receivership and liquidation are insolvency.
  [/\bterminat|\bexpir(?:y|es|ed|ation)\b|\bwinding up\b|\binsolven|\bbankrupt|\badministrator\b|\breceivership\b|\bliquidation\b|\bin effect until\b|\brenew(?:al|ed)?\b|\bcancell?(?:ation|ed|ing|s)?\b|\bend\s+(?:this|the)\s+(?:agreement|contract)\b/i, 'Term & Termination'],
  // … and "warrant that" after a plural party ("Owners warrant that the Vessel is entered …", h36c45); not a warrant of
  // arrest or a search warrant (a noun).
  [/\bwarrant(?:s|y|ies)\b|\bwarrant\s+that\b|\bfitness for (?:a )?(?:particular )?purpose\b|\bmerchantab/i, 'Warranties'],
];

/**
 * Cue words that name their subject outright, with more weight than a passing cue: a notice given or required
 * ("by notice in writing", "on thirty days' written notice", "shall notify") makes the sentence a communication
 * beside its main subject (termination, a claim, a breach), so it clears the bar of a second category.
 */
const STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The grant of a lease ("the Owner leases to the Occupier the warehouse") is the use of the owner's property itself:
  // no passing mention, whatever the rest of the sentence describes.
  [/\bleases?\s+to\b/i, 'Asset Use'],
  [/\bnotif(?:y|ied|ies|ication)\b|\binform(?:s|ed)?\b|\b(?:written|prior|by|giving|give|gives|serve|serving|days'?|hours'?)\s+(?:\w+\s+)?notice\b|\bnotice\s+in\s+writing\b/i, 'Communication'],
  // One's own work or goods guaranteed for a period, "this guarantee does not cover" (category-cues-warranties.ts).
  ...WARRANTY_STRONG_CUES,
  // A sporting right let, the other party's goods kept apart (category-cues-assets.ts).
  ...ASSET_STRONG_CUES,
  // No one else granted the same right, what the contract does not cover (category-cues-scope.ts).
  ...SCOPE_STRONG_CUES,
  // A hazard to people, the gear that guards them, fire, a dangerous substance, a site's safety rule; a child never left
  // alone with one adult (category-cues-physical-safety.ts: the whole list, its first strong cues among them; h47cat2),
  // but not where the gear is the goods traded (review hrev32).
  ...PHYSICAL_SAFETY_STRONG_READING,
  // Lots sampled by an inspector (category-cues-audits.ts).
  ...AUDIT_STRONG_CUES,
  // Goods specified by their content (category-cues-deliverables.ts).
  ...DELIVERABLES_STRONG_CUES,
  // Money due for the work done up to termination (C3; category-cues-payment.ts).
  ...PAYMENT_STRONG_CUES,
  // A result or a quality guaranteed ("guarantees that each lot will germinate"; category-cues-commercial.ts).
  GUARANTEE_THAT,
  // A statement sent with a payment (category-cues-information.ts).
  ...INFORMATION_STRONG_CUES,
  // A consent or instruction given in writing, a document sent for approval, particulars given (category-cues-written-acts.ts).
  ...WRITTEN_ACT_CUES,
  // A party's written approval as a condition met or to be given first (C2; category-cues-written-approvals.ts).
  ...WRITTEN_APPROVAL_STRONG_CUES,
  // A holder's own shares or a party's contracts passed to another (category-cues-share-transfers.ts).
  ...SHARE_TRANSFER_CUES,
  // A successor to the business, control lost, the buyer taking the contract over (category-cues-business-passing.ts).
  ...BUSINESS_PASSING_STRONG_CUES,
  // A lead-in listing the benefits a party shall provide (category-cues-deliverable-acceptance.ts).
  ...LISTED_BENEFITS_STRONG_CUES,
  // Being liable or not for any thing but a delay (category-cues-liability-heads.ts).
  ...LIABLE_FOR_ANY_STRONG_CUES,
  // A party paid a stated amount (category-cues-amounts.ts).
  ...PAID_AMOUNT_STRONG_CUES,
  // Payment withheld, a reserve held back or released (category-cues-card-settlement.ts).
  ...CARD_SETTLEMENT_STRONG_CUES,
  // Personal data by another name: card data, debtor information, a consumer reporting agency (category-cues-personal-data-named.ts).
  ...PERSONAL_DATA_NAMED_CUES,
  // Data protection law's own words: data subjects, records of processing, the GDPR, a processor engaged (category-cues-data-protection.ts).
  ...DATA_PROTECTION_CUES,
  // The owners' due diligence to make the vessel seaworthy (category-cues-charter-party.ts).
  ...CHARTER_PARTY_STRONG_CUES,
  // A register or books of account kept (category-cues-kept-books.ts).
  ...KEPT_BOOKS_STRONG_CUES,
  // Materials that resist fire, things that catch it (category-cues-fire-resistance.ts).
  ...FIRE_RESISTANCE_STRONG_CUES,
  // A hired or entrusted thing by its own name: a crane, a herd, a farm house (h44s48).
  ...HIRED_THING_STRONG_CUES,
  // A leased, supplied or entrusted thing by its own name: bicycles leased, a terminal supplied (h50c50).
  ...LEASED_THING_STRONG_CUES,
  // A subscriber's share or membership sold, pledged or transferred (category-cues-subscription-terms.ts, h50c50).
  ...SUBSCRIPTION_TERM_STRONG_CUES,
  // A sub-agent appointed or barred: Subcontracts (category-cues-sub-agents.ts, h50c50).
  ...SUB_AGENT_STRONG_CUES,
  // Others engaged to do the work, the engaging party remaining answerable for them: Subcontracts
  // (category-cues-others-engaged.ts, h60trn).
  ...OTHERS_ENGAGED_STRONG_CUES,
  // A party's things removed and the place made good or restored: Asset Use (category-cues-removed-and-made-good.ts, h60trn).
  ...REMOVED_AND_MADE_GOOD_STRONG_CUES,
  // Goods carried to the place where the other party takes them (category-cues-goods-carried.ts).
  ...GOODS_CARRIED_STRONG_CUES,
  // The other party's materials, samples or cards returned or destroyed at the end (category-cues-entrusted-returns.ts).
  ...ENTRUSTED_RETURN_STRONG_CUES,
  // A paper or information sent, given or delivered to the other party; a certificate or a copy sent (C8;
  // category-cues-papers-sent.ts).
  ...PAPERS_SENT_STRONG_CUES,
  // The contract's object said outright, a sale and a purchase agreed in one sentence (category-cues-deal-object.ts).
  ...DEAL_OBJECT_STRONG_CUES,
  // A code of conduct, of practice or of ethics a party works by (category-cues-codes-of-conduct.ts).
  ...CODE_OF_CONDUCT_STRONG_CUES,
  // A log, a record or a notebook a party keeps of what it does or receives (category-cues-kept-logs.ts).
  ...KEPT_LOG_STRONG_CUES,
  // A stocktake, a stock or cycle count, the stock counted (category-cues-stock-counts.ts).
  ...STOCK_COUNT_STRONG_CUES,
  // Goods received by the lot or checked on arrival by their receiver, a delivery row (category-cues-goods-taken-in.ts, h52s50).
  ...GOODS_TAKEN_IN_STRONG_CUES,
  // A background check on a party's own people: a DBS check, police vetting (category-cues-background-checks.ts).
  ...BACKGROUND_CHECK_STRONG_CUES,
  // A licence to use software, data, marks or materials: Intellectual Property (category-cues-licences-to-use.ts).
  ...LICENCE_TO_USE_STRONG_CUES,
  // An outcome (output, yield, income) a party does not guarantee: Warranties (category-cues-outcomes-not-guaranteed.ts).
  ...OUTCOME_NOT_GUARANTEED_STRONG_CUES,
  // A lien, a hypothec or a right of retention held over goods for what is owed: Payment (category-cues-liens.ts).
  ...LIEN_STRONG_CUES,
  // A price that rises, falls or is prorated, or a party changing it (category-cues-price-changes.ts).
  ...PRICE_CHANGE_STRONG_CUES,
  // Structural or major repairs of a let building: Asset Use (category-cues-structural-repairs.ts).
  ...STRUCTURAL_REPAIR_STRONG_CUES,
  // A let or hired thing kept in good order or repair (category-cues-kept-in-order.ts, h63asset).
  ...KEPT_IN_ORDER_STRONG_CUES,
  // Goods packed or labelled for their carriage: Delivery (category-cues-goods-packed.ts).
  ...GOODS_PACKED_STRONG_CUES,
  // A party's right to end the contract or what it grants: Term & Termination (category-cues-ending-rights.ts).
  ...ENDING_RIGHT_STRONG_CUES,
  // Work or items quoted, charged or priced separately, or costing extra: Pricing & Taxes (category-cues-charged-separately.ts).
  ...CHARGED_SEPARATELY_STRONG_CUES,
  // A deposit stated as a share of a named price: Pricing & Taxes (category-cues-deposit-shares.ts).
  ...DEPOSIT_SHARE_STRONG_CUES,
  // An auction's reserve, buyer's premium and estimates (category-cues-sale-prices.ts).
  ...SALE_PRICE_STRONG_CUES,
  // Land used: things erected, tracks kept to, the ground restored (category-cues-land-used.ts).
  ...LAND_USED_STRONG_CUES,
  // A party kept informed (category-cues-kept-informed.ts).
  ...KEPT_INFORMED_STRONG_CUES,
  // A service credit stated as a share of a fee: Pricing & Taxes (category-cues-service-credits.ts).
  ...SERVICE_CREDIT_SHARE_STRONG_CUES,
  // A row stating the contract's term as a heading and a period: Term & Termination (category-cues-term-rows.ts).
  ...TERM_ROW_STRONG_CUES,
  // A sum named a party's sole remedy (service credits, liquidated damages): Liability (category-cues-sole-remedies.ts).
  ...SOLE_REMEDY_STRONG_CUES,
  // A disclosure to a third party or to any person barred: Confidentiality (category-cues-disclosure-bars.ts).
  ...DISCLOSURE_BAR_STRONG_CUES,
  // A loss or damage a party compensates: Liability (category-cues-losses-compensated.ts).
  ...LOSS_COMPENSATED_STRONG_CUES,
  // Damage a party causes and must make good: Liability (category-cues-damage-made-good.ts).
  ...DAMAGE_MADE_GOOD_STRONG_CUES,
];

/**
 * Every cue: the list above, the commercial clauses' (`category-cues-commercial.ts`), the operational clauses'
 * (`category-cues-operations.ts`), the service, supply and rental clauses' (`category-cues-services.ts`), other
 * drafting's (`category-cues-drafting.ts`), the categories without a cue word of their own (`category-cues-performance.ts`)
 * and each category's file (`category-cues-<category>.ts`: docs/contracts.md, "Where a category's cues are"). Read per
 * category with `some` (anyOf): no list's order decides an answer, and a strong cue counts as a cue too (its file
 * spreads it into its cue list).
 */
const ALL_CUES: readonly [RegExp, CategoryLabel][] = [...TEXT_CUES, ...COMMERCIAL_CUES, ...OPERATIONS_CUES, ...SERVICES_CUES, ...DRAFTING_CUES, ...PERFORMANCE_CUES, ...ASSET_CUES, ...OWN_DUTY_CUES, ...SCOPE_CUES, ...DELIVERY_CUES, ...GOODS_CARRIED_STRONG_CUES, ...ENTRUSTED_RETURN_STRONG_CUES, ...END_CUES, ...INFORMATION_CUES, ...PRIVACY_CUES, ...PHYSICAL_SAFETY_CUES, ...AMOUNT_CUES, ...LENT_GOODS_CUES, ...WARRANTY_CUES, ...INTELLECTUAL_PROPERTY_CUES, ...AUDIT_CUES, ...PAYMENT_CUES, ...BUSINESS_CONTINUITY_CUES, ...DELIVERABLES_CUES, ...INSURANCE_CUES, ...AMENDMENT_AND_PRECEDENCE_CUES, ...CONFIDENTIALITY_CUES, ...WRITTEN_ACT_CUES, ...WRITTEN_APPROVAL_STRONG_CUES, ...SUMS_OWED_CUES, ...INSOLVENCY_CUES, ...TRAINED_AND_REPORTED_CUES, ...SHARE_TRANSFER_CUES, ...RATE_ROW_CUES, ...INSTALMENT_ROW_CUES, ...AMOUNT_ROW_CUES, ...GOODS_QUALITY_CUES, ...EXCLUSIVE_GRANT_CUES, ...OTHERS_PREMISES_CUES, ...DELIVERABLE_ACCEPTANCE_CUES, ...SOFTWARE_ESCROW_CUES, ...LIABILITY_HEAD_CUES, ...PERSONAL_DATA_NAMED_CUES, ...CARD_SETTLEMENT_CUES, ...CARD_LOSS_CUES, ...GRANTED_PERIOD_CUES, ...COMPLIANCE_CUES, ...HOSTILE_ACT_CUES, ...DATA_PROTECTION_CUES, ...CHARTER_PARTY_CUES, ...OTHERS_ACTS_CUES, ...KEPT_BOOKS_STRONG_CUES, ...PAPERS_SENT_STRONG_CUES, ...FIRE_RESISTANCE_STRONG_CUES, ...FEES_DEDUCTED_CUES, ...BANK_CHARGES_CUES, ...PUBLICITY_USE_CUES, ...NOT_RESPONSIBLE_CUES, ...PAID_SHARE_CUES, ...HIRED_THING_STRONG_CUES, ...LEASED_THING_STRONG_CUES, ...SCHEDULED_RATE_CUES, ...SUBSCRIPTION_TERM_CUES, ...PROCESSOR_LIABILITY_CUES, ...SUB_AGENT_STRONG_CUES, ...OTHERS_ENGAGED_STRONG_CUES, ...REMOVED_AND_MADE_GOOD_STRONG_CUES, ...DEAL_OBJECT_STRONG_CUES, ...CODE_OF_CONDUCT_STRONG_CUES, ...KEPT_LOG_STRONG_CUES, ...STOCK_COUNT_STRONG_CUES, ...GOODS_TAKEN_IN_STRONG_CUES, ...BACKGROUND_CHECK_STRONG_CUES, ...LICENCE_TO_USE_STRONG_CUES, ...OUTCOME_NOT_GUARANTEED_STRONG_CUES, ...LIEN_STRONG_CUES, ...PRICE_CHANGE_STRONG_CUES, ...STRUCTURAL_REPAIR_STRONG_CUES, ...KEPT_IN_ORDER_STRONG_CUES, ...GOODS_PACKED_STRONG_CUES, ...ENDING_RIGHT_STRONG_CUES, ...CHARGED_SEPARATELY_STRONG_CUES, ...DEPOSIT_SHARE_STRONG_CUES, ...GOODS_STORED_CUES, ...SALE_PRICE_STRONG_CUES, ...LAND_USED_STRONG_CUES, ...KEPT_INFORMED_STRONG_CUES, ...SERVICE_CREDIT_SHARE_STRONG_CUES, ...TERM_ROW_STRONG_CUES, ...SOLE_REMEDY_STRONG_CUES, ...DISCLOSURE_BAR_STRONG_CUES, ...LOSS_COMPENSATED_STRONG_CUES, ...DAMAGE_MADE_GOOD_STRONG_CUES];

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
  // guard is anchored and its window bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,1200}?(?:${TAX_PAID_WHEN}))[^]*?(?:${AMOUNT_TAX_QUALIFIER}(?:${TAX_WORD})|(?:${TAX_WORD})(?=,?\s+which\b|\s+at\s+(?:a\s+|the\s+)?(?:rate\s+of\s+)?\d))`, 'i'), 'Payment Terms & Billing'],
  // Payment card data is personal data to protect, not a bill.
  [/\bpayment\s+card\s+(?:data|details|information|numbers?)\b/i, 'Payment Terms & Billing'],
  // Payments as bribes or gifts ("any payment to a public official", "payments or gifts") are an anti-corruption rule, not billing.
  [/\bbrib(?:e|es|ery)\b|\bcorrupt|\bgifts?\b|\bpublic officials?\b|\bpolitical contributions?\b|\bkickbacks?\b/i, 'Payment Terms & Billing'],
  // Controlling the defence of a claim ("control over the conduct of, or settlement of litigation arising from any
  // Third Party Claim") is the indemnity's claims handling, not the parties' own dispute resolution.
  [/\b(?:control|conduct)\s+(?:of|over)\s+(?:the\s+)?(?:conduct\s+of\s*,?\s*(?:or\s+)?)?(?:the\s+)?(?:defen[cs]e|settlement|litigation|proceedings)\b/i, 'Dispute Resolution'],
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
const ALL_VETOES: readonly [RegExp, CategoryLabel][] = [...CUE_VETOES, ...COMMERCIAL_VETOES, ...OPERATIONS_VETOES, ...SERVICES_VETOES, ...DRAFTING_VETOES, ...INFORMATION_SECURITY_VETOES, ...AMOUNT_VETOES, ...PHYSICAL_SAFETY_VETOES, ...WARRANTY_VETOES, ...INTELLECTUAL_PROPERTY_VETOES, ...END_VETOES, ...AUDIT_VETOES, ...INSURANCE_VETOES, ...SCOPE_VETOES, ...DELIVERY_VETOES, ...STATEMENT_ENDED_VETOES, ...PREMISES_ENTRY_VETOES, ...PERIODIC_REPORT_VETOES, ...CARD_SETTLEMENT_VETOES, ...PRICES_KEPT_CONFIDENTIAL_VETOES, ...RECORDS_HANDED_OVER_VETOES, ...CANCELLED_OCCURRENCE_VETOES, ...PERSONAL_RECORDS_VETOES, ...SOUND_RECORDINGS_VETOES, ...GOODS_TAKEN_IN_VETOES, ...RECITAL_WISH_VETOES, ...LICENSED_MARKS_VETOES, ...NOT_RESPONSIBLE_VETOES, ...GOODS_STORED_VETOES];

/** Subjects so close that a section titled by one holds many sentences about the other. */
const NEIGHBOURS: readonly [CategoryLabel, CategoryLabel][] = [['Payment Terms & Billing', 'Pricing & Taxes'], ['Indemnification', 'Liability'], ['Insurance', 'Liability'], ['Indemnification', 'Insurance']];

/** Weights of the three kinds of evidence, in log-odds, and the bar a category must clear. */
const MODEL_WEIGHT = 0.7;
const CUE_BONUS = 3;
/**
 * The learned model (`category-logistic.ts`) proposes a category on its own when it gives it even odds or better, and
 * that proposal, or its agreement with a cue or the title, weighs as a cue word (leave-one-set-out over the eight sets: mean 0.818 → 0.822; bench/log.md).
 */
export const LEARNED_ALONE = 0;
const LEARNED_BONUS = CUE_BONUS;
const STRONG_CUE_EXTRA = 1;
const TITLE_BONUS = 3;
/** A title naming several subjects ("Record Keeping, Audit Rights and Regulatory Assistance") is weaker evidence for each. */
const SHARED_TITLE_BONUS = 1.5;
const BAR = 2.5;
const SECOND_BAR = 3.5;
/** Fewer words than this (a table cell, a label, a page footer) is no sentence to categorise. */
const MIN_WORDS = 4;
/** At most this many categories on one element (a written consent's Communication beside them aside: `chosen`). */
const MAX_CATEGORIES = 2;

/**
 * Categories of one element, in the order of the closed set: each category's evidence (model log-odds +
 * a cue word in the sentence + the section title naming it) must clear the bar.
 */
export function categoriesOf(text: string, sectionTitle: string | undefined, isTitle: boolean, parentTitle?: string, titles?: TitleCategories): CategoryLabel[] {
  if (isTitle) return [];
  // A bare duty lead-in ("2.1 The Agent shall:", "You must:") names no subject of its own and lends none to its items
  // (C6: each reads its own words; h32c43 dropped h18cat3's lead-in Responsibilities, which every set labels otherwise).
  // A closing line (where and when the contract was made, a role and a signer's name) closes its section, no subject of it.
  if (isPreamble(text) || isSignatureLine(text) || isClosingLine(text) || (text.trim().split(/\s+/).length < MIN_WORDS && !isAmountRow(text))) return [];
  // A sentence whose one undertaking is to co-operate is left bare, as the service leaves it (C14).
  if (isBareCooperation(text)) return [];
  const chosenNamed = chosen(text, sectionTitle, BAR, parentTitle, titles);
  // A deposit of money paid, held or returned, and costs reimbursed, are payments (C60, C61):
  // Payment Terms & Billing beside whatever else the sentence names. After the ranking, not in it: a place of its own
  // there pushed out the sentence's own subjects (category-money-deposit.ts, h50cue).
  // A fee for ending or cancelling is money paid on termination (C3, C65), its own sum no price.
  const named = !chosenNamed.includes('Payment Terms & Billing') && (isMoneyDeposit(text) || isReimbursement(text) || namesEndingFee(text)) ? CATEGORIES.filter((c) => c === 'Payment Terms & Billing' || chosenNamed.includes(c)) : chosenNamed;
  // What paying late costs is a term of payment, no price (C17): Payment Terms & Billing, never Pricing & Taxes.
  return isLatePaymentCharge(text) || isEndingFeeAlone(text) ? CATEGORIES.filter((c) => c === 'Payment Terms & Billing' || (named.includes(c) && c !== 'Pricing & Taxes')) : named;
}

/**
 * Categories of a definition: those its defined term names ("Personal Data" → Privacy, "Business Day" → none);
 * when the term names none, those its wording names with the evidence a second subject needs ("'Type A
 * Materials' means Deliverables in which the Intellectual Property Rights vest in the Buyer" → Intellectual
 * Property), never from the section (every definition sits under "Definitions").
 */
export function definitionCategories(term: string, text: string): CategoryLabel[] {
  const named = termCategories(term);
  return named.length > 0 ? named : chosen(text, undefined, SECOND_BAR);
}

/** The categories whose evidence clears `bar` (a second one {@link SECOND_BAR}), in the order of the closed set. */
function chosen(text: string, sectionTitle: string | undefined, bar: number, parentTitle?: string, titles?: TitleCategories): CategoryLabel[] {
  // The learned model's proposal counts unless the sentence reads its word in another sense: a veto of the
  // category's cue words ("yard rules notified to it by the Port") or one of category-sense.ts; nor Assignments for a
  // buyer bound to take the contract over on a sale (C76: the sale's effect, not a transfer by a party).
  const folded = foldedForPrefilter(text);
  const evidence = categoryEvidence(text, sectionTitle, parentTitle, titles, folded).map((e) => (e.learned >= LEARNED_ALONE && (learnedSenseVetoed(text, e.category, folded) || anyOf(ALL_VETOES, e.category, text, folded) || onlyNotSaid(text, e.category, folded) || (e.category === 'Assignments' && isBuyerBoundSale(text))) ? { ...e, learned: -Infinity } : e));
  const cued = new Set(evidence.filter((e) => e.cue).map((e) => e.category));
  const titled = new Set(evidence.filter((e) => e.title).map((e) => e.category));
  const scored = evidence
    // The naive Bayes alone names no category: it ranks and weighs what a cue word, the section title or the learned model proposes.
    .filter((e) => e.cue || e.title || e.learned >= LEARNED_ALONE)
    // A learned proposal yields to its neighbour named by the section title, as a section's sentences do.
    .filter((e) => e.cue || e.title || !NEIGHBOURS.some(([a, b]) => (e.category === a && titled.has(b)) || (e.category === b && titled.has(a))))
    // A sentence whose own words name one of two neighbouring subjects does not take the other from its section:
    // an invoicing sentence under "Pricing" is about payment, a price under "Payment" about pricing.
    .filter((e) => e.cue || !NEIGHBOURS.some(([a, b]) => (e.category === a && cued.has(b)) || (e.category === b && cued.has(a))))
    // A party excused from a delay or a failure by events its own words name as force majeure is Force Majeure only
    // (C4), under a "Liability" heading too: the section's subject yields to the sentence's reading of it.
    .filter((e) => !(e.category === 'Liability' && !e.cue && cued.has('Force Majeure') && learnedSenseVetoed(text, 'Liability', folded)))
    .map((e) => [e.category, MODEL_WEIGHT * e.modelLogOdds + (e.learned >= LEARNED_ALONE ? LEARNED_BONUS : 0) + (e.cue === 'strong' ? CUE_BONUS + STRONG_CUE_EXTRA : e.cue ? CUE_BONUS : 0) + (e.title === 'sole' ? TITLE_BONUS : e.title === 'shared' ? SHARED_TITLE_BONUS : 0), e.title === 'sole' && startsWithListMarker(text), e.cue === 'strong', Boolean(e.cue) || e.learned >= LEARNED_ALONE] as const)
    // In a list item (a piece of its section's enumeration) the subject of a one-subject section comes first; a
    // full sentence leads with its own strongest evidence.
    .filter(([, s]) => s >= bar).sort((a, b) => Number(b[2]) - Number(a[2]) || b[1] - a[1]);
  // A second subject needs stronger evidence than the first: a passing cue word beside the main one is no subject. A
  // strong cue names its subject outright, whatever the sentence model says of its other words: it is evidence enough
  // for a second subject (h30cue, review hrev23: "shall not enter into any contracts on behalf of the Supplier without
  // written consent" lost its Scope of Work to a model's −1 beside the consent's Communication).
  const clearing = (top: typeof scored) => top.filter(([, s, , strong], i) => i === 0 || s >= SECOND_BAR || strong);
  const two = clearing(scored.slice(0, MAX_CATEGORIES));
  // A written consent's Communication stands beside the act's categories (C2): when the act names two subjects, it is
  // a third (category-written-consent.ts), if all three clear their bars and the third is read from the sentence's own
  // words (a cue or the learned model), not from its section's title alone; never a third subject of another kind.
  const three = namesWrittenConsent(text) && scored[MAX_CATEGORIES]?.[4] ? clearing(scored.slice(0, MAX_CATEGORIES + 1)) : [];
  const kept = three.length > MAX_CATEGORIES && three.some(([c]) => c === 'Communication') ? three : two;
  const names = new Set(kept.map(([c]) => c));
  return CATEGORIES.filter((c) => names.has(c));
}

export interface CategoryEvidence {
  category: CategoryLabel;
  /** The sentence model's log-odds against no category. */
  modelLogOdds: number;
  /** The learned model's log-odds that the element carries the category. */
  learned: number;
  /** A cue word of the category occurs in the sentence (`true`), one that names the subject outright (`strong`), or none. */
  cue: boolean | 'strong';
  /** The section title names the category: as its one subject (`sole`), among others (`shared`), or not (`false`). */
  title: 'sole' | 'shared' | false;
}

/**
 * The evidence for each category, in the order of the closed set (to explain or correct a decision). `folded`: the
 * text's {@link foldedForPrefilter}, when the caller has it already.
 */
export function categoryEvidence(text: string, sectionTitle: string | undefined, parentTitle?: string, titles?: TitleCategories, folded = foldedForPrefilter(text)): CategoryEvidence[] {
  const own = titleCategoriesIn(sectionTitle, titles);
  // The heading path: a clause under a sub-heading that names no subject ("5. Security" › "5.1 Safeguards", "13.3")
  // reads its parent's, as one subject among others (the nearer heading narrowed the parent's subject to a part), and
  // the learned model reads the parent's words beside the sub-heading's (docs/contracts.md, "The heading path").
  const fromParent = own.length === 0 ? titleCategoriesIn(parentTitle, titles) : [];
  const fromTitle = own.length > 0 ? own : fromParent;
  const strength = fromParent.length > 0 || (sectionTitle && isSharedTitle(sectionTitle, fromTitle)) ? 'shared' : 'sole';
  const exitItem = isExitListItem(text, own.length > 0 ? sectionTitle : parentTitle);
  // One stemming for both models.
  const stems = stemsOf(text);
  const odds = categoryLogOdds(stems);
  const logits = categoryLogits(stems, fromParent.length > 0 ? `${sectionTitle ?? ''} ${parentTitle}` : sectionTitle);
  const evidence: CategoryEvidence[] = CATEGORIES.map((category, i) => ({
    category,
    modelLogOdds: odds[i],
    learned: logits[i],
    cue: cueOf(text, category, folded),
    // A licence over land under a licence heading: the heading's licence is that one, no intellectual property.
    // A security that is money under a bare "Security" heading: the heading's security is that one, no safety; an
    // acceptance inspection under "Inspection and Testing" is no audit (h29c38).
    // An item of a list under an exit title says what the exit plan holds or the supplier does then: the title's Term &
    // Termination only where its own words name the exit (category-exit-titles.ts). A lone subletting under an
    // "Assignment" heading is the asset's use (C12), not the heading's transfer (h42s47); nor is a buyer bound to take
    // the contract over on a sale (C76, h61conv: Business Continuity alone).
    title: fromTitle.includes(category) && !(category === 'Term & Termination' && exitItem) && !(category === 'Assignments' && (LONE_SUBLETTING.test(text) || isBuyerBoundSale(text))) && !(category === 'Intellectual Property' && isLandLicence(text)) && !(category === 'Safety and Security' && isMoneySecurity(text)) && !(category === 'Audits' && isAcceptanceInspection(text)) ? strength : false,
  }));
  // A present assignment of intellectual property passes the work, no contract (category-cues-ip-assignment.ts):
  // Intellectual Property alone, whatever its heading, its cue words or the learned model say of Assignments.
  return assignsIntellectualProperty(text, folded)
    ? evidence.map((e) => (e.category === 'Assignments' ? { ...e, cue: false, title: false, learned: -Infinity } : e))
    : evidence;
}

/**
 * Phrases in which a category's cue word does not say the clause is about the category (issue 18, h18s16c): a notice
 * dispensed with ("may terminate without notice", "without further notice of default", "no notice is required")
 * communicates nothing; payment as the bare moment of another act closing a phrase ("belong to Client upon payment.",
 * "On payment, the Advertiser owns …", "for three years after final payment.") and payment as a kind of information
 * ("the payment instructions", "payment and account data") bill nothing; the insurance of the people a service is for,
 * in small letters (no party: "verify each patient's insurance coverage"), is no insurance the parties carry. The cues
 * read the sentence without them; the rest of the sentence keeps its own cues ("… on 30 days' written notice, or
 * without notice if …" is still a communication). Global: every occurrence is taken out. Bounded, linear.
 */
const NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\bwithout\s+(?:any\s+)?(?:further\s+|prior\s+|advance\s+|additional\s+)?(?:written\s+)?notice(?:\s+of\s+default)?\b|\bno\s+(?:further\s+|prior\s+)?notice\s+(?:is|shall\s+be|need\s+be)\s+(?:required|necessary|needed)\b/gi, 'Communication'],
  // The word in the name of a regulator or a statute ("the Federal Communications Commission", "the Communications
  // Act", "the Office of Communications") and a public body's notices on a property ("no outstanding notices",
  // "statutory notices", "enforcement notices") are no communication between the parties (h22s23). Case-sensitive names.
  [/\bCommunications\s+(?:Commission|Act|Authority|Office|Agency|Ministry|Department|Regulations?|Code|Ordinance|Board|Council|Tribunal)\b|\b(?:Office|Ministry|Department|Minister|Secretary)\s+of\s+Communications\b|\b[Oo]utstanding\s+notices\b|\b(?:[Ss]tatutory|[Ee]nforcement|[Aa]batement|[Cc]ompulsory\s+purchase|[Ss]chedule\s+of\s+dilapidations?)\s+notices?\b/g, 'Communication'],
  // A charge or penalty notice is a ticket issued to a motorist or an offender ("the Operator may issue parking charge
  // notices", "cancel a penalty notice"): no communication between the parties (issue 18, h23s25).
  [/\b(?:charge|penalty)\s+notices?\b/gi, 'Communication'],
  // A privacy notice is the document that states how personal data is handled (category-cues-privacy-notices.ts, h56cat).
  ...PRIVACY_NOTICE_NOT_SAID,
  // The price named only as what is paid or refunded ("pay the price by bank transfer"; category-cues-amounts.ts, C9).
  ...PRICE_PAID_NOT_SAID,
  // Payment named only as the condition of a grant or an act ("Subject to payment of the fees, …"; category-cues-payment.ts).
  ...PAID_AS_CONDITION_NOT_SAID,
  // … or as the time or the class of payers it names ("For so long as Customer pays the Support Fee"), and the invoice
  // value that measures a quantity bought (category-cues-payment.ts, h31c42).
  ...PAID_AS_TIME_NOT_SAID,
  ...INVOICE_VALUE_NOT_SAID,
  // Damage or a loss paid for, the cost of repairing it: a fault answered for, no billing (category-cues-damage-paid.ts, h56cat).
  ...DAMAGE_PAID_NOT_SAID,
  // A repaid loan reborrowed, debts a party cannot pay, sums declared due on a default (category-cues-sums-owed.ts).
  ...SUMS_NOT_OWED_NOT_SAID,
  // A call or traffic terminated (carried to its destination) and the roles of a call (category-cues-call-termination.ts).
  ...CALL_TERMINATION_NOT_SAID,
  [/\b(?:upon|on|after)\s+(?:full\s+|final\s+)?payment(?:\s+in\s+full)?(?=\s*[.,;]|\s*$)|\bpayment\s+(?:and\s+[\w-]+\s+)?(?:instructions|data|details|information|credentials)\b/gi, 'Payment Terms & Billing'],
  // The contract named by its own kind ("This licence is governed by …", "Either party may end this licence", "When the
  // licence ends") in a licence of land or of a site, where the document is "the licence": the name says what the
  // contract is, not that the clause is about intellectual property (h19s18c). A licence named with what it grants
  // ("the licence to use the Software", "the licence granted in clause 2", "the licence of the Marks") still is one.
  // "Transfer this licence to any buyer" names the contract too: its "to" leads to a person, not to what it grants.
  // A sub-licence of a lease or a licence named the same way ("this sub-licence ends", "assign this sub-licence") is
  // the contract too (h27cat9).
  [/\b(?:this|the)\s+(?:sub-?)?licen[cs]e\b(?!\s+(?:to(?!\s+(?:anyone|anybody|someone|any|the|a|an|its|his|her|their|our|your|another|each|every|such)\b)|of|under|granted|for|in|over|hereby)\b)/gi, 'Intellectual Property'],
  // A licence fee is a price, not a right in intellectual property: the phrase is read out, and the rest of the sentence
  // keeps its own licence ("Subject to payment of the License Fee, Licensor grants Customer a license to use the
  // Software" is a grant; h31c42: a veto of the whole sentence lost it).
  [/\blicen[cs]e\s+(?:fees?|charges?|costs?)\b/gi, 'Intellectual Property'],
  // A trade mark or patent office named only as where a confidential document may be filed (category-cues-intellectual-property.ts).
  ...REGISTRY_FILING_NOT_SAID,
  // A licence to operate held from the state (a telecom, agency or liquor licence; category-cues-regulatory-licences.ts).
  ...REGULATORY_LICENCE_NOT_SAID,
  // Fraud watched for, no fault answered for (category-cues-hostile-acts.ts).
  ...HOSTILE_ACT_NOT_SAID,
  // A loss or delay excused by force majeure events is no liability answered for (C4; category-cues-charter-party.ts).
  ...EXCUSED_LOSS_NOT_SAID,
  // A P&I club's name (category-cues-charter-party.ts).
  ...CLUB_NAME_NOT_SAID,
  // A retention period counted from the end: a time, no end of the contract (category-cues-retention-periods.ts, h52s50).
  ...RETENTION_PERIOD_NOT_SAID,
  // A registration, certificate, check or cover renewed: no renewal of the contract (category-cues-renewed-papers.ts, h56cat).
  ...RENEWED_PAPER_NOT_SAID,
  // A written amendment or change order signed by the parties: the change's form, no message (category-cues-signed-writings.ts, h61c52b).
  ...SIGNED_WRITING_NOT_SAID,
  // Liabilities counted on a balance sheet: no liability answered for (category-cues-net-values.ts, h59c52).
  ...NET_VALUE_NOT_SAID,
  // A price no party warrants: a disclaimer's object, no price charged (category-cues-sale-prices.ts, h59c52).
  ...PRICE_NOT_WARRANTED_NOT_SAID,
  // The card schemes' standard by its name, "Payment Card Industry" (category-cues-compliance.ts).
  ...STANDARD_NAME_NOT_SAID,
  // The UK's National Insurance is a tax on earnings ("responsible for your own income tax and National Insurance"),
  // no insurance the parties carry (h28s35c). Case-sensitive: the name.
  [/\bNational\s+Insurance\b/g, 'Insurance'],
  // An insurer's company name in a notice line or a party's name (category-cues-insurance.ts).
  ...INSURER_NAME_NOT_SAID,
  [/\b(?:patients?|passengers?|beneficiar(?:y|ies)|enrollees?|residents?|pupils?|students?)['’]?s?\s+(?:health\s+|medical\s+|travel\s+)?insurance\b|\binsurance\s+(?:coverage\s+|cover\s+)?of\s+(?:each|every|the|a)\s+(?:patient|passenger|beneficiary|enrollee|resident|pupil|student)s?\b/g, 'Insurance'],
];

/**
 * Whether one of a list's patterns of `category` matches `text` (`folded`: its {@link foldedForPrefilter}). A pattern
 * runs only when the text holds one of the literal strings its source requires (common/regex-prefilter.ts): most cues
 * name words most sentences lack, and a pattern never run is never compiled.
 */
function anyOf(list: CategoryPatterns, category: CategoryLabel, text: string, folded: string): boolean {
  const group = patternsOf(list, category);
  // Most categories' lists have none of their literals in a given sentence: one look at their union first. A list with
  // no pattern of the category has nothing to look at (its union would be remembered anew for each call; hred18).
  return group.length > 0 && mayMatchAny(group, folded) && group.some((re) => prefilteredTest(re, text, folded));
}

type CategoryPatterns = readonly (readonly [RegExp, CategoryLabel])[];
/** Each list's patterns by category, in the list's order: a category's are found without walking every other's. */
const byCategory = new WeakMap<CategoryPatterns, ReadonlyMap<CategoryLabel, readonly RegExp[]>>();
/** A list's patterns of a category it has none of: one array for all, so that nothing keyed by a group's identity grows. */
const NO_PATTERNS: readonly RegExp[] = [];
function patternsOf(list: CategoryPatterns, category: CategoryLabel): readonly RegExp[] {
  let groups = byCategory.get(list);
  if (groups === undefined) {
    const built = new Map<CategoryLabel, RegExp[]>();
    for (const [re, c] of list) {
      const group = built.get(c);
      if (group) group.push(re);
      else built.set(c, [re]);
    }
    byCategory.set(list, built);
    groups = built;
  }
  return groups.get(category) ?? NO_PATTERNS;
}

/** A sentence as a category's cues read it (`read`) and its {@link foldedForPrefilter} (`folded`). */
export interface CueReading {
  readonly read: string;
  readonly folded: string;
}

/**
 * The sentence as a category's cues read it: without the phrases that do not say it is about the category
 * (`folded`: `text`'s {@link foldedForPrefilter}). Each phrase is checked against the fold of the text as the earlier
 * removals left it, re-folded after each change: a removal leaves a blank where the phrase was, and a pattern whose
 * literal holds a blank could find its literal across it (a phrase between "no" and "notice" taken out leaves
 * "no notice"), which the original's fold lacks. Today no NOT_SAID literal holds a blank, so the original's fold gave
 * the same answers (a pattern it let run that could no longer match cost time only); this keeps it so as phrases are added.
 */
export function cueReading(category: CategoryLabel, text: string, folded: string): CueReading {
  // A licence's defined names of its subject matter ("Licensed Products") are no IP cue of their own (category-cues-performance.ts).
  const read = category === 'Intellectual Property' ? withoutLicensedNames(text) : text;
  return withoutNotSaid(category, read, read === text ? folded : foldedForPrefilter(read));
}

/** `text` without the phrases of NOT_SAID of `category` (`folded`: its {@link foldedForPrefilter}), each read as {@link cueReading} says. */
function withoutNotSaid(category: CategoryLabel, text: string, folded: string): CueReading {
  let read = text;
  let readFolded = folded;
  for (const [re, c] of NOT_SAID) {
    // A phrase whose literal words the sentence lacks is not in it: nothing to take out.
    if (c !== category || !mayMatch(re, readFolded)) continue;
    const next = read.replace(re, ' ');
    if (next !== read) {
      read = next;
      readFolded = foldedForPrefilter(read);
    }
  }
  return { read, folded: readFolded };
}

/** Whether the sentence's only cue words of a category sit in a phrase that does not say it (NOT_SAID): the learned model's word then is no evidence either. */
function onlyNotSaid(text: string, category: CategoryLabel, folded: string): boolean {
  if (!NOT_SAID.some(([re, c]) => c === category && mayMatch(re, folded) && text.search(re) >= 0)) return false;
  const reading = cueReading(category, text, folded);
  return !anyOf(ALL_CUES, category, reading.read, reading.folded);
}

function cueOf(text: string, category: CategoryLabel, folded: string): boolean | 'strong' {
  const { read, folded: readFolded } = cueReading(category, text, folded);
  if (!anyOf(ALL_CUES, category, read, readFolded) || anyOf(ALL_VETOES, category, text, folded)) return false;
  return anyOf(STRONG_CUES, category, read, readFolded) ? 'strong' : true;
}

/** "hereby assigns … all right, title and interest in the Patents": a present assignment whose sentence names intellectual property. */
function assignsIntellectualProperty(text: string, folded: string): boolean {
  return PRESENT_ASSIGNMENT.test(text) && cueOf(text, 'Intellectual Property', folded) !== false;
}

/** The phrases in which a category's cue word does not say it (NOT_SAID), with their category: what {@link cueReading} takes out. */
export function notSaidPhrases(): readonly (readonly [RegExp, CategoryLabel])[] {
  return NOT_SAID;
}

/** Every pattern the category cues, vetoes and phrases above test (the literal prefilter's property test runs them all). */
export function categoryPatterns(): readonly RegExp[] {
  return [...ALL_CUES, ...STRONG_CUES, ...ALL_VETOES, ...NOT_SAID, ...TERM_CUES].map(([re]) => re);
}

/** Categories of a defined term by its cue words alone ("Personal Data" → Privacy, "Prices" → Pricing & Taxes). */
export function termCategories(term: string): CategoryLabel[] {
  const folded = foldedForPrefilter(term);
  // A term whose only cue word is in a phrase that does not say the category (NOT_SAID: a call's "Terminating Party",
  // h32c43) names none. (A licence's "Licensed Products" still names Intellectual Property as a defined term.)
  return CATEGORIES.filter((c) => {
    const { read, folded: readFolded } = withoutNotSaid(c, term, folded);
    return anyOf(termCues(), c, read, readFolded) && !(c === 'Intellectual Property' && LICENCE_MEASURE_TERM.test(term));
  });
}
let allTermCues: CategoryPatterns | undefined;
/** The cues a defined term is read with: every sentence cue and the terms' own (TERM_CUES, below), one list made once. */
function termCues(): CategoryPatterns {
  allTermCues ??= [...ALL_CUES, ...TERM_CUES];
  return allTermCues;
}

/**
 * A licence's price, period or parties as a defined term ("Licence Fee", "Licence Period", "Licence Holder"): the
 * licence's money or time, no intellectual property; the wording of the definition still may name some (h22s23).
 */
const LICENCE_MEASURE_TERM = /\blicen[cs]e\s+(?:fees?|charges?|costs?|period|term|start|end|commencement|expiry|date|year|area|holder)\b/i;

/**
 * Defined terms that name a category's subject without being a cue in a sentence. A fee is an amount, Pricing & Taxes
 * (C21: "Licence Fee", "Commission Fee", "Fees" defined, as C5's "Fixed Price"); a retention is money held back from
 * the payments, Payment Terms & Billing (the reference: "Retention Fee" means … → Payment Terms & Billing), and so is a
 * billing period or date.
 */
const TERM_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bdeliverables?\b|\bspecifications?\b/i, 'Deliverables'],
  [/\bretention\b/i, 'Payment Terms & Billing'],
  // A billing period, date or cycle defined ("'Billing Period' means each calendar month"): when bills fall (h32c43).
  [/\bbilling\b/i, 'Payment Terms & Billing'],
  [/(?<!\bretention\s)\bfees?\b/i, 'Pricing & Taxes'],
  // A defined charge is a fee by another word ("Monthly Charge", "Article Processing Charge", h31c42); not a security
  // over assets ("Fixed Charge", "Floating Charge", "Security Charge").
  [/(?<!\b(?:fixed|floating|security)\s)\bcharges?\b/i, 'Pricing & Taxes'],
  [/\bsource code\b/i, 'Intellectual Property'],
  // (h55c51) The money a share or a fee is measured on, defined ("'Ticket Revenue' means the total Face Value of all
  // tickets sold", "Gross Receipts", "Net Proceeds", "Milk Proceeds"): an amount of the contract's pricing, as "Net
  // Sales" is (C5; sets 13, 16, 22, 23, 24, 25, 48 and 51 label eleven of twelve such definitions Pricing & Taxes, set
  // 45's "Gross Operating Revenue" none). Not a body's name ("Revenue Authority", "Revenue Commissioners"), nor
  // (hrev41) a law's ("Proceeds of Crime Act", "Internal Revenue Code"), a delivery's receipts or a staff's turnover.
  [/(?<!\b(?:delivery|goods|staff|employee|labour|labor|stock|inventory|warehouse|internal)\s{1,3})\b(?:revenues?|receipts|proceeds|turnover)\b(?!\s+(?:authorit(?:y|ies)|commissioners?|service|office|agency|accounts?|codes?|acts?|laws?|of\s+crime|scotland|canada|department|ministry)\b)/i, 'Pricing & Taxes'],
  // The day the contract's term begins, defined ("'Commencement Date' means 1 March 2027"): when its duration starts,
  // as "Expiry Date" names when it ends (h33c43). Not "Effective Date", the day the agreement is dated (set 27 gives
  // its definition no category).
  [/\bcommencement\s+date\b/i, 'Term & Termination'],
];
