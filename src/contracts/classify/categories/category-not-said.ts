/**
 * Phrases in which a category's cue word does not say the category (NOT_SAID): the cues read the sentence without them
 * (category-cue-evidence.ts, cueReading).
 */
import { type CategoryLabel } from '../../wire.js';
import { SIGNED_WRITING_NOT_SAID } from './cues/category-cues-signed-writings.js';
import { SUMS_NOT_OWED_NOT_SAID } from './cues/category-cues-sums-owed.js';
import { PRICE_PAID_NOT_SAID } from './cues/category-cues-amounts.js';
import { PRIVACY_NOTICE_NOT_SAID } from './cues/category-cues-privacy-notices.js';
import { INCLUDED_NOT_PAID_NOT_SAID } from './cues/category-cues-charged-separately.js';
import { DAMAGE_PAID_NOT_SAID } from './cues/category-cues-damage-paid.js';
import { VALUE_PAID_NOT_SAID } from './cues/category-cues-value-paid.js';
import { RENEWED_PAPER_NOT_SAID } from './cues/category-cues-renewed-papers.js';
import { DATA_HANDLED_NOT_SAID } from './cues/category-cues-data-handled.js';
import { PERILS_EXCLUDED_NOT_SAID } from './cues/category-cues-events.js';
import { DUTY_PAPER_NOT_SAID } from './cues/category-cues-costs-borne.js';
import { REGISTRY_FILING_NOT_SAID } from './cues/category-cues-intellectual-property.js';
import { INVOICE_VALUE_NOT_SAID, PAID_AS_CONDITION_NOT_SAID, PAID_AS_MEANS_NOT_SAID, PAID_AS_TIME_NOT_SAID, PAID_OTHERWISE_NOT_SAID } from './cues/category-cues-payment.js';
import { INSURANCE_TRADE_NOT_SAID, INSURER_NAME_NOT_SAID, LIABILITY_INSURED_NOT_SAID } from './cues/category-cues-insurance.js';
import { CALL_TERMINATION_NOT_SAID } from './cues/category-cues-call-termination.js';
import { PERMIT_KIND, REGULATORY_LICENCE_NOT_SAID } from './cues/category-cues-regulatory-licences.js';
import { STANDARD_NAME_NOT_SAID, WORK_RULE_NOT_SAID } from './cues/category-cues-compliance.js';
import { HOSTILE_ACT_NOT_SAID } from './cues/category-cues-hostile-acts.js';
import { CLUB_NAME_NOT_SAID, EXCUSED_LOSS_NOT_SAID, TRADING_LIMITS_NOT_SAID } from './cues/category-cues-charter-party.js';
import { RETENTION_PERIOD_NOT_SAID } from './cues/category-cues-retention-periods.js';
import { NET_VALUE_NOT_SAID } from './cues/category-cues-net-values.js';
import { PRICE_NOT_WARRANTED_NOT_SAID } from './cues/category-cues-sale-prices.js';
import { VALUED_AT_PRICE_NOT_SAID } from './cues/category-cues-valued-at-price.js';
import { FULL_PRICE_NOT_SAID } from './cues/category-cues-full-price.js';
import { TOLD_AS_TIME_NOT_SAID } from './cues/category-cues-telling-as-time.js';
import { HANDOVER_RECORD_NOT_SAID } from './cues/category-cues-handover-records.js';
import { GOODWILL_INDEMNITY_NOT_SAID } from './cues/category-cues-goodwill-indemnity.js';
import { HALF_PRICE_NOT_SAID } from './cues/category-cues-sums-stated.js';
import { SIGNATURES_WRITTEN_NOT_SAID } from './cues/category-cues-signatures-written.js';
import { TIME_NAMED_THING_NOT_SAID } from './cues/category-cues-time-named-things.js';
import { USE_GIVING_RISE_NOT_SAID } from './cues/category-cues-use-giving-rise.js';
import { DEFECT_NOTIFIED_NOT_SAID } from './cues/category-cues-defects-repaired.js';

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
export const NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // (h78c61) Also "without separate notice", "without the need for a prior formal notice": a notice dispensed with.
  [/\bwithout\s+(?:the\s+need\s+for\s+(?:a\s+|any\s+)?)?(?:any\s+)?(?:(?:further|prior|advance|additional|separate|formal|previous)\s+){0,2}(?:written\s+)?notice(?:\s+of\s+default)?\b|\bno\s+(?:further\s+|prior\s+)?notice\s+(?:is|shall\s+be|need\s+be)\s+(?:required|necessary|needed)\b/gi, 'Communication'],
  // The word in the name of a regulator or a statute ("the Federal Communications Commission", "the Communications
  // Act", "the Office of Communications") and a public body's notices on a property ("no outstanding notices",
  // "statutory notices", "enforcement notices") are no communication between the parties (h22s23). Case-sensitive names.
  // (issue 18, h112c88) A ministry of other things and communications too: "the Ministry of Transport and
  // Communications" (set 88's party row, read Communication; sets 1–88 label none of the six sentences naming such a
  // body Communication).
  [/\bCommunications\s+(?:Commission|Act|Authority|Office|Agency|Ministry|Department|Regulations?|Code|Ordinance|Board|Council|Tribunal)\b|\b(?:Office|Ministry|Department|Minister|Secretary)\s+of\s+(?:[A-Z][\w-]{0,30}(?:,\s{1,3}|\s{1,3}(?:and|&)\s{1,3})){0,3}Communications\b|\b[Oo]utstanding\s+notices\b|\b(?:[Ss]tatutory|[Ee]nforcement|[Aa]batement|[Cc]ompulsory\s+purchase|[Ss]chedule\s+of\s+dilapidations?)\s+notices?\b/g, 'Communication'],
  // A charge or penalty notice is a ticket issued to a motorist or an offender ("the Operator may issue parking charge
  // notices", "cancel a penalty notice"): no communication between the parties (issue 18, h23s25).
  [/\b(?:charge|penalty)\s+notices?\b/gi, 'Communication'],
  // (h104c79) A thing that is on a notice board ("our opening hours are on the notice board at our shed") says where it
  // can be read: the board tells nothing between the parties. A notice given or a change published on it is a telling
  // ("giving notice on the noticeboard", "will publish any change on its notice board": sets 23 and 61, Communication).
  [/\b(?:is|are)\s{1,8}(?:on|at)\s{1,8}(?:the|our|its|their|a)\s{1,8}notice[\s-]?boards?\b/gi, 'Communication'],
  // (h101c77) A thing kept behind a password ("store the Data only on a password-protected server"): how it is secured,
  // no password handed over or used as a party's asset (the Asset Use cue's "passwords").
  [/\bpassword[\s-]protected\b/gi, 'Asset Use'],
  // A privacy notice is the document that states how personal data is handled (category-cues-privacy-notices.ts, h56cat).
  ...PRIVACY_NOTICE_NOT_SAID,
  // The price named only as what is paid or refunded ("pay the price by bank transfer"; category-cues-amounts.ts, C9).
  ...PRICE_PAID_NOT_SAID,
  // Payment named only as the condition of a grant or an act ("Subject to payment of the fees, …"; category-cues-payment.ts).
  ...PAID_AS_CONDITION_NOT_SAID,
  // … or as the time or the class of payers it names ("For so long as Customer pays the Support Fee"), and the invoice
  // value that measures a quantity bought (category-cues-payment.ts, h31c42).
  ...PAID_AS_TIME_NOT_SAID,
  // Payment as the means of accepting, the time of the next act, a past fact or a bar on paying others (C158).
  ...PAID_AS_MEANS_NOT_SAID,
  // A use allowed without further payment, a thing that belongs to a party once the balance is paid (C282).
  ...PAID_OTHERWISE_NOT_SAID,
  ...INVOICE_VALUE_NOT_SAID,
  // A class of people paying half the price: the price's concession, no payment term (category-cues-sums-stated.ts, h93cat).
  ...HALF_PRICE_NOT_SAID,
  // Damage or a loss paid for, the cost of repairing it: a fault answered for, no billing (category-cues-damage-paid.ts, h56cat).
  ...DAMAGE_PAID_NOT_SAID,
  // … and a thing's value paid when it is lost, dies or is stolen (category-cues-value-paid.ts, h94cat).
  ...VALUE_PAID_NOT_SAID,
  // … and a cost included in the rates, not paid separately, or an extra day paid for (category-cues-charged-separately.ts, h105c82).
  ...INCLUDED_NOT_PAID_NOT_SAID,
  // A repaid loan reborrowed, debts a party cannot pay, sums declared due on a default (category-cues-sums-owed.ts).
  ...SUMS_NOT_OWED_NOT_SAID,
  // A call or traffic terminated (carried to its destination) and the roles of a call (category-cues-call-termination.ts).
  ...CALL_TERMINATION_NOT_SAID,
  // (h103c79) Work done for pay by the holder of a thing lent ("must not use a tool for paid work"): the kind of use barred,
  // no payment between the parties.
  // (h105c82) … and paid work taken or done by a party itself ("shall not take paid work of more than 15 hours a week",
  // "may accept other paid employment"): "paid" says what kind of work, no sum passes between the parties.
  [/\b(?:for|take|takes|taking|undertake|undertakes|undertaking|accept|accepts|accepting|do|does|doing|seek|seeks|in)\s+(?:any\s+|other\s+|outside\s+|further\s+)?paid\s+(?:work|jobs?|employment|hire)\b/gi, 'Payment Terms & Billing'],
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
  // (h105c82) A licence that is a permit (table 2.3's Intellectual Property row: "a permit … Responsibilities"): a driving,
  // trading, liquor or food licence, a licence number or plate, the licence of a shop, a bar or a vehicle ("to keep the
  // licence of the snack bar valid", "We keep your name, address and licence number"). The phrase is read out of the
  // IP cues; the rest of the sentence keeps its own (a licence of a work, "the licence of the Marks", is no permit).
  // The permit's kinds are the regulatory licences' (PERMIT_KIND: a telecom, agency or tour operator licence too).
  [new RegExp(String.raw`\b${PERMIT_KIND}\s+licen[cs]es?\b|\blicen[cs]e\s+(?:numbers?|plates?)\b|\blicen[cs]es?\s+of\s+(?:the|its|his|her|their|your|our)\s+(?:[\w-]+\s+){0,2}?(?:shop|bar|restaurant|caf[eé]|premises|pub|kiosk|stall|salon|vehicle|car|taxi|boat|store|bakery|hotel|guesthouse)\b`, 'gi'), 'Intellectual Property'],
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
  // A vessel's trading limits named "Institute Warranty Limits": no warranty given (C331, category-cues-charter-party.ts).
  ...TRADING_LIMITS_NOT_SAID,
  // A retention period counted from the end: a time, no end of the contract (category-cues-retention-periods.ts, h52s50).
  ...RETENTION_PERIOD_NOT_SAID,
  // A registration, certificate, check or cover renewed: no renewal of the contract (category-cues-renewed-papers.ts, h56cat).
  ...RENEWED_PAPER_NOT_SAID,
  // Personal data used, kept or passed on: its purpose or recipient names no subject (category-cues-data-handled.ts, h106c67).
  ...DATA_HANDLED_NOT_SAID,
  // Perils a warranty does not cover or a cover insures against: no event that excuses (category-cues-events.ts, h106c67).
  ...PERILS_EXCLUDED_NOT_SAID,
  // A paper of the stamp duty, kept: no payment (category-cues-costs-borne.ts, h107and).
  ...DUTY_PAPER_NOT_SAID,
  // Goods past their date and a renewal's fee: a thing or a price, no term of the contract (category-cues-time-named-things.ts, h100c76).
  ...TIME_NAMED_THING_NOT_SAID,
  // A written amendment or change order signed by the parties: the change's form, no message (category-cues-signed-writings.ts, h61c52b).
  ...SIGNED_WRITING_NOT_SAID,
  // Liabilities counted on a balance sheet: no liability answered for (category-cues-net-values.ts, h59c52).
  ...NET_VALUE_NOT_SAID,
  // A price no party warrants: a disclaimer's object, no price charged (category-cues-sale-prices.ts, h59c52).
  ...PRICE_NOT_WARRANTED_NOT_SAID,
  // An agent's indemnity for goodwill or clientele: a sum paid on termination, no indemnity (category-cues-goodwill-indemnity.ts, h75left).
  ...GOODWILL_INDEMNITY_NOT_SAID,
  // A use named as what a claim, a loss or goodwill arises from: the indemnity's or the owner's ground, no thing used (category-cues-use-giving-rise.ts, h114cat, C260).
  ...USE_GIVING_RISE_NOT_SAID,
  // A defect notified within a warranty's period: which defects it answers for, no message (category-cues-defects-repaired.ts, h114cat, C263).
  ...DEFECT_NOTIFIED_NOT_SAID,
  // A value or a shortfall measured at the price of the day: no price of the contract (category-cues-valued-at-price.ts, h86c).
  ...VALUED_AT_PRICE_NOT_SAID,
  // The whole price named as what is paid, refunded or due (category-cues-full-price.ts, h87c).
  ...FULL_PRICE_NOT_SAID,
  // A telling or a notice named only as the moment a time runs from (category-cues-telling-as-time.ts, h87c).
  ...TOLD_AS_TIME_NOT_SAID,
  // A handover or acceptance record, the delivery's own paper (category-cues-handover-records.ts, h87c).
  ...HANDOVER_RECORD_NOT_SAID,
  // Signatures written in a notary's or a witness's presence: how the contract was signed (category-cues-signatures-written.ts, h93cat2).
  ...SIGNATURES_WRITTEN_NOT_SAID,
  // The card schemes' standard by its name, "Payment Card Industry" (category-cues-compliance.ts).
  ...STANDARD_NAME_NOT_SAID,
  ...WORK_RULE_NOT_SAID,
  // The UK's National Insurance is a tax on earnings ("responsible for your own income tax and National Insurance"),
  // no insurance the parties carry (h28s35c). Case-sensitive: the name.
  [/\bNational\s+Insurance\b/g, 'Insurance'],
  // An insurer's company name in a notice line or a party's name (category-cues-insurance.ts).
  ...INSURER_NAME_NOT_SAID,
  ...INSURANCE_TRADE_NOT_SAID,
  // (h77c59) A party telling its own people what they receive is confidential ("it informs them of the confidential
  // nature of the information before disclosure"): the confidentiality's duty, no message between the parties; the rest
  // of the sentence keeps its own cues. Bounded: linear.
  [/\binform(?:s|ed)?\s+(?:[\w-]+\s+){0,3}?of\s+the\s+confidential\s+(?:nature|character|status)\b/gi, 'Communication'],
  // A liability insured ("covers … public liability", "insures its liability"): the cover, no liability answered for (category-cues-insurance.ts, h77c59).
  ...LIABILITY_INSURED_NOT_SAID,
  // The insurance of the people a service is for (a patient's coverage verified, a pupil's health insurance): theirs, no
  // cover the parties carry. (issue 18, h112c88, C249) A carrier's passenger insurance is its own cover ("He must take out
  // compulsory passenger insurance with …": set 88's, Insurance): a passenger's only with a health, medical or travel kind.
  [/\b(?:patients?|beneficiar(?:y|ies)|enrollees?|residents?|pupils?|students?)['’]?s?\s+(?:health\s+|medical\s+|travel\s+)?insurance\b|\bpassengers?['’]?s?\s+(?:health|medical|travel)\s+insurance\b|\binsurance\s+(?:coverage\s+|cover\s+)?of\s+(?:each|every|the|a)\s+(?:patient|passenger|beneficiary|enrollee|resident|pupil|student)s?\b/g, 'Insurance'],
];

/** The phrases in which a category's cue word does not say it (NOT_SAID), with their category: what {@link cueReading} takes out. */
export function notSaidPhrases(): readonly (readonly [RegExp, CategoryLabel])[] {
  return NOT_SAID;
}
