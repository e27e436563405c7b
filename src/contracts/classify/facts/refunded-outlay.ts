/**
 * A refund of what the paid party spent for the paying one is a reimbursement, and its period a time to pay, as
 * "reimbursed within" is (facts.ts PAYMENT): "Fuel you buy for the boat on our instruction is refunded within ten (10)
 * days of your receipts", "We refund your travel expenses within 14 days of your claim", "The Owner refunds the
 * Manager's outlays within 30 days" (a letter of engagement's or an agency's costs; issue 18, h112r71, facts set 71's
 * cause 16). The sentence names the outlay: its proof (receipts), its noun (expenses, outlays, disbursements,
 * out-of-pocket costs, costs incurred), or a purchase made for the payer or on its instruction ("you buy for the boat",
 * "bought on our behalf").
 *
 * A refund of the payer's own money stays none, as facts.ts reads a deposit repaid: a deposit, a bond, an overpayment,
 * a price, a fee or a ticket handed back ("the deposit is refunded within 14 days of the keys' return, less any costs
 * incurred", "the price of goods you buy from us is refunded within 14 days"): no set reads such a refund as a payment
 * term. So is a booking or goods' full cost handed back, though the sentence names expenses too ("We refund the cost of
 * your booking within 14 days …, less the expenses we have incurred", "we refund the full cost within 14 days …, but
 * return shipping expenses are yours": h112mendA). Each gap bounded: linear.
 */
const REFUND = /\brefund(?:s|ed|ing)?\b/i;
const OUTLAY = /\breceipts\b|\b(?:your|his|her|their|its)\s{1,3}receipt\b|\b(?:expenses|outlays?|disbursements|out-of-pocket)\b|\bcosts?\s{1,3}(?:(?:reasonably|properly)\s{1,3})?incurred\b|\b(?:buy|buys|bought|purchases?|purchased|spends?|spent|incurs?|incurred)\b[^.;]{0,60}?\b(?:for\s{1,3}(?:us|me|the\s{1,3}(?!price\b)[\w-]{2,30})|on\s{1,3}(?:our|my|its|his|her|their|the\s{1,3}[\w-]{1,30}['’]s?)\s{1,3}(?:instructions?|behalf|account|request|orders?))\b/i;
const OWN_MONEY_BACK = /\b(?:deposits?|bonds?|bookings?|full\s{1,3}(?:cost|amount)|overpa\w{0,10}|(?:purchase\s{1,3})?price|fees?|tickets?|premiums?|advances?|(?:amounts?|sums?|monies|moneys)\s{1,3}(?:overpaid|paid\s{1,3}in\s{1,3}excess))\b/i;

/** Whether `text` refunds the paid party's outlay (see above): a payment, its "within" period a time to pay. */
export function refundsOutlay(text: string): boolean {
  return REFUND.test(text) && OUTLAY.test(text) && !OWN_MONEY_BACK.test(text);
}
