/** A standalone HTML coverage report: the dialog tree, unvisited nodes marked. */
import type { NormalizedDialogNode } from '../model/index.js';
import { CoverageCollector } from './coverage.js';
import { formatCoverage } from './coverage.js';
import { checkString, fail } from './args.js';

export function coverageHtml(collector: CoverageCollector, title = 'parley dialog coverage'): string {
  if (!(collector instanceof CoverageCollector)) fail('coverageHtml', 'collector', 'a CoverageCollector', collector);
  checkString('coverageHtml', title, 'title');
  const nodes = collector.workspace.dialog_nodes;
  const children = new Map<string | undefined, NormalizedDialogNode[]>();
  for (const n of nodes) {
    const list = children.get(n.parent) ?? [];
    list.push(n);
    children.set(n.parent, list);
  }
  const ordered = (list: NormalizedDialogNode[]) => {
    const byPrev = new Map(list.map((n) => [n.previous_sibling, n]));
    const out: NormalizedDialogNode[] = [];
    let cur = byPrev.get(undefined);
    const seen = new Set<string>();
    while (cur && !seen.has(cur.dialog_node)) {
      seen.add(cur.dialog_node);
      out.push(cur);
      cur = byPrev.get(cur.dialog_node);
    }
    return [...out, ...list.filter((n) => !seen.has(n.dialog_node))];
  };
  const render = (parent: string | undefined): string => {
    const list = children.get(parent);
    if (!list) return '';
    return `<ul>${ordered(list)
      .map((n) => {
        const ok = collector.isCovered(n);
        const label = n.title ?? n.dialog_node;
        return `<li class="${ok ? 'hit' : 'miss'}"><span class="type">${esc(n.type)}</span> <b>${esc(label)}</b>${n.conditions ? ` <code>${esc(n.conditions)}</code>` : ''}${render(n.dialog_node)}</li>`;
      })
      .join('')}</ul>`;
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#222}
pre{background:#f6f6f6;padding:1rem;border-radius:6px;white-space:pre-wrap;overflow-wrap:anywhere}
ul{list-style:none;padding-left:1.2rem;border-left:1px solid #ddd}
li{margin:.15rem 0}
.hit>b{color:#176c2e}.miss>b{color:#b3261e}.miss>b::after{content:" — not visited";font-weight:normal;font-size:.85em}
.type{display:inline-block;min-width:7.5rem;color:#777;font-size:.8em}
code{background:#f1f1f1;padding:0 .3rem;border-radius:3px;overflow-wrap:anywhere}
</style></head><body>
<h1>${esc(title)}</h1>
<pre>${esc(formatCoverage(collector.summary()))}</pre>
${render(undefined)}
</body></html>
`;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
