/** The one home of the model names and the version parley's contract model reports as `model_version`: a name that
 * says the labels are parley's own rules and model, not the service's (whose versions were numbers such as 2.7.2). */
export const MODEL_VERSION = 'parley-contracts-1.0';
export const CLASSIFY_MODEL_ID = 'contracts';
export const TABLES_MODEL_ID = 'tables';
