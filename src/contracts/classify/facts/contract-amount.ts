/**
 * Whether a sum in a sentence is a contract amount (`isContractAmount`): the sentence or the sum's place prices it (its
 * words, amount-cues.ts; a money column's cell; a fee row; a price per day, night, head or unit right after it), and no
 * exclusion reads it as something else — a liability cap, an insurance cover or sum insured, a threshold of income or of
 * paying in cash, a price changed from, a share's nominal value, an exchange rate (`amountExclusion` names which). Each
 * test reads at most 120 characters before the sum and 80 after it: linear.
 */
import { isExchangeRate } from './exchange-rates.js';
import { isFeeRow } from './fee-rows.js';

// A cap on a party's liability names a payment ("guarantees … the payment of all amounts owed …") but pays nothing:
// the money right after "liability … shall not exceed" is no contract amount.
// A party "liable" or its "liability" for a loss "up to" a sum, "to a maximum of" it, or "not more than" it caps it the
// same way: "The Carrier is liable for goods lost or damaged between loading and unloading, up to 3 000 € per trip" (facts
// set 48's cause 11, issue 18, h87d; the rate reading after it, "per trip", yields to the cap). Not where a price word
// comes between: "liable to pay a late fee of up to EUR 50" is a charge. Tempered, bounded: linear.
const LIABILITY_CAP = /\bliabilit(?:y|ies)\b[^.;]{0,80}?\b(?:shall\s+not|not\s+to|will\s+not|does\s+not|may\s+not)\s+exceed\s*$|\bliabilit(?:y|ies)\b[^.;]{0,80}?\b(?:limited|capped)\s+(?:to|at)\s*$|\b(?:liabilit(?:y|ies)|liable)\b(?:(?!\b(?:pa(?:y|ys|id|yable|yment)|fees?|pric\w{0,4}|charg\w{0,4}|rent|costs?)\b)[^.;]){0,100}?\b(?:up\s+to|(?:to\s+)?a\s+maximum\s+of|(?:no|not)\s+more\s+than|at\s+most)\s*$/i;
// A duty done at the party's own cost up to a sum caps what that party spends, no sum paid to the other: "Company will
// repair it at its own cost up to $100,000 in total", "shall replace the goods at its own expense, to a maximum of EUR
// 5,000" (issue 18, h91fd; facts set 52's cause 15; docs' liability cap). The cost's words, then at most 40 characters of
// the clause, then the bound right before the sum. Anchored, bounded: linear.
const OWN_COST_CAP = /\bat\s{1,3}(?:its|his|her|their|the\s{1,3}[\w-]{1,30}['’]s?)\s{1,3}own\s{1,3}(?:cost|expense|charge)s?\b[^.;]{0,40}?\b(?:up\s{1,3}to|to\s{1,3}a\s{1,3}maximum\s{1,3}of|not\s{1,3}exceeding|(?:no|not)\s{1,3}more\s{1,3}than|at\s{1,3}most)\s{0,3}$/i;
// A price changed "from" one sum "to" another ("is increased from $14.80 to $15.35"): the old sum is no longer paid, so it
// is no contract amount (its Currency attribute stays); the new one is.
const CHANGED_FROM = /\b(?:increased|decreased|reduced|raised|lowered|changed|adjusted|amended|revised|varied)\s+from\s+$/i;
// A share's nominal (par) value ("1,000 ordinary shares of EUR 1.00 each", "shares with a nominal value of GBP 0.01
// each", "a par value of $0.001 per share") says what the shares are, not what anyone pays for them: no contract amount
// (its Currency attribute stays). A price per share is written "at" or "for" ("at EUR 5.00 each") and stays an amount,
// and so does a share of revenue ("a minimum revenue share of $150,000"): "shares of" a sum is a value only with "each"
// after the sum. Anchored at the end of the 120 characters before the sum, bounded: linear (h23f16b).
const NOMINAL_VALUE = /\b(?:nominal|par)\s+value\s+(?:of\s+)?$/i;
const SHARES_OF = /\bshares\s+of\s*$/i;
const EACH_AFTER = /^\s{0,3}each\b/i;
// A price per day, night or head after a sum in any notation, a code, a sign or a local mark ("The lunch package is
// R420,00 per person per day", "£85 per delegate"): a price, whatever the sentence's words (h34f27). "per person" or
// "per occurrence" alone may be an insurance limit (AMOUNT_WITH_CODE): only a time or a guest's, room's or seat's unit
// after it. Anchored at the sum's end, bounded: linear.
// A sum per unit or each is a price however its currency is written: "320 dirhams per square metre", as "MAD 90 per
// square metre" is (AMOUNT_WITH_CODE), not an insurance limit "per occurrence" (h48facts, facts set 32's cause 10).
// "for each <unit>" and "for every <unit>" after the sum read as "per <unit>": a deduction or a penalty by the day or the
// week of delay ("We keep back MK 100,000 for each week of delay", "she pays 50,000 tögrög for each day of delay": sets
// 62 and 64 count such sums; issue 18, h106d66, facts set 66's cause 16). Not "for each of" (a share of a list: "EUR
// 2,000 for each of the two visits" is a price only by its sentence's words), nor the insurance limits "per" excludes.
const PER_UNIT_AFTER = /^\s{0,3}(?:per|each|for\s{1,3}(?:each|every)(?!\s{1,3}of\b))\b(?!\s{1,3}(?:and\s{1,3}every\s{1,3})?(?:occurrence|claim|event|accident|loss|person)\b)/i;
const PRICE_PER_AFTER = /^\s{0,3}(?:per|a|an)\s{1,3}(?:(?:person|guest|head|delegate|room|unit)\s{1,3}(?:per|a|an)\s{1,3})?(?:hour|day|night|week|month|year|annum|delegate|guest|head|room|seat|ticket|cover|participant|attendee)\b/i;
/**
 * A row's sum "per person" (per head, guest, piece, participant) with no time unit after it: "- packed lunch on dive
 * days: $8 per person;" in an offer's list prices the thing the row names, as "$30 per person per night" does
 * (PRICE_PER_AFTER); "per person" alone elsewhere may be an insurance limit, so only where the sum is the whole value of a
 * row "<item>: <sum> per person" (fee-rows.ts, its bullet set off though a lead-in announces the list), whose label names
 * no cover, limit or liability (issue 18, h105d65; facts set 65's cause 22). Anchored at the sum's end, bounded: linear.
 */
const PER_HEAD_AFTER = /^\s{0,3}(?:per|a)\s{1,3}(?:person|head|guest|piece|participant|attendee|diver|pax)\b/i;
/**
 * A part of the price named right before its sum, set off by a comma or a bracket: "We send the cloth … and the first
 * half, N660,000, the same day", "the balance, €2,400, on delivery" — an instalment in apposition, paid as "an advance of"
 * a sum is, in a message's or a letter's words that name no price (issue 18, h105d65; facts set 65's cause 17: the
 * naira's "N" sum was read but not priced). The part with its article, then the comma or the bracket, right before the
 * sum. Anchored at the end of the 120 characters before the sum, bounded: linear.
 */
const PART_BEFORE = /\b(?:the|its|our|your|their)\s{1,3}(?:(?:first|second|third|other|last|remaining|final)\s{1,3})?(?:half|balance|remainder|instal+ment|third|deposit|advance)\s{0,3}[,(]\s{0,3}$/i;
/**
 * An insurance cover's limit is no contract amount (facts set 1's convention; sets 29-30): "cover of up to £1,000",
 * "coverage of $50,000", "cover up to €2,000"; its premium ("for £1.50 per week") is. Anchored at the end: linear.
 * A floor is a cover's limit as a ceiling is: "a passenger liability cover of not less than USD 500,000.00 per boat", "cover
 * of at least …", "coverage of a minimum of …", whatever the insurer is called (issue 18, h76f41d; facts set 41's cause
 * 17: a long insurer's name put the insure word beyond INSURED_SUM's reach).
 */
const INSURANCE_COVER = /\bcover(?:age)?\s{1,3}(?:of\s{1,3}(?:(?:up\s{1,3}to|(?:not|no)\s{1,3}less\s{1,3}than|at\s{1,3}least|a\s{1,3}minimum\s{1,3}of)\s{1,3})?|(?:up\s{1,3}to|(?:of\s{1,3})?(?:not|no)\s{1,3}less\s{1,3}than|at\s{1,3}least)\s{1,3})$/i;
/**
 * A sum a party insures for, stated per load, vehicle or consignment ("goods-in-transit insurance of not less than GBP
 * 250,000 per load", "shall insure each consignment for GBP 290,000 per vehicle"), is a cover, not a rate: the per-unit
 * reading (PER_UNIT_AFTER, AMOUNT_WITH_CODE) yields to it (facts set 36's cause 6, h63f36). An insure/insurance word in the
 * sum's clause before it, with no priced word (premium, cost, fee, charge, price, rate, excess, deductible, pay) in that
 * clause: the premium "insurance premium of GBP 12 per load" and "the cost of insurance, GBP 30 per load" stay amounts.
 * "cover" alone is no such word: a photographer's "Coverage … is charged at £180 per hour", a premium "cover of up to
 * £5,000 for £2.10 per week" (INSURANCE_COVER reads the limit). The clause is the text since the last ".", ";" or ":"
 * within 120 characters; bounded, anchored at the end: linear.
 */
const INSURED_SUM = /\binsur(?:e|es|ed|ance)\b[^.;:]{0,100}$/i;
// A party owing, invoiced, billed or earning the sum, or receiving it right before it, prices too ("Including goods-in-
// transit insurance, the Customer owes GBP 300 per load", "For insured haulage the Customer is invoiced GBP 300 per load",
// "The Carrier, which is insured with …, receives GBP 300 per load": a freight rate, hrev53's review); "receive" only
// right before the sum, as a haulier receiving the goods it insures is no price.
const PRICED_IN_CLAUSE = /\b(?:premiums?|costs?|fees?|charg(?:e|es|ed|ing)|pric(?:e|es|ed|ing)|rates?|excess|deductibles?|rent|reimburs\w{0,10}|contribut\w{0,10}|pa(?:y|ys|id|yable|yment)|owe[sd]?|owing|invoic\w{0,6}|bill(?:s|ed|ing)?|freight|remunerat\w{0,6}|consideration|tariffs?|earn(?:s|ed|ing)?)\b[^.;:]{0,110}$|\breceiv(?:e|es|ed|ing)\s{1,3}$/i;
// A sum below which payment may be made in cash is a threshold of how to pay, no sum paid: "or, for sums below 50 000 KMF,
// in cash against a receipt", "Payments of less than USD 500 may be made in cash" (issue 18, h77f42d; facts set 42's
// cause 19; set 5's threshold is none). A bound's words right before the sum and "in cash" in its clause after it; a
// price paid in cash ("a fee of USD 500, payable in cash") has no bound and stays. Anchored, bounded: linear.
// Fees, costs and expenses take such a bound as well ("Expenses below EUR 100 may be paid in cash", "Fees below USD 500
// are paid in cash"). Cash beside another means ("advance amounts up to USD 50,000, in cash or by transfer") sets no
// threshold: the sum is a limit of what is paid, either way (issue 18, hrev71).
const CASH_THRESHOLD_BEFORE = /\b(?:sums?|amounts?|payments?|invoices?|purchases?|bills?|fees?|costs?|expenses?|charges?)\s{1,3}(?:of\s{1,3})?(?:below|under|less\s{1,3}than|not\s{1,3}exceeding|up\s{1,3}to)\s{0,3}$/i;
const IN_CASH_AFTER = /^[^.;]{0,60}?\bin\s{1,3}cash\b(?!\s{0,3}(?:or|and\/or)\b)/i;
// The threshold of a share of income ("sixty per cent (60%) of net ticket income above NOK 400 000") is no sum anyone
// pays: set 1's choice, thresholds are no amounts (h34f27). Anchored at the sum, bounded: linear.
const INCOME_THRESHOLD = /\b(?:income|revenues?|sales|turnover|receipts|takings|profits?)\s{1,3}(?:above|over|exceeding|in\s{1,3}excess\s{1,3}of)\s{0,3}$/i;

/** A sum the recognizer read in an element: its text, where it stands, its value and its (resolved) currency code. */
export interface SumInText {
  readonly text: string;
  readonly begin: number;
  readonly end: number;
  readonly value: string;
  readonly unit: string;
}

/** The exclusions, by name, each given the sum and the 120 characters before it. */
const EXCLUSIONS = {
  liabilityCap: (_s: SumInText, before: string) => LIABILITY_CAP.test(before),
  ownCostCap: (_s: SumInText, before: string) => OWN_COST_CAP.test(before),
  insuranceCover: (_s: SumInText, before: string) => INSURANCE_COVER.test(before),
  insuredSum: (_s: SumInText, before: string) => INSURED_SUM.test(before) && !PRICED_IN_CLAUSE.test(before),
  incomeThreshold: (_s: SumInText, before: string) => INCOME_THRESHOLD.test(before),
  cashThreshold: (s: SumInText, before: string) => CASH_THRESHOLD_BEFORE.test(before) && IN_CASH_AFTER.test(s.text.slice(s.end, s.end + 80)),
  changedFrom: (_s: SumInText, before: string) => CHANGED_FROM.test(before),
  nominalValue: (s: SumInText, before: string) => NOMINAL_VALUE.test(before) || (SHARES_OF.test(before) && EACH_AFTER.test(s.text.slice(s.end, s.end + 8))),
  exchangeRate: (s: SumInText) => isExchangeRate(s.text, s.begin, s.end, s.value, s.unit),
} satisfies Record<string, (sum: SumInText, before: string) => boolean>;

/** Why a sum is no contract amount whatever prices it. */
export type AmountExclusion = keyof typeof EXCLUSIONS;

/** The first exclusion that reads `sum` as no contract amount, if any. */
export function amountExclusion(sum: SumInText): AmountExclusion | undefined {
  const before = sum.text.slice(Math.max(0, sum.begin - 120), sum.begin);
  for (const name of Object.keys(EXCLUSIONS) as AmountExclusion[]) if (EXCLUSIONS[name](sum, before)) return name;
  return undefined;
}

// The sum in words in brackets after its figure ("Birr 1,450 (one thousand four hundred fifty Birr) per kilogram", "R 420
// (four hundred and twenty rand) per day") stands between the sum and its unit: the unit is read after it (facts set 16;
// issue 18, h87d). One bracket of up to 120 characters, no line break. Anchored, bounded: linear.
const GLOSS = /^\s{0,3}\([^()\n]{1,120}\)/;
/** The 48 characters after a sum ending at `end`, after its bracketed gloss if one follows it. */
function afterGloss(text: string, end: number): string {
  const gloss = GLOSS.exec(text.slice(end, end + 128));
  const from = end + (gloss?.[0].length ?? 0);
  return text.slice(from, from + 48);
}

/**
 * Whether `sum` is priced where it stands: its sentence speaks of money (`sentencePrices`, asked only when needed and
 * read once per element by the caller: its words, or a money list's lead-in), it stands in a money column's cell
 * (`inMoneyCell`), it is a fee row's value, or a price per day, head or unit follows it.
 */
function pricedHere(sum: SumInText, sentencePrices: () => boolean, inMoneyCell: boolean, underLeadIn: boolean): boolean {
  const after = afterGloss(sum.text, sum.end);
  return sentencePrices() || inMoneyCell || isFeeRow(sum.text, sum.begin, sum.end, underLeadIn) || PRICE_PER_AFTER.test(after) || PER_UNIT_AFTER.test(after)
    || (underLeadIn && PER_HEAD_AFTER.test(after) && isFeeRow(sum.text, sum.begin, sum.end, false))
    || PART_BEFORE.test(sum.text.slice(Math.max(0, sum.begin - 120), sum.begin));
}

/**
 * Whether `sum` (with a value) is a contract amount: priced where it stands and no exclusion's. `underLeadIn`: its element
 * is an item of a list a lead-in ending with a colon announces (money-list-items.ts), which the lead-in decides.
 */
export function isContractAmount(sum: SumInText, sentencePrices: () => boolean, inMoneyCell: boolean, underLeadIn = false): boolean {
  return sum.value !== '' && pricedHere(sum, sentencePrices, inMoneyCell, underLeadIn) && amountExclusion(sum) === undefined;
}
