/**
 * Pricing & Taxes where the amount is paid in the same sentence (issue 18, h19s18c): C9 gives a sentence with both an
 * amount and its payment both categories ("The Hirer shall pay the Owner a hire charge of $950 per day." → Payment Terms &
 * Billing, Pricing & Taxes), and the amount may be named by no fee word ("shall pay the Band $4,000", "will pay an advance
 * of £12,000", "a retainer of $1,200"). Stated from how payment clauses are drafted, with test sentences of their own
 * (`categories-amounts.test.ts`). Bounded patterns, linear on hostile text.
 * The Pricing & Taxes cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by
 * h28cues) follow this file's own, each under a line naming its round; their tests are in `category-cues-
 * amounts.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { longestFirstAlternation } from '../../../../common/regexp.js';
import { namedUnitEnds } from '../../numbers/recognizers.js';
import { AMOUNT, CODED_AMOUNT, FIGURE_THEN_CURRENCY, LONG_MARK_BEFORE, MARKED_AMOUNT, MONEY, moneyPattern } from '../../numbers/money-shapes.js';
import { TAX_AT_A_RATE, TAX_WORD } from './tax-word.js';
import { NOT_A_PRICE_RATE } from './category-cues-scheduled-rates.js';
import { DEAL_MOMENT } from '../../lexicon/deal-moments.js';

const AMOUNT_AFTER = String.raw`${FIGURE_THEN_CURRENCY}\s{0,3}(?:\||$)`;
/**
 * A row's label that names an amount which is no price (issue 18, hrev56): a party's size ("Share capital: GBP 100",
 * "Annual turnover: EUR 2,000,000"), a security or a cover ("Guarantee: EUR 10,000", "Performance bond: …",
 * "Retention: …", "Insurance: GBP 5,000,000"), a cap on liability ("Liability cap: …", "Limit of indemnity: …") or a
 * penalty. Those rows keep their other cues' reading (Insurance, Liability, Indemnification) or none. (hrev72) Its home
 * moved here from category-cues-rate-rows.ts, so that the "<what> | <amount>" rows below read it too, but for a bare
 * cap or limit (NOT_A_PRICE_SUM): a table's "Monthly cap | $26,000" caps the fees (a price); a cap on liability names
 * the liability or the indemnity in its label ("Liability cap | …", "Limit of indemnity | …").
 */
const NOT_A_PRICE_SUM = String.raw`[Cc]apital|[Tt]urnover|[Gg]uarantee|[Bb]ond|[Rr]etention|[Ii]nsurance|[Cc]over|[Ii]ndemnity|[Ll]iability|[Pp]enalty`;
export const NOT_A_PRICE = String.raw`${NOT_A_PRICE_SUM}|[Cc]ap|[Ll]imit`;

/**
 * A date as a table row's first cell ("15 March 2028 | …", "1st June 2027 | …", "June 1, 2027 | …", and in figures
 * "21/04/2028 | …", "05.05.2028 | …", "2028-04-21 | …": h78c61b): a payment schedule's row.
 */
