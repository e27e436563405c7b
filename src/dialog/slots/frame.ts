/**
 * Frames (nodes with slots, dialog-runtime.md §2). PART 1 PLACEHOLDER: frames run as standard nodes.
 */
import type { DialogTreeNode } from '../tree.js';
import type { Turn } from '../turn.js';
import type { Next } from '../process-node.js';

/** A frame gathers information only when it has at least one enabled slot with a variable and an input handler. */
export function frameHasValidSlots(node: DialogTreeNode): boolean {
  void node;
  return false;
}

export function enterFrame(turn: Turn, node: DialogTreeNode): Next {
  void turn;
  void node;
  return { kind: 'end' };
}
