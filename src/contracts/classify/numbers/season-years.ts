/**
 * A season, an academic or a financial year written as its first year and the next one's last two figures ("the 2027/28
 * Academic Year", "the 2026/27 season", "WINTER SEASON 2027-28"): named alone, it is the name of one period, no count
 * (issue 18, h39a). Sets 18, 20, 29 and 45 leave all five such lone names bare. Several seasons named together ("each
 * of the 2028/29, 2029/30 and 2030/31 seasons", "the 2027–28 and 2028–29 seasons") enumerate years as a range does, and
 * stay Numbers as "2027–2028" does (C26; sets 17 and 34 label all six so). Figures whose second part does not follow
 * the first ("RFP No. 2026-14", "No. 2027/14") are a document's number, left to the identifier rules.
 */
import type { Span } from '../text/text.js';

const SEASON = String.raw`(?:19|20)\d{2}\s?[/\-–]\s?\d{2}`;
const SHORT_SEASON = /^((?:19|20)\d{2})\s?[/\-–]\s?(\d{2})$/;
/** Another season after this one in a list or a range: ", 2029/30", " and 2028–29", " through 2031-32". */
const SEASON_AFTER = new RegExp(String.raw`^\s{0,3}(?:,|and|or|through|to|[-–])\s{0,3}(?:the\s{1,3})?${SEASON}(?!\d)`);
/** Another season before this one in a list or a range (tested on the 24 characters before it). */
const SEASON_BEFORE = new RegExp(String.raw`(?<!\d)${SEASON}\s{0,3}(?:,|and|or|through|to|[-–])\s{0,3}(?:the\s{1,3})?$`);

/**
 * A period's word beside the figures, before or after them ("the 2027/28 Academic Year", "WINTER SEASON 2027-28", "FY
 * 2026/27", "the 2029–30 season", a title's "LICENCE AGREEMENT 2027/28"): without one, "Purchase Order 2026-27", "clause 2026/27", "Pages 1998-99", "Units
 * 2026-27" are a number, a reference or a range, as the base read them (hrev29).
 */
const PERIOD_WORD_AFTER = /^\s{0,3}(?:\p{L}{1,20}\s{1,3})?(?:seasons?|years?|FY|campaigns?|harvests?|crops?|terms?|semesters?)\b/iu;
const PERIOD_WORD_BEFORE = /\b(?:seasons?|years?|FY|campaigns?|harvests?|crops?|academic|financial|fiscal|school|budget|marketing|agreement|contract|licen[cs]e|programme|program|calendar|plan|tariff)\s{0,3}(?:of\s{1,3})?(?:the\s{1,3})?$/i;

/** Whether `span` is one season's name "YYYY/YY" whose second year follows the first. */
function isShortSeason(span: string): boolean {
  const m = SHORT_SEASON.exec(span);
  return m !== null && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

/** Whether the figure at `f` is one season named alone: a name, no count (`isQuantity`). */
export function isLoneSeason(text: string, f: Span): boolean {
  if (!isShortSeason(text.slice(f.begin, f.end))) return false;
  if (!PERIOD_WORD_AFTER.test(text.slice(f.end, f.end + 32)) && !PERIOD_WORD_BEFORE.test(text.slice(Math.max(0, f.begin - 24), f.begin))) return false;
  return !SEASON_AFTER.test(text.slice(f.end, f.end + 24)) && !SEASON_BEFORE.test(text.slice(Math.max(0, f.begin - 24), f.begin));
}
