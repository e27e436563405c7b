/**
 * List markers at the start of a paragraph: `(a)`, `a)`, `(iv)`, `(1)`, `1.`, `12.2.3`, `a.`, `iv.`, bullets.
 * A bare number without a dot ("30 days") is not a marker; a numbered clause with sub-numbers ("12.2.3") is, even
 * without a final dot. "12 . " (a PDF's stray space before the dot) counts as "12.".
 */

const MARKER =
  /^(?:\((?:[a-zA-Z]{1,2}|[ivxlcIVXLC]{1,6}|\d{1,3})\)|(?:[a-zA-Z]{1,2}|[ivxlcIVXLC]{1,6}|\d{1,3})\)|\d{1,3}(?:\.\d{1,3})+\.?|\d{1,3} ?\.|[a-z]\.|[ivxlc]{1,6}\.|[•·▪‣◦●○■□➢►✓\u2022\u2023\u25aa\uf0b7\uf0a7*–—-])(?=\s)/u;

export interface MarkerMatch {
  /** The marker as written. */
  marker: string;
  /** Offset in the text just after the marker and the whitespace following it. */
  contentStart: number;
}

/** The list marker `text` opens with (after leading whitespace), if any, and where its content starts. */
export function matchListMarker(text: string): MarkerMatch | undefined {
  const lead = text.length - text.trimStart().length;
  const m = MARKER.exec(text.slice(lead));
  if (!m) return undefined;
  let contentStart = lead + m[0].length;
  while (contentStart < text.length && /\s/.test(text[contentStart])) contentStart++;
  if (contentStart >= text.length) return undefined;
  return { marker: m[0], contentStart };
}
