/**
 * A fixed projection of the English word vectors onto their leading principal directions (`data/word-projection-en.bin`,
 * 25 KB, derived from `data/word-vectors-en.bin` by `scripts/build-word-projection.mjs`: same provenance and licences).
 * Where a cosine is computed per input word and candidate word (the intent classifier's soft word alignment), fewer
 * dimensions cost less. Loaded lazily, shared read-only.
 */
import { readFileSync } from 'node:fs';
import { findDataFile } from '../../common/data-file.js';
import { expectTableLength, openBinaryTable, type BinaryTableKind } from './binary-table.js';

export interface WordProjection {
  /** The table's dimensions. */
  readonly from: number;
  /** Directions kept, by descending variance: direction `k`, table dimension `d` at `directions[k * from + d]`. */
  readonly to: number;
  readonly directions: Float32Array;
}

const KIND: BinaryTableKind = { name: 'word projection', magic: 'PWP1', headerBytes: 12 };

let shared: WordProjection | undefined;

/** The shipped projection (read once per process). */
export function englishWordProjection(): WordProjection {
  shared ??= parseWordProjection(readFileSync(findDataFile('word-projection-en.bin')));
  return shared;
}

/** Parse the format written by `scripts/build-word-projection.mjs`. */
export function parseWordProjection(bytes: Uint8Array): WordProjection {
  const view = openBinaryTable(bytes, KIND);
  const from = view.getUint32(4, true);
  const to = view.getUint32(8, true);
  expectTableLength(bytes, 12 + from * to * 4, KIND);
  const directions = new Float32Array(from * to);
  for (let i = 0; i < directions.length; i++) directions[i] = view.getFloat32(12 + i * 4, true);
  return { from, to, directions };
}
