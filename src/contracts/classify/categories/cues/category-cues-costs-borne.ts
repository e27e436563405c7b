/**
 * Pricing & Taxes of costs each party bears, and of dues and charges put to a party's account (issue 18, h92cat; set
 * 70 missed two such sentences): who carries a cost is its price's allocation (the Pricing & Taxes row: "fees, rates,
 * taxes, who bears which costs"), though no fee or tax is named:
 * - a party bearing its own costs ("Each party will bear its own costs of carrying out this MOU"; sets 10, 38 and 51 label
 *   their "bear its own costs of …" Pricing & Taxes, all missed): the costs of the work or of a proceeding, "of"
 *   what they are spent on. Not the boilerplate "bear its own costs and expenses incurred in connection with the
 *   preparation, negotiation and completion of this Agreement" (the real reference, bench/contracts-labels.mjs, leaves
 *   those with no category), nor "pay its own costs" (set 6's, Payment Terms & Billing: the paying of them);
 * - dues, charges, taxes or costs "for the Shipper's account" ("Wharfage and port dues at Auki are
 *   for the Shipper's account"; sets 17, 27, 29, 33, 47, 56 and 60 read "for the account of" so already). Not bank
 *   charges (sets 35 and 60 split them, Pricing & Taxes against Payment Terms & Billing).
 * - (h93cat) its own lawyers' costs: "bear its own legal costs", "… and the fees of its own lawyers".
 * Strong: the sentence model reads wharfage and a memorandum's costs as little else. Stated with sentences of my own
 * (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { BANK_CHARGE } from './category-cues-bank-charges.js';
import { CLAUSE_END } from './clause-ends.js';

/** Costs a party may carry. */
const COSTS = String.raw`(?:dues|wharfage|pilotage|towage|stevedoring|taxes|duties|levies|fees|charges|costs|expenses|outlays)`;

