/**
 * Elements from the written blocks: a title is one element; paragraphs, list items and table cells are cut into
 * sentences. Sorted by position and non-overlapping by construction (blocks are written in order).
 */
import type { ElementKind } from './types.js';
import type { WrittenBlock, WrittenDocument } from '../html/types.js';
import { splitSentences } from './sentences.js';
import type { DocElement } from './types.js';

const KIND: Record<WrittenBlock['kind'], ElementKind> = {
  title: 'title',
  paragraph: 'sentence',
  listItem: 'listItem',
  cell: 'tableCell',
};

const INLINE_ITEM = /^\(?([a-z]|[ivxlc]{1,6}|\d{1,2})\)/;

export function findElements(doc: WrittenDocument): DocElement[] {
  const { offsets } = doc;
  const text = offsets.text;
  const elements: DocElement[] = [];
  doc.blocks.forEach((block, index) => {
    const ranges = block.kind === 'title' ? [offsets.trim(block.range)] : splitSentences(text, block.range);
    ranges.forEach((range, i) => {
      if (range.end <= range.start) return;
      const elementText = offsets.textOf(range);
      const kind: ElementKind = block.kind === 'listItem' && i > 0 ? 'sentence' : KIND[block.kind];
      elements.push({
        kind,
        range,
        location: offsets.locate(range),
        text: elementText,
        block: index,
        section: block.section,
        item: block.kind === 'listItem' ? i === 0 : i > 0 && block.kind !== 'title' && INLINE_ITEM.test(elementText),
      });
    });
  });
  return elements;
}
