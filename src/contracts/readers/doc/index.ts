/**
 * The DOC (Word 97-2003) reader, through word-extractor: the body text as paragraphs, table rows from
 * Word's cell marks, and the page count, author and date from the OLE summary. What a DOC cannot give
 * through it: run styles, heading levels and list markers (the text carries typed numbering only),
 * merged cells (every cell spans 1), the page of each paragraph (estimated from its position), and
 * manual line breaks (the library makes them paragraph ends; sentence continuations are joined back).
 */
import WordExtractor from 'word-extractor';
import { tooManyPages, unreadableDocument } from '../errors.js';
import { plausibleCompoundHeader } from './compound-file.js';
import type { ReadBlock, ReadCell, ReadDocument } from '../types.js';
import { summaryOf } from './summary.js';

export async function readDoc(bytes: Uint8Array, maxPages: number): Promise<ReadDocument> {
  let body: string;
  if (!plausibleCompoundHeader(bytes)) throw unreadableDocument('DOC', 'corrupt, truncated or encrypted');
  try {
    const extracted = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // Keep the document's own quotes and dashes (the library's default folds them to ASCII).
    body = extracted.getBody({ filterUnicode: false });
  } catch {
    throw unreadableDocument('DOC', 'corrupt, truncated or encrypted');
  }
  const summary = await summaryOf(bytes);
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const total = Math.max(1, body.length);
  const numPages = summary.pages ?? 1;
  if (numPages > maxPages) throw tooManyPages(numPages, maxPages);
  const blocks: ReadBlock[] = [];
  let offset = 0;
  let table: ReadCell[][] | undefined;
  let tablePage = 1;
  for (const line of lines) {
    const page = Math.min(numPages, 1 + Math.floor((offset / total) * numPages));
    offset += line.length + 1;
    // Word ends every cell with a cell mark (a tab here) and every row with one more: a row's line ends in a tab.
    if (line.endsWith('\t')) {
      const cells = line.slice(0, -1).split('\t');
      if (!table) {
        table = [];
        tablePage = page;
      }
      table.push(cells.map((text) => ({ runs: text.trim() === '' ? [] : [{ text: tidy(text), style: {} }], rowSpan: 1, colSpan: 1 })));
      continue;
    }
    if (table) {
      blocks.push({ kind: 'table', page: tablePage, rows: table });
      table = undefined;
    }
    const text = tidy(line);
    if (text === '') continue;
    // The library turns manual line breaks into paragraph ends: a line that continues a sentence (no
    // closing punctuation before it, a lowercase word first) joins the paragraph before.
    const last = blocks[blocks.length - 1];
    if (last?.kind === 'paragraph' && !/[.:;!?]["”’)]?$/.test(last.runs[0].text) && /^[a-z]/.test(text)) last.runs[0].text += ' ' + text;
    else blocks.push({ kind: 'paragraph', page, runs: [{ text, style: {} }] });
  }
  if (table) blocks.push({ kind: 'table', page: tablePage, rows: table });
  const doc: ReadDocument = { format: 'doc', numPages, blocks };
  if (summary.author !== undefined) doc.author = summary.author;
  if (summary.created !== undefined) doc.publicationDate = summary.created;
  return doc;
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
