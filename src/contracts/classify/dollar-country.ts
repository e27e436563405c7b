/**
 * The dollar a bare "$" of a contract stands for. The money recognizer reads "$" as US dollars, as most contracts
 * written with it mean; a contract that names one other dollar country by its marks (an Australian company number or
 * state code, a Canadian province, New Zealand, Singapore, Hong Kong) and no US place means that country's dollar:
 * "a licence fee of $2,400 per month plus GST" under a deed between two Pty Ltd companies of Queensland is AUD.
 * So does a contract naming one peso country whose peso is written "$" (Argentina, Chile, Colombia, Uruguay).
 * A contract naming no such country, two of them, or a US place as well keeps the recognizer's reading.
 */
import { STATES } from './gazetteer.js';

const MARKS: readonly (readonly [string, RegExp])[] = [
  // Company and business numbers, Commonwealth acts, a state code before a postcode of that state ("Brisbane QLD
  // 4000", "Barton ACT 2600"): only the state's own ranges, so a statute's year in capitals ("DATA PROTECTION ACT
  // 2012") or a Swiss "SA" before its postcode ("Alpenmilch SA 1800 Vevey") is no mark.
  ['AUD', /\bAustralia\b|\bA\.?C\.?N\.?\s+\d|\bABN\s+\d|\(Cth\)|\b(?:NSW\s+[12]\d{3}|ACT\s+(?:02\d\d|26[01]\d|29[0-2]\d)|VIC\s+[38]\d{3}|QLD\s+[49]\d{3}|SA\s+5\d{3}|WA\s+6\d{3}|TAS\s+7\d{3}|NT\s+08\d\d)\b/],
  ['CAD', /\bCanad(?:a|ian)\b|\bOntario\b|\bQu[eé]bec\b|\bBritish\s+Columbia\b|\bAlberta\b|\bManitoba\b|\bSaskatchewan\b|\bNova\s+Scotia\b|\bNew\s+Brunswick\b/],
  ['NZD', /\bNew\s+Zealand\b/],
  ['SGD', /\bSingapore\b/],
  ['HKD', /\bHong\s+Kong\b/],
  // "$" is the peso sign as well: Argentine, Chilean, Colombian and Uruguayan contracts write their peso so ("up to
  // $ 3.500.000 in total" under a work order made in Buenos Aires is ARS), h20f13.
  ['ARS', /\bArgentin(?:a|e|ian)\b|\bBuenos\s+Aires\b/],
  ['CLP', /\bChile(?:an)?\b/],
  ['COP', /\bColombia(?:n)?\b|\bBogot[aá]\b/],
  ['UYU', /\bUruguay(?:an)?\b|\bMontevideo\b/],
];
const CANADIAN = new Set(['Ontario', 'Quebec', 'British Columbia', 'Alberta']);
// Three states are also people's names ("Virginia Wong", "Marcus Washington") or a country: they mark the US only written
// as a US place — "the State of Georgia", "the laws of Virginia", "Richmond, Virginia", "Seattle, Washington 98101",
// "Washington, D.C.".
const NAME_LIKE = ['Georgia', 'Virginia', 'Washington'];
const PLAIN_STATES = STATES.filter((s) => !CANADIAN.has(s) && !NAME_LIKE.includes(s));
const NAME_LIKE_STATE = NAME_LIKE.join('|');
const US = new RegExp(
  String.raw`\b(?:United\s+States|U\.S\.A?\.?|USA|${PLAIN_STATES.join('|')})\b` +
    String.raw`|(?:\bState\s+of|\blaws\s+of|,)\s*(?:${NAME_LIKE_STATE})\b` +
    String.raw`|\b(?:${NAME_LIKE_STATE}),?\s+(?:\d{5}\b|D\.\s?C\.|DC\b)`,
);

/** The ISO code of the contract's own dollar when its texts name exactly one dollar country other than the US, else undefined. */
export function contractDollar(texts: readonly string[]): string | undefined {
  const named = new Set<string>();
  for (const text of texts) {
    if (US.test(text)) return undefined;
    for (const [code, mark] of MARKS) if (mark.test(text)) named.add(code);
  }
  return named.size === 1 ? [...named][0] : undefined;
}
