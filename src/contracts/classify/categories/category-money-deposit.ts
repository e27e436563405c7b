/**
 * C60 (docs/contract-labels.md; issue 18, h46conv): a deposit of money — paid, lodged, held, kept, returned,
 * refunded, lost or deducted from ("The Hirer must pay a deposit of £200", "We will return the security deposit within
 * seven days", "shall deposit with the Landlord the sum of $9,000") — is a term of payment: Payment Terms & Billing,
 * beside the sentence's own subjects (Term & Termination where it is kept or refunded at the end, C3). Sets 1–48 label
 * 62 such sentences Payment Terms & Billing and 5 without it. Not a deposit of things (a software escrow's deposit of
 * source code, grain, spoil, an article with a preservation service), not an insurer's "deposit premium" (a premium, an
 * amount), not a particulars row ("Deposit: £250"), which names the sum alone.
 *
 * A step after the ranking (categoriesOf), not a cue in it (issue 18, h50cue, measured): the convention puts Payment
 * Terms & Billing beside the sentence's own subjects, which the ranking chooses without it. As a strong cue in the
 * ranking (with category-reimbursement.ts') the payment took a place of its own: over sets 1–50 it pushed out a
 * labelled subject of 3 sentences (an indemnity's escrow deposit lost Indemnification, a deposit lodged lost Pricing &
 * Taxes, "we will keep your deposit" on a cancellation lost its Term & Termination, which clears the first bar but not
 * the second) and a tax veto took a reimbursement's payment away, against 3 wrong subjects pushed out: 4 labels lost
 * for 3 wrong ones dropped (bench/log.md, "One receiver, and deposits as cues").
 */

import { AMOUNT, moneyPattern } from '../numbers/money-shapes.js';

/** Money by its own name: the nouns every reading of a sum below shares (one list, h50cue). */
const MONEY_NOUN = String.raw`(?:sum|sums|amounts?|monies|moneys|funds|cash|money)`;

/**
 * What a deposit "of" is when it is money (hrev31): a sum ("of $500", "of Rs. 5,00,000", "of R255 000", "of 30% of the
 * fee", "of one night's boarding", "of an amount equal to", "of the Tenant's cheque"). A deposit of anything else is of things: "the deposit of
 * the escrow materials", "deposits of silt", "this deposit of documents", "the deposit of the Work with the Archive".
 */
const MONEY_AFTER_OF = String.raw`(?:[$£€¥₹]|\d|(?:[A-Z]{1,3}\$?|Rs\.?)\s?\d|(?:(?:the|an?|such|any|each)\s+)?(?:[\w-]+['’]s\s+)?(?:${MONEY_NOUN}|cheques?|checks?|drafts?|payments?|proceeds|rent|fees?)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|half|twice|not\s+less|at\s+least|up\s+to)\b)`;

/** The noun's sense taken elsewhere: a bank's deposit account or box (hrev31), a deposit premium, a code deposit, a deposit of things. */
const NOT_OF_MONEY = String.raw`(?!\s+(?:premium|accounts?|box|boxes|of\s+(?:the\s+)?(?:source|software|code|material))\b)(?!\s+of\s+(?!${MONEY_AFTER_OF}))`;

/** Money named before "on deposit" ("funds held on deposit"), or after it ("keep on deposit … an amount equal to"); "the plans on deposit" are things (hrev31). */
const ON_DEPOSIT = String.raw`(?:\b(?:${MONEY_NOUN}|balance)\s+(?:[\w-]+\s+){0,3}?on\s+deposit|on\s+deposit\b(?=[^.;]{0,80}?(?:\b${MONEY_NOUN}\b|[$£€¥₹]|\d)))`;

/** The noun "deposit" of money: a deposit named by its kind, or by an article, or on deposit. Bounded: linear. */
const DEPOSIT_NOUN = new RegExp(String.raw`\b(?:(?:security|damage|damages|breakage|booking|reservation|holding|cash|rent|rental|refundable|non-refundable|interest-free|initial|first|second|direct)\s+deposits?${NOT_OF_MONEY}|(?:a|the|your|its|their|our|his|her|any|each|this|such|that)\s+deposits?${NOT_OF_MONEY}|${ON_DEPOSIT})\b`, 'i');

/** The verb "deposit" with money as its object: "deposit $300,000", "deposit with Landlord the sum of", "deposit premiums". */
const DEPOSIT_MONEY = moneyPattern(String.raw`\bdeposits?\s+(?:with\s+(?:the\s+)?[\w-]+\s+)?(?:(?:all\s+|any\s+)?(?:the\s+)?(?:sum|sums|amounts?|monies|moneys|funds|premiums|payments|proceeds|rent)\b|[$£€¥₹]|${AMOUNT}|Rs\.?\s?\d|\d)`, 'i');

/**
 * A deposit of things: a software escrow's (code, releases, the Material), a document's or goods'. (issue 18, h106c67)
 * "release" the noun (a version: "each new release of the Material", "with each major release"), not the verb that
 * gives a deposit back ("we release it within 5 working days", "shall release the deposit": C60's deposit returned).
 * Bounded lookarounds: linear.
 */
const DEPOSIT_OF_THINGS = /\b(?:source\s+code|(?<!\b(?:we|you|they|it|will|shall|must|to|may|can|then|and)\s{1,3})releases?\b(?!\s{1,3}(?:it|them|the|your|its|their|our|his|her|any|all|this|that)\b)|software|versions?|integrity\s+test|escrow\s+material|the\s+Material)\b/i;

/**
 * A row of particulars that names the deposit's sum ("Deposit: £250", "Item 6 – Security Deposit: three months' rent"),
 * its head in sentence case too ("Security deposit: two months' rent", "Cash deposit: NGN 50 per transaction"; h50cue):
 * a row head is capitalised at its start, not in each word.
 */
const PARTICULARS_ROW = /^\s{0,4}(?:Item\s+\d{1,3}\s{0,3}[–—-]\s{0,3})?(?:[A-Z][\w-]{0,30}\s){0,3}[Dd]eposit\s{0,3}:/;

/**
 * An insurer's deposit premium, a public office named for deposits ("the Deposit and Consignment Office"), and a cap
 * measured by the deposit ("not liable … beyond the amount of the deposit"), which pays nothing; and a warehouse's deposit
 * of goods, weighed, graded or unloaded ("Each deposit shall be weighed and graded on receipt"; hrev31).
 */
const NOT_MONEY_DEPOSIT = /\bdeposits?\b[^.;]{0,40}?\b(?:weighed|graded|sampled|binned|unloaded)\b|\bdeposit\s+premium\b|\bDeposit\s+and\s+Consignment\b|\b(?:beyond|above|exceeding|more\s+than|up\s+to|limited\s+to)\s+the\s+amount\s+of\s+the\s+deposit\b/i;

/** Whether the sentence pays, holds, keeps or returns a deposit of money (C60). */
export function isMoneyDeposit(text: string): boolean {
  if (PARTICULARS_ROW.test(text) || NOT_MONEY_DEPOSIT.test(text) || DEPOSIT_OF_THINGS.test(text)) return false;
  return DEPOSIT_NOUN.test(text) || DEPOSIT_MONEY.test(text);
}
