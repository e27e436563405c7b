/**
 * The compiled dialog tree: the immutable definition the turn algorithm reads (xstate-like: the
 * definition here, the algorithm in process-node.ts). Built once by `compileTree`; never mutated.
 */
import type {
  DialogNodeAction,
  DialogNodeType,
  DigressIn,
  DigressOut,
  DigressOutSlots,
  NormalizedDialogNode,
  Webhook,
  DisambiguationSettings,
} from '../model/index.js';
import { intentGuard } from './intent-guard.js';
import { NO_ENTITIES, entityReferences } from './entity-references.js';
import { saysAnything } from './compiled-parts.js';
import { buildGuardIndex, MIN_INDEXED_LENGTH } from './guard-index.js';
import type { DialogTree, DialogTreeNode, FlowEntry, FlowHome, GuardIndex, NodeParts } from './tree-types.js';

export type { DialogTree, DialogTreeNode, FlowEntry, FlowHome, NodeParts } from './tree-types.js';

interface MutableNode extends Omit<DialogTreeNode, 'children' | 'flow' | 'responseConditions' | 'slots' | 'handlers' | 'home' | 'parent'> {
  parent?: MutableNode;
  children: MutableNode[];
  flow: FlowEntry[];
  responseConditions: MutableNode[];
  slots: MutableNode[];
  handlers: MutableNode[];
  home?: FlowHome;
  digressIn?: DigressIn;
  digressOut?: DigressOut;
  digressOutSlots?: DigressOutSlots;
}

/**
 * The shared empty lists of leaf nodes (most of a large dialog): five fresh arrays per node were a fifth of
 * the tree's allocations. Never mutated: lists are replaced, not pushed to.
 */
const NONE: MutableNode[] = [];
const NONE_FLOW: FlowEntry[] = [];
/** The actions of a node without any (most nodes): one shared, frozen empty list instead of one per node. */
const NO_ACTIONS: readonly DialogNodeAction[] = Object.freeze([]);

/** Folders nested deeper than this are ignored (bounded recursion on hostile workspaces). */
const MAX_FOLDER_DEPTH = 64;

