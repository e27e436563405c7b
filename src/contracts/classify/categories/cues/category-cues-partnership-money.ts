/**
 * (issue 18, h105c81, C168) A partnership's money, said in its own words. The partners' capital stated as a sum, their
 * shares of the profit and the losses, and a share bought out at a value are its price (Pricing & Taxes, C9: who bears
 * what and how much); their drawings against the profit, interest on capital, the firm's bank account, its cheques
 * signed and the credit it gives customers are how money moves (Payment Terms & Billing). The learned model reads these
 * sentences as nothing: a partnership names no fee or invoice. Sets 1–80 agree where they write such a sentence: set 27's
 * share bought back "at its value in the last annual accounts" Pricing & Taxes, set 12's "No Member will be paid interest
 * on its Capital Contribution" and set 73's "keep the bank accounts of the Company" Payment Terms & Billing. A
 * contribution promised ("Each Venturer shall contribute its share of the initial capital", sets 3 and 12: Payment Terms
 * & Billing) is not read here: the paying is the payment cues'. The rows under "contributed as follows:" take the
 * stated capital's category from their lead-in. Bounded, no nested quantifier over overlapping classes: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AMOUNT, MONEY, moneyPattern } from '../../numbers/money-shapes.js';

/** A partner's own: "his or her", "its", "each Partner's", "the outgoing Partner's". */
const WHOSE = String.raw`(?:his\s{1,3}or\s{1,3}her|her\s{1,3}or\s{1,3}his|his|her|its|their|the\s{1,3}(?:[a-z][\w-]{0,29}\s{1,3})?[\w-]{1,30}(?:['’]s|s['’])|each\s{1,3}[\w-]{1,30}['’]s)`;

/** The firm whose capital is stated. */
const FIRM = String.raw`(?:partnership|firm|joint\s{1,3}venture|venture|syndicate|cooperative|co-operative)`;

/**
 * Pricing & Taxes: the capital stated as a sum ("The capital of the firm is GBP 50,000, contributed as follows:",
 * "The firm's capital shall be GBP 60,000"); profits or losses shared, borne or divided in shares ("Losses are divided
 * between the partners in equal shares", "The partners share the profits and losses equally"); a partner's share of
 * the profit reduced or increased; a share bought at a value or a price ("may buy his or her share at the value shown
 * in the last balance sheet").
 */
const CAPITAL_STATED = String.raw`\b(?:capital\s{1,3}of\s{1,3}the\s{1,3}${FIRM}|(?:the\s{1,3})?${FIRM}['’]s\s{1,3}capital)\s{1,3}(?:is|shall\s{1,3}be|will\s{1,3}be|amounts\s{1,3}to)\s{1,3}(?:${MONEY}|${AMOUNT})`;
/** (issue 18, h108c85, C211) "in equal parts", as a co-ownership's deed writes its shares. */
const SHARES_WORD = String.raw`(?:shares?|proportions?|equally|ratio|as\s{1,3}follows|equal\s{1,3}parts|\d{1,3}(?:\.\d{1,2})?\s{0,3}%|per\s{1,3}cent)`;
/** (issue 18, h108c85, C211) A co-ownership's proceeds (of a harvest, a catch, a sale) divided as a firm's profit is. */
const PROFIT_OR_LOSS = String.raw`(?:(?:net\s{1,3})?profits?|losses|proceeds)(?:\s{1,3}(?:and|or)\s{1,3}(?:(?:net\s{1,3})?profits?|losses))?`;
/**
 * (h105mendC) Not losses borne for a fault, a damage or a voyage's general average ("Each Party shall bear all losses
 * caused by its own negligence in proportion to its fault", "General average losses shall be borne … in proportion to
 * the contributory values"): a liability's or a carriage's sharing, not a firm's profit and loss. Bounded: linear.
 */
const NOT_AVERAGE = String.raw`(?<!\baverage\s{1,3})`;
const NOT_A_FAULTS_LOSS = String.raw`(?![^.;]{0,160}?\b(?:negligen\w*|faults?|damages?|caused|general\s{1,3}average|contributory|cargo|insur\w*))`;
const SHARED_PASSIVE = String.raw`\b${NOT_AVERAGE}${PROFIT_OR_LOSS}${NOT_A_FAULTS_LOSS}\s{1,3}(?:of\s{1,3}[^.;]{0,60}?)?(?:are|is|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?:shared|borne|divided|split|allocated|apportioned)\b[^.;]{0,80}?\b${SHARES_WORD}`;
const SHARED_ACTIVE = String.raw`\b(?:share|shares|bear|bears|divide|divides|split|splits)\s{1,3}(?:the|all|any)\s{1,3}${PROFIT_OR_LOSS}\b${NOT_A_FAULTS_LOSS}[^.;]{0,40}?\b${SHARES_WORD}`;
const PROFIT_SHARE_CHANGED = String.raw`\b(?:reduce|reduces|reduced|increase|increases|increased|adjust|adjusts|adjusted)\s{1,3}${WHOSE}\s{1,3}share\s{1,3}(?:of|in)\s{1,3}the\s{1,3}(?:net\s{1,3})?profits?\b`;
const SHARE_BOUGHT_AT_VALUE = String.raw`\b(?:buy|buys|bought|purchase|purchases|purchased|acquire|acquires|acquired)\s{1,3}(?:back\s{1,3})?${WHOSE}\s{1,3}share\s{1,3}at\s{1,3}(?:the|a|its)\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,2}?(?:value|price|valuation)\b`;

