/**
 * The words that make a sentence speak of money one party pays the other, so that a sum in it is a contract amount
 * (`speaksOfMoney`; the exclusions that still keep a sum out are in contract-amount.ts). Each part below is one kind of
 * cue, with the cases that brought it; `AMOUNT` is their union, read case-blind, and `AMOUNT_WITH_CODE` the cues that
 * need a figure with its currency written right after them. Every part is bounded: linear.
 *
 * Not a liability cap or an insured value: they name no payment. The sum of a guarantee or bond is not read as one: set 6
 * leaves "a performance bond of PHP 500,000.00" out, set 11 counts "a bank guarantee of ISK 5.550.000" (the service's
 * reading unknown).
 */
import { MARKS_AFTER_FIGURE, MARKS_BEFORE_FIGURE, MONEY_CODES } from '../numbers/recognizers.js';
import { escapeRegExp } from '../../../common/regexp.js';

/** A period a value or a minimum is stated for ("monthly value", "minimum annual sales"). */
const BY_PERIOD = String.raw`(?:monthly|annual|yearly|quarterly|weekly)`;

// Words that price a thing: a price, fee, charge, rent, deposit, a rate per unit ("42 m³ at RON 2,150.00 per m³"), the
// consideration, a cost, an amount or a "sum of", a freight or demurrage (h19f12). Money "charged" for work ("Repairs …
// shall be charged at € 42,00 per hour") is a charge. A lease's "rental" is its rent, as South African and Commonwealth
// drafting names it ("The monthly rental shall be R 12 500,00", facts set 6; issue 18, h87d).
// A surcharge is a charge ("Urgent delivery surcharge: MGA 60 000", an item under a lead-in naming no price; h101p60).
// The rent named as South Asian drafting names it, "lease money" ("the total lease money for the season is Rs.
// 14,40,000/-"), and so "rent money", "hire money", "licence money": a price as "rent" is (issue 18, h107d67; facts set
// 67's cause 16). "Money" alone prices nothing ("money laundering", "the money in the account").
const PRICE_WORDS = String.raw`\bpric\w*|\bfees?\b|\b(?:sur)?charg(?:e|es|ed)\b|\bsum\s+of\b|\bconsideration\b|\bcost\b|\bamount\b|\brent\b|\brentals?\b|\bdeposit\b|\brates?\b|\bfreight\b|\bdemurrage\b|\b(?:lease|rent|hire|licen[cs]e)\s{1,3}money\b`;

// Words that pay: a payment, money "paid" however the sentence names it ("Drilling is paid at Kz 48.500,00 (… kwanzas)
// per metre drilled … and the pumping test at a fixed Kz 350.000,00", issue 18, h75f40d; paid-up share capital is no
// payment), a reimbursement or expense, an allowance, and a member's capital contribution ("Keel shall contribute
// $19,500,000 in cash": money paid in under the agreement).
const PAYMENT_WORDS = String.raw`\bpay\w*|\bpaid\b(?![\s-]{1,3}up\b)|\bcontribut\w*|\breimburs\w*|\bexpenses?\b|\ballowance\b`;

// Pay for work: a retainer, compensation, remuneration, a salary or a wage ("Monthly wage: KRW 2,480,000", a labour
// contract's wage block; issue 18, h117nlu), a bonus ("A quality bonus of 250 F CFP is paid for each pearl", h75f40d),
// and royalties ("the royalties due for each calendar year shall be at least CHF 40'000.00": a minimum royalty; a
// royalty rate is no money).
const PAY_FOR_WORK = String.raw`\bretainer\b|\bcompensation\b|\bremuneration\b|\bsalary\b|\bwages?\b|\broyalt(?:y|ies)\b|\bbonus(?:es)?\b`;

// A purchase: a purchase commitment ("Products having a net invoice value of at least C$500,000" to purchase), what a
// party buys or bought.
const PURCHASE_WORDS = String.raw`\bpurchas\w*|\bbuys?\b|\bbought\b`;

