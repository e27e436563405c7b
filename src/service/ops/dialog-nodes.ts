/**
 * Dialog nodes: list, create (linked into its sibling chain), get, update (rename carries every
 * reference along; a new parent or previous sibling moves the node), delete (with its subtree).
 */
import type { DialogNode, DialogNodeCollection } from '../../model/index.js';
import { ParleyError } from '../../model/index.js';
import { stampDialogNode } from '../audit.js';
import { dialogNodeProblems } from '../validation.js';
import { conflict, type WorkspaceDraft } from '../draft.js';
import { paginate } from '../paging.js';
import { stringParam } from '../params.js';
import { dialogNodeOut } from '../shape.js';
import { subtreeIds } from '../dialog-subtree.js';
import { jsonInput, listUrlQuery, pathOf, shapeOf, type Mutation, type Params, NOTHING_TO_CHECK } from './common.js';

/** SDK parameter ⇒ wire field of a dialog node (update operations prefix `new`). */
const FIELDS: readonly [param: string, field: keyof DialogNode][] = [
  ['description', 'description'],
  ['conditions', 'conditions'],
  ['parent', 'parent'],
  ['previousSibling', 'previous_sibling'],
  ['output', 'output'],
  ['context', 'context'],
  ['metadata', 'metadata'],
  ['nextStep', 'next_step'],
  ['title', 'title'],
  ['type', 'type'],
  ['eventName', 'event_name'],
  ['variable', 'variable'],
  ['actions', 'actions'],
  ['digressIn', 'digress_in'],
  ['digressOut', 'digress_out'],
  ['digressOutSlots', 'digress_out_slots'],
  ['userLabel', 'user_label'],
  ['disambiguationOptOut', 'disambiguation_opt_out'],
];

type LegacyNode = DialogNode & { go_to?: { dialog_node?: string } };

export function listDialogNodes(d: WorkspaceDraft, p: Params): DialogNodeCollection {
  const o = shapeOf(p);
  const page = paginate(
    d.doc.dialog_nodes,
    { dialog_node: (n) => n.dialog_node, updated: (n) => n.updated ?? '' },
    p,
    pathOf('workspaces', d.workspaceId, 'dialog_nodes'),
    listUrlQuery(p, d.ctx.version, false),
  );
  return { dialog_nodes: page.items.map((n) => dialogNodeOut(n, o)), pagination: page.pagination };
}

export function getDialogNode(d: WorkspaceDraft, p: Params): DialogNode {
  return dialogNodeOut(d.node(stringParam(p, 'dialogNode')), shapeOf(p));
}

export function createDialogNode(d: WorkspaceDraft, p: Params): Mutation {
  const id = stringParam(p, 'dialogNode');
  if (d.doc.dialog_nodes.some((n) => n.dialog_node === id)) throw conflict('Dialog node', id, 'dialog_node');
  d.ownDialogNodes();
  const node = { dialog_node: id } as DialogNode;
  for (const [param, field] of FIELDS) {
    const value = p[param];
    if (value !== undefined && value !== null) (node as unknown as Record<string, unknown>)[field] = jsonInput(value, param);
  }
  attach(d.doc.dialog_nodes, node);
  d.doc.dialog_nodes.push(stampDialogNode(node, undefined, d.ctx.now));
  d.label(['dialog_node', id]);
  const index = d.doc.dialog_nodes.length - 1;
  return { result: dialogNodeOut(node, shapeOf(p)), status: 201, problems: () => dialogNodeProblems(d.original, d.doc.dialog_nodes, index) };
}

export function updateDialogNode(d: WorkspaceDraft, p: Params): Mutation {
  const id = stringParam(p, 'dialogNode');
  const index = d.nodeIndex(id);
  const nodes = d.ownDialogNodes();
  const previous = nodes[index];
  const next = structuredClone(previous) as unknown as Record<string, unknown>;
  const newId = p.newDialogNode;
  if (newId !== undefined && newId !== null && newId !== id) {
    const renamed = stringParam(p, 'newDialogNode');
    if (nodes.some((n) => n.dialog_node === renamed)) throw conflict('Dialog node', renamed, 'newDialogNode');
    next.dialog_node = renamed;
    for (const n of nodes as LegacyNode[]) {
      if (n === previous) continue;
      if (n.parent === id) n.parent = renamed;
      if (n.previous_sibling === id) n.previous_sibling = renamed;
      if (n.next_step?.dialog_node === id) n.next_step.dialog_node = renamed;
      if (n.go_to?.dialog_node === id) n.go_to.dialog_node = renamed;
    }
    for (const key of ['parent', 'previous_sibling'] as const) if (next[key] === id) next[key] = renamed;
    d.renameLabels(['dialog_node'], [id], renamed);
  }
  for (const [param, field] of FIELDS) {
    const name = `new${param[0].toUpperCase()}${param.slice(1)}`;
    if (!(name in p) || p[name] === undefined) continue;
    if (p[name] === null) delete next[field];
    else next[field] = jsonInput(p[name], name);
  }
  const updated = next as unknown as DialogNode;
  const moved = updated.parent !== previous.parent || updated.previous_sibling !== previous.previous_sibling;
  if (moved) {
    detach(nodes, { ...previous, dialog_node: updated.dialog_node });
    nodes[index] = updated;
    attach(nodes, updated);
  }
  nodes[index] = stampDialogNode(updated, previous, d.ctx.now);
  d.label(['dialog_node', updated.dialog_node]);
  return { result: dialogNodeOut(nodes[index], shapeOf(p)), problems: () => dialogNodeProblems(d.original, nodes, index) };
}

export function deleteDialogNode(d: WorkspaceDraft, p: Params): Mutation {
  const id = stringParam(p, 'dialogNode');
  const nodes = d.ownDialogNodes() as LegacyNode[];
  const node = d.node(id);
  const doomed = subtreeIds(nodes, id);
  const referrer = nodes.find(
    (n) => !doomed.has(n.dialog_node) && (doomed.has(n.next_step?.dialog_node ?? '') || doomed.has(n.go_to?.dialog_node ?? '')),
  );
  if (referrer) {
    throw ParleyError.conflict(
      `Dialog node '${id}' cannot be deleted: node '${referrer.dialog_node}' jumps into it or below it`,
      '.dialog_node',
    );
  }
  detach(nodes, node);
  d.doc.dialog_nodes = nodes.filter((n) => !doomed.has(n.dialog_node));
  d.dropDialogNodeLabels(doomed);
  return { result: {}, problems: NOTHING_TO_CHECK };
}

/** Puts `node` into its sibling chain: the sibling that followed its previous sibling now follows it. */
function attach(nodes: DialogNode[], node: DialogNode): void {
  const follower = nodes.find(
    (n) => n !== node && n.dialog_node !== node.dialog_node && (n.parent ?? undefined) === (node.parent ?? undefined) &&
      (n.previous_sibling ?? undefined) === (node.previous_sibling ?? undefined),
  );
  if (follower) follower.previous_sibling = node.dialog_node;
}

/** Takes `node` out of its sibling chain: its follower now follows its previous sibling. */
function detach(nodes: DialogNode[], node: DialogNode): void {
  for (const n of nodes) {
    if (n.previous_sibling === node.dialog_node && (n.parent ?? undefined) === (node.parent ?? undefined)) {
      if (node.previous_sibling === undefined || node.previous_sibling === null) delete n.previous_sibling;
      else n.previous_sibling = node.previous_sibling;
    }
  }
}
