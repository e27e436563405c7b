/**
 * The layout of both category models' data (category-bayes-format.ts, category-weights-format.ts): a first line of
 * the model's own numbers, then a line per key (a stem, a feature), `key<TAB>cells`. Indexed by where each key's cells
 * start (native `indexOf`, no cell read), so that a model reads only the rows a document asks for.
 */

/**
 * The first line, and each key's offset of its cells (a caller may put its parsed row in the key's place: `Row`). A
 * line without a tab holds no key and is skipped: the tab was once searched past its line's end, and a last line
 * without one sent the reading back to the first line, a loop without end (hred17). Linear: each tab is found once,
 * a tab past a line kept for the lines before it.
 */
export function keyedLines<Row = never>(text: string): { head: string; lines: Map<string, number | Row> } {
  const firstLine = text.indexOf('\n');
  const lines = new Map<string, number | Row>();
  let tab = -1;
  for (let at = firstLine < 0 ? text.length : firstLine + 1; at < text.length;) {
    const newline = text.indexOf('\n', at);
    const end = newline < 0 ? text.length : newline;
    if (tab < at) tab = text.indexOf('\t', at);
    if (tab < 0) break;
    if (tab < end) lines.set(text.slice(at, tab), tab + 1);
    at = end + 1;
  }
  return { head: text.slice(0, firstLine < 0 ? text.length : firstLine), lines };
}
