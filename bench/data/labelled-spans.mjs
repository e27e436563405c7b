// Where a labelled set's attributes stand in their element's text: the sets give each attribute's words, no offsets,
// so the relabel scripts find them by a case-insensitive search that must index the text as written.

/**
 * `s` in lower case letter by letter, keeping its length: a letter whose lower case is longer ("İ" → "i̇", two code
 * units) stays as written, so an index into the fold is an index into `s` (hrev20: `toLowerCase()` put every span
 * after "İzmir" one off, and count-words added its "two" again on every run).
 */
export const foldSameLength = (s) => s.replace(/[^]/gu, (c) => { const l = c.toLowerCase(); return l.length === c.length ? l : c; });

/** Each attribute's spans in the element's text (every occurrence of its words, case aside), as [begin, end). */
export function labelledSpans(e) {
  const spans = [];
  const text = foldSameLength(e.text);
  for (const a of e.attributes) {
    if (!a.text) continue;
    const needle = foldSameLength(a.text);
    for (let k = text.indexOf(needle); k >= 0; k = text.indexOf(needle, k + 1)) spans.push([k, k + a.text.length]);
  }
  return spans;
}
