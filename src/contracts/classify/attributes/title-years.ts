/**
 * The year in a heading names an edition, a season or a crop ("HARVEST MOON FESTIVAL 2027", "2028 SWEET CORN GROWER
 * CONTRACT", "CARNIVAL 2028"), no quantity: no Number (C75; issue 18, h56attr). Sets 14, 28, 35 and 36 leave
 * all four such years bare, and no set labels any attribute in a title. A year in a sentence stays a Number (C54's "the
 * year 2027"); a heading's other numbers keep their own rules (C29: a lone heading's number without a dot is a Number).
 */
import type { NumericFact } from '../numbers/numeric-fact.js';

/** Four figures of a year from 1900 to 2099, and no other figure, stop or slash beside them ("017/…/2027" is a code's). */
const YEAR = /^(?:19|20)\d\d$/;
const CODE_EDGE = /[\d/.\-–]/;

/** Whether `f` is a year standing alone in the heading `text`. */
export function isTitleYear(text: string, f: NumericFact): boolean {
  if (f.type !== 'Number' || !YEAR.test(text.slice(f.begin, f.end))) return false;
  return !CODE_EDGE.test(text[f.begin - 1] ?? '') && !CODE_EDGE.test(text[f.end] ?? '');
}
