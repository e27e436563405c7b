/**
 * Folds the legacy shapes of real exports into the normalized workspace (dialog-runtime.md §1):
 * `output.text` as a string, an array or `{values, selection_policy}`; `go_to` instead of `next_step`;
 * `conditions` null or empty; missing `type`; null for optional fields (the service omits them).
 * Pure, and idempotent: normalizing a normalized workspace returns an equal workspace.
 *
 * Keys are copied with `defineProperty`, so a `__proto__` key in the JSON stays an ordinary key and
 * never changes a prototype.
 */
import { isJsonObject, type JsonObject, type JsonValue } from './json.js';
import { setOwnKey } from './own-key.js';
import { plainObject } from './plain-object.js';
import type {
  Counterexample,
  DialogNode,
  DialogNodeNextStep,
  DialogNodeOutputGeneric,
  DialogNodeType,
  Entity,
  Intent,
  NextStepSelector,
  SelectionPolicy,
  Webhook,
  WorkspaceInput,
  WorkspaceSystemSettings,
} from './types.js';
import type {
  NormalizedDialogNode,
  NormalizedOutput,
  NormalizedOutputText,
  NormalizedWorkspace,
  TextForm,
} from './normalized.js';

const SELECTION_POLICIES = new Set(['sequential', 'random', 'multiline']);
const TEXT_FORMS = new Set<string>(['string', 'array', 'object']);
const OUTPUT_KEYS = new Set(['text', 'generic', 'modifiers', 'extra']);
/** Outputs this module produced, recognized by identity (the structural test below covers copies). */
const NORMALIZED_OUTPUTS = new WeakSet<object>();

/** The one shape the engine reads; see normalized.ts. Expects a workspace that validates. Shares no object with `input`. */
export function normalizeWorkspace(input: WorkspaceInput | NormalizedWorkspace): NormalizedWorkspace {
  return normalizeWorkspaceCopy(input, true);
}

/**
 * normalizeWorkspace for a caller that has just validated `input` and knows whether it shares references
 * (assertValidWorkspaceForCopy): without shared references the copy needs no table of the objects already
 * copied (a third of its cost on a large workspace).
 */
export function normalizeWorkspaceCopy(input: WorkspaceInput | NormalizedWorkspace, sharesReferences: boolean): NormalizedWorkspace {
  const parts = normalizeWorkspaceInParts(input, sharesReferences);
  parts.addDialogNodes();
  return parts.workspace;
}

/** A normalized workspace whose dialog nodes are copied only when asked (see normalizeWorkspaceInParts). */
export interface NormalizedWorkspaceInParts {
  /** Every part normalized but `dialog_nodes`, empty until addDialogNodes. */
  readonly workspace: NormalizedWorkspace;
  /** Normalizes the dialog nodes into `workspace.dialog_nodes` (once). */
  addDialogNodes(): void;
}

/**
 * normalizeWorkspaceCopy in two steps, so that the engine trains its intents before the nodes' copy (most of a
 * large workspace) exists: training's full garbage collections then mark a smaller heap. The result is the
 * same as normalizeWorkspaceCopy's (same key order, same shared references).
 */
export function normalizeWorkspaceInParts(input: WorkspaceInput | NormalizedWorkspace, sharesReferences: boolean): NormalizedWorkspaceInParts {
  // Each part is copied as it is normalized (no whole-workspace copy first, which the node and output
  // normalization then copied again). Depths are those of the values within the workspace.
  const copies = sharesReferences ? new Map<object, unknown>() : undefined;
  const ws = input as WorkspaceInput;
  const copy = <T>(value: T, depth: number): T => cloneJson(value, copies, depth) as T;
  const entities = listOf<Entity>(ws.entities).map((e) => normalizeEntityFrom(e, copies));
  const out: NormalizedWorkspace = {
    name: typeof ws.name === 'string' ? ws.name : '',
    language: typeof ws.language === 'string' ? ws.language : 'en',
    learning_opt_out: ws.learning_opt_out === true,
    system_settings: isJsonObject(ws.system_settings as JsonValue) ? copy(ws.system_settings as WorkspaceSystemSettings, 1) : {},
    intents: listOf<Intent>(ws.intents).map((i) => normalizeIntent(copy(i, 2))),
    entities,
    counterexamples: listOf<Counterexample>(ws.counterexamples).map((c) => withoutNulls(copy(c, 2))),
    dialog_nodes: [],
    webhooks: listOf<Webhook>(ws.webhooks).map((w) => withoutNulls(copy(w, 2))),
    system_entities: entities.filter((e) => isSystemEntity(e.entity)).map((e) => e.entity),
  };
  if (typeof ws.description === 'string') out.description = ws.description;
  if (isJsonObject(ws.metadata as JsonValue)) out.metadata = copy(ws.metadata, 1);
  if (typeof ws.workspace_id === 'string') out.workspace_id = ws.workspace_id;
  let added = false;
  const addDialogNodes = (): void => {
    if (added) return;
    added = true;
    out.dialog_nodes = listOf<DialogNode>(ws.dialog_nodes).map((n) => normalizeNodeFrom(n, copies, 2));
  };
  return { workspace: out, addDialogNodes };
}

