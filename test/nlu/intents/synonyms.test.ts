/**
 * Neighbour expansion (issue 22, on by default): a word that none of an intent's few examples used, but a
 * near-synonym of one of their words, reaches the intent.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultClassifierOptions, trainIntentClassifier, type ClassifierOptions } from '../../../src/nlu/intents/index.js';
import { NeighbourExpansion } from '../../../src/nlu/intents/expansion.js';
import { englishWordHash } from '../../../src/nlu/intents/features.js';
import { Vectorizer, WeightedFeatures } from '../../../src/nlu/intents/vectorizer.js';
import { tokenize } from '../../../src/nlu/text/index.js';
import { englishWordClusters } from '../../../src/nlu/vectors/word-clusters.js';

const WORKSPACE = [
  { intent: 'buy', examples: ['I want to buy shoes', 'buy a jacket', 'can I buy this online', 'where do I buy gift cards', 'buy it now'] },
  { intent: 'cancel', examples: ['cancel my order', 'I want to cancel', 'please cancel the subscription', 'stop my subscription', 'cancel it'] },
  { intent: 'weather', examples: ['what is the weather today', 'will it rain tomorrow', 'is it sunny outside', 'weather forecast please', 'how cold is it'] },
  { intent: 'housing', examples: ['I am looking for an apartment', 'find me an apartment to rent', 'apartments near the station', 'rent an apartment downtown', 'apartment listings'] },
];

const base = defaultClassifierOptions('en');
const EXPANSION: ClassifierOptions = base;
const NEITHER: ClassifierOptions = { ...base, expansion: null };

function train(options: ClassifierOptions) {
  return trainIntentClassifier(
    { intents: WORKSPACE.map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) })), counterexamples: [], language: 'en' },
    options,
  );
}

const top = (options: ClassifierOptions, text: string) => train(options).classify(text)[0];

describe('defaults', () => {
  it('expand unseen words (2 neighbours, cosine ≥ 0.5, weight 2)', () => {
    expect(base.expansion).toEqual({ neighbours: 2, minCosine: 0.5, weight: 2 });
  });

  it('without either, a lone word unseen in training gets no confidence at all', () => {
    expect(top(NEITHER, 'purchase').confidence).toBe(0);
    expect(top(NEITHER, 'purchase sneakers').confidence).toBe(0);
  });
});

describe('neighbour expansion (expansion)', () => {
  it.each([
    ['purchase sneakers', 'buy'],
    ['terminate', 'cancel'],
    ['snow', 'weather'],
  ])('makes the intent of the nearest training words the top one: %s → %s', (text, intent) => {
    expect(top(EXPANSION, text).intent).toBe(intent);
  });

  it.each(['purchase', 'purchase sneakers'])('takes a synonym never seen in training above 0.2: %s → buy', (text) => {
    expect(top(EXPANSION, text).confidence).toBeGreaterThanOrEqual(0.2);
  });

  it('leaves off-topic text below 0.2', () => {
    expect(top(EXPANSION, 'the capital of australia').confidence).toBeLessThan(0.2);
    expect(top(EXPANSION, 'who painted the mona lisa').confidence).toBeLessThan(0.2);
  });

  it('expands only words unseen in training and found in the table, at most `neighbours` each, weights ≤ weight', () => {
    const texts = WORKSPACE.flatMap((i) => i.examples.map((t) => tokenize(t)));
    const { vectorizer } = Vectorizer.fit(texts, { ...base.vectorizer, kindWeights: [1, 1, 1, 0.3] });
    const expansion = new NeighbourExpansion(englishWordClusters(), vectorizer, texts, { neighbours: 2, minCosine: 0.5, weight: 0.5 });
    expect(expansion.expand(tokenize('buy a jacket')).count).toBe(0);
    expect(expansion.expand(tokenize('zorblatt quixxo')).count).toBe(0);
    const extra = expansion.expand(tokenize('purchase'));
    expect(extra.count).toBeGreaterThan(0);
    expect(extra.count).toBeLessThanOrEqual(2);
    for (let i = 0; i < extra.count; i++) {
      expect(extra.weights[i]).toBeGreaterThanOrEqual(0.25);
      expect(extra.weights[i]).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('weighted extra features (Vectorizer.transform)', () => {
  it('add weight × idf to a known feature, ignore unknown ones, and keep the vector unit-length', () => {
    const texts = ['buy shoes', 'cancel order'];
    const { vectorizer } = Vectorizer.fit(texts, { ...base.vectorizer, charMax: 0, bigrams: false, mood: false, kindWeights: [1, 1, 1, 1] });
    const plain = vectorizer.transform('buy');
    expect(plain.index.length).toBe(1);
    const extra = new WeightedFeatures();
    expect(vectorizer.knows(englishWordHash('cancel'))).toBe(true);
    expect(vectorizer.knows(englishWordHash('weather'))).toBe(false);
    extra.add(englishWordHash('cancel'), 1);
    extra.add(englishWordHash('weather'), 1); // unknown: ignored
    const x = vectorizer.transform('buy', extra);
    expect(x.index.length).toBe(2);
    // "buy" and "cancel" have the same idf here: weight 1 gives them equal values.
    expect(x.value[0]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(x.value[1]).toBeCloseTo(Math.SQRT1_2, 6);
  });
});

describe('determinism', () => {
  const words = ['purchase', 'buy', 'terminate', 'snow', 'flat', 'lease', 'shoes', 'forecast', 'my', 'the', 'zorblatt', 'order'];
  it('gives bit-identical confidences when trained twice, with expansion on', () => {
    const a = train(EXPANSION);
    const b = train(EXPANSION);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), (list) => {
        const text = list.join(' ');
        expect(a.classify(text)).toEqual(b.classify(text));
      }),
      { numRuns: 200 },
    );
  });
});
