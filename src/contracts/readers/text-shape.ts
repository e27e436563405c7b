/**
 * How a plain-text document marks its paragraphs. Plain text comes two ways: hard-wrapped (a paragraph over several
 * lines of at most a terminal's width, blank lines between paragraphs) and one paragraph a line (exports from Word,
 * e-mail bodies: a line is a paragraph, however long, often with no blank line anywhere). Joining the lines of the
 * second shape ran a heading into its clause ("I. COBALT PUMPS …" read as one party name), so the reader decides
 * the shape once per document from its lines.
 */

/** A hard-wrapped line is at most this long: 72–80 columns is the usual wrap, 100 leaves room for indents. */
export const WRAP_WIDTH = 100;

/** One line in this many longer than WRAP_WIDTH and the lines were not wrapped: hard-wrapped text has none. */
const LONG_LINE_SHARE = 5;

export type TextShape = 'hard-wrapped' | 'line-per-paragraph';

/**
 * `pages` are the document's pages (its text split on form feeds, line ends already `\n`). One paragraph a line
 * when no blank line stands between two non-empty lines of any page (a lone line is read the same either way), or
 * when at least one non-empty line in LONG_LINE_SHARE is longer than WRAP_WIDTH.
 */
export function textShape(pages: readonly string[]): TextShape {
  let lines = 0;
  let longLines = 0;
  let blankBetween = false;
  for (const page of pages) {
    let seenText = false;
    let blankSinceText = false;
    for (const line of page.split('\n')) {
      const length = line.trim().length;
      if (length === 0) {
        if (seenText) blankSinceText = true;
        continue;
      }
      if (blankSinceText) blankBetween = true;
      seenText = true;
      blankSinceText = false;
      lines++;
      if (length > WRAP_WIDTH) longLines++;
    }
  }
  if (lines < 2) return 'hard-wrapped';
  if (!blankBetween) return 'line-per-paragraph';
  return longLines * LONG_LINE_SHARE >= lines ? 'line-per-paragraph' : 'hard-wrapped';
}
