/**
 * The end of a turn: the `context.system` object (dialog-runtime.md §4.2) and the output as the API
 * version shapes it (§8.2).
 */
import type { JsonObject, JsonValue, OutputData } from '../model/index.js';
import { isJsonObject } from '../model/index.js';
import type { Turn } from './turn.js';
import type { TurnResult } from './types.js';
import { setContextKey } from './context.js';
import { warningSummary } from './log-messages.js';
import { behaviour } from '../model/versions.js';

/** Writes `context.system` and assembles the turn result. */
export function finishTurn(turn: Turn): TurnResult {
  turn.setContext(setContextKey(turn.context, 'system', systemObject(turn)));
  const result: TurnResult = { output: assembleOutput(turn), context: turn.context };
  if (turn.actions.length > 0) result.actions = turn.actions;
  if (turn.webhooks.length > 0) result.pendingWebhooks = turn.webhooks;
  if (behaviour('echoesUserId', turn.version)) result.userId = userId(turn);
  return result;
}

function systemObject(turn: Turn): JsonObject {
  const previous = isJsonObject(turn.context.system as JsonValue) ? (turn.context.system as JsonObject) : {};
  const system: JsonObject = { ...previous };
  delete system.branch_exited;
  delete system.branch_exited_reason;
  if (behaviour('setsInitialized', turn.version)) system.initialized = true;
  const stack = [...turn.stack, ...turn.suspended];
  // Before 2016-09-20 the stack held bare node ids; the turn reads both shapes back (turn.ts, readStack).
  system.dialog_stack = (behaviour('stackEntriesAreObjects', turn.version) ? stack : stack.map((e) => legacyStackId(turn, e))) as unknown as JsonValue;
  system.dialog_turn_counter = turn.turnCounter;
  system.dialog_request_counter = turn.requestCounter;
  if (Object.keys(turn.outputMap).length > 0) system._node_output_map = turn.outputMap;
  else delete system._node_output_map;
  const atRoot = turn.stack.length === 1 && turn.stack[0].dialog_node === 'root' && turn.suspended.length === 0;
  if (turn.visited.length > 0 && (turn.fellBack || atRoot)) {
    system.branch_exited = true;
    system.branch_exited_reason = turn.fellBack ? 'fallback' : 'completed';
  }
  return system;
}

/**
 * A stack entry as a bare id (before 2016-09-20). A string cannot carry `jump_to_user_input`, so a wait for input
 * before a jump target is written as the target's parent (the nearest one that is not a folder, else `root`): the
 * next input then runs through the parent's children from the first. In every export of that time the target of
 * such a jump is its parent's first child (car-dashboard-2016, car-dashboard-2016-11, text-bot-weather), so this is
 * the target first, then its later siblings, then the root (docs/behaviour/dialog.md).
 */
function legacyStackId(turn: Turn, entry: { dialog_node: string; state?: string }): string {
  if (entry.state !== 'jump_to_user_input') return entry.dialog_node;
  let parent = turn.tree.nodes.get(entry.dialog_node)?.parent;
  while (parent && parent.type === 'folder') parent = parent.parent;
  return parent ? parent.id : 'root';
}

function assembleOutput(turn: Turn): OutputData {
  const output = { ...turn.extraOutput } as OutputData;
  if (behaviour('hasTextOutput', turn.version)) output.text = turn.texts;
  else if ('text' in output) delete (output as Partial<OutputData>).text;
  if (behaviour('hasGenericOutput', turn.version)) output.generic = turn.generic;
  if (turn.actions.length > 0 && behaviour('listsActionsInOutput', turn.version)) {
    const own = output.actions;
    output.actions = Array.isArray(own) ? [...own, ...turn.actions] : turn.actions;
  }
  output.nodes_visited = turn.visited;
  if (turn.input.nodesVisitedDetails) output.nodes_visited_details = turn.visitedDetails;
  output.log_messages = turn.log;
  const warning = warningSummary(turn.log.filter((l) => l.level === 'warn'));
  if (warning !== undefined) output.warning = warning;
  if (turn.error !== undefined) output.error = turn.error;
  return output;
}

function userId(turn: Turn): string {
  const fromRequest = turn.input.request.user_id;
  if (typeof fromRequest === 'string' && fromRequest !== '') return fromRequest;
  const metadata = turn.context.metadata;
  if (isJsonObject(metadata as JsonValue) && typeof (metadata as JsonObject).user_id === 'string') {
    return (metadata as JsonObject).user_id as string;
  }
  return turn.conversationId;
}
