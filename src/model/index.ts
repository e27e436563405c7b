export * from './json.js';
export * from './types.js';
export * from './input-types.js';
export * from './message-types.js';
export * from './collection-types.js';
export * from './errors.js';
export * from './normalized.js';
export { normalizeWorkspace, normalizeDialogNode } from './normalize.js';
export { validateWorkspace, assertValidWorkspace } from './validate/index.js';
export { createRandom, hashSeed } from './random.js';
export type { Diagnostic } from './diagnostics.js';
export { FUZZY_ENTITY_THRESHOLD, IRRELEVANCE_THRESHOLD } from './thresholds.js';
export {
  RECOGNIZED_SYSTEM_ENTITIES,
  RETIRED_SYSTEM_ENTITIES,
  SYSTEM_ENTITIES,
  isSystemEntityName,
  type RecognizedSystemEntity,
  type RetiredSystemEntity,
} from './system-entities.js';
export { validateMessageRequest, MAX_INPUT_TEXT } from './validate/request.js';
export { plainJsonIssues, copyIssues } from './validate/plain-json.js';
export { MAX_WORKSPACE_SYNONYMS, synonymCount } from './validate/entities.js';
export {
  validateIntent,
  validateExample,
  validateCounterexample,
  validateEntity,
  validateValue,
  validateSynonym,
  validateDialogNode,
  validateWebhook,
  validateWorkspaceFields,
  validateDialogStructure,
  VALIDATION_CODES,
  MAX_DEPTH,
  type ElementValidator,
  type ValidationCode,
} from './validate/index.js';
