/**
 * Intent evaluation as teams run it against the service: k-fold cross-validation of the workspace's own
 * examples, or a held-out labelled set, scored on the classifier's answers (top intent, or "irrelevant" when
 * its confidence is below the service's threshold). Deterministic: the folds are a fixed round-robin.
 */
import { compileWorkspace } from '../../engine/index.js';
import { IRRELEVANCE_THRESHOLD } from '../../model/index.js';
import { ParleyError } from '../../common/errors.js';
import { assertValidWorkspace, isJsonObject, type JsonValue } from '../../model/index.js';
import type { LabelledUtterance } from './csv.js';
import { checkFunction, checkObject } from '../args.js';

/** The label of an utterance the workspace should not answer (and of an answer below the threshold). */
export const IRRELEVANT = '(irrelevant)';

export interface EvaluateOptions {
  /** k-fold cross-validation of the workspace's examples (default 5 when no `test` set is given). */
  folds?: number;
  /** A held-out labelled set: the workspace is trained on all its examples and scored on these. */
  test?: readonly LabelledUtterance[];
  /** API version (default: the engine's). */
  version?: string;
  /**
   * Called with the folds trained so far (`0/K` first, then after each fold; a held-out set is one step), so a
   * caller can show progress: 10 folds of a large workspace take seconds. It never changes the result.
   */
  onProgress?: (done: number, total: number) => void;
}

export interface Prediction {
  text: string;
  expected: string;
  predicted: string;
  /** Confidence of the top intent (0 when none). */
  confidence: number;
  /** The top intent whatever its confidence ('' when none). */
  top: string;
  fold?: number;
}

