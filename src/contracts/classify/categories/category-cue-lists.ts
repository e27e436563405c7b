/**
 * The category cue words: the general list (TEXT_CUES), the strong cues that name their subject outright, and every
 * cue file's lists gathered once (ALL_CUES). Data only; category-cue-evidence.ts reads them.
 */
import { type CategoryLabel } from '../../wire.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { ACTIVITY_RULE_STRONG_CUES } from './cues/category-cues-activity-rules.js';
import { DOCUMENT_PREPARED_STRONG_CUES } from './cues/category-cues-documents-prepared.js';
import { LOAD_HANDLED_STRONG_CUES } from './cues/category-cues-loads-handled.js';
import { LOST_IN_KEEPING_STRONG_CUES } from './cues/category-cues-lost-in-keeping.js';
import { OWN_RISK_STRONG_CUES } from './cues/category-cues-own-risk.js';
import { SERVICE_DESCRIBED_STRONG_CUES } from './cues/category-cues-service-described.js';
import { GUARANTEE_CALLED_STRONG_CUES } from './cues/category-cues-guarantees-called.js';
import { ORDER_ANSWERED_CUES, ORDER_ANSWERED_IN_TIME_STRONG_CUES } from './cues/category-cues-orders-answered.js';
import { REPORT_AT_INTERVALS_STRONG_CUES, STATEMENT_SENT_STRONG_CUES } from './cues/category-cues-periodic-reports.js';
import { PERMIT_OBTAINED_STRONG_CUES } from './cues/category-cues-permits-obtained.js';
import { ALCOHOL_CONDUCT_STRONG_CUES } from './cues/category-cues-alcohol-conduct.js';
import { PEOPLE_IDENTIFIED_STRONG_CUES } from './cues/category-cues-people-identified.js';
import { PERSONAL_DETAILS_STRONG_CUES } from './cues/category-cues-personal-details.js';
import { ORDER_MEANS_STRONG_CUES } from './cues/category-cues-orders-placed.js';
import { AMENDMENT_AND_PRECEDENCE_CUES } from './cues/category-cues-amendments-and-precedence.js';
import { AMOUNT_ROW_CUES, TOTAL_ROW_STRONG_CUES } from './cues/category-cues-amount-rows.js';
import { AMOUNT_CUES, INSTALMENT_ITEM_STRONG_CUES, PAID_AMOUNT_STRONG_CUES, PRICE_TABLE_ROW_STRONG_CUES, SCHEDULE_ROW_STRONG_CUES } from './cues/category-cues-amounts.js';
import { AMOUNT, moneyPattern } from '../numbers/money-shapes.js';
import { ASSET_CUES, ASSET_STRONG_CUES } from './cues/category-cues-assets.js';
import { AUDIT_CUES, AUDIT_STRONG_CUES } from './cues/category-cues-audits.js';
import { AUTHORITY_REGISTRATION_STRONG_CUES } from './cues/category-cues-authority-registrations.js';
import { BACKGROUND_CHECK_STRONG_CUES } from './cues/category-cues-background-checks.js';
import { BANK_CHARGES_CUES } from './cues/category-cues-bank-charges.js';
import { BARRED_USE_STRONG_CUES } from './cues/category-cues-barred-uses.js';
import { BUSINESS_CONTINUITY_CUES, BUYER_BOUND_STRONG_CUES } from './cues/category-cues-business-continuity.js';
import { BUSINESS_PASSING_STRONG_CUES } from './cues/category-cues-business-passing.js';
import { CARD_LOSS_CUES } from './cues/category-cues-card-losses.js';
import { CARD_SETTLEMENT_CUES, CARD_SETTLEMENT_STRONG_CUES } from './cues/category-cues-card-settlement.js';
import { CHARGED_AT_RATE_STRONG_CUES } from './cues/category-cues-charged-at-rates.js';
import { CHARGED_SEPARATELY_STRONG_CUES } from './cues/category-cues-charged-separately.js';
import { CHARTER_PARTY_CUES, CHARTER_PARTY_STRONG_CUES } from './cues/category-cues-charter-party.js';
import { CODE_OF_CONDUCT_STRONG_CUES } from './cues/category-cues-codes-of-conduct.js';
import { COMMERCIAL_CUES, GUARANTEE_THAT } from './cues/category-cues-commercial.js';
import { PROVIDES_FOLLOWING } from './category-works-list-items.js';
import { COMPLIANCE_CUES, FOOD_LAW_STRONG_CUES } from './cues/category-cues-compliance.js';
import { CONFIDENTIALITY_CUES, KEPT_SECRET_CUES } from './cues/category-cues-confidentiality.js';
import { CONTACT_POINT_STRONG_CUES } from './cues/category-cues-contact-points.js';
import { CONTRACT_VALIDITY_CUES } from './cues/category-cues-contract-validity.js';
import { COVER_PROOF_SENT_STRONG_CUES } from './cues/category-cues-cover-proof-sent.js';
import { DAMAGE_MADE_GOOD_STRONG_CUES } from './cues/category-cues-damage-made-good.js';
import { DATA_PROTECTION_CUES } from './cues/category-cues-data-protection.js';
import { DEAL_OBJECT_STRONG_CUES } from './cues/category-cues-deal-object.js';
import { DELAY_DAMAGES_STRONG_CUES } from './cues/category-cues-delay-damages.js';
import { BATCH_JUDGED_STRONG_CUES, DELIVERABLE_ACCEPTANCE_CUES, LISTED_BENEFITS_STRONG_CUES } from './cues/category-cues-deliverable-acceptance.js';
import { DELIVERABLES_CUES, DELIVERABLES_STRONG_CUES } from './cues/category-cues-deliverables.js';
import { DELIVERY_CUES, GOODS_COLLECTED_STRONG_CUES, PASSED_TO_INSURER, PROCESSED_RETURNED_STRONG_CUES, SALE_POSSESSION_STRONG_CUES } from './cues/category-cues-delivery.js';
import { DEPOSIT_SHARE_STRONG_CUES } from './cues/category-cues-deposit-shares.js';
import { DISCLOSURE_BAR_STRONG_CUES } from './cues/category-cues-disclosure-bars.js';
import { DRAFTING_CUES } from './cues/category-cues-drafting.js';
import { ENDING_RIGHT_STRONG_CUES } from './cues/category-cues-ending-rights.js';
import { END_CUES, END_STRONG_CUES, INSOLVENCY_WORD } from './cues/category-cues-ends.js';
import { ENTRUSTED_RETURN_STRONG_CUES } from './cues/category-cues-entrusted-returns.js';
import { EVENT_STRONG_CUES } from './cues/category-cues-events.js';
import { ACT_OF_GOD, EVENT_BEYOND_CONTROL } from './cues/force-majeure-causes.js';
import { EXCLUSIVE_GRANT_CUES, EXCLUSIVE_GRANT_STRONG_CUES } from './cues/category-cues-exclusive-grant.js';
import { FEES_DEDUCTED_CUES } from './cues/category-cues-fees-deducted.js';
import { FEES_REFUSED_CUES } from './cues/category-cues-fees-refused.js';
import { FIRE_RESISTANCE_STRONG_CUES } from './cues/category-cues-fire-resistance.js';
import { GOODS_CARRIED_STRONG_CUES } from './cues/category-cues-goods-carried.js';
import { GOODS_PACKED_STRONG_CUES } from './cues/category-cues-goods-packed.js';
import { GOODS_CONFORMITY_STRONG_CUES } from './cues/category-cues-goods-conformity.js';
import { GOODS_DELIVERED_CUES, QUANTITY_MEASURED_STRONG_CUES } from './cues/category-cues-goods-delivered.js';
import { INSTALLED_AND_TAUGHT_CUES } from './cues/category-cues-installed-and-taught.js';
import { GOODS_QUALITY_CUES } from './cues/category-cues-goods-quality.js';
import { GOODS_STORED_CUES } from './cues/category-cues-goods-stored.js';
import { GOODS_TAKEN_IN_STRONG_CUES } from './cues/category-cues-goods-taken-in.js';
import { GRANTED_PERIOD_CUES } from './cues/category-cues-granted-period.js';
import { HEALTH_RECORD_STRONG_CUES } from './cues/category-cues-health-records.js';
import { HELD_AS_BAILEE_CUES } from './cues/category-cues-held-as-bailee.js';
import { HIRED_THING_STRONG_CUES } from './cues/category-cues-hired-things.js';
import { HOSTILE_ACT_CUES } from './cues/category-cues-hostile-acts.js';
import { INFORMATION_CUES, INFORMATION_STRONG_CUES } from './cues/category-cues-information.js';
import { INSTALMENT_ROW_CUES, INSTALMENT_SUM_ROW_STRONG_CUES } from './cues/category-cues-instalment-rows.js';
import { INSURANCE_CUES, REINSURANCE_STRONG_CUES } from './cues/category-cues-insurance.js';
import { INTELLECTUAL_PROPERTY_CUES, IP_LAW_STRONG_CUES, MARKS_USE_STOPPED_STRONG_CUES, PRODUCT_OWNED_STRONG_CUES } from './cues/category-cues-intellectual-property.js';
import { KEPT_BOOKS_STRONG_CUES } from './cues/category-cues-kept-books.js';
import { KEPT_IN_ORDER_STRONG_CUES } from './cues/category-cues-kept-in-order.js';
import { KEPT_INFORMED_STRONG_CUES } from './cues/category-cues-kept-informed.js';
import { KEPT_SECURE_STRONG_CUES } from './cues/category-cues-kept-secure.js';
import { KEPT_LOG_STRONG_CUES } from './cues/category-cues-kept-logs.js';
import { LAND_USED_STRONG_CUES } from './cues/category-cues-land-used.js';
import { GRAZING_STRONG_CUES } from './cues/category-cues-grazing.js';
import { PROTECTIVE_CARE_CUES, PROTECTIVE_CARE_STRONG_CUES } from './cues/category-cues-protective-care.js';
import { CHILDREN_IN_CARE_STRONG_CUES } from './cues/category-cues-children-in-care.js';
import { COMPLAINT_APPEALED_STRONG_CUES } from './cues/category-cues-complaints-appealed.js';
import { LANGUAGE_VERSION_STRONG_CUES } from './cues/category-cues-language-versions.js';
import { TITLE_COVENANT_STRONG_CUES } from './cues/category-cues-title-covenants.js';
import { CHECKS_WITNESSED_STRONG_CUES } from './cues/category-cues-checks-witnessed.js';
import { CONTRACT_START_STRONG_CUES, ENTRY_INTO_FORCE_CUES } from './cues/category-cues-entry-into-force.js';
import { MATTERS_REFERRED_STRONG_CUES } from './cues/category-cues-matters-referred.js';
import { MESSAGES_SENT_CUES } from './cues/category-cues-messages-sent.js';
import { FEES_CHARGED_CUES } from './cues/category-cues-fees-charged.js';
import { FREE_FIRST_PERIOD_STRONG_CUES, PRICE_STATED_STRONG_CUES } from './cues/category-cues-prices-stated.js';
import { UNIT_PRICE_STRONG_CUES } from './cues/category-cues-unit-prices.js';
import { MONEY_GIVEN_BACK_STRONG_CUES } from './cues/category-cues-money-given-back.js';
import { LEFTOVER_RETURN_STRONG_CUES } from './cues/category-cues-leftover-returns.js';
import { ENTRIES_RECORDED_CUES } from './cues/category-cues-entries-recorded.js';
import { ACCIDENTS_REPORTED_STRONG_CUES } from './cues/category-cues-accidents-reported.js';
import { LEASED_THING_STRONG_CUES } from './cues/category-cues-leased-things.js';
import { LENT_GOODS_CUES } from './cues/category-cues-lent-goods.js';
import { LEVEL_GUARANTEED_STRONG_CUES } from './cues/category-cues-levels-guaranteed.js';
import { LIABILITY_HEAD_CUES, LIABLE_FOR_ANY_STRONG_CUES } from './cues/category-cues-liability-heads.js';
import { LICENCE_TO_USE_STRONG_CUES } from './cues/category-cues-licences-to-use.js';
import { LIEN_STRONG_CUES } from './cues/category-cues-liens.js';
import { LOT_TRACED_STRONG_CUES } from './cues/category-cues-lots-traced.js';
import { LOSS_COMPENSATED_STRONG_CUES } from './cues/category-cues-losses-compensated.js';
import { NONCONFORMING_REJECTED_STRONG_CUES } from './cues/category-cues-nonconforming-rejected.js';
import { LOSS_WORD_NAMES_A_TASK, NOT_RESPONSIBLE_CUES } from './cues/category-cues-not-responsible.js';
import { OPERATING_RIGHT_STRONG_CUES } from './cues/category-cues-operating-rights.js';
import { OPERATIONS_CUES } from './cues/category-cues-operations.js';
import { OTHERS_ACTS_CUES } from './cues/category-cues-others-acts.js';
import { OTHERS_ENGAGED_STRONG_CUES } from './cues/category-cues-others-engaged.js';
import { OTHERS_PREMISES_CUES, OTHERS_PREMISES_STRONG_CUES } from './cues/category-cues-others-premises.js';
import { TENDER_LODGED_STRONG_CUES } from './cues/category-cues-tenders-lodged.js';
import { SITE_USE_STRONG_CUES } from './cues/category-cues-site-use.js';
import { WORK_BOUNDS_STRONG_CUES } from './cues/category-cues-work-bounds.js';
import { ACCOUNT_RENDERED_STRONG_CUES } from './cues/category-cues-accounts-rendered.js';
import { VALUE_PAID_STRONG_CUES } from './cues/category-cues-value-paid.js';
import { OUTCOME_NOT_GUARANTEED_STRONG_CUES } from './cues/category-cues-outcomes-not-guaranteed.js';
import { MINIMUM_WAGE_PAID_STRONG_CUES, OWN_DUTY_CUES } from './cues/category-cues-own-duties.js';
import { OWN_STAFF_PAY_STRONG_CUES } from './cues/category-cues-own-staff-pay.js';
import { PAID_SHARE_CUES } from './cues/category-cues-paid-shares.js';
import { PAPERS_SENT_STRONG_CUES } from './cues/category-cues-papers-sent.js';
import { ENDING_MONEY_TERM_STRONG_CUES, PAYMENT_CUES, PAYMENT_STRONG_CUES } from './cues/category-cues-payment.js';
import { PERFORMANCE_CUES } from './cues/category-cues-performance.js';
import { PERSONAL_DATA_NAMED_CUES } from './cues/category-cues-personal-data-named.js';
import { PHYSICAL_SAFETY_CUES, PHYSICAL_SAFETY_STRONG_READING } from './cues/category-cues-physical-safety.js';
import { PREMISES_BOOKED_STRONG_CUES } from './cues/category-cues-premises-booked.js';
import { PRICE_CHANGE_STRONG_CUES } from './cues/category-cues-price-changes.js';
import { PRIVACY_CUES } from './cues/category-cues-privacy.js';
import { PROCESSOR_LIABILITY_CUES } from './cues/category-cues-processor-liability.js';
import { PUBLICITY_USE_CUES } from './cues/category-cues-publicity-use.js';
import { QUALIFICATION_HELD_STRONG_CUES } from './cues/category-cues-qualifications-held.js';
import { PERSONAL_GRANT_STRONG_CUES } from './cues/category-cues-personal-grants.js';
import { NO_CHARGE_ROW_STRONG_CUES, PLAN_ROW_STRONG_CUES, PRICE_LIST_ROW_STRONG_CUES, QUANTITY_AT_PRICE_STRONG_CUES, RATE_ROW_CUES } from './cues/category-cues-rate-rows.js';
import { RECEIPT_FOR_PAYMENT_STRONG_CUES, RECEIPT_ISSUED_STRONG_CUES } from './cues/category-cues-receipts-issued.js';
import { REMOVED_AND_MADE_GOOD_STRONG_CUES } from './cues/category-cues-removed-and-made-good.js';
import { FORMAL_NOTICE_STRONG_CUES, REPLY_CUES } from './cues/category-cues-replies.js';
import { REPORTED_PROGRESS_STRONG_CUES } from './cues/category-cues-reported-progress.js';
import { COMMISSIONED_AND_UNDERTAKEN_STRONG_CUES, ENGAGEMENT_CUES, RULES_KEPT_CUES } from './cues/category-cues-rules-and-engagements.js';
import { SALE_PRICE_STRONG_CUES } from './cues/category-cues-sale-prices.js';
import { SCHEDULED_RATE_CUES } from './cues/category-cues-scheduled-rates.js';
import { SCOPE_CUES, SCOPE_STRONG_CUES } from './cues/category-cues-scope.js';
import { SERVICE_CREDIT_SHARE_STRONG_CUES } from './cues/category-cues-service-credits.js';
import { SERVICES_CUES } from './cues/category-cues-services.js';
import { SHARE_TRANSFER_CUES } from './cues/category-cues-share-transfers.js';
import { SOFTWARE_ESCROW_CUES } from './cues/category-cues-software-escrow.js';
import { SOLE_REMEDY_STRONG_CUES } from './cues/category-cues-sole-remedies.js';
import { STOCK_COUNT_STRONG_CUES } from './cues/category-cues-stock-counts.js';
import { STRUCTURAL_REPAIR_STRONG_CUES } from './cues/category-cues-structural-repairs.js';
import { SUB_AGENT_STRONG_CUES, SUBSTITUTE_SENT_STRONG_CUES } from './cues/category-cues-sub-agents.js';
import { SUBSCRIPTION_TERM_CUES, SUBSCRIPTION_TERM_STRONG_CUES } from './cues/category-cues-subscription-terms.js';
import { INSOLVENCY_CUES, SUMS_OWED_CUES } from './cues/category-cues-sums-owed.js';
import { SUMS_PAYABLE_STRONG_CUES } from './cues/category-cues-sums-payable.js';
import { SUPPLIED_THING_STRONG_CUES } from './cues/category-cues-supplied-things.js';
import { TELLING_STRONG_CUES } from './cues/category-cues-telling.js';
import { TERM_ROW_STRONG_CUES } from './cues/category-cues-term-rows.js';
import { TRAINED_AND_REPORTED_CUES } from './cues/category-cues-trained-and-reported.js';
import { UNIT_LET_STRONG_CUES } from './cues/category-cues-units-let.js';
import { WARRANTY_CUES, WARRANTY_STRONG_CUES } from './cues/category-cues-warranties.js';
import { WORK_EXTENT_STRONG_CUES } from './cues/category-cues-work-extent.js';
import { WORKS_HANDED_OVER_STRONG_CUES } from './cues/category-cues-works-handed-over.js';
import { WRITTEN_ACT_CUES } from './cues/category-cues-written-acts.js';
import { WRITTEN_APPROVAL_STRONG_CUES } from './cues/category-cues-written-approvals.js';
import { WRITTEN_SAY_SO_STRONG_CUES } from './cues/category-cues-written-say-so.js';
import { GRANT_PURPOSE_STRONG_CUES } from './cues/category-cues-grant-purpose.js';
import { TRADE_BOUND_STRONG_CUES } from './cues/category-cues-trade-bounds.js';
import { PAY_EXTRA_STRONG_CUES } from './cues/category-cues-pay-extras.js';
import { ORDER_FORM_ROW_STRONG_CUES } from './cues/category-cues-order-form-rows.js';
import { PARTNERSHIP_MONEY_STRONG_CUES } from './cues/category-cues-partnership-money.js';
import { KEY_FACT_ROW_STRONG_CUES } from './cues/category-cues-key-fact-rows.js';
import { OWN_CONDUCT_STRONG_CUES } from './cues/category-cues-own-conduct.js';
import { PRICE_IN_KIND_STRONG_CUES } from './cues/category-cues-price-in-kind.js';
import { USE_GIVEN_STRONG_CUES } from './cues/category-cues-use-given.js';
import { WORK_REUSE_STRONG_CUES } from './cues/category-cues-work-reuse.js';
import { KEYS_HELD_CUES } from './cues/category-cues-keys-held.js';
import { SIGNED_COPY_RETURNED_STRONG_CUES } from './cues/category-cues-signed-copy-returned.js';
import { CARRIAGE_HANDLED_STRONG_CUES } from './cues/category-cues-carriage-handled.js';
import { HAZARD_KEPT_APART_STRONG_CUES } from './cues/category-cues-hazards-kept-apart.js';
import { SAFEGUARDING_STRONG_CUES } from './cues/category-cues-safeguarding.js';
import { SUPERVISION_NAMED_STRONG_CUES } from './cues/category-cues-supervision-named.js';
import { STAFFING_LEVEL_STRONG_CUES } from './cues/category-cues-staffing-levels.js';
import { TAX_WITHHELD_STRONG_CUES } from './cues/category-cues-tax-withheld.js';
import { OBJECT_STATED_STRONG_CUES } from './cues/category-cues-object-stated.js';
import { COSTS_BORNE_STRONG_CUES, CUSTOMS_DUTY_STRONG_CUES, STAMP_DUTY_PAID_STRONG_CUES } from './cues/category-cues-costs-borne.js';
import { SUM_STATED_STRONG_CUES } from './cues/category-cues-sums-stated.js';
import { JOINT_BID_SCOPE_STRONG_CUES } from './cues/category-cues-joint-bid-scope.js';
import { THING_PROVIDED_STRONG_CUES } from './cues/category-cues-things-provided.js';
import { FINE_DEDUCTED_STRONG_CUES } from './cues/category-cues-fines-deducted.js';
import { BID_SECURITY_STRONG_CUES } from './cues/category-cues-bid-security.js';
import { PAYOUT_STRONG_CUES } from './cues/category-cues-payouts.js';
import { TERMS_AMENDED_STRONG_CUES } from './cues/category-cues-terms-amended.js';
import { PLATFORM_LEFT_STRONG_CUES } from './cues/category-cues-platform-left.js';
import { UNRULY_GUEST_STRONG_CUES } from './cues/category-cues-unruly-guests.js';
import { VISIT_AND_EXAMINATION_STRONG_CUES } from './cues/category-cues-visits-and-examinations.js';
import { PERFORMANCE_RECORDED_STRONG_CUES } from './cues/category-cues-performances-recorded.js';
import { PEOPLE_FILMED_STRONG_CUES } from './cues/category-cues-people-filmed.js';
import { DOMICILE_ELECTED_STRONG_CUES } from './cues/category-cues-domicile-elected.js';
import { SETTLEMENT_EFFECT_STRONG_CUES } from './cues/category-cues-settlement-effect.js';
import { COURTS_AND_GAPS_STRONG_CUES } from './cues/category-cues-courts-and-gaps.js';
import { CLAIMS_RELEASED_STRONG_CUES } from './cues/category-cues-claims-released.js';
import { PERIOD_RUN_STRONG_CUES } from './cues/category-cues-periods-run.js';
import { DANGEROUS_PURSUIT_STRONG_CUES } from './cues/category-cues-dangerous-pursuits.js';
import { MINUTES_SENT_STRONG_CUES } from './cues/category-cues-minutes-sent.js';
import { OCCURRENCE_CALLED_OFF_STRONG_CUES } from './cues/category-cues-occurrences-called-off.js';
import { DELIVERY_RECORD_STRONG_CUES } from './cues/category-cues-delivery-records.js';
import { DEFECT_REPAIRED_STRONG_CUES } from './cues/category-cues-defects-repaired.js';
import { OBJECT_WITHOUT_SERVICES_STRONG_CUES } from './cues/category-cues-object-without-services.js';
import { TAX_WORD } from './cues/tax-word.js';

