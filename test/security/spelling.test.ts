/**
 * Spelling correction on end-user text and workspace words: the symmetric-delete index holds about
 * n²/2 strings for an n-letter word, so one 2,048-letter input word ('abab…' or CJK) exhausted the heap,
 * and so could one long word in an example. Words over MAX_SPELLED_WORD letters are left alone.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { MAX_SPELLED_WORD } from '../../src/nlu/spelling/speller.js';
import { within } from './guard.js';

const longExampleWord = 'xy'.repeat(1000);

const engine = within(5000, () =>
  compileWorkspace({
    name: 'w',
    language: 'en',
    system_settings: { spelling_auto_correct: true },
    intents: [
      { intent: 'book', examples: [{ text: 'book a flight to paris' }, { text: `reserve ${longExampleWord}` }] },
      { intent: 'cancel', examples: [{ text: 'cancel my order please' }] },
    ],
    entities: [],
    dialog_nodes: [{ dialog_node: 'a', conditions: 'true', output: { text: '<? input.text.length() ?>' } }],
  }),
);

describe('spelling correction of hostile words', () => {
  it('the bound is 64 letters', () => {
    expect(MAX_SPELLED_WORD).toBe(64);
  });

  it.each([
    ['alternating letters', 'ab'.repeat(1024)],
    ['CJK characters', '中文字'.repeat(682)],
    ['the long example word itself', longExampleWord],
    ['64-letter words', ('ab'.repeat(32) + ' ').repeat(31)],
  ])('%s (2,048 characters) are answered within two seconds', (_label, text) => {
    const r = within(2000, () => engine.message({ input: { text } }));
    expect(r.output.text).toEqual([String(text.length)]);
  });

  it('ordinary misspellings are still corrected', () => {
    const r = engine.message({ input: { text: 'cancel my ordr' } });
    expect(r.input.text).toBe('cancel my order');
    expect(r.intents[0].intent).toBe('cancel');
  });
});