/** Nesting beyond which the copy shares instead of copying (validated input never gets there). */
const CLONE_DEPTH = 200;

/**
 * A deep copy of JSON data, so that the engine (which freezes its workspace) never freezes or
 * depends on the caller's objects. Shared references stay shared (`copies`), so the work is linear.
 */
function cloneJson(value: unknown, copies: Map<object, unknown> | undefined, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > CLONE_DEPTH) return value;
  const known = copies?.get(value);
  if (known !== undefined) return known;
  let copy: unknown[] | Record<string, unknown>;
  if (Array.isArray(value)) {
    copy = value.map((v) => cloneJson(v, copies, depth + 1));
  } else {
    // Not `{}`: copies of keys known only at run time keep shared hidden classes (plain-object.ts).
    const object = plainObject();
    const source = value as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      const v = cloneJson(source[key], copies, depth + 1);
      setOwnKey(object, key, v);
    }
    copy = object;
    if (NORMALIZED_OUTPUTS.has(value)) NORMALIZED_OUTPUTS.add(copy);
  }
  copies?.set(value, copy);
  return copy;
}

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function isSystemEntity(name: unknown): boolean {
  return typeof name === 'string' && name.startsWith('sys-');
}

function normalizeIntent(intent: Intent): Intent {
  const out = withoutNulls(intent);
  if (Array.isArray(out.examples)) out.examples = out.examples.map((e) => withoutNulls(e));
  return out;
}

/** A `sys-` entity only enables that system entity: the service ignores anything else sent with it. */
function normalizeEntityFrom(entity: Entity, copies: Map<object, unknown> | undefined): Entity {
  if (isSystemEntity(entity.entity)) return { entity: entity.entity };
  const out = withoutNulls(cloneJson(entity, copies, 2) as Entity);
  if (Array.isArray(out.values)) out.values = out.values.map((v) => withoutNulls(v));
  return out;
}

/** Normalizes one node (legacy fields folded in, nulls dropped). Idempotent; shares no object with `raw`. */
export function normalizeDialogNode(raw: DialogNode | NormalizedDialogNode): NormalizedDialogNode {
  return normalizeNodeFrom(raw, new Map(), 0);
}

/** The fields normalizeNodeFrom folds or rebuilds; every other field is copied as it is (nulls dropped). */
const NODE_FOLDED_KEYS = new Set(['output', 'type', 'conditions', 'next_step', 'go_to']);

/**
 * Normalizes one node, copying only what the normalized node keeps (`raw` is the caller's: never
 * changed). `depth` is the node's depth within the copied value, for cloneJson's limit.
 */
function normalizeNodeFrom(raw: DialogNode | NormalizedDialogNode, copies: Map<object, unknown> | undefined, depth: number): NormalizedDialogNode {
  const node = raw as DialogNode & { go_to?: unknown };
  const result = plainObject<NormalizedDialogNode>();
  const source = node as unknown as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (NODE_FOLDED_KEYS.has(key)) continue;
    const value = source[key];
    if (value === null || value === undefined) continue;
    const v = cloneJson(value, copies, depth + 1);
    setOwnKey(result, key, v);
  }
  result.type = normalizeType(node.type, node.event_name);
  const { conditions, next_step, output } = node;
  if (typeof conditions === 'string' && conditions.trim() !== '') result.conditions = conditions;
  const step = isJsonObject(next_step as unknown as JsonValue)
    ? (withoutNulls(cloneJson(next_step, copies, depth + 1) as object) as DialogNodeNextStep)
    : goToAsNextStep(node.go_to);
  if (step) result.next_step = step;
  if (isJsonObject(output as JsonValue)) result.output = normalizeOutputFrom(output as JsonObject, copies, depth + 1);
  return result;
}

