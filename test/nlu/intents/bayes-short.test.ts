/**
 * Naive Bayes re-ranking leaves short inputs to the linear model (issue 22, h77i22; `bayes.minWords`): on one or two
 * words the counts' verdict is whether one word ever occurred in an intent's examples, and on a real workspace that
 * flipped the service's recorded answer ("things on" → turn_on on the car dashboard). Inputs below `minWords` get the
 * confidences they had without the re-ranking, bit for bit; longer ones may be re-ranked, within the top three only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NaiveBayes } from '../../../src/nlu/intents/bayes.js';
import { IntentModel } from '../../../src/nlu/intents/classifier.js';
import { defaultClassifierOptions, trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import type { ClassifierOptions } from '../../../src/nlu/intents/options.js';
import type { SparseVector } from '../../../src/nlu/intents/vectorizer.js';
import { FEW_SHOT_INTENTS } from './fixtures.js';

const DEFAULT = defaultClassifierOptions('en');
const OFF: ClassifierOptions = { ...DEFAULT, bayes: null };
const BAYES = { alpha: 0.01, weight: 0.2, candidates: 3, onLinearTop: true };

const WORDS = ['dawn', 'song', 'pizza', 'rain', 'card', 'stolen', 'money', 'noon', 'cold', 'lunch', 'brother', 'capital', 'giraffe', 'my', 'the', 'to'];

describe('naive Bayes re-ranking of inputs of at least minWords words (bayes.minWords)', () => {
  const examples = Object.values(FEW_SHOT_INTENTS);
  // Without the alignment (few-shot English workspaces' second re-ranking), so that only naive Bayes differs.
  const off = IntentModel.train({ examples, counterexamples: [] }, { ...OFF, alignment: null });
  const gated = IntentModel.train({ examples, counterexamples: [] }, { ...OFF, alignment: null, bayes: { ...BAYES, minWords: 3 } });
  const ungated = IntentModel.train({ examples, counterexamples: [] }, { ...OFF, alignment: null, bayes: BAYES });
  const word = fc.constantFrom(...WORDS);
  const confidences = (model: IntentModel, text: string): number[] => {
    const out = new Float64Array(examples.length);
    model.confidences(text, out);
    return Array.from(out);
  };

  it('gives an input of one or two words exactly the confidences it had without naive Bayes (property)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 2 }), (words) => {
        const text = words.join(' ');
        expect(confidences(gated, text)).toEqual(confidences(off, text));
      }),
      { numRuns: 200 },
    );
  });

  it('re-ranks an input of three words or more as without the gate (property)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 3, maxLength: 7 }), (words) => {
        const text = words.join(' ');
        expect(confidences(gated, text)).toEqual(confidences(ungated, text));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves a short input as without naive Bayes also where the alignment re-ranks after it (few-shot English, property)', () => {
    const plain = IntentModel.train({ examples, counterexamples: [] }, OFF);
    const withBayes = IntentModel.train({ examples, counterexamples: [] }, { ...OFF, bayes: { ...BAYES, minWords: 3 } });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 2 }), (words) => {
        const text = words.join(' ');
        expect(confidences(withBayes, text)).toEqual(confidences(plain, text));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves alone an input whose linear first two logits are margin or more apart, re-ranks the others as without the gate (property)', () => {
    const margined = IntentModel.train({ examples, counterexamples: [] }, { ...OFF, alignment: null, bayes: { ...BAYES, minWords: 3, margin: 1 } });
    fc.assert(
      fc.property(fc.array(word, { minLength: 3, maxLength: 7 }), (words) => {
        const text = words.join(' ');
        const [first, second] = [...off.explain(text).logits].sort((a, b) => b - a);
        expect(confidences(margined, text)).toEqual(confidences(first - second >= 1 ? off : gated, text));
      }),
      { numRuns: 300 },
    );
  });

  it('counts words, not characters or punctuation', () => {
    // "card, stolen!!" is two words: left to the linear model; "my card stolen" is three.
    expect(confidences(gated, 'card, stolen!!')).toEqual(confidences(off, 'card, stolen!!'));
    expect(confidences(gated, 'my card stolen')).toEqual(confidences(ungated, 'my card stolen'));
  });
});

describe('naive Bayes re-ranking on by default for English (issue 22, h77i22)', () => {
  it('is on for English with the anchored confidence, the short-input gate and the margin, off elsewhere', () => {
    expect(DEFAULT.bayes).toEqual({ ...BAYES, minWords: 3, margin: 2 });
    expect(defaultClassifierOptions('en-gb').bayes).toEqual(DEFAULT.bayes);
    expect(defaultClassifierOptions('fr').bayes).toBeNull();
    expect(defaultClassifierOptions('zh-cn').bayes).toBeNull();
  });

  describe('the car dashboard (the service’s recorded answers)', () => {
    const ws = JSON.parse(readFileSync(new URL('../../fixtures/workspaces/car-dashboard-sample.json', import.meta.url), 'utf8')) as {
      intents: { intent: string; examples: { text: string }[] }[];
      counterexamples: { text: string }[];
    };
    const train = (options: ClassifierOptions) => trainIntentClassifier({ intents: ws.intents, counterexamples: ws.counterexamples, language: 'en' }, options);
    const withGate = train(DEFAULT);
    const withoutGate = train({ ...DEFAULT, bayes: { ...BAYES, margin: 2 } });

    it('keeps "things on" on turn_on, as the service answered; ungated, the counts give it to capabilities', () => {
      // turn_on's 693 examples never say "things", capabilities' 120 do ("what things can you turn on?").
      expect(withGate.classify('things on')[0].intent).toBe('turn_on');
      expect(withoutGate.classify('things on')[0].intent).toBe('capabilities');
    });

    it('gives the top intent the confidence it had without naive Bayes (onLinearTop)', () => {
      const plain = train(OFF);
      for (const text of ['please turn on the lights in the back', 'where can i get some food around here', 'what is the meaning of life']) {
        expect(withGate.classify(text)[0].confidence).toBeCloseTo(plain.classify(text)[0].confidence, 12);
      }
    });
  });
});

describe('NaiveBayes.scoresOf (the re-ranking scores only its candidates)', () => {
  // Random sparse texts over 12 features and 7 classes, one class left without texts.
  const text = fc
    .uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 6 })
    .chain((index) => fc.tuple(fc.constant(index), fc.array(fc.float({ min: Math.fround(0.05), max: 1, noNaN: true }), { minLength: index.length, maxLength: index.length })))
    .map(([index, value]): SparseVector => {
      const order = index.map((_, k) => k).sort((a, b) => index[a] - index[b]);
      return { index: Int32Array.from(order, (k) => index[k]), value: Float32Array.from(order, (k) => value[k]) };
    });

  it('gives each candidate exactly the score scores() gives it, whatever the candidates (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, fc.integer({ min: 0, max: 5 })), { minLength: 1, maxLength: 20 }),
        text,
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(0.01, 0.1, 1),
        (training, input, candidates, alpha) => {
          const nb = NaiveBayes.fit(training.map(([v]) => v), training.map(([, c]) => c), 7, 12, alpha);
          const all = new Float64Array(7);
          nb.scores(input, all);
          const of = Int32Array.from(candidates);
          const out = new Float64Array(of.length);
          nb.scoresOf(input, of, out);
          of.forEach((c, k) => expect(out[k]).toBe(all[c]));
        },
      ),
      { numRuns: 300 },
    );
  });
});