// A sum invoiced: "a minimum monthly invoice of 36 000 000 XOF", "invoiced at" (h22f15), at any time ("Set-up: £2,000,
// invoiced on signature", h29f23). A sum "billed" is one invoiced ("Each extra grooming … is billed 95,00 $", facts set
// 77; issue 18, h122facts): of the facts sets' 6 sentences with "billed", the one with a sum and no other cue is an
// expected amount, the others have a price word already or no sum ("billed at cost").
const INVOICED = String.raw`\binvoice[ds]?\s+(?:of|for|at)\b|\b(?:invoiced|billed)\b`;

// A loan's repayment and its instalments: "repay the Loan in 84 monthly installments of $36,540 each".
const REPAYMENT = String.raw`\brepay\w*|\binstal+ments?\b`;

// Money advanced or lent is paid over, as a loan's principal is: "On signing, the Buyer shall advance to the Seller Tshs.
// 3,000,000/= for ropes", "The Company lends the Employee USD 2,000", "gives the Grower an advance of …" (facts set 48's
// cause 10, issue 18, h87d). The verb with a sum after it, up to four words between (to whom), the sum in a sign or a
// mark of letters ("Tshs.", "USD"), not a small word before a figure ("advance to the Seller by 5 May"); or the noun
// "advance of". Not "in advance": "paid in advance", "booked in advance of the day" name no money. Bounded: linear.
const ADVANCED_OR_LENT = String.raw`(?<!\bin\s{1,3})\b(?:(?:advanc(?:e|es|ed|ing)|lend(?:s|ing)?|lent)\s{1,3}(?:[\p{L}'’.-]{1,30}\s{1,3}){0,4}?(?:\p{Sc}\s?\d|(?!(?:in|on|by|at|of|to|for|from|upto|till)\b)[a-z]{1,4}\.?\s?\p{Sc}?\s?\d)|advances?\s{1,3}of\b)`;

// Money received from the other party is paid over, as money advanced is: a receipt's "do hereby acknowledge the receipt
// of Rs. 50,000/- … from M/s. <firm> as earnest money", "I have received USD 2,000 from the Buyer as an advance" (issue 18,
// h94fd; facts set 55's cause 13; docs: money advanced to a party). "receipt of" after "acknowledge(s)" or a received
// verb in the perfect or the present, the sum right after it in a sign or a mark of letters ("Rs.", "USD"); a count
// ("receipt of 3 copies", "received 12 bags") or a number's label ("receipt of No. 5") is none. Bounded: linear.
const RECEIVED_SUM = String.raw`\b(?:acknowledg(?:e|es|ed|ing)\s{1,3}(?:the\s{1,3})?receipt\s{1,3}of|(?:have|has|having|had)\s{1,3}(?:duly\s{1,3})?received|receives?)\s{1,3}(?:\p{Sc}\s?\d|(?!(?:no|nos|ref|item|page|art|sec|para|vol|in|on|by|at|of|to|for|from)\b)[a-z]{1,4}\.?\s?\p{Sc}?\s?\d)`;

// A loan's or a facility's limit is its principal, no liability cap: "a revolving working capital facility with a limit
// of NZD 750,000", "an overdraft limit of £20,000" (sets 13-21 count a loan's principal; h34f27).
const CREDIT_LIMIT = String.raw`\b(?:facilit(?:y|ies)|loans?|overdrafts?)\b[^.;]{0,80}?\blimit\s+of\b`;

