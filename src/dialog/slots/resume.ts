/**
 * Turns that start inside a frame (a slot in progress on the dialog stack). PART 1 PLACEHOLDER.
 */
import type { DialogStackEntry } from '../../model/index.js';
import type { DialogTreeNode } from '../tree.js';
import type { Turn } from '../turn.js';
import type { Next } from '../process-node.js';

/** The dialog stack entry of a slot being filled. */
export const IN_PROGRESS = 'in_progress';

export function isSlotInProgress(node: DialogTreeNode, entry: DialogStackEntry): boolean {
  return node.type === 'slot' && entry.state === IN_PROGRESS;
}

export function continueSlot(turn: Turn, slot: DialogTreeNode, entry: DialogStackEntry): Next | undefined {
  void turn;
  void slot;
  void entry;
  return undefined;
}

export function resumeSlot(turn: Turn, slot: DialogTreeNode, entry: DialogStackEntry): void {
  void turn;
  void slot;
  void entry;
}
