/**
 * The party a contract says is paid, not who pays: "The Ripener charges GBP 2.50 per wheel", "the Hauler invoices the
 * Grower monthly", "the Guide shall be paid EUR 180 a day", "the Agent receives a commission of 5%". Of two parties whose
 * aliases say no side, the one that charges, invoices, bills, is paid or receives a fee provides the service: the
 * Supplier (facts set 37's cause 6, h67roles). The payer's own sentence ("X shall pay Y", party-sides.ts) decides first;
 * this reads the contracts that state only the charge ("Invoices are payable within 30 days").
 */
import { escapeRegExp } from '../../../common/regexp.js';
import type { PartyRecord } from './party-record.js';

/**
 * What a charge's object may open with: an amount (a currency sign, a digit, a currency code such as "GBP" or "N$"
 * before its figure), a fee word after "a"/"an" ("charges a monthly fee"), or "for" and a service ("charges for
 * storage at …") is not one: "The Ripener charges for ripening are set out in the Schedule" uses "charges" as a noun.
 */
const AMOUNT_OR_FEE = String.raw`(?:[\p{Sc}\p{N}]|\p{Lu}{1,3}\s{0,2}[\p{Sc}.]?\s{0,2}\p{N}|an?\s{1,3}(?:[\p{L}-]{1,30}\s{1,3}){0,2}?(?:fee|charge|rate|price|commission|remuneration)s?\b)`;
/**
 * What a party charges beside the price, and so says no side: costs, damages, interest, a penalty ("The Creamery may
 * charge the Ripener the costs of any wheel lost", "may invoice the Hauler for the damage"). At most three words on.
 */
const NOT_THE_PRICE = String.raw`(?!\s{1,3}(?:for\s{1,3})?(?:[\p{L}-]{1,30}\s{1,3}){0,3}?(?:costs?|expenses|damages?|interest|penalt(?:y|ies)|compensation|losses)\b)`;

/** The verbs of a charge after the party's short name, with a modal or none: "charges", "shall invoice", "may bill". */
const CHARGE_VERB = String.raw`\s{1,3}(?:(?:shall|will|may|must)\s{1,3})?(?:charges?|invoices?|bills?)`;
/**
 * Being paid: "is paid", "shall be paid", "receives a fee", "shall receive a commission of". Paid "by" anyone but the
 * other party says nothing of the two ("Kelso is paid by the customers it introduces", "the Consultant is paid by the
 * Funding Agency": a third party pays, hrev57); "is paid by the Client" still does.
 */
const paid = (otherName: string): string =>
  String.raw`\s{1,3}(?:(?:is|shall\s{1,3}be|will\s{1,3}be)\s{1,3}paid\b(?!\s{1,3}(?:\p{Ll}{2,12}ly\s{1,3})?by\s{1,3}(?!${otherName}))|(?:(?:shall|will)\s{1,3}receive|receives)\s{1,3}(?:an?|the)\s{1,3}(?:[\p{L}-]{1,30}\s{1,3}){0,2}?(?:fee|commission|remuneration|price)s?\b)`;

function paidPattern(alias: string, other: string): RegExp {
  const name = String.raw`(?<![\p{L}\p{N}])${escapeRegExp(alias)}(?![\p{L}\p{N}])`;
  const otherName = String.raw`(?:the\s{1,3})?${escapeRegExp(other)}(?![\p{L}\p{N}])`;
  return new RegExp(String.raw`${name}(?:${CHARGE_VERB}\s{1,3}(?:${otherName}${NOT_THE_PRICE}|${AMOUNT_OR_FEE})|${paid(otherName)}${NOT_THE_PRICE})`, 'u');
}

/**
 * A payment made into a party's account: "Fees are invoiced monthly and paid within 30 days of the invoice to the
 * Laboratory's account with …", "payable into the Hauler's bank account", "transferred to the account of the Storer".
 * Money goes to the provider of what is paid for: the contracts that name no payer and no charge ("Invoices are paid …")
 * still say whose account they are paid to (facts set 39's causes 3 and 4, h73f39n). The word may open the sentence or
 * be the noun "transfer": "Payment every Friday …, by transfer to Cleon's account with …" (facts set 51's cause 5, h90p). The payment's word first, the account
 * within the clause after it (no stop or semicolon between, at most 160 characters), the party's name with its
 * possessive or after "account of". Bounded, lazy gap: linear.
 */
function accountPattern(alias: string): RegExp {
  const name = String.raw`(?:the\s{1,3})?${escapeRegExp(alias)}`;
  const words = String.raw`(?:[\p{L}-]{1,20}\s{1,3}){0,2}?`;
  return new RegExp(String.raw`\b(?:[Pp]ay|[Pp]ays|[Pp]aid|[Pp]ayable|[Pp]ayments?|[Tt]ransfer(?:red)?|remitted|credited)\b[^.;]{0,160}?\b(?:to|into|in)\s{1,3}(?:${name}['’]s\s{1,3}${words}account\b|(?:an?\s{1,3}|the\s{1,3})?${words}account\s{1,3}(?:of|held\s{1,3}by)\s{1,3}${name}(?![\p{L}\p{N}]))`, 'u');
}
/**
 * Money that goes back to the party it came from, whose account it is paid into: a refund, a repayment, a deposit
 * returned, a reimbursement, an overpayment ("any overpayment is repaid to the Buyer's account"). Such a sentence names
 * no provider.
 */
const MONEY_BACK = /\b(?:refund\w*|repa(?:y|id|ys|yment)\w*|return\w*|reimburs\w*|overpa\w*|credit\s{1,3}notes?)\b/i;

/**
 * Of two parties, the one a sentence says charges or is paid, or into whose account a payment goes, when exactly one is:
 * the Supplier. Aliases of one letter are no names to search for.
 */
export function payeeOf(pair: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  if (pair.length !== 2 || pair.some((p) => p.alias === undefined || p.alias.length < 2)) return undefined;
  const paid = pair.filter((p) => {
    const other = pair.find((q) => q !== p) as PartyRecord;
    const re = paidPattern(p.alias as string, other.alias as string);
    const account = accountPattern(p.alias as string);
    return texts.some((t) => re.test(t) || (t.includes('account') && account.test(t) && !MONEY_BACK.test(t)));
  });
  return paid.length === 1 ? paid[0] : undefined;
}