// What the contract is worth: its own value ("The estimated total value of this contract is Bs 2.310.000,00", h22f15; a
// value insured is not), an estimate of what the orders or the agreement will be worth ("The parties estimate that
// Call-Off Orders … will have a total value of about £180,000": set 15 counts an estimated total; h31f25), a project's
// budget and its shares ("The eligible budget of the project is EUR 1.480.000,00, of which …", h19f12), and a monthly or
// yearly value the payer owes ("The monthly value shall not be less than SAR 360,000", "The minimum annual value is …":
// the contract's value by the period, as "a minimum monthly invoice of" is; set 31 counts it, h45f31). "value" alone
// stays no head: a value insured, a market value.
const CONTRACT_VALUE = String.raw`\bvalue\s+of\s+(?:this|the)\s+(?:contract|agreement|order)\b|\bcontract\s+value\b|\bestimat\w{0,6}\s[^.;]{0,120}?\btotal\s+value\s+of\b|\bbudget\b|\b${BY_PERIOD}\s+value\b`;

// A total as a sentence's subject, perhaps estimated, is what the contract will cost: "The estimated total for thirty
// (30) field days is NOK 675 000", "The total for the two visits comes to EUR 1,200" (issue 18, h86d; facts set 47's
// cause), as a "Total:" field is. The noun after a determiner and before its verb or "for": "a total of 3 sites" names
// no money without its verb. Anchored word by word, each gap bounded.
const TOTAL_AS_SUBJECT = String.raw`\b(?:the|this|that|an?|our|its)\s{1,3}(?:(?:estimated|expected|projected|approximate|overall|grand)\s{1,3})?total\s{1,3}(?:for\s[^.;]{1,80}?\s)?(?:is|will\s{1,3}be|comes\s{1,3}to|amounts\s{1,3}to)\b`;

// An order's line and total fields ("Line 1: … $57,000.00", "Total: $79,500.00"), an order's total named after the
// order ("Order total: HUF 4,824,000", "Contract total: …", h19facts). A row's bar stands for the colon: "Total |
// US$511.00 + EC$67.50" under a form's rows of charges (issue 18, h91fd; facts set 52's cause 15).
const TOTAL_FIELD = String.raw`^\s*(?:(?:(?:order|contract|invoice|net|gross)\s+)?(?:sub-?|grand\s+)?total|line\s+\d{1,3})\b[^:|\n]{0,80}[:|]`;

// Minimum sales by the period ("minimum monthly sales of ETB 2,600,000", "minimum annual sales of BZD 480,000"): a sales
// target (h61facts; facts sets 16, 19, 30).
const MINIMUM_SALES = String.raw`\bminimum\s+(?:${BY_PERIOD}\s+)?sales\b|\bsales\s+of\s+at\s+least\b`;

// A minimum a party guarantees the other ("The Estate guarantees the Contractor a minimum of €14,000.00 for the
// campaign", "guarantees a minimum monthly fee of …") is money it owes (h61facts). The guarantor's verb within 60
// characters before "minimum". A minimum of insurance a party guarantees to hold ("guarantees a minimum sum insured of",
// "a minimum of EUR 5,000,000 of liability insurance cover") is cover, not money owed (hrev50): no insurance word within
// 60 characters after.
const GUARANTEED_MINIMUM = String.raw`\bguarantee[sd]?\s(?:[^.;]{0,60}?\s)?(?:a\s+)?minimum\s+(?:${BY_PERIOD}\s+)?(?:of|sum|amount|payment|income|fee)\b(?![^.;]{0,60}?\b(?:insur\w*|cover)\b)`;

// A sum held back from what is owed is money between the parties, as a deduction is (TAKEN_OFF): "500 gourdes are held
// back from the balance for each day of delay", "withheld from the final instalment", "deducted from the balance"
// (issue 18, h117nlu; facts set 72's cause 12). The price or the fee was a price word already; the balance, a stage or
// an instalment names no price alone. Tax withheld from a payment names no such sum: "payment" is not among them. The
// owed sum's noun after a determiner. Bounded: linear.
const HELD_BACK = String.raw`\b(?:held\s{1,3}back|withheld|deducted|retained)\s{1,3}from\s{1,3}(?:the|your|my|our|his|her|their|its|each)\s{1,3}(?:(?:last|final|next|remaining|outstanding)\s{1,3})?(?:balance|stage|instal{1,2}ments?|milestone)\b`;

