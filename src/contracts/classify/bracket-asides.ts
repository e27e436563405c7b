/**
 * Asides in round brackets: "remove a person from the premises (the Customer is required to give a reason for the
 * request)", "(in which case … it shall repay the amounts paid)". A duty or right stated in brackets qualifies the
 * clause around it; the clause's type comes from its own text (C16, issue 18, h22nat). Only a bracket that closes
 * encloses: a "(" left open by the layout ("only if (and, in the case of Clauses 22.9.2") hides nothing after it.
 */

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
