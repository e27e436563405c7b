/**
 * A message to a workspace and its answer (`message`, conversation-service.md): the request, the response, the
 * context the client sends back, the output with its log messages. Wire names.
 */
import type { JsonValue } from './json.js';
import type { LOG_LEVELS } from './enums.js';
import type { DialogNodeAction, GenericResponseType, SharedResponseFields } from './types.js';
import type { MessageInput, RuntimeEntity, RuntimeIntent } from './input-types.js';

export interface Context {
  conversation_id?: string;
  system?: SystemResponse;
  metadata?: MessageContextMetadata;
  [extra: string]: unknown;
}

/** Internal dialog state the service keeps in `context.system`. */
export interface SystemResponse {
  dialog_stack?: DialogStackEntry[];
  dialog_turn_counter?: number;
  dialog_request_counter?: number;
  _node_output_map?: Record<string, JsonValue>;
  branch_exited?: boolean;
  branch_exited_reason?: string;
  initialized?: boolean;
  [extra: string]: unknown;
}

export interface DialogStackEntry {
  dialog_node: string;
  state?: string;
  [extra: string]: unknown;
}

export interface MessageContextMetadata {
  deployment?: string;
  user_id?: string;
  [extra: string]: unknown;
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogMessage {
  level: LogLevel;
  msg: string;
  [extra: string]: unknown;
}

export interface DialogNodeVisitedDetails {
  dialog_node?: string;
  title?: string | null;
  conditions?: string | null;
}

/** A runtime response is of a node's response types (`RESPONSE_TYPES`, their one list), or a disambiguation's `suggestion`. */
export type RuntimeResponseType = GenericResponseType | 'suggestion';

export interface RuntimeResponseGeneric extends SharedResponseFields {
  response_type: RuntimeResponseType;
  text?: string;
  topic?: string;
  dialog_node?: string;
  suggestions?: DialogSuggestion[];
  [extra: string]: unknown;
}

export interface DialogSuggestion {
  label: string;
  value: DialogSuggestionValue;
  output?: DialogSuggestionOutput;
  /** The node the label is taken from (SDK schema). */
  dialog_node?: string;
  /** Where the disambiguation happened: `root` (the documented example, D-apiresp "Suggestion"). */
  source_dialog_node?: string;
}

export interface DialogSuggestionValue {
  input?: MessageInput;
  intents?: RuntimeIntent[];
  entities?: RuntimeEntity[];
}

export interface DialogSuggestionOutput {
  text: string[];
  nodes_visited?: string[];
  nodes_visited_details?: DialogNodeVisitedDetails[];
  generic?: RuntimeResponseGeneric[];
  [extra: string]: unknown;
}

export interface OutputData {
  log_messages: LogMessage[];
  text: string[];
  nodes_visited?: string[];
  nodes_visited_details?: DialogNodeVisitedDetails[];
  generic?: RuntimeResponseGeneric[];
  [extra: string]: unknown;
}

export interface MessageRequest {
  input?: MessageInput;
  intents?: RuntimeIntent[];
  entities?: RuntimeEntity[];
  alternate_intents?: boolean;
  context?: Context;
  output?: Partial<OutputData>;
  actions?: DialogNodeAction[];
  nodes_visited_details?: boolean;
  [extra: string]: unknown;
}

export interface MessageResponse {
  input: MessageInput;
  intents: RuntimeIntent[];
  entities: RuntimeEntity[];
  alternate_intents?: boolean;
  context: Context;
  output: OutputData;
  actions?: DialogNodeAction[];
  [extra: string]: unknown;
}
