/**
 * The closed value sets of the workspace schema (conversation-service.md), as arrays: validation checks
 * values against them and `types.ts` derives its unions from them, so the two cannot drift.
 */

/** Workspace.status: the read-only values an export may carry. */
export const WORKSPACE_STATUSES = ['Non Existent', 'Training', 'Failed', 'Available', 'Unavailable'] as const;
/** Value.type: the two kinds of entity value. */
export const VALUE_TYPES = ['synonyms', 'patterns'] as const;
/** LogMessage.level (`err` is what the dialog runtime writes). */
export const LOG_LEVELS = ['info', 'error', 'warn', 'err'] as const;

/** DialogNode.type. */
export const NODE_TYPES = ['standard', 'event_handler', 'frame', 'slot', 'response_condition', 'folder'] as const;
/** DialogNode.event_name. */
export const EVENT_NAMES = [
  'focus',
  'input',
  'filled',
  'validate',
  'filled_multiple',
  'generic',
  'nomatch',
  'nomatch_responses_depleted',
  'digression_return_prompt',
] as const;
/** DialogNode.digress_in. */
export const DIGRESS_IN = ['not_available', 'returns', 'does_not_return'] as const;
/** DialogNode.digress_out. */
export const DIGRESS_OUT = ['allow_returning', 'allow_all', 'allow_all_never_return'] as const;
/** DialogNode.digress_out_slots. */
export const DIGRESS_OUT_SLOTS = ['not_allowed', 'allow_returning', 'allow_all'] as const;
/** DialogNodeNextStep.behavior (all values; which apply depends on the node). */
export const BEHAVIORS = ['get_user_input', 'skip_user_input', 'jump_to', 'reprompt', 'skip_slot', 'skip_all_slots'] as const;
/** Behaviours valid for any node; the others depend on the node's event and parent (see structure.ts). */
export const ANY_NODE_BEHAVIORS: readonly string[] = ['get_user_input', 'skip_user_input', 'jump_to'];
/** DialogNodeNextStep.selector (also legacy go_to.selector). */
export const SELECTORS = ['condition', 'client', 'user_input', 'body'] as const;
/** DialogNodeAction.type. */
export const ACTION_TYPES = ['client', 'server', 'cloud_function', 'web_action', 'webhook'] as const;
/** Text response variation. */
export const SELECTION_POLICIES = ['sequential', 'random', 'multiline'] as const;
/**
 * DialogNodeOutputGeneric.response_type: the six of the spec, then the SDK's later types (issue 21: a workspace the
 * service accepted and exported must compile).
 */
export const RESPONSE_TYPES = [
  'text',
  'pause',
  'image',
  'option',
  'connect_to_agent',
  'search_skill',
  'video',
  'audio',
  'iframe',
  'user_defined',
  'channel_transfer',
] as const;
/** Option response display. */
export const PREFERENCES = ['dropdown', 'button'] as const;
/** search_skill query language. */
// The spec's table names `search_query_language`; the official SDK's v1 types (and the API reference they are generated
// from) name `discovery_query_language`. Sources conflict, so both are accepted: a workspace written against either
// compiles.
export const QUERY_TYPES = ['natural_language', 'search_query_language', 'discovery_query_language'] as const;