/** A tax named in a sentence (its one home: cues/tax-word.ts, a leaf the cue files import too). */
export { TAX_WORD };
/** Words by which a tax only qualifies an amount before it ("plus VAT", "exclusive of GST", "plus consumption tax"; h46conv: "less sales tax", which deducts it), as a lookbehind. */
export const AMOUNT_TAX_QUALIFIER = String.raw`(?<!\b(?:plus|less|excluding|exclusive\s{1,64}of|inclusive\s{1,64}of|including|incl\.|excl\.)\s{1,64}(?:the\s{1,64}|all\s{1,64}|any\s{1,64})?(?:applicable\s{1,64})?(?:consumption|value\s{1,64}added|sales|goods\s{1,64}and\s{1,64}services)?\s{0,64})`;

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
  [/\bnotif(?:y|ied|ies|ication)|(?<!copyright\s)\bnotices?\b|\binform(?:ing)?\b|\bwritten\b|\bcommunicat|\bannounce/i, 'Communication'],
  // (h77c59) "informs" as "inform": a present-tense duty to tell (C34: "the Lessee immediately informs the Lessor"), as
  // "notifies" is. (hrev72) Said of a party (a capitalised name or a pronoun before it, or an adverb of haste) or of a
  // telling ("informs the Owner of", "informs them that"); not a thing that shapes another ("the cost model, which informs
  // the Charges", "The risk assessment informs the method statement", "experience … informs its approach"). (h98c74) A
  // time or a means after the party told says a telling too ("stops the works and informs the Agency on the same day",
  // "informs the Owner within 3 days", "informs the Club by e-mail"). Case
  // matters (no flag); the lookbehind is of fixed words and one bounded word: linear.
  [/(?<=(?:\b[A-Z][\w'’-]{0,30}|\b(?:it|he|she|they|we|you|immediately|promptly|forthwith|also|then|duly|further|thereupon))\s)informs\b|\b[Ii]nforms\s+(?:(?:the|its|each|any|all|both|every|their|his|her)\s+)?(?:other\s+)?(?:(?:[A-Z][\w'’-]{0,30}|employees|staff|customers|clients|members|guests|users|police|authorities)\s+){1,3}(?:of|that|about|whether|in\s+writing|without\s+delay|immediately|promptly|at\s+once|forthwith|on\s+the\s+same\s+day|(?:with)?in\s+\d{1,3}|no\s+later\s+than|by\s+(?:e-?mail|telephone|phone|letter))\b|\b[Ii]nforms\s+(?:him|her|them|us|you|it)\b/, 'Communication'],
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
  [new RegExp(String.raw`(?=s)(?<!\b(?:upon|after|on|following|before|until|pending|prior\s{1,8}to)\s{1,64}|\b(?:of|for)\s{1,64}(?:each|the|every|any|a|that)\s{1,64})\bshipment|(?=s)(?<!\b(?:before|after|until|once|when|soon\s{1,8}as)\s{1,8}(?:it|they|each\s{1,8}[\w-]{1,30}|the\s{1,8}[\w-]{1,30})\s{1,8}(?:is|are|has\s{1,8}been|have\s{1,8}been)\s{1,8}|\b(?:the|all)\s{1,8}goods\s{1,8})\bshipped\b|\b(?:is|are|been)\s{1,8}shipped\s{1,8}(?:to|from)\s{1,8}(?:the|its|their|your|our)\b|\b(?:pending|until|prior\s{1,8}to)\s{1,8}shipment\s{1,8}(?:instructions|schedules?)\b|\bships?\s+(?:the|each|all|any|every|such)\s+(?:[\w-]+\s+){0,2}?(?:orders?|goods|products?|items?|consignments?)\b|\bsend(?:s)?\s+(?:the\s+[A-Z][\w-]*\s+)?(?:the\s+)?(?:goods|products|samples)\b|\bdelivery\s+(?:address|point|location|terms)\b|\bincoterms?\b|\btitle\s+(?:in|to)\s+the\s+goods\b|\brisk\s+(?:in|to)\s+the\s+goods\b(?![^.;]{0,80}?\bpass(?:es|ed)?\s{1,8}to\b${PASSED_TO_INSURER})`, 'i'), 'Delivery'],
  // A jurisdiction is governing law, not a place where rights are registered ("in any country or jurisdiction").
  [/\bdeadlock|\bdisput|\barbitrat|\bmediat|\bcourts?\b|(?<!\b(?:any|each|every|other|relevant|applicable|or|its|their)\s{1,64})\bjurisdiction|\bgoverned by\b|\binjunct|\bneutral advis/i, 'Dispute Resolution'],
  // … and the events a force majeure clause lists: natural disasters, epidemics, severe weather, labour shortages.
  [new RegExp(String.raw`force\s{1,8}majeure|\b${ACT_OF_GOD}\b|${EVENT_BEYOND_CONTROL}|\bnatural disasters?\b|\b(?:epidemics?|pandemics?)\b|\bsevere weather\b|\bhurricanes?\b|\blabou?r\s+shortages?\b`, 'i'), 'Force Majeure'],
  // (h78c61) "hold the Company harmless from any claim" as "hold harmless": the party held harmless may stand between.
  // (h80left, hrev80's leftover) "keep"/"save" are the same promise in British and Commonwealth drafting ("keep the
  // Owner harmless from all claims", "indemnify and save harmless the Town"), and so is the passive ("is to be kept/held
  // harmless"). With the party between, "keep"/"save" need the claims after ("harmless from/against"): "keep the
  // trailer …", "save the data …" are everyday verbs, and "harmless" alone ("the chemicals are not harmless") is none.
  [/\bindemni|\b(?:hold|holds|holding|held|keep|keeps|keeping|kept|save|saves|saving|saved)\s{1,3}harmless\b|\bhold(?:s|ing)?\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,4}?harmless\b|\b(?:keep|keeps|keeping|save|saves|saving)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,4}?harmless\s{1,3}(?:from|against)\b/i, 'Indemnification'],
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
  // £48,000"), or its change ("the rent shall increase by 3%", h94cat: "the fee shall change accordingly"), is a price; a sum deposited or a cap is not.
  // An amount is known by its currency as the money recognizer reads it (money-shapes.ts' AMOUNT: a sign, a code,
  // a contract's own mark, "KD 95.000" as "USD 950"; issue 18, h94cat: a short list of its own here read "USD" but not
  // "KD" or "FCFA") or the rand's own sign glued ("a fee of R38").
  [moneyPattern(String.raw`\b(?:fees?|rent|charges?|rates?|royalt(?:y|ies)|salary|wages?|remuneration)\s+(?:\w+\s+){0,5}?(?:of|is|are|shall\s+be|will\s+be|at)\s+(?:\w+\s+){0,2}?(?:${AMOUNT}|(?<![\w.])R\d)|\b(?:fees?|rent|charges|prices|rates)\s+(?:shall|will|may)\s+(?:\w+\s+)?(?:increase|decrease|rise|change|vary|be\s+(?:increased|decreased|reduced|adjusted|indexed|reviewed|changed|varied))\b|\b(?:fees?|rent|charges|prices|rates)\s+(?:are|is)\s+(?:fixed|firm)\b|\b(?:fees?|commission|costs?|charges?)\s+(?:\w+\s+){0,2}?(?:equal\s+to|at\s+a\s+rate\s+of)\s+\d{1,3}(?:\.\d{1,3})?\s?%|\bbill\s+rates?\b`, 'i'), 'Pricing & Taxes'],
  // Health records and card data are personal data under their own laws (HIPAA, PCI DSS).
  [/personal (?:data|information)|data protection|\bprivacy\b|data controller|data processor|\bGDPR\b|\bhealth\s+information\b|\bHIPAA\b|\bpayment\s+card\s+data\b/i, 'Privacy'],
  [/\bsupervis|\bvetting\b|\bscreening\b|\bimmigration\b/i, 'Responsibilities'],
  // A party's own upkeep of what it holds ("keep the interior in good repair") and answering for what is done under
  // its name ("responsible for all activities under its accounts") are its ancillary duties.
  [/\b(?:keep|maintain)s?\s+(?:[\w,]+\s+){0,12}?in\s+good\s+(?:condition|repair|order|working\s+order)\b|\bresponsible\s+for\s+(?:all\s+|any\s+)?(?:the\s+)?(?:activities|conduct)\b|\bresponsible\s+for\s+ensuring\b/i, 'Responsibilities'],
  // Answering for its own people and things ("responsible for the health and safety of its own employees", "for
  // backing up its own data") and for the acts and omissions of those it engages.
  [/\b(?:responsible|answerable)\s+for\s+(?:[\w,-]+\s+){0,6}?(?:its|their)\s+own\b|\b(?:responsible|answerable)\s+for\s+the\s+(?:[\w-]+(?:\s*,)?\s+)?acts\s+(?:and|or)\s+omissions\b/i, 'Responsibilities'],
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
  // end this Contract"), and receivership and liquidation are insolvency (category-cues-ends.ts' INSOLVENCY_WORD, the one
  // list of insolvency words, h105tax).
  // (h103c79) Nor "renew" said of a thing's worn parts ("renew their layers of water hyacinth each season": upkeep).
  // (h100c76, C112) "renews" said of the contract itself, with no object ("runs for one year and renews each year when
  // …"); "renews the registration" or "renews the Cable" is a thing kept current.
  [new RegExp(String.raw`\bterminat|\bexpir(?:y|es|ed|ation)\b|${INSOLVENCY_WORD}|\badministrator\b|\bin effect until\b|\brenew(?:al|ed)?\b(?!\s+(?:the|its|their|his|her)\s+(?:[\w-]+\s+)?(?:layers?|coats?|paint(?:work)?|surfaces?|planting|beds?|thatch|gravel|soil|mulch|linen|filters?|bulbs?)\b)|\brenews\b(?!\s+(?:the|its|their|his|her|your|our|any|all|a|an|such|this|that|these|those)\b)|\bcancell?(?:ation|ed|ing|s)?\b|\bend\s+(?:this|the)\s+(?:agreement|contract)\b`, 'i'), 'Term & Termination'],
  // … and "warrant that" after a plural party ("Owners warrant that the Vessel is entered …", h36c45); not a warrant of
  // arrest or a search warrant (a noun).
  [/\bwarrant(?:s|y|ies)\b|\bwarrant\s+that\b|\bfitness for (?:a )?(?:particular )?purpose\b|\bmerchantab/i, 'Warranties'],
];