const ROW_DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?\s+\d{4}|[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}-\d{2}-\d{2})`;

/**
 * (h78c61b) An amount after a one-letter currency mark glued to a figure in money's form, as a schedule's cell writes
 * the kina's, kwacha's or rand's sum ("K140.00", "K2,660.00", "R 12,500"): cents or thousands' groups, which a label
 * ("K2", "Block R12") lacks. Read only in a row whose first cell is a date (below). Bounded: linear.
 */
const MARKED_SUM = String.raw`[A-Z]\s?\d{1,3}(?:(?:,\d{3}){1,4}(?:\.\d{2})?|\.\d{2})(?![\d,])`;

/**
 * The start of a price table's row: not a moment of paying ("On signing | …", "Balance on delivery | …", "By 1 March |
 * …") nor a date ("15 March 2028 | …"), whose rows are instalments (billing).
 */
export const PRICE_ROW_START = String.raw`(?!\s*(?:(?:advance|deposit|balance|on|by|before|upon|at|within|after|instal+ments?|(?:first|second|third|final)\s+(?:payment|instal+ment))\b|${ROW_DATE}))`;

/**
 * (h75c57) A schedule's row that pays a share of the price when a stage is reached: "On signing | 30% of the Contract
 * Price", "Before first lithography | 10% of the Wafer Price", "After delivery | 60% of the price". The share of a price
 * fixed elsewhere, due at a moment, is the price's payment (C9; cancellation charges so written are C65's money paid on
 * ending), as "30% of the contract price within ten days" is in a sentence (PRICE_PAID_NOT_SAID below): Payment Terms &
 * Billing, and the price word names no amount of its own. Not a share of something that is no price ("Before 1 May | 5%
 * of Net Sales", a royalty's base). Anchored, cells bounded: linear.
 */
const SHARE_OF_PRICE_ROW = String.raw`^\s{0,3}(?:on|by|before|upon|within|after)\s{1,3}[^|\n]{1,40}?\|\s{0,3}\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|per\s?cent\b|percent\b)\s{1,3}of\s{1,3}the\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?price\b`;

/**
 * (hrev67) A row's first cell that names a tax, a charge or an allowance on the price ("VAT | 15% | USD 4,500",
 * "Service charge | 12.5% | £37.50", "Early booking discount | 10% | $1,200", "Agent's commission | 5% | EUR 2,500",
 * "Withholding tax | 20% | KES 60,000"): its rate and its sum are a price's (Pricing & Taxes), no stage of a payment.
 */
const PRICE_ITEM = String.raw`${TAX_WORD}|\b(?:charges?|fees?|commissions?|discounts?|rebates?|surcharges?|levy|levies|dut(?:y|ies)|interest|royalt(?:y|ies)|gratuit(?:y|ies)|tips?|mark-?ups?|margins?|premiums?|contingency|overheads?|profit)\b`;

/**
 * (h76c58) A schedule's row that names a stage, the share of the price due at it and that share's sum: "Completion of
 * the structure | 40% | OMR 34,580.000", "Handing over | 10% | $8,645". A share beside its own sum is a part of a total
 * paid at a moment, an instalment (C9: the price's payment, Payment Terms & Billing alone, as SHARE_OF_PRICE_ROW's rows);
 * a price table's row names a rate or an amount, not both a share and its sum (set 58's stage rows, labelled Payment
 * alone). The last cell is the sum and nothing after it. Anchored, cells bounded: linear.
 */
const SHARE_AND_SUM_ROW = String.raw`^(?![^|\n]{0,80}?(?:${PRICE_ITEM}))[^|\n]{1,80}\|\s{0,3}\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|per\s?cent\b|percent\b)\s{0,3}\|\s{0,3}${MONEY}\s{0,3}$`;

// Paying a party a stated amount, directly or as "a/an/the <thing> of <amount>": the amount is the price of what the
// contract buys. Not a deposit (a sum held, no price), liquidated damages (a remedy) or a sum capped ("up to", "not
// more than"): those are other subjects.
const PAYS_STATED_AMOUNT = new RegExp(String.raw`\bpa(?:y|ys|id)\s+(?:to\s+)?(?:(?:the\s+)?[A-Z][\w-]*\s+|you\s+|us\s+)?(?:(?:a|an|the)\s+(?!(?:[\w-]+\s+){0,2}?(?:deposit|damages|penalty|sum\s+of)\b)(?:[\w-]+\s+){0,3}?(?:of|amounting\s+to)\s+)?${AMOUNT}`);

/**
 * (issue 18, h106c13; C9) Paying a party a stated share of a base, directly or as "a/an/the <fee> of / equal to <share>"
 * ("shall pay UNIVERSITY twenty percent (20%) of all sublicense income", "a referral fee of ten percent (10%) of the
 * processing fees", "a fee equal to five and one-half percent (5.5%) of Net Collections", "pay Gap 60% of all licence
 * fees it receives"): the share is the amount, as a stated sum is (PAYS_STATED_AMOUNT). Sets 1–83: 45 of the 53
 * sentences "pay(s) <party> … <share> of …" carry Pricing & Taxes; the 8 others are a remedy's or a late payment's
 * sum (a penalty, liquidated damages, a late charge) or a fee for cancelling or withdrawing (C65: set 52's "withdrawal fee
 * of 20% of its low estimate", Payment Terms & Billing alone), vetoed here over the whole sentence. A share written in words
 * needs its figure in brackets after "per cent" (no free words before the share: "a penalty of ten per cent" is no fee).
 * Not a bare share (no fee named before it) of the price or of an invoice ("pay the Seller 30% of the Contract Price within ten days": an
 * instalment, the payment's alone, as SHARE_OF_PRICE_ROW reads it), nor an advance, an instalment, a deposit or the
 * balance so paid ("an advance of twenty percent (20%) of the price"). Anchored, bounded windows: linear.
 */
const SHARE_PAID = String.raw`(?:(?:[a-z]{1,12}(?:-[a-z]{1,12})?\s{1,3}){1,4}?(?:per\s?cent|percent)\s{0,3}\(\s{0,2}\d{1,3}(?:\.\d{1,3})?\s?%\s{0,2}\)|\d{1,3}(?:\.\d{1,3})?\s?(?:%|per\s?cent\b|percent\b))`;
const PAYS_STATED_SHARE = new RegExp(String.raw`^(?![^]{0,600}?\b(?:damages|penalt(?:y|ies)|fines?|compensation|interest|late|overdue|arrears|delay|cancel\w{0,8}|withdraw\w{0,6}|terminat\w{0,6})\b)[^]{0,400}?\bpa(?:y|ys|id)\s{1,3}(?:to\s{1,3})?(?:(?:the\s{1,3})?(?:[A-Z][\w'’-]{0,40}\s{1,3}){1,3}|(?:you|us|him|her|them)\s{1,3})(?:(?:a|an|the)\s{1,3}(?!(?:[\w-]{1,30}\s{1,3}){0,2}?(?:advances?|instal+ments?|deposits?|balance|down[\s-]payments?|pre-?payments?|part-?payments?)\b)(?:[\w-]{1,30}\s{1,3}){0,3}?(?:of|equal\s{1,3}to)\s{1,3}${SHARE_PAID}\s{1,3}of\b|${SHARE_PAID}\s{1,3}of\b(?!\s{1,3}(?:the\s{1,3}|each\s{1,3}|any\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,2}?(?:[Pp]rice|[Cc]ontract\s{1,3}[Ss]um|[Ii]nvoices?)\b))`);

/**
 * (h31c42) Paying a party a stated amount names the price outright (C9: a sentence with both an amount and its payment
 * takes both): a strong cue (category-cue-lists.ts' STRONG_CUES), so the amount clears the bar of a second category beside the
 * payment ("The Company shall pay the University £412,500 for the Project, in four instalments").
 */
export const PAID_AMOUNT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[PAYS_STATED_AMOUNT, 'Pricing & Taxes'], [PAYS_STATED_SHARE, 'Pricing & Taxes']];

/** A tax with its rate, a figure ("plus value added tax at 16%"): C31's tax calculated (tax-word.ts' TAX_AT_A_RATE). */
const TAX_AT_A_RATE_RE = new RegExp(TAX_AT_A_RATE, 'i');
/** A sum a party pays as a remedy, not as the price of what the contract buys. */
const REMEDY_SUM = /\b(?:damages|penalt(?:y|ies)|fines?|compensation)\b/i;

/**
 * (issue 18, h104c79) Paying a party a stated amount is the amount and its payment, both (C9: "The Hirer shall pay the
 * Owner a hire charge of $950 per day." → Payment Terms & Billing, Pricing & Taxes). PAID_AMOUNT_STRONG_CUES gives the
 * amount's Pricing & Taxes its strong cue; the payment's own word ("pays") is a plain cue that a sentence whose other
 * words lean elsewhere leaves under the second bar ("For the licence the Publisher pays the Licensors a fee of EUR 30
 * for each photograph used", "For the work described in Art. 1, the Office shall pay the Artist a total fee of …"), so
 * category-payment-additions.ts adds the payment after the ranking. Sets 1–79: 144 of the 159 sentences of that shape
 * are labelled Payment Terms & Billing; 4 of the other 15 give the tax with its rate ("plus value added tax at 16%"),
 * C31's "a fee plus tax at a rate is Pricing & Taxes alone", which keeps them; a remedy's sum (damages, a penalty, a
 * fine, compensation) is no price paid, and none of those rules. (h105tax) The rate is a figure, as the tax veto reads
 * it (tax-word.ts' TAX_AT_A_RATE): sets 1–81 label the 3 such sentences with "at 16%", "at 9%", "at the rate of 14%"
 * Pricing & Taxes alone, and 3 of the 4 with "at the applicable rate" or "at the standard rate" Payment Terms & Billing
 * beside it (sets 7, 20, 29; set 35's charter hire the one against).
 */
export const paysStatedAmount = (text: string): boolean => PAYS_STATED_AMOUNT.test(text) && !TAX_AT_A_RATE_RE.test(text) && !REMEDY_SUM.test(text);

export const SCHEDULE_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h75c57) An instalment's row that names it in one cell and gives its due date in the next, before the amount ("First
  // | 15 July 2027 | EUR 1,500,000", "2 | June 1, 2028 | $40,000"): a schedule's row as a date first is; and the share of
  // the price due at a stage (SHARE_OF_PRICE_ROW), or a stage's share and its sum (SHARE_AND_SUM_ROW, h76c58). Strong: the row names nothing but
  // the sum and its moment, and its cells' words (a stage, an ordinal) would otherwise outweigh the cue. Cells bounded:
  // linear.
  [moneyPattern(String.raw`^[^|\n]{1,40}\|\s{0,3}${ROW_DATE}\s{0,3}\|\s{0,3}(?:${AMOUNT}|(?:Rs\.?|₹)\s?\d|\d{1,3}(?:[.,]\d{1,3})?\s?%)|${SHARE_OF_PRICE_ROW}|${SHARE_AND_SUM_ROW}`, 'i'), 'Payment Terms & Billing'],
  // (h103c79, C145) A "<label>: <amount>" row whose label gives the time the sum falls due ("First part of each year, due
  // before 15 February: MMK 900,000", "Balance, payable by 30 June: EUR 4,000"): an instalment's row as the dated cells
  // above are — the sum and when it is paid (C9: both). Anchored, the label bounded and without a colon: linear.
  [moneyPattern(String.raw`^[^:|\n]{0,60}?\b(?:due|payable|to\s{1,3}be\s{1,3}paid|paid)\s{1,3}(?:on\s{1,3}or\s{1,3})?(?:before|by|on|not\s{1,3}later\s{1,3}than)\s{1,3}[^:|\n]{1,40}:\s{0,3}(?:${AMOUNT}|${AMOUNT_AFTER})`, 'i'), 'Payment Terms & Billing'],
  // (h104c79, C145) A row whose label is the moment itself — an event the sum falls due on ("On delivery: USD 1,080.00",
  // "On signature: EUR 5,000") or a dated span of instalments ("Monthly, from 10 May 2038 to 10 April 2039: USD 450.00")
  // — says when the sum is paid as "due before" does; a price row's label names what is priced ("Monthly Fee: £189",
  // "Rate from Monday to Friday: EUR 30": no year, no instalment). Anchored, bounded: linear.
  [moneyPattern(String.raw`^(?:(?:on|upon|at)\s{1,3}(?:the\s{1,3})?${DEAL_MOMENT}\b[^:|\n]{0,30}|[^:|\n]{0,30}?\bfrom\s{1,3}[^:|\n]{1,25}?\d{4}\s{1,3}(?:to|until|till)\s{1,3}[^:|\n]{1,25}?\d{4})\s{0,3}:\s{0,3}(?:${AMOUNT}|${AMOUNT_AFTER})`, 'i'), 'Payment Terms & Billing'],
];

