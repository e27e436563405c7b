/**
 * Folds the legacy shapes of real exports into the normalized workspace (dialog-runtime.md §1):
 * `output.text` as a string, an array or `{values, selection_policy}`; `go_to` instead of `next_step`;
 * `conditions` null or empty; missing `type`. Pure and idempotent on its own output.
 */
import { isJsonObject, type JsonObject, type JsonValue } from './json.js';
import type {
  DialogNode,
  DialogNodeNextStep,
  DialogNodeOutputGeneric,
  DialogNodeType,
  NextStepSelector,
  SelectionPolicy,
  WorkspaceInput,
} from './types.js';
import type {
  NormalizedDialogNode,
  NormalizedOutput,
  NormalizedOutputText,
  NormalizedWorkspace,
} from './normalized.js';

const SELECTION_POLICIES = new Set(['sequential', 'random', 'multiline']);

export function normalizeWorkspace(input: WorkspaceInput | NormalizedWorkspace): NormalizedWorkspace {
  const ws = input as WorkspaceInput;
  const entities = ws.entities ?? [];
  const out: NormalizedWorkspace = {
    name: ws.name ?? '',
    language: ws.language ?? 'en',
    learning_opt_out: ws.learning_opt_out ?? false,
    system_settings: ws.system_settings ?? {},
    intents: ws.intents ?? [],
    entities,
    counterexamples: ws.counterexamples ?? [],
    dialog_nodes: (ws.dialog_nodes ?? []).map((n) => normalizeDialogNode(n as DialogNode | NormalizedDialogNode)),
    webhooks: ws.webhooks ?? [],
    system_entities: entities.filter((e) => e.entity.startsWith('sys-')).map((e) => e.entity),
  };
  if (ws.description !== undefined) out.description = ws.description;
  if (ws.metadata !== undefined) out.metadata = ws.metadata;
  if (ws.workspace_id !== undefined) out.workspace_id = ws.workspace_id;
  return out;
}

export function normalizeDialogNode(raw: DialogNode | NormalizedDialogNode): NormalizedDialogNode {
  const node = raw as DialogNode & { go_to?: unknown };
  const { output, type, conditions, next_step, go_to, ...rest } = node;
  const result: NormalizedDialogNode = { ...stripNulls(rest), type: normalizeType(type, node.event_name) };
  if (typeof conditions === 'string' && conditions.trim() !== '') result.conditions = conditions;
  const step = next_step ?? goToAsNextStep(go_to);
  if (step) result.next_step = step;
  if (output !== undefined && output !== null) result.output = normalizeOutput(output as JsonValue);
  return result;
}

function stripNulls<T extends object>(obj: T): T {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== null && v !== undefined) copy[k] = v;
  return copy as T;
}

function normalizeType(type: DialogNodeType | undefined | null, eventName: unknown): DialogNodeType {
  if (type) return type;
  return eventName ? 'event_handler' : 'standard';
}

function goToAsNextStep(goTo: unknown): DialogNodeNextStep | undefined {
  if (!isJsonObject(goTo as JsonValue)) return undefined;
  const g = goTo as { selector?: string; dialog_node?: string };
  if (typeof g.dialog_node !== 'string') return undefined;
  return {
    behavior: 'jump_to',
    dialog_node: g.dialog_node,
    selector: (g.selector ?? 'condition') as NextStepSelector,
  };
}

function normalizeOutput(raw: JsonValue): NormalizedOutput {
  if (isNormalizedOutput(raw)) return raw;
  const out: NormalizedOutput = { extra: {} };
  if (!isJsonObject(raw)) return out;
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'text') {
      const text = normalizeText(value);
      if (text) out.text = text;
    } else if (key === 'generic' && Array.isArray(value)) {
      out.generic = value as unknown as DialogNodeOutputGeneric[];
    } else if (key === 'modifiers' && isJsonObject(value)) {
      out.modifiers = value as { overwrite?: boolean };
    } else {
      out.extra[key] = value;
    }
  }
  return out;
}

function isNormalizedOutput(raw: JsonValue): raw is NormalizedOutput & JsonObject {
  return isJsonObject(raw) && isJsonObject(raw.extra) && (raw.text === undefined || isJsonObject(raw.text) && 'form' in raw.text);
}

function normalizeText(value: JsonValue): NormalizedOutputText | undefined {
  if (typeof value === 'string') return { values: [value], form: 'string' };
  if (Array.isArray(value)) return { values: value.map(asText), form: 'array' };
  if (isJsonObject(value)) {
    if (typeof value.form === 'string') return value as unknown as NormalizedOutputText;
    const values = Array.isArray(value.values) ? value.values.map(asText) : [];
    const text: NormalizedOutputText = { values, form: 'object' };
    if (typeof value.selection_policy === 'string' && SELECTION_POLICIES.has(value.selection_policy)) {
      text.selection_policy = value.selection_policy as SelectionPolicy;
    }
    if (typeof value.delimiter === 'string') text.delimiter = value.delimiter;
    if (typeof value.append === 'boolean') text.append = value.append;
    return text;
  }
  return undefined;
}

function asText(v: JsonValue): string {
  return typeof v === 'string' ? v : v === null ? '' : JSON.stringify(v);
}

export type { NormalizedWorkspace, NormalizedDialogNode, NormalizedOutput, NormalizedOutputText } from './normalized.js';
export type { JsonObject };