// The grant of a lease ("the Owner leases to the Occupier the warehouse") is the use of the owner's property itself:
// no passing mention, whatever the rest of the sentence describes.
const LEASE_GRANTED: [RegExp, CategoryLabel] = [/\bleases?\s+to\b/i, 'Asset Use'];
// "Informing" too: an act barred "without informing the Owner in advance" waits for the other told (h80cat).
// (issue 18, h91sow) And a notice counted in weeks or months ("on one month's notice", "twelve (12) months' notice"):
// sets 1–69 label all 100 such sentences Communication; read by the weak cue alone, 2 lost it beside a strong one.
const NOTICE_GIVEN: [RegExp, CategoryLabel] = [/\bnotif(?:y|ied|ies|ication)\b|\binform(?:s|ed|ing)?\b|\b(?:written|prior|by|giving|give|gives|serve|serving|days'?|hours'?|(?:month|week)['’]s|(?:months|weeks)['’])\s+(?:\w+\s+)?notice\b|\bnotice\s+in\s+writing\b|\bby\s+registered\s+(?:letter|mail|post)\b/i, 'Communication'];

/**
 * Cue words that name their subject outright, with more weight than a passing cue: a notice given or required
 * ("by notice in writing", "on thirty days' written notice", "shall notify") makes the sentence a communication
 * beside its main subject (termination, a claim, a breach), so it clears the bar of a second category.
 */
