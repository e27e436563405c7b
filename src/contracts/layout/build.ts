/**
 * `ReadDocument` → `LayoutDocument`: every paragraph becomes a heading (opening a section), a list item or a plain
 * paragraph; sections nest by level (a heading closes every open section of its level or deeper).
 */
import type { ReadDocument, ReadParagraph, TextRun } from '../readers/types.js';
import { collapseWhitespace, sanitizeText } from '../text.js';
import { layoutTable } from './grid.js';
import { allCaps, matchHeading } from './headings.js';
import { matchListMarker } from './markers.js';
import { allBold, runsText, splitRuns } from './runs.js';
import type { LayoutBlock, LayoutDocument, LayoutNode, LayoutSection } from './types.js';

const MAX_LEVEL = 9;

export function buildLayout(doc: ReadDocument): LayoutDocument {
  const children: LayoutNode[] = [];
  const open: LayoutSection[] = [];
  const add = (node: LayoutNode): void => {
    (open.length > 0 ? open[open.length - 1].children : children).push(node);
  };

  for (const block of doc.blocks) {
    if (block.kind === 'table') {
      if (block.rows.some((row) => row.length > 0)) add(layoutTable(block));
      continue;
    }
    const runs = block.runs.map((run) => ({ text: sanitizeText(run.text), style: run.style }));
    const text = collapseWhitespace(runsText(runs));
    if (text === '') continue;
    const marker = block.listMarker ? collapseWhitespace(sanitizeText(block.listMarker)) : '';
    const found = matchHeading(marker ? `${marker} ${text}` : text, runs, block.outlineLevel);
    // A numbered item of a Word list is a heading only when styled as one: short plain items are still items.
    const plainItem = marker !== '' && block.outlineLevel === undefined && !allBold(runs) && !allCaps(text);
    const heading = plainItem ? undefined : found;
    if (heading) {
      const level =
        heading.level === 'nested' ? Math.min(MAX_LEVEL, (open[open.length - 1]?.level ?? 0) + 1) : heading.level;
      while (open.length > 0 && open[open.length - 1].level >= level) open.pop();
      const headingRuns = marker ? [{ text: `${marker} `, style: runs[0]?.style ?? {} }, ...runs] : runs;
      const section: LayoutSection = {
        kind: 'section',
        level,
        heading: { page: block.page, runs: headingRuns, ...(heading.number ? { number: heading.number } : {}) },
        children: [],
      };
      add(section);
      open.push(section);
      continue;
    }
    add(paragraphOrItem(block, runs, marker));
  }
  return {
    format: doc.format,
    numPages: doc.numPages,
    ...(doc.title !== undefined ? { title: doc.title } : {}),
    ...(doc.author !== undefined ? { author: doc.author } : {}),
    ...(doc.publicationDate !== undefined ? { publicationDate: doc.publicationDate } : {}),
    children,
  };
}

function paragraphOrItem(block: ReadParagraph, runs: TextRun[], sourceMarker: string): LayoutBlock {
  const level = Math.max(0, Math.floor(block.listLevel ?? 0));
  if (sourceMarker) {
    return { kind: 'listItem', page: block.page, marker: sourceMarker, markerStyle: runs[0]?.style ?? {}, runs, level };
  }
  const found = matchListMarker(runsText(runs));
  if (found) {
    const [markerRuns, content] = splitRuns(runs, found.contentStart);
    const markerStyle = markerRuns.find((run) => run.text.trim() !== '')?.style ?? {};
    return { kind: 'listItem', page: block.page, marker: found.marker, markerStyle, runs: content, level };
  }
  return { kind: 'paragraph', page: block.page, runs, align: block.align ?? 'left' };
}
