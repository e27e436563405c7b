import type { NormalizedDialogNode, NormalizedWorkspace } from '../../model/index.js';
import type { LintContext } from './types.js';

export function createLintContext(workspace: NormalizedWorkspace): LintContext {
  const nodes = workspace.dialog_nodes;
  const byId = new Map(nodes.map((n) => [n.dialog_node, n]));
  const indexOf = new Map(nodes.map((n, i) => [n.dialog_node, i]));
  const groups = new Map<string | undefined, NormalizedDialogNode[]>();
  for (const n of nodes) {
    const list = groups.get(n.parent) ?? [];
    list.push(n);
    groups.set(n.parent, list);
  }
  const children = new Map<string | undefined, NormalizedDialogNode[]>();
  for (const [parent, list] of groups) children.set(parent, siblingOrder(list));
  const jumpTargets = new Set<string>();
  for (const n of nodes) if (n.next_step?.behavior === 'jump_to' && n.next_step.dialog_node) jumpTargets.add(n.next_step.dialog_node);
  return {
    workspace,
    nodes,
    byId,
    indexOf,
    children,
    jumpTargets,
    nodePath: (id, field) => `.dialog_nodes[${indexOf.get(id) ?? -1}]${field ? `.${field}` : ''}`,
  };
}

/** Follows the previous_sibling chain; nodes outside the chain (invalid workspaces) come last. */
function siblingOrder(list: NormalizedDialogNode[]): NormalizedDialogNode[] {
  const byPrev = new Map<string | undefined, NormalizedDialogNode>();
  for (const n of list) if (!byPrev.has(n.previous_sibling)) byPrev.set(n.previous_sibling, n);
  const out: NormalizedDialogNode[] = [];
  const seen = new Set<string>();
  let cur = byPrev.get(undefined);
  while (cur && !seen.has(cur.dialog_node)) {
    seen.add(cur.dialog_node);
    out.push(cur);
    cur = byPrev.get(cur.dialog_node);
  }
  return [...out, ...list.filter((n) => !seen.has(n.dialog_node))];
}
