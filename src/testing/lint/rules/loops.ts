/**
 * Loops a turn runs into without user input: each node processed sends the dialog on (a jump, `skip_user_input`
 * into its children, a response condition's jump) to the next, and the cycle comes back without passing a node
 * that waits. The engine stops such a turn after MAX_NODES_PER_TURN nodes with an error (process-node.ts); the
 * service loops until its own limit. Read from the engine's compiled tree (`compileDialog`), so the moves are the
 * ones the turn makes: folders transparent, disabled nodes out of the lists, absent conditions as the engine reads
 * them. Only certain moves count (the target's condition always true), so every cycle found runs whenever a turn
 * enters it; a loop that hangs on a condition is not reported.
 */
import { compileDialog, MAX_NODES_PER_TURN, type DialogTree, type DialogTreeNode, type FlowEntry } from '../../../dialog/index.js';
import type { LintContext, LintFinding, LintRule } from '../types.js';
import { CATCH_ALL, label } from './reachability.js';

/** Where a processed node certainly sends the dialog next, and the `next_step` (its own or a response's) that sends it. */
interface Move {
  to: DialogTreeNode;
  via: DialogTreeNode;
}

export const inputlessLoops: LintRule = (ctx) => {
  const tree = compileDialog(ctx.workspace, []).tree;
  const moves = new Map<DialogTreeNode, Move>();
  for (const node of tree.nodes.values()) {
    const move = certainMove(tree, node);
    if (move) moves.set(node, move);
  }
  return cyclesOf(moves).map((cycle) => finding(ctx, cycle, moves));
};

function finding(ctx: LintContext, cycle: DialogTreeNode[], moves: Map<DialogTreeNode, Move>): LintFinding {
  const labels = cycle.map((n) => label(ctx.byId.get(n.id)!));
  // A long loop is named as the validator names parent loops: the first four, how many more, the last two.
  const shown = labels.length > 8 ? [...labels.slice(0, 4), `… (${labels.length - 6} more)`, ...labels.slice(-2)] : labels;
  const names = [...shown, labels[0]].join(' → ');
  return {
    code: 'jump-cycle',
    severity: 'error',
    message: `The dialog loops without waiting for input: ${names} (a turn that enters it stops after ${MAX_NODES_PER_TURN} nodes with an error)`,
    path: `.dialog_nodes[${moves.get(cycle[0])!.via.index}].next_step`,
  };
}

/**
 * The cycles of a graph where each node has at most one move: each node is walked once (state 1 on the current
 * walk, 2 done), so 100,000 nodes cost 100,000 steps. A cycle starts at its node listed first in the workspace.
 */
function cyclesOf(moves: Map<DialogTreeNode, Move>): DialogTreeNode[][] {
  const state = new Map<DialogTreeNode, 1 | 2>();
  const cycles: DialogTreeNode[][] = [];
  for (const start of moves.keys()) {
    if (state.has(start)) continue;
    const walk: DialogTreeNode[] = [];
    let cur: DialogTreeNode | undefined = start;
    while (cur !== undefined && !state.has(cur)) {
      state.set(cur, 1);
      walk.push(cur);
      cur = moves.get(cur)?.to;
    }
    if (cur !== undefined && state.get(cur) === 1) {
      const cycle = walk.slice(walk.indexOf(cur));
      let first = 0;
      for (let i = 1; i < cycle.length; i++) if (cycle[i].index < cycle[first].index) first = i;
      cycles.push([...cycle.slice(first), ...cycle.slice(0, first)]);
    }
    for (const n of walk) state.set(n, 2);
  }
  return cycles.sort((a, b) => a[0].index - b[0].index);
}

/** The node processed after `node` whatever the input and context, or undefined (it waits, or it depends). */
function certainMove(tree: DialogTree, node: DialogTreeNode): Move | undefined {
  // A frame asks for its slots (it may wait); a frame whose slots are all filled is not followed either.
  if (node.type === 'frame') return undefined;
  const response = chosenResponse(node);
  if (response === 'depends') return undefined;
  const via = response?.nextStep?.behavior === 'jump_to' ? response : node;
  const step = via.nextStep;
  if (step?.behavior === 'skip_user_input') return via === node ? first(node.flow, 0, via) : undefined;
  if (step?.behavior !== 'jump_to' || step.dialog_node === undefined) return undefined;
  const target = tree.nodes.get(step.dialog_node);
  if (!target) return undefined;
  const selector = step.selector ?? 'condition';
  if (selector === 'body' && target.type !== 'folder') return { to: target, via };
  if (selector !== 'body' && selector !== 'condition') return undefined;
  // A jump to a condition (or into a folder) tries the list from the target on (routing.ts `jump`).
  if (target.home) return first(target.home.list, target.home.index, via);
  return target.type !== 'folder' && alwaysTrue(target) ? { to: target, via } : undefined;
}

/** The response condition a node certainly answers with, none, or `depends` when it may jump elsewhere. */
function chosenResponse(node: DialogTreeNode): DialogTreeNode | undefined | 'depends' {
  const live = node.responseConditions.filter((c) => !c.disabled);
  if (live.length === 0) return undefined;
  if (alwaysTrue(live[0])) return live[0];
  return live.some((c) => c.nextStep?.behavior === 'jump_to') ? 'depends' : undefined;
}

/** The entry of a list that certainly matches when the turn tries it from `from`: the one there, if always true. */
function first(list: readonly FlowEntry[], from: number, via: DialogTreeNode): Move | undefined {
  const entry = list[from];
  if (!entry || !entry.folders.every(alwaysTrue) || !alwaysTrue(entry.node)) return undefined;
  return { to: entry.node, via };
}

function alwaysTrue(node: DialogTreeNode): boolean {
  return node.conditionSource === undefined ? node.matchesUnconditioned : CATCH_ALL.test(node.conditionSource);
}