export interface IntentScore {
  intent: string;
  support: number;
  predicted: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ThresholdPoint {
  threshold: number;
  /** Net answers: a right answer +1, a wrong one −1, a declined in-scope utterance 0, a declined out-of-scope one +1. */
  score: number;
  /** Share of utterances answered (top confidence ≥ threshold). */
  coverage: number;
  /** Share of the answered that were right. */
  answeredAccuracy: number;
}

export interface Evaluation {
  method: 'k-fold' | 'test-set';
  folds?: number;
  total: number;
  correct: number;
  accuracy: number;
  /** Macro averages over the expected labels (support > 0). */
  macro: { precision: number; recall: number; f1: number };
  intents: IntentScore[];
  /** expected → predicted pairs that differ, the most frequent first. */
  confusions: { expected: string; predicted: string; count: number; examples: string[] }[];
  /** Ten bins of top-intent confidence [0,0.1) … [0.9,1]: right and wrong top intents. */
  histogram: { from: number; to: number; correct: number; wrong: number }[];
  /** The threshold with the best net score (ties: the lowest); `curve` has every candidate. */
  bestThreshold: ThresholdPoint;
  curve: ThresholdPoint[];
  predictions: Prediction[];
  /** Labels of the test set that name no intent of the workspace (scored as out of scope). */
  unknownLabels: string[];
}

interface Example {
  text: string;
  intent: string;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export function evaluateIntents(workspace: unknown, options: EvaluateOptions = {}): Evaluation {
  checkObject('evaluateIntents', options, 'options');
  if (options.onProgress !== undefined) checkFunction('evaluateIntents', options.onProgress, 'options.onProgress');
  const report = options.onProgress ?? (() => undefined);
  if (!isJsonObject(workspace as JsonValue)) throw ParleyError.invalidRequest([{ code: 'type', message: 'workspace must be a workspace object', path: '' }]);
  // Checked whole before anything is counted: an invalid intent is named by its path (with none, the folds
  // reported "0 examples cannot be split", blaming .folds for the workspace's fault).
  assertValidWorkspace(workspace);
  const ws = workspace as { intents?: { intent: string; examples?: { text: string }[] }[] };
  const examples: Example[] = (ws.intents ?? []).flatMap((i) => (i.examples ?? []).map((e) => ({ text: e.text, intent: i.intent })));
  const compileOptions = options.version ? { version: options.version } : {};
  // Only the classifier is evaluated: the dialog is left out so each fold compiles fast.
  const nluOnly = (intents: unknown) => compileWorkspace({ ...(workspace as object), intents, dialog_nodes: [] }, compileOptions);

  if (options.test !== undefined) {
    if (!Array.isArray(options.test)) throw ParleyError.invalidRequest([{ code: 'type', message: 'test must be an array of {text, intent}', path: '.test' }]);
    const known = new Set((ws.intents ?? []).map((i) => i.intent));
    const unknownLabels = [...new Set(options.test.map((t) => t.intent).filter((l) => l !== '' && !known.has(l)))].sort();
    report(0, 1);
    const engine = nluOnly(ws.intents ?? []);
    const predictions = options.test.map((t) => predict(engine, t.text, t.intent === '' || !known.has(t.intent) ? IRRELEVANT : t.intent));
    report(1, 1);
    return summarize('test-set', undefined, predictions, unknownLabels);
  }

  const folds = options.folds ?? 5;
  if (!Number.isInteger(folds) || folds < 2) throw ParleyError.invalidRequest([{ code: 'range', message: 'folds must be an integer of at least 2', path: '.folds' }]);
  if (examples.length < folds) throw ParleyError.invalidRequest([{ code: 'range', message: `${examples.length} examples cannot be split in ${folds} folds`, path: '.folds' }]);
  // Round-robin per intent: the j-th example of each intent goes to fold j mod k, so every fold holds every intent evenly.
  const foldOf = new Map<Example, number>();
  const seen = new Map<string, number>();
  for (const e of examples) {
    const j = seen.get(e.intent) ?? 0;
    seen.set(e.intent, j + 1);
    foldOf.set(e, j % folds);
  }
  const predictions: Prediction[] = [];
  report(0, folds);
  for (let f = 0; f < folds; f++) {
    const held = examples.filter((e) => foldOf.get(e) === f);
    if (held.length > 0) {
      const training = (ws.intents ?? []).map((i) => ({ ...i, examples: (i.examples ?? []).filter((_, j) => j % folds !== f) }));
      const engine = nluOnly(training);
      for (const e of held) predictions.push({ ...predict(engine, e.text, e.intent), fold: f });
    }
    report(f + 1, folds);
  }
  return summarize('k-fold', folds, predictions, []);
}

function predict(engine: ReturnType<typeof compileWorkspace>, text: string, expected: string): Prediction {
  const top = engine.classify(text).intents[0];
  const confidence = top?.confidence ?? 0;
  const predicted = top && confidence >= IRRELEVANCE_THRESHOLD ? top.intent : IRRELEVANT;
  return { text, expected, predicted, confidence, top: top?.intent ?? '' };
}

function summarize(method: Evaluation['method'], folds: number | undefined, predictions: Prediction[], unknownLabels: string[]): Evaluation {
  const total = predictions.length;
  const correct = predictions.filter((p) => p.predicted === p.expected).length;
  const labels = [...new Set(predictions.flatMap((p) => [p.expected, p.predicted]))].sort();
  const intents = labels.map((intent) => {
    const support = predictions.filter((p) => p.expected === intent).length;
    const predicted = predictions.filter((p) => p.predicted === intent).length;
    const hits = predictions.filter((p) => p.expected === intent && p.predicted === intent).length;
    const precision = predicted === 0 ? 0 : hits / predicted;
    const recall = support === 0 ? 0 : hits / support;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { intent, support, predicted, precision: round(precision), recall: round(recall), f1: round(f1) };
  });
  // Macro averages over the expected labels (an answer label nobody expected, such as irrelevant in k-fold, has no recall to average).
  const scored = intents.filter((i) => i.support > 0);
  const mean = (k: 'precision' | 'recall' | 'f1') => (scored.length === 0 ? 0 : round(scored.reduce((s, i) => s + i[k], 0) / scored.length));
  const pairs = new Map<string, { expected: string; predicted: string; count: number; examples: string[] }>();
  for (const p of predictions) {
    if (p.predicted === p.expected) continue;
    const key = `${p.expected}\u0000${p.predicted}`;
    const pair = pairs.get(key) ?? { expected: p.expected, predicted: p.predicted, count: 0, examples: [] };
    pair.count++;
    if (pair.examples.length < 3) pair.examples.push(p.text);
    pairs.set(key, pair);
  }
  const confusions = [...pairs.values()].sort((a, b) => b.count - a.count || cmp(a.expected, b.expected) || cmp(a.predicted, b.predicted));
  const histogram = Array.from({ length: 10 }, (_, b) => ({ from: b / 10, to: (b + 1) / 10, correct: 0, wrong: 0 }));
  for (const p of predictions) {
    const bin = histogram[Math.min(9, Math.floor(p.confidence * 10))];
    if (p.top !== '' && p.top === p.expected) bin.correct++;
    else bin.wrong++;
  }
  const curve = thresholdCurve(predictions);
  const bestThreshold = curve.reduce((best, p) => (p.score > best.score ? p : best), curve[0]);
  return {
    method,
    ...(folds !== undefined ? { folds } : {}),
    total,
    correct,
    accuracy: total === 0 ? 0 : round(correct / total),
    macro: { precision: mean('precision'), recall: mean('recall'), f1: mean('f1') },
    intents,
    confusions,
    histogram,
    bestThreshold,
    curve,
    predictions,
    unknownLabels,
  };
}

/**
 * The net score at 0, at each distinct top confidence (answer when confidence ≥ threshold), and just above the
 * highest one: declining everything is a choice too (a set of out-of-scope utterances is best declined).
 */
export function thresholdCurve(predictions: Prediction[]): ThresholdPoint[] {
  // One sort and one sweep from the highest threshold down: each threshold against every prediction was O(n²), and
  // `Math.max(0, ...confidences)` overflowed the stack past some 120,000 predictions (hred24).
  const n = predictions.length;
  let highest = 0;
  for (const p of predictions) highest = Math.max(highest, round(p.confidence));
  const candidates = [...new Set([0, ...predictions.map((p) => round(p.confidence)), round(highest + 1e-6)])].sort((a, b) => b - a);
  const answering = predictions
    .filter((p) => p.top !== '')
    .map((p) => ({ confidence: round(p.confidence), right: p.top === p.expected, outOfScope: p.expected === IRRELEVANT }))
    .sort((a, b) => b.confidence - a.confidence);
  let outOfScope = 0;
  for (const p of predictions) if (p.expected === IRRELEVANT) outOfScope++;
  let next = 0;
  let answered = 0;
  let right = 0;
  let outOfScopeAnswered = 0;
  const curve = candidates.map((threshold) => {
    for (; next < answering.length && answering[next].confidence >= threshold; next++) {
      answered++;
      if (answering[next].right) right++;
      if (answering[next].outOfScope) outOfScopeAnswered++;
    }
    // A right answer +1, a wrong one −1, a declined out-of-scope utterance +1.
    const score = right - (answered - right) + (outOfScope - outOfScopeAnswered);
    return { threshold, score, coverage: n === 0 ? 0 : round(answered / n), answeredAccuracy: answered === 0 ? 0 : round(right / answered) };
  });
  return curve.reverse();
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
