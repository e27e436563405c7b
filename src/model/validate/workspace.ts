/** Top-level workspace fields and the whole workspace (every collection, duplicates, dialog structure). */
import {
  auditFields,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalObject,
  optionalString,
  type TextRules,
} from './fields.js';
import { checkCounterexamples, checkIntent } from './intents.js';
import { checkEntity, checkSynonymCount } from './entities.js';
import { checkDialogNode } from './dialog-node.js';
import { checkDialogStructure } from './structure.js';
import { checkWebhooks } from './webhooks.js';
import { WORKSPACE_STATUSES } from '../enums.js';
import { Issues, checkElement, isObj, keyPath, type Obj } from './issues.js';
import { checkNamedList } from './unique.js';

const NO_CONTROL: TextRules = { noControl: true };
/** The spec lists auto and high; the official SDK (and later exports) add the four intermediate levels. */
export const SENSITIVITIES = ['auto', 'high', 'medium_high', 'medium', 'medium_low', 'low'] as const;

/**
 * The workspace's own fields (not its collections' content). All are optional: `create_workspace`
 * accepts any subset, and real exports lack `learning_opt_out` or `workspace_id`.
 */
export function checkWorkspaceFields(issues: Issues, json: unknown, path: string): Obj | undefined {
  if (!isObj(json)) {
    issues.add('type', 'Workspace must be a JSON object', path);
    return undefined;
  }
  optionalString(issues, json, 'name', path, NO_CONTROL);
  optionalString(issues, json, 'description', path, NO_CONTROL);
  optionalString(issues, json, 'language', path, NO_CONTROL);
  optionalObject(issues, json, 'metadata', path);
  optionalBoolean(issues, json, 'learning_opt_out', path);
  optionalString(issues, json, 'workspace_id', path, NO_CONTROL);
  optionalEnum(issues, json, 'status', path, WORKSPACE_STATUSES);
  auditFields(issues, json, path);
  const settings = optionalObject(issues, json, 'system_settings', path);
  if (settings) checkSystemSettings(issues, settings, keyPath(path, 'system_settings'));
  for (const key of ['intents', 'entities', 'dialog_nodes', 'counterexamples', 'webhooks']) optionalArray(issues, json, key, path);
  return json;
}

function checkSystemSettings(issues: Issues, settings: Obj, path: string): void {
  const tooling = optionalObject(issues, settings, 'tooling', path);
  if (tooling) optionalBoolean(issues, tooling, 'store_generic_responses', keyPath(path, 'tooling'));
  const disambiguation = optionalObject(issues, settings, 'disambiguation', path);
  if (disambiguation) {
    const at = keyPath(path, 'disambiguation');
    optionalString(issues, disambiguation, 'prompt', at);
    optionalString(issues, disambiguation, 'none_of_the_above_prompt', at);
    optionalBoolean(issues, disambiguation, 'enabled', at);
    optionalEnum(issues, disambiguation, 'sensitivity', at, SENSITIVITIES);
    optionalBoolean(issues, disambiguation, 'randomize', at);
    optionalInteger(issues, disambiguation, 'max_suggestions', at, { min: 1 });
    optionalString(issues, disambiguation, 'suggestion_text_policy', at);
  }
  optionalObject(issues, settings, 'human_agent_assist', path);
  optionalBoolean(issues, settings, 'spelling_suggestions', path);
  optionalBoolean(issues, settings, 'spelling_auto_correct', path);
  for (const key of ['system_entities', 'off_topic']) {
    const flag = optionalObject(issues, settings, key, path);
    if (flag) optionalBoolean(issues, flag, 'enabled', keyPath(path, key));
  }
}

/** Every rule of a workspace: fields, each element, duplicates, dialog structure. */
export function checkWorkspace(issues: Issues, json: unknown, path: string): void {
  const workspace = checkWorkspaceFields(issues, json, path);
  if (!workspace) return;
  const list = (key: string): readonly unknown[] => {
    const value = workspace[key];
    return Object.prototype.hasOwnProperty.call(workspace, key) && Array.isArray(value) ? value : [];
  };
  checkNamedList(issues, list('intents'), keyPath(path, 'intents'), 'intent', 'intent', checkIntent);
  checkNamedList(issues, list('entities'), keyPath(path, 'entities'), 'entity', 'entity', checkEntity);
  checkSynonymCount(issues, list('entities'), keyPath(path, 'entities'));
  checkCounterexamples(issues, list('counterexamples'), keyPath(path, 'counterexamples'));
  const nodes = list('dialog_nodes');
  const nodesPath = keyPath(path, 'dialog_nodes');
  for (let i = 0; i < nodes.length; i++) checkElement(issues, checkDialogNode, nodes[i], nodesPath, i);
  checkDialogStructure(issues, nodes, nodesPath);
  checkWebhooks(issues, list('webhooks'), keyPath(path, 'webhooks'));
}
