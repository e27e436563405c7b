/**
 * Where a processed node sends the dialog (dialog-runtime.md §1.6–§1.8): its response and its chosen
 * response condition's, then the next step — wait for input, skip it, or jump — as a `Next` value the
 * step loop (process-node.ts) and frames (slots/frame.ts) both follow.
 */
import type { DialogNodeNextStep, DialogStackEntry } from '../model/index.js';
import { behaviour } from '../model/versions.js';
import type { DialogTreeNode, FlowEntry } from './tree.js';
import type { Turn } from './turn.js';
import { emitOutput } from './output.js';
import { collectActions } from './actions.js';
import { applyNodeContext } from './node-context.js';
import { failedJump, failedJumpBefore20170203 } from './log-messages.js';

/** What the turn does next. */
export type Next =
  | { kind: 'process'; node: DialogTreeNode }
  | { kind: 'match'; list: readonly FlowEntry[]; from: number; origin: DialogTreeNode }
  | { kind: 'wait'; stack: DialogStackEntry[] }
  | { kind: 'end' };

/** The stack entry of the root level. */
export const ROOT: DialogStackEntry = { dialog_node: 'root' };

/**
 * A node's own response, then its chosen response condition's (§1.6: listed, context, output, actions).
 * Returns the step to route by (the condition's jump wins over the node's), or `end` when a context failed.
 */
export function respond(turn: Turn, node: DialogTreeNode, rc: DialogTreeNode | undefined): DialogNodeNextStep | undefined | 'end' {
  emitOutput(turn, node);
  collectActions(turn, node);
  if (!rc) return node.nextStep;
  turn.visit(rc);
  if (!applyNodeContext(turn, rc)) return 'end';
  emitOutput(turn, rc);
  collectActions(turn, rc);
  return rc.nextStep?.behavior === 'jump_to' ? rc.nextStep : node.nextStep;
}

/** Where a processed node sends the dialog (§1.7). */
export function route(turn: Turn, node: DialogTreeNode, step: DialogNodeNextStep | undefined): Next {
  switch (step?.behavior) {
    case 'jump_to':
      return jump(turn, node, step);
    case 'skip_user_input':
      return node.flow.length > 0 ? { kind: 'match', list: node.flow, from: 0, origin: node } : waitAfter(node);
    default:
      return waitAfter(node);
  }
}

/** Waiting for input: a node with children becomes the contextual node; otherwise back to root. */
export function waitAfter(node: DialogTreeNode): Next {
  return { kind: 'wait', stack: node.flow.length > 0 ? [{ dialog_node: node.id }] : [ROOT] };
}

function jump(turn: Turn, node: DialogTreeNode, step: DialogNodeNextStep): Next {
  const target = step.dialog_node !== undefined ? turn.tree.nodes.get(step.dialog_node) : undefined;
  if (!target) return failedMatch(turn, node);
  switch (step.selector ?? 'condition') {
    case 'body':
      // A folder has no response of its own: a jump to it enters its nodes, as a jump to its condition does.
      if (target.type === 'folder') return enter(turn, node, target);
      return { kind: 'process', node: target };
    case 'user_input':
    case 'client':
      return { kind: 'wait', stack: [{ dialog_node: target.id, state: USER_INPUT_STATE }] };
    default:
      if (target.type === 'folder') return enter(turn, node, target);
      if (target.home) return { kind: 'match', list: target.home.list, from: target.home.index, origin: node };
      return turn.test(target) ? { kind: 'process', node: target } : failedMatch(turn, node);
  }
}

/**
 * A jump to a folder ([GAP]: no export jumps to one): folders are transparent (§1.4), so the jump tries the folder's
 * nodes where they stand, a closed folder's skipped, then the siblings after it, as a jump to a node's condition does.
 */
function enter(turn: Turn, origin: DialogTreeNode, folder: DialogTreeNode): Next {
  if (!folder.home) return failedMatch(turn, origin);
  return { kind: 'match', list: folder.home.list, from: folder.home.index, origin };
}

/** How a "wait for user input, then start at the target" jump is kept in `dialog_stack` (as recorded, issue 21). */
export const USER_INPUT_STATE = 'jump_to_user_input';

/**
 * Neither the target nor a later sibling matched (§1.8): an error, the turn ends, the stack is the root and
 * nothing suspended by a digression comes back (issue 21: the recorded turn stops even under an API version
 * before 2017-02-03, where the release notes described a root fallback).
 */
export function failedMatch(turn: Turn, origin: DialogTreeNode): Next {
  const msg = behaviour('documentedGotoFailedText', turn.version) ? failedJump(origin.id) : failedJumpBefore20170203(origin.id);
  turn.addLog('err', msg, origin);
  turn.suspended.length = 0;
  return { kind: 'wait', stack: [ROOT] };
}
