/**
 * The linear model's score over the word-vector block, computed per word. The block's features are
 * `weight · e` with `e = scale · Σ_w s_w · v_w` (the unit mean word vector, `sentence.ts`), so a class's score
 * `Σ_d W[c, d] · weight · e[d]` is `weight · scale · Σ_w s_w · P_w[c]` with the projection
 * `P_w[c] = Σ_d W[c, d] · v_w[d]` of word w on the class. A text has a few words and the block 100 dimensions:
 * one multiply-add per word and class instead of one per dimension and class. Projections are kept per word
 * (read-only results of the weights: the same numbers whichever texts came first), up to a memory bound; when it
 * is reached the kept ones are dropped and the words in use come back (frequent words dominate any text stream).
 * Equal to the per-dimension sum up to rounding (the features are no longer rounded to Float32 first).
 */
import type { EmbeddedWords } from '../vectors/sentence.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { addDenseScores } from './dense-scores.js';
import type { DenseBlock } from './linear.js';

/** Projections kept per model, in numbers (8 bytes each): 8 MB, 6,900 words at 151 classes (CLINC150's test set uses 3,535). */
const MAX_KEPT = 1 << 20;

export class WordProjections {
  private readonly kept = new Map<number, Float64Array>();
  private keptNumbers = 0;
  /** 0, 1, …, classes-1: the projection scores every class. */
  private readonly allClasses: Int32Array;

  constructor(
    private readonly block: DenseBlock,
    private readonly classes: number,
    private readonly table: WordVectors,
    /** Weight of the mean vector among the linear model's features (`SemanticFeatures.weight`). */
    private readonly weight: number,
    /** Numbers kept at most (a bound in tests). */
    private readonly maxKept = MAX_KEPT,
  ) {
    this.allClasses = Int32Array.from({ length: classes }, (_, c) => c);
  }

  /**
   * `out[c] +=` the block's score of the text whose words are `words`, for every class; with `factor`, the score of
   * the mean vector times `factor` (the block is linear in it).
   */
  addScores(words: EmbeddedWords, out: Float64Array, factor = 1): void {
    const C = this.classes;
    const k = this.weight * words.scale * factor;
    if (words.count === 0 || k === 0) return;
    for (let i = 0; i < words.count; i++) {
      const p = this.projection(words.ids[i]);
      const s = k * words.weights[i];
      for (let c = 0; c < C; c++) out[c] += s * p[c];
    }
  }

  /** P_w for table row `row`. */
  private projection(row: number): Float64Array {
    const known = this.kept.get(row);
    if (known !== undefined) return known;
    const C = this.classes;
    if (this.keptNumbers + C > this.maxKept) {
      this.kept.clear();
      this.keptNumbers = 0;
    }
    const p = new Float64Array(C);
    const { dims, weights } = this.block;
    // The word's vector as Float32 (exact: its values are bytes), so the kernel's loads are of the one kind training gives it.
    const vector = Float32Array.from(this.table.values.subarray(row * dims, (row + 1) * dims));
    addDenseScores(p, this.allClasses, C, weights, vector, 0, dims);
    this.kept.set(row, p);
    this.keptNumbers += C;
    return p;
  }
}
