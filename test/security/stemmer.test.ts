/**
 * The Porter stemmer's `y` rule looks back through a run of `y`s (recursively): an example of 10,000 `y`s
 * overflowed the stack in compileWorkspace (a RangeError, not a ParleyError), found by bench/fuzz/workspace.mjs.
 * Words over MAX_STEMMED_WORD letters are kept as typed.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { MAX_STEMMED_WORD, stemEnglish } from '../../src/nlu/text/stem-en.js';
import { within } from './guard.js';

describe('stemming hostile words', () => {
  it('words over 64 letters are kept; 64 letters are stemmed', () => {
    expect(MAX_STEMMED_WORD).toBe(64);
    expect(stemEnglish('y'.repeat(65))).toBe('y'.repeat(65));
    expect(stemEnglish('ba'.repeat(27) + 'connection')).toBe('ba'.repeat(27) + 'connect');
  });

  it('an example of 10,000 y letters compiles and its text is answered', () => {
    const yyy = 'y'.repeat(10_000);
    const engine = within(5000, () =>
      compileWorkspace({
        name: 'w',
        language: 'en',
        intents: [
          { intent: 'why', examples: [{ text: `why ${yyy}` }] },
          { intent: 'hello', examples: [{ text: 'hello there' }] },
        ],
        entities: [],
        dialog_nodes: [{ dialog_node: 'a', conditions: '#why', output: { text: 'y' } }],
      }),
    );
    const r = within(2000, () => engine.message({ input: { text: `why ${'y'.repeat(2000)}` } }));
    expect(r.output.text).toEqual(['y']);
  });
});
