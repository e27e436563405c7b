/**
 * Headings numbered without a dot ("1 Definitions", "2 Appointment", … as Swiss and German drafting in English numbers
 * its articles): the number is the heading's own, no count, when the document numbers its headings so in a row (h26s31a;
 * docs/contracts.md C29). A lone heading of that form ("5 Warranty Redemption" amid "13.0 …" and "14.0 …", the
 * reference's) keeps its Number, as the real service labels it.
 */
import type { ElementInput } from '../types.js';

/** A heading that opens with its bare number and a capitalised word: "3 Obligations of the Distributor". */
const BARE_NUMBERED_HEADING = /^\s{0,3}(\d{1,2})\s{1,3}\p{Lu}/u;

/** The indices of titles whose bare number has a neighbour (the number before or after it) among the document's titles. */
export function seriesNumberedHeadings(elements: readonly ElementInput[], texts: readonly string[]): Set<number> {
  const numberOf = new Map<number, number>();
  const numbers = new Set<number>();
  elements.forEach((e, i) => {
    if (e.kind !== 'title') return;
    const m = BARE_NUMBERED_HEADING.exec(texts[i]);
    if (!m) return;
    numberOf.set(i, Number(m[1]));
    numbers.add(Number(m[1]));
  });
  const inSeries = new Set<number>();
  for (const [i, n] of numberOf) if (numbers.has(n - 1) || numbers.has(n + 1)) inSeries.add(i);
  return inSeries;
}

/** The span of the number a heading opens with ("3" of "  3 Obligations"). */
export function leadingNumber(text: string): { begin: number; end: number } {
  const m = BARE_NUMBERED_HEADING.exec(text);
  if (!m) return { begin: -1, end: -1 };
  const begin = m[0].indexOf(m[1]);
  return { begin, end: begin + m[1].length };
}
