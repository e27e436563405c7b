/**
 * "more than 0.5 percentage points", "by 2 percentage points": a difference between two rates, no rate. Table 2.4
 * takes a Percentage as the figure with % (or "per cent"); the figure of percentage points is a Number, the unit no part
 * of it (set 50; issue 18, h50n50). Sets 9 and 14 write "each percentage point" with no figure (no attribute).
 */

/**
 * The figures of a percentage read as "<figure> percentage" before "point(s)", as spans (none otherwise): each bound of a
 * range is a Number ("by 0.5 to 1 percentage points", "0.5-1.0 percentage points": the upper bound was lost; hrev36).
 */
export function percentagePointsFigures(text: string, start: number, end: number): { begin: number; end: number }[] {
  if (!/\bpercentage$/i.test(text.slice(start, end)) || !POINTS_AFTER.test(text.slice(end, end + 12))) return [];
  const first = FIGURE.exec(text.slice(start, end));
  if (!first) return [];
  const out = [{ begin: start, end: start + first[0].length }];
  const second = SECOND_FIGURE.exec(text.slice(start + first[0].length, end));
  if (second) out.push({ begin: start + first[0].length + second[0].length - second[1].length, end: start + first[0].length + second[0].length });
  return out;
}
const POINTS_AFTER = /^\s{1,3}points?\b/i;
/** The figure's digits with its decimal point or thousands' commas (anchored, one bounded run: linear). */
const FIGURE = /^\d{1,12}(?:[.,]\d{1,12})*/;
/** A range's second bound right after the first: "to 1", "-1.0", "– 2" (anchored, bounded: linear). */
const SECOND_FIGURE = /^\s{0,3}(?:to|and|or|[-–—])\s{0,3}(\d{1,12}(?:[.,]\d{1,12})*)/i;
