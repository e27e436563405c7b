/**
 * A sum written in words, its figures in brackets, and its currency after the bracket: "the sum of SIX HUNDRED THOUSAND
 * (600 000) CFA francs", "a loan of five thousand (5,000) US dollars", "ten thousand (10 000) euros" (issue 18, h92fd;
 * facts set 53's cause 17). The number engine reads the figures alone, the bracket between them and their unit; read
 * without the bracket ("600 000 CFA francs") they are money, and the figures with the unit are its span. A currency
 * inside the bracket ("FORTY-SIX THOUSAND EUROS (46 000,00 €)") is read already.
 *
 * Only figures in brackets right after a word (the sum in words before them) with a word right after the bracket (the
 * unit's first word); the engine says whether that word opens a currency — no list of units here. Anchored, bounded:
 * linear, and the engine reads a short window only.
 */

/** A money mention the engine gives: its span in the text read, its value and unit. */
export interface MoneyRead { readonly start: number; readonly end: number; readonly value: number; readonly unit?: string; readonly entity: string }

// A word, then the bracket right before the figures. Anchored at the figures: linear.
const WORD_THEN_OPEN = /\p{L}[\s\u00A0]{0,2}\(\s{0,2}$/u;
// The bracket right after the figures, then a word. Anchored: linear.
const CLOSE_THEN_WORD = /^\s{0,2}\)[ \t\u00A0]{1,3}(?=\p{L})/u;
/** How far after the bracket the unit's words may reach ("West African CFA francs"). */
const UNIT_REACH = 40;

/**
 * The money of figures at `begin`–`end` of `text` standing in brackets between a sum in words and its currency (see
 * above), or undefined. `read` is the number engine with money.
 */
export function bracketedFigureMoney(text: string, begin: number, end: number, read: (t: string) => readonly MoneyRead[]): { begin: number; end: number; value: string; unit?: string } | undefined {
  if (!WORD_THEN_OPEN.test(text.slice(Math.max(0, begin - 8), begin))) return undefined;
  const close = CLOSE_THEN_WORD.exec(text.slice(end, end + 8));
  if (close === null) return undefined;
  const figures = text.slice(begin, end);
  const rest = end + close[0].length;
  const money = read(`${figures} ${text.slice(rest, rest + UNIT_REACH)}`).find((m) => m.entity === 'sys-currency' && m.start === 0);
  // The unit must lie after the figures: money the figures make alone ("$5,000" in the bracket) is read already.
  if (money === undefined || money.end <= figures.length + 1) return undefined;
  return { begin, end: rest + money.end - figures.length - 1, value: String(money.value), unit: money.unit };
}
