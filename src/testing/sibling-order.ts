/**
 * The dialog tree as the kit's reports read it (the lint rules, the coverage page): a workspace's nodes grouped by
 * parent, each group in sibling order. Pure; reads the normalized workspace, so it also orders an invalid one.
 */
import type { NormalizedDialogNode } from '../model/index.js';

/** The nodes of each parent (`undefined`: the root level), in export order. */
export function nodesByParent(nodes: readonly NormalizedDialogNode[]): Map<string | undefined, NormalizedDialogNode[]> {
  const groups = new Map<string | undefined, NormalizedDialogNode[]>();
  for (const n of nodes) {
    const list = groups.get(n.parent) ?? [];
    list.push(n);
    groups.set(n.parent, list);
  }
  return groups;
}

/**
 * Follows the `previous_sibling` chain from the node that has none. Of two nodes naming the same previous sibling
 * the first is in the chain (as in the engine's tree); nodes outside the chain (invalid workspaces) come last, in
 * export order.
 */
export function siblingOrder(list: readonly NormalizedDialogNode[]): NormalizedDialogNode[] {
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
