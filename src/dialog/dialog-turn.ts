/**
 * One dialog turn: where it starts (dialog stack, contextual node, root; dialog-runtime.md §1.2),
 * the steps, the return after a digression, and the finished context and output.
 */
import type { DialogStackEntry } from '../model/index.js';
import type { DialogTree, DialogTreeNode } from './tree.js';
import type { TurnInput, TurnResult } from './types.js';
import { Turn } from './turn.js';
import { firstMatch } from './first-match.js';
import { runSteps } from './process-node.js';
import { ROOT, USER_INPUT_STATE } from './routing.js';
import { digressionFilter, suspendFor } from './digressions.js';
import { continueSlot, isSlotInProgress, resumeSlot } from './slots/resume.js';
import { emitOutput } from './output.js';
import { NO_ROOT_MATCH, NOTHING_VISITED } from './log-messages.js';
import { behaviour } from '../model/versions.js';
import { finishTurn } from './finish.js';
import { disambiguate } from './disambiguation.js';

/** Digression returns chained in one turn are bounded like every other loop. */
const MAX_RETURNS = 10;

/** One complete turn: start, steps, digression returns, result. */
export function runDialogTurn(tree: DialogTree, input: TurnInput): TurnResult {
  const turn = new Turn(tree, input);
  const [top, ...rest] = turn.incomingStack;
  // A loop, not push(...rest): the stack is the client's, and 130,000 entries spread as arguments overflowed the call
  // stack (a RangeError, not a response; hred20).
  for (const entry of rest) turn.suspended.push(entry);
  start(turn, top);
  for (let i = 0; i < MAX_RETURNS && shouldReturn(turn); i++) returnFromDigression(turn);
  return finishTurn(turn);
}

function start(turn: Turn, top: DialogStackEntry | undefined): void {
  const node = top && top.dialog_node !== 'root' ? turn.tree.nodes.get(top.dialog_node) : undefined;
  if (!node || !top) return fromRoot(turn, undefined, undefined);
  if (isSlotInProgress(node, top)) {
    runSteps(turn, continueSlot(turn, node, top));
    return;
  }
  const candidates = top.state === USER_INPUT_STATE && node.home ? node.home : { list: node.flow, index: 0 };
  const match = firstMatch(turn, candidates.list, candidates.index);
  if (match) {
    runSteps(turn, { kind: 'process', node: match });
    return;
  }
  turn.fellBack = true;
  fromRoot(turn, node, top);
}

/**
 * Whether a root node that returns comes back to `entry`. Not to a wait set by a jump (`jump_to_user_input`): the
 * node that jumped cannot be digressed away from (§3 [C] D-runtime), and its target was never processed, so there is
 * no response to show again (issue 21 audit: parley showed the target's text, an answer to input never given).
 */
function canReturnTo(entry: DialogStackEntry): boolean {
  return entry.state !== USER_INPUT_STATE;
}

/** The root level, after the waiting node `from` (if any) found no matching child. */
export function fromRoot(turn: Turn, from: DialogTreeNode | undefined, entry: DialogStackEntry | undefined): void {
  const match = firstMatch(turn, turn.tree.root, 0, digressionFilter(from, turn.suspended.length > 0, turn.tree.finalAnythingElse));
  if (disambiguate(turn, match)) {
    turn.stack = entry ? [entry] : [ROOT];
    return;
  }
  if (!match) {
    noMatch(turn);
    return;
  }
  if (from && entry && canReturnTo(entry)) suspendFor(turn, from, match, entry);
  runSteps(turn, { kind: 'process', node: match });
}

function noMatch(turn: Turn): void {
  if (behaviour('warnsNoRootMatch', turn.version)) turn.addLog('warn', NO_ROOT_MATCH);
  if (turn.visited.length === 0) turn.addLog('warn', NOTHING_VISITED);
  turn.stack = [ROOT];
}

function shouldReturn(turn: Turn): boolean {
  return turn.suspended.length > 0 && !turn.clearStackRequested && !turn.loopStopped && isRoot(turn.stack);
}

/** The digression's branch is complete: back to the interrupted node, whose response or prompt shows again. */
function returnFromDigression(turn: Turn): void {
  const entry = turn.suspended.shift()!;
  const node = turn.tree.nodes.get(entry.dialog_node);
  if (!node) return;
  turn.flags.returning_from_digression = true;
  if (isSlotInProgress(node, entry)) runSteps(turn, resumeSlot(turn, node, entry));
  else {
    redisplay(turn, node);
    turn.stack = [entry];
  }
  turn.flags.returning_from_digression = false;
  // the interrupted branch goes on: nothing was exited
  turn.fellBack = false;
}

/** The node's response again: its own output and its first true response condition (no context, not listed). */
function redisplay(turn: Turn, node: DialogTreeNode): void {
  emitOutput(turn, node);
  const rc = node.responseConditions.find((c) => !c.disabled && turn.test(c));
  if (rc) emitOutput(turn, rc);
}

function isRoot(stack: DialogStackEntry[]): boolean {
  return stack.length === 0 || (stack.length === 1 && stack[0].dialog_node === ROOT.dialog_node);
}
