/**
 * Processing triggered nodes (dialog-runtime.md §1.5–§1.8): context, output, routing, in that order,
 * as a bounded loop over "next steps" so jump chains never recurse and runaway dialogs stop.
 */
import type { DialogNodeNextStep, DialogStackEntry } from '../model/index.js';
import type { DialogTreeNode, FlowEntry } from './tree.js';
import type { Turn } from './turn.js';
import { firstMatch } from './select.js';
import { emitOutput } from './output.js';
import { collectActions } from './actions.js';
import { applyNodeContext, applyEffects } from './node-context.js';
import { failedJump, failedJumpBefore20170203, loopStopped } from './log-messages.js';
import { behaviour } from '../model/versions.js';
import { enterFrame, frameHasValidSlots } from './slots/frame.js';

/** What the turn does next. */
export type Next =
  | { kind: 'process'; node: DialogTreeNode }
  | { kind: 'match'; list: readonly FlowEntry[]; from: number; origin: DialogTreeNode }
  | { kind: 'wait'; stack: DialogStackEntry[] }
  | { kind: 'end' };

/** [GAP] The service documents no bound; a turn processing more nodes than this is a loop. */
export const MAX_NODES_PER_TURN = 100;

/** The stack entry of the root level. */
export const ROOT: DialogStackEntry = { dialog_node: 'root' };

/** Runs steps until the dialog waits for input; leaves the stack the next turn starts from in `turn.stack`. */
export function runSteps(turn: Turn, first: Next): Next {
  let next = first;
  const trail: string[] = [];
  while (next.kind === 'process' || next.kind === 'match') {
    if (next.kind === 'match') {
      const node = firstMatch(turn, next.list, next.from);
      next = node ? { kind: 'process', node } : failedMatch(turn, next.origin);
      continue;
    }
    if (++turn.steps > MAX_NODES_PER_TURN) {
      const cycle = cycleOf(trail);
      turn.addLog('err', loopStopped(MAX_NODES_PER_TURN, cycle ?? trail.slice(-5), cycle !== undefined));
      next = { kind: 'wait', stack: [ROOT] };
      turn.loopStopped = true;
      break;
    }
    trail.push(next.node.id);
    next = processNode(turn, next.node);
  }
  if (next.kind === 'wait') turn.stack = next.stack;
  else turn.stack = [ROOT];
  return next;
}

/** One triggered node: response choice, context, output, actions, then its routing. */
export function processNode(turn: Turn, node: DialogTreeNode): Next {
  if (node.type === 'frame' && frameHasValidSlots(node)) return enterFrame(turn, node);
  turn.visit(node);
  if (node.type === 'frame') turn.warnInvalidFrame(node);
  const rc = node.responseConditions.find((c) => !c.disabled && turn.test(c));
  if (!applyNodeContext(turn, node)) return { kind: 'end' };
  const step = respond(turn, node, rc);
  if (step === 'end') return { kind: 'end' };
  applyEffects(turn);
  return route(turn, node, step);
}

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
      return { kind: 'process', node: target };
    case 'user_input':
    case 'client':
      return { kind: 'wait', stack: [{ dialog_node: target.id, state: USER_INPUT_STATE }] };
    default:
      if (target.home) return { kind: 'match', list: target.home.list, from: target.home.index, origin: node };
      return turn.test(target) ? { kind: 'process', node: target } : failedMatch(turn, node);
  }
}

/** How a "wait for user input, then start at the target" jump is kept in `dialog_stack` (as recorded, issue 21). */
export const USER_INPUT_STATE = 'jump_to_user_input';

/**
 * Neither the target nor a later sibling matched (§1.8): an error, the turn ends, the stack is the root and
 * nothing suspended by a digression comes back (issue 21: the recorded turn stops even under an API version
 * before 2017-02-03, where the release notes described a root fallback).
 */
function failedMatch(turn: Turn, origin: DialogTreeNode): Next {
  const msg = behaviour('documentedGotoFailedText', turn.version) ? failedJump(origin.id) : failedJumpBefore20170203(origin.id);
  turn.addLog('err', msg, origin);
  turn.suspended.length = 0;
  return { kind: 'wait', stack: [ROOT] };
}

/** The repeating part of the processed nodes (`a -> b -> a`), or undefined when the last node never repeated. */
function cycleOf(trail: string[]): string[] | undefined {
  const last = trail[trail.length - 1];
  const before = trail.lastIndexOf(last, trail.length - 2);
  return before >= 0 ? trail.slice(before) : undefined;
}
