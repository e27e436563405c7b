/**
 * Dialog coverage across a run: which nodes (by type), response variations and jumps were exercised.
 * Fed with every response of the run; reads only `output.nodes_visited`, `output.text` and the node ids of
 * `context.system._node_output_map`.
 */
import type { MessageResponse, NormalizedDialogNode, NormalizedWorkspace } from '../model/index.js';
import { checkArray, checkObject } from './args.js';
import { TERMINAL_WIDTH, wrapItems } from '../common/wrap.js';

export interface CoverageCounts {
  total: number;
  covered: number;
}

export interface CoverageSummary {
  nodes: CoverageCounts;
  byType: Record<string, CoverageCounts>;
  variations: CoverageCounts;
  jumps: CoverageCounts;
  /** Node ids never visited (folders count as visited when any node inside is). */
  unvisited: string[];
}

export class CoverageCollector {
  private readonly visited = new Set<string>();
  private readonly seenVariations = new Set<string>();
  private readonly takenJumps = new Set<string>();
  private readonly byId: Map<string, NormalizedDialogNode>;

  constructor(readonly workspace: NormalizedWorkspace) {
    checkObject('CoverageCollector', workspace, 'workspace', false);
    checkArray('CoverageCollector', (workspace as { dialog_nodes?: unknown }).dialog_nodes, 'workspace.dialog_nodes');
    this.byId = new Map(workspace.dialog_nodes.map((n) => [n.dialog_node, n]));
  }

  record(response: MessageResponse): void {
    const nodes = response.output?.nodes_visited ?? [];
    const texts = new Set(response.output?.text ?? []);
    nodes.forEach((id, i) => {
      this.visited.add(id);
      const node = this.byId.get(id);
      if (!node) return;
      variationsOf(node).forEach((v, k) => {
        if (texts.has(v) || (templatePrefix(v) !== '' && [...texts].some((t) => t.startsWith(templatePrefix(v))))) this.seenVariations.add(`${id}#${k}`);
      });
      const target = node.next_step?.behavior === 'jump_to' ? node.next_step.dialog_node : undefined;
      if (target && nodes.slice(i + 1).includes(target)) this.takenJumps.add(id);
    });
    // Before version 2018-02-16 nodes_visited leaves out response conditions (the default 2017-05-26 among them), so
    // a run answered by them all reported "response_condition 0.0%". The output map names every node whose output a
    // turn gave, whatever the version: a response condition that answered is in it.
    const system = response.context?.system;
    const outputMap = typeof system === 'object' && system !== null ? (system as { _node_output_map?: unknown })._node_output_map : undefined;
    if (typeof outputMap === 'object' && outputMap !== null) for (const id of Object.keys(outputMap)) if (this.byId.has(id)) this.visited.add(id);
  }

  summary(): CoverageSummary {
    const byType: Record<string, CoverageCounts> = {};
    const unvisited: string[] = [];
    let variations = 0;
    let jumps = 0;
    for (const node of this.workspace.dialog_nodes) {
      const covered = this.isCovered(node);
      const t = (byType[node.type] ??= { total: 0, covered: 0 });
      t.total++;
      if (covered) t.covered++;
      else unvisited.push(node.dialog_node);
      const n = variationsOf(node).length;
      if (n > 1) variations += n;
      if (node.next_step?.behavior === 'jump_to') jumps++;
    }
    const all = this.workspace.dialog_nodes.length;
    return {
      nodes: { total: all, covered: all - unvisited.length },
      byType,
      variations: { total: variations, covered: [...this.seenVariations].filter((k) => variationsOf(this.byId.get(k.slice(0, k.lastIndexOf('#')))!).length > 1).length },
      jumps: { total: jumps, covered: this.takenJumps.size },
      unvisited,
    };
  }

  isCovered(node: NormalizedDialogNode): boolean {
    if (this.visited.has(node.dialog_node)) return true;
    if (node.type !== 'folder') return false;
    return this.workspace.dialog_nodes.some((n) => n.parent === node.dialog_node && this.isCovered(n));
  }
}

function variationsOf(node: NormalizedDialogNode): string[] {
  const out: string[] = [...(node.output?.text?.values ?? [])];
  for (const g of node.output?.generic ?? []) {
    if (g.response_type === 'text' && g.selection_policy !== 'multiline') for (const v of g.values ?? []) if (typeof v.text === 'string') out.push(v.text);
  }
  return out;
}

/** The literal start of a templated text, used to recognize its rendering. */
function templatePrefix(text: string): string {
  const i = text.search(/<\?|\$|@|#/);
  if (i === -1) return '';
  return i >= 8 ? text.slice(0, i) : '';
}

export function formatCoverage(s: CoverageSummary): string {
  checkObject('formatCoverage', s, 'summary', false);
  // Nothing to cover (a workspace without jumps) reads as a dash, not as 100 %.
  const pct = (c: CoverageCounts) => (c.total === 0 ? '–' : `${((100 * c.covered) / c.total).toFixed(1)}%`);
  // One label column wide enough for the longest node type under its two-space indent, so the figures align.
  const row = (label: string, c: CoverageCounts) => `${label.padEnd(20)} ${pct(c).padStart(6)}  (${c.covered}/${c.total})`;
  const lines = [
    row('nodes', s.nodes),
    ...Object.entries(s.byType)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([t, c]) => row(`  ${t}`, c)),
    row('variations', s.variations),
    row('jumps', s.jumps),
  ];
  if (s.unvisited.length > 0) {
    const items = [...s.unvisited.slice(0, 20), ...(s.unvisited.length > 20 ? [`… (${s.unvisited.length - 20} more)`] : [])];
    // Twenty node ids on one line ran to 490 columns.
    lines.push(...wrapItems('unvisited: ', 'unvisited: ', items, ', ', TERMINAL_WIDTH));
  }
  return lines.join('\n');
}
