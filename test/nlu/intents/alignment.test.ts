/**
 * Soft word alignment (issue 22, h29int; `src/nlu/intents/alignment.ts`): in a few-shot English workspace the top two
 * candidates are re-ranked by how well the input's words align, through the shipped word vectors, with each
 * candidate's nearest example. A paraphrase that shares no word with its intent's examples can reach it; off-topic
 * text stays below the 0.2 line; a workspace of many examples per intent is left as it was.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultClassifierOptions, trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import type { ClassifierOptions } from '../../../src/nlu/intents/options.js';
import { IntentModel } from '../../../src/nlu/intents/classifier.js';
import { FEW_SHOT_INTENTS, fewShotWorkspace } from './fixtures.js';

const INTENTS = FEW_SHOT_INTENTS;
const workspace = fewShotWorkspace;

const ON = defaultClassifierOptions('en');
const OFF: ClassifierOptions = { ...ON, alignment: null };

describe('soft word alignment (options.alignment)', () => {
  it('is on by default for English workspaces of at most 30 examples per intent, two candidates, permuted', () => {
    expect(ON.alignment).toEqual({ weight: 3.3, candidates: 2, upTo: 30, permute: true });
    expect(defaultClassifierOptions('fr').alignment).toBeNull();
  });

  it('brings a paraphrase that shares no word with its intent to that intent', () => {
    const text = 'beep at dawn';
    const words = new Set(INTENTS.set_alarm.join(' ').split(' '));
    expect(['beep', 'dawn'].filter((w) => words.has(w))).toEqual([]);
    expect(trainIntentClassifier(workspace(), OFF).classify(text)[0].intent).toBe('weather');
    const [top, second] = trainIntentClassifier(workspace(), ON).classify(text);
    expect(top.intent).toBe('set_alarm');
    expect(second.intent).toBe('weather');
  });

  it('gives the same answers on every compile of the same workspace', () => {
    const a = trainIntentClassifier(workspace(), ON);
    const b = trainIntentClassifier(workspace(), ON);
    for (const text of ['beep at dawn', 'wire cash to mum', 'is a storm coming', 'tell me a joke about cats']) {
      expect(b.classify(text)).toEqual(a.classify(text));
    }
  });

  it('keeps off-topic text below the 0.2 line', () => {
    const clf = trainIntentClassifier(workspace(), ON);
    for (const text of ['what is the capital of peru', 'tell me a joke about cats', 'who painted the mona lisa', 'how tall is a giraffe']) {
      expect(clf.classify(text)[0].confidence).toBeLessThan(0.2);
    }
  });

  it('changes nothing in a workspace of more than 30 examples per intent', () => {
    const many = Object.fromEntries(Object.entries(INTENTS).map(([intent, texts]) => [intent, Array.from({ length: 31 }, (_, i) => `${texts[i % texts.length]} ${'abcdefghij'[i % 10]}${Math.floor(i / 10)}`)]));
    const on = trainIntentClassifier(workspace(many), ON);
    const off = trainIntentClassifier(workspace(many), OFF);
    for (const text of ['beep at dawn', 'wire cash to mum']) expect(on.classify(text)).toEqual(off.classify(text));
  });

  it('only re-ranks the two candidates the model put first, and keeps the logits themselves (property)', () => {
    const examples = Object.values(INTENTS);
    const on = IntentModel.train({ examples, counterexamples: [] }, ON);
    const off = IntentModel.train({ examples, counterexamples: [] }, OFF);
    const word = fc.constantFrom('dawn', 'beep', 'cash', 'song', 'pizza', 'rain', 'card', 'stolen', 'wire', 'tune', 'noon', 'cold', 'lunch', 'mum');
    const byValue = (a: number, b: number) => b - a;
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const text = words.join(' ');
        const before = off.explain(text).logits;
        const after = on.explain(text).logits;
        expect([...after].sort(byValue)).toEqual([...before].sort(byValue));
        const firstTwo = before.map((z, c) => [z, c]).sort((a, b) => b[0] - a[0] || a[1] - b[1]).slice(0, 2).map(([, c]) => c);
        expect(firstTwo).toContain(after.indexOf(Math.max(...after)));
      }),
      { numRuns: 200 },
    );
  });
});