/** Builds the tree; `parts(node, index)` supplies the parsed condition, output and context of each node. */
export function compileTree(
  nodes: readonly NormalizedDialogNode[],
  webhooks: readonly Webhook[],
  disambiguation: DisambiguationSettings | undefined,
  parts: (node: NormalizedDialogNode, index: number) => NodeParts,
): DialogTree {
  const byId = new Map<string, MutableNode>();
  // The nodes in `byId`'s order, walked by index below: a cold compile runs each of these loops once, before they are
  // optimized, and a Map's (or an array's) iterator then allocates a result object per step (~1 million per
  // 100,000-node dialog).
  const all: MutableNode[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const raw = nodes[index];
    if (byId.has(raw.dialog_node)) continue;
    const p = parts(raw, index);
    const node: MutableNode = {
      id: raw.dialog_node,
      index,
      type: raw.type,
      title: raw.title ?? undefined,
      userLabel: raw.user_label ?? undefined,
      conditionSource: raw.conditions,
      condition: p.condition,
      intentGuard: intentGuard(p.condition?.ast),
      checkForEntities: raw.type === 'event_handler' && raw.event_name === 'input' ? entityReferences(raw.conditions) : NO_ENTITIES,
      matchesUnconditioned: !entersOnlyOnCondition(raw.type, raw.event_name) && !isBlankNotFoundRow(raw, p),
      disabled: raw.disabled === true,
      eventName: raw.event_name,
      variable: typeof raw.variable === 'string' ? raw.variable.replace(/^\$/, '') : undefined,
      output: p.output,
      context: p.context,
      nextStep: raw.next_step,
      actions: raw.actions ?? NO_ACTIONS,
      digressIn: raw.digress_in,
      digressOut: raw.digress_out,
      digressOutSlots: raw.digress_out_slots,
      disambiguationOptOut: raw.disambiguation_opt_out === true,
      // Set below; present from the start so that every node keeps one shape (no property added per node later).
      parent: undefined,
      home: undefined,
      children: NONE,
      flow: NONE_FLOW,
      responseConditions: NONE,
      slots: NONE,
      handlers: NONE,
      raw,
    };
    byId.set(raw.dialog_node, node);
    all.push(node);
  }

  for (let i = 0; i < all.length; i++) {
    const node = all[i];
    const parentId = node.raw.parent;
    node.parent = parentId !== undefined && parentId !== node.id ? byId.get(parentId) : undefined;
  }
  breakParentCycles(all, nodes.length);
  const childrenOf = new Map<MutableNode | undefined, MutableNode[]>();
  for (let i = 0; i < all.length; i++) {
    const node = all[i];
    const list = childrenOf.get(node.parent);
    if (list === undefined) childrenOf.set(node.parent, [node]);
    else list.push(node);
  }
  const byIndex: (MutableNode | undefined)[] = new Array<MutableNode | undefined>(nodes.length).fill(undefined);
  for (let i = 0; i < all.length; i++) byIndex[all[i].index] = all[i];
  const placed = new Uint8Array(nodes.length);
  const next = new Int32Array(nodes.length);
  for (const [parent, list] of childrenOf) {
    const ordered = orderSiblings(list, parent, byId, byIndex, placed, next);
    if (parent) parent.children = ordered;
    else childrenOf.set(undefined, ordered);
  }

  const rootList = childrenOf.get(undefined) ?? [];
  for (const node of rootList) inheritDigressions(node, undefined);
  for (let i = 0; i < all.length; i++) if (all[i].children.length > 0) sortChildrenByKind(all[i]);
  const root = buildFlow(rootList);
  for (let i = 0; i < all.length; i++) {
    const node = all[i];
    if (node.type !== 'folder' && node.children.length > 0) node.flow = buildFlow(node.children) as FlowEntry[];
  }
  assignHomes(root);
  for (let i = 0; i < all.length; i++) assignHomes(all[i].flow);

  const finalAnythingElse = [...root].reverse().find((e) => /\banything_else\b/.test(e.node.conditionSource ?? ''))?.node;
  const guardIndexes = new Map<readonly FlowEntry[], GuardIndex>();
  for (let i = -1; i < all.length; i++) {
    const list = i < 0 ? root : all[i].flow;
    if (list.length >= MIN_INDEXED_LENGTH && !guardIndexes.has(list)) guardIndexes.set(list, buildGuardIndex(list));
  }
  return { webhooks, disambiguation, nodes: byId as ReadonlyMap<string, DialogTreeNode>, root, finalAnythingElse, guardIndexes };
}

/**
 * Nodes that answer only when their own condition is true: without one they never do. Standard and frame nodes (an
 * unfinished node is never entered), and slot handlers (`generic`): the tool's "Manage handlers" leaves a handler
 * without a condition (and `values: []`) when its row is never filled in, and the shipped samples with such rows
 * (insurance-voice-bot, virtual-insurance-assistant, alexa-weather-sample) could never fill a slot if it matched.
 * Found / Not found responses (`filled`, `nomatch`) without a condition are the slot's plain responses: true.
 */
function entersOnlyOnCondition(type: DialogNodeType, eventName: string | undefined): boolean {
  return type === 'standard' || type === 'frame' || (type === 'event_handler' && eventName === 'generic');
}

/**
 * A Not found row the tool saved but the author never filled in: no condition (checked by the caller's use), nothing
 * to say, no context, no next step, no action (insurance-voice-bot's name slot, `values: []`). It is no Not found
 * response: the slot's prompt shows again (issue 21 round 4, docs/behaviour/dialog.md).
 */
function isBlankNotFoundRow(raw: NormalizedDialogNode, p: NodeParts): boolean {
  return (
    raw.type === 'event_handler' &&
    raw.event_name === 'nomatch' &&
    !saysAnything(p.output) &&
    (p.context?.entries.length ?? 0) === 0 &&
    raw.next_step === undefined &&
    (raw.actions ?? NO_ACTIONS).length === 0
  );
}

