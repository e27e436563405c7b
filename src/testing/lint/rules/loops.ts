/**
 * Loops a turn runs into without user input: each node processed sends the dialog on (a jump, `skip_user_input`
 * into its children, a response condition's jump) to the next, and the cycle comes back without passing a node
 * that waits. The engine stops such a turn after MAX_NODES_PER_TURN nodes with an error (process-node.ts); the
 * service loops until its own limit. Read from the engine's compiled tree (`compileDialog`), so the moves are the
 * ones the turn makes: folders transparent, disabled nodes out of the lists, absent conditions as the engine reads
 * them. `jump-cycle` (error): only certain moves count (the target's condition always true), so the cycle runs
 * whenever a turn enters it. `jump-cycle-on-input` (warning): the moves whose conditions read the input alone, on a
 * cycle where no node sets context: for an input that makes them true, the turn loops.
 */
import { compileDialog, MAX_NODES_PER_TURN, type DialogTree, type DialogTreeNode, type FlowEntry } from '../../../dialog/index.js';
import type { LintContext, LintFinding, LintRule } from '../types.js';
import { CATCH_ALL, label } from './reachability.js';
import { childrenOf } from './expressions.js';
import type { Expr } from '../../../expr/index.js';

/**
 * Where a processed node sends the dialog next when the conditions `holds` accepts are true, the `next_step` (its own
 * or a response's) that sends it, and the conditions it took as true beyond `true`/`anything_else`.
 */
interface Move {
  to: DialogTreeNode;
  via: DialogTreeNode;
  assumed: DialogTreeNode[];
}

type Holds = (node: DialogTreeNode) => boolean;

export const inputlessLoops: LintRule = (ctx) => {
  const tree = compileDialog(ctx.workspace, []).tree;
  const certain = movesOf(tree, alwaysTrue);
  const findings = cyclesOf(certain).map((cycle) => finding(ctx, cycle, certain, undefined));
  // The same walk taking conditions that read the input alone as true: for one input they stay true all the turn.
  const onInput = movesOf(tree, readsInputOnly);
  const reported = new Set(cyclesOf(certain).flat());
  for (const cycle of cyclesOf(onInput)) {
    if (cycle.some((n) => reported.has(n))) continue;
    const assumed = cycle.flatMap((n) => onInput.get(n)!.assumed);
    if (assumed.length === 0 || cycle.some((n) => setsContext(n) || setsContext(onInput.get(n)!.via))) continue;
    // Two different `#intent` conditions cannot both hold: only the top intent does.
    if (new Set(assumed.map((n) => n.intentGuard).filter((g) => g !== undefined)).size > 1) continue;
    findings.push(finding(ctx, cycle, onInput, assumed));
  }
  return findings;
};

function movesOf(tree: DialogTree, holds: Holds): Map<DialogTreeNode, Move> {
  const moves = new Map<DialogTreeNode, Move>();
  for (const node of tree.nodes.values()) {
    const move = nextMove(tree, node, holds);
    if (move) moves.set(node, move);
  }
  return moves;
}

/** A long list named as the validator names parent loops: the first four, how many more, the last two. */
function abridged(items: string[]): string[] {
  return items.length > 8 ? [...items.slice(0, 4), `… (${items.length - 6} more)`, ...items.slice(-2)] : items;
}

