/**
 * The order of day and month a contract writes its slashed dates in, decided once for the whole document (issue 18,
 * h77f42d; facts set 42's cause 14). "10/05/2037" alone could be either; the recognizer reads it month first, as the US
 * writes it. A contract that writes another slashed date only the day first can read ("between 1/06/2037 and
 * 30/06/2037") writes all of them day first: its "concluded on Sunday 10/05/2037" is 10 May. One that writes a date only
 * month first can read ("06/30/2037"), or both kinds, or a US one (a US place named, money in US dollars only), keeps the
 * recognizer's reading; one that writes neither is read day first unless its money or places are a month-first
 * country's (h80f45d). Dotted dates
 * ("30.06.2037") are always day first (recognizers.ts) and say nothing of the slashes.
 */
import { isCalendarDate, type NumericFact } from '../numbers/numeric-fact.js';
import { US, contractLocalCurrencies, localUnit } from './local-currency.js';

/**
 * A date written with slashes at the end of a fact's span (after a weekday, "Sunday 10/05/2037"): day or month, month or
 * day, year — the year whole or in two figures ("Date: 09/01/38" on a broker's form; the recognizer gives its century).
 * Anchored: linear.
 */
const SLASHED_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;

interface Evidence { readonly text: string; readonly numeric: readonly NumericFact[] }

const pad = (n: number): string => String(n).padStart(2, '0');

/** The two figures and the year of a calendar date written with slashes, or undefined. */
function slashedParts(text: string, f: NumericFact): [number, number, string] | undefined {
  if (!isCalendarDate(f)) return undefined;
  const m = SLASHED_DATE.exec(text.slice(f.begin, f.end));
  // The year as the recognizer read it: two figures are a year of its century ("38" is 2038).
  return m ? [Number(m[1]), Number(m[2]), String(f.value).slice(0, 4)] : undefined;
}

/**
 * Which order the document's unambiguous slashed dates show: day first only, month first only, or neither (none or both).
 * `local`: the contract's money by its shared marks (`contractLocalCurrencies`), which findContractFacts reads once and
 * passes here.
 */
export function slashedDateOrder(
  elements: readonly Evidence[],
  local: ReadonlyMap<string, string> = contractLocalCurrencies(elements.map((e) => e.text)),
): 'day-first' | 'month-first' | undefined {
  let dayFirst = false;
  let monthFirst = false;
  let ambiguous = false;
  for (const e of elements) {
    // Most elements hold no slashed year: the facts are read only where one stands.
    if (!e.text.includes('/')) continue;
    for (const f of e.numeric) {
      const parts = slashedParts(e.text, f);
      if (!parts) continue;
      const [a, b] = parts;
      if (a > 12 && b <= 12) dayFirst = true;
      else if (a <= 12 && b > 12) monthFirst = true;
      else if (a !== b) ambiguous = true;
    }
  }
  if (dayFirst && monthFirst) return undefined;
  if (monthFirst) return 'month-first';
  // No slashed date tells the order: the contract's money and places do (issue 18, h80f45d; facts set 45's cause 15).
  // Month first is the US's order (and the Philippines', and Canada's in part): a contract whose money is US dollars,
  // a bare "$" (any dollar: the recognizer reads it as USD), Canadian dollars or Philippine pesos, or that names a US
  // place, keeps the recognizer's reading; any other writes its dates day first, as the rest of the world does
  // ("Date: 02/03/2037" under a Gibraltar booking form is 2 March). Every contract of facts sets 1–45 with an ambiguous
  // slashed date (7, all in sets 42–45) was expected day first.
  // Asked only where an ambiguous slashed date stands: rare, so the US places are looked for in few documents.
  if (!dayFirst) return ambiguous && !monthFirstMoneyOrPlace(elements, local) ? 'day-first' : undefined;
  // A US contract, one naming a US place and writing its money in US dollars alone, writes its own dates month first: a
  // date only day first can read there is another country's, quoted ("the Seller's German order confirmation of
  // 30/06/2037"), and says nothing of its "made on 03/04/2037" (issue 18, hrev71). A contract in pounds or euros with a
  // Delaware party still writes its dates day first. Asked only where such a date stands: linear, and rare.
  return usContract(elements) ? undefined : 'day-first';
}

/** Whether the elements name a US place and write money, in US dollars only. */
function usContract(elements: readonly Evidence[]): boolean {
  let dollars = false;
  for (const e of elements) {
    for (const f of e.numeric) {
      if (f.type !== 'Currency' || f.unit === undefined) continue;
      if (f.unit !== 'USD') return false;
      dollars = true;
    }
  }
  return dollars && elements.some((e) => US.test(e.text));
}

/** Currencies of the countries that write dates month first (see `slashedDateOrder`). */
const MONTH_FIRST_MONEY: ReadonlySet<string> = new Set(['USD', 'CAD', 'PHP']);

/**
 * Whether the elements name a US place or write money, all of it a month-first country's. The money as the contract means it
 * (local-currency.ts): a bare "$" under a Western Australian form with its ACN and "WA 6530" is Australia's dollar, and
 * Australia writes its dates day first (issue 18, h92fd; facts set 53's cause 14: "Date: 09/01/2038" is 9 January).
 */
function monthFirstMoneyOrPlace(elements: readonly Evidence[], local: ReadonlyMap<string, string>): boolean {
  if (elements.some((e) => US.test(e.text))) return true;
  // US dollars are paid in many day-first countries beside their own money: a Lao hotel's letter in kip that writes
  // "US$ 120" once is Laos's, its "06/03/2043" 6 March. So money decides month first only when all of it is a
  // month-first country's (issue 18, h101d61, narrowing h80f45d; facts set 61's Lao letter).
  let monthFirst = false;
  for (const e of elements) {
    for (const f of e.numeric) {
      if (f.type !== 'Currency' || f.unit === undefined) continue;
      if (!MONTH_FIRST_MONEY.has(localUnit(f.unit, e.text.slice(f.begin, f.end), local))) return false;
      monthFirst = true;
    }
  }
  return monthFirst;
}

/**
 * The elements with every slashed date the recognizer read month first read day first, where the document writes its
 * slashed dates day first (`slashedDateOrder`); else the elements as they are.
 */
export function inDocumentDateOrder<E extends Evidence>(
  elements: readonly E[],
  local: ReadonlyMap<string, string> = contractLocalCurrencies(elements.map((e) => e.text)),
): readonly E[] {
  if (slashedDateOrder(elements, local) !== 'day-first') return elements;
  return elements.map((e) => {
    if (!e.text.includes('/')) return e;
    let changed = false;
    const numeric = e.numeric.map((f) => {
      const parts = slashedParts(e.text, f);
      if (!parts) return f;
      const [a, b, year] = parts;
      // Only the reading month first of a date either order allows: "30/06/2037" is read day first already.
      if (a > 12 || b > 12 || a === b || f.value !== `${year}-${pad(a)}-${pad(b)}`) return f;
      changed = true;
      return { ...f, value: `${year}-${pad(b)}-${pad(a)}` };
    });
    return changed ? { ...e, numeric } : e;
  });
}
