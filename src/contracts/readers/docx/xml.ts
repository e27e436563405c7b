/**
 * A small, strict-enough XML reader for OOXML parts: elements, attributes, text and the five entities
 * plus character references. Namespaces stay as written prefixes (`w:p`), which is how OOXML parts are
 * always produced. Malformed input throws an XmlError instead of producing a partial tree silently.
 */

import { MAX_BLOCKS } from '../limits.js';
import { decodeEntities } from './entities.js';

export class XmlError extends Error {}

/** Malformed by size, not by syntax: more elements or deeper nesting than a document part has (a 413, not a 400). */
export class XmlLimitError extends XmlError {}

/**
 * Bounds of one part. A 1.5 MiB DOCX of text holds about 15 MB of XML, some 300,000 elements nested a few dozen deep;
 * 90 KB of deflate made 3.6 million (900,000 one-letter paragraphs: 23 s and 1.4 GB to read), and 100,000 nested
 * elements overflowed the stack of every recursive walk of the tree. Tables take far more elements than text: Word
 * writes a cell in about 15 (cell, width, paragraph, run, their properties, fonts, sizes), so a 140-page price schedule
 * of 45 × 10 cells a page (705 KB, 63,000 cells) held 1.03 million and was refused at a bound of 1,000,000 (review
 * hrev5). The bound is the most cells a document may have (MAX_BLOCKS) at ELEMENTS_PER_CELL each: a document the
 * block limit takes is not refused here first (2 million elements parse in about 8 s and 550 MB).
 */
export const ELEMENTS_PER_CELL = 20;
export const MAX_XML_ELEMENTS = ELEMENTS_PER_CELL * MAX_BLOCKS;
export const MAX_XML_DEPTH = 256;

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let at = 0;
  let elements = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    if (lt < 0) {
      addText(stack[stack.length - 1], text.slice(at));
      break;
    }
    if (lt > at) addText(stack[stack.length - 1], text.slice(at, lt));
    if (text.startsWith('<?', lt)) at = skipTo(text, '?>', lt);
    else if (text.startsWith('<!--', lt)) at = skipTo(text, '-->', lt);
    else if (text.startsWith('<![CDATA[', lt)) {
      const end = skipTo(text, ']]>', lt);
      stack[stack.length - 1].children.push(text.slice(lt + 9, end - 3));
      at = end;
    } else if (text.startsWith('<!', lt)) at = skipTo(text, '>', lt);
    else if (text.startsWith('</', lt)) {
      const end = skipTo(text, '>', lt);
      const name = text.slice(lt + 2, end - 1).trim();
      const open = stack.pop();
      if (!open || open.name !== name || stack.length === 0) throw new XmlError(`unexpected </${name}>`);
      at = end;
    } else {
      NAME.lastIndex = lt + 1;
      const match = NAME.exec(text);
      if (!match) throw new XmlError(`bad tag at ${lt}`);
      if (++elements > MAX_XML_ELEMENTS) throw new XmlLimitError(`more than ${MAX_XML_ELEMENTS} XML elements in one part`);
      const element: XmlElement = { name: match[0], attrs: {}, children: [] };
      let pos = NAME.lastIndex;
      for (;;) {
        ATTRIBUTE.lastIndex = pos;
        const attr = ATTRIBUTE.exec(text);
        if (!attr) break;
        element.attrs[attr[1]] = decodeEntities(attr[2] ?? attr[3]);
        pos = ATTRIBUTE.lastIndex;
      }
      while (pos < text.length && /\s/.test(text[pos])) pos++;
      stack[stack.length - 1].children.push(element);
      if (text.startsWith('/>', pos)) at = pos + 2;
      else if (text[pos] === '>') {
        if (stack.length > MAX_XML_DEPTH) throw new XmlLimitError(`XML elements nested more than ${MAX_XML_DEPTH} deep`);
        stack.push(element);
        at = pos + 1;
      } else throw new XmlError(`bad tag <${element.name}> at ${lt}`);
    }
  }
  if (stack.length !== 1) throw new XmlError(`unclosed <${stack[stack.length - 1].name}> (truncated?)`);
  const top = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!top) throw new XmlError('no root element');
  return top;
}

function skipTo(text: string, end: string, from: number): number {
  const at = text.indexOf(end, from);
  if (at < 0) throw new XmlError('unterminated markup (truncated?)');
  return at + end.length;
}

function addText(parent: XmlElement, raw: string): void {
  if (parent.name === '#document') return;
  parent.children.push(decodeEntities(raw));
}

/** Child elements, optionally only those named `name`. */
export function childrenOf(element: XmlElement | undefined, name?: string): XmlElement[] {
  if (!element) return [];
  return element.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name));
}

export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === name);
}

/** The concatenated text content of an element. */
export function textContent(element: XmlElement | undefined): string {
  if (!element) return '';
  return element.children.map((c) => (typeof c === 'string' ? c : textContent(c))).join('');
}