/** A sentence speaking of money paid under the contract, by its words (case-blind). Used only with `test`. */
const AMOUNT = new RegExp(
  [PRICE_WORDS, PAYMENT_WORDS, PAY_FOR_WORK, PURCHASE_WORDS, INVOICED, REPAYMENT, ADVANCED_OR_LENT, RECEIVED_SUM, CREDIT_LIMIT, CONTRACT_VALUE, TOTAL_AS_SUBJECT, TOTAL_FIELD, MINIMUM_SALES, GUARANTEED_MINIMUM, HELD_BACK].join('|'),
  'iu',
);

// The same words before a figure with its currency sign or code: a code in capitals ("total RON 90,300.00", "at
// RON 2,150.00 per m³"; a sum per unit or each is a price with or without "at": "JOD 6.750 per tonne", "$ 6,40
// each", not an insurance limit "per occurrence" or "each and every claim" (hrev13); "a value of S/ 186,400.00", not a value insured "of not less than"
// a sum; h21f14; "a grant of EUR 50,000"), so not in AMOUNT's case-blind reading, where any three letters and a
// number ("the total for 3 years", "at all 3 sites") were a code. The words as written: lower case, a capital, capitals.
// A code is one the currency lexicon knows (`MONEY_CODES`), not any three capitals: "ISO 9001 per" is a standard.
// A grant of money ("a grant of £45,000 towards the costs") is paid to the other party; "the grant of a licence" names none.
const MONEY_CODE = `(?:${MONEY_CODES.join('|')})`;
// A thing "may be ordered for £120" or "booked at EUR 90" is priced so (h34f27).
// A sum a thing costs or is served, offered or sold at ("Dinner on board costs NOK 520 per person", "is served at NOK
// 520 per person"), a sum at so much a person ("serves dinner at NOK 520 per person": "per person" alone may be an
// insurance limit, PER_UNIT_AFTER, so only after "at"), and a sum a thing "is" for a stretch of time ("The charter
// hire is NOK 30 000 for the day", "for one evening") price it without a price word (facts set 38's cause 14,
// h70money). A fine, a penalty, an excess, a cap or a bank's capital is none of these: "A fine of NOK 5 000 applies",
// "share capital of NOK 30 000" stay out, and a late day's penalty is "for each day" (no "each" here). Bounded: linear.
const SUM_AHEAD = String.raw`(?=\p{Sc}|${MONEY_CODE}\s?\d|\d[\d.,' ]{0,20}\s?${MONEY_CODE}\b)`;
const SUM_HERE = String.raw`(?:\p{Sc}\s?|\b${MONEY_CODE}\s?)\d[\d.,' ]{0,20}`;
// "costs" as a noun is no price of a thing: "The Seller bears court costs USD 1,500", "the costs EUR 2,000 of the audit"
// (review hrev61 of h70money): after a determiner, a possessive or a noun that kinds costs, the word is the noun. "The
// ticket costs EUR 20" and "Dinner costs NOK 520" keep the verb. Bounded lookbehind: linear.
const NOUN_COSTS_BEFORE = String.raw`(?<!\b(?:the|its|their|his|her|our|your|any|all|such|these|those|own|of|and|or|legal|court|travel|other|additional|extra|reasonable|actual|total|related|incidental|associated)\s{1,3})`;
const PRICED_WITHOUT_PRICE_WORD = String.raw`${NOUN_COSTS_BEFORE}\b(?:costs?|costing|(?:served|offered|sold)\s+at)\s+${SUM_AHEAD}|\bat\s+${SUM_HERE}\s{0,3}(?:per|a)\s+person\b|(?<!\b(?:fines?|penalt(?:y|ies)|excess|deductibles?|capital|limit|cap|liability|cover|indemnity|damages)\s{1,3})\b(?:is|are)\s+${SUM_HERE}\s{0,3}for\s+(?:the|a|one)\s+(?:(?:whole|full|half)\s+)?(?:day|evening|night|trip|voyage|cruise|charter|event|weekend)\b`;
// A price said the way people talk, in a message or a letter: a sum "a" unit of goods or time ("$3.40 a lb for clean
// heads", "NZ$38 a kilo", "$25 an hour") as "per lb" is, and a buyer's offer "We can do $3.40 …", "we could do €2 a
// head" (a text message's price; issue 18, h93fd, facts set 54's cause 14). The units of weight, measure, count and time
// a trade prices by, written in small letters; "a day" is left out (a fine or a late charge runs so). Bounded: linear.
// Exported for a table header's measure (table-money.ts: "Quality (KOR, lbs per 80 kg bag)", h110d70).
export const SPOKEN_UNIT = String.raw`(?:lbs?|pounds?|kilos?|kgs?|kilograms?|grams?|tonnes?|tons?|litres?|liters?|gallons?|bushels?|dozen|bags?|box|boxes|crates?|cases?|bales?|head|pieces?|units?|metres?|meters?|feet|foot|yards?|hours?|hr)`;
const SPOKEN_PRICE = String.raw`${SUM_HERE}\s{0,3}an?\s{1,3}${SPOKEN_UNIT}\b|\b(?:can|could|will|would)\s{1,3}do\s{1,3}(?=\p{Sc}|${MONEY_CODE}\s?\d)`;
/** The cues that need a sum in a currency's sign or code right after them (case as written). Used only with `test`. */
// A project's costs as a sentence's subject and the sum a funder funds are the money a grant prices: "The total eligible
// Project costs are £1,240,000, of which Innovate UK will fund £868,000 by grant" (facts set 8; issue 18, h87d). The
// costs named as a project's, a total or an estimate, with their verb ("court costs USD 1,500" stays none, hrev61); the
// verb "fund" after a modal or "to" with the sum up to three words after it ("shall fund the Club EUR 5,000"); the noun is
// none ("matching funds of at least $80,000" a grantee raises elsewhere: facts set 6). Bounded: linear.
const FUNDED = String.raw`\b(?:[Pp]roject|[Ee]ligible|[Tt]otal|[Ee]stimated)\s+(?:\p{L}+\s+)?costs\s+(?:are|amount\s+to|come\s+to|total)\s+(?=\p{Sc}|${MONEY_CODE}\s?\d)|\b(?:will|shall|must|may|to)\s+fund\s+(?:[\p{L}'’.-]{1,30}\s+){0,3}?(?=\p{Sc}|${MONEY_CODE}\s?\d)`;
// An order's item row: the thing, its quantity after the times sign, then a dash and the row's sum ("Tokoname teapot,
// 280 ml × 1 — ¥8,800", "Linen apron × 2 — €64.00"): the price of the items as "… × 1 — ¥8,800 each" is, with no price
// word (facts set 58's cause 11, issue 18, h99fo). The sign "×" only, as a shop's confirmation prints it: a letter "x"
// sizes things ("2 x 4 m"). The em dash only: after an en dash or a hyphen the number reader takes "2 – €64.00" for a
// range of euros (2 EUR), so a cue there would give a wrong sum where none is given now. Bounded: linear.
const ITEM_ROW = String.raw`×\s{0,3}\d{1,5}\s{0,3}—\s{0,3}(?=\p{Sc}|${MONEY_CODE}\s?\d)`;
// A sum said as a reckoning's result, a count of days, nights or units "=" the sum ("16 days = QR 2,400", "3 nights = €270"):
// a price worked out in a message, with no price word (issue 18, h102d62; facts set 62's cause 12). And a share of the
// price taken ahead, "I take 50% in advance (QR 1,200)", "half up front": a payment's part, as "an advance of" is
// (ADVANCED_OR_LENT reads "advance" before its sum, not "in advance" after a share). The sum after "=" in a sign or in
// capitals and a figure (a two-letter mark, "QR", as a code). Bounded: linear.
const RECKONED_SUM = String.raw`\b\d{1,4}\s{1,3}(?:days?|nights?|weeks?|months?|hours?|units?|pieces?|items?|persons?|people|guests?|visits?|sessions?)\s{0,3}=\s{0,3}(?=\p{Sc}|\p{Lu}{1,3}\$?\.?\s?\d)`;
const SHARE_AHEAD = String.raw`(?:\b\d{1,3}\s?%|\b(?:[Hh]alf|[Aa]\s{1,3}third|[Aa]\s{1,3}quarter))\s{1,3}(?:in\s{1,3}advance|up[- ]?front|as\s{1,3}an?\s{1,3}(?:advance|deposit))\b`;
// A renewal or an extension bought "for" a sum is priced so, as a thing "ordered for" one is: "The Client may renew the
// licence for a further two (2) years for € 400,00" (issue 18, h103d63; facts set 63's cause 16). The sum right after
// "for", within the renewal's sentence ("renew … for a further two years" itself names a length, no sum). Bounded: linear.
const RENEWED_FOR = String.raw`\b(?:renew|extend)\w{0,4}\b[^.;]{0,80}?\bfor\s{1,3}(?=\p{Sc}|${MONEY_CODE}\s?\d)`;
// A subsidy or grant paid out by a funder to a party, and a party's share of a cost or a price: "the subsidy of ₹ 1,44,000
// is released by the District Office to the Driller", "the Farmer's share is ₹ 96,000", "her share of the cost comes to
// Rs. 12,000" — money paid over for the work, as "a grant of" is (issue 18, h104d64; facts set 64's cause 14). Money
// "released" to a party (a funder's or an escrow's payment: "is released … to the Builder"; a sum in the sentence for it
// to price); a share as a possessive's ("the Owner's share", "her share") with its sum right after its verb, in a
// sign or a code ("The Partner's share is 40%" is a part, no sum; "share capital" no share of a cost). Bounded: linear.
const SUBSIDY_OF = String.raw`\b(?:subsid(?:y|ies)|Subsid(?:y|ies)|SUBSID(?:Y|IES))\s+(?:of|OF)\s+(?=\p{Sc}|${MONEY_CODE}\s?\d)`;
const RELEASED_TO = String.raw`\b(?:is|are|shall\s{1,3}be|will\s{1,3}be|be)\s{1,3}released\b[^.;]{0,80}?\bto\s{1,3}(?:the\s{1,3})?\p{Lu}`;
const SHARE_IS = String.raw`(?:['’]s|\b(?:his|her|its|their|your|our|my))\s{1,3}share\s{1,3}(?:of\s{1,3}(?:the\s{1,3})?(?:total\s{1,3})?(?:costs?|price|sum|amount)\s{1,3})?(?:is|are|amounts?\s{1,3}to|comes?\s{1,3}to|shall\s{1,3}be|will\s{1,3}be)\s{1,3}${SUM_AHEAD}`;
// A sum in any of the ways contracts write one, as a lookahead (SUM_ANYHOW) or as text (SUM_WRITTEN): a sign, a code or a
// contract mark before the figure ("MK 1,850,000", "Tshs. 3,000,000"), or after it ("5 040 000 FC", "50 $", "1.200 EUR").
// The recognizer's own lists of marks (one home). Bounded: linear.
const MARK_BEFORE = `(?:${MONEY_CODE}|${MARKS_BEFORE_FIGURE.map(escapeRegExp).join('|')})`;
const MARK_AFTER = `(?:${MONEY_CODE}|${MARKS_AFTER_FIGURE.map(escapeRegExp).join('|')})`;
const SUM_ANYHOW = String.raw`(?=\p{Sc}|${MARK_BEFORE}\.?\s?\d|\d[\d.,' ]{0,20}\s?(?:\p{Sc}|${MARK_AFTER}(?![\p{L}\p{N}])))`;
const SUM_WRITTEN = String.raw`(?:\p{Sc}\s?\d[\d.,']{0,16}(?:\s\d{3}){0,3}|${MARK_BEFORE}\.?\s?\d[\d.,']{0,16}(?:\s\d{3}){0,3}|\d[\d.,']{0,16}(?:\s\d{3}){0,3}\s?(?:\p{Sc}|${MARK_AFTER}(?![\p{L}\p{N}])))`;
// A writer's offer of a sum is its price: "We offer MK 1,850,000 per chalet, …, that is MK 9,250,000 for the five chalets",
// "I offer you 2 500 000 FC for the lot", "Our offer is EUR 4,000" — an offer letter's or a message's price, so the total
// it restates after "that is" is a sum of it too (issue 18, h106d66; facts set 66's cause 17). The first person and the
// verb, perhaps a modal and whom it is offered to, then the sum; "We offer the following services" (no sum after it)
// prices nothing, and an offer as follows is quoted-as-follows.ts'. Bounded: linear.
const OFFERED_SUM = String.raw`\b(?:[Ww]e|I)\s{1,3}(?:(?:can|could|will|would|hereby)\s{1,3})?offer\s{1,3}(?:(?:you|him|her|them)\s{1,3})?${SUM_ANYHOW}|\b[Oo]ur\s{1,3}(?:final\s{1,3})?offer\s{1,3}is\s{1,3}${SUM_ANYHOW}`;
// A writer asking for a sum asks to be paid it, as one offering a sum offers to pay: "I ask for €1,000 when you accept,
// so that I can book the cargo", "we ask you for 500 $ on signing" (issue 18, h122facts; facts set 77: the one sentence
// of the facts sets with the first person, "ask for" and a sum, an expected amount). The sum right after "for"; "I ask
// for your consent" or "we ask for 3 copies" name none. Bounded: linear.
const ASKED_FOR_SUM = String.raw`\b(?:[Ww]e|I)\s{1,3}(?:(?:must|would|will|hereby|kindly)\s{1,3})?ask\s{1,3}(?:(?:you|him|her|them)\s{1,3})?for\s{1,3}${SUM_ANYHOW}`;
// A buyer accepting the seller's quotation or offer and restating its sum in the same sentence accepts that price: "The
// school accepts your quotation for the tuning and the re-chroming, TT$7,450.00 in all" (issue 18, h122facts; facts set
// 78). Of the facts sets' 16 sentences accepting a quotation, offer or proposal, two hold a sum, both expected amounts
// (set 64's has a deposit word besides). "your"/"the" quotation, quote, offer, proposal or estimate, the sum within the
// sentence. Bounded: linear.
const ACCEPTED_QUOTE_SUM = String.raw`\baccept(?:s|ed|ing)?\s{1,3}(?:your|the|this)\s{1,3}(?:quotation|quote|offer|proposal|estimate)\b[^.;]{0,120}?${SUM_ANYHOW}`;
// A deduction from what is owed is money between the parties, as a penalty per day is: "I take 50 $ off the balance for
// each day of delay", "we deduct $50 from the price", "knock £200 off the bill" (issue 18, h106d66; facts set 66's cause
// 16). The verb, the sum right after it, then "off" or "from" and the owed sum's noun after a determiner; "take $50 from
// your account" names no sum owed. Bounded: linear.
// A payment by stages is owed too: "the Builder takes Rf 2,500 off the last stage", "deducts MVR 2,500 from the final
// instalment", and the owed sum "is reduced by" the sum ("the last stage is reduced by MVR 2,500"): a stage, an
// instalment or a milestone, perhaps after its rank (issue 18, h107d67; facts set 67's cause 18). "The last stage is
// reduced by two weeks" reduces no sum.
const OWED_SUM = String.raw`(?:(?:last|final|next|first|second|third|fourth|fifth|remaining|outstanding)\s{1,3})?(?:balance|price|bill|invoice|rent|total|fees?|payment|amount|sum|stage|instal{1,2}ments?|milestone)\b`;
const TAKEN_OFF = String.raw`\b(?:deduct(?:s|ed|ing)?|tak(?:e|es|ing)|took|knock(?:s|ed|ing)?)\s{1,3}${SUM_WRITTEN}\s{1,3}(?:off|from)\s{1,3}(?:the|your|my|our|his|her|their|its)\s{1,3}${OWED_SUM}|\b(?:the|your|our|its|their|each)\s{1,3}${OWED_SUM}(?:\s{1,3}payment)?\s{1,3}(?:is|are|shall\s{1,3}be|will\s{1,3}be)\s{1,3}reduced\s{1,3}by\s{1,3}${SUM_WRITTEN}`;
const AMOUNT_WITH_CODE = new RegExp(
  String.raw`${SUBSIDY_OF}|${RELEASED_TO}|${SHARE_IS}|${ITEM_ROW}|${RENEWED_FOR}|${RECKONED_SUM}|${SHARE_AHEAD}|${PRICED_WITHOUT_PRICE_WORD}|${FUNDED}|${SPOKEN_PRICE}|\b(?:ordered|booked|hired)\s+(?:for|at)\s+(?=\p{Sc}|${MONEY_CODE}\s?\d)|\b(?:total|Total|TOTAL)\s+(?=\p{Sc}|${MONEY_CODE}\s?\d)|(?:\p{Sc}\s?|\b${MONEY_CODE}\s?)\d[\d.,' ]{0,20}\s*(?:per|PER|each|EACH)\b(?!\s+(?:and\s+every\s+)?(?:occurrence|claim|event|accident|loss|person)\b)|\bvalue\s+of\s+(?:\p{Sc}|[A-Z][A-Z/.]{0,3}\s?\d)|\b(?:grant|Grant|GRANT)\s+(?:of|OF)\s+(?=\p{Sc}|${MONEY_CODE}\s?\d)`,
  'u',
);