/**
 * Follows the `previous_sibling` links; nodes the chain does not reach keep their export order at the end. `list` is
 * every node of `parent`; `byIndex` the nodes by index; `placed` and `next` are scratch arrays by node index (each
 * node is in one list only).
 */
function orderSiblings(
  list: MutableNode[],
  parent: MutableNode | undefined,
  byId: ReadonlyMap<string, MutableNode>,
  byIndex: readonly (MutableNode | undefined)[],
  placed: Uint8Array,
  next: Int32Array,
): MutableNode[] {
  if (list.length < 2) return list;
  // A sibling's successor by its index (-1: none), the first node without a previous sibling in the list as the head.
  // A previous sibling is in the list exactly when it is a node of the same parent.
  for (const n of list) next[n.index] = -1;
  let head: MutableNode | undefined;
  for (const n of list) {
    const prevId = n.raw.previous_sibling;
    const prev = prevId !== undefined ? byId.get(prevId) : undefined;
    if (prev !== undefined && prev.parent === parent) {
      if (next[prev.index] === -1) next[prev.index] = n.index;
    } else {
      head ??= n;
    }
  }
  const ordered: MutableNode[] = [];
  for (let cur = head; cur !== undefined && placed[cur.index] === 0; ) {
    placed[cur.index] = 1;
    ordered.push(cur);
    const to = next[cur.index];
    cur = to === -1 ? undefined : byIndex[to];
  }
  for (const n of list) if (placed[n.index] === 0) ordered.push(n);
  return ordered;
}

/** A parent chain that loops would hang every walk up the tree: cut it (validation normally rejects it). */
function breakParentCycles(all: readonly MutableNode[], count: number): void {
  // Node (by index) → the walk that reached it first: one table, not a set per walk (100,000 nodes, 100,000 sets).
  const walkOf = new Int32Array(count);
  let walk = 0;
  for (let i = 0; i < all.length; i++) {
    const start = all[i];
    if (walkOf[start.index] !== 0) continue;
    walk++;
    let node: MutableNode | undefined = start;
    while (node && walkOf[node.index] === 0) {
      walkOf[node.index] = walk;
      node = node.parent;
    }
    // Back on this walk's own path: a loop.
    if (node && walkOf[node.index] === walk) node.parent = undefined;
  }
}

function sortChildrenByKind(node: MutableNode): void {
  for (const c of node.children) {
    const kind = c.type === 'response_condition' ? 'responseConditions' : c.type === 'slot' ? 'slots' : c.type === 'event_handler' ? 'handlers' : undefined;
    if (kind === undefined) continue;
    if (node[kind] === NONE) node[kind] = [];
    node[kind].push(c);
  }
}

function inheritDigressions(node: MutableNode, folder: MutableNode | undefined, depth = 0): void {
  if (folder) {
    node.digressIn ??= folder.digressIn;
    node.digressOut ??= folder.digressOut;
    node.digressOutSlots ??= folder.digressOutSlots;
  }
  if (node.type === 'folder' && depth < MAX_FOLDER_DEPTH) for (const c of node.children) inheritDigressions(c, node, depth + 1);
}

/**
 * The answering entries of a sibling list, folders expanded in place. A folder's `home` is where its first entry
 * stands (or would stand, when it holds none): a jump to a folder enters the list there (issue 21, h21fid).
 */
function buildFlow(children: readonly MutableNode[], folders: readonly DialogTreeNode[] = [], depth = 0, out: FlowEntry[] = []): FlowEntry[] {
  for (const child of children) {
    if (child.disabled) continue;
    if (child.type === 'folder') {
      if (depth < MAX_FOLDER_DEPTH) {
        child.home = { list: out, index: out.length };
        buildFlow(child.children, [...folders, child], depth + 1, out);
      }
    } else if (child.type === 'standard' || child.type === 'frame') {
      out.push({ node: child, folders });
    }
  }
  return out;
}

function assignHomes(list: readonly FlowEntry[]): void {
  list.forEach((entry, index) => {
    (entry.node as MutableNode).home = { list, index };
  });
}
