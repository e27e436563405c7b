/**
 * Paying said by the way the money is sent: "We e-transfer within 7 days of each load" (a Canadian buyer's text message:
 * the Interac e-Transfer is a payment and nothing else), "I'll e-transfer you the balance within two days", "The Buyer
 * wires the price within 5 business days". facts.ts reads a sentence saying so as one that pays, as it reads "pay",
 * "remit" or "settle … by cheque" (issue 18, h93fd; facts set 54's cause 14). "wire" and "transfer" only with money as
 * their object (perhaps after the payee): "wire the alarm to the panel within 5 days" and "transfer the goods, the
 * lease or the risk" pay nothing, "Please transfer the total to our account within 7 days of this order" pays (issue
 * 18, h98fa; facts set 58's cause 13). Each gap bounded: linear.
 */
const MONEY_SENT = /\be-?transfer(?:s|red|ring)?\b|\b(?:wire[sd]?|transfer(?:s|red|ring)?)\s{1,3}(?:(?:you|them|him|her|us|me|it)\s{1,3})?(?:(?:the|any|all|each|such|its|their|our|your)\s{1,3})?(?:(?:full|whole|total|outstanding|remaining)\s{1,3})?(?:money|funds|sums?|amounts?|balance|price|payments?|fees?|rent|deposit|advance|total)\b/i;

/** Whether `text` pays by sending money as above. */
export function sendsMoney(text: string): boolean {
  return MONEY_SENT.test(text);
}
