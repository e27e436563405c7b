/**
 * Word-vector features for the linear model: a text's unit mean word vector, appended to its sparse TF-IDF
 * vector as `dimensions` dense features after the vectorizer's ids. With 10 examples per intent, the exact
 * words of a test sentence are often unseen ("terminate my card" vs. "cancel my card"); their vectors are not.
 */
import type { Token } from '../text/index.js';
import { EmbeddedWords, embedTokens } from '../vectors/sentence.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import type { SparseVector } from './vectorizer.js';

export class SemanticFeatures {
  private readonly scratch: Float64Array;
  /** The known words of the last text given to `embed`, and their weights. */
  readonly words = new EmbeddedWords();

  constructor(
    readonly table: WordVectors,
    /** Weight of the mean vector next to the unit sparse vector. */
    readonly weight: number,
    /** Id of the first dense feature (the vectorizer's size). */
    readonly offset: number,
  ) {
    this.scratch = new Float64Array(table.dimensions);
  }

  /** Number of dense features. */
  get size(): number {
    return this.table.dimensions;
  }

  /**
   * The unit mean word vector of `tokens` (scratch: valid until the next call; zeros when no word is known);
   * its words in `this.words`.
   */
  embed(tokens: readonly Token[]): Float64Array {
    embedTokens(tokens, this.table, this.scratch, this.words);
    return this.scratch;
  }

  /**
   * `x` followed by `e`, the text's mean vector from `embed` (`x` itself when it is zero): the linear model's input
   * by definition. Training takes the block as one matrix (`DenseInputs`) and classification scores it per word
   * (`projection.ts`); this form is the reference they are tested against.
   */
  append(x: SparseVector, e: Float64Array): SparseVector {
    const dims = this.table.dimensions;
    if (e[0] === 0 && isZero(e)) return x;
    const n = x.index.length;
    const index = new Int32Array(n + dims);
    const value = new Float32Array(n + dims);
    index.set(x.index);
    value.set(x.value);
    for (let d = 0; d < dims; d++) {
      index[n + d] = this.offset + d;
      value[n + d] = this.weight * e[d];
    }
    return { index, value };
  }
}

function isZero(v: Float64Array): boolean {
  for (let d = 0; d < v.length; d++) if (v[d] !== 0) return false;
  return true;
}
