/**
 * `ReadDocument` → `LayoutDocument`: every paragraph becomes a heading (opening a section), a list item or a plain
 * paragraph; sections nest by level (a heading closes every open section of its level or deeper).
 */
import type { ReadBlock, ReadDocument, ReadParagraph, TextRun } from '../readers/types.js';
import { collapseWhitespace, sanitizeText } from '../text.js';
import { ClauseGroups, clauseNumber } from './clause-groups.js';
import { layoutTable } from './grid.js';
import { allCaps, decimalLevel, matchHeading, type HeadingMatch } from './headings.js';
import { splitJoinedHeadings } from './joined-lines.js';
import { matchListMarker } from './markers.js';
import { allBold, runsText, splitRuns } from './runs.js';
import type { LayoutBlock, LayoutDocument, LayoutHeading, LayoutNode, LayoutSection } from './types.js';

const MAX_LEVEL = 9;

interface Paragraph {
  block: ReadParagraph;
  runs: TextRun[];
  text: string;
  marker: string;
  heading?: HeadingMatch;
}

function prepare(block: ReadParagraph): Paragraph | undefined {
  const runs = block.runs.map((run) => ({ text: sanitizeText(run.text), style: run.style }));
  const text = collapseWhitespace(runsText(runs));
  if (text === '') return undefined;
  const marker = block.listMarker ? collapseWhitespace(sanitizeText(block.listMarker)) : '';
  const found = matchHeading(marker ? `${marker} ${text}` : text, runs, block.outlineLevel);
  // A numbered item of a Word list is a heading only when styled as one: short plain items are still items.
  const plainItem = marker !== '' && block.outlineLevel === undefined && !allBold(runs) && !allCaps(text);
  return { block, runs, text, marker, ...(found && !plainItem ? { heading: found } : {}) };
}

export function buildLayout(doc: ReadDocument): LayoutDocument {
  const items: ReadBlock[] = doc.blocks.flatMap((block) => (block.kind === 'paragraph' ? splitJoinedHeadings(block) : [block]) as ReadBlock[]);
  const paragraphs = items.map((block) => (block.kind === 'paragraph' ? prepare(block) : undefined));
  const groups = new ClauseGroups();
  for (const p of paragraphs) {
    const number = p && !p.marker ? clauseNumber(p.text) : undefined;
    if (number !== undefined) groups.add(number, p!.heading !== undefined);
  }

  const children: LayoutNode[] = [];
  const open: LayoutSection[] = [];
  const add = (node: LayoutNode): void => {
    (open.length > 0 ? open[open.length - 1].children : children).push(node);
  };
  const openSection = (level: number, heading: LayoutHeading): void => {
    while (open.length > 0 && open[open.length - 1].level >= level) open.pop();
    const section: LayoutSection = { kind: 'section', level, heading, children: [] };
    add(section);
    open.push(section);
  };

  items.forEach((block, i) => {
    if (block.kind === 'table') {
      if (block.rows.some((row) => row.length > 0)) add(layoutTable(block, doc.format));
      return;
    }
    const p = paragraphs[i];
    if (!p) return;
    if (p.heading) {
      const level =
        p.heading.level === 'nested' ? Math.min(MAX_LEVEL, (open[open.length - 1]?.level ?? 0) + 1) : p.heading.level;
      const runs = p.marker ? [{ text: `${p.marker} `, style: p.runs[0]?.style ?? {} }, ...p.runs] : p.runs;
      openSection(level, { page: block.page, runs, ...(p.heading.number ? { number: p.heading.number } : {}) });
      return;
    }
    const number = p.marker ? undefined : clauseNumber(p.text);
    if (number !== undefined && groups.headsSection(number)) {
      const lead = p.runs.length > 0 ? runsText(p.runs).length - runsText(p.runs).trimStart().length : 0;
      const [title, rest] = splitRuns(p.runs, lead + number.length);
      openSection(decimalLevel(number), { page: block.page, runs: title, number, emptyTitle: true });
      const body = collapseWhitespace(runsText(rest)).replace(/^\.\s*/, '');
      if (body !== '') add(paragraphOrItem(block, rest, ''));
      return;
    }
    add(paragraphOrItem(block, p.runs, p.marker));
  });
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
