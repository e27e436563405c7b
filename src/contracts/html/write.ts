/**
 * The html writer: the service's document shape (XML prolog, head with publication date, page count, title and the
 * font classes, then `<p>`, `<section data-level id>` with `<span class="title">`, `<ul>`/`<li>` with
 * `<span class="number">`, `<table><tbody><tr><td colspan rowspan>`), recording where every piece of text lands.
 */
import type { TextRun, TextStyle } from '../readers/types.js';
import type { LayoutDocument, LayoutListItem, LayoutNode, LayoutSection, LayoutTable } from '../layout/types.js';
import { HtmlBuilder } from './builder.js';
import { nestLists } from './list-nesting.js';
import { escapeAttribute, escapeText } from './escape.js';
import { StyleSheet } from './styles.js';
import type { WrittenBlock, WrittenCell, WrittenDocument, WrittenSection, WrittenTable } from './types.js';

const PROLOG = "<?xml version='1.0' encoding='UTF-8' standalone='yes'?><html>\n";

/** Runs as they are written: neighbours of one class merge, and a class change never falls inside a word. */
function spansOf(runs: readonly TextRun[], styles: StyleSheet): { text: string; className: string }[] {
  const spans: { text: string; className: string; style: TextStyle }[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = spans[spans.length - 1];
    const className = styles.use(run.style);
    // Readers of the html (and the service's own offsets) see a tag as a word break: a style change inside a word
    // keeps the first style instead of splitting the word.
    const midWord = last !== undefined && /\S$/.test(last.text) && /^\S/.test(run.text);
    if (last && (last.className === className || midWord)) last.text += run.text;
    else spans.push({ text: run.text, className, style: run.style });
  }
  return spans;
}

class Writer {
  readonly out = new HtmlBuilder();
  readonly styles = new StyleSheet();
  readonly blocks: WrittenBlock[] = [];
  readonly sections: WrittenSection[] = [];
  readonly tables: WrittenTable[] = [];
  private listCount = 0;
  private usedIds = new Set<string>();
  /**
   * The next suffix to try for each wanted id. Counting from 2 each time made a document of 10,000 sections numbered
   * "1.1" quadratic (50 million probes, 95 s of CPU for 20,000: hred30); the ids are the same.
   */
  private nextSuffix = new Map<string, number>();

  runs(runs: readonly TextRun[]): void {
    for (const span of spansOf(runs, this.styles)) {
      this.out.markup(`<span class="${span.className}">`);
      this.out.text(span.text);
      this.out.markup('</span>');
    }
  }