/**
 * Payment Terms & Billing: a partner's drawings ("may draw up to GBP 1,200 a month on account of his or her share");
 * interest on a partner's capital ("receives interest of 3% a year on the balance of his or her Capital Account");
 * the firm's bank account kept or opened (not a bank account's details or numbers held: data, h105mendC); cheques signed ("All cheques must be signed by two Partners", "sign any
 * cheque for more than …"); credit given to customers ("give credit to any customer for more than thirty days").
 */
const DRAWINGS = String.raw`\bdraws?\s{1,3}(?:up\s{1,3}to\s{1,3}|not\s{1,3}more\s{1,3}than\s{1,3}|no\s{1,3}more\s{1,3}than\s{1,3})?(?:${MONEY}|${AMOUNT})[^.;]{0,60}?\bon\s{1,3}account\s{1,3}of\b`;
const INTEREST_ON_CAPITAL = String.raw`\binterest\b[^.;]{0,40}?\bon\s{1,3}(?:the\s{1,3}balance\s{1,3}of\s{1,3})?${WHOSE}\s{1,3}capital\b`;
const BANK_ACCOUNT_KEPT = String.raw`\b(?:keeps?|kept|keeping|maintains?|maintained|opens?|opened|holds?|held)\s{1,3}(?:its|their|his|her|a|an|the|one)\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,2}?bank\s{1,3}accounts?\b(?!\s{1,3}(?:details|numbers?|information|data|records?)\b)`;
const CHEQUES_SIGNED = String.raw`\bcheques?\s{1,3}(?:must|shall|are\s{1,3}to|will|may)\s{1,3}(?:only\s{1,3})?be\s{1,3}(?:signed|countersigned)\b|\b(?:sign|signs|signing|countersign|countersigns)\s{1,3}(?:any|a|all|the)\s{1,3}cheques?\b`;
const CREDIT_GIVEN = String.raw`\b(?:give|gives|giving|grant|grants|granting|extend|extends|extending|allow|allows|allowing)\s{1,3}credit\s{1,3}to\s{1,3}(?:any\s{1,3}|a\s{1,3}|the\s{1,3})?(?:customers?|clients?|buyers?|debtors?|purchasers?)\b`;

/**
 * (issue 18, h105x82, C168) A partner's share of the loss or the profit stated before it ("bears 30% of any loss",
 * "bears one third of the losses of the Business", "bears her share of any net loss"): the same price as "shares the
 * losses equally" (set 82 labels it Pricing & Taxes). Not a loss of goods, cargo or property, nor one caused by a fault or
 * insured (NOT_A_FAULTS_LOSS, h105mendC): the loss must close its phrase or be the firm's. Set 13's reinsurers "pay
 * their share of any loss" (Payment, Insurance) is paid, not borne. Bounded: linear.
 */
const SHARE_BEFORE = String.raw`(?:\d{1,3}(?:\.\d{1,2})?\s{0,3}%|\d{1,3}(?:\.\d{1,2})?\s{1,3}per\s{1,3}cent|(?:one|two|a)[\s-]{1,3}(?:half|third|quarter|fifth)s?|half|(?:his|her|its|their)\s{1,3}(?:pro\s{1,3}rata\s{1,3}|proportionate\s{1,3}|agreed\s{1,3})?share)`;
const LOSS_CLOSES = String.raw`(?=\s{0,3}(?:[,.;:)]|$)|\s{1,3}(?:of\s{1,3}the\s{1,3}(?:business|${FIRM}|company|enterprise)\b|(?:for|in)\s{1,3}(?:each|any|every|a|the)\s{1,3}(?:calendar\s{1,3}|financial\s{1,3}|business\s{1,3})?(?:year|period)\b|but\b|up\s{1,3}to\b))`;
const SHARE_OF_LOSS_BORNE = String.raw`\b(?:bear|bears|carry|carries|take|takes)\s{1,3}${SHARE_BEFORE}\s{1,3}of\s{1,3}(?:any|the|all|each)\s{1,3}(?:net\s{1,3})?(?:loss|losses)${LOSS_CLOSES}${NOT_A_FAULTS_LOSS}`;

