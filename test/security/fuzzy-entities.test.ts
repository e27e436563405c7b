/**
 * Fuzzy entity matching on end-user text: a single very long token used to cost time cubic in its
 * length (18 s for 2,048 letters). Tokens over MAX_CORRECTED_LENGTH are not spelling-corrected.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { MAX_CORRECTED_LENGTH } from '../../src/nlu/entities/fuzzy/index.js';
import { within } from './guard.js';

const engine = compileWorkspace({
  name: 'w',
  language: 'en',
  intents: [],
  entities: [{ entity: 'city', fuzzy_match: true, values: [{ value: 'Paris', synonyms: ['paris city', 'the city of light'] }] }],
  dialog_nodes: [],
});

describe('fuzzy matching of hostile tokens', () => {
  it('the correction bound is 64 letters', () => {
    expect(MAX_CORRECTED_LENGTH).toBe(64);
  });

  it.each([
    ['2,048 capital letters', 'A'.repeat(2048)],
    ['2,048 small letters', 'a'.repeat(2048)],
    ['alternating letters', 'Ab'.repeat(1024)],
    ['32 tokens of 63 letters', ('x'.repeat(63) + ' ').repeat(32).slice(0, 2048)],
  ])('%s are matched within a second', (_label, text) => {
    const r = within(1000, () => engine.message({ input: { text } }));
    expect(r.entities).toEqual([]);
  });

  it('ordinary misspellings are still corrected', () => {
    expect(engine.message({ input: { text: 'I live in pariss' } }).entities).toEqual([
      { entity: 'city', location: [10, 16], value: 'Paris', confidence: 0.75 },
    ]);
  });

  it('a 2,000-letter synonym is refused at once (the service’s 64-character limit, issue 24); 64 letters still match exactly', () => {
    const workspace = (synonym: string) => ({ name: 'w', language: 'en', intents: [], entities: [{ entity: 'x', fuzzy_match: true, values: [{ value: 'v', synonyms: [synonym] }] }], dialog_nodes: [] });
    expect(() => within(1000, () => compileWorkspace(workspace('ab'.repeat(1000))))).toThrow('synonym must be no longer than 64 characters');
    const long = 'ab'.repeat(32);
    const e = within(5000, () => compileWorkspace(workspace(long)));
    expect(e.message({ input: { text: long } }).entities).toEqual([{ entity: 'x', location: [0, 64], value: 'v', confidence: 1 }]);
  });
});
