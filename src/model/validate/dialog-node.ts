/**
 * The field rules of one dialog node, without looking at other nodes (those are in structure.ts):
 * names, enums, `next_step` (and legacy `go_to`), `actions`, `output`.
 */
import {
  auditFields,
  elementObject,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalObject,
  optionalString,
  requiredString,
  type TextRules,
} from './fields.js';
import {
  ACTION_TYPES,
  ANY_NODE_BEHAVIORS,
  BEHAVIORS,
  DIGRESS_IN,
  DIGRESS_OUT,
  DIGRESS_OUT_SLOTS,
  EVENT_NAMES,
  NODE_TYPES,
  SELECTORS,
} from '../enums.js';
import { NODE_NAME } from './names.js';
import { checkOutput } from './output.js';
import { Issues, indexPath, isAbsent, keyPath, own, show, type Obj } from './issues.js';

/** Dialog node ids and titles. */
export const NODE_NAME_RULES: TextRules = {
  noControl: true,
  notBlank: true,
  pattern: { regex: NODE_NAME, describe: 'letters, digits, spaces, underscores, hyphens and dots' },
};
const NO_CONTROL: TextRules = { noControl: true };
/** Node ids referenced by `parent`, `previous_sibling` and jumps: checked for existence in structure.ts. */
const REFERENCE: TextRules = {};

/** Checks one dialog node's own fields; returns its id when it is a string. */
export function checkDialogNode(issues: Issues, json: unknown, path: string): string | undefined {
  const node = elementObject(issues, json, path, 'dialog node');
  if (!node) return undefined;
  const id = requiredString(issues, node, 'dialog_node', path, NODE_NAME_RULES);
  // An empty title is no title (the authoring tool clears it that way); any other title follows the id rule.
  if (own(node, 'title') !== '') optionalString(issues, node, 'title', path, NODE_NAME_RULES);
  optionalString(issues, node, 'description', path, NO_CONTROL);
  optionalString(issues, node, 'conditions', path, NO_CONTROL);
  optionalString(issues, node, 'parent', path, REFERENCE);
  optionalString(issues, node, 'previous_sibling', path, REFERENCE);
  optionalString(issues, node, 'variable', path);
  optionalString(issues, node, 'user_label', path);
  optionalObject(issues, node, 'context', path);
  optionalObject(issues, node, 'metadata', path);
  const type = optionalEnum(issues, node, 'type', path, NODE_TYPES) ?? (isAbsent(own(node, 'type')) ? 'standard' : undefined);
  optionalEnum(issues, node, 'event_name', path, EVENT_NAMES);
  if (type === 'event_handler' && isAbsent(own(node, 'event_name'))) {
    issues.add('required', 'event_name is required for an event_handler node', keyPath(path, 'event_name'));
  }
  optionalEnum(issues, node, 'digress_in', path, DIGRESS_IN);
  optionalEnum(issues, node, 'digress_out', path, DIGRESS_OUT);
  optionalEnum(issues, node, 'digress_out_slots', path, DIGRESS_OUT_SLOTS);
  const optOut = optionalBoolean(issues, node, 'disambiguation_opt_out', path);
  if (optOut !== undefined && type !== undefined && type !== 'standard' && type !== 'frame') {
    issues.add('structure', `disambiguation_opt_out is valid only for standard and frame nodes, not ${type}`, keyPath(path, 'disambiguation_opt_out'));
  }
  optionalBoolean(issues, node, 'disabled', path);
  auditFields(issues, node, path);
  const output = optionalObject(issues, node, 'output', path);
  if (output) checkOutput(issues, output, keyPath(path, 'output'));
  const actions = optionalArray(issues, node, 'actions', path);
  actions?.forEach((action, i) => checkAction(issues, action, indexPath(keyPath(path, 'actions'), i)));
  checkNextStep(issues, node, path, type);
  checkGoTo(issues, node, path);
  return id;
}

function checkNextStep(issues: Issues, node: Obj, path: string, type: string | undefined): void {
  const step = optionalObject(issues, node, 'next_step', path);
  if (!step) return;
  const at = keyPath(path, 'next_step');
  const behaviorValue = own(step, 'behavior');
  if (isAbsent(behaviorValue)) issues.add('required', 'behavior is required', keyPath(at, 'behavior'));
  const behavior = optionalEnum(issues, step, 'behavior', at, BEHAVIORS);
  if (behavior !== undefined && !ANY_NODE_BEHAVIORS.includes(behavior) && type !== undefined && type !== 'event_handler') {
    issues.add(
      'enum',
      `next_step.behavior ${show(behavior)} is valid only for event_handler nodes under a slot or frame; a ${type} node allows get_user_input, skip_user_input, jump_to`,
      keyPath(at, 'behavior'),
    );
  }
  optionalString(issues, step, 'dialog_node', at, REFERENCE);
  optionalEnum(issues, step, 'selector', at, SELECTORS);
  if (behavior === 'jump_to' && isAbsent(own(step, 'dialog_node'))) {
    issues.add('required', 'dialog_node is required when behavior is jump_to', keyPath(at, 'dialog_node'));
  }
}

/** Pre-2017 exports: `go_to: {return, selector, dialog_node}` instead of `next_step`. */
function checkGoTo(issues: Issues, node: Obj, path: string): void {
  const goTo = optionalObject(issues, node, 'go_to', path);
  if (!goTo) return;
  const at = keyPath(path, 'go_to');
  requiredString(issues, goTo, 'dialog_node', at, REFERENCE);
  optionalEnum(issues, goTo, 'selector', at, SELECTORS);
}

function checkAction(issues: Issues, json: unknown, path: string): void {
  const action = elementObject(issues, json, path, 'action');
  if (!action) return;
  requiredString(issues, action, 'name', path);
  requiredString(issues, action, 'result_variable', path);
  optionalEnum(issues, action, 'type', path, ACTION_TYPES);
  optionalObject(issues, action, 'parameters', path);
  optionalString(issues, action, 'credentials', path);
}