/**
 * (issue 18, h105x82, C168) A partner's contribution of a sum to the firm ("The Silent Partner contributes USD 40,000 to
 * the Business", "Each Partner contributed GBP 10,000 to the capital of the firm"): a sum a party pays, with its amount —
 * Payment Terms & Billing and Pricing & Taxes, as sets 10, 27 and 60 label "shall pay a contribution of EUR …" and set 82
 * this sentence. A further contribution refused or not required ("is not obliged to make any further contribution",
 * "No Member shall be required to make any additional Capital Contribution"): Payment Terms & Billing, as sets 3, 12 and
 * 82 label it; a contribution of money by its words (a duty to make it, or "capital"), not "a further contribution to the
 * discussion". Not a contribution of work, skill, time or goods (no sum), nor one to costs or a fund of a third party
 * named by another noun ("contributes GBP 500 towards the costs": the payment cues'). Bounded: linear.
 */
const SUM_CONTRIBUTED = String.raw`\bcontribut(?:e|es|ed|ing)\s{1,3}(?:${MONEY}|${AMOUNT})[^.;]{0,80}?\bto\s{1,3}(?:the\s{1,3})?(?:(?:initial\s{1,3}|share\s{1,3})?capital\s{1,3}of\s{1,3}the\s{1,3})?(?:business|${FIRM}|company|enterprise|undertaking)\b`;
const FURTHER_CONTRIBUTION = String.raw`\b(?:required|obliged|obligated|bound|liable|called\s{1,3}upon|asked)\s{1,3}to\s{1,3}(?:make|pay)\s{1,3}(?:any|a|an)\s{1,3}(?:further|additional|extra|new)\s{1,3}(?:capital\s{1,3})?contributions?\b|\b(?:further|additional)\s{1,3}capital\s{1,3}contributions?\b`;

/**
 * (issue 18, h107c84, C197) C168's words in a deed of partnership's "That …" clauses, where the firm's money is said in
 * the passive: interest "allowed on the capital of each Partner" (set 12's interest on capital, Payment Terms & Billing);
 * "the bank account of the firm shall be kept with … Bank" (the firm's bank account kept, Payment Terms & Billing); a
 * partner's or a worker's salary to which a party is entitled, stated with its sum ("shall be entitled to a monthly
 * salary of Rs. 150,000/-": a pay and its amount, Pricing & Taxes and Payment Terms & Billing, as sets 2, 12, 18, 26 and
 * 71 label "pay … a salary of"); a partner's share of the capital paid at the balance sheet's figure ("his or her share
 * of the capital … as shown in the last balance sheet": a share at a value, Pricing & Taxes); the balance left on
 * dissolution divided among the partners in shares ("the balance shall be divided among the Partners in the ratio of
 * their capital": Pricing & Taxes, as profits divided). Not a salary named without its sum ("the salary of the public
 * service"), nor a salary deducted from a profit, nor a contractor's remuneration (set 22: Pricing & Taxes alone). Bounded, no nested quantifier over overlapping classes: linear.
 */
const PARTNER = String.raw`(?:partners?|members?|venturers?)`;
const INTEREST_ON_PARTNERS_CAPITAL = String.raw`\binterest\b[^.;]{0,60}?\bon\s{1,3}the\s{1,3}capital\s{1,3}of\s{1,3}(?:each|every|any|a|the)\s{1,3}(?:[\w-]{1,20}\s{1,3})?${PARTNER}\b`;
const FIRMS_BANK_ACCOUNT_KEPT = String.raw`\bbank\s{1,3}accounts?\s{1,3}of\s{1,3}the\s{1,3}(?:${FIRM}|business|company)\s{1,3}(?:shall|will|must|is\s{1,3}to|are\s{1,3}to)\s{1,3}be\s{1,3}(?:kept|opened|maintained|held|operated)\b`;
const SALARY_STATED = String.raw`\b(?:entitled\s{1,3}to|receives?|draws?|shall\s{1,3}(?:receive|draw|get))\s{1,3}(?:a|an)\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,2}?salary\s{1,3}of\s{1,3}${MONEY}`;
const CAPITAL_SHARE_AT_BALANCE_SHEET = String.raw`\bshare\s{1,3}of\s{1,3}the\s{1,3}capital\b[^.;]{0,80}?\b(?:as\s{1,3}shown\s{1,3}in|according\s{1,3}to)\s{1,3}the\s{1,3}(?:last\s{1,3}|latest\s{1,3}|annual\s{1,3})?(?:balance\s{1,3}sheet|accounts)\b`;
const BALANCE_DIVIDED = String.raw`\b(?:balance|surplus|residue|remaining\s{1,3}assets)\s{1,3}(?:shall|will|is\s{1,3}to)\s{1,3}be\s{1,3}(?:divided|distributed|shared|split)\s{1,3}(?:among|between)\s{1,3}the\s{1,3}${PARTNER}\b[^.;]{0,40}?\b${SHARES_WORD}`;

