/**
 * The nearest-example similarity the confidence reads is the exact cosine at or below `linear.sampledAbove` classes
 * (issue 22, h73i22): the index keeps the features that more than 300 examples share ("please", "my"), which it left
 * out before, so that an input made of common words is as close to an example as its words say. Above that many
 * classes the index also chooses the sampled training's candidates and still leaves them out (`maxPostings`).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IntentModel } from '../../../src/nlu/intents/classifier.js';
import { defaultClassifierOptions } from '../../../src/nlu/intents/index.js';
import type { SparseVector } from '../../../src/nlu/intents/vectorizer.js';

const ROOMS = ['kitchen', 'bedroom', 'garage', 'hallway', 'office', 'attic', 'porch', 'cellar', 'bathroom', 'study'];
const SONGS = ['jazz', 'blues', 'rock', 'reggae', 'opera', 'techno', 'folk', 'soul', 'metal', 'swing'];
// 200 examples per intent, every one with "please" (in 400 examples: more than the 300 the index used to keep).
const LIGHTS = Array.from({ length: 200 }, (_, i) => `please turn on the lights in the ${ROOMS[i % 10]} ${i % 7 === 0 ? 'now' : 'tonight'} ${i}`);
const MUSIC = Array.from({ length: 200 }, (_, i) => `please play some ${SONGS[i % 10]} music ${i % 5 === 0 ? 'loudly' : 'softly'} ${i}`);
const SET = { examples: [LIGHTS, MUSIC], counterexamples: [] };
const OPTIONS = defaultClassifierOptions('en');

/** The model's TF-IDF vector of `text` (its private vectorizer; no expansion: the texts use training words only). */
function vectorOf(model: IntentModel, text: string): SparseVector {
  return (model as unknown as { vectorizer: { transform(t: string): SparseVector } }).vectorizer.transform(text);
}

function cosine(a: SparseVector, b: SparseVector): number {
  const at = new Map<number, number>();
  a.index.forEach((f, k) => at.set(f, a.value[k]));
  let s = 0;
  b.index.forEach((f, k) => (s += (at.get(f) ?? 0) * b.value[k]));
  return s;
}

/** Per class, the highest cosine of `text` to one of its examples, by brute force. */
function bruteNearest(model: IntentModel, text: string): number[] {
  const x = vectorOf(model, text);
  return SET.examples.map((examples) => Math.max(...examples.map((e) => cosine(x, vectorOf(model, e)))));
}

describe('nearest-example similarity on the dense path', () => {
  const model = IntentModel.train(SET, OPTIONS);

  it('is the exact cosine to the nearest example of each intent, frequent features included (property)', () => {
    const word = fc.constantFrom('please', 'the', 'lights', 'music', 'play', 'turn', 'on', 'in', 'some', 'kitchen', 'jazz', 'now', 'softly');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const text = words.join(' ');
        const { similarity } = model.explain(text);
        const expected = bruteNearest(model, text);
        expect(similarity[0]).toBeCloseTo(expected[0], 5);
        expect(similarity[1]).toBeCloseTo(expected[1], 5);
      }),
      { numRuns: 60 },
    );
  });

  it('gives an input of a word every example shares a similarity to each intent, where the bounded index gave none', () => {
    const bounded = IntentModel.train(SET, { ...OPTIONS, densePostings: 300 });
    expect(bounded.explain('please').similarity).toEqual([0, 0]);
    const [lights, music] = model.explain('please').similarity;
    expect(lights).toBeGreaterThan(0);
    expect(music).toBeGreaterThan(0);
  });

  it('leaves frequent features out with `densePostings`, and the similarity falls for a text made mostly of them', () => {
    const bounded = IntentModel.train(SET, { ...OPTIONS, densePostings: 300 });
    const text = 'please turn on the lights';
    expect(bounded.explain(text).similarity[0]).toBeLessThan(model.explain(text).similarity[0]);
    expect(model.explain(text).similarity[0]).toBeCloseTo(bruteNearest(model, text)[0], 5);
  });
});
