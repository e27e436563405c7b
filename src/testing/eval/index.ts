export { evaluateIntents, IRRELEVANT, type EvaluateOptions, type Evaluation, type IntentScore, type Prediction, type ThresholdPoint } from './evaluate.js';
export { parseLabelledCsv, type LabelledUtterance } from './csv.js';
export { evaluationHtml } from './html.js';
