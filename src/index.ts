/** parley: a deterministic, in-process conversation engine for v1 conversation-service workspaces. */
export * from './model/index.js';
export * from './engine/index.js';
export * from './service/index.js';
