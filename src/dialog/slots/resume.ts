/**
 * Turns that start inside a frame (a slot in progress on the dialog stack), and the return to a
 * slot after a digression (its prompt shows again).
 */
import type { DialogStackEntry } from '../../model/index.js';
import type { DialogTreeNode } from '../tree.js';
import type { Turn } from '../turn.js';
import type { Next } from '../routing.js';
import { IN_PROGRESS, nomatchCountFrom, skippedFrom, type FrameRun } from './state.js';
import { promptOrComplete, runFrame } from './frame.js';

export { IN_PROGRESS };

/** True for the stack entry of a slot being filled. */
export function isSlotInProgress(node: DialogTreeNode, entry: DialogStackEntry): boolean {
  return node.type === 'slot' && entry.state === IN_PROGRESS && node.parent?.type === 'frame';
}

function frameRun(slot: DialogTreeNode, entry: DialogStackEntry): FrameRun {
  return {
    frame: slot.parent!,
    entering: false,
    focus: slot,
    skipped: skippedFrom(entry),
    filledAny: false,
    matchedAny: false,
    nomatchCount: nomatchCountFrom(entry),
  };
}

/** The input answers the slot in focus (or a handler, a digression, Not found). */
export function continueSlot(turn: Turn, slot: DialogTreeNode, entry: DialogStackEntry): Next {
  turn.visit(slot);
  return runFrame(turn, frameRun(slot, entry));
}

/** Back from a digression: the prompt of the next empty slot again (or its `digression_return_prompt`). */
export function resumeSlot(turn: Turn, slot: DialogTreeNode, entry: DialogStackEntry): Next {
  return promptOrComplete(turn, { ...frameRun(slot, entry), returning: true });
}
