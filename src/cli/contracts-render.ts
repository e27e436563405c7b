/** Readable summaries of the contract service's answers for `parley contracts` (colour optional). */
import type { ClassifyReturn, CompareReturn, HTMLReturn, TableReturn, BatchStatus } from '../contracts/index.js';
import { paint, type RenderStyle } from './render.js';
import { counted } from './plural.js';
import { TERMINAL_WIDTH, wrapItems, wrapText } from '../common/wrap.js';
import { terminalSafe, wholeCut } from '../common/terminal-safe.js';

/** `Obligation 344`, `Right 118`, ...: each value with its count, most frequent first. */
function tally(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return sorted.length === 0 ? ['(none)'] : sorted.map(([k, n]) => `${k} ${n}`);
}

/** The width summaries are wrapped to: a terminal's own, else 80 columns (a pipe, a file, a CI log). */
export const SUMMARY_WIDTH = TERMINAL_WIDTH;

const heading = (style: RenderStyle, text: string) => paint(style, 'bold', text);

/**
 * A document's words (or a classify result's, which compare reads from a file of any origin) on the terminal: its
 * whitespace as one space, as the summaries wrap it, and what a terminal acts on escaped. A U+202E in a document
 * reversed the rest of the preview's line; an element text with `ESC]0;…BEL` set the window title (hred25).
 */
const shown = (text: string): string => terminalSafe(text.replace(/\s+/g, ' '));

/** The words a reader sees: the head (title, style sheet) and scripts left out, tags dropped, the common entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(head|style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => HTML_ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

export function renderHtml(r: HTMLReturn, style: RenderStyle): string[] {
  const text = shown(visibleText(r.html));
  return [
    `${heading(style, 'title')}  ${shown(r.title)}`,
    `${heading(style, 'pages')}  ${r.num_pages}${r.author ? `   ${heading(style, 'author')} ${shown(String(r.author))}` : ''}${r.publication_date ? `   ${heading(style, 'published')} ${shown(r.publication_date)}` : ''}`,
    `${heading(style, 'html')}   ${r.html.length} characters`,
    // The preview wraps like every summary: one 300-character line ran past the terminal's edge.
    ...wrapText(text.length > 300 ? `${text.slice(0, wholeCut(text, 300))}…` : text, style.width ?? SUMMARY_WIDTH).map((line) => paint(style, 'dim', line)),
  ];
}

export function renderClassify(r: ClassifyReturn, style: RenderStyle): string[] {
  const width = style.width ?? SUMMARY_WIDTH;
  const lines = wrapItems('document  ', `${heading(style, 'document')}  `, [shown(r.document.title), `(${shown(r.model_id)} ${shown(r.model_version)})`], ' ', width, (i) => (i.startsWith('(') ? paint(style, 'dim', i) : i));
  const labelled = r.elements.filter((e) => e.types.length > 0 || e.categories.length > 0).length;
  lines.push(`${heading(style, 'elements')}  ${r.elements.length} (${labelled} labelled)`);
  lines.push(...wrapItems('  by nature:   ', '  by nature:   ', tally(r.elements.flatMap((e) => e.types.map((t) => shown(t.label.nature)))), ', ', width));
  lines.push(...wrapItems('  by category: ', '  by category: ', tally(r.elements.flatMap((e) => e.categories.map((c) => shown(c.label)))), ', ', width));
  lines.push(`${heading(style, 'parties')}`);
  if (r.parties.length === 0) lines.push('  (none)');
  // Names in a column, so the roles line up; a name longer than the column has its own line, its role under it in the
  // column ("FEDERAL BUREAU OF INVESTIGATION AND INTERPOL" pushed its role out of line).
  const parties = r.parties.map((p) => ({ ...p, party: shown(p.party) }));
  const column = parties.reduce((widest, p) => Math.max(widest, Math.min(40, p.party.length)), 0);
  for (const p of parties) {
    const role = `${shown(p.role)} (${shown(p.importance)})`;
    const name = paint(style, p.importance === 'Primary' ? 'cyan' : 'dim', p.party.padEnd(column));
    if (p.party.length <= column) lines.push(`  ${name}  ${role}`);
    else lines.push(`  ${name}`, `  ${' '.repeat(column)}  ${role}`);
  }
  const facts: [string, { text: string; confidence_level: string }[]][] = [
    ['effective dates', r.effective_dates],
    ['termination dates', r.termination_dates],
    ['contract amounts', r.contract_amounts],
    ['contract terms', r.contract_terms],
    ['payment terms', r.payment_terms],
  ];
  for (const [name, list] of facts) {
    if (list.length === 0) continue;
    // The same words found twice at one confidence are one item, counted.
    const counts = new Map<string, { fact: { text: string; confidence_level: string }; n: number }>();
    for (const f of list) {
      const key = `${f.text}\u0000${f.confidence_level}`;
      const seen = counts.get(key);
      if (seen) seen.n++;
      else counts.set(key, { fact: f, n: 1 });
    }
    const items = [...counts.values()].map(({ fact, n }) => `${shown(fact.text)} (${shown(fact.confidence_level)})${n > 1 ? ` ×${n}` : ''}`);
    const dimConfidence = (item: string) => item.replace(/ (\((?:High|Medium|Low)\)(?: ×\d+)?)$/, (_, tail: string) => ` ${paint(style, 'dim', tail)}`);
    // On one line when they fit, else one per line: a fact cut across two lines reads as two.
    const oneLine = wrapItems(`${name}  `, `${heading(style, name)}  `, items, '; ', width, dimConfidence);
    if (oneLine.length === 1) lines.push(...oneLine);
    else lines.push(heading(style, name), ...items.map((item) => `  ${dimConfidence(item)}`));
  }
  lines.push(`${heading(style, 'structure')}  ${counted(r.document_structure.section_titles.length, 'section title')}, ${counted(r.tables.length, 'table')}`);
  return lines;
}

export function renderTables(r: TableReturn, style: RenderStyle): string[] {
  const lines = [`${heading(style, 'document')}  ${shown(r.document.title)}`, `${heading(style, 'tables')}  ${r.tables.length}`];
  r.tables.forEach((t, i) => {
    const cells = [...t.body_cells, ...t.row_headers, ...t.column_headers, ...t.table_headers];
    const rows = cells.reduce((m, c) => Math.max(m, c.row_index_end + 1), 0);
    const cols = cells.reduce((m, c) => Math.max(m, c.column_index_end + 1), 0);
    const title = t.title?.text ?? t.section_title?.text ?? '';
    lines.push(`  ${i + 1}. ${rows}×${cols}, ${t.body_cells.length} body cells${title ? ` — ${shown(title)}` : ''}`);
  });
  return lines;
}

/** A diff view: changed pairs as -/+ lines, then the elements only one document has. */
export function renderCompare(r: CompareReturn, style: RenderStyle): string[] {
  const [a, b] = r.documents.map((d) => shown(d.label ?? ''));
  const changed = r.aligned_elements.filter((e) => !e.identical_text);
  const lines = [
    `${heading(style, 'compared')}  ${paint(style, 'red', `- ${a}`)}  ${paint(style, 'green', `+ ${b}`)}`,
    `${r.aligned_elements.length} aligned (${r.aligned_elements.length - changed.length} identical, ${changed.length} changed), ${r.unaligned_elements.length} unaligned`,
  ];
  const width = style.width ?? SUMMARY_WIDTH;
  // A long element wraps under its own text, so the -/+ column stays clear.
  const signed = (sign: '-' | '+', text: string, marked: ReadonlySet<number> = new Set()) =>
    markWords(wrapText(text, width, '  '), text, marked, style).map((l, i) => paint(style, sign === '-' ? 'red' : 'green', i === 0 ? `${sign} ${l}` : l));
  for (const e of changed) {
    const [x, y] = e.element_pair.map((element) => shown(element.text));
    // In colour, the words that differ stand out (in reverse video): in a 180-character clause, '2020' against '2019' was hard to find.
    const [gone, added] = style.color ? changedWords(words(x), words(y)) : [new Set<number>(), new Set<number>()];
    lines.push('', ...signed('-', x, gone), ...signed('+', y, added));
  }
  const only = (label: string, sign: '-' | '+') => r.unaligned_elements.filter((u) => shown(u.document_label) === label).flatMap((u) => signed(sign, shown(u.text)));
  const onlyA = only(a, '-');
  const onlyB = only(b, '+');
  if (onlyA.length > 0) lines.push('', heading(style, `only in ${a}`), ...onlyA);
  if (onlyB.length > 0) lines.push('', heading(style, `only in ${b}`), ...onlyB);
  return lines;
}

