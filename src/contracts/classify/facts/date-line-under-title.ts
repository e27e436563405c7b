/**
 * A date alone on its line right under the contract's title, and the place of making alone on a line of its own beside
 * it: Lithuanian, Georgian and other civil-law drafting translated heads a contract "2047-10-12 No. ŽS-118" over "Nida",
 * or "c. Ozurgeti" over "09 September 2047", where others write "Nida, 12 October 2047" on one line (issue 18, h114q72;
 * facts set 72's cause 5). It is the day the contract was made, as the place-and-date line under the title is
 * (facts.ts). The date may carry the contract's number after it ("No. ŽS-118", "Nr. 14/2047"), as the title's number
 * line does; any other word after it ("12 May 2047 Version 2", "1 June 2047 – the start of works") makes it no such line.
 */
import { PLACE_NAME } from '../document/place-of-making.js';
import { SETTLEMENT_BEFORE } from '../signatures/place-date-lines.js';

/** What may follow the date on its line, trimmed: a stop or a comma, then the contract's number perhaps. Bounded: linear. */
const AFTER_DATE = /^[.,]?$|^(?:[.,]\s{0,3})?(?:(?:No|Nr|Ref)\.?|№|#)\s{0,3}[\p{L}\p{N}][\p{L}\p{N}./-]{0,24}$/u;
/**
 * A line holding the place alone, trimmed: a town perhaps after its settlement's abbreviation ("c. Ozurgeti", "g.
 * Yakutsk") and its region after a comma, a stop at most. Anchored, each part bounded: linear.
 */
const PLACE_ALONE = new RegExp(String.raw`^${SETTLEMENT_BEFORE}${PLACE_NAME}(?:\s{1,3}city)?(?:,\s{0,3}${PLACE_NAME})?\.?$`, 'u');
/** The longest place line read: a town and its region. */
const PLACE_LINE_MAX = 60;

/** Whether the date at `begin`–`end` stands alone on its line, perhaps with the contract's number after it. */
export function isDateAloneLine(text: string, begin: number, end: number): boolean {
  return text.slice(0, begin).trim() === '' && AFTER_DATE.test(text.slice(end).trim());
}

/** Whether a line holds only the place of making ("Nida", "c. Ozurgeti", "Jakar, Bumthang"). */
export function isPlaceAloneLine(line: string): boolean {
  const text = line.trim();
  return text.length <= PLACE_LINE_MAX && PLACE_ALONE.test(text);
}
