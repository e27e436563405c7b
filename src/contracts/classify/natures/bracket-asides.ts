/**
 * Asides in round brackets: "remove a person from the premises (the Customer is required to give a reason for the
 * request)", "(in which case … it shall repay the amounts paid)". A duty or right stated in brackets qualifies the
 * clause around it; the clause's type comes from its own text (C16, issue 18, h22nat). Only a bracket that closes
 * encloses: a "(" left open by the layout ("only if (and, in the case of Clauses 22.9.2") hides nothing after it. A pair
 * that holds the whole element ("(The Supplier shall deliver the goods by 1 May.)", after a list marker perhaps) is no
 * aside: there is no clause around it, the bracketed text is the clause (hrev14).
 */
/** What may stand before a whole-element bracket (a list marker) and after it (the sentence's punctuation). */
const MARKER_BEFORE = /^\s*(?:\(?(?:\d{1,3}|[a-z]{1,2}|[ivxlc]{1,6})[.)]\s*)?$/i;
const PUNCTUATION_AFTER = /^[\s.;:,]*$/;

/** A test of whether a position of `text` lies inside a closed pair of round brackets (any depth). */
export function bracketAsides(text: string): (at: number) => boolean {
  // One pass with a stack of open positions: each ")" closes the innermost "(" (a stray ")" closes nothing).
  const ranges: [number, number][] = [];
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40) open.push(i);
    else if (c === 41 && open.length > 0) ranges.push([open.pop() as number, i]);
  }
  if (ranges.length === 0) return () => false;
  // Outermost ranges only, in order: an inner pair lies inside an outer one already.
  ranges.sort((a, b) => a[0] - b[0]);
  const outer: [number, number][] = [];
  for (const r of ranges) if (outer.length === 0 || r[0] > outer[outer.length - 1][1]) outer.push(r);
  // Only the last pair can reach the end, and only a marker's pair may stand before it: one test each, linear.
  const last = outer[outer.length - 1];
  if (outer.length <= 2 && PUNCTUATION_AFTER.test(text.slice(last[1] + 1)) && MARKER_BEFORE.test(text.slice(0, last[0]))) outer.pop();
  if (outer.length === 0) return () => false;
  return (at) => {
    let lo = 0;
    let hi = outer.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (outer[mid][1] < at) lo = mid + 1;
      else if (outer[mid][0] > at) hi = mid - 1;
      else return true;
    }
    return false;
  };
}
