import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileWorkspace } from '../../../src/index.js';

const base = {
  name: 'bank',
  language: 'en',
  intents: [
    { intent: 'transfer', examples: [{ text: 'transfer money to savings' }, { text: 'move money between accounts' }, { text: 'I want to transfer funds' }] },
    { intent: 'balance', examples: [{ text: 'what is my balance' }, { text: 'how much money do I have' }, { text: 'check my account balance' }] },
  ],
  entities: [{ entity: 'account', values: [{ value: 'savings', synonyms: ['savngs account'] }, { value: 'checking' }] }],
  dialog_nodes: [{ dialog_node: 'echo', conditions: 'true', output: { text: 'You said: <? input.text ?>' } }],
};
const now = '2026-11-22T09:00:00Z';
const engineWith = (settings: object, language = 'en') => compileWorkspace({ ...base, language, system_settings: settings });

describe('spelling settings × request overrides', () => {
  const typed = 'tranfer mony to savngs account';

  it('off by default: input unchanged, no suggestion', () => {
    const r = engineWith({}).message({ input: { text: typed } }, { now });
    expect(r.input).toEqual({ text: typed });
  });

  it('workspace suggestions on: classified as typed, suggested_text carries the correction', () => {
    const r = engineWith({ spelling_suggestions: true }).message({ input: { text: typed } }, { now });
    expect(r.input).toEqual({ text: typed, suggested_text: 'transfer money to savngs account' });
    expect(r.output.text).toEqual([`You said: ${typed}`]);
  });

  it('workspace auto-correct on: NLU and conditions see the corrected text, original_text keeps the typed one', () => {
    const r = engineWith({ spelling_suggestions: true, spelling_auto_correct: true }).message({ input: { text: typed } }, { now });
    expect(r.input).toEqual({ text: 'transfer money to savngs account', original_text: typed });
    expect(r.output.text).toEqual(['You said: transfer money to savngs account']);
  });

  it('auto-correct alone (as real exports carry it) corrects', () => {
    const r = engineWith({ spelling_auto_correct: true }).message({ input: { text: 'chek my balanse' } }, { now });
    expect(r.input).toEqual({ text: 'check my balance', original_text: 'chek my balanse' });
  });

  it('the request overrides the workspace, both ways', () => {
    const on = engineWith({}).message({ input: { text: 'chek my balanse', spelling_suggestions: true } }, { now });
    expect(on.input.suggested_text).toBe('check my balance');
    const auto = engineWith({}).message({ input: { text: 'chek my balanse', spelling_suggestions: true, spelling_auto_correct: true } }, { now });
    expect(auto.input.text).toBe('check my balance');
    const off = engineWith({ spelling_suggestions: true, spelling_auto_correct: true }).message({ input: { text: 'chek my balanse', spelling_suggestions: false, spelling_auto_correct: false } }, { now });
    expect(off.input).toEqual({ text: 'chek my balanse', spelling_suggestions: false, spelling_auto_correct: false });
  });

  it('never corrects an entity mention that already matches (the synonym "savngs account")', () => {
    const r = engineWith({ spelling_auto_correct: true }).message({ input: { text: 'tranfer to savngs account' } }, { now });
    expect(r.input.text).toBe('transfer to savngs account');
    expect(r.entities.map((e) => [e.entity, e.value])).toContainEqual(['account', 'savings']);
  });

  it('leaves other languages unchanged', () => {
    const r = engineWith({ spelling_auto_correct: true }, 'fr').message({ input: { text: 'tranfer mony' } }, { now });
    expect(r.input).toEqual({ text: 'tranfer mony' });
  });

  it('handles Unicode text without touching non-Latin words', () => {
    const r = engineWith({ spelling_auto_correct: true }).message({ input: { text: 'chek my balanse 💰 Привет' } }, { now });
    expect(r.input.text).toBe('check my balance 💰 Привет');
  });

  it('is deterministic, never changes a token of an entity mention, and is the identity on correct text', () => {
    const engine = engineWith({ spelling_auto_correct: true });
    const words = ['transfer', 'money', 'to', 'savings', 'checking', 'my', 'balance', 'tranfer', 'mony', 'chek', 'balanse', 'savngs', 'account'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }), (ws) => {
        const text = ws.join(' ');
        const a = engine.message({ input: { text } }, { now });
        expect(engine.message({ input: { text } }, { now })).toEqual(a);
        const corrected = a.input.text as string;
        const after = corrected.split(' ');
        expect(after.length).toBe(ws.length);
        // Tokens inside the original's entity mentions come through untouched.
        let offset = 0;
        const starts = ws.map((w) => ((offset += w.length + 1), offset - w.length - 1));
        for (const e of engine.classify(text).entities) {
          ws.forEach((w, i) => {
            if (starts[i] >= e.location[0] && starts[i] + w.length <= e.location[1]) expect(after[i]).toBe(w);
          });
        }
        const again = engine.message({ input: { text: corrected } }, { now });
        expect(again.input.text).toBe(corrected);
      }),
      { numRuns: 60 },
    );
  });
});
