/**
 * Plain text (the service took "monospaced ASCII with page breaks"): a form feed starts a page. In a hard-wrapped
 * document a blank line ends a paragraph, and the lines of a paragraph join with a space (or across a hyphenation,
 * as in the other readers); in a document of one paragraph a line (`text-shape.ts`) every non-empty line is one.
 */
import { appendLine, tidyRuns } from './joins.js';
import { textShape } from './text-shape.js';
import type { ReadDocument, ReadParagraph, TextRun } from './types.js';

export function readText(bytes: Uint8Array): ReadDocument {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const pages = text.split('\f');
  const blocks: ReadParagraph[] = [];
  const paragraphEnd = textShape(pages) === 'line-per-paragraph' ? /\n/ : /\n[ \t]*\n/;
  pages.forEach((page, p) => {
    for (const chunk of page.split(paragraphEnd)) {
      const runs: TextRun[] = [];
      for (const line of chunk.split('\n')) {
        if (line.trim() !== '') appendLine(runs, [{ text: line.trim(), style: {} }]);
      }
      const tidy = tidyRuns(runs);
      if (tidy.length > 0) blocks.push({ kind: 'paragraph', page: p + 1, runs: tidy });
    }
  });
  // A trailing form feed ends the last page; it does not open an empty one.
  const numPages = pages.length > 1 && pages[pages.length - 1].trim() === '' ? pages.length - 1 : pages.length;
  return { format: 'text', numPages, blocks };
}
