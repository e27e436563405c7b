export * from './json.js';
export * from './types.js';
export * from './errors.js';
export * from './normalized.js';
export { normalizeWorkspace, normalizeDialogNode } from './normalize.js';
export { validateWorkspace, assertValidWorkspace } from './validate/index.js';
export { createRandom, hashSeed } from './random.js';
export type { Diagnostic } from './diagnostics.js';
export { validateMessageRequest, MAX_INPUT_TEXT } from './validate/request.js';
