/**
 * The calibration is one factor shared by every intent (issue 22): it decides how much of the linear model's
 * probability passes 0.2, never which intent comes first. `bench/intents-calib-forms.mjs` scores other forms of
 * the calibration offline on that premise, so it is asserted here.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IntentModel } from '../../../src/nlu/intents/classifier.js';
import { defaultClassifierOptions } from '../../../src/nlu/intents/options.js';

/** Five intents, five examples each: the few-shot regime of real workspaces. */
const EXAMPLES = [
  ['book a table for two', 'reserve a table tonight', 'can I get a table at eight', 'make a dinner reservation', 'table for four please'],
  ['cancel my reservation', 'I can no longer come tonight', 'drop my booking', 'please cancel the table', 'call off my dinner booking'],
  ['what is on the menu', 'do you have vegetarian dishes', 'show me the dessert list', 'which wines do you serve', 'is there a kids menu'],
  ['where are you located', 'how do I get to the restaurant', 'what is your address', 'is there parking nearby', 'which street are you on'],
  ['when do you open', 'are you open on monday', 'what time does the kitchen close', 'opening hours please', 'are you open for lunch'],
];

const options = defaultClassifierOptions('en');
const model = IntentModel.train({ examples: EXAMPLES, counterexamples: [] }, options);

function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}

describe('calibration order', () => {
  it('gives the highest confidence to the linear model\'s most probable intent (fast-check)', () => {
    const vocabulary = [...new Set(EXAMPLES.flat().join(' ').split(' '))].concat(['quantum', 'football', 'zorblat', 'yesterday']);
    const out = new Float64Array(EXAMPLES.length);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 8 }), (words) => {
        const text = words.join(' ');
        model.confidences(text, out);
        fc.pre(Math.max(...out) > 0 && Math.max(...out) < 1); // 0: nothing known; 1: an exact example
        const { logits } = model.explain(text);
        expect(argmax(out)).toBe(argmax(logits));
      }),
      { numRuns: 300 },
    );
  });

  it('scales every intent by the same factor: the ratios of the confidences are those of the excess probabilities^exponent', () => {
    const { probabilityExponent } = options.calibration;
    expect(probabilityExponent).toBe(0.6);
    const text = 'can I book a table near your address';
    const out = new Float64Array(EXAMPLES.length);
    model.confidences(text, out);
    const { logits } = model.explain(text);
    const max = Math.max(...logits);
    const e = logits.map((z) => Math.exp(z - max));
    const sum = e.reduce((a, b) => a + b, 0);
    const excess = e.map((v) => Math.max(0, v / sum - 1 / EXAMPLES.length) / (1 - 1 / EXAMPLES.length));
    const top = argmax(out);
    expect(out[top]).toBeGreaterThan(0);
    for (let c = 0; c < EXAMPLES.length; c++) expect(out[c] / out[top]).toBeCloseTo((excess[c] / excess[top]) ** probabilityExponent, 9);
  });
});
