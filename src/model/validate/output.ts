/**
 * A dialog node's `output`: the legacy `text` forms (string, array, `{values, selection_policy,
 * append?, delimiter?}`), the `generic` rich responses with their per-type rules and limits, and
 * `modifiers`. Any other output property is the author's own and is accepted as is.
 */
import {
  elementObject,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredString,
  stringValue,
} from './fields.js';
import { PREFERENCES, QUERY_TYPES, RESPONSE_TYPES, SELECTION_POLICIES } from '../enums.js';
import { Issues, indexPath, isAbsent, isObj, keyPath, own, typeName, type Obj } from './issues.js';
import { checkLaterFields } from './later-responses.js';

/** Most options in one `option` response. */
export const MAX_OPTIONS = 20;
/** Longest pause, in milliseconds. */
export const MAX_PAUSE_MS = 10_000;

/** Checks a node's `output` object (legacy text, generic responses, modifiers). */
export function checkOutput(issues: Issues, output: Obj, path: string): void {
  checkLegacyText(issues, own(output, 'text'), keyPath(path, 'text'));
  const generic = optionalArray(issues, output, 'generic', path);
  generic?.forEach((item, i) => checkGeneric(issues, item, indexPath(keyPath(path, 'generic'), i)));
  const modifiers = optionalObject(issues, output, 'modifiers', path);
  if (modifiers) optionalBoolean(issues, modifiers, 'overwrite', keyPath(path, 'modifiers'));
}

function checkLegacyText(issues: Issues, text: unknown, path: string): void {
  if (isAbsent(text) || typeof text === 'string') return;
  // A null value reads as "", as `{"text": null}` does in a generic text response (docs/behaviour/model.md).
  if (Array.isArray(text)) {
    text.forEach((value, i) => {
      if (value !== null) stringValue(issues, value, indexPath(path, i), 'text');
    });
    return;
  }
  if (!isObj(text)) {
    issues.add('type', `output.text must be a string, an array of strings or {values, selection_policy}, not ${typeName(text)}`, path);
    return;
  }
  const values = optionalArray(issues, text, 'values', path);
  values?.forEach((value, i) => {
    if (value !== null) stringValue(issues, value, indexPath(keyPath(path, 'values'), i), 'text');
  });
  optionalEnum(issues, text, 'selection_policy', path, SELECTION_POLICIES);
  optionalString(issues, text, 'delimiter', path);
  optionalBoolean(issues, text, 'append', path);
}

function checkGeneric(issues: Issues, json: unknown, path: string): void {
  const generic = elementObject(issues, json, path, 'generic response');
  if (!generic) return;
  const type = own(generic, 'response_type');
  if (isAbsent(type)) {
    issues.add('required', 'response_type is required', keyPath(path, 'response_type'));
  } else {
    optionalEnum(issues, generic, 'response_type', path, RESPONSE_TYPES);
  }
  const values = optionalArray(issues, generic, 'values', path);
  values?.forEach((value, i) => {
    const at = indexPath(keyPath(path, 'values'), i);
    const entry = elementObject(issues, value, at, 'text value');
    if (entry) optionalString(issues, entry, 'text', at);
  });
  optionalEnum(issues, generic, 'selection_policy', path, SELECTION_POLICIES);
  optionalString(issues, generic, 'delimiter', path);
  optionalInteger(issues, generic, 'time', path, { min: 0, max: MAX_PAUSE_MS });
  optionalBoolean(issues, generic, 'typing', path);
  for (const key of ['source', 'title', 'description', 'message_to_human_agent', 'query', 'filter', 'discovery_version', 'search_version']) {
    optionalString(issues, generic, key, path);
  }
  optionalEnum(issues, generic, 'preference', path, PREFERENCES);
  optionalEnum(issues, generic, 'query_type', path, QUERY_TYPES);
  const options = optionalArray(issues, generic, 'options', path);
  if (options) {
    if (options.length > MAX_OPTIONS) {
      issues.add('max_items', `an option response has at most ${MAX_OPTIONS} options, not ${options.length}`, keyPath(path, 'options'));
    }
    options.forEach((option, i) => checkOption(issues, option, indexPath(keyPath(path, 'options'), i)));
  }
  checkLaterFields(issues, generic, path, typeof type === 'string' ? type : undefined);
  checkRequiredPerType(issues, generic, path, typeof type === 'string' ? type : undefined);
}

/** The fields each response type cannot do without. */
const REQUIRED_BY_TYPE: Record<string, readonly string[]> = {
  text: ['values'],
  image: ['source'],
  option: ['options'],
  search_skill: ['query', 'query_type'],
  video: ['source'],
  audio: ['source'],
  iframe: ['source'],
  user_defined: ['user_defined'],
  channel_transfer: ['message_to_user', 'transfer_info'],
};

function checkRequiredPerType(issues: Issues, generic: Obj, path: string, type: string | undefined): void {
  const required = type !== undefined && Object.prototype.hasOwnProperty.call(REQUIRED_BY_TYPE, type) ? REQUIRED_BY_TYPE[type] : [];
  for (const key of required) {
    if (isAbsent(own(generic, key))) issues.add('required', `${key} is required for response_type ${type}`, keyPath(path, key));
  }
}

function checkOption(issues: Issues, json: unknown, path: string): void {
  const option = elementObject(issues, json, path, 'option');
  if (!option) return;
  requiredString(issues, option, 'label', path);
  const value = own(option, 'value');
  const at = keyPath(path, 'value');
  if (isAbsent(value)) {
    issues.add('required', 'value is required', at);
    return;
  }
  const body = elementObject(issues, value, at, 'value');
  if (!body) return;
  optionalObject(issues, body, 'input', at);
  optionalArray(issues, body, 'intents', at);
  optionalArray(issues, body, 'entities', at);
}