/** (hrev72) A row's first cell naming a sum that is no price (a deposit, damages, share capital …) unless a fee word follows it. */
const NO_PRICE_CELL = String.raw`(?![^|\n]{0,80}?\b(?:[Dd]eposit|[Dd]amages|${NOT_A_PRICE_SUM})\b(?![^|\n]{0,40}?\b(?:fees?|charges?|premiums?|prices?|rates?|costs?|rent)\b))`;

/**
 * (h107cat, C9) The last cell's sum written with a contract mark before a whole figure, as the money recognizer reads a
 * price row's last cell or a rate ("Lunch or dinner | Bs 45", "Guided walk, half a day | Bs 60 per group": its
 * `rateOrPriceCell`): a mark of two letters or more (no label letter such as "P" or "Q"), the figure ending the row or a
 * cell, or "per" after it. Bounded: linear.
 */
const MARKED_WHOLE_CELL = String.raw`${LONG_MARK_BEFORE}\.?\s?\d{1,7}(?=\s*(?:$|\|)|\s{1,3}per\b)`;
/**
 * A price table's row whose last cell is a sum: "<what> | <sum>" ("Half day (up to 4 hours) | £22", "Critical | 9.0–10.0
 * | EUR 4,000 to EUR 10,000", "Frame marquee, up to 150 guests | J$285,000 per event"), with one cell between
 * ("Phase 2 - Testing | fixed fee | $40,000", h29c37). (h106c67, C9) Strong, as the "<what>: <sum>" rows of
 * category-cues-rate-rows.ts are (h96cat): the row names nothing but its item and price, and the models read an item's
 * words ("up to 4 hours", a severity) as another subject or as nothing (set 67's hire-charge row lost its Pricing &
 * Taxes to a learned Communication, set 59's first reward row fell under the bar). Sets 1–82 hold 169 such rows (no
 * instalment's moment, date or share of the price in a cell before the sum, no deposit or damages named), all labelled
 * Pricing & Taxes. Cells are bounded by "|" and hold none: linear.
 */
export const PRICE_TABLE_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [moneyPattern(String.raw`^${PRICE_ROW_START}${NO_PRICE_CELL}[^|\n]{3,80}?\|\s*(?:from\s+|up\s+to\s+)?(?:${AMOUNT}|${AMOUNT_AFTER}|(?:Rs\.?|₹)\s?\d|${MARKED_WHOLE_CELL})`, 'i'), 'Pricing & Taxes'],
  [moneyPattern(String.raw`^${PRICE_ROW_START}${NO_PRICE_CELL}[^|\n]{3,80}?\|(?!\s*(?:(?:on|by|before|upon|within|after|due|payable|instal+ments?)\b|${ROW_DATE}|\d{1,3}(?:[.,]\d{1,2})?\s?%\s*\|))[^|\n]{1,40}?\|\s*(?:from\s+|up\s+to\s+)?(?:${AMOUNT}|${AMOUNT_AFTER}|(?:Rs\.?|₹)\s?\d|${MARKED_WHOLE_CELL})`, 'i'), 'Pricing & Taxes'],
];

/** The words that say when a sum falls due (an instalment's item here and in category-instalment-items.ts): one home (h107and). */
export const FALLS_DUE_WHEN = String.raw`(?:on|upon|within|by|when|after|at|before)\b`;

