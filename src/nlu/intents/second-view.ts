/**
 * A second model of the intents over another view of the text (character n-grams across word boundaries, or the
 * words' cluster ids): trained separately from the main linear model, so that its errors differ from the main
 * model's more than another SGD order's do; its logits are mixed with the main model's before the softmax.
 */
import type { Token } from '../text/index.js';
import type { EmbeddedWords } from '../vectors/sentence.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { scoreLinear, trainLinear, type DenseInputs, type LinearModel } from './linear.js';
import { WordProjections } from './projection.js';
import type { LinearOptions } from './linear.js';
import type { SecondViewOptions } from './options.js';
import { Vectorizer, type VectorizerOptions } from './vectorizer.js';

export class SecondView {
  private readonly z: Float64Array;

  private constructor(
    private readonly vectorizer: Vectorizer | null,
    private readonly linear: LinearModel,
    private readonly weight: number,
    private readonly combine: 'log' | 'sum' | 'prob',
    /** The `'vectors'` view: the model's scores over the mean word vector, per word. */
    private readonly projections: WordProjections | null = null,
  ) {
    this.z = new Float64Array(linear.classes);
  }

  /** Trains the second model on the same texts and labels as the main one (example i at `weights[i]`). */
  static train(
    texts: readonly (readonly Token[])[],
    labels: readonly number[],
    classes: number,
    english: boolean,
    options: SecondViewOptions,
    linear: LinearOptions,
    weights?: Float32Array,
    /** The `'vectors'` view's inputs: the main model's dense block (its mean word vectors), and their table. */
    meaning?: { block: DenseInputs; table: WordVectors; weight: number },
  ): SecondView {
    if (options.features === 'vectors') {
      const { block, table, weight } = meaning!;
      const none = { index: new Int32Array(0), value: new Float32Array(0) };
      const inputs = { ...block, offset: 0 };
      const model = trainLinear(labels.map(() => none), labels, classes, block.dims, { ...linear, sampledAbove: undefined }, undefined, inputs, weights);
      const projections = new WordProjections(model.dense!, classes, table, weight);
      return new SecondView(null, model, options.weight, options.combine ?? 'log', projections);
    }
    const vectorizerOptions: VectorizerOptions = {
      english,
      charMin: options.charMin,
      charMax: options.charMax,
      bigrams: false,
      kindWeights: [1, 1, 1, 1],
      minDf: 1,
      unknownInNorm: true,
      view: options.features,
    };
    const { vectorizer, vectors } = Vectorizer.fit(texts, vectorizerOptions);
    const inputs = options.withVectors === true && meaning !== undefined ? { ...meaning.block, offset: vectorizer.size } : undefined;
    const features = vectorizer.size + (inputs?.dims ?? 0);
    const model = trainLinear(vectors, labels, classes, features, { ...linear, sampledAbove: undefined }, undefined, inputs, weights);
    const projections = inputs !== undefined ? new WordProjections(model.dense!, classes, meaning!.table, meaning!.weight) : null;
    return new SecondView(vectorizer, model, options.weight, options.combine ?? 'log', projections);
  }

  /** `z` (the main model's logits of `tokens`) becomes the weighted mean of both models' logits. */
  mix(tokens: readonly Token[], z: Float64Array, words?: EmbeddedWords, factor = 1): void {
    const own = this.z;
    if (this.vectorizer !== null) scoreLinear(this.linear, this.vectorizer.transform(tokens), own);
    else own.set(this.linear.bias);
    if (this.projections !== null && words !== undefined) this.projections.addScores(words, own, factor);
    const w = this.weight;
    if (this.combine === 'prob') {
      // log((1 - w) p_main + w p_second), up to a constant: each softmax from its own logits.
      const a = logSumExp(z);
      const b = logSumExp(own);
      for (let c = 0; c < own.length; c++) z[c] = Math.log((1 - w) * Math.exp(z[c] - a) + w * Math.exp(own[c] - b));
      return;
    }
    const keep = this.combine === 'sum' ? 1 : 1 - w;
    for (let c = 0; c < own.length; c++) z[c] = keep * z[c] + w * own[c];
  }
}

function logSumExp(z: Float64Array): number {
  let max = -Infinity;
  for (let c = 0; c < z.length; c++) if (z[c] > max) max = z[c];
  let sum = 0;
  for (let c = 0; c < z.length; c++) sum += Math.exp(z[c] - max);
  return max + Math.log(sum);
}
