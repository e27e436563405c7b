/**
 * Where a currency unit written before its amount can start (`$`, `USD`, `US $`, `Rs.`, `R.O.`, `F CFA`, `Kshs.`), found
 * once per text: `findCurrencies` tries its readers of such a unit only at these tokens. It tried them at every token,
 * and on a long run of figures (a hostile element of 32,000 characters) that was the costliest part of the number
 * engine (issue 18, h92num). Derived from the unit lists (currency-units.ts), so a mark added there is found here too.
 */
import {
  CENT_SIGN_PREFIXES, CFA_FRANC_WORDS, CONTRACT_PREFIXES, CURRENCY_SYMBOLS, DOLLAR_PREFIXES, DOTTED_CONTRACT_PREFIXES, POUND_PREFIXES, DOTTED_US_FIRST, PREFIX_WORDS,
  currencyCode, millionsCode,
} from './currency-units.js';
import type { Token } from './tokens.js';

/** Every start of a text spelling a mark of `marks`, lower-cased: the first token of a dotted mark ("R" of "R.O.") is one. */
function prefixesOf(marks: Iterable<string>): string[] {
  const out: string[] = [];
  for (const mark of marks) for (let n = 1; n <= mark.length; n++) out.push(mark.slice(0, n).toLowerCase());
  return out;
}

/**
 * The words, lower-cased, a unit written before its amount may start with, other than the codes (`currencyCode` and
 * `millionsCode` are asked as they are: a code is read from the word upper-cased, which lower-casing cannot stand for).
 * A mark matched in its case is here lower-cased: a word whose text is a mark has that mark's lower case.
 */
const FIRST_WORDS: ReadonlySet<string> = new Set([
  DOTTED_US_FIRST,
  ...DOLLAR_PREFIXES.keys(),
  ...[...POUND_PREFIXES.keys()].map((letter) => letter.toLowerCase()),
  ...[...CENT_SIGN_PREFIXES.keys()].map((letters) => letters.toLowerCase()),
  ...PREFIX_WORDS.keys(),
  ...[...CURRENCY_SYMBOLS.keys()].map((sign) => sign.toLowerCase()),
  ...[...CONTRACT_PREFIXES.keys()].map((mark) => mark.toLowerCase()),
  ...prefixesOf(DOTTED_CONTRACT_PREFIXES.keys()),
  ...[...CFA_FRANC_WORDS].map((words) => words.split(' ')[0]),
]);

/** Whether a unit written before its amount may start at token `t`: a currency sign, or a word of `FIRST_WORDS` or a code. */
export function mayStartUnitBefore(t: Token): boolean {
  if (t.kind === 'sym') return CURRENCY_SYMBOLS.has(t.text);
  return t.kind === 'word' && (FIRST_WORDS.has(t.lower) || currencyCode(t.text) !== undefined || millionsCode(t.text) !== undefined);
}

/** One flag per token of `tokens`: 1 where a unit written before its amount may start (`mayStartUnitBefore`). */
export function unitBeforeStarts(tokens: readonly Token[]): Uint8Array {
  const starts = new Uint8Array(tokens.length);
  for (let k = 0; k < tokens.length; k++) if (mayStartUnitBefore(tokens[k])) starts[k] = 1;
  return starts;
}
