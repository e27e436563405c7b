/**
 * The resources of the conversation service (v1) a workspace is made of (workspace, intents, entities, dialog nodes,
 * webhooks), named and shaped as in `conversation-service.md`. Wire names are snake_case; these types describe the
 * wire. A message's request and response are in message-types.ts (the input and what is recognized in it in
 * input-types.ts), the list responses in collection-types.ts.
 */
import type { JsonObject } from './json.js';
import type { MessageInput, RuntimeEntity, RuntimeIntent } from './input-types.js';
import type {
  ACTION_TYPES,
  BEHAVIORS,
  DIGRESS_IN,
  DIGRESS_OUT,
  DIGRESS_OUT_SLOTS,
  EVENT_NAMES,
  NODE_TYPES,
  PREFERENCES,
  QUERY_TYPES,
  RESPONSE_TYPES,
  SELECTION_POLICIES,
  SELECTORS,
  VALUE_TYPES,
  WORKSPACE_STATUSES,
} from './enums.js';

export type DateTimeString = string;

export interface Audit {
  created?: DateTimeString;
  updated?: DateTimeString;
}

// ---------------------------------------------------------------- workspace

export type WorkspaceStatus = (typeof WORKSPACE_STATUSES)[number];

export interface Workspace extends Audit {
  name: string;
  description?: string;
  language: string;
  metadata?: JsonObject;
  learning_opt_out: boolean;
  system_settings?: WorkspaceSystemSettings;
  workspace_id: string;
  status?: WorkspaceStatus;
  intents?: Intent[];
  entities?: Entity[];
  dialog_nodes?: DialogNode[];
  counterexamples?: Counterexample[];
  webhooks?: Webhook[];
}

/** What `create_workspace` / `compileWorkspace` accept: a workspace's fields, every one optional, as exports vary. */
export interface WorkspaceInput extends Partial<Workspace> {
  [extra: string]: unknown;
}

export interface WorkspaceSystemSettings {
  tooling?: { store_generic_responses?: boolean };
  disambiguation?: DisambiguationSettings;
  human_agent_assist?: JsonObject;
  spelling_suggestions?: boolean;
  spelling_auto_correct?: boolean;
  system_entities?: { enabled?: boolean };
  off_topic?: { enabled?: boolean };
  [extra: string]: unknown;
}

export interface DisambiguationSettings {
  prompt?: string;
  none_of_the_above_prompt?: string;
  enabled?: boolean;
  sensitivity?: 'auto' | 'high';
  randomize?: boolean;
  max_suggestions?: number;
  suggestion_text_policy?: string;
}

// ---------------------------------------------------------------- intents

export interface Intent extends Audit {
  intent: string;
  description?: string;
  examples?: Example[];
}

export interface Example extends Audit {
  text: string;
  mentions?: Mention[];
}

export interface Mention {
  entity: string;
  location: [number, number];
}

export interface EntityMention {
  text: string;
  intent: string;
  location: [number, number];
}

export interface Counterexample extends Audit {
  text: string;
}

// ---------------------------------------------------------------- entities

export interface Entity extends Audit {
  entity: string;
  description?: string;
  metadata?: JsonObject;
  fuzzy_match?: boolean;
  values?: Value[];
}

export type ValueType = (typeof VALUE_TYPES)[number];

export interface Value extends Audit {
  value: string;
  type?: ValueType;
  metadata?: JsonObject;
  synonyms?: string[];
  patterns?: string[];
}

export interface Synonym extends Audit {
  synonym: string;
}

// ---------------------------------------------------------------- dialog

export type DialogNodeType = (typeof NODE_TYPES)[number];
export type DialogNodeEventName = (typeof EVENT_NAMES)[number];
export type DigressIn = (typeof DIGRESS_IN)[number];
export type DigressOut = (typeof DIGRESS_OUT)[number];
export type DigressOutSlots = (typeof DIGRESS_OUT_SLOTS)[number];