const words = (text: string): string[] => text.split(/\s+/).filter((w) => w !== '');

/** Past this many word pairs, no words are marked: the LCS table stays small whatever the clause. */
const MAX_DIFF_CELLS = 250_000;

/** The indexes of the words of `a` and of `b` outside their longest common subsequence of words. */
export function changedWords(a: readonly string[], b: readonly string[]): [Set<number>, Set<number>] {
  if (a.length * b.length > MAX_DIFF_CELLS) return [new Set(), new Set()];
  const table = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  }
  const gone = new Set<number>();
  const added = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) gone.add(i++);
    else added.add(j++);
  }
  while (i < a.length) gone.add(i++);
  while (j < b.length) added.add(j++);
  return [gone, added];
}

/** The wrapped lines of `text` with the words whose index is in `marked` in reverse video (a word cut across lines, each piece). */
function markWords(lines: readonly string[], text: string, marked: ReadonlySet<number>, style: RenderStyle): string[] {
  if (!style.color || marked.size === 0) return [...lines];
  const all = words(text);
  let w = 0;
  let offset = 0;
  return lines.map((line) => {
    const indent = /^ */.exec(line)![0];
    const pieces = line.slice(indent.length).split(' ');
    return `${indent}${pieces
      .map((piece) => {
        const mark = marked.has(w);
        offset += piece.length;
        if (offset >= (all[w]?.length ?? 0)) {
          w++;
          offset = 0;
        }
        return mark ? `\u001b[7m${piece}\u001b[27m` : piece;
      })
      .join(' ')}`;
  });
}

/** `[#####.....] 5/10 done (1 failed)`, sized to fit. */
export function progressBar(s: BatchStatus, width = 30): string {
  const c = s.document_counts;
  const done = c.successful + c.failed;
  const filled = c.total === 0 ? width : Math.round((done / c.total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${c.total} ${s.status}${c.failed > 0 ? ` (${c.failed} failed)` : ''}`;
}
