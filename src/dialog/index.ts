/**
 * The dialog turn: `compileDialog` builds the immutable tree (conditions, templates and context values
 * parsed once), `runTurn` runs one turn as a pure function of the compiled dialog and the turn input.
 */
import type { Diagnostic, NormalizedWorkspace } from '../model/index.js';
import type { ParsedExpression } from '../expr/index.js';
import { compileTree, type DialogTree } from './tree.js';
import { compileNodeParts } from './compiled-parts.js';
import { runDialogTurn } from './dialog-turn.js';
import type { TurnInput, TurnResult } from './types.js';

/** Types of the turn input and result. */
export type { TurnInput, TurnResult, PendingWebhook } from './types.js';
export type { DialogTree, DialogTreeNode, FlowEntry } from './tree.js';
export { MAX_NODES_PER_TURN } from './process-node.js';
export { MAX_LOG_MESSAGES } from './log-messages.js';

/** The compiled, immutable dialog of a workspace. */
export interface CompiledDialog {
  readonly nodeCount: number;
  readonly tree: DialogTree;
}

/** Builds the immutable dialog structure (tree, parsed conditions and templates). Compile findings go to `diagnostics`. */
export function compileDialog(workspace: NormalizedWorkspace, diagnostics: Diagnostic[]): CompiledDialog {
  const parsedConditions = new Map<string, ParsedExpression>();
  const tree = compileTree(workspace.dialog_nodes, workspace.webhooks, workspace.system_settings?.disambiguation, (node, index) =>
    compileNodeParts(node, index, diagnostics, parsedConditions),
  );
  return { nodeCount: workspace.dialog_nodes.length, tree };
}

/** One turn: pure and deterministic for the same compiled dialog and input. */
export function runTurn(dialog: CompiledDialog, turn: TurnInput): TurnResult {
  return runDialogTurn(dialog.tree, turn);
}
