/**
 * The layout of both category models' data (category-bayes-format.ts, category-weights-format.ts): a first line of
 * the model's own numbers, then a line per key (a stem, a feature), `key<TAB>cells`. Indexed by where each key's cells
 * start (native `indexOf`, no cell read), so that a model reads only the rows a document asks for.
 */

/** The first line, and each key's offset of its cells (a caller may put its parsed row in the key's place: `Row`). */
export function keyedLines<Row = never>(text: string): { head: string; lines: Map<string, number | Row> } {
  const firstLine = text.indexOf('\n');
  const lines = new Map<string, number | Row>();
  for (let at = firstLine < 0 ? text.length : firstLine + 1; at < text.length;) {
    const tab = text.indexOf('\t', at);
    lines.set(text.slice(at, tab), tab + 1);
    const end = text.indexOf('\n', tab);
    at = end < 0 ? text.length : end + 1;
  }
  return { head: text.slice(0, firstLine < 0 ? text.length : firstLine), lines };
}
