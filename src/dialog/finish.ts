/**
 * The end of a turn: the `context.system` object (dialog-runtime.md §4.2) and the output as the API
 * version shapes it (§8.2).
 */
import type { JsonObject, JsonValue, OutputData } from '../model/index.js';
import { isJsonObject } from '../model/index.js';
import { setOwnKey } from '../model/own-key.js';
import type { Turn } from './turn.js';
import type { TurnResult } from './types.js';
import { withSystem } from './context.js';
import { warningSummary } from './log-messages.js';
import { behaviour } from '../model/versions.js';

/** Writes `context.system` and assembles the turn result. */
export function finishTurn(turn: Turn): TurnResult {
  turn.setContext(withSystem(turn.context, systemObject(turn)));
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

/**
 * The output object, keys in the order of the recorded responses: `generic`, `text`, the nodes' other output
 * properties, `nodes_visited`, the turn's client `actions` (before 2018-07-10), `nodes_visited_details`,
 * `warning` / `error`, `log_messages` (burger §10.2, botkit
 * §10.5, taxinomitis §10.1, java-sdk §10.4). Key order carries no meaning in JSON; it makes a replay byte-exact.
 */
function assembleOutput(turn: Turn): OutputData {
  const output = {} as OutputData;
  const generic = behaviour('hasGenericOutput', turn.version);
  if (generic) output.generic = turn.generic;
  if (behaviour('hasTextOutput', turn.version)) output.text = turn.texts;
  for (const [key, value] of Object.entries(turn.extraOutput)) {
    // `text` is the turn's (or, from 2021-11-27, none); `generic` the turn's when the version has it.
    if (key === 'text' || (key === 'generic' && generic)) continue;
    setOwnKey(output, key, value);
  }
  output.nodes_visited = turn.visited;
  if (turn.actions.length > 0 && behaviour('listsActionsInOutput', turn.version)) {
    const own = output.actions;
    output.actions = Array.isArray(own) ? [...own, ...turn.actions] : turn.actions;
  }
  if (turn.input.nodesVisitedDetails) output.nodes_visited_details = turn.visitedDetails;
  const warning = warningSummary(turn.log.filter((l) => l.level === 'warn'));
  if (warning !== undefined) output.warning = warning;
  if (turn.error !== undefined) output.error = turn.error;
  output.log_messages = turn.log;
  return output;
}

/** The request's `user_id`, else `context.metadata.user_id`, else the conversation id; an empty one names no user in either place. */
function userId(turn: Turn): string {
  const fromRequest = turn.input.request.user_id;
  if (typeof fromRequest === 'string' && fromRequest !== '') return fromRequest;
  const metadata = turn.context.metadata;
  const fromMetadata = isJsonObject(metadata as JsonValue) ? (metadata as JsonObject).user_id : undefined;
  if (typeof fromMetadata === 'string' && fromMetadata !== '') return fromMetadata;
  return turn.conversationId;
}
