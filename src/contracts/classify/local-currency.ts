/**
 * The currency a mark shared by several countries stands for in one contract: "Rs." is India's, Pakistan's, Sri Lanka's
 * or Nepal's rupee, "kr." Iceland's, Sweden's, Norway's or Denmark's krona. The money recognizer reads "Rs." as INR and
 * leaves "kr" as the raw mark; a contract that names exactly one of the mark's countries means that country's currency
 * ("Rs. 500,000/-" under a distribution agreement executed at Lahore is PKR). One naming none, or two, keeps the
 * recognizer's reading (as `dollar-country.ts` does for "$").
 */

/** Each shared mark: the unit the recognizer gives it, how it is written, and its countries with their marks. */
const SHARED_MARKS: readonly { unit: string; written: RegExp; countries: readonly (readonly [string, RegExp])[] }[] = [
  {
    unit: 'INR',
    written: /^(?:Rs|Rupees)\b/i,
    countries: [
      ['INR', /\bIndia\b|\bIndian\b|\bMumbai\b|\bNew\s+Delhi\b|\bBengaluru\b|\bBangalore\b|\bChennai\b|\bKolkata\b/],
      ['PKR', /\bPakistan\b|\bKarachi\b|\bLahore\b|\bIslamabad\b|\bRawalpindi\b|\bFaisalabad\b/],
      ['LKR', /\bSri\s+Lanka\b|\bColombo\b/],
      ['NPR', /\bNepal\b|\bKathmandu\b/],
    ],
  },
  {
    unit: 'kr',
    written: /^kr\b/i,
    countries: [
      ['ISK', /\bIceland(?:ic)?\b|\bReykjav[ií]k\b/],
      ['SEK', /\bSweden\b|\bSwedish\b|\bStockholm\b|\bG[öo]teborg\b|\bGothenburg\b|\bMalm[öo]\b/],
      ['NOK', /\bNorway\b|\bNorwegian\b|\bOslo\b|\bBergen\b|\bStavanger\b/],
      ['DKK', /\bDenmark\b|\bDanish\b|\bCopenhagen\b|\bK[øo]benhavn\b|\bAarhus\b/],
    ],
  },
];

/** For each shared unit, the one country's currency the contract's texts name; absent when none or several. */
export function contractLocalCurrencies(texts: readonly string[]): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const mark of SHARED_MARKS) {
    const named = new Set<string>();
    for (const text of texts) for (const [code, country] of mark.countries) if (country.test(text)) named.add(code);
    if (named.size === 1) out.set(mark.unit, [...named][0]);
  }
  return out;
}

/** The currency of a money mention of `unit` written as `written` (the mention's text) under `local`; else `unit`. */
export function localUnit(unit: string, written: string, local: ReadonlyMap<string, string>): string {
  const code = local.get(unit);
  if (code === undefined) return unit;
  const mark = SHARED_MARKS.find((m) => m.unit === unit);
  return mark !== undefined && mark.written.test(written) ? code : unit;
}
