/**
 * Soft word alignment of an input to an intent's examples with the shipped word vectors (issue 22; h28int measured
 * it, h29int made it cheap). S(input, example) = Σ idf(w)·max_v cos(w, v) / Σ idf(w) over the input's content words
 * w and the example's content words v (a word the table lacks matches only itself); an intent's score is its best
 * example's. The classifier uses it to re-rank its top candidates (`classifier.ts › align`).
 *
 * Cost: one cosine per input word and distinct word of the candidates' examples. Each intent's words are kept once
 * (an example is a list of indices into them), each training word's cosines to the input are computed at most once per
 * call (a stamped flat cache shared by the candidates), and with `dimensions` the cosines are taken in the leading
 * principal directions of the table (`word-projection.ts`) rather than all of its dimensions.
 */
import type { Token } from '../text/index.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import type { WordProjection } from '../vectors/word-projection.js';
import { dot } from '../vectors/dot.js';
import { englishContentWords } from './features.js';

export interface AlignmentOptions {
  /** β: a candidate's order key is its logit + β·S. */
  readonly weight: number;
  /** The top candidates re-ranked. */
  readonly candidates: number;
  /** On only for workspaces of at most this many examples per intent (on average). */
  readonly upTo: number;
  /** True: the candidates' logits are handed out again in the new order (the softmax keeps its shape). */
  readonly permute?: boolean;
  /** Cosines in this many leading principal directions of the table; absent or 0: all of its dimensions. */
  readonly dimensions?: number;
}

/** Input words read at most (a longer input's later words add little and cost per candidate word). */
const MAX_INPUT_WORDS = 16;

export class WordAlignment {
  private readonly ids = new Map<string, number>();
  private readonly idfs: Float64Array;
  private readonly unseenIdf: number;
  /** Dimensions of the rows compared. */
  private readonly K: number;
  /** Unit Float32 rows per training word id (zero row: no vector), flat. */
  private readonly units: Float32Array;
  private readonly hasVector: Uint8Array;
  /** Per class: its examples' distinct word ids. */
  private readonly classWords: Int32Array[];
  /** Per class: its examples, each as its length then its word ids (`classWords`' words). */
  private readonly classExamples: Int32Array[];
  /** Per id, the cosines to the current input's words (`cache[id·MAX + i]`), valid when `stamp[id] === call`. */
  private readonly cache: Float64Array;
  private readonly stamp: Uint32Array;
  private call = 0;
  /** The prepared input: its word count, its idf total, whether any of its words has a vector. */
  private W = 0;
  private den = 0;
  private anyVector = false;
  private readonly inputUnits: Float32Array;
  private readonly inputIds = new Int32Array(MAX_INPUT_WORDS);
  private readonly inputIdf = new Float64Array(MAX_INPUT_WORDS);
  private readonly inputHas = new Uint8Array(MAX_INPUT_WORDS);
  private readonly best = new Float64Array(MAX_INPUT_WORDS);
  private readonly row: Float64Array;

  constructor(
    private readonly table: WordVectors,
    texts: readonly (readonly Token[])[],
    labels: readonly number[],
    classes: number,
    private readonly projection: WordProjection | null = null,
    dimensions = 0,
  ) {
    const df: number[] = [];
    const rows: number[] = [];
    const examples: number[][][] = Array.from({ length: classes }, () => []);
    texts.forEach((tokens, i) => {
      const seen = new Set<number>();
      for (const t of tokens) {
        for (const w of englishContentWords(t.norm)) {
          let id = this.ids.get(w);
          if (id === undefined) {
            id = this.ids.size;
            this.ids.set(w, id);
            rows.push(table.rows.get(w) ?? -1);
            df.push(0);
          }
          seen.add(id);
        }
      }
      for (const id of seen) df[id]++;
      examples[labels[i]].push([...seen]);
    });
    this.classWords = examples.map((list) => Int32Array.from(new Set(list.flat())));
    this.classExamples = examples.map((list) => Int32Array.from(list.flatMap((ex) => [ex.length, ...ex])));
    const n = texts.length;
    this.idfs = Float64Array.from(df, (d) => Math.log((n + 1) / (d + 1)) + 1);
    this.unseenIdf = Math.log(n + 1) + 1;
    const D = table.dimensions;
    const K = (this.K = projection !== null && dimensions > 0 && dimensions < D ? Math.min(dimensions, projection.to) : D);
    if (K < D && projection!.from !== D) throw new Error('word projection: built for another table');
    this.row = new Float64Array(K);
    this.units = new Float32Array(rows.length * K);
    this.hasVector = new Uint8Array(rows.length);
    rows.forEach((r, id) => {
      if (r < 0 || table.scales[r] === 0) return;
      this.hasVector[id] = 1;
      this.unitRow(r, this.units, id * K);
    });
    this.cache = new Float64Array(rows.length * MAX_INPUT_WORDS);
    this.stamp = new Uint32Array(rows.length);
    this.inputUnits = new Float32Array(MAX_INPUT_WORDS * K);
  }