export const STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  LEASE_GRANTED,
  NOTICE_GIVEN,
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
  // Printing on security paper, a restricted area, a store kept locked, a police escort, water kept clean (category-cues-kept-secure.ts, h86c).
  ...KEPT_SECURE_STRONG_CUES,
  // Lots identified and recorded one by one, samples taken and sealed (category-cues-lots-traced.ts, h86c).
  ...LOT_TRACED_STRONG_CUES,
  // A weight limit, children with an adult, the guides' instructions, the trail not left, a wind or storm limit, the
  // civil defence standards, a work site marked and its traffic regulated (category-cues-activity-rules.ts, h87c).
  ...ACTIVITY_RULE_STRONG_CUES,
  // Goods loaded onto trucks, carried in covered trucks, a weighing slip given (category-cues-loads-handled.ts, h87c).
  ...LOAD_HANDLED_STRONG_CUES,
  // Taking part or a thing left at one's own risk (category-cues-own-risk.ts, h87c).
  ...OWN_RISK_STRONG_CUES,
  ...COMMISSIONED_AND_UNDERTAKEN_STRONG_CUES,
  // A thing lost while in a party's keeping, paid or answered for (category-cues-lost-in-keeping.ts, h87c).
  ...LOST_IN_KEEPING_STRONG_CUES,
  // What the project is, what a provider does not do, an exclusivity withheld (category-cues-service-described.ts, h87c).
  ...SERVICE_DESCRIBED_STRONG_CUES,
  // (issue 18, h106c83) A lead-in by which a party provides or performs "the following services" over its items (their
  // Scope of Work is category-works-list-items.ts', the one home of the pattern): strong, the lead-in's other words name
  // no subject for the models to read.
  [PROVIDES_FOLLOWING, 'Scope of Work'],
  // A report, a plan, an estimate or bills of quantities prepared (category-cues-documents-prepared.ts, h87c).
  ...DOCUMENT_PREPARED_STRONG_CUES,
  // A bank or performance guarantee given for performance, or called on (category-cues-guarantees-called.ts, h87c).
  ...GUARANTEE_CALLED_STRONG_CUES,
  // The permits a party obtains for its work (category-cues-permits-obtained.ts, h87c).
  ...PERMIT_OBTAINED_STRONG_CUES,
  // A receipt stating what was delivered, a withholding receipt sent (category-cues-receipts-issued.ts, h86c).
  ...RECEIPT_ISSUED_STRONG_CUES,
  // A food safety or hygiene law complied with (C63; category-cues-compliance.ts, h75left).
  ...FOOD_LAW_STRONG_CUES,
  // Goods specified by their content (category-cues-deliverables.ts).
  ...DELIVERABLES_STRONG_CUES,
  // Money due for the work done up to termination (C3; category-cues-payment.ts).
  ...PAYMENT_STRONG_CUES,
  // … and the ending's own Term & Termination beside money kept or the work paid for on it (C3; h108cat).
  ...ENDING_MONEY_TERM_STRONG_CUES,
  // A schedule's row with its due date or the share of the price due at a stage (category-cues-amounts.ts).
  ...SCHEDULE_ROW_STRONG_CUES,
  // A result or a quality guaranteed ("guarantees that each lot will germinate"; category-cues-commercial.ts).
  GUARANTEE_THAT,
  // A statement sent with a payment (category-cues-information.ts).
  ...INFORMATION_STRONG_CUES,
  // Frost, drought or hail excused as no breach (category-cues-events.ts).
  ...EVENT_STRONG_CUES,
  // A consent or instruction given in writing, a document sent for approval, particulars given (category-cues-written-acts.ts).
  ...WRITTEN_ACT_CUES,
  // A party's written approval as a condition met or to be given first (C2; category-cues-written-approvals.ts).
  ...WRITTEN_APPROVAL_STRONG_CUES,
  // A party's written agreement, order or instruction an act waits for (C2; category-cues-written-say-so.ts, h80cat).
  ...WRITTEN_SAY_SO_STRONG_CUES,
  // A party told something, and where a complaint is told (C8; category-cues-telling.ts, h80cat).
  ...TELLING_STRONG_CUES,
  // A party's progress, sales or performance reported to the other, said as a verb (C8; category-cues-reported-progress.ts, h80cat).
  ...REPORTED_PROGRESS_STRONG_CUES,
  // A point of contact named, a number given to reach a party (category-cues-contact-points.ts, h80cat).
  ...CONTACT_POINT_STRONG_CUES,
  // A holder's own shares or a party's contracts passed to another (category-cues-share-transfers.ts).
  ...SHARE_TRANSFER_CUES,
  // A successor to the business, control lost, the buyer taking the contract over (category-cues-business-passing.ts).
  ...BUSINESS_PASSING_STRONG_CUES,
  // A reinsurer's cover: the Reinsurers or the Reinsured with the losses, claims or liability reinsured (category-cues-insurance.ts, h114cat, C261).
  ...REINSURANCE_STRONG_CUES,
  // The seller of its lot or property making the buyer respect or covenant to observe the deed (C76, h107cat).
  ...BUYER_BOUND_STRONG_CUES,
  // A lead-in listing the benefits a party shall provide (category-cues-deliverable-acceptance.ts).
  ...LISTED_BENEFITS_STRONG_CUES,
  // A batch called "a delivery" sampled, rejected, redone or deemed accepted (C171; category-cues-deliverable-acceptance.ts, h105c82).
  ...BATCH_JUDGED_STRONG_CUES,
  // A property sold handed over on its day of possession (C74; category-cues-delivery.ts, h105c82).
  ...SALE_POSSESSION_STRONG_CUES,
  ...GOODS_COLLECTED_STRONG_CUES,
  // The client's goods handed back worked on: Delivery (category-cues-delivery.ts, h107cat, C188).
  ...PROCESSED_RETURNED_STRONG_CUES,
  // Being liable or not for any thing but a delay (category-cues-liability-heads.ts).
  ...LIABLE_FOR_ANY_STRONG_CUES,
  // A party paid a stated amount (category-cues-amounts.ts).
  ...PAID_AMOUNT_STRONG_CUES,
  // A payment schedule's item: a stated sum due on an event (C9, C145; category-cues-amounts.ts, h106c13).
  ...INSTALMENT_ITEM_STRONG_CUES,
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
  // A substitute sent or nominated in the party's place (category-cues-sub-agents.ts, h106c67).
  ...SUBSTITUTE_SENT_STRONG_CUES,
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
  // A qualification, certification or personal certificate a party or its people must hold (category-cues-qualifications-held.ts, h71cat).
  ...QUALIFICATION_HELD_STRONG_CUES,
  // A licence, a permit or the contract personal to its holder: Assignments (category-cues-personal-grants.ts, C246).
  ...PERSONAL_GRANT_STRONG_CUES,
  // A registration a party must make with a public authority (category-cues-authority-registrations.ts, h71cat).
  ...AUTHORITY_REGISTRATION_STRONG_CUES,
  // Work or a thing charged, billed or paid at a price, a share, a multiple or a rate (category-cues-charged-at-rates.ts, h74cat).
  ...CHARGED_AT_RATE_STRONG_CUES,
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
  // A supplied thing named by its own noun, kept, cared for, taken back or lent on: Asset Use (category-cues-supplied-things.ts, h80c62).
  ...SUPPLIED_THING_STRONG_CUES,
  // A let or hired thing kept in good order or repair (category-cues-kept-in-order.ts, h63asset).
  ...KEPT_IN_ORDER_STRONG_CUES,
  // What a hirer or tenant may not do with the thing let: Asset Use (category-cues-barred-uses.ts, h78cat).
  ...BARRED_USE_STRONG_CUES,
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
  ...OTHERS_PREMISES_STRONG_CUES,
  ...TENDER_LODGED_STRONG_CUES,
  // Land grazed: its use (category-cues-grazing.ts, h88c).
  ...GRAZING_STRONG_CUES,
  // A price, rent or fee stated outright, whatever word names its currency (category-cues-prices-stated.ts, h89c).
  ...PRICE_STATED_STRONG_CUES,
  // A price per unit after its sum, "$180 a set", "at £95 each" (category-cues-unit-prices.ts, h119cat, C297).
  ...UNIT_PRICE_STRONG_CUES,
  // Money given back or kept, named by what it was paid as (category-cues-money-given-back.ts, h119cat, C296).
  ...MONEY_GIVEN_BACK_STRONG_CUES,
  // The other's materials left over or unused sent back, at any time (category-cues-leftover-returns.ts, h120cat, C304).
  ...LEFTOVER_RETURN_STRONG_CUES,
  // A receipt given to the payer or for a payment (category-cues-receipts-issued.ts, h119cat, C298).
  ...RECEIPT_FOR_PAYMENT_STRONG_CUES,
  // An order form's total row (category-cues-amount-rows.ts, h90d).
  ...TOTAL_ROW_STRONG_CUES,
  // A sum said payable, or a party answerable for it (category-cues-sums-payable.ts, h90d).
  ...SUMS_PAYABLE_STRONG_CUES,
  ...PROTECTIVE_CARE_STRONG_CUES,
  // Children in care handed over, kept home when ill, given medicine as prescribed (category-cues-children-in-care.ts, h90ip).
  ...CHILDREN_IN_CARE_STRONG_CUES,
  // A complaint raised first or taken to a body, a decision appealed; a language's text that applies (h90ip).
  ...COMPLAINT_APPEALED_STRONG_CUES,
  ...LANGUAGE_VERSION_STRONG_CUES,
  // A deed's covenants for title and "not answerable for" (category-cues-title-covenants.ts, h90ip).
  ...TITLE_COVENANT_STRONG_CUES,
  // A thing's state viewed, the weighing or the sampling attended (category-cues-checks-witnessed.ts, h90ip).
  ...CHECKS_WITNESSED_STRONG_CUES,
  ...MATTERS_REFERRED_STRONG_CUES,
  ...ACCIDENTS_REPORTED_STRONG_CUES,
  // A storage unit, locker or berth let to the occupant; the other's things not to be sold or mortgaged (category-cues-units-let.ts).
  ...UNIT_LET_STRONG_CUES,
  // A party kept informed (category-cues-kept-informed.ts).
  ...KEPT_INFORMED_STRONG_CUES,
  // A service credit stated as a share of a fee: Pricing & Taxes (category-cues-service-credits.ts).
  ...SERVICE_CREDIT_SHARE_STRONG_CUES,
  // A row stating the contract's term as a heading and a period: Term & Termination (category-cues-term-rows.ts).
  ...TERM_ROW_STRONG_CUES,
  // The contract's own time or end in a deed's or a partnership's words: Term & Termination (category-cues-ends.ts, h104c81).
  ...END_STRONG_CUES,
  // A sum named a party's sole remedy (service credits, liquidated damages): Liability (category-cues-sole-remedies.ts).
  ...SOLE_REMEDY_STRONG_CUES,
  // Liquidated damages or a penalty for a delay or a failure to perform, or their cap: Liability (category-cues-delay-damages.ts).
  ...DELAY_DAMAGES_STRONG_CUES,
  // A disclosure to a third party or to any person barred: Confidentiality (category-cues-disclosure-bars.ts).
  ...DISCLOSURE_BAR_STRONG_CUES,
  // A loss or damage a party compensates: Liability (category-cues-losses-compensated.ts).
  ...LOSS_COMPENSATED_STRONG_CUES,
  // Damage a party causes and must make good: Liability (category-cues-damage-made-good.ts).
  ...DAMAGE_MADE_GOOD_STRONG_CUES,
  // A plan's row, its quantity and its price per period: Pricing & Taxes (category-cues-rate-rows.ts).
  ...PLAN_ROW_STRONG_CUES,
  ...PRICE_LIST_ROW_STRONG_CUES,
  ...QUANTITY_AT_PRICE_STRONG_CUES,
  // A price table's "<what> | <sum>" row (category-cues-amounts.ts, h106c67).
  ...PRICE_TABLE_ROW_STRONG_CUES,
  // A rate card's row of no charge (category-cues-rate-rows.ts, h105c82).
  ...NO_CHARGE_ROW_STRONG_CUES,
  // Time at the other party's premises booked or counted, goods kept in its cold stores: Asset Use
  // (category-cues-premises-booked.ts).
  ...PREMISES_BOOKED_STRONG_CUES,
  // Alcohol and drugs kept out of a party's own work, alcohol sold only as the licensing law allows: Responsibilities
  // (category-cues-alcohol-conduct.ts, h68cat).
  ...ALCOHOL_CONDUCT_STRONG_CUES,
  // The proof of an insurance cover given to the other party: Communication (category-cues-cover-proof-sent.ts).
  ...COVER_PROOF_SENT_STRONG_CUES,
  // A right granted to operate, place or install a thing at the grantor's place: Asset Use (category-cues-operating-rights.ts).
  ...OPERATING_RIGHT_STRONG_CUES,
  // An exclusive right or concession granted to carry on an activity: Scope of Work (category-cues-exclusive-grant.ts, h111cat).
  ...EXCLUSIVE_GRANT_STRONG_CUES,
  // A building or works handed over on the works' completion: Deliverables (category-cues-works-handed-over.ts).
  ...WORKS_HANDED_OVER_STRONG_CUES,
  // A product rejected for not meeting its specification or acceptance test: Deliverables (category-cues-nonconforming-rejected.ts).
  ...NONCONFORMING_REJECTED_STRONG_CUES,
  // Goods made to their specification or sample, not conforming to it, checked against it: Deliverables
  // (category-cues-goods-conformity.ts, h90d).
  ...GOODS_CONFORMITY_STRONG_CUES,
  // The quantity handed over fixed by a scale, gauging or a surveyor: Delivery (category-cues-goods-delivered.ts, h90d).
  ...QUANTITY_MEASURED_STRONG_CUES,
  // A minimum of work not guaranteed, the work covered, an exclusive basis: Scope of Work (category-cues-work-extent.ts, h78c61).
  ...WORK_EXTENT_STRONG_CUES,
  // A formal notice served: Communication (category-cues-replies.ts, h78c61).
  ...FORMAL_NOTICE_STRONG_CUES,
  // The pay of a party's own people: Responsibilities (category-cues-own-staff-pay.ts, h78c61).
  ...OWN_STAFF_PAY_STRONG_CUES,
  // A level of performance guaranteed ("guarantees an average productivity of 22 moves per hour"): Warranties
  // (category-cues-levels-guaranteed.ts, h78c61).
  ...LEVEL_GUARANTEED_STRONG_CUES,
  // A person's health records or pictures: Privacy (category-cues-health-records.ts, h78c61).
  ...HEALTH_RECORD_STRONG_CUES,
  ...GRANT_PURPOSE_STRONG_CUES,
  ...TRADE_BOUND_STRONG_CUES,
  ...PAY_EXTRA_STRONG_CUES,
  ...INSTALMENT_SUM_ROW_STRONG_CUES,
  ...CONTRACT_START_STRONG_CUES,
  ...ORDER_FORM_ROW_STRONG_CUES,
  // A partnership's capital, profit shares, drawings, bank account and cheques (h105c81, C168).
  ...PARTNERSHIP_MONEY_STRONG_CUES,
  // A rent waived, a harvest share as the price, a service credit, a service-level row's return time (h107c84, C198–C199).
  ...PRICE_IN_KIND_STRONG_CUES,
  // A place a party is given the use of, or handed over with an inventory (h107c84, C200).
  ...USE_GIVEN_STRONG_CUES,
  // A design made again for anyone else, a work of art photographed or pictured in a portfolio (h118c91, C281).
  ...WORK_REUSE_STRONG_CUES,
  // Key-facts rows: what a scheme gives and its deliveries (h105c81, C169), a delivery's charge, a loan's interest rate and
  // due date (h110c87, C235).
  ...KEY_FACT_ROW_STRONG_CUES,
  // A party's own conduct: whole time devoted, hygiene rules kept, waste to a licensed collector (h105c81, C170), lawful
  // orders obeyed, its own waste, machines and workers (h106c13, h110c87, C236).
  ...OWN_CONDUCT_STRONG_CUES,
  ...SIGNED_COPY_RETURNED_STRONG_CUES,
  // Said without their words, left by set 70 (h92cat): a carriage's handling, hazards kept apart, children safeguarded,
  // supervisors named, the contract's object, costs borne, payouts, an order answered in time, the terms amended, a
  // platform left.
  ...ORDER_ANSWERED_IN_TIME_STRONG_CUES,
  // A statement sent to the other party: Communication (category-cues-periodic-reports.ts, h108c85, C213).
  ...STATEMENT_SENT_STRONG_CUES,
  // A report given at the end of each period said apart from it: Communication (the same file, issue 18, h115c).
  ...REPORT_AT_INTERVALS_STRONG_CUES,
  ...CARRIAGE_HANDLED_STRONG_CUES,
  ...HAZARD_KEPT_APART_STRONG_CUES,
  ...SAFEGUARDING_STRONG_CUES,
  ...SUPERVISION_NAMED_STRONG_CUES,
  ...OBJECT_STATED_STRONG_CUES,
  ...COSTS_BORNE_STRONG_CUES,
  ...STAMP_DUTY_PAID_STRONG_CUES,
  ...PAYOUT_STRONG_CUES,
  ...TERMS_AMENDED_STRONG_CUES,
  ...PLATFORM_LEFT_STRONG_CUES,
  // Said without their words, left by set 72 (h94cat2): unruly guests refused and children kept off, visits and
  // examinations, a performance recorded, people filmed, a domicile elected at an address.
  ...UNRULY_GUEST_STRONG_CUES,
  ...VISIT_AND_EXAMINATION_STRONG_CUES,
  ...PERFORMANCE_RECORDED_STRONG_CUES,
  ...PEOPLE_FILMED_STRONG_CUES,
  ...DOMICILE_ELECTED_STRONG_CUES,
  // Said without their words, left by set 71 (h93cat): sums a thing costs, spelt out or a commission's; a joint bid's
  // purpose, exclusivity and division of the work; places, cars and boats provided and things returned; fines deducted;
  // a bid's security.
  ...SUM_STATED_STRONG_CUES,
  ...JOINT_BID_SCOPE_STRONG_CUES,
  ...THING_PROVIDED_STRONG_CUES,
  ...FINE_DEDUCTED_STRONG_CUES,
  ...BID_SECURITY_STRONG_CUES,
  // Said without their words, left by set 71 (h93cat2): a settlement's effect on the dispute, the contract's gaps and its
  // trials, claims released, a period run from one point to another or a withdrawal, dangerous pursuits barred, minutes sent.
  ...SETTLEMENT_EFFECT_STRONG_CUES,
  // A defect repaired with no warranty named, by its warranty's marks (h101s78, C130).
  ...DEFECT_REPAIRED_STRONG_CUES,
  // The contract's object said without "services": a sale or a letting, an event held, a sponsor's category kept (h101s78, C130).
  ...OBJECT_WITHOUT_SERVICES_STRONG_CUES,
  ...COURTS_AND_GAPS_STRONG_CUES,
  ...CLAIMS_RELEASED_STRONG_CUES,
  ...PERIOD_RUN_STRONG_CUES,
  ...DANGEROUS_PURSUIT_STRONG_CUES,
  ...MINUTES_SENT_STRONG_CUES,
  // An occurrence called off by the weather, a delivery record (h93cat2; its bid security is h93cat's above).
  ...OCCURRENCE_CALLED_OFF_STRONG_CUES,
  ...DELIVERY_RECORD_STRONG_CUES,
  // Left by set 72 (h94cat): a site, a suite, a stage or things of the other's used: access, supply, repairs, lending,
  // fixings, displays.
  ...SITE_USE_STRONG_CUES,
  // … and the work's bounds: an appointment (non-)exclusive, a radius clause, a competitor barred, services not listed.
  ...WORK_BOUNDS_STRONG_CUES,
  // … accounts rendered and funds handed back (Payment), a thing's value paid for its loss (Liability).
  ...ACCOUNT_RENDERED_STRONG_CUES,
  ...VALUE_PAID_STRONG_CUES,
  // A staffing level a party keeps: a count of staff, a trained member of staff present, a place kept staffed (h96s, C93).
  ...STAFFING_LEVEL_STRONG_CUES,
  // A tax withheld or deducted from a payment (C71), beside the paper handed over for it (h96s).
  ...TAX_WITHHELD_STRONG_CUES,
  // A person identified, or not, from data: Privacy (category-cues-people-identified.ts, h101c77; C121).
  ...PEOPLE_IDENTIFIED_STRONG_CUES,
  // People's details named by their kinds, a data processing agreement (C134).
  ...PERSONAL_DETAILS_STRONG_CUES,
  // An order placed or sent by a means of sending messages: Communication (category-cues-orders-placed.ts, h101c77; C123).
  ...ORDER_MEANS_STRONG_CUES,
  // A copyright, patent or trade mark law named (C63; category-cues-intellectual-property.ts, h103c79).
  ...IP_LAW_STRONG_CUES,
  // The work's data, results or reports owned (C190; category-cues-intellectual-property.ts, h107cat).
  ...PRODUCT_OWNED_STRONG_CUES,
  // A party's use of the other's marks or designs stopped (C160; category-cues-intellectual-property.ts, h104c79).
  ...MARKS_USE_STOPPED_STRONG_CUES,
  // A party's own workers paid at least the minimum or a living wage: Responsibilities (category-cues-own-duties.ts, h109cat).
  ...MINIMUM_WAGE_PAID_STRONG_CUES,
  // A thing free for a first period: Pricing & Taxes (category-cues-prices-stated.ts, h109cat).
  ...FREE_FIRST_PERIOD_STRONG_CUES,
  // A customs, import, export or excise duty named: Pricing & Taxes (category-cues-costs-borne.ts, h109cat).
  ...CUSTOMS_DUTY_STRONG_CUES,
];

