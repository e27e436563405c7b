/**
 * A key-terms table's row with its number blanked, for the date readers: "7. Start Date | 1 July 2038" is read as
 * "   Start Date | 1 July 2038", as "Item 7 – Start Date: …" is (schedule-items.ts). Australian and other drafting numbers
 * the rows of an "Item | Detail" table so (issue 18, h94fd; facts set 55's numbered rows). Only a row with a cell's bar
 * after a short label: a numbered clause "7. The Buyer shall pay by 1 July 2038" or "7. Term: …" keeps its number. Every
 * other character stays in its place, so the spans read on the line are the element's. Anchored, bounded: linear.
 */
import { withItemNumberBlanked } from '../parties/schedule-items.js';

const ROW_NUMBER = /^[ \t]{0,8}\d{1,2}[.)]?[ \t]{1,4}(?=\p{L}[\p{L}'’ -]{0,40}?[ \t]{0,4}\|)/u;

/** `line` with a schedule's item number or a table row's number written as blanks. */
export function withRowNumberBlanked(line: string): string {
  return withItemNumberBlanked(line).replace(ROW_NUMBER, (number) => ' '.repeat(number.length));
}
