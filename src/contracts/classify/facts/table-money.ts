/**
 * Money in a table written as text: rows of cells parted by "|" ("Item | Quantity | Unit price | Amount"), one row per
 * element, the first row of the block its header. A price list, a fee schedule or a table of shares writes its money in
 * the rows and says what the money is only in the header: "Ingeniería Vial | 60 % | ₡ 744.000.000" under "Member |
 * Share | Estimated value" is a value, though the row holds no word of price. So a cell under a header cell naming
 * money (price, fee, amount, value, cost, rent, total …) or a currency ("Monthly fee, AMD", "Price (EUR)") is money;
 * and under a header naming the currency, a bare figure ("24 500", "180,000") is a sum of that currency (h24f17).
 * A header has no digit but inside a measure ("(KOR, lbs per 80 kg bag)"): a block whose first row holds other figures
 * has none, and its cells stay as their sentences read.
 */
import { currencyNamesForRates, currencyOfDottedMark, currencyOfSign, currencyOfWord, dollarPrefixCode } from '../numbers/recognizers.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { SPOKEN_UNIT } from './amount-cues.js';

/** A cell of a row under a money column: its span in the row's text and the currency its header names, if any. */
export interface MoneyCell {
  begin: number;
  end: number;
  /** The currency the header names: the recognizer's code and the mark as written ("$"), which a country may resolve. */
  unit?: { code: string; written: string };
}

const ROW = /\s\|\s/;
// Words that make a column money. Bounded alternation of whole words: linear.
const MONEY_HEAD = /\b(?:prices?|fees?|amounts?|values?|costs?|rents?|totals?|sums?|charges?|payments?|rates?|tariffs?|instal+ments?)\b/i;
const HEAD_CODE = /\b[A-Z]{3}\b/g;
// A contract mark in brackets ("Bid security (Nu.)", "Charge (K)", "Fee (MK)"): a capital and up to three letters, perhaps
// with the unit it prices ("Rate (Nu. per kg)", issue 18, h104d64). Bounded: linear.
const HEAD_MARK = /\(([A-Z][A-Za-z]{0,3})\.?(?:\s{1,3}(?:per|each|a)\s{1,3}[^\s()]{1,12})?\)/g;
// A contract mark spelt with dots or a stroke in brackets ("Unit price (B/.)", "Amount (S/.)", "Total (R.O.)"): the mark a
// figure's cell would carry, so the column's bare figures are its sums as under "(PAB)" (issue 18, h111q71; facts set
// 71's cause 12). Bounded: linear.
const HEAD_DOTTED_MARK = /\(([A-Z](?:[./][A-Z]?){1,2}\.?)\)/g;
// The unit a header's currency prices, after it ("Rate (Rs. per kg)", "Price, euros per litre"): no part of the currency's
// name (issue 18, h104d64; facts set 64's cause 13). End-anchored, bounded: linear.
const PRICED_UNIT = /\s(?:per|each|a)\s[^\s()]{1,12}(?:\s[^\s()]{1,12})?$/;
const HEAD_SYMBOL = /\p{Sc}/u;
// A dollar sign with its country's letters glued before it ("Price (SI$)", "Fee (BD$)"), h29f22.
const HEAD_DOLLAR = /\b([A-Za-z]{1,3})\$/;
const DIGIT = /\d/;
/**
 * A figure inside a measure in a header's cell: "Quality (KOR, lbs per 80 kg bag)", "Sack (50 kg)", "Price per 25 lb box":
 * the figure and its unit of weight, measure or count (the spoken price's units, amount-cues.ts, and the short metric
 * ones) name what the column grades or prices by, no value, so the row is a header still (issue 18, h110d70; facts set
 * 70's cause 11). Bounded: linear.
 */
const MEASURE_FIGURE = new RegExp(String.raw`(?<![\d.,])\d{1,4}(?:[.,]\d{1,2})?\s?(?:${SPOKEN_UNIT}|oz|g|l|ml|cm|mm|m|km|ha)(?![\p{L}\p{N}])`, 'giu');
/**
 * Whether a block's first row is a header: its cells words, a figure only inside a measure (MEASURE_FIGURE) beside them.
 * The measures are blanked once, each by as many spaces, so the cells' offsets hold in the blanked row (a measure never
 * spans a cell's "|", and a cell's edge is a space, a bar or the row's end either way, so each reads as it did alone).
 */