  nodes(nodes: readonly LayoutNode[], section: number): void {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (node.kind === 'listItem') {
        let j = i;
        while (j < nodes.length && nodes[j].kind === 'listItem') j++;
        this.list(nodes.slice(i, j) as LayoutListItem[], section);
        i = j - 1;
      } else if (node.kind === 'section') this.section(node, section);
      else if (node.kind === 'table') this.table(node, section);
      else {
        this.out.markup(`<p text-alignment="${node.align}">`);
        this.block('paragraph', section, () => this.runs(node.runs));
        this.out.markup('</p>');
      }
    }
  }

  block(kind: WrittenBlock['kind'], section: number, write: () => void, extra: Partial<WrittenBlock> = {}): number {
    this.out.boundary();
    const start = this.out.textOffset;
    write();
    this.blocks.push({ kind, range: { start, end: this.out.textOffset }, section, ...extra });
    return this.blocks.length - 1;
  }

  sectionId(section: LayoutSection): string {
    const wanted = section.heading.number?.replace(/\s+/g, '') || String(this.sections.length + 1);
    let id = wanted;
    let n = this.nextSuffix.get(wanted) ?? 2;
    for (; this.usedIds.has(id); n++) id = `${wanted}-${n}`;
    this.nextSuffix.set(wanted, n);
    this.usedIds.add(id);
    return id;
  }

  section(section: LayoutSection, parent: number): void {
    const index = this.sections.length;
    const id = this.sectionId(section);
    this.sections.push({ level: section.level, parent, title: -1 });
    this.out.markup(`<section data-level="${section.level}" id="${escapeAttribute(id)}"><p text-alignment="left">`);
    this.out.markup(section.heading.emptyTitle ? '<span class="title" data-empty-title="true">' : '<span class="title">');
    this.sections[index].title = this.block('title', index, () => this.runs(section.heading.runs));
    this.out.markup('</span></p>');
    this.nodes(section.children, index);
    this.out.markup('</section>');
  }

  /** A run of consecutive items: one `<ul>` per list `nestLists` finds in it, written one after the other. */
  list(items: readonly LayoutListItem[], section: number): void {
    const places = nestLists(items.map((item) => item.marker));
    const first = this.listCount;
    // A loop, not Math.max(...): a run of 120,000 items or more would overflow the call's arguments (a stack error).
    this.listCount += places.reduce((lists, p) => Math.max(lists, p.list + 1), 0);
    items.forEach((item, i) => {
      const place = places[i];
      if (i === 0 || places[i - 1].list !== place.list) this.out.markup(`${i === 0 ? '' : '</ul>'}<ul style="list-style-type: none;">`);
      this.out.markup('<li>');
      let contentStart = 0;
      this.block(
        'listItem',
        section,
        () => {
          this.out.markup(`<span class="number"><span class="${this.styles.use(item.markerStyle)}">`);
          this.out.text(`${item.marker} `);
          this.out.markup('</span></span>');
          contentStart = this.out.textOffset;
          this.runs(item.runs);
        },
        { list: first + place.list, ...(place.led ? {} : { listLed: false }) },
      );
      this.blocks[this.blocks.length - 1].contentStart = contentStart;
      this.out.markup('</li>');
    });
    this.out.markup('</ul>');
  }

  table(table: LayoutTable, section: number): void {
    const index = this.tables.length;
    const cells: WrittenCell[] = [];
    const rowCount = table.rows.length;
    this.out.markup('<table><tbody>');
    for (const row of table.rows) {
      this.out.markup('<tr>');
      for (const cell of row) {
        this.out.markup(`<td colspan="${cell.colSpan}" rowspan="${cell.rowSpan}">`);
        const block = this.block('cell', section, () => this.runs(cell.runs), { table: index });
        cells.push({ block, row: cell.row, column: cell.column, rowSpan: cell.rowSpan, colSpan: cell.colSpan });
        this.out.markup('</td>');
      }
      this.out.markup('</tr>');
    }
    this.out.markup('</tbody></table>');
    const first = cells[0]?.block ?? this.blocks.length;
    const last = cells[cells.length - 1]?.block ?? this.blocks.length;
    this.tables.push({
      layout: table,
      section,
      cells,
      rowCount,
      columnCount: table.columnCount,
      range: { start: this.blocks[first]?.range.start ?? 0, end: this.blocks[last]?.range.end ?? 0 },
      firstBlock: first,
      lastBlock: last,
    });
  }
}

function head(doc: LayoutDocument, css: string): string {
  const date = doc.publicationDate ? `<meta content="${escapeAttribute(doc.publicationDate)}" name="publicationdate"/>` : '';
  const title = escapeText(doc.title ?? 'no title');
  return (
    `${PROLOG}<head>\n    <meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/>${date}` +
    `<meta content="${doc.numPages}" name="numPages"/><title>${title}</title><style>/**/\n${css}\n/**/</style></head>\n<body>`
  );
}

export function writeHtml(doc: LayoutDocument): WrittenDocument {
  const writer = new Writer();
  writer.nodes(doc.children, -1);
  const { html, offsets } = writer.out.finish(head(doc, writer.styles.css()), '</body></html>');
  return { html, offsets, blocks: writer.blocks, sections: writer.sections, tables: writer.tables };
}
