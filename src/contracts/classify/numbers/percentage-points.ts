/**
 * "more than 0.5 percentage points", "by 2 percentage points": a difference between two rates, no rate. Table 2.4
 * takes a Percentage as the figure with % (or "per cent"); the figure of percentage points is a Number, the unit no part
 * of it (set 50; issue 18, h50n50). Sets 9 and 14 write "each percentage point" with no figure (no attribute).
 */

/** The figure that opens a percentage read as "<figure> percentage" before "point(s)", as a span; undefined otherwise. */
export function percentagePointsFigure(text: string, start: number, end: number): { begin: number; end: number } | undefined {
  if (!/\bpercentage$/i.test(text.slice(start, end)) || !POINTS_AFTER.test(text.slice(end, end + 12))) return undefined;
  const figure = FIGURE.exec(text.slice(start, end));
  return figure ? { begin: start, end: start + figure[0].length } : undefined;
}
const POINTS_AFTER = /^\s{1,3}points?\b/i;
/** The figure's digits with its decimal point or thousands' commas (anchored, one bounded run: linear). */
const FIGURE = /^\d{1,12}(?:[.,]\d{1,12})*/;
