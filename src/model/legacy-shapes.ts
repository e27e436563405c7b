/**
 * Older shapes of `output.generic` that the service accepted, stored and exported, rewritten into the
 * current shape before validation, each rewrite reported as a `legacy_shape` warning.
 *
 * Why before validation: `output.generic` became a validated part of the API with version 2018-07-10;
 * before that it was an ordinary output property, so workspaces exported under 2017-05-26 (early 2018)
 * hold the tool's shapes of that time. Whatever the service exported must compile again (issue 21);
 * the authoring calls keep validating strictly (the service itself rejects these shapes there now).
 *
 * The shapes folded in:
 * - a `text` response with a `text` string instead of `values` → `values: [{text}]`;
 * - a `text` response whose `values` are plain strings → `values: [{text}]` per string;
 * - an `option` whose `value` is a plain string → `value: {input: {text}}` (what choosing it sends).
 *
 * Pure: the input is never changed; objects on the way to a rewrite are copied, all others shared.
 */
import type { Diagnostic } from './diagnostics.js';
import { indexPath, isObj, keyPath, own, type Obj } from './validate/issues.js';

/** The workspace with its legacy shapes rewritten (generic shapes, callouts), and one diagnostic per rewrite. */
export interface LegacyUpgrade {
  workspace: unknown;
  diagnostics: Diagnostic[];
}

/** The diagnostic code of a rewritten legacy shape. */
export const LEGACY_SHAPE = 'legacy_shape';

/** Rewrites the legacy generic shapes of `json` (any value: a non-workspace comes back unchanged). */
export function upgradeLegacyShapes(json: unknown): LegacyUpgrade {
  return upgradeDialogNodes(json, upgradeNode);
}

/**
 * `json` with each dialog node passed through `upgrade` (node, its path, the diagnostics to add to), copy on write: the
 * workspace is copied only when a node came back changed, every other object is shared. The one walk of the legacy
 * rewrites (generic shapes here, `metadata.callout` in legacy-callout.ts).
 */
export function upgradeDialogNodes(json: unknown, upgrade: (node: unknown, path: string, diagnostics: Diagnostic[]) => unknown): LegacyUpgrade {
  const diagnostics: Diagnostic[] = [];
  const nodes = isObj(json) ? own(json, 'dialog_nodes') : undefined;
  if (!isObj(json) || !Array.isArray(nodes)) return { workspace: json, diagnostics };
  let changed = false;
  const upgraded = nodes.map((node, i) => {
    const next = upgrade(node, indexPath('.dialog_nodes', i), diagnostics);
    if (next !== node) changed = true;
    return next;
  });
  return { workspace: changed ? { ...json, dialog_nodes: upgraded } : json, diagnostics };
}

function upgradeNode(node: unknown, path: string, diagnostics: Diagnostic[]): unknown {
  if (!isObj(node)) return node;
  const output = own(node, 'output');
  if (!isObj(output)) return node;
  const generic = own(output, 'generic');
  if (!Array.isArray(generic)) return node;
  const at = keyPath(keyPath(path, 'output'), 'generic');
  let changed = false;
  const items = generic.map((item, i) => {
    const next = upgradeItem(item, indexPath(at, i), diagnostics);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? { ...node, output: { ...output, generic: items } } : node;
}

function upgradeItem(item: unknown, path: string, diagnostics: Diagnostic[]): unknown {
  if (!isObj(item)) return item;
  const type = own(item, 'response_type');
  if (type === 'text') return upgradeText(item, path, diagnostics);
  if (type === 'option') return upgradeOptions(item, path, diagnostics);
  return item;
}

function upgradeText(item: Obj, path: string, diagnostics: Diagnostic[]): Obj {
  const text = own(item, 'text');
  const values = own(item, 'values');
  if (typeof text === 'string' && (values === undefined || values === null)) {
    const upgraded: Obj = { ...item, values: [{ text }] };
    delete upgraded.text;
    diagnostics.push(legacyWarning(keyPath(path, 'text'), 'a text response with `text` instead of `values` was read as `values: [{"text": ...}]`'));
    return upgraded;
  }
  if (Array.isArray(values) && values.some((v) => typeof v === 'string')) {
    diagnostics.push(legacyWarning(keyPath(path, 'values'), 'text response values given as plain strings were read as `{"text": ...}` objects'));
    return { ...item, values: values.map((v) => (typeof v === 'string' ? { text: v } : v)) };
  }
  return item;
}

function upgradeOptions(item: Obj, path: string, diagnostics: Diagnostic[]): Obj {
  const options = own(item, 'options');
  if (!Array.isArray(options)) return item;
  let changed = false;
  const upgraded = options.map((option, i) => {
    if (!isObj(option)) return option;
    const value = own(option, 'value');
    if (typeof value !== 'string') return option;
    changed = true;
    diagnostics.push(
      legacyWarning(keyPath(indexPath(keyPath(path, 'options'), i), 'value'), 'an option value given as a plain string was read as `{"input": {"text": ...}}`'),
    );
    return { ...option, value: { input: { text: value } } };
  });
  return changed ? { ...item, options: upgraded } : item;
}

/** The `legacy_shape` warning every legacy read reports (legacy-reads.ts and legacy-callout.ts use it too). */
export function legacyWarning(path: string, message: string): Diagnostic {
  return { level: 'warning', code: LEGACY_SHAPE, message, path };
}