  /** Table row `r` as a unit row of `K` dimensions, into `out[at..at+K)`. */
  private unitRow(r: number, out: Float32Array, at: number): void {
    const { table, K } = this;
    const D = table.dimensions;
    const scale = table.scales[r];
    if (K === D) {
      for (let d = 0; d < D; d++) out[at + d] = table.values[r * D + d] * scale;
      return;
    }
    const { directions } = this.projection!;
    const row = this.row;
    let norm = 0;
    for (let k = 0; k < K; k++) {
      let s = 0;
      for (let d = 0; d < D; d++) s += directions[k * D + d] * table.values[r * D + d];
      row[k] = s;
      norm += s * s;
    }
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let k = 0; k < K; k++) out[at + k] = row[k] * inv;
  }

  /** S of the input `tokens` for each class in `classes[0..m)`, into `out[k]`. */
  scores(tokens: readonly Token[], classes: Int32Array, m: number, out: Float64Array): void {
    this.prepare(tokens);
    for (let k = 0; k < m; k++) out[k] = this.score(classes[k]);
  }

  /** Reads the input whose S `score` then gives, class by class. */
  prepare(tokens: readonly Token[]): void {
    const { K, table, units, inputUnits, inputIds, inputIdf, inputHas, hasVector } = this;
    const words: string[] = [];
    for (const t of tokens) {
      for (const w of englishContentWords(t.norm)) if (words.length < MAX_INPUT_WORDS && !words.includes(w)) words.push(w);
    }
    const W = (this.W = words.length);
    this.call = (this.call + 1) >>> 0 || 1;
    if (W === 0) return;
    let den = 0;
    let anyVector = false;
    for (let i = 0; i < W; i++) {
      const id = this.ids.get(words[i]) ?? -1;
      inputIds[i] = id;
      inputIdf[i] = id >= 0 ? this.idfs[id] : this.unseenIdf;
      den += inputIdf[i];
      if (id >= 0) {
        // A training word's row is built already.
        inputHas[i] = hasVector[id];
        if (hasVector[id] === 1) inputUnits.set(units.subarray(id * K, id * K + K), i * K);
      } else {
        const r = table.rows.get(words[i]) ?? -1;
        inputHas[i] = r >= 0 && table.scales[r] > 0 ? 1 : 0;
        if (inputHas[i] === 1) this.unitRow(r, inputUnits, i * K);
      }
      if (inputHas[i] === 1) anyVector = true;
    }
    this.den = den;
    this.anyVector = anyVector;
  }

  /** S of the input read by `prepare` for class `cls`. */
  score(cls: number): number {
    const { W, K, units, inputUnits, inputIds, inputIdf, inputHas, best, cache, stamp, hasVector, call, anyVector } = this;
    if (W === 0) return 0;
    {
      // Each distinct word of the intent: its cosines to the input's words, once per call.
      const ws = this.classWords[cls];
      for (let j = 0; j < ws.length; j++) {
        const v = ws[j];
        if (stamp[v] === call) continue;
        stamp[v] = call;
        const at = v * MAX_INPUT_WORDS;
        const vb = v * K;
        const withVector = anyVector && hasVector[v] === 1;
        for (let i = 0; i < W; i++) {
          let c = 0;
          if (inputIds[i] === v) c = 1;
          else if (withVector && inputHas[i] === 1) c = dot(inputUnits, i * K, units, vb, K);
          cache[at + i] = c;
        }
      }
      // Each example: per input word, its best cosine among the example's words, read from the cache.
      const ex = this.classExamples[cls];
      let classBest = 0;
      for (let e = 0; e < ex.length; ) {
        const end = e + 1 + ex[e];
        best.fill(0, 0, W);
        for (let j = e + 1; j < end; j++) {
          const at = ex[j] * MAX_INPUT_WORDS;
          for (let i = 0; i < W; i++) if (cache[at + i] > best[i]) best[i] = cache[at + i];
        }
        let s = 0;
        for (let i = 0; i < W; i++) s += inputIdf[i] * best[i];
        if (s > classBest) classBest = s;
        e = end;
      }
      return classBest / this.den;
    }
  }
}