export const COSTS_BORNE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h110c87, C235) A cost, a price or a crop shared between the parties in halves or equal parts: "The costs
  // of spraying are shared in halves", "the notary's costs are borne in equal parts by the Owner and the Creditors", "the
  // price divided in equal parts", "each size is divided into two equal parts, one for the Owner and one for the
  // Growers", "divided equally among the starting players", "Each party pays half of the hire of a tractor" — who
  // carries which part of a cost, or takes which part of the yield that is a sharecropping's price (C168, C211). Sets
  // 1–87: the seven such sentences, all Pricing & Taxes. Not a loss shared for a fault or in general average
  // (partnership-money.ts' NOT_A_FAULTS_LOSS reason: "Losses caused by their joint negligence shall be borne equally" is
  // Liability's; the stop's re-read, session 73). Fixed words, bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,400}\b(?:negligen\w*|faults?|general\s{1,3}average|contributory)\b)[^]{0,400}?(?:\b(?:shared|split|divided|borne|apportioned)\s{1,3}(?:(?:in|into)\s{1,3}(?:(?:two|three|four)\s{1,3})?(?:halves|equal\s{1,3}(?:parts|shares|portions))|equally|half\s{1,3}and\s{1,3}half|fifty[\s-]fifty)\b|\b(?:each|either)\s{1,3}(?:party|of\s{1,3}them|of\s{1,3}the\s{1,3}parties)\s{1,3}(?:(?:shall|will|must)\s{1,3})?(?:pays?|bears?)\s{1,3}(?:one\s{1,3})?half\s{1,3}of\b)`, 'i'), 'Pricing & Taxes'],
  // Each party bearing its own costs.
  [/\b(?:bear|bears|bearing)\s{1,8}(?:its|their|his|her|your|our)\s{1,8}own\s{1,8}(?:costs|expenses)\s{1,8}of\b/i, 'Pricing & Taxes'],
  // (h93cat) Each party bearing its own lawyers' costs: "bear its own legal costs", "bear its own costs and the fees of
  // its own lawyers" (sets 3 and 71, both labelled Pricing & Taxes, both missed): the lawyers name what the costs are of,
  // as "of preparing the proposal" does.
  [/\b(?:bear|bears|bearing)\s{1,8}(?:its|their|his|her|your|our)\s{1,8}own\s{1,8}(?:legal\s{1,8}(?:costs|fees|expenses)|(?:costs|expenses)\s{1,8}and\s{1,8}(?:the\s{1,8})?(?:fees|costs)\s{1,8}of\s{1,8}(?:its|their|his|her|your|our)\s{1,8}own\s{1,8}(?:lawyers|solicitors|attorneys|counsel|advocates|legal\s{1,8}advisers))\b/i, 'Pricing & Taxes'],
  // Dues, charges or costs for a party's account, or borne by it.
  // Not a bank's charges, however named (BANK_CHARGE: "bank charges", "the charges of the Promoter's bank"; h94cat).
  [new RegExp(String.raw`^(?![^]{0,400}(?:${BANK_CHARGE}))[^]{0,400}?\b${COSTS}\b[^.;]{0,80}?\b(?:are|is|shall\s{1,8}be|will\s{1,8}be)\s{1,8}for\s{1,8}(?:the\s{1,8})?[\w-]{1,30}(?:['’]s|s['’])\s{1,8}account\b`, 'i'), 'Pricing & Taxes'],
  // (issue 18, h94cat) Duties and registration fees on the contract borne by a party: "The stamp duties on this agreement
  // are borne by the Agent", "Registration fees and stamp duty shall be borne by the Purchaser" (sets 3, 12, 18, 27, 33,
  // 46, 48 and 72 label all nine such sentences Pricing & Taxes; three read Payment Terms & Billing or none). Who bears
  // a tax of the deal is its price's allocation, as who bears a tax is (TAX_WORD). Not a bank's charges, nor other costs
  // borne (the sets split those between the payment and the price). (issue 18, h105c81, C168) A deed's notary fees or
  // "the costs of the notary" borne by a party too: the fee of the act that makes the deal (set 81's deed). A customs,
  // import, export or excise duty borne is CUSTOMS_DUTY_STRONG_CUES' (below: any such duty named; one home, h110dup).
  [/\b(?:stamp\s{1,8}dut(?:y|ies)|registration\s{1,8}(?:fees?|charges?|dut(?:y|ies)|tax(?:es)?|costs)|transfer\s{1,8}dut(?:y|ies)|levies|notar(?:y|ial)\s{1,8}(?:fees?|costs|charges)|(?:fees|costs|charges)\s{1,8}of\s{1,8}the\s{1,8}notary)\b[^.;]{0,120}?\b(?:is|are|shall\s{1,8}be|will\s{1,8}be)\s{1,8}borne\s{1,8}by\b/i, 'Pricing & Taxes'],
];

/** A paper of the duty, kept and not paid: "stamp duty certificates", "stamp duty paid documents" (h106mendM). */
const DUTY_PAPER = String.raw`\s{1,3}(?:certificates?|receipts?|stamps?|paid\s{1,3}documents?)\b`;
const NOT_A_DUTY_PAPER = String.raw`(?!${DUTY_PAPER})`;
/**
 * A character of the same clause: the window ends at ", and" or ", but" before a new subject (another clause's payment;
 * clause-ends.ts' CLAUSE_END), not before the same party's next verb ("shall pay, and shall indemnify the Seller against,
 * any stamp duty": h107and). (issue 18, h109cat) A decimal point between digits is no sentence end: "Stamp duty of
 * $37.50 paid on this Indenture" (set 67; the duty's sum in dollars and cents had stopped the window at "37.").
 */
const IN_ITS_CLAUSE = String.raw`(?:(?!${CLAUSE_END})(?:\d\.(?=\d)|[^.;]))`;

