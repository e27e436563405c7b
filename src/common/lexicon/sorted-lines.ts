/**
 * A lookup in a sorted text of `key value` lines ('\n'-separated, sorted by key in JavaScript's string order, keys
 * non-empty, without spaces or line breaks), by binary search over the text itself: a large word list is then usable as soon as
 * it is read, with no Map of a hundred thousand strings built first (scripts/build-english-lexicon.mjs writes one).
 */

/** The value of `key`'s line in `sorted`, or undefined when no line has that key. */
export function valueOfKey(sorted: string, key: string): string | undefined {
  if (key === '') return undefined;
  // [low, high) is a run of whole lines: `low` starts a line, `high` starts one or is past the text's end.
  let low = 0;
  let high = sorted.length + 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = middle === low ? low : sorted.lastIndexOf('\n', middle - 1) + 1;
    const lineEnd = endOfLine(sorted, start);
    const space = sorted.indexOf(' ', start);
    const keyEnd = space < 0 || space > lineEnd ? lineEnd : space;
    const lineKey = sorted.slice(start, keyEnd);
    if (key === lineKey) return sorted.slice(Math.min(keyEnd + 1, lineEnd), lineEnd);
    if (key < lineKey) high = start;
    else low = lineEnd + 1;
  }
  return undefined;
}

function endOfLine(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}

/**
 * The first line (1-based) of `text` that breaks the format `valueOfKey` relies on — a key without a space and a
 * value `isValue` accepts, each key after the one before in string order — or undefined when none does. A damaged
 * file (cut short mid-line, edited, sorted otherwise) would make the binary search miss words silently; one pass
 * over it tells (9-15 ms of CPU for the 1.4 MB list on the loaded 2-core machine): the English list pays it only
 * when its bytes differ from the mark the build wrote after checking them (src/common/lexicon/english.ts).
 */
export function firstBrokenLine(text: string, isValue: (value: string) => boolean): number | undefined {
  let previous: string | undefined;
  let line = 1;
  for (let start = 0; start <= text.length; line++) {
    const end = endOfLine(text, start);
    const space = text.indexOf(' ', start);
    if (space <= start || space >= end) return line;
    const key = text.slice(start, space);
    if ((previous !== undefined && key <= previous) || !isValue(text.slice(space + 1, end))) return line;
    previous = key;
    start = end + 1;
  }
  return undefined;
}
