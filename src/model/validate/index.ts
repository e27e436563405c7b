/**
 * Workspace validation: every field rule of conversation-service.md plus the dialog tree rules, with
 * all problems collected and each given a JSON path. The per-element validators are what the service
 * layer calls for single-element create/update operations. None of them ever throws.
 */
import type { ErrorDetail } from '../errors.js';
import { ParleyError } from '../errors.js';
import { checkPlainJson } from './plain-json.js';
import { checkDialogNode } from './dialog-node.js';
import { checkEntity, checkSynonym, checkValue } from './entities.js';
import { checkCounterexample, checkExample, checkIntent } from './intents.js';
import { Issues } from './issues.js';
import { checkDialogStructure } from './structure.js';
import { checkWebhook } from './webhooks.js';
import { checkWorkspace, checkWorkspaceFields } from './workspace.js';

export type { ValidationCode } from './codes.js';
export { VALIDATION_CODES } from './codes.js';
export { MAX_DEPTH } from './plain-json.js';
export { MAX_OPTIONS, MAX_PAUSE_MS } from './output.js';
export { SYSTEM_ENTITIES } from '../system-entities.js';

/** A validator of one JSON value whose problems are reported under `path` (e.g. `.intents[3]`, or `''`). */
export type ElementValidator = (json: unknown, path: string) => ErrorDetail[];

/**
 * Runs `check` after the plain-JSON guard (JSON values only, bounded depth, no self-reference). Never
 * throws: a value that cannot even be read (a throwing getter, a hostile proxy) is a type problem.
 * A problem found by both the guard and a field rule (a function where a string belongs) is reported once.
 */
function run(json: unknown, path: string, check: (issues: Issues, json: unknown, path: string) => unknown): ErrorDetail[] {
  return checked(json, path, check).errors;
}

/** run, and whether the value shares references (see checkPlainJson). */
function checked(
  json: unknown,
  path: string,
  check: (issues: Issues, json: unknown, path: string) => unknown,
): { errors: ErrorDetail[]; sharesReferences: boolean } {
  const issues = new Issues();
  let sharesReferences = true;
  try {
    sharesReferences = checkPlainJson(issues, json, path);
    if (issues.list.some((issue) => issue.code === 'cycle' || issue.code === 'max_items')) return { errors: issues.list, sharesReferences };
    check(issues, json, path);
  } catch {
    issues.add('type', 'the value is not plain JSON and cannot be read', path);
  }
  return { errors: withoutRepeats(issues.list), sharesReferences };
}

function withoutRepeats(list: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>();
  return list.filter((issue) => {
    const key = `${issue.code} ${issue.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function validator(check: (issues: Issues, json: unknown, path: string) => unknown): ElementValidator {
  return (json, path = '') => run(json, typeof path === 'string' ? path : '', check);
}

/** Every problem of a workspace JSON, each with its JSON path. Empty when valid. Never throws. */
export function validateWorkspace(json: unknown): ErrorDetail[] {
  return run(json, '', checkWorkspace);
}

/** Throws one ParleyError (400) listing every problem, or returns normally. */
export function assertValidWorkspace(json: unknown): void {
  assertValidWorkspaceForCopy(json);
}

/**
 * assertValidWorkspace for the engine, which copies the workspace next: returns true when the workspace shares
 * references (a JavaScript caller's object placed twice), which the copy must then keep shared.
 */
export function assertValidWorkspaceForCopy(json: unknown): boolean {
  const { errors, sharesReferences } = checked(json, '', checkWorkspace);
  if (errors.length > 0) throw ParleyError.invalidRequest(errors);
  return sharesReferences;
}

/** One intent with its examples (names, characters, duplicate examples). */
export const validateIntent: ElementValidator = validator(checkIntent);
/** One user input example (text rules, mentions). */
export const validateExample: ElementValidator = validator(checkExample);
/** One counterexample (text rules). */
export const validateCounterexample: ElementValidator = validator(checkCounterexample);
/** One entity with its values (name, reserved prefix, duplicate values). */
export const validateEntity: ElementValidator = validator(checkEntity);
/** One entity value with its synonyms or patterns. */
export const validateValue: ElementValidator = validator(checkValue);
/** One synonym object `{synonym}`. */
export const validateSynonym: ElementValidator = validator(checkSynonym);
/** One dialog node's own fields (no cross-node rules: see validateDialogStructure). */
export const validateDialogNode: ElementValidator = validator(checkDialogNode);
/** One webhook (`main_webhook`, url, headers). */
export const validateWebhook: ElementValidator = validator(checkWebhook);
/** The workspace's top-level fields only (not the content of its collections). */
export const validateWorkspaceFields: ElementValidator = validator(checkWorkspaceFields);

/**
 * The cross-node rules over a whole node list: unique ids, existing parents/siblings/jump targets,
 * sibling chains, cycles, parent types, parent-dependent next_step behaviours. `path` is the list's
 * path (e.g. `.dialog_nodes`). Non-array input yields a type problem.
 */
export function validateDialogStructure(nodes: unknown, path: string): ErrorDetail[] {
  return run(nodes, typeof path === 'string' ? path : '', (issues, json, at) => {
    if (!Array.isArray(json)) issues.add('type', 'dialog_nodes must be an array', at);
    else checkDialogStructure(issues, json, at);
  });
}
