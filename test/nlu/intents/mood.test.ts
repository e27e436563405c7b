import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFeatures, FeatureKind, moodOf, type FeatureOptions } from '../../../src/nlu/intents/features.js';
import { tokenize } from '../../../src/nlu/text/index.js';
import { defaultClassifierOptions } from '../../../src/nlu/intents/options.js';
import { trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import { Vectorizer } from '../../../src/nlu/intents/vectorizer.js';

const mood = (text: string) => moodOf(tokenize(text));

describe('moodOf (issue 22, h77i22b)', () => {
  it('reads a question from a question word or an auxiliary first', () => {
    expect(mood('what is on my todo list')).toBe('question');
    expect(mood("what's left to pay on the gas bill")).toBe('question');
    expect(mood('how much do i owe on my phone bill')).toBe('question');
    expect(mood('did i put eggs on my shopping list')).toBe('question');
    expect(mood('is there anything on my list for tomorrow')).toBe('question');
    expect(mood('have i added milk yet')).toBe('question');
    expect(mood('do i have any meetings today')).toBe('question');
    expect(mood('can i change my pin online')).toBe('question');
    expect(mood('hey, when is my next appointment?')).toBe('question');
  });

  it('reads a request from an asking auxiliary before "you"', () => {
    expect(mood('can you add eggs to my shopping list')).toBe('request');
    expect(mood('please could you set an alarm for six')).toBe('request');
    expect(mood('would u order more paper towels')).toBe('request');
  });

  it('reads anything else as a statement: imperatives, declaratives, "do" and "have" as verbs', () => {
    expect(mood('add eggs to my shopping list')).toBe('statement');
    expect(mood('please put the car wash on my todo list')).toBe('statement');
    expect(mood('i need to add laundry to my list')).toBe('statement');
    expect(mood('do the laundry tonight')).toBe('statement');
    expect(mood('have a look at my calendar')).toBe('statement');
    expect(mood('my card was declined')).toBe('statement');
    expect(mood('')).toBe('statement');
    expect(mood('?? 42 !!')).toBe('statement');
  });

  it('reads only the first few words: a question word later is not a question', () => {
    expect(mood('tell me what is on my list')).toBe('statement');
    expect(mood('please please please please what')).toBe('statement');
  });
});

const BASE: FeatureOptions = { english: true, charMin: 4, charMax: 4, bigrams: true };

function features(text: string, options: FeatureOptions): Array<[number, FeatureKind]> {
  const out: Array<[number, FeatureKind]> = [];
  extractFeatures(text, options, (hash, kind) => out.push([hash, kind]));
  return out;
}

describe('mood features', () => {
  it('off (or absent) adds nothing; on adds one feature, a bigram, after all the others', () => {
    const text = 'what is on my shopping list';
    const base = features(text, BASE);
    expect(features(text, { ...BASE, mood: false })).toEqual(base);
    const withMood = features(text, { ...BASE, mood: true });
    expect(withMood.slice(0, base.length)).toEqual(base);
    expect(withMood).toHaveLength(base.length + 1);
    expect(withMood.at(-1)![1]).toBe(FeatureKind.Bigram);
  });

  it('a question and an imperative on the same object differ in their mood features only where the mood differs', () => {
    const moodFeature = (text: string) => features(text, { ...BASE, mood: true }).at(-1)![0];
    expect(moodFeature('what is on my shopping list')).toBe(moodFeature('did i put eggs on my list'));
    expect(moodFeature('what is on my shopping list')).not.toBe(moodFeature('add eggs to my shopping list'));
    expect(moodFeature('can you add eggs')).not.toBe(moodFeature('add eggs'));
    expect(moodFeature('add eggs')).not.toBe(moodFeature('did i add eggs'));
  });

  it('is English only: other languages get no mood feature', () => {
    const options: FeatureOptions = { english: false, charMin: 3, charMax: 5, bigrams: true };
    expect(features('what is on my list', { ...options, mood: true })).toEqual(features('what is on my list', options));
  });

  it('a text without words has no mood feature: empty input stays without features', () => {
    for (const text of ['', '   ', '?!', '...']) expect(features(text, { ...BASE, mood: true })).toEqual(features(text, BASE));
    expect(features('', { ...BASE, mood: true })).toEqual([]);
  });

  it('every English text with a word has exactly one of the three mood features, whatever it holds', () => {
    const moods = new Set(['what is it', 'can you go', 'go'].map((t) => features(t, { ...BASE, mood: true }).at(-1)![0]));
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom('list', 'what', '42', 'do'), (text, word) => {
        const withWord = `${text} ${word}`;
        const base = features(withWord, BASE).length;
        const alone = features(withWord, { ...BASE, mood: true });
        expect(alone).toHaveLength(base + 1);
        expect(moods.has(alone.at(-1)![0])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the mood in the vectorizer', () => {
  const options = { ...defaultClassifierOptions('en').vectorizer, charMax: 0 };
  const { vectorizer } = Vectorizer.fit(['add eggs to my list', 'what is on my list'], options);

  it('counts beside a known word', () => {
    expect(vectorizer.transform('list').index).toHaveLength(2);
    expect(vectorizer.transform('eggs zorblatt').index).toHaveLength(2);
  });

  it('is no evidence alone: a text without a known word has an empty vector, as without the mood', () => {
    expect(vectorizer.transform('zorblatt').index).toHaveLength(0);
    expect(vectorizer.transform('what zorblatt').index).toHaveLength(2); // "what" is known: the mood counts
    const withChars = Vectorizer.fit(['add eggs to my list', 'what is on my list'], { ...options, charMax: 4 }).vectorizer;
    // "listless": its character n-grams are known ("<lis", "list"), no word of it is: they stay, the mood goes.
    const chars = withChars.transform('listless');
    const noMood = Vectorizer.fit(['add eggs to my list', 'what is on my list'], { ...options, charMax: 4, mood: false }).vectorizer;
    expect(chars.index.length).toBe(noMood.transform('listless').index.length);
    expect(chars.index.length).toBeGreaterThan(0);
  });
});

describe('the mood and the workspace size (vectorizer.moodAbove)', () => {
  const defaults = defaultClassifierOptions('en');
  const workspace = (n: number) => ({
    intents: [
      { intent: 'list', examples: ['what is on my list', 'did i put eggs on my list', 'read my list', 'is milk on my list'] },
      { intent: 'list_update', examples: ['add eggs to my list', 'put milk on my list', 'can you add bread to my list', 'remove eggs from my list'] },
    ].map((i) => ({ intent: i.intent, examples: i.examples.slice(0, n).map((text) => ({ text })) })),
    counterexamples: [],
    language: 'en',
  });
  const confidences = (options: typeof defaults, text: string, n = 4) => trainIntentClassifier(workspace(n), options).classify(text);

  it('is on by default for English, above the few-shot size only', () => {
    expect(defaults.vectorizer.mood).toBe(true);
    expect(defaults.vectorizer.moodAbove).toBe(30);
    expect(defaultClassifierOptions('fr').vectorizer.mood).toBe(false);
  });

  it('a workspace of a few examples per intent classifies as without the mood', () => {
    const off = { ...defaults, vectorizer: { ...defaults.vectorizer, mood: false } };
    for (const text of ['was bread on my list', 'add cheese to the list', 'who are you?']) expect(confidences(defaults, text)).toEqual(confidences(off, text));
  });

  it('with the size gate lowered, the same workspace uses the mood', () => {
    const on = { ...defaults, vectorizer: { ...defaults.vectorizer, moodAbove: 1 } };
    const off = { ...defaults, vectorizer: { ...defaults.vectorizer, mood: false } };
    expect(confidences(on, 'was bread on my list')).not.toEqual(confidences(off, 'was bread on my list'));
  });
});
