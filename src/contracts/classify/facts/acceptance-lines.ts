/**
 * A one-line acceptance with its date field: "Accepted for RUPALI DYEING MILLS LTD.: Kamal Hossain, Director, Date: 6
 * May 2030" dates the acceptance as the same fields on three lines do ("Accepted for …:", "Name: …", "Date: …"), and as
 * "<party> By: <name>, <title> Date: <date>" dates a signature (facts.ts SIGNER_LINE_DATED; facts set 33's cause 4 and
 * set 32's cause 9 on this wording, h50f33). The acceptance opens the line; the "Date:" label is capitalised, as a block
 * writes it, after a comma or a blank, within 160 characters and on the same line. Bounded: linear.
 */
const ACCEPTANCE_LINE_DATED = /^\s*(?:(?:[Aa]greed|[Aa]cknowledged)\s+and\s+)?(?:[Aa]ccepted|[Aa]cknowledged|[Aa]greed)\s+(?:for|by)\s[^\n]{2,160}?[,\s]Date\s{0,3}:/;

/** Whether `text` is an acceptance written on one line with its own "Date:" field. */
export function acceptanceLineDated(text: string): boolean {
  return ACCEPTANCE_LINE_DATED.test(text);
}
