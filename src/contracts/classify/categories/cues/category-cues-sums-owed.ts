/**
 * Money owed and held, and money words that bill nothing (issue 18, h30c39). Payment Terms & Billing is how and when
 * money is paid, held back or recovered: an amount retained from the price (C21 reads a defined retention so), costs a
 * party is responsible for, an account debited by authority, a lien held for the sums due and a sum left unpaid, funds
 * advanced. Pricing & Taxes is what is charged: a fee or royalty set as a share ("a royalty equal to six percent
 * (6%)", "a commitment fee computed at the rate of 40 per cent of the Margin"). And three money phrases say no
 * billing: a part of a loan repaid that may (not) be borrowed again (the facility's availability), a party unable to
 * pay its debts (insolvency, C7: Term & Termination), and sums declared due and payable on a default (the remedy of
 * the default). Tests: `categories-set-39.test.ts`. Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { MONEY, moneyPattern } from '../../numbers/money-shapes.js';

/**
 * Money "of the goods" (or of the works, the deliveries …) is a part of what is delivered, no sum: "any instalment of the
 * goods is ten days overdue" is a delivery late (h72pay). One home for the two readers of a sum overdue: the sums-owed cue
 * below and C17's late payment (category-late-payment.ts, h73f39d). A negative lookahead after the money word.
 */
export const NOT_OF_GOODS = String.raw`(?!\s{1,3}of\s{1,3}(?:the\s{1,3}|such\s{1,3})?(?:goods|products?|deliver(?:y|ies)|works?|services|materials?|equipment|stock|orders?)\b)`;
/** A party unable to pay its debts ("unable or admit inability to pay your debts"): insolvency, C7. One home for both lists below. */
const UNABLE_TO_PAY_DEBTS = String.raw`\b(?:unable|inability)\b[^.;]{0,40}?\bto\s+pay\s+(?:its|his|her|their|your|our|the)\s+(?:[\w-]+\s+)?debts\b`;

/**
 * A debtor's payments suspended, a court's protection from its creditors (h55c51): "is granted a suspension of payments"
 * (the Dutch surseance van betaling, the Japanese and German drafting's "it suspends payments"), "it stops its payments".
 * Insolvency (C7), no billing: sets 34, 36, 44, 47 and 51 label their six such grounds Term & Termination without
 * Payment Terms & Billing. A party's own right to hold back a payment ("may suspend payment of a disputed invoice") is
 * billing and not this: the verb is read only after "it", "he", "she" or "they", a ground's subject. Nor (hrev41) a
 * suspension said of a party's own hold on given payments: "a suspension of payments by the Customer", "… under clause
 * 7", "it suspends payments of the monthly fee until …" (a debtor's suspension names no payee, clause or term).
 */
const PAYMENTS_SUSPENDED = String.raw`\bsuspension\s+of\s+(?:its\s+|their\s+)?payments\b(?!\s+(?:by\s+(?!(?:the|a|an|any)\s+courts?\b)|under\b|pursuant\b|in\s+accordance\b|of\b|for\b|until\b))|\b(?:it|he|she|they)\s+(?:suspends|has\s+suspended|have\s+suspended|stops|has\s+stopped|ceases)\s+(?:all\s+)?(?:its\s+|their\s+|his\s+|her\s+)?payments\b(?!\s+(?:of|for|under|until|to)\b)`;

/** A share written in figures or words: "6%", "40 per cent", "six percent (6%)". */
const SHARE = String.raw`(?:\d{1,3}(?:\.\d{1,3})?\s?(?:%|per\s?cent\b|percent\b)|(?:[a-z]+[\s-]){1,3}?(?:per\s?cent|percent)\b)`;

