/**
 * The items of a list a money sentence announces: "The Customer shall pay … in the following instalments:" over
 * "(a) Milestone 1 (approved design): £24,000;" and "(b) Milestone 2 (beta release): £48,000". Each item's sum is paid
 * under the lead-in's words (a price, instalments, fees) though the item itself names only what it is paid for, so the
 * item is about money as its lead-in is (h30f24). An item is an element opening with a list marker ("(a)", "1.", "ii.",
 * a bullet), or a row of a text table's cells parted by " | " ("Wedding cake | 1 | 2 400 000 so'm": a table with no
 * header under "2. Price of the services:" lists the priced things as items do; issue 18, h100a60, facts set 60); the
 * run of items ends at the first element that is none; an item ending in ":" may announce a list of its own. One walk
 * over the elements: linear.
 */
import { startsWithListMarker } from '../text/text.js';

export const ENDS_WITH_COLON = /:\s*$/;
/** A cell's bar between spaces: the element is a row of a text table (table-money.ts reads rows so too). */
const TABLE_ROW = /\s\|\s/;

/** The indexes of the elements that are items of a list whose lead-in `aboutMoney` accepts (asked with its index too). */
export function moneyListItems(texts: readonly string[], aboutMoney: (text: string, index: number) => boolean): Set<number> {
  const out = new Set<number>();
  let under = false;
  texts.forEach((text, i) => {
    if (startsWithListMarker(text) || TABLE_ROW.test(text)) {
      if (under) out.add(i);
      if (ENDS_WITH_COLON.test(text)) under ||= aboutMoney(text, i);
    } else under = ENDS_WITH_COLON.test(text) && aboutMoney(text, i);
  });
  return out;
}
