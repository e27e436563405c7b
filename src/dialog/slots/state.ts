/**
 * The state a frame keeps between turns: the in-progress dialog stack entry of the slot in focus
 * (`{dialog_node, state: "in_progress"}` as the service shows it) and, [GAP], the slots skipped so far.
 */
import type { DialogStackEntry } from '../../model/index.js';
import type { DialogTreeNode } from '../tree.js';

/** The `state` of the stack entry of a slot being filled. */
export const IN_PROGRESS = 'in_progress';

/** One frame's run within a turn. */
export interface FrameRun {
  readonly frame: DialogTreeNode;
  /** The turn entered the frame (its condition matched or a jump reached it). */
  readonly entering: boolean;
  /** The slot being prompted when the turn started. */
  readonly focus?: DialogTreeNode;
  readonly skipped: Set<string>;
  /** A slot got a new value from this input. */
  filledAny: boolean;
  /** Some slot's check-for condition matched this input (even with an unchanged value). */
  matchedAny: boolean;
  /** Consecutive Not-found turns of the slot in focus ([GAP]: kept only for slots with a
   *  `nomatch_responses_depleted` handler, see docs/behaviour/dialog.md). */
  nomatchCount: number;
  /** The turn returns to the frame after a digression (`digression_return_prompt`). */
  returning?: boolean;
}

/** The stack entry that keeps a frame waiting for `slot`. */
export function inProgressEntry(slot: DialogTreeNode, skipped: ReadonlySet<string>, nomatchCount = 0): DialogStackEntry {
  const entry: DialogStackEntry = { dialog_node: slot.id, state: IN_PROGRESS };
  if (skipped.size > 0) entry.skipped_slots = [...skipped];
  if (nomatchCount > 0) entry.nomatch_count = nomatchCount;
  return entry;
}

/** The consecutive Not-found count a stack entry carries. */
export function nomatchCountFrom(entry: DialogStackEntry): number {
  const n = entry.nomatch_count;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

/** The skipped slots a stack entry carries. */
export function skippedFrom(entry: DialogStackEntry): Set<string> {
  const list = entry.skipped_slots;
  return new Set(Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []);
}