export const SUMS_OWED_CUES: readonly [RegExp, CategoryLabel][] = [
  // An amount retained or withheld from the price or the payments (C21): "shall retain £1,500,000 (the "Retention")
  // from the Consideration", "may withhold 5% of each payment".
  [moneyPattern(String.raw`\b(?:retain|retains|withhold|withholds|hold\s+back|holds\s+back)\s+(?:(?:an?\s+)?(?:amount|sum)\s+(?:of|equal\s+to)\s+)?(?:${MONEY}|\d{1,3}(?:\.\d{1,3})?\s?(?:%|per\s?cent\b|percent\b)\s+of\s+(?:the|each|every|any|all)\b)`, 'i'), 'Payment Terms & Billing'],
  // Costs a party bears: "is responsible for all travel, lodging and wage costs of its trainees". Not rates or taxes
  // apportioned with them ("responsible for all rates, service charges and utility costs": a tax, Pricing & Taxes).
  [/\b(?:is|are|be|remains?)\s+(?:solely\s+)?responsible\s+for\s+(?:all\s+|any\s+|the\s+)?(?:(?!rates\b|tax)[\w,-]+\s+){0,5}?(?:costs|expenses|fees|charges)\b/i, 'Payment Terms & Billing'],
  // An account debited by the payee: "shall authorize Franchisor to debit Franchisee's business checking account"; the
  // fees debited to or from any account ("debits the fees quarterly from the Client's cash account", "shall debit all
  // charges to the Client's current account": sets 16, 18, 39, 47 and 52 label every account debited so; h61c52b).
  // Not a debit card, nor an account kept of debits: the verb before "account". Nor (hrev49) a debit as a noun beside a
  // credit ("any credit or debit to the member's account") nor points, miles, leave or holiday debited (a loyalty or
  // leave account holds no money).
  [/\bauthori[sz](?:e|es|ed|ing)\s+(?:[\w'’-]+\s+){0,3}?to\s+debit\b|(?<!\bcredits?\s{1,8}(?:or|and)\s{1,8})\bdebit(?:s|ed|ing)?\s+(?:(?!(?:points|miles|loyalty|rewards?|hours|days|leave|holiday|vacation)\b)[\w'’-]+\s+){0,8}?accounts?\b/i, 'Payment Terms & Billing'],
  // A lien for the sums due and the sale when a sum stays unpaid: "a general lien on all goods … for all sums due",
  // "If any sum remains unpaid 28 days after notice of the lien".
  [/\blien\b[^.;]{0,100}?\bfor\s+(?:all\s+|any\s+)?(?:sums|amounts|monies|moneys|charges)\s+(?:due|owing|outstanding|unpaid)\b|\b(?:sums?|amounts?|monies|moneys|charges)\s+(?:remains?|is|are)\s+(?:unpaid|outstanding)\b/i, 'Payment Terms & Billing'],
  // (h55c51) Money held for the other party until it is paid over: "must hold all Ticket Revenue on trust for the
  // Venue", "shall keep the deposits in trust for the Tenant", "lodged in a client account", "place the price in our
  // client account". How money is held and paid is billing (table 2.3's Payment Terms & Billing); sets 6, 23 and 51
  // label their three such sentences so. A thing held on trust that is no money ("holds the designs on trust for the
  // Client") is not this: the money is named between the verb and the trust. Nor (hrev41) a client account's people or
  // screens ("a client account manager", "the client account portal"): a service's account, no money held.
  [/\bclient\s+accounts?\b(?!\s+(?:managers?|management|teams?|portals?|dashboards?|executives?|directors?|representatives?|leads?|reviews?|logins?|pages?|settings?|services?)\b)|\b(?:hold|holds|held|keep|keeps|kept)\s+(?:all\s+|any\s+|the\s+|such\s+)?(?:[\w'’-]+\s+){0,3}?(?:revenues?|proceeds|monies|moneys|money|funds|sums|payments|deposits?|receipts|takings|rents?|fees|charges|price)\s+(?:(?:received|collected)\s+)?(?:on|in)\s+trust\b/i, 'Payment Terms & Billing'],
  // (h70c55) Money overdue or unpaid, named without "pay": "if any rent or fee is more than five days overdue", "to
  // recover the unpaid amount", "the overdue balance". How an unpaid sum is chased or recovered is billing (spec §2–3's
  // overdue payments); only money nouns are read ("overdue reports" or an overdue delivery is no sum). (hrev62) Nor a
  // money word that only qualifies another thing, overdue itself: "the balance sheet", "the rent review", "a charge
  // point installation", "the payment schedule" or "the fee report" is overdue, no sum. (h72pay) Nor an instalment of
  // the goods or of the works: "any instalment of the goods is ten days overdue" is a delivery late. Bounded: linear.
  [new RegExp(String.raw`\b(?:rent|rentals?|fees?|sums?|amounts?|payments?|charges?|invoices?|instal?lments?|balances?|premiums?|monies|moneys)\b(?!\s+(?:sheets?|reviews?|points?|reports?|schedules?|plans?|forecasts?|proposals?)\b)${NOT_OF_GOODS}[^.;]{0,40}?\b(?:is|are|remains?|becomes?|falls?)\s+(?:more\s+than\s+[\w-]+\s+(?:\(\d{1,3}\)\s+)?(?:business\s+|calendar\s+|clear\s+)?(?:days?|weeks?|months?)\s+)?(?:overdue|in\s+arrears)\b|\b(?:unpaid|overdue)\s+(?:rent|rentals?|fees?|sums?|amounts?|charges?|balances?|invoices?|instal?lments?|premiums?)\b`, 'i'), 'Payment Terms & Billing'],
  // (h70c55) Money shared out to the parties: "distribute the balance of the Committee account to the Members",
  // "distribute the net proceeds to the partners" (how the money moves between the parties: billing, spec §2–3). Not
  // goods or copies distributed (no money noun after the verb). (hrev62) Nor the rest of the goods or goods left over:
  // "distribute the balance of each shipment to the stores", "distribute the surplus food" (a balance or a surplus is
  // money only when nothing but money follows it: "of the account", "of the funds", or no noun at all). Bounded: linear.
  [/\bdistribut(?:e|es|ed|ing)\s+(?:the\s+|any\s+|all\s+|its\s+|such\s+)?(?:net\s+|remaining\s+|available\s+)?(?:(?:balance|surplus)(?!\s+(?:of\s+(?:the\s+|each\s+|any\s+|all\s+|its\s+|such\s+)?(?!(?:[\w'’-]+\s+){0,2}?(?:accounts?|funds?|monies|moneys|proceeds|income|profits?|revenues?|cash)\b)[\w-]+|(?!(?:of|to|among|amongst|between|in|on|after|equally|pro|rata|remaining)\b)[a-z][\w-]*)\b)|proceeds|profits?|revenues?|income|funds|monies|moneys|cash|dividends?)\b/i, 'Payment Terms & Billing'],
  // Funds advanced for the other's account: "is not required to advance any of its own funds".
  [/\badvanc(?:e|es|ed|ing)\s+(?:any\s+(?:of\s+)?)?(?:its|their|his|her|the)?\s*(?:own\s+)?funds\b/i, 'Payment Terms & Billing'],
  // A fee, royalty or commission set as a share: "a weekly royalty fee equal to six percent (6%) of Gross Sales". Not
  // "charges bear interest at 1% per month" (interest on late payment is billing, C17): a bare "at" needs "the rate of".
  [new RegExp(String.raw`\b(?:fees?|royalt(?:y|ies)|commissions?|charges?)\s+(?:[\w-]+\s+){0,2}?(?:equal\s+to|computed\s+at|calculated\s+at|at\s+(?=(?:the|a)\s+rate\s+of\b))\s*(?:the\s+|a\s+)?(?:rate\s+of\s+)?${SHARE}`, 'i'), 'Pricing & Taxes'],
];

/**
 * Money phrases that bill nothing, taken out before the Payment Terms & Billing cues read the sentence (category-not-said.ts'
 * NOT_SAID): "You may not reborrow any part of the Facility which is repaid or prepaid", "you are unable or admit
 * inability to pay your debts as they fall due", "it suspends payments" (h56cat), "declare that all outstanding Loans are
 * immediately due and payable".
 * Global, bounded: linear.
 */
export const SUMS_NOT_OWED_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bre-?borrow(?:s|ed|ing)?\b[^.;]{0,80}?\b(?:repaid|prepaid)(?:\s+or\s+(?:repaid|prepaid))?\b|${UNABLE_TO_PAY_DEBTS}|${PAYMENTS_SUSPENDED}|\bdeclar(?:e|es|ed|ing)\b[^.;]{0,80}?\bdue\s+and\s+payable\b`, 'gi'), 'Payment Terms & Billing'],
];

/** Insolvency said as an inability to pay debts or payments suspended (C7): Term & Termination, as "insolvent" is. */
export const INSOLVENCY_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(`${UNABLE_TO_PAY_DEBTS}|${PAYMENTS_SUSPENDED}`, 'i'), 'Term & Termination'],
];