function finding(ctx: LintContext, cycle: DialogTreeNode[], moves: Map<DialogTreeNode, Move>, assumed: DialogTreeNode[] | undefined): LintFinding {
  const labels = cycle.map((n) => label(ctx.byId.get(n.id)!));
  const names = [...abridged(labels), labels[0]].join(' → ');
  const path = `.dialog_nodes[${moves.get(cycle[0])!.via.index}].next_step`;
  if (assumed === undefined) {
    return {
      code: 'jump-cycle',
      severity: 'error',
      message: `The dialog loops without waiting for input: ${names} (a turn that enters it stops after ${MAX_NODES_PER_TURN} nodes with an error)`,
      path,
    };
  }
  // Named in the cycle's order, as the nodes are (a condition met off the cycle last).
  const positions = new Map(cycle.map((n, i) => [n, i] as const));
  const place = (n: DialogTreeNode) => positions.get(n) ?? cycle.length;
  const ordered = [...assumed].sort((x, y) => place(x) - place(y));
  const distinct = [...new Set(ordered.map((n) => n.conditionSource!))];
  // Many are named as the nodes are (a ring of 1,000 intents stays one short line).
  const conditions = abridged(distinct.map((c) => JSON.stringify(c))).join(', ');
  // Counted after the repeats are merged: two nodes on `#order` name one condition, which "holds" and "reads".
  const agreement = distinct.length === 1 ? 'holds (it reads' : 'hold (they read';
  return {
    code: 'jump-cycle-on-input',
    severity: 'warning',
    message: `The dialog loops without waiting for input when ${conditions} ${agreement} the input only, and nothing on the way sets context): ${names}`,
    path,
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

/** The node processed after `node` when the conditions `holds` accepts are true, or undefined (it waits, or it depends). */
function nextMove(tree: DialogTree, node: DialogTreeNode, holds: Holds): Move | undefined {
  // A frame asks for its slots (it may wait); a frame whose slots are all filled is not followed either.
  if (node.type === 'frame') return undefined;
  const response = chosenResponse(node, holds);
  if (response === 'depends') return undefined;
  const via = response?.nextStep?.behavior === 'jump_to' ? response : node;
  const assumed = response && !alwaysTrue(response) ? [response] : [];
  const step = via.nextStep;
  if (step?.behavior === 'skip_user_input') return via === node ? first(node.flow, 0, via, holds, assumed) : undefined;
  if (step?.behavior !== 'jump_to' || step.dialog_node === undefined) return undefined;
  const target = tree.nodes.get(step.dialog_node);
  if (!target) return undefined;
  const selector = step.selector ?? 'condition';
  if (selector === 'body' && target.type !== 'folder') return { to: target, via, assumed };
  if (selector !== 'body' && selector !== 'condition') return undefined;
  // A jump to a condition (or into a folder) tries the list from the target on (routing.ts `jump`).
  if (target.home) return first(target.home.list, target.home.index, via, holds, assumed);
  if (target.type === 'folder' || !holds(target)) return undefined;
  return { to: target, via, assumed: alwaysTrue(target) ? assumed : [...assumed, target] };
}

/** The response condition a node answers with, none, or `depends` when it may jump elsewhere. */
function chosenResponse(node: DialogTreeNode, holds: Holds): DialogTreeNode | undefined | 'depends' {
  const live = node.responseConditions.filter((c) => !c.disabled);
  if (live.length === 0) return undefined;
  if (holds(live[0])) return live[0];
  return live.some((c) => c.nextStep?.behavior === 'jump_to') ? 'depends' : undefined;
}

/** The entry of a list that matches when the turn tries it from `from`: the one there, if its conditions hold. */
function first(list: readonly FlowEntry[], from: number, via: DialogTreeNode, holds: Holds, assumed: DialogTreeNode[]): Move | undefined {
  const entry = list[from];
  if (!entry || !entry.folders.every(holds) || !holds(entry.node)) return undefined;
  return { to: entry.node, via, assumed: [...assumed, ...[...entry.folders, entry.node].filter((n) => !alwaysTrue(n))] };
}

function alwaysTrue(node: DialogTreeNode): boolean {
  return node.conditionSource === undefined ? node.matchesUnconditioned : CATCH_ALL.test(node.conditionSource);
}

/**
 * A condition that reads the turn's input only (`#order`, `@size:large`, `input.text.contains('x')`): no context
 * (`$`, `context`), no assignment, no randomness. With one input it is true on every pass of a loop.
 */
function readsInputOnly(node: DialogTreeNode): boolean {
  if (alwaysTrue(node)) return true;
  const c = node.conditionSource;
  if (c === undefined || !node.condition?.ast) return false;
  if (c.includes('$') || c.includes('context') || /random|now\(|today\(/i.test(c)) return false;
  return !hasAssignment(node.condition.ast);
}

/** A node that may change the context (its context values, or an assignment in any of its expressions) may end a loop. */
function setsContext(node: DialogTreeNode): boolean {
  // The response condition it answers with sets its own context and output: any of them counts.
  return ownSetsContext(node) || node.responseConditions.some(ownSetsContext);
}

function ownSetsContext(node: DialogTreeNode): boolean {
  if ((node.context?.entries.length ?? 0) > 0) return true;
  const out = node.output;
  const templates = [...(out?.text?.values ?? []), ...(out?.generic ?? []).flatMap((g) => g.variations?.values ?? [])];
  if (templates.some((t) => (t.parts ?? []).some((p) => p.kind === 'block' && p.parsed.ast !== undefined && hasAssignment(p.parsed.ast)))) return true;
  // Other response types and custom keys are rendered by `evaluateValue`: any expression there counts.
  return (out?.extra.length ?? 0) > 0 || (out?.generic ?? []).some((g) => !g.variations && !g.isStatic) || node.actions.length > 0;
}

function hasAssignment(root: Expr): boolean {
  const stack: Expr[] = [root];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.type === 'Assign') return true;
    for (const c of childrenOf(e)) stack.push(c);
  }
  return false;
}
