/**
 * The compiled-engine cache is bounded by what its engines hold (round hred29). It kept the 64 most recently used
 * engines whatever their size: three workspaces of 900,000 fuzzy synonyms took 2.5 GB of heap, and 64 of the
 * 100,000 a workspace may now hold would pass the heap. The least recently used engines are dropped while their
 * synonyms, patterns and examples together pass MAX_CACHED_WEIGHT (compiled again when next messaged).
 */
import { describe, expect, it } from 'vitest';
import { EngineCache, MAX_CACHED_WEIGHT } from '../../src/service/engine-cache.js';
import type { WorkspaceRecord } from '../../src/service/store/types.js';

const record = (id: string, synonyms: number): WorkspaceRecord =>
  ({
    workspace_id: id,
    revision: 1,
    workspace: {
      name: id,
      language: 'en',
      intents: [],
      entities: [{ entity: 'e', values: [{ value: 'v', synonyms: Array.from({ length: synonyms }, (_, i) => `s${i}`) }] }],
      dialog_nodes: [],
    },
    synonym_audit: {},
    customer_ids: [],
  }) as unknown as WorkspaceRecord;

describe('the engine cache past its weight (hred29)', () => {
  it('a million synonyms, patterns and examples by default', () => {
    expect(MAX_CACHED_WEIGHT).toBe(1_000_000);
  });

  it('the least recently used engines are dropped while the weight is past the bound, never the one just compiled', () => {
    const cache = new EngineCache('2021-06-14', 2_500);
    cache.get(record('a', 1000));
    cache.get(record('b', 1000));
    expect(cache.has('a') && cache.has('b')).toBe(true);
    cache.get(record('a', 1000)); // a used again: b is now the oldest
    cache.get(record('c', 1000));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    cache.get(record('d', 5000));
    expect([cache.has('a'), cache.has('c'), cache.has('d')]).toEqual([false, false, true]);
    expect(cache.get(record('d', 5000)).engine).toBeDefined();
  });

  it('what held: small workspaces stay cached up to 64 engines', () => {
    const cache = new EngineCache('2021-06-14');
    for (let i = 0; i < 65; i++) cache.get(record(`w${i}`, 3));
    expect(cache.has('w0')).toBe(false);
    expect(cache.has('w1') && cache.has('w64')).toBe(true);
  });
});
