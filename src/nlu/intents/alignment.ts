/**
 * EXPERIMENT (h28int, issue 22): soft word alignment of an input to an intent's examples with the shipped word
 * vectors. S(input, example) = Σ idf(w)·max_v cos(w, v) / Σ idf(w) over the input's content words w and the
 * example's content words v (a word the table lacks matches only itself); an intent's score is its best example's.
 * Few examples say little with their exact words; their words' neighbours say more ("erase" ~ "delete").
 */
import type { Token } from '../text/index.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { englishContentWords } from './features.js';

export interface AlignmentOptions {
  /** Added to the logits of the top `candidates` intents: `weight · S`. */
  readonly weight: number;
  readonly candidates: number;
  /** Only for workspaces with at most this many training texts per intent on average. */
  readonly upTo: number;
  /** Re-rank the candidates without changing the softmax's shape (their logits permuted). */
  readonly permute?: boolean;
}

export class WordAlignment {
  /** Word id per content word seen in training (ids ≥ 0); vector row per id (−1: none). */
  private readonly ids = new Map<string, number>();
  private readonly rows: number[] = [];
  private readonly idfs: number[] = [];
  private readonly unseenIdf: number;
  /** Per class, its examples' word ids: example e of class c is `words[c][e]`. */
  private readonly words: Int32Array[][];

  constructor(private readonly table: WordVectors, texts: readonly (readonly Token[])[], labels: readonly number[], classes: number) {
    const df: number[] = [];
    this.words = Array.from({ length: classes }, () => []);
    texts.forEach((tokens, i) => {
      const seen = new Set<number>();
      for (const t of tokens) {
        for (const w of englishContentWords(t.norm)) {
          let id = this.ids.get(w);
          if (id === undefined) {
            id = this.ids.size;
            this.ids.set(w, id);
            this.rows.push(table.rows.get(w) ?? -1);
            df.push(0);
          }
          seen.add(id);
        }
      }
      for (const id of seen) df[id]++;
      this.words[labels[i]].push(Int32Array.from(seen));
    });
    const n = texts.length;
    for (const d of df) this.idfs.push(Math.log((n + 1) / (d + 1)) + 1);
    this.unseenIdf = Math.log(n + 1) + 1;
  }

  /** S of the input `tokens` for each class in `classes[0..m)`, into `out[k]`. */
  scores(tokens: readonly Token[], classes: Int32Array, m: number, out: Float64Array): void {
    const input: string[] = [];
    for (const t of tokens) for (const w of englishContentWords(t.norm)) if (!input.includes(w)) input.push(w);
    out.fill(0, 0, m);
    if (input.length === 0) return;
    let den = 0;
    for (const w of input) {
      const id = this.ids.get(w);
      den += id !== undefined ? this.idfs[id] : this.unseenIdf;
    }
    this.exampleScores(input, classes, m, out, den);
  }

  private exampleScores(input: readonly string[], classes: Int32Array, m: number, out: Float64Array, den: number): void {
    const { dimensions: D, values, scales } = this.table;
    const W = input.length;
    // Cosines of each input word to each id the candidates' examples use, computed once.
    const cache = new Map<number, Float64Array>();
    const inputIds = input.map((w) => this.ids.get(w) ?? -1);
    const inputRows = input.map((w) => this.table.rows.get(w) ?? -1);
    const inputIdf = inputIds.map((id) => (id >= 0 ? this.idfs[id] : this.unseenIdf));
    const units = inputRows.map((row) => {
      const u = new Float32Array(D);
      if (row >= 0) for (let d = 0; d < D; d++) u[d] = values[row * D + d] * scales[row];
      return u;
    });
    const cosines = (v: number): Float64Array => {
      let c = cache.get(v);
      if (c !== undefined) return c;
      c = new Float64Array(W);
      const r = this.rows[v];
      for (let i = 0; i < W; i++) {
        if (inputIds[i] === v) c[i] = 1;
        else if (r >= 0 && inputRows[i] >= 0) {
          let s = 0;
          const u = units[i];
          for (let d = 0; d < D; d++) s += u[d] * values[r * D + d];
          c[i] = s * scales[r];
        }
      }
      cache.set(v, c);
      return c;
    };
    const best = new Float64Array(W);
    for (let k = 0; k < m; k++) {
      let classBest = 0;
      for (const ex of this.words[classes[k]]) {
        best.fill(0);
        for (let j = 0; j < ex.length; j++) {
          const c = cosines(ex[j]);
          for (let i = 0; i < W; i++) if (c[i] > best[i]) best[i] = c[i];
        }
        let s = 0;
        for (let i = 0; i < W; i++) s += inputIdf[i] * best[i];
        if (s > classBest) classBest = s;
      }
      out[k] = classBest / den;
    }
  }
}
