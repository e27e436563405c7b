/**
 * A count of a part's elements before its tree is built, so that a part over a bound is refused in one pass over its
 * text, holding nothing: building the tree first cost 3.4 s of CPU and 480 MB for 2,000,001 elements, and a body of
 * 499,999 one-letter paragraphs (just under the element bound, 50 KB of DOCX) was read whole — 6.7 s, 780 MB — before
 * the paragraph bound refused it.
 *
 * Elements are counted as the parser counts them (a `<` followed by a name start, outside comments and CDATA; attribute
 * values in OOXML hold no `<` or `>`: the writers escape them); the body's blocks as the DOCX
 * reader makes them: each table cell (`w:tc`), and each paragraph (`w:p`) outside a cell that has content (a
 * self-closed `<w:p/>` is empty and never read as a paragraph). A paragraph with only properties is counted though
 * the reader drops it: the count is an upper bound on paragraphs written, met only by documents of 100,000 of them.
 */
import { MAX_BLOCKS } from '../limits.js';
import { MAX_XML_ELEMENTS, XmlLimitError } from './xml.js';

const NAME = /[A-Za-z_][\w.:-]{0,255}/y;

export interface Census {
  elements: number;
  blocks: number;
}

/**
 * Counts `text`'s elements and (`body`) blocks; throws an XmlLimitError as soon as one passes its bound (the bounds
 * are parameters for the tests only).
 */
export function checkPartCensus(text: string, body: boolean, bounds: Census = { elements: MAX_XML_ELEMENTS, blocks: MAX_BLOCKS }): Census {
  let elements = 0;
  let blocks = 0;
  let openCells = 0;
  // The next '>' at or after a tag's name, kept: tags are met in order, so the whole scan reads each '>' once (100,000
  // unclosed "<w:p" searched the rest of the text from each).
  let gt = -2;
  const tagEnd = (from: number): number => {
    if (gt !== -1 && gt < from) gt = text.indexOf('>', from);
    return gt < 0 ? text.length : gt;
  };
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    // Comments and CDATA hold no elements (as the parser reads them); an unterminated one ends the scan.
    const skipped = text.startsWith('<!--', lt) ? '-->' : text.startsWith('<![CDATA[', lt) ? ']]>' : undefined;
    if (skipped) {
      const end = text.indexOf(skipped, lt);
      if (end < 0) break;
      lt = end;
      continue;
    }
    const closing = text.charCodeAt(lt + 1) === 0x2f;
    NAME.lastIndex = lt + (closing ? 2 : 1);
    const name = NAME.exec(text)?.[0];
    if (name === undefined) continue;
    if (closing) {
      if (name === 'w:tc' && openCells > 0) openCells--;
      continue;
    }
    if (++elements > bounds.elements) throw new XmlLimitError(`more than ${bounds.elements} XML elements in one part`);
    if (!body || (name !== 'w:tc' && (name !== 'w:p' || openCells > 0))) continue;
    const selfClosed = text.charCodeAt(tagEnd(NAME.lastIndex) - 1) === 0x2f;
    if (name === 'w:tc') {
      blocks++;
      if (!selfClosed) openCells++;
    } else if (!selfClosed) blocks++;
    if (blocks > bounds.blocks) throw new XmlLimitError(`more than ${bounds.blocks} paragraphs and table cells`);
  }
  return { elements, blocks };
}
