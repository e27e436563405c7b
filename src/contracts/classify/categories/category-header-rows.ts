/**
 * A table's header row, the names of its columns written as a row of cells ("Process | Wafer size | Wafer Price",
 * "Item | Unit | Rate", "Instalment | Due date | Amount", "Stage reached on cancellation | Charge per wafer"), states no
 * term: it names what the rows under it will state, and takes no category from its words or its section (issue 18,
 * h75c57, set 57's misses). Sets 1–57 label nine such rows none (set 10's "Term | Meaning", set 43's two, set 57's six)
 * and two, set 10's header rows of a fee table, Pricing & Taxes. A header row has two cells or more, each a short capitalised name (at
 * most six words) with no figure and no currency sign; a row with an amount, a date or a number is a body row, and a
 * cell that reads as a sentence in lower case ("'Event Day' | any day on which …") is a definition's. Split on "|" and
 * counted: no pattern, linear.
 */

/** Most words a column's name has ("Stage reached on cancellation", "Rental per month (excl. VAT)"). */
const MAX_CELL_WORDS = 6;

/** A figure or a currency sign: a body row's amount, date or number. */
const FIGURE_OR_SIGN = /[\d$£€¥₹]/;

/** A cell that names a column: it opens on a capital letter (a quote or bracket may lead) and is a few words long. */
const COLUMN_NAME = /^["“'(]?[A-Z]/;

/** Whether `text` is a table's header row: cells of column names, no figure anywhere. */
export function isHeaderRow(text: string): boolean {
  if (!text.includes('|') || FIGURE_OR_SIGN.test(text)) return false;
  const cells = text.split('|').map((cell) => cell.trim());
  return cells.length >= 2 && cells.every((cell) => COLUMN_NAME.test(cell) && cell.split(/\s+/).length <= MAX_CELL_WORDS);
}