/**
 * (h107mendC) A moment's word that names no moment the sum falls due on: a rate of exchange ("USD 500 at the exchange
 * rate published by the Central Bank", "at the rate of exchange"), a claim settled ("EUR 250 on settlement of each
 * claim": an insurance excess), an authority's order ("KES 50,000 by order of the Board") or a means of payment ("USD
 * 5,000 by bank transfer", "by transfer to the Seller's account"). The deal's own moments stay ("on exchange of
 * contracts", "on transfer of the Shares", "upon order of the Goods", "on settlement"). Fixed, bounded: linear.
 */
const NO_MOMENT = String.raw`(?!exchange\s{1,3}rates?\b|settlement\s{1,3}of\s{1,3}(?:(?:each|any|a|an|the|every|all|such)\s{1,3})?(?:[\w'’-]{1,30}\s{1,3}){0,2}?claims?\b|transfer\s{1,3}(?:to|into)\b|order\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:board|court|tribunal|minister|ministry|director|authority|arbitrators?|registrar)\b)(?<!\brates?\s{1,3}of\s{1,3}(?=exchange)|\bby\s{1,3}(?:the\s{1,3})?(?=order)|\b(?:bank|wire|electronic|telegraphic|money|credit|swift)\s{1,3}(?=transfer))`;
/**
 * (issue 18, h106c13; C9, C145) A payment schedule's item that opens on a stated sum and says the event it falls due on
 * ("(a) $40,000 on signature of this Agreement;", "(b) EUR 25,000 upon acceptance of the final design;", "(c)
 * $1,000,000 upon the first regulatory approval of a Licensed Product", "(ii) £8,000 within 14 days after delivery"): the
 * amount and its payment, both, as C145's "On signature: EUR 5,000" row is. A share of a price ("(a) 30% on signature")
 * is no sum of its own and stays the payment's alone (SHARE_OF_PRICE_ROW's reading); a sum "on" anything but an event
 * ("$5,000 on any one claim", "USD 500 on each invoice") is no instalment. The item's marker is optional (an item's text
 * may reach the cues without it). (h107and) Its moment's words and events are FALLS_DUE_WHEN and lexicon/deal-moments.ts'
 * DEAL_MOMENT, the one home of each (category-instalment-items.ts and SCHEDULE_ROW_STRONG_CUES read the same). Anchored,
 * bounded windows: linear.
 */
const INSTALMENT_ITEM = moneyPattern(String.raw`^(?:\(?(?:[a-z]|\d{1,2}|[ivx]{1,4})[.)]\s{1,3})?${AMOUNT}[\d.,]{0,20}(?:\s{1,3}(?:million|thousand))?\s{1,3}(?:within\s{1,3}[^;.]{1,30}?\s{1,3}(?:after|of|from)\b|${FALLS_DUE_WHEN})\s{1,3}(?:the\s{1,3}|a\s{1,3}|each\s{1,3})?(?:[\w'’-]{1,30}\s{1,3}){0,3}?${NO_MOMENT}${DEAL_MOMENT}\b`, 'i');

/** The instalment item's sum and its payment (C9: both), strong so an item under a lead-in that pays keeps the amount. */
export const INSTALMENT_ITEM_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [INSTALMENT_ITEM, 'Pricing & Taxes'],
  [INSTALMENT_ITEM, 'Payment Terms & Billing'],
];

