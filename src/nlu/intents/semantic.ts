/**
 * Word-vector features for the linear model: a text's unit mean word vector, as `dimensions` dense features after
 * the vectorizer's ids (by definition the sparse TF-IDF vector followed by them; training takes the block as one
 * matrix, `DenseInputs`, and classification scores it per word, `projection.ts`). With 10 examples per intent, the exact
 * words of a test sentence are often unseen ("terminate my card" vs. "cancel my card"); their vectors are not.
 */
import type { Token } from '../text/index.js';
import { EmbeddedWords, embedTokens } from '../vectors/sentence.js';
import type { WordVectors } from '../vectors/word-vectors.js';

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
}
