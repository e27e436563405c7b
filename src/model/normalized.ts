/**
 * The normalized workspace: the one shape the engine reads. Legacy export shapes are folded into it by
 * `normalizeWorkspace` (see normalize.ts), so no later layer needs to know about them.
 */
import type { JsonObject } from './json.js';
import type {
  Counterexample,
  DialogNode,
  DialogNodeNextStep,
  DialogNodeOutputGeneric,
  DialogNodeType,
  Entity,
  Intent,
  SelectionPolicy,
  Webhook,
  WorkspaceSystemSettings,
} from './types.js';

/** Which legacy shape `output.text` had in the export: it decides how the values are emitted. */
export type TextForm = 'string' | 'array' | 'object';

export interface NormalizedOutputText {
  values: string[];
  selection_policy?: SelectionPolicy;
  delimiter?: string;
  /** Legacy `append: false` inside `output.text` (overwrite earlier text). */
  append?: boolean;
  form: TextForm;
}

export interface NormalizedOutput {
  text?: NormalizedOutputText;
  generic?: DialogNodeOutputGeneric[];
  modifiers?: { overwrite?: boolean };
  /** Any other output property (`action`, `ui_action`, ...), kept as written. */
  extra: JsonObject;
}

export interface NormalizedDialogNode extends Omit<DialogNode, 'output' | 'type' | 'conditions' | 'next_step'> {
  type: DialogNodeType;
  /** The condition text, or undefined when the export had none, null or an empty string. */
  conditions?: string;
  output?: NormalizedOutput;
  next_step?: DialogNodeNextStep;
}

export interface NormalizedWorkspace {
  name: string;
  description?: string;
  language: string;
  metadata?: JsonObject;
  learning_opt_out: boolean;
  system_settings: WorkspaceSystemSettings;
  workspace_id?: string;
  intents: Intent[];
  entities: Entity[];
  counterexamples: Counterexample[];
  dialog_nodes: NormalizedDialogNode[];
  webhooks: Webhook[];
  /** Names of the system entities the workspace enables (`sys-number`, ...). */
  system_entities: string[];
}