/**
 * Strong readings that make no cue alone: they strengthen a cue another list gives the same category (`cueOf` calls a
 * cue strong only where ALL_CUES finds one).
 */
const STRENGTHENING_ONLY: ReadonlySet<readonly [RegExp, CategoryLabel]> = new Set([
  LEASE_GRANTED,
  NOTICE_GIVEN,
  ...PHYSICAL_SAFETY_STRONG_READING,
  ...FOOD_LAW_STRONG_CUES,
]);

/**
 * Every cue: the strong ones (but STRENGTHENING_ONLY), the general list, the commercial clauses'
 * (`category-cues-commercial.ts`), the operational clauses' (`category-cues-operations.ts`), the service, supply and
 * rental clauses' (`category-cues-services.ts`), other drafting's (`category-cues-drafting.ts`), the categories without
 * a cue word of their own (`category-cues-performance.ts`) and each category's file (`category-cues-<category>.ts`:
 * docs/contracts.md, "Where a category's cues are"). Read per category with `some` (anyOf): no list's order decides an
 * answer, and a strong cue counts as a cue too (its file spreads it into its cue list; each pattern is kept once).
 * Derived from STRONG_CUES, so a strong cue file is listed once: until session 56 this list repeated 102 of STRONG_CUES'
 * lists by hand.
 */
