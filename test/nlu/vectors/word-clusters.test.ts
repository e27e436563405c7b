import { describe, expect, it } from 'vitest';
import { englishWordClusters, parseWordClusters } from '../../../src/nlu/vectors/word-clusters.js';
import { englishWordVectors } from '../../../src/nlu/vectors/word-vectors.js';

const clusters = englishWordClusters();
const table = englishWordVectors();

/** Cluster id of `word` at `level`. */
function id(word: string, level: number): number {
  const row = table.rows.get(word);
  if (row === undefined) throw new Error(`${word} is not in the table`);
  return clusters.ids[row * clusters.levels + level];
}

describe('the shipped English word-cluster table', () => {
  it('gives each of the 50,000 words of the vector table a coarse and a fine id, loaded once', () => {
    expect(clusters.levels).toBe(2);
    expect(clusters.table).toBe(table);
    expect(clusters.ids.length).toBe(50_000 * 2);
    expect(clusters.sizes[0]).toBe(1000);
    expect(clusters.sizes[1]).toBeGreaterThan(5000);
    let outOfRange = 0;
    for (let r = 0; r < 50_000; r++) if (clusters.ids[r * 2] >= clusters.sizes[0] || clusters.ids[r * 2 + 1] >= clusters.sizes[1]) outOfRange++;
    expect(outOfRange).toBe(0);
    expect(englishWordClusters()).toBe(clusters);
  });

  it('puts near-synonyms in one fine cluster and unrelated words apart', () => {
    expect(id('purchase', 1)).toBe(id('buy', 1));
    expect(id('cancel', 1)).toBe(id('cancelling', 1));
    expect(id('buy', 1)).not.toBe(id('weather', 1));
    expect(id('buy', 0)).not.toBe(id('weather', 0));
  });

  it('nests the levels: words of one fine cluster share their coarse cluster', () => {
    const coarseOf = new Map<number, number>();
    let split = 0;
    for (let r = 0; r < 50_000; r++) {
      const fine = clusters.ids[r * 2 + 1];
      const coarse = clusters.ids[r * 2];
      if ((coarseOf.get(fine) ?? coarse) !== coarse) split++;
      coarseOf.set(fine, coarse);
    }
    expect(split).toBe(0);
  });

  it('rejects a file that is not a table, a truncated one, or one built for other vectors', () => {
    expect(() => parseWordClusters(new Uint8Array(64), table)).toThrow('word clusters: not a PWC1 file');
    const header = new Uint8Array(24);
    header.set([0x50, 0x57, 0x43, 0x31]);
    const view = new DataView(header.buffer);
    view.setUint32(4, 1, true);
    view.setUint32(8, 2, true);
    expect(() => parseWordClusters(header, table)).toThrow('truncated');
    const one = new Uint8Array(28);
    one.set(header);
    expect(() => parseWordClusters(one, table)).toThrow('built for another word-vector table');
  });
});
