/**
 * Validation of a message request body (MessageRequest, snake_case as on the wire). Lenient where the
 * engine has a sensible default (a runtime intent without confidence counts as 1), strict on types,
 * and bounded: the context comes back from clients turn after turn, so its nesting is capped like a
 * workspace's (the dialog layer copies and merges it recursively).
 */
import type { ErrorDetail } from '../errors.js';
import { checkPlainJson } from './plain-json.js';
import { CONTROL_CHARS } from './names.js';
import { Issues, isAbsent, isObj, type Obj } from './issues.js';

/** The service's limit on `input.text`. */
export const MAX_INPUT_TEXT = 2048;

/** Every problem of a message request, each with its JSON path. Empty when valid; undefined/null is an empty request. Never throws. */
export function validateMessageRequest(request: unknown): ErrorDetail[] {
  if (request === undefined || request === null) return [];
  if (!isObj(request)) return [{ code: 'type', message: 'Message request must be a JSON object', path: '' }];
  const issues = new Issues();
  try {
    checkPlainJson(issues, request, '');
    if (issues.list.some((issue) => issue.code === 'cycle' || issue.code === 'max_items')) return issues.list;
    checkRequest(issues, request);
  } catch {
    issues.add('type', 'the message request is not plain JSON and cannot be read', '');
  }
  return issues.list;
}

function checkRequest(issues: Issues, r: Obj): void {
  const input = objectField(issues, r, 'input', '');
  if (input) checkInput(issues, input);
  const context = objectField(issues, r, 'context', '');
  if (context) checkContext(issues, context);
  objectField(issues, r, 'output', '');
  booleanField(issues, r, 'alternate_intents', '');
  booleanField(issues, r, 'nodes_visited_details', '');
  listField(issues, r, 'intents', (o, at) => {
    if (typeof o.intent !== 'string') issues.add('required', 'intent is required', `${at}.intent`);
    if (!isAbsent(o.confidence) && typeof o.confidence !== 'number') {
      issues.add('type', 'confidence must be a number', `${at}.confidence`);
    }
  });
  listField(issues, r, 'entities', (o, at) => {
    if (typeof o.entity !== 'string') issues.add('required', 'entity is required', `${at}.entity`);
    if (o.value !== undefined && typeof o.value !== 'string') issues.add('type', 'value must be a string', `${at}.value`);
    const loc = o.location;
    if (loc !== undefined && !(Array.isArray(loc) && loc.length === 2 && loc.every((n) => Number.isInteger(n)))) {
      issues.add('type', 'location must be two integers', `${at}.location`);
    }
    if (!isAbsent(o.confidence) && typeof o.confidence !== 'number') {
      issues.add('type', 'confidence must be a number', `${at}.confidence`);
    }
  });
  listField(issues, r, 'actions', (o, at) => {
    if (typeof o.name !== 'string') issues.add('required', 'name is required', `${at}.name`);
    if (typeof o.result_variable !== 'string') issues.add('required', 'result_variable is required', `${at}.result_variable`);
  });
}

function checkInput(issues: Issues, input: Obj): void {
  const text = own(input, 'text');
  if (!isAbsent(text) && typeof text !== 'string') {
    issues.add('type', 'input.text must be a string', '.input.text');
  } else if (typeof text === 'string') {
    if (text.length > MAX_INPUT_TEXT) {
      issues.add('max_length', `input.text cannot be longer than ${MAX_INPUT_TEXT} characters`, '.input.text');
    }
    if (CONTROL_CHARS.test(text)) {
      issues.add('invalid_characters', 'input.text cannot contain carriage return, newline, or tab characters', '.input.text');
    }
  }
  booleanField(issues, input, 'spelling_suggestions', '.input');
  booleanField(issues, input, 'spelling_auto_correct', '.input');
}

function checkContext(issues: Issues, context: Obj): void {
  const id = own(context, 'conversation_id');
  if (!isAbsent(id) && typeof id !== 'string') issues.add('type', 'conversation_id must be a string', '.context.conversation_id');
  objectField(issues, context, 'system', '.context');
  const metadata = objectField(issues, context, 'metadata', '.context');
  if (!metadata) return;
  for (const key of ['deployment', 'user_id']) {
    const value = own(metadata, key);
    const at = `.context.metadata.${key}`;
    if (isAbsent(value)) continue;
    if (typeof value !== 'string') issues.add('type', `${key} must be a string`, at);
    else if (CONTROL_CHARS.test(value)) issues.add('invalid_characters', `${key} cannot contain carriage return, newline, or tab characters`, at);
  }
}

function own(obj: Obj, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function objectField(issues: Issues, obj: Obj, key: string, path: string): Obj | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) return undefined;
  if (!isObj(value)) {
    issues.add('type', `${key} must be an object`, `${path}.${key}`);
    return undefined;
  }
  return value;
}

function booleanField(issues: Issues, obj: Obj, key: string, path: string): void {
  const value = own(obj, key);
  if (!isAbsent(value) && typeof value !== 'boolean') issues.add('type', `${key} must be a boolean`, `${path}.${key}`);
}

function listField(issues: Issues, r: Obj, key: string, check: (item: Obj, path: string) => void): void {
  const list = own(r, key);
  if (isAbsent(list)) return;
  if (!Array.isArray(list)) {
    issues.add('type', `${key} must be an array`, `.${key}`);
    return;
  }
  list.forEach((item, i) => {
    const at = `.${key}[${i}]`;
    if (isObj(item)) check(item, at);
    else issues.add('type', `${key}[${i}] must be an object`, at);
  });
}
