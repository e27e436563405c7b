/**
 * The 2020 tool's webhook call in a node's `metadata.callout` (issue 21, legacy shapes): a node exported with
 * `metadata: {callout: {name, type, parameters, result_variable}}` and no `actions` is read as calling that action.
 *
 * Why: virtual-insurance-assistant (IBM's code pattern, exported 2020-05 from the tool with API v2 2018-11-08) holds
 * its four `main_webhook` calls only there, and its flow reads a result (`context.recResponse.recs[...]` after
 * "Analyze customer incident statement"); a service that ignored them could not have run the sample. `metadata` is
 * otherwise the author's own, so nothing else of it is read. A node that has `actions` keeps them (the callout is
 * ignored, and said so). The rewrite happens before validation, so a callout an action could not be made of (no
 * string `name` or `result_variable`, a `type` outside the action types) is left alone: it must not turn an export
 * that compiled into one that does not.
 *
 * Pure: the input is never changed; a rewritten node is a copy, every other object is shared.
 */
import type { Diagnostic } from './diagnostics.js';
import { ACTION_TYPES } from './enums.js';
import { legacyWarning, upgradeDialogNodes, type LegacyUpgrade } from './legacy-shapes.js';
import { isObj, keyPath, own, type Obj } from './validate/issues.js';

/** Adds the action of every node whose only call is a `metadata.callout`; one `legacy_shape` warning per callout. */
export function upgradeCallouts(json: unknown): LegacyUpgrade {
  return upgradeDialogNodes(json, upgradeNode);
}

function upgradeNode(node: unknown, path: string, diagnostics: Diagnostic[]): unknown {
  if (!isObj(node)) return node;
  const metadata = own(node, 'metadata');
  const callout = isObj(metadata) ? own(metadata, 'callout') : undefined;
  if (!isObj(callout)) return node;
  const name = own(callout, 'name');
  const resultVariable = own(callout, 'result_variable');
  const type = own(callout, 'type') ?? 'webhook';
  if (typeof name !== 'string' || typeof resultVariable !== 'string' || !(ACTION_TYPES as readonly unknown[]).includes(type)) return node;
  const at = keyPath(keyPath(path, 'metadata'), 'callout');
  const actions = own(node, 'actions');
  if (Array.isArray(actions) && actions.length > 0) {
    diagnostics.push(legacyWarning(at, 'legacy `metadata.callout` ignored: the node has `actions`'));
    return node;
  }
  const parameters = own(callout, 'parameters');
  const action: Obj = {
    name,
    type,
    ...(isObj(parameters) ? { parameters } : {}),
    result_variable: resultVariable,
  };
  // Parameters that are no object could not be an action's (validation would refuse the export): the call is made
  // without them, and the warning says so rather than dropping them unseen.
  const dropped = parameters !== undefined && !isObj(parameters) ? '; its `parameters`, not an object, dropped' : '';
  diagnostics.push(legacyWarning(at, `legacy \`metadata.callout\` read as the node's action {"name": ${JSON.stringify(name)}, "type": ${JSON.stringify(type)}}${dropped}`));
  return { ...node, actions: [action] };
}

