/**
 * The mutable state of one turn (output being built, log, visited nodes, context, stack). Created by
 * `runTurn`, read and advanced by the algorithm modules; nothing outside one `runTurn` call sees it.
 */
import {
  IRRELEVANCE_THRESHOLD,
  createRandom,
  isJsonObject,
  type Context,
  type DialogNodeAction,
  type DialogNodeVisitedDetails,
  type DialogStackEntry,
  type JsonObject,
  type JsonValue,
  type LogMessage,
  type RuntimeResponseGeneric,
} from '../model/index.js';
import { createEffects, createTurnBudget, evaluateCondition, type EvalEnv } from '../expr/index.js';
import type { DialogTree, DialogTreeNode } from './tree.js';
import type { PendingWebhook, TurnInput } from './types.js';
import { MAX_LOG_MESSAGES, conditionError, invalidInputHandler, noValidSlots } from './log-messages.js';
import { cloneJson, generateUuid, isValidConversationId, setContextKey } from './context.js';
import { behaviour } from '../model/versions.js';

/** The special conditions and slot properties expressions read through `env.flags`. */
export interface TurnFlags {
  welcome: boolean;
  conversation_start: boolean;
  anything_else: boolean;
  irrelevant: boolean;
  [name: string]: boolean;
}

/** The service's irrelevance threshold on the top intent. */

/** One turn in progress. */
export class Turn {
  context: Context;
  readonly texts: string[] = [];
  readonly generic: RuntimeResponseGeneric[] = [];
  readonly extraOutput: JsonObject = {};
  readonly visited: string[] = [];
  readonly visitedDetails: DialogNodeVisitedDetails[] = [];
  readonly log: LogMessage[] = [];
  readonly actions: DialogNodeAction[] = [];
  readonly webhooks: PendingWebhook[] = [];
  readonly outputMap: Record<string, JsonValue>;
  readonly env: EvalEnv;
  readonly flags: TurnFlags;
  readonly firstTurn: boolean;
  readonly turnCounter: number;
  readonly requestCounter: number;
  readonly conversationId: string;
  readonly random: () => number;
  /** The stack the next turn starts from (top first). */
  stack: DialogStackEntry[] = [{ dialog_node: 'root' }];
  /** Entries suspended by digressions that return (below the top of the stack). */
  readonly suspended: DialogStackEntry[] = [];
  /** Nodes processed so far (bounded by MAX_NODES_PER_TURN). */
  steps = 0;
  /** The waiting branch found no matching child and the dialog went back to the root level. */
  fellBack = false;
  loopStopped = false;
  /** `clearDialogStack()` ran: pending digression returns are cancelled. */
  clearStackRequested = false;
  /** Where the current node's output starts (what `output.clear()` keeps). */
  nodeOutputStart = { texts: 0, generic: 0 };
  /** The first `err` message (`output.error`). */
  error?: string;
  private readonly warnedFrames = new Set<string>();
  /** The stack entries the request carried. */
  readonly incomingStack: DialogStackEntry[];

  constructor(
    readonly tree: DialogTree,
    readonly input: TurnInput,
  ) {
    const requestContext = input.request.context;
    this.context = isJsonObject(requestContext as JsonValue) ? (cloneJson(requestContext as JsonObject) as Context) : {};
    const system = isJsonObject(this.context.system as JsonValue) ? (this.context.system as JsonObject) : undefined;
    const previousTurns = typeof system?.dialog_turn_counter === 'number' ? system.dialog_turn_counter : undefined;
    this.firstTurn = previousTurns === undefined;
    this.turnCounter = (previousTurns ?? 0) + 1;
    const previousRequests = typeof system?.dialog_request_counter === 'number' ? system.dialog_request_counter : undefined;
    this.requestCounter = (previousRequests ?? previousTurns ?? 0) + 1;
    const outputMap = system?._node_output_map;
    this.outputMap = isJsonObject(outputMap as JsonValue) ? { ...(outputMap as JsonObject) } : {};
    this.incomingStack = readStack(system?.dialog_stack);

    const existingId = this.context.conversation_id;
    this.conversationId = isValidConversationId(existingId)
      ? existingId
      : generateUuid(createRandom(`conversation:${input.seed ?? JSON.stringify(input.request.input ?? {})}`));
    if (existingId !== this.conversationId) this.context = setContextKey(this.context, 'conversation_id', this.conversationId);
    this.random = createRandom(input.seed ?? `${this.conversationId}:${this.turnCounter}`);

    const text = typeof input.request.input?.text === 'string' ? input.request.input.text : '';
    const top = input.intents[0];
    this.flags = {
      welcome: this.firstTurn && text === '',
      conversation_start: this.firstTurn,
      anything_else: true,
      irrelevant: !top || !(top.confidence >= IRRELEVANCE_THRESHOLD),
      slot_in_focus: false,
      all_slots_filled: false,
      has_skipped_slots: false,
      returning_from_digression: false,
    };
    this.env = {
      context: this.context as JsonObject,
      input: (isJsonObject(input.request.input as JsonValue) ? input.request.input : {}) as JsonObject,
      intents: input.intents,
      entities: input.entities,
      output: this.outputView(),
      now: input.now,
      timezone: input.timezone,
      random: this.random,
      version: input.version,
      flags: this.flags,
      effects: createEffects(),
      // Every evaluation of the turn draws on one budget, so no dialog (jump loops, long context blocks) runs on.
      budget: createTurnBudget(),
    };
  }

