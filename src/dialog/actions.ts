/**
 * Node actions (dialog-runtime.md §1.11): client actions go back to the caller in `actions`; webhook
 * actions become pending calls for the service layer (the engine does no I/O).
 */
import { isJsonObject, type DialogNodeAction, type JsonObject, type JsonValue } from '../model/index.js';
import { evaluateValue } from '../expr/index.js';
import type { DialogTreeNode } from './tree.js';
import type { Turn } from './turn.js';
import { outputError } from './log-messages.js';

/** Client actions go to `turn.actions`, webhook actions to `turn.webhooks`, parameters evaluated. */
export function collectActions(turn: Turn, node: DialogTreeNode): void {
  for (const action of node.actions) {
    const parameters = renderParameters(turn, node, action.parameters);
    if (action.type === 'webhook') {
      const hook = turn.webhooks;
      const def = turn.tree.webhooks.find((w) => w.name === action.name) ?? turn.tree.webhooks.find((w) => w.name === 'main_webhook');
      hook.push({
        dialog_node: node.id,
        name: action.name,
        parameters: parameters ?? {},
        result_variable: action.result_variable,
        ...(def ? { url: def.url, headers: def.headers ?? [] } : {}),
      });
      continue;
    }
    const rendered: DialogNodeAction = { ...action };
    if (parameters) rendered.parameters = parameters;
    turn.actions.push(rendered);
  }
}

function renderParameters(turn: Turn, node: DialogTreeNode, parameters: JsonObject | undefined): JsonObject | undefined {
  if (!isJsonObject(parameters as JsonValue)) return undefined;
  const r = evaluateValue(parameters as JsonObject, turn.env);
  for (const e of r.errors) turn.addLog('err', outputError(node.id, e), node);
  return isJsonObject(r.value) ? r.value : (parameters as JsonObject);
}
