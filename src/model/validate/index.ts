/**
 * Workspace validation. STUB: the validation work package replaces this file's body
 * (keep the exported signatures).
 */
import type { ErrorDetail } from '../errors.js';
import { ParleyError } from '../errors.js';

/** Every problem of a workspace JSON, each with its JSON path. Empty when valid. Never throws. */
export function validateWorkspace(json: unknown): ErrorDetail[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return [{ code: 'type', message: 'Workspace must be a JSON object', path: '' }];
  }
  return [];
}

/** Throws one ParleyError (400) listing every problem, or returns normally. */
export function assertValidWorkspace(json: unknown): void {
  const errors = validateWorkspace(json);
  if (errors.length > 0) throw ParleyError.invalidRequest(errors);
}
