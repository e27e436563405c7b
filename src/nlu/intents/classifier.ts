/**
 * The trained intent model: a linear model (relative evidence between intents), nearest training
 * examples (absolute similarity, counterexamples) and exact matches, combined into one independent
 * confidence per intent.
 */
import { tokenize, type Token } from '../text/index.js';
import { keepTopScores, trainLinear, scoreLinear, type LinearModel } from './linear.js';
import { buildNeighbourIndex, nearestByClass, type NeighbourIndex } from './neighbours.js';
import type { ClassifierOptions } from './options.js';
import { Vectorizer, type VectorizerOptions } from './vectorizer.js';

export interface TrainingSet {
  /** Per intent (workspace order), its example texts. */
  readonly examples: readonly (readonly string[])[];
  readonly counterexamples: readonly string[];
}

/**
 * Characters of an input the classifier reads: the service accepts at most 2,048; longer text (through
 * `engine.classify`) is classified on its beginning so that its cost stays bounded.
 */
export const MAX_TEXT = 8192;

/** Marks an exact match shared by several intents, or by an intent and a counterexample. */
const AMBIGUOUS = -2;
/** Label of counterexamples in the exact-match table. */
const COUNTEREXAMPLE = -1;

/** The exact-match key of a text: its folded words joined by one space. */
export function exactKey(text: string | readonly Token[]): string {
  return (typeof text === 'string' ? tokenize(text) : text).map((t) => t.norm).join(' ');
}

export class IntentModel {
  private readonly z: Float64Array;
  private readonly near: Float64Array;
  private readonly top: Float64Array;

  private constructor(
    /** Number of intents (classes 0..intents-1; class `intents` is the counterexample class when present). */
    readonly intents: number,
    private readonly vectorizer: Vectorizer | null,
    private readonly linear: LinearModel | null,
    private readonly neighbours: NeighbourIndex | null,
    private readonly exact: ReadonlyMap<string, number>,
    private readonly options: ClassifierOptions,
  ) {
    const classes = linear?.classes ?? intents;
    this.z = new Float64Array(classes);
    this.near = new Float64Array(classes);
    this.top = new Float64Array(options.linear.scoredClasses ?? 0);
  }

  /** Train on the examples; deterministic: the same set and options give bit-identical confidences. */
  static train(set: TrainingSet, options: ClassifierOptions): IntentModel {
    const texts: string[] = [];
    const labels: number[] = [];
    const exact = new Map<string, number>();
    const remember = (text: string, label: number): void => {
      const key = exactKey(text);
      if (key === '') return;
      const seen = exact.get(key);
      exact.set(key, seen === undefined || seen === label ? label : AMBIGUOUS);
    };
    set.examples.forEach((examples, intent) => {
      for (const text of examples) {
        texts.push(text);
        labels.push(intent);
        remember(text, intent);
      }
    });
    const intents = set.examples.length;
    const hasCounter = set.counterexamples.length > 0;
    for (const text of set.counterexamples) {
      texts.push(text);
      labels.push(intents);
      remember(text, COUNTEREXAMPLE);
    }
    if (texts.length === 0) return new IntentModel(intents, null, null, null, exact, options);
    const classes = intents + (hasCounter ? 1 : 0);
    const { vectorizer, vectors } = Vectorizer.fit(texts, withStopWordWeight(options.vectorizer, texts.length));
    const neighbours = buildNeighbourIndex(vectors, labels, classes, vectorizer.size, options.maxPostings);
    const linear = trainLinear(vectors, labels, classes, vectorizer.size, options.linear, neighbours);
    return new IntentModel(intents, vectorizer, linear, neighbours, exact, options);
  }

  /** The model's evidence for `text`, per class: logits and nearest-example similarity (for measurements). */
  explain(text: string): { logits: number[]; similarity: number[] } {
    if (this.vectorizer === null || this.linear === null || this.neighbours === null) return { logits: [], similarity: [] };
    const x = this.vectorizer.transform(text);
    scoreLinear(this.linear, x, this.z);
    nearestByClass(this.neighbours, x, this.near);
    return { logits: Array.from(this.z), similarity: Array.from(this.near) };
  }

  /** Confidence of each intent (workspace order) in [0, 1], into `out`. Reads at most `MAX_TEXT` characters. */
  confidences(text: string, out: Float64Array): void {
    out.fill(0, 0, this.intents);
    const tokens = tokenize(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
    const hit = this.exact.get(exactKey(tokens));
    if (hit === COUNTEREXAMPLE) return;
    if (this.vectorizer === null || this.linear === null || this.neighbours === null) return;
    const x = this.vectorizer.transform(tokens);
    if (x.index.length > 0) {
      const { z, near } = this;
      const classes = this.linear.classes;
      scoreLinear(this.linear, x, z);
      if (this.linear.rows !== null) keepTopScores(z, classes, this.top.length, this.top);
      nearestByClass(this.neighbours, x, near);
      let max = -Infinity;
      for (let c = 0; c < classes; c++) if (z[c] > max) max = z[c];
      let sum = 0;
      for (let c = 0; c < classes; c++) {
        z[c] = Math.exp(z[c] - max);
        sum += z[c];
      }
      const { probabilityExponent, fullSimilarity, similarityExponent } = this.options.calibration;
      let best = 0;
      for (let c = 0; c < this.intents; c++) if (near[c] > best) best = near[c];
      // The nearest example is a counterexample: the input is irrelevant, the more so the closer it is.
      const counter = classes > this.intents ? near[this.intents] : 0;
      const suppress = counter > 0 && counter >= best ? (1 - Math.min(1, counter)) ** 2 : 1;
      // Probability in excess of the uniform one: with few intents, an unrelated input still gets 1/classes each.
      const uniform = 1 / classes;
      for (let c = 0; c < this.intents; c++) {
        const closeness = Math.min(1, near[c] / fullSimilarity);
        // A lone class has no relative evidence: closeness stands in for it.
        const p = classes > 1 ? Math.max(0, z[c] / sum - uniform) / (1 - uniform) : closeness;
        const similarity = closeness ** similarityExponent;
        out[c] = clamp01(p ** probabilityExponent * similarity * suppress);
      }
    }
    if (hit !== undefined && hit >= 0) out[hit] = 1;
  }
}

/**
 * Stop words get their configured (low) weight on small training sets, where idf cannot tell that
 * they are everywhere, and fade to full weight by `STOP_WORD_FADE` texts, where idf does it better.
 */
function withStopWordWeight(options: VectorizerOptions, texts: number): VectorizerOptions {
  const [word, bigram, char, stop] = options.kindWeights;
  const weight = stop + (1 - stop) * Math.min(1, texts / STOP_WORD_FADE);
  return { ...options, kindWeights: [word, bigram, char, weight] };
}

const STOP_WORD_FADE = 3000;

function clamp01(x: number): number {
  return x > 1 ? 1 : x > 0 ? x : 0;
}
