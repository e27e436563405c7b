/**
 * English word clusters: each of the 50,000 words of the word-vector table (`word-vectors.ts`) has a coarse and a
 * fine cluster id, from spherical k-means over its vector (`scripts/build-word-clusters.mjs`, shipped as
 * `data/word-clusters-en.bin`, 195 KB; same provenance and licences as the vectors). Words of one cluster are
 * near in meaning or use ("buy", "sell", "purchase"; "rain", "snow", "weather"): a cluster id is a sparse feature a
 * linear model can learn from a few examples and then apply to words those examples never used. Loaded lazily
 * with the vectors, shared read-only.
 */
import { readFileSync } from 'node:fs';
import { damagedInstall, findDataFile } from '../../common/data-file.js';
import { expectTableLength, openBinaryTable, type BinaryTableKind } from './binary-table.js';
import { englishWordVectors, type WordVectors } from './word-vectors.js';

export interface WordClusters {
  /** Number of levels (coarse first). */
  readonly levels: number;
  /** Clusters per level. */
  readonly sizes: readonly number[];
  /** Row `r` of the vector table (`WordVectors.rows`), level `l`: cluster id at `ids[r * levels + l]`. */
  readonly ids: Uint16Array;
  /** The vector table whose rows these are. */
  readonly table: WordVectors;
}

const KIND: BinaryTableKind = { name: 'word clusters', magic: 'PWC1', headerBytes: 16 };

let shared: WordClusters | undefined;

/** The shipped English clusters, over the shipped English vector table (read once per process). */
export function englishWordClusters(): WordClusters {
  shared ??= parseWordClusters(readFileSync(findDataFile('word-clusters-en.bin')), englishWordVectors());
  return shared;
}

/** FNV-1a of the table's words joined by '\n' (ASCII): what a clusters file names its vector table by (the build script writes it). */
export function wordListHash(table: WordVectors): number {
  let h = 0x811c9dc5;
  let first = true;
  for (const word of table.rows.keys()) {
    if (!first) h = Math.imul(h ^ 0x0a, 16777619) >>> 0;
    first = false;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619) >>> 0;
  }
  return h;
}

/** Parse the format written by `scripts/build-word-clusters.mjs`; its rows must be `table`'s. */
export function parseWordClusters(bytes: Uint8Array, table: WordVectors): WordClusters {
  const view = openBinaryTable(bytes, KIND);
  const count = view.getUint32(4, true);
  const levels = view.getUint32(8, true);
  const hash = view.getUint32(12, true);
  const at = 16 + 4 * levels;
  expectTableLength(bytes, at + count * levels * 2, KIND);
  if (count !== table.rows.size || hash !== wordListHash(table)) throw damagedInstall('word clusters: built for another word-vector table');
  const sizes = Array.from({ length: levels }, (_, l) => view.getUint32(16 + 4 * l, true));
  const ids = new Uint16Array(count * levels);
  for (let i = 0; i < ids.length; i++) ids[i] = view.getUint16(at + i * 2, true);
  return { levels, sizes, ids, table };
}
