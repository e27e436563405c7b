/**
 * The seam to the model's validators (the service never re-implements validation): element writes use
 * the per-element validators on what they wrote (paths relative to the request body); dialog node
 * writes add the cross-node rules; workspace writes validate the whole resulting workspace.
 */
import { validateDialogNode, validateDialogStructure, validateWorkspace, type DialogNode, type ErrorDetail } from '../model/index.js';
import type { WorkspaceDoc, WorkspaceRecord } from './store/types.js';

const baselines = new WeakMap<WorkspaceRecord, Set<string>>();

function keyOf(e: ErrorDetail): string {
  return `${e.code}\u0000${e.path ?? ''}\u0000${e.message}`;
}

function baseline(record: WorkspaceRecord | undefined): Set<string> {
  if (!record) return new Set();
  let known = baselines.get(record);
  if (!known) {
    known = new Set(validateWorkspace(record.workspace).map(keyOf));
    baselines.set(record, known);
  }
  return known;
}

/**
 * Problems of `doc` that `before` did not have (problems already in stored data, written by an older
 * and laxer version, do not block unrelated writes). Paths are relative to the workspace body.
 */
export function newProblems(before: WorkspaceRecord | undefined, doc: WorkspaceDoc): ErrorDetail[] {
  const known = baseline(before);
  return validateWorkspace(doc).filter((e) => !known.has(keyOf(e)));
}

/** Problems of a whole submitted workspace body. */
export function workspaceProblems(body: unknown): ErrorDetail[] {
  return validateWorkspace(body);
}

const structureBaselines = new WeakMap<WorkspaceRecord, Set<string>>();

/**
 * A dialog node written by a call: its own fields, plus the cross-node rules over the whole node list
 * that the call newly breaks (paths under the node itself are reported body-relative).
 */
export function dialogNodeProblems(before: WorkspaceRecord, nodes: readonly DialogNode[], index: number): ErrorDetail[] {
  let known = structureBaselines.get(before);
  if (!known) {
    known = new Set(validateDialogStructure(before.workspace.dialog_nodes, '.dialog_nodes').map(keyOf));
    structureBaselines.set(before, known);
  }
  const focus = `.dialog_nodes[${index}]`;
  const structure = validateDialogStructure(nodes, '.dialog_nodes')
    .filter((e) => !known.has(keyOf(e)))
    .map((e) => {
      const path = e.path ?? '';
      if (path === focus) return { ...e, path: '' };
      if (path.startsWith(focus) && (path[focus.length] === '.' || path[focus.length] === '[')) return { ...e, path: path.slice(focus.length) };
      return e;
    });
  return [...validateDialogNode(nodes[index], ''), ...structure];
}
