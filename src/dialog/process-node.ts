/**
 * Processing triggered nodes (dialog-runtime.md §1.5–§1.8): context, output, routing, in that order,
 * as a bounded loop over "next steps" so jump chains never recurse and runaway dialogs stop.
 */
import type { DialogTreeNode } from './tree.js';
import type { Turn } from './turn.js';
import { firstMatch } from './first-match.js';
import { applyNodeContext, applyEffects } from './node-context.js';
import { loopStopped } from './log-messages.js';
import { enterFrame, frameHasValidSlots } from './slots/frame.js';
import { ROOT, failedMatch, respond, route, type Next } from './routing.js';

/** [GAP] The service documents no bound; a turn processing more nodes than this is a loop. */
export const MAX_NODES_PER_TURN = 100;

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

/** The repeating part of the processed nodes (`a -> b -> a`), or undefined when the last node never repeated. */
function cycleOf(trail: string[]): string[] | undefined {
  const last = trail[trail.length - 1];
  const before = trail.lastIndexOf(last, trail.length - 2);
  return before >= 0 ? trail.slice(before) : undefined;
}
