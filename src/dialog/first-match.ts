/**
 * Finding the node that answers in a sibling list: first to last, folders transparent (their condition
 * gates every node inside; dialog-runtime.md §1.2, §1.4).
 */
import type { FlowEntry, DialogTreeNode } from './tree.js';
import type { Turn } from './turn.js';
import { candidatePositions } from './guard-index.js';

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
  const index = turn.tree.guardIndexes.get(list);
  if (index) {
    const top = turn.env.intents[0]?.intent;
    for (const i of candidatePositions(index, top, from)) {
      if (tryEntry(turn, list[i], filter, folderResults)) return list[i].node;
      // An expression changed the intents (not expected, but possible): the index no longer applies.
      if (turn.env.intents[0]?.intent !== top) return scan(turn, list, i + 1, filter, folderResults);
    }
    return undefined;
  }
  return scan(turn, list, from, filter, folderResults);
}

function scan(
  turn: Turn,
  list: readonly FlowEntry[],
  from: number,
  filter: CandidateFilter | undefined,
  folderResults: Map<DialogTreeNode, boolean>,
): DialogTreeNode | undefined {
  for (let i = from; i < list.length; i++) if (tryEntry(turn, list[i], filter, folderResults)) return list[i].node;
  return undefined;
}

function tryEntry(turn: Turn, entry: FlowEntry, filter: CandidateFilter | undefined, folderResults: Map<DialogTreeNode, boolean>): boolean {
  const { node, folders } = entry;
  if (filter && !filter(node)) return false;
  for (const f of folders) if (!folderOpen(turn, f, folderResults)) return false;
  if (node.intentGuard !== undefined && turn.env.intents[0]?.intent !== node.intentGuard) return false;
  return turn.test(node);
}

function folderOpen(turn: Turn, folder: DialogTreeNode, cache: Map<DialogTreeNode, boolean>): boolean {
  let open = cache.get(folder);
  if (open === undefined) {
    open = turn.test(folder);
    cache.set(folder, open);
  }
  return open;
}
