// The error type lives in the common layer, shared by the conversation engine and the contract module.
export * from '../common/errors.js';
