/** A standalone HTML coverage report: the dialog tree, unvisited nodes marked. */
import type { NormalizedDialogNode } from '../model/index.js';
import { CoverageCollector } from './coverage.js';
import type { CoverageCounts } from './coverage.js';
import { checkString, fail } from './args.js';
import { escapeHtml as esc } from './escape-html.js';
import { nodesByParent, siblingOrder } from './sibling-order.js';

export function coverageHtml(collector: CoverageCollector, title = 'parley dialog coverage'): string {
  if (!(collector instanceof CoverageCollector)) fail('coverageHtml', 'collector', 'a CoverageCollector', collector);
  checkString('coverageHtml', title, 'title');
  const nodes = collector.workspace.dialog_nodes;
  const children = nodesByParent(nodes);
  const item = (n: NormalizedDialogNode): string => {
    const ok = collector.isCovered(n);
    const label = n.title ?? n.dialog_node;
    // The words say it too, so the report reads without colour (printed, or to a colour-blind reader).
    return `<li class="${ok ? 'hit' : 'miss'}"><b>${esc(label)}</b><span class="mark">${ok ? '✓ visited' : '✗ not visited'}</span> <span class="type">${esc(n.type)}</span>${n.conditions ? ` <code>${esc(n.conditions)}</code>` : ''}`;
  };
  // The tree with a stack of its own, not by recursion: a workspace may nest its nodes thousands deep (20,000 overflowed
  // the call stack, hred20). Each node is shown once, so a parent cycle cannot loop.
  const render = (): string => {
    const out: string[] = [];
    const shown = new Set<string>();
    const work: (NormalizedDialogNode | string)[] = [];
    const pushChildren = (parent: string | undefined) => {
      const list = siblingOrder((children.get(parent) ?? []).filter((n) => !shown.has(n.dialog_node)));
      if (list.length === 0) return;
      for (const n of list) shown.add(n.dialog_node);
      work.push('</ul>');
      for (let i = list.length - 1; i >= 0; i--) work.push(list[i]);
      work.push('<ul>');
    };
    pushChildren(undefined);
    while (work.length > 0) {
      const next = work.pop()!;
      if (typeof next === 'string') {
        out.push(next);
        continue;
      }
      out.push(item(next));
      work.push('</li>');
      pushChildren(next.dialog_node);
    }
    return out.join('');
  };
  const summary = collector.summary();
  const pct = (c: CoverageCounts) => (c.total === 0 ? '–' : `${((100 * c.covered) / c.total).toFixed(1)}%`);
  // A bar per figure: a table keeps its columns on a phone, where the text summary's padded columns wrapped apart.
  const row = (label: string, c: CoverageCounts, sub = false) =>
    `<tr${sub ? ' class="sub"' : ''}><th scope="row">${esc(label)}</th><td class="n">${pct(c)}</td><td class="n">${c.covered}/${c.total}</td><td class="bar"><span style="width:${c.total === 0 ? 0 : Math.round((100 * c.covered) / c.total)}%"></span></td></tr>`;
  const rows = [
    row('nodes', summary.nodes),
    ...Object.entries(summary.byType)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([t, c]) => row(t, c, true)),
    row('response variations', summary.variations),
    row('jumps', summary.jumps),
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#222;max-width:1100px}
@media (max-width:600px){body{margin:1rem}}
h1{font-size:1.5rem;overflow-wrap:anywhere}
table{border-collapse:collapse;margin:1rem 0}th,td{padding:.2rem .6rem;border-bottom:1px solid #eee;text-align:left}
th{font-weight:600}tr.sub th{font-weight:normal;padding-left:1.6rem;color:#555}td.n{text-align:right;font-variant-numeric:tabular-nums}
td.bar{width:10rem}td.bar span{display:block;height:.6rem;background:#2e7d32;border-radius:2px;min-width:1px}td.bar{background:linear-gradient(#f3d6d3,#f3d6d3) no-repeat center/100% .6rem}
.legend{color:#555;margin:.5rem 0 1rem}.legend b{font-weight:600}
ul{list-style:none;padding-left:1.1rem;border-left:1px solid #ddd;margin:0}
body>ul{padding-left:0;border-left:0}
li{margin:.2rem 0}
.hit>b{color:#1b5e20}.miss>b{color:#b3261e}
.mark{font-size:.85em;margin-left:.4rem}.hit>.mark{color:#1b5e20}.miss>.mark{color:#b3261e}
.type{color:#666;font-size:.8em;border:1px solid #ddd;border-radius:3px;padding:0 .3rem;margin-left:.3rem}
code{background:#f1f1f1;padding:0 .3rem;border-radius:3px;overflow-wrap:anywhere}
</style></head><body>
<h1>${esc(title)}</h1>
<table><thead><tr><th>covered</th><th class="n">share</th><th class="n">count</th><th></th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p class="legend">The dialog tree in its order: <b style="color:#1b5e20">✓ visited</b> nodes were entered by a turn (a folder when a node inside it was), <b style="color:#b3261e">✗ not visited</b> nodes never were; each node shows its type and its condition.</p>
${render()}
</body></html>
`;
}
