/**
 * EXPERIMENT (h28int, issue 22): soft word alignment of an input to an intent's examples with the shipped word
 * vectors. S(input, example) = Σ idf(w)·max_v cos(w, v) / Σ idf(w) over the input's content words w and the
 * example's content words v (a word the table lacks matches only itself); an intent's score is its best example's.
 */
import type { Token } from '../text/index.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { englishContentWords } from './features.js';

export interface AlignmentOptions {
  readonly weight: number;
  readonly candidates: number;
  readonly upTo: number;
  readonly permute?: boolean;
}

/** Input words read at most (a longer input's later words add little and cost per candidate word). */
const MAX_INPUT_WORDS = 16;

export class WordAlignment {
  private readonly ids = new Map<string, number>();
  private readonly idfs: Float64Array;
  private readonly unseenIdf: number;
  /** Unit Float32 rows per training word id (zero row: no vector), flat. */
  private readonly units: Float32Array;
  private readonly hasVector: Uint8Array;
  /** Per class: its examples, each a list of word ids. */
  private readonly examples: Int32Array[][];
  private readonly D: number;
  /** Per id, the cosines to the current input's words (`cache[id·MAX + i]`), valid when `stamp[id] === call`. */
  private readonly cache: Float64Array;
  private readonly stamp: Uint32Array;
  private call = 0;
  private readonly inputUnits: Float32Array;
  private readonly inputIds = new Int32Array(MAX_INPUT_WORDS);
  private readonly inputIdf = new Float64Array(MAX_INPUT_WORDS);
  private readonly inputHas = new Uint8Array(MAX_INPUT_WORDS);
  private readonly best = new Float64Array(MAX_INPUT_WORDS);

  constructor(private readonly table: WordVectors, texts: readonly (readonly Token[])[], labels: readonly number[], classes: number) {
    const df: number[] = [];
    const rows: number[] = [];
    this.examples = Array.from({ length: classes }, () => []);
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
      this.examples[labels[i]].push(Int32Array.from(seen));
    });
    const n = texts.length;
    this.idfs = Float64Array.from(df, (d) => Math.log((n + 1) / (d + 1)) + 1);
    this.unseenIdf = Math.log(n + 1) + 1;
    const D = (this.D = table.dimensions);
    this.units = new Float32Array(rows.length * D);
    this.hasVector = new Uint8Array(rows.length);
    rows.forEach((r, id) => {
      if (r < 0) return;
      this.hasVector[id] = 1;
      for (let d = 0; d < D; d++) this.units[id * D + d] = table.values[r * D + d] * table.scales[r];
    });
    this.cache = new Float64Array(rows.length * MAX_INPUT_WORDS);
    this.stamp = new Uint32Array(rows.length);
    this.inputUnits = new Float32Array(MAX_INPUT_WORDS * D);
  }

  /** S of the input `tokens` for each class in `classes[0..m)`, into `out[k]`. */
  scores(tokens: readonly Token[], classes: Int32Array, m: number, out: Float64Array): void {
    out.fill(0, 0, m);
    const { D, table, units, inputUnits, inputIds, inputIdf, inputHas, best, cache, stamp, hasVector } = this;
    const words: string[] = [];
    for (const t of tokens) {
      for (const w of englishContentWords(t.norm)) if (words.length < MAX_INPUT_WORDS && !words.includes(w)) words.push(w);
    }
    const W = words.length;
    if (W === 0) return;
    let den = 0;
    for (let i = 0; i < W; i++) {
      const id = this.ids.get(words[i]) ?? -1;
      inputIds[i] = id;
      inputIdf[i] = id >= 0 ? this.idfs[id] : this.unseenIdf;
      den += inputIdf[i];
      const r = table.rows.get(words[i]) ?? -1;
      inputHas[i] = r >= 0 ? 1 : 0;
      if (r >= 0) for (let d = 0; d < D; d++) inputUnits[i * D + d] = table.values[r * D + d] * table.scales[r];
    }
    this.call = (this.call + 1) >>> 0 || 1;
    const call = this.call;
    for (let k = 0; k < m; k++) {
      let classBest = 0;
      for (const ex of this.examples[classes[k]]) {
        best.fill(0, 0, W);
        for (let j = 0; j < ex.length; j++) {
          const v = ex[j];
          const at = v * MAX_INPUT_WORDS;
          if (stamp[v] !== call) {
            stamp[v] = call;
            const vb = v * D;
            for (let i = 0; i < W; i++) {
              let c = 0;
              if (inputIds[i] === v) c = 1;
              else if (inputHas[i] === 1 && hasVector[v] === 1) {
                const ib = i * D;
                let s0 = 0;
                let s1 = 0;
                let d = 0;
                for (; d + 1 < D; d += 2) {
                  s0 += inputUnits[ib + d] * units[vb + d];
                  s1 += inputUnits[ib + d + 1] * units[vb + d + 1];
                }
                for (; d < D; d++) s0 += inputUnits[ib + d] * units[vb + d];
                c = s0 + s1;
              }
              cache[at + i] = c;
            }
          }
          for (let i = 0; i < W; i++) if (cache[at + i] > best[i]) best[i] = cache[at + i];
        }
        let s = 0;
        for (let i = 0; i < W; i++) s += inputIdf[i] * best[i];
        if (s > classBest) classBest = s;
      }
      out[k] = classBest / den;
    }
  }
}
