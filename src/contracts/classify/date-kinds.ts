/**
 * Which end of the agreement a date is, from the words just before it. A sentence may give both ends ("shall
 * commence on 1 March 2019 and shall continue until 29 February 2020", "commencing on June 1, 2021 and expiring on
 * May 31, 2026"): each date takes the last start or end cue between it and the previous date. No cue there: the
 * caller decides from the whole sentence. The caller asks only for a sentence about the agreement's dates (one its
 * own words already date, or one naming the agreement): "reviewed on 31 December each year starting from 31 December
 * 2012" dates a review.
 */
// Start cues include "take(s) effect", "with effect from" and a lease's "date of entry" (Scots law: the day the tenant
// enters; the lease's end is its "ish").
// A period counted "from" a date starts there: "extended for a further period of twelve (12) months from 1 October 2025,
// so that it will now expire on 30 September 2026".
const CUE = /\b(?:(effective|commenc\w*|begin(?:s|ning)?|start(?:s|ing)?|enters?\s+into\s+force|comes?\s+into\s+force|(?:takes?|took|taking)\s+effect|with\s+effect\s+(?:from|on)|date\s+of\s+entry|(?:days?|weeks?|months?|years?|\))\s+from)|(until|till|ends?|ending|expir\w*|terminat\w*|through))\b/gi;

// In a statement of work the work's completion ends it: "shall complete them no later than October 31, 2025".
const COMPLETION = /\b(?:complet(?:e|es|ed|ing|ion)|finish(?:es|ed|ing)?)\b/gi;

/**
 * `effective`, `termination`, or undefined when `before` (the text since the previous date) holds no cue. In a statement
 * of work (`workOrder`) completing the work is an end cue as well.
 */
export function dateKind(before: string, workOrder = false): 'effective' | 'termination' | undefined {
  let kind: 'effective' | 'termination' | undefined;
  let at = -1;
  for (const m of before.matchAll(CUE)) {
    kind = m[1] !== undefined ? 'effective' : 'termination';
    at = m.index;
  }
  if (workOrder) for (const m of before.matchAll(COMPLETION)) if (m.index > at) kind = 'termination';
  return kind;
}
