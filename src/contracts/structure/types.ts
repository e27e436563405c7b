/** The elements of a document: sentences, list items, titles and table cells, each with its place in the html. */
import type { TextRange } from '../html/offsets.js';
import type { Location } from '../wire.js';

/** What an element is: a sentence, a list item, a title or a table cell. */
export const ELEMENT_KINDS = ['sentence', 'listItem', 'title', 'tableCell'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export interface DocElement {
  kind: ElementKind;
  /** Range of the document's text (see OffsetMap). */
  range: TextRange;
  location: Location;
  text: string;
  /** Index of the written block the element comes from. */
  block: number;
  /** Index of the innermost section holding it, -1 for none. */
  section: number;
  /** The element opens an item of a list: a `<li>`, or an inline "(a) ... (b) ..." enumeration. */
  item: boolean;
}