/**
 * The cues whose sum may be written with any contract mark, before or after the figure (issue 18, h106d66): a writer's
 * offer, a deduction, "Total" before a mark written after the figure ("Total 5 040 000 FC"). Apart from
 * `AMOUNT_WITH_CODE`, and asked only where their words stand (`ANY_MARK_CUE_WORDS`): written into `AMOUNT_WITH_CODE`,
 * the marks' long alternations made every text's test slower, 1.0 s → 1.7 s of CPU for three passes over the facts
 * sets' 11,690 paragraphs (0.94–1.05 s apart, as before them).
 */
// A thing that costs a sum written with any mark ("Each extra hour costs Q 650.00", "a bag costs K 8.00"), as
// PRICED_WITHOUT_PRICE_WORD reads it before a code or a sign; "costs" as a noun stays out (NOUN_COSTS_BEFORE). Issue
// 18, h117nlu (facts set 73's "costs Q").
const COSTS_ANY_MARK = String.raw`${NOUN_COSTS_BEFORE}\bcosts?\s{1,3}${SUM_ANYHOW}`;
const AMOUNT_WITH_ANY_MARK = new RegExp(String.raw`${OFFERED_SUM}|${ASKED_FOR_SUM}|${ACCEPTED_QUOTE_SUM}|${TAKEN_OFF}|${COSTS_ANY_MARK}|\b(?:total|Total|TOTAL)\s+${SUM_ANYHOW}`, 'u');
const ANY_MARK_CUE_WORDS = /offer|\boff\b|\bfrom\b|total|reduced|\bcosts?\b|\bask\b|\bquot(?:e|ation)\b|\bproposal\b|\bestimate\b/i;

/** Whether `text` speaks of money paid under the contract: any cue of `AMOUNT`, `AMOUNT_WITH_CODE` or `AMOUNT_WITH_ANY_MARK`. */
export function speaksOfMoney(text: string): boolean {
  return AMOUNT.test(text) || AMOUNT_WITH_CODE.test(text) || (ANY_MARK_CUE_WORDS.test(text) && AMOUNT_WITH_ANY_MARK.test(text));
}
