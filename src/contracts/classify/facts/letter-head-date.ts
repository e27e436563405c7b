/**
 * A letter's date line: a place-and-date line a salutation follows within a few short lines, the addressee's block
 * between ("Cole Bay, 6 October 2031" / "Oyster Pond Resort N.V." / "Attn. …" / "Dear Mrs. …,"), heads a letter: the day
 * it was written, no signing line of a party below it, though a company's name stands under it (issue 18, h86d; facts
 * set 47's cause: an exchange of letters, the reply's date line read as the replying party's signing).
 *
 * The lines between are an addressee's, never a signature block's (h86d's Left, issue 18, h87t): a signature line, a
 * signer's field ("By:", "Name:", "Title:") or a closing ("Yours faithfully,") between the date line and the salutation
 * makes the date line the close of the letter above, dated where it was signed ("Castries, 3 May 2031" / "Harbour Marine
 * Ltd." / "By: ________" / … / "Dear Ms. Pierre," of the reply under it); so does another place-and-date line between,
 * the next letter's own head. Up to seven lines, each short: bounded.
 */
import { isPlaceAndDateLine } from '../signatures/place-date-lines.js';

const SALUTATION = /^\s{0,3}(?:Dear|To\s{1,3}whom)\b/;
// A signature block's lines: a line to sign on, a signer's field, "Signed", "Signature", a closing. Anchored: linear.
const SIGNATURE_BLOCK_LINE = /_{3,}|\.{6,}|^\s{0,3}(?:(?:By|Per|Name|Title|Position|Designation|Signature|Signed)\b\s{0,3}[:.]?|For\s{1,3}and\s{1,3}on\s{1,3}behalf\b|Yours\s{1,3}(?:faithfully|sincerely|truly)\b)/i;
const LINE_MAX = 120;
const LOOK = 7;

/** Whether the place-and-date line `i` heads a letter (see above). */
export function letterHeadDate(elements: readonly { text: string }[], i: number): boolean {
  for (let j = i + 1; j < Math.min(elements.length, i + 1 + LOOK); j++) {
    const line = elements[j].text;
    if (SALUTATION.test(line)) return true;
    if (line.length > LINE_MAX || SIGNATURE_BLOCK_LINE.test(line) || isPlaceAndDateLine(line)) return false;
  }
  return false;
}
