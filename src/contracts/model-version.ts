/** The one home of the model names and the version parley's contract model reports as `model_version`. */
export const MODEL_VERSION = '1.0.0';
export const CLASSIFY_MODEL_ID = 'contracts';
export const TABLES_MODEL_ID = 'tables';
