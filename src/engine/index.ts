export { compileWorkspace, type Engine, type ClassifyResult, type TurnOutcome } from './engine.js';
export type { PendingWebhook } from '../dialog/index.js';
export { MAX_LOG_MESSAGES } from '../dialog/index.js';
export type { CompileOptions, MessageOptions, ClassifyOptions } from './options.js';
export { DEFAULT_VERSION, SUPPORTED_VERSIONS } from '../model/versions.js';
