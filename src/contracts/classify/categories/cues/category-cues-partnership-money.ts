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
import { AMOUNT, MONEY } from './category-cues-amounts.js';

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
const SHARES_WORD = String.raw`(?:shares?|proportions?|equally|ratio|as\s{1,3}follows|\d{1,3}(?:\.\d{1,2})?\s{0,3}%|per\s{1,3}cent)`;
const PROFIT_OR_LOSS = String.raw`(?:(?:net\s{1,3})?profits?|losses)(?:\s{1,3}(?:and|or)\s{1,3}(?:(?:net\s{1,3})?profits?|losses))?`;
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

const PARTNERSHIP_PRICE = new RegExp(`${CAPITAL_STATED}|${SHARED_PASSIVE}|${SHARED_ACTIVE}|${PROFIT_SHARE_CHANGED}|${SHARE_BOUGHT_AT_VALUE}`, 'i');
const PARTNERSHIP_PAYMENT = new RegExp(`${DRAWINGS}|${INTEREST_ON_CAPITAL}|${BANK_ACCOUNT_KEPT}|${CHEQUES_SIGNED}|${CREDIT_GIVEN}`, 'i');

export const PARTNERSHIP_MONEY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [PARTNERSHIP_PRICE, 'Pricing & Taxes'],
  [PARTNERSHIP_PAYMENT, 'Payment Terms & Billing'],
];

/**
 * Decisive (category-decisive-cues.ts): the sentence models read a lead-in's "contributed as follows:" or a partner's
 * illness as the rest of the sentence, against the stated capital or the profit share it changes.
 */
export const namesPartnershipPrice = (text: string): boolean => PARTNERSHIP_PRICE.test(text);
export const namesPartnershipPayment = (text: string): boolean => PARTNERSHIP_PAYMENT.test(text);
