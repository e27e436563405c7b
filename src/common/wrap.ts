/**
 * Terminal text to a width: lists cut between items, prose between words. One home for the CLI's summaries and help,
 * and the testing kit's reports.
 */
import { wholeCut } from './terminal-safe.js';

/** The width terminal output is written to: a pipe, a file, a CI log and most terminals have 80 columns. */
export const TERMINAL_WIDTH = 80;

/**
 * `head` then the items joined by `sep`, wrapped at `width` between items (an item is never cut), the next lines
 * under the first item: a 25-category tally or ten contract terms on one line ran to 470 columns.
 * `paintItem` colours an item after the wrap is measured, so escape codes never count as width; `indent` starts the
 * next lines (under the first item by default).
 */
export function wrapItems(
  head: string,
  shownHead: string,
  items: readonly string[],
  sep: string,
  width: number,
  paintItem: (item: string) => string = (i) => i,
  indent = ' '.repeat(head.length),
): string[] {
  const lines: string[] = [];
  let plain = head;
  let shown = shownHead;
  let first = true;
  items.forEach((item, i) => {
    const piece = i < items.length - 1 ? `${item}${sep.trimEnd()}` : item;
    if (!first && plain.length + 1 + piece.length > width) {
      lines.push(shown);
      plain = indent;
      shown = indent;
      first = true;
    }
    const gap = first ? '' : ' ';
    plain += `${gap}${piece}`;
    shown += `${gap}${paintItem(item)}${i < items.length - 1 ? sep.trimEnd() : ''}`;
    first = false;
  });
  lines.push(shown);
  return lines;
}

/** Long text on lines of at most `width` columns, cut between words (a word longer than a line is cut), the next lines after `indent`. */
export function wrapText(text: string, width: number, indent = ''): string[] {
  const room = Math.max(10, width - indent.length);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    for (let rest = word; rest !== ''; ) {
      const gap = line === '' ? '' : ' ';
      if (line.length + gap.length + rest.length <= room) {
        line += gap + rest;
        rest = '';
      } else if (line !== '') {
        lines.push(line);
        line = '';
      } else {
        // A word longer than the line breaks on a whole character or escape (a `\u202e` or an emoji split across two
        // lines showed `\u20` and `2e`, or two lone surrogate halves).
        const cut = Math.max(1, wholeCut(rest, room));
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines.map((l, i) => (i === 0 ? l : `${indent}${l}`));
}