export interface DialogNode extends Audit {
  dialog_node: string;
  description?: string;
  conditions?: string;
  parent?: string;
  previous_sibling?: string;
  output?: DialogNodeOutput;
  context?: JsonObject;
  metadata?: JsonObject;
  next_step?: DialogNodeNextStep;
  title?: string;
  type?: DialogNodeType;
  event_name?: DialogNodeEventName;
  variable?: string;
  actions?: DialogNodeAction[];
  digress_in?: DigressIn;
  digress_out?: DigressOut;
  digress_out_slots?: DigressOutSlots;
  user_label?: string;
  disambiguation_opt_out?: boolean;
  disabled?: boolean;
}

export type DialogNodeActionType = (typeof ACTION_TYPES)[number];

export interface DialogNodeAction {
  name: string;
  type?: DialogNodeActionType;
  parameters?: JsonObject;
  result_variable: string;
  credentials?: string;
}

export type NextStepBehavior = (typeof BEHAVIORS)[number];
export type NextStepSelector = (typeof SELECTORS)[number];

export interface DialogNodeNextStep {
  behavior: NextStepBehavior;
  dialog_node?: string;
  selector?: NextStepSelector;
}

export interface DialogNodeOutput {
  generic?: DialogNodeOutputGeneric[];
  /** Normalized form: always `{ values, selection_policy?, delimiter? }` (see normalize.ts). Raw exports vary. */
  text?: DialogNodeOutputText | string | string[];
  modifiers?: { overwrite?: boolean };
  [extra: string]: unknown;
}

export interface DialogNodeOutputText {
  values: string[];
  selection_policy?: SelectionPolicy;
  delimiter?: string;
}

export type SelectionPolicy = (typeof SELECTION_POLICIES)[number];
export type GenericResponseType = (typeof RESPONSE_TYPES)[number];

/**
 * The fields of the pause, image/video/audio, option and connect_to_agent responses, the same in a node's output and in the
 * runtime response: one home for both (with the later types' fields).
 */
export interface SharedResponseFields extends LaterResponseFields {
  time?: number;
  typing?: boolean;
  source?: string;
  title?: string;
  description?: string;
  preference?: (typeof PREFERENCES)[number];
  options?: DialogNodeOutputOptionsElement[];
  message_to_human_agent?: string;
}

export interface DialogNodeOutputGeneric extends SharedResponseFields {
  response_type: GenericResponseType;
  values?: DialogNodeOutputTextValue[];
  selection_policy?: SelectionPolicy;
  delimiter?: string;
  query?: string;
  query_type?: (typeof QUERY_TYPES)[number];
  filter?: string;
  discovery_version?: string;
  search_version?: string;
  [extra: string]: unknown;
}

/**
 * The fields of the SDK's later response types and `channels` targeting (issue 21), the same in a node's output and in
 * the runtime response: one home for both.
 */
export interface LaterResponseFields {
  /** video, audio, image: text for screen readers. */
  alt_text?: string;
  /** video, audio: "for internal use only" (SDK); kept, its strings expanded as the other fields' are. */
  channel_options?: JsonObject;
  /** iframe: a preview image of the embedded content. */
  image_url?: string;
  /** user_defined: the client's own object, at most 5,000 bytes (SDK). */
  user_defined?: JsonObject;
  /** channel_transfer: the message shown to the user. */
  message_to_user?: string;
  /** channel_transfer: `{target: {chat?: {url?}}}`; connect_to_agent: routing for the service desk. */
  transfer_info?: JsonObject;
  /** The integrations the response is meant for; absent = every channel (see docs/behaviour/model.md). */
  channels?: ResponseGenericChannel[];
}

/** One target of a response's `channels` list: `chat`, `slack`, `facebook`, … (the SDK allows any string). */
export interface ResponseGenericChannel {
  channel?: string;
}

export interface DialogNodeOutputTextValue {
  text?: string;
}

export interface DialogNodeOutputOptionsElement {
  label: string;
  value: DialogNodeOutputOptionsElementValue;
}

export interface DialogNodeOutputOptionsElementValue {
  input?: MessageInput;
  intents?: RuntimeIntent[];
  entities?: RuntimeEntity[];
}

// ---------------------------------------------------------------- webhooks

export interface Webhook {
  url: string;
  name: string;
  headers?: WebhookHeader[];
}

export interface WebhookHeader {
  name: string;
  value: string;
}