/** (h109c86) A duty or tax on a deed itself: the stamp duty, and a registration or transfer duty or tax. */
const DEED_DUTY = String.raw`(?:stamp\s{1,8}dut(?:y|ies)|(?:registration|transfer)\s{1,8}(?:dut(?:y|ies)|tax(?:es)?))`;
/**
 * A stamp duty paid, payable, chargeable or withheld (h106c67): a cue of its own, apart from the costs *borne* above, so
 * that h94cat's "borne" stays what it says (a duty paid is no cost borne by a party; the sentence's tax is read here).
 */
export const STAMP_DUTY_PAID_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h106c67) A stamp duty paid, payable, chargeable or withheld, not only borne: "Stamp duty of $37.50 paid on
  // this Indenture", "The Trustees shall pay the stamp duty, if any, chargeable on this Deed", "shall withhold from each
  // payment the amounts due as stamp duty". The duty is a tax on the deal (C62: a tax is Pricing & Taxes, the payment
  // beside it the sentence's own); sets 3, 12, 18, 46, 66, 67, 68 and 72 label all nine such sentences Pricing & Taxes
  // (parley read three Payment Terms & Billing alone). Not a heading (no category). Bounded: linear.
  // (h106mendM, review h106rev2's finding 11) Not a document of the duty ("stamp duty certificates", "stamp duty paid
  // documents", "stamp duty receipts": kept, not paid), and a window ends at ", and" (another clause's payment).
  // (issue 18, h109c86) The other duties a deed of sale or of transfer pays on itself: "The Buyer pays the costs of this
  // deed, the registration duties and the notary's fees", "pays the transfer tax of 3% of the purchase price" (set 82's
  // one such sentence Pricing & Taxes): DEED_DUTY, a tax on the deal as the stamp duty is.
  // (issue 18, h109cat) A party that bears the duty, said actively ("The Third Party bears the stamp duty and the fees
  // of the Notary for this deed", set 83; h94cat's cue above reads the passive "is borne by" only): who carries the tax
  // of the deed, as "pays" says. Sets 1–85: both sentences that bear a stamp duty actively (set 83) are Pricing & Taxes.
  [new RegExp(String.raw`\b${DEED_DUTY}\b${NOT_A_DUTY_PAPER}${IN_ITS_CLAUSE}{0,80}?\b(?:paid|payable|chargeable|charged|due|levied|withheld)\b|\b(?:pay|pays|paying|withhold|withholds|withholding)\b${IN_ITS_CLAUSE}{0,80}?\b${DEED_DUTY}\b${NOT_A_DUTY_PAPER}|\b(?:bear|bears|bearing)\b${IN_ITS_CLAUSE}{0,80}?\bstamp\s{1,8}dut(?:y|ies)\b${NOT_A_DUTY_PAPER}`, 'i'), 'Pricing & Taxes'],
];

/**
 * (issue 18, h109cat) A customs, import, export or excise duty named, whoever pays it or whether it is waived: "all
 * export duties" in a list of what the buyer is responsible for (set 68), "Import duty on the motors is waived under the
 * Ministry's exemption" (set 76) — a tax on the goods traded, Pricing & Taxes as C62 reads a tax. Sets 1–85: all six
 * sentences naming such a duty are Pricing & Taxes; the two missed had the sentence's duty (the buyer's, the
 * purchaser's) as their only other subject. Not customs clearance or a customs broker (no duty named). Fixed words:
 * linear.
 */
export const CUSTOMS_DUTY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:import|customs|export|excise)\s{1,8}dut(?:y|ies)\b/i, 'Pricing & Taxes'],
];

/**
 * (issue 18, h107and; session 69's third re-read, finding 3) A paper of the stamp duty named ("Stamp duty paid documents
 * must be kept at the registered office", "the stamp duty receipts"): a document kept, no payment made or billed. Read out
 * of the sentence before the payment cues read it (category-not-said.ts' NOT_SAID): its "paid" is the paper's name. The
 * rest of the sentence keeps its own ("pays the stamp duty and keeps the stamp duty receipts" still pays). Linear.
 */
export const DUTY_PAPER_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bstamp\s{1,8}dut(?:y|ies)${DUTY_PAPER}`, 'gi'), 'Payment Terms & Billing'],
];
