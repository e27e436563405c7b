export { utterance, conversation, perturb, type UtteranceOptions } from './arbitraries.js';
export { deterministic, answers, noRuntimeErrors, DEFAULT_INVARIANTS, type Invariant, type InvariantContext } from './invariants.js';
export { checkProperties, assertProperties, PropertyError, type PropertyOptions, type PropertyResult, type PropertyFailure } from './check.js';