export const AMOUNT_CUES: readonly [RegExp, CategoryLabel][] = [
  ...PAID_AMOUNT_STRONG_CUES,
  // Said without the category's word, round 2 (h22cat):
  // Pricing & Taxes: amounts as rates and shares — "we may charge interest at 2% above base rate", "default interest
  // of 1% a month", "shall pay interest on the arrears at 0.1% per day", "a fine of 5%", "a penalty of 0.5% of the
  // contract value" (not a penalty a party may claim: the remedy's), "a session costs $40", "the cost of the works is fixed", "may raise the stall rent", "the rent
  // abates", "retain all takings", "20% of the net box office receipts", "is to bear the cost of the survey", "will
  // be quoted separately". Not overdue sums that "bear" or "accrue" interest: most labelled sets read that as the
  // payment's term alone (Payment Terms & Billing), while a party charging interest states an amount. Not the cost of
  // a dispute or of an audit borne ("bear the cost of the arbitration", "of the audit"): the dispute's, the audit's;
  // nor a cost borne because the party caused it ("bear the cost of a recall it causes"): fault, Liability's. (h56cat)
  // Nor a remedy's or a loss's cost: a recall, an analysis that found a fault, the other's inspectors, losses over an
  // allowance ("bear the cost of the recall to the extent it results from …", "of the analysis", "of its inspectors",
  // "of any product losses exceeding 0.2%"): sets 6, 19, 27, 34, 37 and 47 label none of those six Pricing & Taxes
  // (the remedy's, the inspection's or the loss's category instead), against the running costs a party takes on
  // ("bear all costs of marketing", "of electricity", "of the loan"), which stay priced. (hrev43) A routine analysis
  // ("the cost of the analysis of each batch") and a cost that results from something other than a fault ("of
  // packaging and insurance resulting from the Buyer's special instructions") are running costs too, priced, and so
  // are loss adjusters or assessors hired ("bear the costs of loss adjusters appointed by the Insurer").
  // (h80c62) Nor medical or hospital costs borne ("bears the costs of their medical treatment" after a food poisoning):
  // the harm's compensation, no price.
  [/\b(?:charge|charges|incur|incurs)\s+(?:default\s+|late\s+(?:payment\s+)?)?interest\s+(?:at|of)\b|\b(?:default|late(?:\s+payment)?)\s+interest\s+(?:at|of)\s+\d[\d.,]*\s?%|\b(?:pay|pays)\s+(?:default\s+|late\s+)?interest\b[^.;%]{0,60}?\d[\d.,]*\s?%|(?<!\bclaim\s{1,64}(?:a\s{1,64})?(?:contractual\s{1,64})?)\b(?:fine|surcharge|penalty)\s+(?:of|in\s+the\s+amount\s+of|equal\s+to)\s+\d[\d.,]*\s?%|\b(?:costs?|priced\s+at)\s+(?:[A-Z]{0,3}[$£€¥₹]\s?\d|\d[\d,.]*\s?(?:euros?|dollars|pounds|rupees|reais|tenge|dong))|\bcosts?\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?)?(?:is|are|shall\s+be|will\s+be)\s+(?:fixed|firm)\b|\b(?:increase|raise|reduce|adjust)\s+(?:the\s+)?(?:[\w-]+\s+)?rent\b|\brent\s+(?:[\w-]+\s+){0,2}?(?:abates?|is\s+apportioned|will\s+be\s+apportioned|shall\s+be\s+apportioned)\b|\bretain\s+(?:all|the)\s+(?:[\w-]+\s+)?(?:revenues?|proceeds|receipts|income|takings)\b|\b(?<!\d\.{0,64})\d[\d.]*\s?%\s+of\s+(?:the\s+|all\s+|its\s+|each\s+)?(?:[\w-]+\s+){0,3}?(?:revenues?|receipts|proceeds|sales|income|profits?|takings)\b|\bbears?\s+(?:all\s+)?the\s+(?:full\s+|entire\s+|whole\s+)?(?:costs?|expenses?)\s+of\s+(?!(?:the\s+|any\s+|such\s+|a\s+|its\s+|their\s+|his\s+|her\s+)?(?:medical|hospital|arbitration|proceedings|litigation|mediation|dispute|expert|action|audit|examination|inspection|inspectors?|review|recalls?|analys[ie]s(?!\s+of\s+(?:each|every|all)\b)|(?:[\w-]+\s+)?loss(?:es)?(?!\s+(?:adjust\w*|assessors?|surveyors?)\b))\b)(?![^.;]{0,60}?\b(?:causes|caused|cause|(?:results?|resulting)\s+from\s+(?:[\w'’-]+\s+){0,3}?(?:failure|breach|negligen\w*|default|fault|defects?|non-?compliance))\b)|\bquoted\s+(?:for\s+)?separately\b/i, 'Pricing & Taxes'],
  // (h70c55) Costs borne, said with the cost first or named before "cost": "Any cost above the budget shall be borne by
  // the Producer", "the Carrier bears the air freight cost", as "bears the cost of" above (sets 11, 17, 24 label such
  // costs Pricing & Taxes); not a dispute's, an audit's, a test's, a recall's or a loss's cost, as above. A fee
  // calculated on a number of units ("calculated each week on the number of head") is a price's basis, and so is rent
  // or a fee prorated, or not ("We do not prorate rent for a partial month"). Bounded: linear. (hrev62) Not the cost of
  // damage, a breach, negligence or a fault (as "bears the costs of" above: "The cost of making good any damage caused
  // by the Contractor shall be borne by the Contractor" is a liability for harm done, no price), and a number counts
  // only a fee's basis when a sum of money is what is calculated ("The fee is calculated on the number of users"; not
  // annual leave, a quorum or an entitlement "calculated on the number of" days or members).
  [/\b(?:costs?|expenses?)\b(?![^.;]{0,60}?\b(?:arbitrat\w*|proceedings|litigation|mediation|disputes?|experts?|audits?|examinations?|inspections?|tests?|testing|reviews?|recalls?|analys[ie]s|loss(?:es)?|legal|filing|prosecution|damage[sd]?|breach(?:es)?|negligen\w*|default|faults?|caused|misuse)\b)[^.;]{0,60}?\b(?:shall|will|is|are|to)\s+be\s+borne\s+by\b|\bbears?\s+(?:all\s+)?the\s+(?!(?:bank|transfer|arbitration|audit|inspection|recall|legal)\b)(?:[\w-]+\s+){1,2}?(?:costs?|expenses?)\b(?!\s+of\b)|\b(?:fees?|charges?|price|rent|rates?|premiums?|commissions?|royalt(?:y|ies)|levy|levies|sums?|payments?|costs?|tariffs?|subscriptions?|remuneration)\b[^.;]{0,60}?\bcalculated\s+(?:[\w-]+\s+){0,3}?(?:on|by\s+reference\s+to|according\s+to)\s+the\s+number\s+of\b|\bpro-?rat(?:e|es|ed)\s+(?:the\s+)?(?:rent|fees?|charges?)\b|\b(?:rent|fees?|charges?)\s+(?:is|are|will\s+be|shall\s+be)\s+pro-?rated\b/i, 'Pricing & Taxes'],
  // Said without the category's word, round 4 (h24cat4):
  // Pricing & Taxes: a charge adjusted by an index — "the fee will be adjusted each April by the change in the
  // consumer price index"; a charge changed by a resolution or notice — "the subscription may be changed by" (not a
  // charge "adjusted" to a change of scope: that is the scope's change).
  // (h108cat) Revised, reviewed, indexed or updated by an index too ("The monthly amount is revised each year on 1 March by
  // the inflation rate …"): sets 1–84's 24 such sentences are all Pricing & Taxes, none Payment Terms & Billing (a
  // "Price and payment" title lent set 76's its Payment).
  [/\b(?:adjusted|revised|reviewed|indexed|updated)\s+(?:each|every|annually|yearly|once|on)\b[^.;]{0,80}?\b(?:percentage\s+change|index|CPI|RPI|inflation)\b|\b(?:subscriptions?|contributions?|fees?|charges?|dues|rent|rates?)\s+(?:may|will|shall)\s+be\s+(?:changed|increased|varied|reviewed|revised)\b/i, 'Pricing & Taxes'],
  // Said without the category's word, round 7 (h26cat7):
  // Pricing & Taxes: an amount charged per unit of work, time or goods — "The Council shall pay the Coach $28.50 for each
  // session taught", "charges of Rs. 1.20 per copy", "£3 for every extra mile". Not a limit of insurance or of
  // liability per claim or per occurrence, nor a deposit per crate (money held, not a price). (h70c55) Those words in
  // capitals too: a row "Liability Limit: KES 3,000,000 per Consignment." is a cap, no price. (hrev62) Not a party's
  // form, "Northwind Limited Liability Company shall charge EUR 12 per pallet": a name, no cap. (h77c59) The amount
  // with its currency after it too ("1 450 000 Ft per hectare", "38,50 EUR per Wagon and day": FIGURE_THEN_CURRENCY).
  // (h88c) After a contract's own mark too ("shall contribute Q 2.00 for each product sold": MARKED_AMOUNT); not a sum lent
  // ("We will lend you from K500 to K5,000 for each member": a loan's amount, set 61's Payment alone).
  [new RegExp(String.raw`^(?![^]{0,600}\b(?:[Ii]nsur|(?<!\b[Ll]imited\s{1,8})[Ll]iabilit(?!y\s{1,8}(?:[Cc]ompany|[Pp]artnership)\b)|[Ll]iable|[Dd]eposit(?!or)|[Ll]iquidated|[Ll]end(?:s|ing)?\b|[Ll]oans?\b))[^]{0,600}?(?:${MONEY}|${FIGURE_THEN_CURRENCY}|${MARKED_AMOUNT})\s+(?:per|for\s+(?:each|every))\s+(?!cent\b|occurrence|claim|event|incident|person|accident|loss)\w`), 'Pricing & Taxes'],
  // (h28s35c) A row of a rate table, "<what> | <amount or rate>" ("Standard room, per night | EUR 95.00", "Orders above
  // $10,000 | 4%", "Hardwood pallets | 3% of invoice value"): each row states a price (C9). A row whose first cell is a
  // moment of paying ("On signing | …", "Balance on delivery | …", "By 1 March | …") or a date ("15 March 2028 | …") is
  // an instalment: billing, below.
  // (h77c59) The amount with its currency after it too ("1st year | 96 000,00 EUR": AMOUNT_AFTER).
  // (hrev72) Not a row whose label names an amount that is no price (NOT_A_PRICE_SUM, as the "<what>: <amount>" rows of
  // category-cues-rate-rows.ts: "Share capital | 25 000 EUR", "Annual turnover | EUR 1,200,000", "Guarantee bond | …",
  // "Contract penalty | …"), nor a deposit or damages, unless a fee word follows it ("Insurance premium | EUR 500",
  // "Guarantee fee | 1%": a price). Cells are bounded: linear.
  // (h106c67) The row's sum is PRICE_TABLE_ROW_STRONG_CUES' (below); a rate in per cent here.
  [new RegExp(String.raw`^${PRICE_ROW_START}${NO_PRICE_CELL}[^|\n]{3,80}?\|\s*\d{1,3}(?:[.,]\d{1,3})?\s?%`, 'i'), 'Pricing & Taxes'],
  // A contract's own mark (MARKED_AMOUNT) is the next row's, which leaves a rate for the period out ("01/07/2029 – 30/06/2030 |
  // R 450.00 per hour"): the codes and signs only here (session 52's merge of h88c).
  [moneyPattern(String.raw`^\s*(?:${ROW_DATE}[^|\n]{0,40}?|(?:advance|deposit|balance)\b[^|\n]{0,40}?|(?:on|by|before|upon|within)\s+[^|\n]{1,40}?|(?:first|second|third|final)\s+(?:payment|instal+ment)[^|\n]{0,40}?)\|\s*(?:${CODED_AMOUNT}|(?:Rs\.?|₹)\s?\d|\d{1,3}(?:[.,]\d{1,3})?\s?%)`, 'i'), 'Payment Terms & Billing'],
  // (h78c61b) A dated row's sum after a one-letter mark ('21/04/2028 | K140.00 | K2,660.00': the date it falls due, the
  // instalment and the balance left): case-sensitive, the mark a capital.
  // Not a rate ('01/07/2029 – 30/06/2030 | R 450.00 per hour': a price for a period, review hrev82).
  [new RegExp(String.raw`^\s*${ROW_DATE}[^|\n]{0,40}?\|\s*${MARKED_SUM}(?!\s{0,3}(?:per|an?)\s)`), 'Payment Terms & Billing'],
  ...SCHEDULE_ROW_STRONG_CUES,
  // (h77c59) The amount named by the table that follows: "shall pay the Contractor for the work at the rates below",
  // "charges the fees set out below", "at the following prices:" (C9: the price stated, as by a schedule's name). Not
  // a date or a time below (the fee word must be there). Bounded: linear.
  [/\b(?:pay|pays|paying|paid|payable|at|charged?|charges|invoices?|invoiced)\s+(?:(?:the|its|our|their)\s+)?(?:following\s+(?:[\w-]+\s+)?(?:rates?|prices?|fees?|charges)\b|(?:[\w-]+\s+){0,2}?(?:rates?|prices?|fees?|charges)\s+(?:(?:set\s+out|shown|given|stated|listed)\s+)?(?:below|as\s+follows|in\s+the\s+(?:following\s+)?table\b))/i, 'Pricing & Taxes'],
  // (h29c37) The amount named by reference to the document that states it (C9, as "the price stated in the Order" above):
  // "shall pay the Charges set out in Schedule 4", "the fees set forth in Exhibit B", "the rates specified in the Order
  // Form", "at the prices listed in Annex 2": the amount where it is paid, charged or bought at. The fee word and the
  // document each name the price; the payment beside it keeps Payment Terms & Billing its own cue. Not a document that
  // is no price list ("the Services described in each Statement of Work": the fee word must come first), nor a recital
  // of an offer "for the rates set out in Annexure I" (no amount paid or charged yet). The fee word as the subject of
  // "are set forth in" or "shall be set out in" names the price by reference too, with no paying verb (h30cue, review
  // hrev23: "The fees for each project are set forth in the applicable Statement of Work" read no category; sets 1–39
  // label all 11 sentences of fees, charges, prices or rates "set out", "specified" or "stated" in a document Pricing &
  // Taxes). Bounded, linear.
  // (h103c79) "at the rates in the Schedule of Rates", "at the prices in Annex 2": the document named straight after the fee
  // word, no participle between (a works contract's "pays … for the work done at the rates in the Schedule"); not a rate
  // of exchange or of performance ("converted at the exchange rates in Appendix A": NOT_A_PRICE_RATE, hrev35).
  [new RegExp(String.raw`\bat\s+(?:the\s+)?(?:[\w-]+\s+)?${NOT_A_PRICE_RATE}(?:rates?|prices?|fees?|charges)\s+in\s+(?:the\s+)?(?:Exhibit|Schedule|Annex|Annexure|Appendix|Attachment|Price\s+List|Rate\s+Card|Bill\s+of\s+Quantities)\b`, 'i'), 'Pricing & Taxes'],
  [/\b(?:pay|pays|paying|paid|at|charged?|charges|invoices?|invoiced)\s+(?:[\w'’-]+\s+){0,5}?(?:fees?|charges|prices?|rates?|royalt(?:y|ies)|compensation|rent)\s+(?:(?:are|is|shall\s+be)\s+(?:as\s+)?)?(?:set\s+forth|set\s+out|specified|stated|listed|shown)\s+in\s+(?:(?:each|the|any|a|that|this)\s+)?(?:applicable\s+|relevant\s+)?(?:Exhibit|Schedule|Annex|Annexure|Appendix|Attachment|Statement\s+of\s+Work|SOW|Order\s+Form|Order|Price\s+List|Rate\s+Card)\b|\b(?:fees?|charges?|prices?|rates?|royalt(?:y|ies)|compensation|rent)\s+(?:(?:for|of|payable\s+for|under)\s+(?:[\w-]+\s+){1,3}?)?(?:are|is|shall\s+be|will\s+be)\s+(?:as\s+)?(?:set\s+forth|set\s+out|specified|stated|listed|shown)\s+in\s+(?:(?:each|the|any|a|that|this)\s+)?(?:applicable\s+|relevant\s+)?(?:Exhibit|Schedule|Annex|Annexure|Appendix|Attachment|Statement\s+of\s+Work|SOW|Order\s+Form|Order|Price\s+List|Rate\s+Card)\b/i, 'Pricing & Taxes'],
  // (h29c37) A row of a fee table with a cell between what is charged and the amount ("Phase 2 - Testing | fixed fee |
  // $40,000", "Set-up | one-off | £900"): the row states a price, as the two-cell row above does; not a middle cell
  // that is a moment of paying ("Phase 1 | on signing | $10,000": an instalment) or a due date ("First | 15 July 2027 |
  // EUR 1,500,000", h75c57). Cells are bounded by "|" and hold
  // none: linear.
  ...PRICE_TABLE_ROW_STRONG_CUES,
  // (h75c57) The currency the prices are stated in ("Hire charges are quoted in Jamaican dollars", "All amounts in this
  // Agreement are stated in Canadian dollars", "The prices are stated in euros"): how the price is expressed (C9: the
  // amount's). Sets 1–57 label all nine such sentences Pricing & Taxes. The currency's last word is one of the money
  // recognizer's names (numbers/recognizers.ts); "payable in euros" says how a payment is made and is not read here.
  // (hrev66) Not the currency of the accounts, the financial statements or a report ("All amounts in the financial
  // statements shall be expressed in Canadian dollars": the books' unit, no price), nor of a loan or the sums insured,
  // nor exchange or interest rates quoted in a currency. Bounded: linear.
  [new RegExp(String.raw`(?<!\b(?:exchange|interest)\s)\b(?:prices?|charges?|fees?|rates?|amounts?|sums?|rent)\b(?!\s{1,3}insured\b)(?:(?!\b(?:accounts|financial\s{1,3}statements|books|records|reports?|returns|loans?)\b)[^.;]){0,60}?\b(?:are|is|be)\s{1,3}(?:quoted|stated|expressed|denominated|charged)\s{1,3}in\s{1,3}(?:[A-Za-z]{1,20}\s{1,3}){0,2}(?:${longestFirstAlternation([...namedUnitEnds()])})(?![A-Za-z])`, 'i'), 'Pricing & Taxes'],
  // (h29c37) A credit stated as a share of a fee ("a credit of 10% of the monthly fee", "a service credit equal to 5% of
  // the Support Charges"): the amount by which the price is reduced (C9: the amount; deducting it from an invoice is
  // the payment's).
  [/\bcredits?\s+(?:of|equal\s+to|amounting\s+to)\s+\d{1,3}(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)\s+of\s+(?:the|its|your|our|their)\s+(?:[\w-]+\s+){0,2}?(?:fees?|charges?|price|rent|subscription)\b/i, 'Pricing & Taxes'],
  // (h28s35c) A fee changed, waived or halved: "the monthly fee is halved", "we will waive the Franchise Fee for that
  // month", "may reduce the fee by 2%" (the rules of categories.ts read a fee's amount or its increase).
  [/\b(?:reduce|reduces|increase|increases|waive|waives|halve|halves|double|doubles)\s+(?:the|its|all|any|your|our)\s+(?:[\w-]+\s+){0,2}?(?:fees?|price|rent|charges?|commission)\b|\b(?:fees?|price|rent|charges?|commission)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:halved|waived|reduced|doubled)\b/i, 'Pricing & Taxes'],
];

/**
 * (h43pay) When or how a price is paid, after the price it follows: instalments (or stages, h76c58), a means of transfer,
 * a time, a schedule; (issue 18, h99c75) or the clause that says so, "under the conditions of Article 6", and "in the
 * manner (and within the time) agreed" (C9: paying a price set elsewhere is Payment alone; sets 1–74 label 19 of 20 such
 * "pay the … price" sentences with no sum Payment Terms & Billing alone).
 */
const PRICE_PAID_WHEN = String.raw`(?=\s{1,8}(?:in\s{1,8}(?:(?:two|three|four|five|six|\d{1,2}|equal|consecutive|monthly|quarterly|annual|the\s{1,8}following)\s{1,8}){0,3}(?:instal+ments?|stages)\b|by\s{1,8}(?:bank|telegraphic|wire|electronic|direct|cheque|credit)\b|within\b|as\s{1,8}follows\b|on\s{1,8}the\s{1,8}dates?\b|no\s{1,8}later\s{1,8}than\b|under\s{1,8}the\s{1,8}(?:conditions|terms)\s{1,8}of\s{1,8}(?:Article|Clause|Section|Art\.)|in\s{1,8}the\s{1,8}manner\b)|\s{0,8}:)`;
/**
 * The price named only as what is paid or refunded ("shall pay the price by bank transfer", "replace it or refund its
 * price"): the act of paying is Payment Terms & Billing alone (C9: the amount is Pricing & Taxes, its payment Payment
 * Terms & Billing), and no amount is named (h28cat11). category-not-said.ts' NOT_SAID takes it out before the price cue reads
 * the sentence: "pay the price of $40 per tonne" or "the price stated in the Order" still names one. "In" names one ("the price in the
 * Order", "in Schedule 2") but not how it is paid: "refund the price in full", "pay the price in three instalments" are
 * the act of paying as "by bank transfer" is (hrev21). Global, bounded.
 */
export const PRICE_PAID_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:pay|pays|paying|refund|refunds|refunding|repay|repays|repaying)\s+(?:its|the|their|his|her)\s+price\b(?!\s+(?:of|for|per|set|stated|agreed|specified|shown|listed|quoted|fixed|payable|due|under|plus|excluding|including|less|at|as|is|will|shall|may|in(?!\s+(?:full|cash|advance|arrears|(?:one|a|a\s+single)\s+(?:lump\s+)?sum|(?:[\w-]+\s+){0,2}?instal+ments?)\b))\b)/gi, 'Pricing & Taxes'],
  // (h56cat) A price refunded or credited back, named by its kind or its goods or credited to a party ("credit its
  // price", "credit the Purchaser with their price", "refunds its consignment price to Party B", "refund the price of
  // the affected Permits in full"): the remedy's money going back, no price set. Sets 28, 30, 34, 35, 36, 37 and 40
  // label all nine such sentences without Pricing & Taxes (Payment Terms & Billing, Warranties, Liability). Not a price
  // the refund names ("refund the price stated in the Order", "the price of $40"): an amount is the price's. Bounded.
  [/\b(?:refund|refunds|refunding|credit|credits|crediting)\s{1,8}(?:(?:the\s{1,8})?[\w-]{1,30}\s{1,8}with\s{1,8})?(?:its|the|their|his|her)\s{1,8}(?:(?:contract|purchase|consignment|sale|sales|full|whole|hire|retail|invoiced|net)\s{1,8})?price\b(?!\s{1,8}(?:set|stated|agreed|specified|shown|listed|quoted|fixed|per|at|is|are|will|shall|may|in\s{1,8}(?:the|this|clause|schedule|annex|appendix))\b)(?:\s{1,8}of\s{1,8}(?![\d$£€¥₹])(?:the|each|every|any|all)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?[\w-]{1,30})?/gi, 'Pricing & Taxes'],
  // (h43pay) The same act with the price named by its kind or its goods, or a share of it, where the sentence says when
  // or how it is paid: "shall pay the contract price in three instalments:", "pay the price of each consignment by bank
  // transfer within 30 days", "30% of the contract price within ten days after signature". A schedule of payments of a
  // price set elsewhere, Payment Terms & Billing alone (the sets: 27 to 0 on "pay the … price" with its time or means,
  // 13 to 2 on the share of the price with its time). Not an advance, a deposit, a guarantee, a commission, a penalty
  // or damages of a share of the price (their own subjects, and the sets split on advances and deposits). Bounded.
  [new RegExp(String.raw`\b(?:pay|pays|paying|paid)\s{1,8}(?:the|its|their)\s{1,8}(?:(?:contract|purchase|package|consignment|sale|sales|monthly|repurchase|charter|agreed|total|full|whole|hire)\s{1,8}){0,2}price(?:\s{1,8}of\s{1,8}(?:each|every|the|all|any)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?[\w-]{1,30})?${PRICE_PAID_WHEN}`, 'gi'), 'Pricing & Taxes'],
  // (h46conv) The same in the passive, the payer after "by": "The Contract Price shall be paid by the Buyer in
  // instalments as follows:", "the purchase price is to be paid within 30 days". Bounded.
  [new RegExp(String.raw`\b(?:the|its|their)\s{1,8}(?:(?:contract|purchase|package|consignment|sale|sales|monthly|repurchase|charter|agreed|total|full|whole|hire)\s{1,8}){0,2}price\s{1,8}(?:shall|will|must|is\s{1,8}to|are\s{1,8}to)\s{1,8}be\s{1,8}paid(?:\s{1,8}by\s{1,8}(?:the\s{1,8})?[\w-]{1,30})?${PRICE_PAID_WHEN}`, 'gi'), 'Pricing & Taxes'],
  // (issue 18, h104c80) The price released to the seller by the one who holds it ("The Escrow Agent shall release the
  // Purchase Price to the Seller only when …"): the price paid over, as "pay the price" is (C9). Bounded.
  [/\breleases?\s{1,8}(?:the|its|their)\s{1,8}(?:(?:contract|purchase|sale|agreed|total|full|whole)\s{1,8}){0,2}price\s{1,8}to\b/gi, 'Pricing & Taxes'],
  // (h75c57) The share of the price due at a stage, written as a schedule's row (SHARE_OF_PRICE_ROW): its price word too.
  [new RegExp(SHARE_OF_PRICE_ROW, 'gi'), 'Pricing & Taxes'],
  [new RegExp(String.raw`(?<!\b(?:advance|deposit|guarantee|commission|security|bond|penalty|damages|retention)\s{1,8}(?:of\s{1,8}|equal\s{1,8}to\s{1,8})?)\b\d{1,3}(?:\.\d{1,2})?\s?(?:%|per\s?cent\b|percent\b)\s{1,8}of\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8})?price(?:\s{1,8}of\s{1,8}(?:each|every|the)\s{1,8}[\w-]{1,30})?(?=\s{0,8},?\s{1,8}(?:within|on|upon|by|before|after|against|no\s{1,8}later)\b)`, 'gi'), 'Pricing & Taxes'],
];

/** Where a word of the category says something else (category-cue-vetoes.ts' ALL_VETOES). */
export const AMOUNT_VETOES: readonly [RegExp, CategoryLabel][] = [
  // (h76c58) A stage's share and its sum (SHARE_AND_SUM_ROW) is an instalment, no price of its own: the rate-table row
  // cues above would read its share or its sum as a price.
  [moneyPattern(SHARE_AND_SUM_ROW, 'i'), 'Pricing & Taxes'],
  // Said without the category's word, round 5 (h25cat5):
  // A VAT invoice sent names no price where the sentence gives no amount or rate and names the tax nowhere else ("We
  // will send you a VAT invoice for each payment"; "pay the GST shown on each tax invoice" still pays a tax). Windows
  // bounded: linear.
  [/^(?![^]{0,400}(?:\d|[£$€]|\b(?:prices?|rates?|fees?|charges?|plus|inclusive|exclusive|amount|percent|per\s*cent)\b|\b(?:VAT|GST|tax(?:es)?)\b(?!\s+invoices?\b)))[^]{0,300}?\b(?:VAT|GST|tax)\s+invoices?\b/i, 'Pricing & Taxes'],
  // A liability capped by a price is about the liability ("Its liability shall not exceed the price of the goods": a cap
  // measured by a price, as category-cue-vetoes.ts' Payment veto reads one).
  [/\bliabilit(?:y|ies)\b[^.;]{0,80}?\b(?:(?:shall|will|must|does|is\s+to)\s+not\s+exceed|(?:is|are|shall\s+be|will\s+be)\s+limited\s+to)\b/i, 'Pricing & Taxes'],
  // (issue 18, h105c81) A party's tax number in its preamble row ("Kovač Trgovina d.o.o., with its seat in Celje,
  // registration number 1234567000, tax number SI12345678, represented by …") identifies the party: no tax charged (sets
  // 26, 32, 33, 59, 62 and 64 label none of their such rows). Not where the sentence also pays, prices, withholds or
  // exempts. Windows bounded: linear.
  [/^(?![^]{0,800}\b(?:pay|pays|paid|payable|prices?|fees?|withh[oe]lds?|withholding|exempt|rates?|plus|inclusive|exclusive|bills?|invoices?)\b)[^]{0,400}?\b(?:tax|VAT|GST)\s{1,3}(?:identification\s{1,3}|registration\s{1,3})?(?:(?:number|ID)\b|no\.)/i, 'Pricing & Taxes'],
];
