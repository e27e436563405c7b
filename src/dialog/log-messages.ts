/**
 * The service's log message texts (dialog-runtime.md §8.3, §1.8, §5.6). Only the texts live here;
 * `TurnLog` decides levels, ordering and the 50-entry cap.
 */
import type { JsonValue, LogMessage } from '../model/index.js';

/** The service keeps at most 50 entries in `output.log_messages`. */
export const MAX_LOG_MESSAGES = 50;

/** Nothing matched at the root level (warn). */
export const NO_ROOT_MATCH = 'No dialog node matched for the input at a root level.';
/** Nothing was visited this turn (warn). */
export const NOTHING_VISITED =
  'No dialog node condition matched to true in the last dialog round - context.nodes_visited is empty. Falling back to the root node in the next round.';

/** A jump to a condition (or skip_user_input) found no matching node (err; dialog-runtime.md §1.8, API >= 2017-02-03). */
export function failedJump(nodeId: string): string {
  return `Goto failed from node ${nodeId}.\nDid not match the condition of the target node and any of the conditions of its subsequent siblings.`;
}

/** The same failure under API versions before 2017-02-03, as recorded (issue 21); the text ends at the bracket. */
export function failedJumpBefore20170203(nodeId: string): string {
  return `Jump to failed from node [${nodeId}]`;
}

/** A frame without a usable slot (warn, burger recording). */
export function noValidSlots(nodeId: string): string {
  return `DialogNode: No valid slots specified for dialog node ID [${nodeId}]. The node cannot gather information.`;
}

/** The second warning of a frame without a usable slot. */
export function invalidInputHandler(nodeId: string): string {
  return `Invalid input event handler is specified for dialog node ID [${nodeId}]. The node cannot gather information.`;
}

/** A node context that could not be evaluated (err; the service's recorded text). */
export function contextError(nodeId: string, context: JsonValue, error: string): string {
  return `Error when updating context with context of dialog node id [${nodeId}]. Dialog Node context is [${JSON.stringify(context)}].\n${error}\n`;
}

/** [GAP] wording modelled on the context message. */
export function outputError(nodeId: string, error: string): string {
  return `Error when updating output with output of dialog node id [${nodeId}].\n${error}\n`;
}

/** [GAP] wording modelled on the context message. */
export function conditionError(nodeId: string, condition: string, error: string): string {
  return `Error when evaluating condition of dialog node id [${nodeId}]. Dialog Node condition is [${condition}].\n${error}\n`;
}

/** [GAP] the service documents no limit; parley stops runaway turns (jump cycles, skip loops). */
export function loopStopped(limit: number, nodes: readonly string[], isCycle: boolean): string {
  const where = isCycle ? `cycle: ${nodes.join(' -> ')}` : `last nodes: ${nodes.join(' -> ')}`;
  return `Dialog loop stopped: the turn processed more than ${limit} dialog nodes without waiting for user input (${where}). Falling back to the root node in the next round.`;
}

/** The `output.warning` summary: the first warning, plus how many more the log holds. */
export function warningSummary(warnings: readonly LogMessage[]): string | undefined {
  if (warnings.length === 0) return undefined;
  const more = warnings.length - 1;
  if (more === 0) return warnings[0].msg;
  return `${warnings[0].msg} (and there ${more === 1 ? 'is 1 more warning' : `are ${more} more warnings`} in the log)`;
}
