/** The dialog layer's public data types (input and result of a turn). */
import type {
  Context,
  DialogNodeAction,
  JsonObject,
  MessageRequest,
  OutputData,
  RuntimeEntity,
  RuntimeIntent,
} from '../model/index.js';

/** Everything one turn depends on. */
export interface TurnInput {
  request: MessageRequest;
  /** Every intent, sorted by descending confidence (detected, or the request's own). */
  intents: RuntimeIntent[];
  entities: RuntimeEntity[];
  /** Reference instant, epoch ms. */
  now: number;
  /** Resolved IANA zone. */
  timezone: string;
  /** `options.seed`; when undefined, randomness derives from conversation id and turn counter. */
  seed?: string;
  /** API version date `YYYY-MM-DD`. */
  version: string;
  nodesVisitedDetails: boolean;
}

/**
 * A webhook call the dialog asked for (a node action of type `webhook`, or the workspace's `main_webhook`).
 * The engine does no I/O: the service layer makes the call and stores the result in
 * `context[result_variable]` before (or instead of) the next turn.
 */
export interface PendingWebhook {
  /** The node that asked for the call. */
  dialog_node: string;
  /** The action name (`main_webhook` for the workspace webhook). */
  name: string;
  /** Parameters with their templates already evaluated. */
  parameters: JsonObject;
  /** Where the result goes (dots create nested objects). */
  result_variable: string;
  /** The workspace webhook this call targets (`url`, `headers`), when the workspace defines one of that name. */
  url?: string;
  headers?: { name: string; value: string }[];
}

/** What a turn produces for the engine to assemble into a MessageResponse. */
export interface TurnResult {
  output: OutputData;
  context: Context;
  /** Client actions to return in the response's top-level `actions`. */
  actions?: DialogNodeAction[];
  /** Webhook calls for the service layer to make (empty when none). */
  pendingWebhooks?: PendingWebhook[];
  /** `user_id` to echo at the top level of the response, when the version does. */
  userId?: string;
}