function headerRow(text: string, row: readonly { begin: number; end: number }[]): boolean {
  if (!DIGIT.test(text)) return true;
  const bare = text.replace(MEASURE_FIGURE, (measure) => ' '.repeat(measure.length));
  return !DIGIT.test(bare) && row.every((c) => LETTER.test(bare.slice(c.begin, c.end)));
}
const MAX_COLUMNS = 24;
/** A bare figure: thousands parted by one of space, comma, dot or apostrophe, and up to two decimals after the other. */
const BARE_FIGURE = /^(\d{1,3}(?:([ ,.'])\d{3})?(?:\2\d{3})*|\d+)(?:[.,](\d{1,2}))?$/;
/**
 * A bare figure in lakh groups, as India, Pakistan, Nepal and Sri Lanka write sums ("28,75,000", "1,48,000.50", "9,78,750/-"):
 * the last three digits, then groups of two (issue 18, h104d64; facts set 64's cause 13). Anchored, bounded: linear.
 */
const LAKH_FIGURE = /^(\d{1,2}(?:,\d{2}){1,6},\d{3})(?:\.(\d{1,2}))?(?:\/-)?$/;

/** The spans of a row's cells (between its "|"), trimmed. */
function cells(text: string): { begin: number; end: number }[] {
  const out: { begin: number; end: number }[] = [];
  let start = 0;
  for (let k = 0; k <= text.length; k++) {
    if (k < text.length && text[k] !== '|') continue;
    let b = start;
    let e = k;
    while (b < e && /\s/.test(text[b])) b++;
    while (e > b && /\s/.test(text[e - 1])) e--;
    out.push({ begin: b, end: e });
    start = k + 1;
  }
  return out;
}

/** The currency a header cell names: an ISO code or a contract mark in capitals, or a currency sign. */
function headerUnit(cell: string): { code: string; written: string } | undefined {
  for (const m of matchesOf(HEAD_CODE, cell)) {
    const code = currencyOfWord(m[0]);
    if (code !== undefined) return { code, written: m[0] };
  }
  for (const m of matchesOf(HEAD_MARK, cell)) {
    const code = currencyOfWord(m[1]);
    if (code !== undefined) return { code, written: m[1] };
  }
  for (const m of matchesOf(HEAD_DOTTED_MARK, cell)) {
    const code = currencyOfDottedMark(m[1]);
    if (code !== undefined) return { code, written: m[1] };
  }
  const dollar = HEAD_DOLLAR.exec(cell);
  const lettered = dollar === null ? undefined : dollarPrefixCode(dollar[1]);
  if (dollar !== null && lettered !== undefined) return { code: lettered, written: dollar[0] };
  const sign = HEAD_SYMBOL.exec(cell)?.[0];
  if (sign !== undefined) return { code: currencyOfSign(sign) ?? sign, written: sign };
  return namedAtEnd(cell);
}

/**
 * A currency named in words at the end of a header cell, after a comma or in brackets: "Amount, somoni", "Price (euros)",
 * "Price per unit, Tajik somoni" (issue 18, h101d61; facts set 61's cause 14). The engine's names as a rate reads them
 * (no bare "pounds", a weight's column as often); the last part of the cell only, so "Somoni notes | Count" names none.
 */
function namedAtEnd(cell: string): { code: string; written: string } | undefined {
  const closed = cell.endsWith(')') ? cell.slice(0, -1) : cell;
  const cut = Math.max(closed.lastIndexOf(','), cell.endsWith(')') ? closed.lastIndexOf('(') : -1);
  if (cut < 0) return undefined;
  // A mark's stop and the unit it prices are no part of its name ("(Rs. per kg)" names the rupee as "(rupees)" does).
  const name = closed.slice(cut + 1).trim().replace(/\s+/g, ' ').replace(PRICED_UNIT, '').replace(/\.$/, '');
  const code = CURRENCY_NAMES_FOR_HEADERS.get(name.toLowerCase()) ?? (COMMA_MARK.test(name) || SMALL_MARK.test(name) ? currencyOfWord(name) : undefined);
  return code === undefined ? undefined : { code, written: name };
}
/**
 * A contract mark after a header's comma, in mixed case as Baltic and Central European tables write it ("Price, Eur",
 * "Sum, Eur", "Amount, Kč"): the mark HEAD_MARK reads in brackets ("Price (Eur)"), so the column's bare figures are its sums
 * (issue 18, h112f72; facts set 72's cause 1). Two to four letters, a capital first: a lone capital after a comma ("Size, K")
 * is read in brackets only. Anchored, bounded: linear.
 */
const COMMA_MARK = /^\p{Lu}\p{L}{1,3}$/u;
/**
 * A contract mark in small letters, as a figure's cell would carry it after the figure, in a header's brackets or after
 * its comma: "Unit price (lei)", "Value (lei)", "Amount, zł", "Price (kr)", "Сумма (грн)" (issue 18, h122f79; facts set
 * 79's cause 3): the marks the money recognizer reads alone (currencyOfWord: "lei", "zł", "kr", "сом", "лв", "грн"; not the
 * marks it reads only after a figure, "den", "won", "som"), so the column's bare figures are its sums as under "(RON)".
 * Two to four small letters: a word of the header ("Value (net)") is no mark. Anchored, bounded: linear.
 */
const SMALL_MARK = /^\p{Ll}{2,4}$/u;
const CURRENCY_NAMES_FOR_HEADERS = currencyNamesForRates();

// A total row under a wider table: "Subtotal | 44,550.00", "Less discount 5% | 2,227.50", "Total (EC$) | 42,322.50" under
// "Item | Description | Quantity | Unit | Rate | Amount". Its words label the row and its one figure is the last column's,
// as an invoice or a quotation sums its amounts (facts set 48's cause 9, issue 18, h87d). Only a row of fewer cells than
// the header whose cells but the last hold a letter each: a short row of figures ("1 | Washed sand") keeps its cells
// where they stand. Bounded: linear.
const LETTER = /\p{L}/u;
/** For a total row's last cell (`k`), the header's last column; undefined for any other cell or row (see above). */
function totalRowColumn(text: string, row: readonly { begin: number; end: number }[], k: number, width: number): number | undefined {
  if (row.length < 2 || row.length >= width || k !== row.length - 1) return undefined;
  return row.slice(0, -1).every((c) => LETTER.test(text.slice(c.begin, c.end))) ? width - 1 : undefined;
}

/** Per element index, the cells of its row that stand under a money column. */
export function tableMoneyCells(texts: readonly string[]): Map<number, MoneyCell[]> {
  const out = new Map<number, MoneyCell[]>();
  let columns: (Pick<MoneyCell, 'unit'> | undefined)[] | undefined;
  texts.forEach((text, i) => {
    if (!ROW.test(text)) {
      columns = undefined;
      return;
    }
    if (columns === undefined) {
      // The block's first row: a header when it holds no figure (and no more columns than a page holds: a row's money
      // cells stay few, so finding a figure's cell stays linear).
      const header = cells(text);
      columns = !headerRow(text, header) || header.length > MAX_COLUMNS ? [] : header.map(({ begin, end }) => {
        const cell = text.slice(begin, end);
        const unit = headerUnit(cell);
        return unit !== undefined || MONEY_HEAD.test(cell) ? { unit } : undefined;
      });
      return;
    }
    const row = cells(text);
    const money: MoneyCell[] = [];
    row.forEach((cell, k) => {
      const column = columns?.[totalRowColumn(text, row, k, columns.length) ?? k];
      if (column !== undefined && cell.end > cell.begin) money.push({ ...cell, ...(column.unit !== undefined ? { unit: column.unit } : {}) });
    });
    if (money.length > 0) out.set(i, money);
  });
  return out;
}

/** The value of a bare figure ("24 500" → "24500", "1.250,50" → "1250.5"), or undefined when the cell is not one. */
export function bareFigure(cell: string): string | undefined {
  const lakh = LAKH_FIGURE.exec(cell);
  if (lakh !== null) return String(Number(`${lakh[1].split(',').join('')}${lakh[2] === undefined ? '' : `.${lakh[2]}`}`));
  const m = BARE_FIGURE.exec(cell);
  if (m === null) return undefined;
  const whole = m[2] === undefined ? m[1] : m[1].split(m[2]).join('');
  return String(Number(m[3] === undefined ? whole : `${whole}.${m[3]}`));
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function tableMoneyRunPatterns(): readonly RegExp[] {
  return [HEAD_CODE, HEAD_MARK, HEAD_DOTTED_MARK];
}
