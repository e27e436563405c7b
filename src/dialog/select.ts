/**
 * Finding the node that answers in a sibling list: first to last, folders transparent (their condition
 * gates every node inside; dialog-runtime.md §1.2, §1.4).
 */
import type { FlowEntry, DialogTreeNode } from './tree.js';
import type { Turn } from './turn.js';

/** Extra filter on candidates (digression rules, the slot-filling `anything_else` rule). */
export type CandidateFilter = (node: DialogTreeNode) => boolean;

/** The first entry from `from` whose folders and condition are true, or undefined. */
export function firstMatch(
  turn: Turn,
  list: readonly FlowEntry[],
  from = 0,
  filter?: CandidateFilter,
): DialogTreeNode | undefined {
  const folderResults = new Map<DialogTreeNode, boolean>();
  for (let i = from; i < list.length; i++) {
    const { node, folders } = list[i];
    if (filter && !filter(node)) continue;
    if (!folders.every((f) => folderOpen(turn, f, folderResults))) continue;
    if (node.intentGuard !== undefined && turn.env.intents[0]?.intent !== node.intentGuard) continue;
    if (turn.test(node)) return node;
  }
  return undefined;
}

function folderOpen(turn: Turn, folder: DialogTreeNode, cache: Map<DialogTreeNode, boolean>): boolean {
  let open = cache.get(folder);
  if (open === undefined) {
    open = turn.test(folder);
    cache.set(folder, open);
  }
  return open;
}
