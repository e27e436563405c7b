/**
 * Validation of a message request body (MessageRequest, snake_case as on the wire).
 */
import type { ErrorDetail } from '../errors.js';
import { isJsonObject, type JsonValue } from '../json.js';

/** The service's limit on `input.text`. */
export const MAX_INPUT_TEXT = 2048;

export function validateMessageRequest(request: unknown): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  if (request === undefined || request === null) return errors;
  if (!isJsonObject(request as JsonValue)) {
    return [{ code: 'type', message: 'Message request must be a JSON object', path: '' }];
  }
  const r = request as Record<string, unknown>;
  const objectField = (key: string) => {
    const v = r[key];
    if (v !== undefined && v !== null && !isJsonObject(v as JsonValue)) {
      errors.push({ code: 'type', message: `${key} must be an object`, path: `.${key}` });
      return false;
    }
    return v !== undefined && v !== null;
  };
  if (objectField('input')) {
    const text = (r.input as Record<string, unknown>).text;
    if (text !== undefined && text !== null && typeof text !== 'string') {
      errors.push({ code: 'type', message: 'input.text must be a string', path: '.input.text' });
    } else if (typeof text === 'string') {
      if (text.length > MAX_INPUT_TEXT) {
        errors.push({
          code: 'max_length',
          message: `input.text cannot be longer than ${MAX_INPUT_TEXT} characters`,
          path: '.input.text',
        });
      }
      if (/[\r\n\t]/.test(text)) {
        errors.push({
          code: 'invalid_characters',
          message: 'input.text cannot contain carriage return, newline, or tab characters',
          path: '.input.text',
        });
      }
    }
  }
  objectField('context');
  objectField('output');
  if (r.alternate_intents !== undefined && r.alternate_intents !== null && typeof r.alternate_intents !== 'boolean') {
    errors.push({ code: 'type', message: 'alternate_intents must be a boolean', path: '.alternate_intents' });
  }
  for (const key of ['intents', 'entities', 'actions'] as const) {
    const list = r[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      errors.push({ code: 'type', message: `${key} must be an array`, path: `.${key}` });
      continue;
    }
    list.forEach((item, i) => {
      if (!isJsonObject(item as JsonValue)) {
        errors.push({ code: 'type', message: `${key}[${i}] must be an object`, path: `.${key}[${i}]` });
        return;
      }
      const o = item as Record<string, unknown>;
      if (key === 'intents') {
        if (typeof o.intent !== 'string') errors.push({ code: 'required', message: 'intent is required', path: `.intents[${i}].intent` });
        if (o.confidence !== undefined && typeof o.confidence !== 'number') {
          errors.push({ code: 'type', message: 'confidence must be a number', path: `.intents[${i}].confidence` });
        }
      } else if (key === 'entities') {
        if (typeof o.entity !== 'string') errors.push({ code: 'required', message: 'entity is required', path: `.entities[${i}].entity` });
        if (o.value !== undefined && typeof o.value !== 'string') {
          errors.push({ code: 'type', message: 'value must be a string', path: `.entities[${i}].value` });
        }
        const loc = o.location;
        if (loc !== undefined && !(Array.isArray(loc) && loc.length === 2 && loc.every((n) => Number.isInteger(n)))) {
          errors.push({ code: 'type', message: 'location must be two integers', path: `.entities[${i}].location` });
        }
      }
    });
  }
  return errors;
}