/**
 * (issue 18, h108c85, C211) A co-owner's or a partner's part of the costs and the losses together ("Each Co-owner bears an
 * equal part of the costs and losses of the Raft", "shares in equal parts the expenses and losses of the boat"): the
 * same price as a share of the loss (C168); the pair of costs and losses is the common thing's result, not a loss caused
 * (an indemnity's "all losses and costs arising from" names no part). Fixed words: linear.
 */
const PART_OF_COSTS_AND_LOSSES = String.raw`\b(?:bear|bears|bearing|share|shares|sharing|carry|carries)\s{1,3}(?:(?:an?|his|her|its|their|(?:his|her)\s{1,3}or\s{1,3}(?:his|her))\s{1,3})?(?:equal|proportionate|pro\s{1,3}rata)\s{1,3}(?:parts?|shares?|portions?)\s{1,3}(?:of|in)\s{1,3}the\s{1,3}(?:costs|expenses)\s{1,3}and\s{1,3}(?:the\s{1,3})?losses\b`;

/**
 * (issue 18, h108c85, C211) The price or the proceeds of the common thing sold, divided in equal parts or shares, with or
 * without its verb's "is" ("the Raft is then sold and the price divided in equal parts", "the proceeds are shared
 * equally among them"): the sale's price allotted to the holders, as a firm's balance divided is (C197). Fixed words: linear.
 */
const PRICE_DIVIDED = String.raw`\bthe\s{1,3}(?:price|proceeds|sale\s{1,3}price)\s{1,3}(?:(?:is|are|shall\s{1,3}be|will\s{1,3}be)\s{1,3})?(?:then\s{1,3})?(?:divided|shared|split)\s{1,3}(?:(?:among|between)\s{1,3}(?:them|the\s{1,3}[\w-]{1,30})\s{1,3})?(?:in\s{1,3}equal\s{1,3}(?:parts|shares)|equally)\b`;

const PARTNERSHIP_PRICE = moneyPattern(`${PRICE_DIVIDED}|${PART_OF_COSTS_AND_LOSSES}|${CAPITAL_STATED}|${SHARED_PASSIVE}|${SHARED_ACTIVE}|${PROFIT_SHARE_CHANGED}|${SHARE_BOUGHT_AT_VALUE}|${SHARE_OF_LOSS_BORNE}|${SUM_CONTRIBUTED}|${SALARY_STATED}|${CAPITAL_SHARE_AT_BALANCE_SHEET}|${BALANCE_DIVIDED}`, 'i');
const PARTNERSHIP_PAYMENT = moneyPattern(`${DRAWINGS}|${INTEREST_ON_CAPITAL}|${BANK_ACCOUNT_KEPT}|${CHEQUES_SIGNED}|${CREDIT_GIVEN}|${SUM_CONTRIBUTED}|${FURTHER_CONTRIBUTION}|${INTEREST_ON_PARTNERS_CAPITAL}|${FIRMS_BANK_ACCOUNT_KEPT}|${SALARY_STATED}`, 'i');

export const PARTNERSHIP_MONEY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [PARTNERSHIP_PRICE, 'Pricing & Taxes'],
  [PARTNERSHIP_PAYMENT, 'Payment Terms & Billing'],
];

/**
 * (h105x82) A share of the loss borne is no payment: the Payment Terms & Billing a learned reading or a "bears …%" cue
 * gives it is silenced, unless the sentence pays, invoices or repays too ("… and pays it within 30 days"). Bounded:
 * linear.
 */
const LOSS_BORNE_UNPAID = new RegExp(String.raw`^(?![^]{0,400}?\b(?:pay|pays|paid|paying|payable|payment|repay\w*|invoice\w*|remit\w*)\b)[^]{0,300}?${SHARE_OF_LOSS_BORNE}`, 'i');
export const PARTNERSHIP_MONEY_VETOES: readonly [RegExp, CategoryLabel][] = [[LOSS_BORNE_UNPAID, 'Payment Terms & Billing']];

/**
 * Decisive (category-decisive-cues.ts): the sentence models read a lead-in's "contributed as follows:" or a partner's
 * illness as the rest of the sentence, against the stated capital or the profit share it changes.
 */
export const namesPartnershipPrice = (text: string): boolean => PARTNERSHIP_PRICE.test(text);
export const namesPartnershipPayment = (text: string): boolean => PARTNERSHIP_PAYMENT.test(text);