/**
 * Drops the null or undefined properties of `obj`, in place: every object reaching it is the private
 * copy made by cloneJson (or a fresh object of this module).
 */
function withoutNulls<T extends object>(obj: T): T {
  if (typeof obj !== 'object' || obj === null) return obj;
  const record = obj as Record<string, unknown>;
  for (const key of Object.keys(record)) if (record[key] === null || record[key] === undefined) delete record[key];
  return obj;
}

function normalizeType(type: DialogNodeType | undefined | null, eventName: unknown): DialogNodeType {
  if (type) return type;
  return eventName ? 'event_handler' : 'standard';
}

function goToAsNextStep(goTo: unknown): DialogNodeNextStep | undefined {
  if (!isJsonObject(goTo as JsonValue)) return undefined;
  const g = goTo as { selector?: string | null; dialog_node?: string };
  if (typeof g.dialog_node !== 'string') return undefined;
  return {
    behavior: 'jump_to',
    dialog_node: g.dialog_node,
    selector: (g.selector ?? 'condition') as NextStepSelector,
  };
}

/** Normalizes an output (`raw` is the caller's: never changed, its kept values copied). `depth`: as for nodes. */
function normalizeOutputFrom(raw: JsonObject, copies: Map<object, unknown> | undefined, depth: number): NormalizedOutput {
  if (isNormalizedOutput(raw)) return cloneJson(raw, copies, depth) as NormalizedOutput;
  const out: NormalizedOutput = { extra: {} };
  NORMALIZED_OUTPUTS.add(out);
  for (const key of Object.keys(raw)) {
    const value = raw[key] as JsonValue;
    if (key === 'text') {
      const text = isNormalizedText(value)
        ? (withoutNulls(cloneJson(value, copies, depth + 1) as object) as NormalizedOutputText)
        : normalizeText(value);
      if (text) out.text = text;
    } else if (key === 'generic') {
      if (Array.isArray(value)) {
        out.generic = value.map((g) => {
          const item = cloneJson(g, copies, depth + 2) as JsonValue;
          return isJsonObject(item) ? withoutNulls(item) : item;
        }) as unknown as DialogNodeOutputGeneric[];
      }
    } else if (key === 'modifiers') {
      if (isJsonObject(value)) out.modifiers = withoutNulls(cloneJson(value, copies, depth + 1) as object) as { overwrite?: boolean };
    } else {
      setOwnKey(out.extra, key, cloneJson(value, copies, depth + 1));
    }
  }
  return out;
}

/**
 * True for an output this module already produced: known by identity, or (after a copy) by shape:
 * only normalized keys, an `extra` object and, when present, a text carrying its legacy `form`.
 */
function isNormalizedOutput(raw: JsonObject): raw is NormalizedOutput & JsonObject {
  if (NORMALIZED_OUTPUTS.has(raw)) return true;
  if (!isJsonObject(raw.extra) || !Object.keys(raw).every((k) => OUTPUT_KEYS.has(k))) return false;
  return raw.text === undefined || isNormalizedText(raw.text);
}

function isNormalizedText(value: JsonValue): boolean {
  return (
    isJsonObject(value) &&
    typeof value.form === 'string' &&
    TEXT_FORMS.has(value.form) &&
    Array.isArray(value.values) &&
    value.values.every((v) => typeof v === 'string')
  );
}

/** A legacy text as a normalized one (a text already normalized is copied by normalizeOutputFrom). */
function normalizeText(value: JsonValue): NormalizedOutputText | undefined {
  if (typeof value === 'string') return { values: [value], form: 'string' };
  if (Array.isArray(value)) return { values: value.map(asText), form: 'array' };
  if (!isJsonObject(value)) return undefined;
  const values = Array.isArray(value.values) ? value.values.map(asText) : [];
  const text: NormalizedOutputText = { values, form: 'object' satisfies TextForm };
  if (typeof value.selection_policy === 'string' && SELECTION_POLICIES.has(value.selection_policy)) {
    text.selection_policy = value.selection_policy as SelectionPolicy;
  }
  if (typeof value.delimiter === 'string') text.delimiter = value.delimiter;
  if (typeof value.append === 'boolean') text.append = value.append;
  return text;
}

function asText(v: JsonValue): string {
  return typeof v === 'string' ? v : v === null ? '' : JSON.stringify(v);
}

export type { NormalizedWorkspace, NormalizedDialogNode, NormalizedOutput, NormalizedOutputText } from './normalized.js';
export type { JsonObject };