  get version(): string {
    return this.input.version;
  }

  /** Replaces the context (after a merge) and keeps the evaluation environment in step. */
  setContext(context: Context): void {
    this.context = context;
    this.env.context = context as JsonObject;
  }

  /** The output object expressions read as `output`: the live arrays plus the custom properties. */
  outputView(): JsonObject {
    return { ...this.extraOutput, text: this.texts, generic: this.generic as unknown as JsonValue, nodes_visited: this.visited };
  }

  /** Called after custom output properties change (the arrays are shared, so they need no refresh). */
  refreshOutputView(): void {
    if (this.outputViewKeys === Object.keys(this.extraOutput).length && this.outputViewKeys === 0) return;
    this.outputViewKeys = Object.keys(this.extraOutput).length;
    this.env.output = this.outputView();
  }

  private outputViewKeys = 0;

  /**
   * Evaluates a node's condition (absent: `matchesUnconditioned`, false for standard and frame nodes); an
   * evaluation error is logged and counts as false.
   */
  test(node: DialogTreeNode): boolean {
    if (!node.condition) return node.matchesUnconditioned;
    const r = evaluateCondition(node.condition, this.env);
    if (r.error !== undefined) this.addLog('err', conditionError(node.id, node.conditionSource ?? '', r.error), node);
    return r.value;
  }

  /** Lists a node in `nodes_visited` (and the details when requested). */
  visit(node: DialogTreeNode): void {
    if (node.type === 'response_condition' && !behaviour('listsResponseConditions', this.version)) return;
    if (node.type === 'event_handler' && node.eventName === 'input' && !behaviour('listsResponseConditions', this.version)) return;
    this.visited.push(node.id);
    if (this.input.nodesVisitedDetails) {
      // A field the node lacks is null, as the service printed `"title": null` for a node exported without a title
      // (java-sdk fixture, dialog-runtime.md §8.2): so is a missing condition (docs/behaviour/empty-values.md).
      const details: DialogNodeVisitedDetails = { dialog_node: node.id, title: node.title ?? null, conditions: node.conditionSource ?? null };
      if (node.userLabel !== undefined) (details as JsonObject).user_label = node.userLabel;
      this.visitedDetails.push(details);
    }
  }

  /** `output.clear()`: drops what earlier nodes produced. */
  clearOutputBefore(start: { texts: number; generic: number }): void {
    this.texts.splice(0, start.texts);
    this.generic.splice(0, start.generic);
    for (const key of Object.keys(this.extraOutput)) delete this.extraOutput[key];
    this.nodeOutputStart = { texts: 0, generic: 0 };
    this.refreshOutputView();
  }

  /** The two warnings of a frame that cannot gather information (once per frame and turn). */
  warnInvalidFrame(node: DialogTreeNode): void {
    if (this.warnedFrames.has(node.id)) return;
    this.warnedFrames.add(node.id);
    this.addLog('warn', noValidSlots(node.id), node);
    this.addLog('warn', invalidInputHandler(node.id), node);
  }

  addLog(level: LogMessage['level'], msg: string, node?: DialogTreeNode): void {
    if (level === 'err' && this.error === undefined) this.error = msg;
    if (this.log.length >= MAX_LOG_MESSAGES) return;
    const entry: LogMessage = { level, msg };
    if (node && behaviour('logsNodeIds', this.version)) {
      entry.node_id = node.id;
      if (node.title !== undefined) entry.node_title = node.title;
    }
    this.log.push(entry);
  }
}

function readStack(value: unknown): DialogStackEntry[] {
  if (!Array.isArray(value)) return [];
  const out: DialogStackEntry[] = [];
  for (const e of value) {
    if (typeof e === 'string') out.push({ dialog_node: e });
    else if (isJsonObject(e as JsonValue) && typeof (e as JsonObject).dialog_node === 'string') out.push({ ...(e as DialogStackEntry) });
  }
  return out;
}