export const ALL_CUES: readonly [RegExp, CategoryLabel][] = [
  ...new Set([
    ...STRONG_CUES.filter((cue) => !STRENGTHENING_ONLY.has(cue)),
    ...ORDER_ANSWERED_CUES,
    ...AMENDMENT_AND_PRECEDENCE_CUES,
    ...AMOUNT_CUES,
    ...AMOUNT_ROW_CUES,
    ...ASSET_CUES,
    ...AUDIT_CUES,
    ...BANK_CHARGES_CUES,
    ...BUSINESS_CONTINUITY_CUES,
    ...CARD_LOSS_CUES,
    ...CARD_SETTLEMENT_CUES,
    ...CHARTER_PARTY_CUES,
    ...COMMERCIAL_CUES,
    ...COMPLIANCE_CUES,
    ...CONFIDENTIALITY_CUES,
    ...KEPT_SECRET_CUES,
    ...CONTRACT_VALIDITY_CUES,
    ...DELIVERABLES_CUES,
    ...DELIVERABLE_ACCEPTANCE_CUES,
    ...DELIVERY_CUES,
    ...DRAFTING_CUES,
    ...END_CUES,
    ...ENGAGEMENT_CUES,
    ...EXCLUSIVE_GRANT_CUES,
    ...FEES_DEDUCTED_CUES,
    ...FEES_REFUSED_CUES,
    ...GOODS_DELIVERED_CUES,
    ...GOODS_QUALITY_CUES,
    ...GOODS_STORED_CUES,
    ...GRANTED_PERIOD_CUES,
    ...HELD_AS_BAILEE_CUES,
    ...HOSTILE_ACT_CUES,
    ...INFORMATION_CUES,
    ...INSOLVENCY_CUES,
    ...INSTALMENT_ROW_CUES,
    // A thing installed and its users trained in one duty: the service around the goods (h103t78, C148).
    ...INSTALLED_AND_TAUGHT_CUES,
    ...INSURANCE_CUES,
    ...INTELLECTUAL_PROPERTY_CUES,
    // A key to a place received, collected or kept safe (h118c91, C283).
    ...KEYS_HELD_CUES,
    ...PROTECTIVE_CARE_CUES,
    ...ENTRY_INTO_FORCE_CUES,
    ...MESSAGES_SENT_CUES,
    ...FEES_CHARGED_CUES,
    ...ENTRIES_RECORDED_CUES,
    ...LENT_GOODS_CUES,
    ...LIABILITY_HEAD_CUES,
    ...NOT_RESPONSIBLE_CUES,
    ...OPERATIONS_CUES,
    ...OTHERS_ACTS_CUES,
    ...OTHERS_PREMISES_CUES,
    ...OWN_DUTY_CUES,
    ...PAID_SHARE_CUES,
    ...PAYMENT_CUES,
    ...PERFORMANCE_CUES,
    ...PHYSICAL_SAFETY_CUES,
    ...PRIVACY_CUES,
    ...PROCESSOR_LIABILITY_CUES,
    ...PUBLICITY_USE_CUES,
    ...RATE_ROW_CUES,
    ...REPLY_CUES,
    ...RULES_KEPT_CUES,
    ...SCHEDULED_RATE_CUES,
    ...SCOPE_CUES,
    ...SERVICES_CUES,
    ...SOFTWARE_ESCROW_CUES,
    ...SUBSCRIPTION_TERM_CUES,
    ...SUMS_OWED_CUES,
    ...TRAINED_AND_REPORTED_CUES,
    ...WARRANTY_CUES,
    ...TEXT_CUES,
  ]),
];
