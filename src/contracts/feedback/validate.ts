/**
 * Checks an addFeedback body (`feedback_data`, `user_id`, `comment`) field by field; every problem is
 * reported with its JSON path, all at once. Label values are open strings (the service's own example
 * sends a nature `End User`), but a category label may not be empty.
 */
import { ParleyError, type ErrorDetail } from '../../common/errors.js';
import { isObject } from '../../common/is-object.js';
import type { FeedbackDataInput, LabelsIn } from '../service-wire.js';

export interface FeedbackInput {
  feedback_data: FeedbackDataInput;
  user_id?: string;
  comment?: string;
}

export function validateFeedback(body: { feedbackData?: unknown; userId?: unknown; comment?: unknown }): FeedbackInput {
  const errors: ErrorDetail[] = [];
  const err = (path: string, code: string, message: string) => errors.push({ code, path, message });
  const str = (v: unknown, path: string, required: boolean) => {
    if (v === undefined || v === null) {
      if (required) err(path, 'required', `${path.slice(1)} is required`);
      return;
    }
    if (typeof v !== 'string') err(path, 'type', `${path.slice(1)} must be a string`);
  };
  str(body.userId, '.user_id', false);
  str(body.comment, '.comment', false);
  const d = body.feedbackData;
  if (!isObject(d)) {
    err('.feedback_data', 'type', 'feedback_data must be an object');
    throw ParleyError.invalidRequest(errors);
  }
  const at = (k: string) => `.feedback_data.${k}`;
  if (d.feedback_type === undefined) err(at('feedback_type'), 'required', 'feedback_data.feedback_type is required');
  else if (d.feedback_type !== 'element_classification') err(at('feedback_type'), 'enum', 'feedback_data.feedback_type must be element_classification');
  if (d.document !== undefined && d.document !== null) {
    if (!isObject(d.document)) err(at('document'), 'type', 'feedback_data.document must be an object');
    else {
      str(d.document.title, at('document.title'), false);
      str(d.document.hash, at('document.hash'), false);
    }
  }
  if (d.model_id !== undefined && d.model_id !== null && d.model_id !== 'contracts') err(at('model_id'), 'enum', 'feedback_data.model_id must be contracts');
  str(d.model_version, at('model_version'), false);
  if (d.location === undefined) err(at('location'), 'required', 'feedback_data.location is required');
  else if (!isObject(d.location)) err(at('location'), 'type', 'feedback_data.location must be an object {begin, end}');
  else {
    const { begin, end } = d.location;
    // Safe integers: JSON reads a number past 2^53 - 1 rounded (12345678901234567891 as 12345678901234567000), so the
    // stored feedback would name another place than the one sent (hred25); no document has such an offset.
    const offset = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
    if (!offset(begin)) err(at('location.begin'), 'type', 'feedback_data.location.begin must be a non-negative integer (at most 2^53 - 1)');
    if (!offset(end)) err(at('location.end'), 'type', 'feedback_data.location.end must be a non-negative integer (at most 2^53 - 1)');
    else if (offset(begin) && (end as number) < (begin as number)) err(at('location.end'), 'range', 'feedback_data.location.end must not be before begin');
  }
  str(d.text, at('text'), true);
  for (const side of ['original_labels', 'updated_labels'] as const) checkLabels(d[side], at(side), err);
  if (errors.length > 0) throw ParleyError.invalidRequest(errors);
  const input: FeedbackInput = { feedback_data: d as unknown as FeedbackDataInput };
  if (typeof body.userId === 'string') input.user_id = body.userId;
  if (typeof body.comment === 'string') input.comment = body.comment;
  return input;
}

function checkLabels(value: unknown, path: string, err: (path: string, code: string, message: string) => void): asserts value is LabelsIn {
  const name = path.slice(1);
  if (value === undefined || value === null) return err(path, 'required', `${name} is required`);
  if (!isObject(value)) return err(path, 'type', `${name} must be an object {types, categories}`);
  const ids = (v: unknown, p: string) => {
    if (v === undefined) return;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) err(p, 'type', `${p.slice(1)} must be an array of strings`);
  };
  if (!Array.isArray(value.types)) err(`${path}.types`, value.types === undefined ? 'required' : 'type', `${name}.types must be an array`);
  else
    value.types.forEach((t: unknown, i: number) => {
      const p = `${path}.types[${i}]`;
      if (!isObject(t)) return err(p, 'type', `${p.slice(1)} must be an object`);
      if (!isObject(t.label)) return err(`${p}.label`, 'type', `${p.slice(1)}.label must be an object {nature, party}`);
      for (const k of ['nature', 'party']) if (typeof t.label[k] !== 'string') err(`${p}.label.${k}`, 'type', `${p.slice(1)}.label.${k} must be a string`);
      ids(t.provenance_ids, `${p}.provenance_ids`);
    });
  if (!Array.isArray(value.categories)) err(`${path}.categories`, value.categories === undefined ? 'required' : 'type', `${name}.categories must be an array`);
  else
    value.categories.forEach((c: unknown, i: number) => {
      const p = `${path}.categories[${i}]`;
      if (!isObject(c)) return err(p, 'type', `${p.slice(1)} must be an object`);
      if (typeof c.label !== 'string' || c.label === '') err(`${p}.label`, 'type', `${p.slice(1)}.label must be a non-empty string`);
      ids(c.provenance_ids, `${p}.provenance_ids`);
    });
}
