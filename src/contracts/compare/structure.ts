/**
 * What the comparison needs of one classified document: per element its comparison tokens and whether it
 * plays a structural role (a section title, a leading sentence, a list item), for `significant_elements`.
 */
import type { ClassifyReturn, Element } from '../wire.js';
import { comparisonTokens, wordCount } from './normalize.js';
import type { AlignItem } from './align.js';
import { partitionPoint } from '../../common/partition-point.js';

export interface ComparedElement extends AlignItem {
  element: Element;
  words: number;
  structural: boolean;
}

export function comparedElements(doc: ClassifyReturn): ComparedElement[] {
  const roles = new Set<number>();
  for (const t of doc.document_structure?.section_titles ?? []) roles.add(t.location.begin);
  for (const s of doc.document_structure?.leading_sentences ?? []) roles.add(s.location.begin);
  const inList = listItemTest(doc.document.html);
  return doc.elements.map((element) => {
    const tokens = comparisonTokens(element.text);
    const begin = element.location.begin;
    return {
      element,
      key: tokens.join(' '),
      tokens,
      words: wordCount(tokens),
      structural: roles.has(begin) || inList(begin),
    };
  });
}

/** A test "is this offset inside an `<li>`", built in one pass over the HTML (then a binary search). */
function listItemTest(html: string): (offset: number) => boolean {
  const spans: [number, number][] = [];
  const tag = /<(\/?)li\b/g;
  let depth = 0;
  let start = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[1] === '') {
      if (depth++ === 0) start = m.index;
    } else if (depth > 0 && --depth === 0) spans.push([start, m.index]);
  }
  if (depth > 0) spans.push([start, html.length]);
  return (offset) => {
    const lo = partitionPoint(0, spans.length, (i) => spans[i][1] <= offset);
    return lo < spans.length && spans[lo][0] <= offset;
  };
}
