/** Readable summaries of the contract service's answers for `parley contracts` (colour optional). */
import type { ClassifyReturn, CompareReturn, HTMLReturn, TableReturn, BatchStatus } from '../contracts/index.js';
import { paint, type RenderStyle } from './render.js';

function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return sorted.length === 0 ? '(none)' : sorted.map(([k, n]) => `${k} ${n}`).join(', ');
}

const heading = (style: RenderStyle, text: string) => paint(style, 'bold', text);

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
  const text = visibleText(r.html);
  return [
    `${heading(style, 'title')}  ${r.title}`,
    `${heading(style, 'pages')}  ${r.num_pages}${r.author ? `   ${heading(style, 'author')} ${r.author}` : ''}${r.publication_date ? `   ${heading(style, 'published')} ${r.publication_date}` : ''}`,
    `${heading(style, 'html')}   ${r.html.length} characters`,
    paint(style, 'dim', text.length > 300 ? `${text.slice(0, 300)}…` : text),
  ];
}

export function renderClassify(r: ClassifyReturn, style: RenderStyle): string[] {
  const lines = [`${heading(style, 'document')}  ${r.document.title}  ${paint(style, 'dim', `(${r.model_id} ${r.model_version})`)}`];
  const labelled = r.elements.filter((e) => e.types.length > 0 || e.categories.length > 0).length;
  lines.push(`${heading(style, 'elements')}  ${r.elements.length} (${labelled} labelled)`);
  lines.push(`  by nature:   ${tally(r.elements.flatMap((e) => e.types.map((t) => t.label.nature)))}`);
  lines.push(`  by category: ${tally(r.elements.flatMap((e) => e.categories.map((c) => c.label)))}`);
  lines.push(`${heading(style, 'parties')}`);
  if (r.parties.length === 0) lines.push('  (none)');
  for (const p of r.parties) lines.push(`  ${paint(style, p.importance === 'Primary' ? 'cyan' : 'dim', p.party)}  ${p.role} (${p.importance})`);
  const facts: [string, { text: string; confidence_level: string }[]][] = [
    ['effective dates', r.effective_dates],
    ['termination dates', r.termination_dates],
    ['contract amounts', r.contract_amounts],
    ['contract terms', r.contract_terms],
    ['payment terms', r.payment_terms],
  ];
  for (const [name, list] of facts) {
    if (list.length === 0) continue;
    lines.push(`${heading(style, name)}  ${list.map((f) => `${f.text} ${paint(style, 'dim', `(${f.confidence_level})`)}`).join('; ')}`);
  }
  lines.push(`${heading(style, 'structure')}  ${r.document_structure.section_titles.length} section titles, ${r.tables.length} tables`);
  return lines;
}

export function renderTables(r: TableReturn, style: RenderStyle): string[] {
  const lines = [`${heading(style, 'document')}  ${r.document.title}`, `${heading(style, 'tables')}  ${r.tables.length}`];
  r.tables.forEach((t, i) => {
    const cells = [...t.body_cells, ...t.row_headers, ...t.column_headers, ...t.table_headers];
    const rows = cells.reduce((m, c) => Math.max(m, c.row_index_end + 1), 0);
    const cols = cells.reduce((m, c) => Math.max(m, c.column_index_end + 1), 0);
    const title = t.title?.text ?? t.section_title?.text ?? '';
    lines.push(`  ${i + 1}. ${rows}×${cols}, ${t.body_cells.length} body cells${title ? ` — ${title}` : ''}`);
  });
  return lines;
}

/** A diff view: changed pairs as -/+ lines, then the elements only one document has. */
export function renderCompare(r: CompareReturn, style: RenderStyle): string[] {
  const [a, b] = r.documents.map((d) => d.label ?? '');
  const changed = r.aligned_elements.filter((e) => !e.identical_text);
  const lines = [
    `${heading(style, 'compared')}  ${paint(style, 'red', `- ${a}`)}  ${paint(style, 'green', `+ ${b}`)}`,
    `${r.aligned_elements.length} aligned (${r.aligned_elements.length - changed.length} identical, ${changed.length} changed), ${r.unaligned_elements.length} unaligned`,
  ];
  for (const e of changed) {
    const [x, y] = e.element_pair;
    lines.push('', paint(style, 'red', `- ${x.text}`), paint(style, 'green', `+ ${y.text}`));
  }
  const only = (label: string, sign: '-' | '+') => r.unaligned_elements.filter((u) => u.document_label === label).map((u) => paint(style, sign === '-' ? 'red' : 'green', `${sign} ${u.text}`));
  const onlyA = only(a, '-');
  const onlyB = only(b, '+');
  if (onlyA.length > 0) lines.push('', heading(style, `only in ${a}`), ...onlyA);
  if (onlyB.length > 0) lines.push('', heading(style, `only in ${b}`), ...onlyB);
  return lines;
}

/** `[#####.....] 5/10 done (1 failed)`, sized to fit. */
export function progressBar(s: BatchStatus, width = 30): string {
  const c = s.document_counts;
  const done = c.successful + c.failed;
  const filled = c.total === 0 ? width : Math.round((done / c.total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${c.total} ${s.status}${c.failed > 0 ? ` (${c.failed} failed)` : ''}`;
}
