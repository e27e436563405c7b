/** Running a recognizer only on the windows around its anchors, and never letting one's failure escape. */
import { matchesOf } from '../../../common/regex-matches.js';

/** Context kept on each side of an anchor; longer than any number, money or date phrase. */
const MARGIN = 48;

/**
 * The recognizers cost about a third of a millisecond on a long clause; most of a contract holds no number
 * or date. They run on the windows around anchors only (merged, cut at spaces), offsets mapped back. `run` returns
 * objects of its own, made for that call and each once in its list: their offsets are moved in place, not copied (a
 * copy of every mention of a long run of figures was a visible share of the collector's time; h92num).
 */
export function inWindows<T extends { start: number; end: number }>(text: string, anchor: RegExp, run: (t: string) => T[]): T[] {
  const spans: [number, number][] = [];
  for (const m of matchesOf(anchor, text)) {
    let b = Math.max(0, m.index - MARGIN);
    let e = Math.min(text.length, m.index + m[0].length + MARGIN);
    // Out to the word's edge, but never further than another margin: in a long run without spaces
    // ("1.1.1.…") every anchor would otherwise walk the whole run (quadratic).
    const bMin = Math.max(0, b - MARGIN);
    const eMax = Math.min(text.length, e + MARGIN);
    while (b > bMin && !isSpace(text.charCodeAt(b - 1))) b--;
    while (e < eMax && !isSpace(text.charCodeAt(e))) e++;
    const last = spans[spans.length - 1];
    if (last && b <= last[1]) last[1] = Math.max(last[1], e);
    else spans.push([b, e]);
  }
  const out: T[] = [];
  for (const [b, e] of spans) {
    for (const r of safely(() => run(text.slice(b, e)))) {
      r.start += b;
      r.end += b;
      out.push(r);
    }
  }
  return out;
}

/** `\s` for the characters element text holds (it is whitespace-collapsed, but callers may pass any text). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x2029 || code === 0xfeff || (code >= 0x2000 && code <= 0x200a) || code === 0x1680 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0x85;
}

export function safely<T>(run: () => T[]): T[] {
  try {
    return run();
  } catch {
    return [];
  }
}
