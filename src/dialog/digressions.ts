/**
 * Digressions (dialog-runtime.md §3): which root nodes a waiting branch may digress to, and the
 * return to the interrupted node once the digression's branch is complete.
 */
import type { DialogStackEntry } from '../model/index.js';
import type { DialogTreeNode } from './tree.js';
import type { Turn } from './turn.js';
import type { CandidateFilter } from './first-match.js';

/**
 * Root candidates when the dialog leaves the waiting node `from` (undefined: the turn started at root).
 * Inside a chain of digressions that will return (`inReturningChain`), only nodes that return are
 * candidates (dialog-runtime.md §3, "Test possible digression chains"). `digress_out: allow_returning` also keeps
 * only nodes that return, but not from the final `anything_else` (`fallback`): as in slot filling, where the
 * service tries it after the digression targets whatever `digress_out_slots` allows (§2.2 [C] D-slots), it stays the
 * dialog's answer to input nothing else takes (docs/behaviour/dialog.md, "allow_returning and the final anything_else").
 */
export function digressionFilter(from: DialogTreeNode | undefined, inReturningChain = false, fallback?: DialogTreeNode): CandidateFilter | undefined {
  if (!from) return undefined;
  const allowReturning = from.digressOut === 'allow_returning';
  return (node) =>
    node.digressIn !== 'not_available' &&
    (node.digressIn === 'returns' || (!inReturningChain && (!allowReturning || node === fallback)));
}

/** When `target` returns and `from` allows returning, `from` is kept below the new branch. */
export function suspendFor(turn: Turn, from: DialogTreeNode | undefined, target: DialogTreeNode, entry: DialogStackEntry): void {
  if (!from || target.digressIn !== 'returns' || from.digressOut === 'allow_all_never_return') return;
  turn.suspended.unshift({ ...entry });
}
