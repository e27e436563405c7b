/**
 * A sum that falls due some days after the contract is signed: "an entry fee of CHF 150'000.– within 30 days of the
 * signature of this Agreement", "increase the security deposit to RSD 570.000,00 within 8 days of the signing of this
 * Annex", "a deposit … B/. 525,000 …, within ten (10) days of the signing of this Charter Party". The sentence names a
 * money noun, its sum, then the time from signing, often with no verb of paying ("lodge", "increase", a list item
 * under "shall pay"): that period is a time to pay (h56facts, facts sets 6, 15 and 16). A period from signing with no
 * sum ("deliver the Goods within 30 days of the signing") stays what it was.
 */
import type { NumericFact } from '../numbers/numeric-fact.js';

// The money noun, then at most 160 characters without a sentence's end (a dot before a digit, "RSD 570.000,00" or the
// balboa's "B/. 525,000", or before a dash, "CHF 150'000.–", is none), then "within N days of/after
// (the) signing/signature/execution".
// Bounded after its first word: linear.
const DUE_ON_SIGNING = /\b(?:fees?|deposits?|price|sum|amounts?|instal?l?ments?|advance|premiums?|hire|rent|retainer|consideration)\b(?:[^.;]|\.(?=\s?[\d–-])){0,160}?\bwithin\s+[^.;]{1,40}?\b(?:days?|weeks?|months?)\s+(?:of|after|from|following)\s+(?:the\s+)?(?:date\s+of\s+)?(?:signing|signature|execution)\b/i;

/** Whether the element names a sum after its money noun and before a time counted from the contract's signing. */
export function sumDueOnSigning(text: string, numeric: readonly NumericFact[]): boolean {
  const m = DUE_ON_SIGNING.exec(text);
  if (!m) return false;
  const from = m.index;
  const to = m.index + m[0].length;
  return numeric.some((f) => f.type === 'Currency' && f.value !== '' && f.begin > from && f.end < to);
}
