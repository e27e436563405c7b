/**
 * A table of key details written as text: two-cell rows "Label | value" under an "Item | Details" header ("Date of
 * agreement | 12/08/2038", "Start date | 1 September 2038", a markdown row "| Agreement date | 3 June 2039 |"). The row
 * is the field its colon form writes ("Date of agreement: 12/08/2038", "Start date: 1 September 2038"): the label cell
 * names the value cell as a field's name does, so the row dates what the field dates (issue 18, h87t; facts set 48's
 * cause 7, a Niuean supply's "Key details"). Only a row of two cells whose label is a few words without a figure: a
 * schedule's row ("12/05/2039 | first load", "1 | Sand | 240 | tonne") names no field.
 */

// The label: a letter, then up to 40 letters, spaces, apostrophes or hyphens; one "|" after it, none in the value; an
// optional "|" before the label and after the value (markdown). Anchored, each part bounded or free of "|": linear.
const FIELD_ROW = /^(\s{0,3}(?:\|\s{0,3})?)(\p{L}[\p{L}'’ -]{0,40}?)\s{0,3}\|([^|]*)\|?\s*$/u;

/**
 * The row `text` written as its field ("Start date : 1 September 2038", the cell's "|" read as a colon, a markdown row's
 * outer bars as spaces), of the same length so spans keep their places; any other text as it is.
 */
export function asFieldLine(text: string): string {
  const m = FIELD_ROW.exec(text);
  if (m === null || m[3].trim() === '') return text;
  const bar = text.indexOf('|', m[1].length + m[2].length);
  const outer = (s: string): string => s.replace('|', ' ');
  const tail = text.slice(bar + 1);
  const lastBar = tail.lastIndexOf('|');
  return `${outer(m[1])}${text.slice(m[1].length, bar)}:${lastBar >= 0 ? `${tail.slice(0, lastBar)} ${tail.slice(lastBar + 1)}` : tail}`;
}
