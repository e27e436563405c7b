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

/**
 * A season's two years joined by a dash in a heading ("Subject: Whale shark boat trips for your guests, season
 * 2047–2048", "CROP 2027-2028"): one season named, as "CARNIVAL 2028" is, so neither year is a Number (C75; set 88's
 * cause 18, issue 18, h112n88). The other year right after or right before the dash, then no other figure. Anchored,
 * bounded: linear.
 */
const NEXT_YEAR_AFTER = /^[-–](?:19|20)\d\d(?![\d/.\-–])/;
const YEAR_BEFORE = /(?<![\d/.\-–])(?:19|20)\d\d[-–]$/;

/** Whether `f` is a year standing alone in the heading `text`, or one of a season's two years. */
export function isTitleYear(text: string, f: NumericFact): boolean {
  if (f.type !== 'Number' || !YEAR.test(text.slice(f.begin, f.end))) return false;
  const before = text[f.begin - 1] ?? '';
  const after = text[f.end] ?? '';
  const rangeAfter = NEXT_YEAR_AFTER.test(text.slice(f.end, f.end + 6));
  const rangeBefore = YEAR_BEFORE.test(text.slice(Math.max(0, f.begin - 6), f.begin));
  return (!CODE_EDGE.test(before) || (rangeBefore && !CODE_EDGE.test(text[f.begin - 6] ?? ''))) && (!CODE_EDGE.test(after) || rangeAfter);
}

/**
 * The heading's own number after its mark: "CONTRACT No. 2318 FOR THE PROVISION OF SANATORIUM SERVICES", "BOOKING
 * CONTRACT Nr. 58": the number names the document, as a register's number does (C28), and no set labels an attribute in a
 * title (C75; set 88's cause 18, issue 18, h112n88). In a sentence "Contract No. 2318" keeps its own rules. Anchored at
 * the end, bounded: linear.
 */
const NUMBER_MARK_BEFORE = /\b(?:No|NO|Nr|NR|N[°º])\.?\s{0,3}$/;
/** Whether `f` is the number a heading `text` gives the document after "No." (a figure in any form). */
export function isTitleDocumentNumber(text: string, f: NumericFact): boolean {
  return f.type === 'Number' && /^\d/.test(text.slice(f.begin, f.end)) && NUMBER_MARK_BEFORE.test(text.slice(Math.max(0, f.begin - 8), f.begin));
}
