/**
 * Neighbour expansion (English, word vectors): a word of an input that no training example used ("purchase" in a
 * workspace trained on "buy") also activates, at a reduced weight, the word features of its nearest training words
 * by word-vector cosine. The candidates are the training words of its coarse word cluster (`vectors/word-clusters.ts`),
 * so a classification scans a few tens of vectors per unseen word, not the whole vocabulary.
 */
import type { Token } from '../text/index.js';
import type { WordClusters } from '../vectors/word-clusters.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { englishContentWords, englishWordHash } from './features.js';
import { WeightedFeatures, type Vectorizer } from './vectorizer.js';

export interface ExpansionOptions {
  /** Nearest training words per unseen word. */
  readonly neighbours: number;
  /** Only neighbours at least this close (word-vector cosine). */
  readonly minCosine: number;
  /** A neighbour's feature weight is `weight × cosine` (its own would be 1 per occurrence). */
  readonly weight: number;
}

/**
 * The word-feature hash of each row of a table (`englishWordHash`, which stems: ≈ 1 µs a word), computed on first
 * need and kept for the process: a pure function of the row, so the memo changes no answer.
 */
class RowHashes {
  private readonly words: readonly string[];
  private readonly hashes: Int32Array;
  private readonly done: Uint8Array;

  constructor(table: WordVectors) {
    this.words = [...table.rows.keys()];
    this.hashes = new Int32Array(this.words.length);
    this.done = new Uint8Array(this.words.length);
  }

  of(row: number): number {
    if (this.done[row] === 0) {
      this.hashes[row] = englishWordHash(this.words[row]);
      this.done[row] = 1;
    }
    return this.hashes[row];
  }
}

const rowHashes = new WeakMap<WordVectors, RowHashes>();

function rowHashesOf(table: WordVectors): RowHashes {
  let hashes = rowHashes.get(table);
  if (hashes === undefined) {
    hashes = new RowHashes(table);
    rowHashes.set(table, hashes);
  }
  return hashes;
}

/** At most this many unseen words of one input are expanded (bounded cost on long inputs). */
const MAX_EXPANDED = 16;

export class NeighbourExpansion {
  /** Training words grouped by coarse cluster: cluster `c` owns `rows[start[c] .. start[c + 1]]`. */
  private readonly start: Int32Array;
  private readonly rows: Int32Array;
  private readonly hashes: Int32Array;
  private readonly extra = new WeightedFeatures();
  private readonly bestCos: Float64Array;
  private readonly bestAt: Int32Array;
  private readonly rowHashes: RowHashes;

  /** `texts`: the training texts' tokens; their content words found in the table become the candidates. */
  constructor(
    private readonly clusters: WordClusters,
    private readonly vectorizer: Vectorizer,
    texts: readonly (readonly Token[])[],
    private readonly options: ExpansionOptions,
  ) {
    const { table } = clusters;
    // Each distinct token once: CLINC150's 15,000 examples have 120,000 tokens but 6,000 distinct ones.
    const norms = new Set<string>();
    for (const tokens of texts) for (const token of tokens) norms.add(token.norm);
    const seen = new Set<number>();
    const found: number[] = [];
    for (const norm of norms) {
      for (const word of englishContentWords(norm)) {
        const row = table.rows.get(word);
        if (row === undefined || seen.has(row)) continue;
        seen.add(row);
        found.push(row);
      }
    }
    found.sort((a, b) => a - b);
    const groups = clusters.sizes[0];
    this.start = new Int32Array(groups + 1);
    for (const row of found) this.start[this.coarse(row) + 1]++;
    for (let c = 0; c < groups; c++) this.start[c + 1] += this.start[c];
    const fill = this.start.slice(0, groups);
    this.rows = new Int32Array(found.length);
    this.hashes = new Int32Array(found.length);
    this.rowHashes = rowHashesOf(table);
    for (const row of found) {
      const at = fill[this.coarse(row)]++;
      this.rows[at] = row;
      this.hashes[at] = this.rowHashes.of(row);
    }
    this.bestCos = new Float64Array(options.neighbours);
    this.bestAt = new Int32Array(options.neighbours);
  }

  private coarse(row: number): number {
    return this.clusters.ids[row * this.clusters.levels];
  }

  /**
   * The neighbour features of `tokens`' unseen words (scratch: valid until the next call; empty when every word
   * was seen in training or is missing from the table).
   */
  expand(tokens: readonly Token[]): WeightedFeatures {
    const extra = this.extra;
    extra.count = 0;
    const { neighbours, minCosine, weight } = this.options;
    if (neighbours <= 0 || weight <= 0) return extra;
    const { rows: tableRows, values, scales, dimensions } = this.clusters.table;
    let expanded = 0;
    for (const token of tokens) {
      for (const word of englishContentWords(token.norm)) {
        if (expanded === MAX_EXPANDED) return extra;
        const row = tableRows.get(word);
        if (row === undefined || this.vectorizer.knows(this.rowHashes.of(row))) continue;
        expanded++;
        const c = this.coarse(row);
        let kept = 0;
        for (let i = this.start[c]; i < this.start[c + 1]; i++) {
          const other = this.rows[i];
          let dot = 0;
          for (let d = 0, a = row * dimensions, b = other * dimensions; d < dimensions; d++) dot += values[a + d] * values[b + d];
          const cos = dot * scales[row] * scales[other];
          if (cos < minCosine) continue;
          // Insertion into the best `neighbours` so far (ties: the earlier, more frequent word stays ahead).
          let j = kept < neighbours ? kept++ : neighbours;
          if (j === neighbours && cos <= this.bestCos[neighbours - 1]) continue;
          if (j === neighbours) j--;
          while (j > 0 && this.bestCos[j - 1] < cos) {
            this.bestCos[j] = this.bestCos[j - 1];
            this.bestAt[j] = this.bestAt[j - 1];
            j--;
          }
          this.bestCos[j] = cos;
          this.bestAt[j] = i;
        }
        for (let j = 0; j < kept; j++) extra.add(this.hashes[this.bestAt[j]], weight * this.bestCos[j]);
      }
    }
    return extra;
  }
}
