/**
 * Two few-shot levers (issue 22, session 7): numbers as their shape in the word features, and more SGD epochs on
 * the dense path when the examples are few.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultClassifierOptions, trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import { extractFeatures, FeatureKind, type FeatureOptions } from '../../../src/nlu/intents/features.js';
import { denseEpochs, type LinearOptions } from '../../../src/nlu/intents/linear.js';

const SHAPES: FeatureOptions = { english: true, charMin: 4, charMax: 4, bigrams: true, numberShapes: true };
const RAW: FeatureOptions = { ...SHAPES, numberShapes: false };

/** The word and bigram features of `text`, sorted. */
function wordFeatures(text: string, options: FeatureOptions): number[] {
  const out: number[] = [];
  extractFeatures(text, options, (hash, kind) => {
    if (kind === FeatureKind.Word || kind === FeatureKind.Bigram) out.push(hash);
  });
  return out.sort((a, b) => a - b);
}

/** Every feature of `text` with its kind, sorted. */
function allFeatures(text: string, options: FeatureOptions): string[] {
  const out: string[] = [];
  extractFeatures(text, options, (hash, kind) => out.push(`${kind}:${hash}`));
  return out.sort();
}

describe('number shapes (vectorizer.numberShapes, on by default)', () => {
  it('is on by default', () => {
    expect(defaultClassifierOptions('en').vectorizer.numberShapes).toBe(true);
    expect(defaultClassifierOptions('fr').vectorizer.numberShapes).toBe(true);
  });

  it('gives texts that differ only in their numbers the same word and bigram features', () => {
    expect(wordFeatures('transfer 100 dollars to savings', SHAPES)).toEqual(wordFeatures('transfer 25 dollars to savings', SHAPES));
    expect(wordFeatures('transfer 100 dollars to savings', RAW)).not.toEqual(wordFeatures('transfer 25 dollars to savings', RAW));
  });

  it('keeps the letters of a token: "2nd" and "3rd" differ, "2nd" and "21nd" do not', () => {
    expect(wordFeatures('the 2nd one', SHAPES)).not.toEqual(wordFeatures('the 3rd one', SHAPES));
    expect(wordFeatures('the 2nd one', SHAPES)).toEqual(wordFeatures('the 21nd one', SHAPES));
  });

  it('leaves the character n-grams of a number its own', () => {
    const chars = (text: string) => allFeatures(text, SHAPES).filter((f) => f.startsWith(`${FeatureKind.Char}:`));
    expect(chars('call 5551234')).not.toEqual(chars('call 7778888'));
    expect(chars('call 5551234')).toEqual(allFeatures('call 5551234', RAW).filter((f) => f.startsWith(`${FeatureKind.Char}:`)));
  });

  it('changes nothing for a text without digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ,.'?]{0,40}$/), (text) => {
        expect(allFeatures(text, SHAPES)).toEqual(allFeatures(text, RAW));
      }),
      { numRuns: 300 },
    );
  });

  it('maps any digit runs to the same word features (property)', () => {
    const digits = fc.stringMatching(/^[0-9]{1,6}$/);
    fc.assert(
      fc.property(digits, digits, (a, b) => {
        expect(wordFeatures(`pay ${a} euros on the ${a}th`, SHAPES)).toEqual(wordFeatures(`pay ${b} euros on the ${b}th`, SHAPES));
      }),
      { numRuns: 200 },
    );
  });

  it('takes an amount never seen in training closer to the intent whose examples have amounts', () => {
    const base = defaultClassifierOptions('en');
    const train = (numberShapes: boolean) =>
      trainIntentClassifier(
        {
          intents: [
            { intent: 'transfer', examples: ['send 50 to my savings', 'move 200 to checking', 'transfer money'].map((text) => ({ text })) },
            { intent: 'balance', examples: ['what is my balance', 'how much money do I have', 'show my savings balance'].map((text) => ({ text })) },
          ],
          counterexamples: [],
          language: 'en',
        },
        { ...base, vectorizer: { ...base.vectorizer, numberShapes } },
      );
    const [shapes, raw] = [train(true), train(false)];
    const transfer = (clf: typeof shapes, text: string) => clf.classify(text).find((i) => i.intent === 'transfer')!.confidence;
    expect(shapes.classify('move 75 to savings')[0].intent).toBe('transfer');
    expect(transfer(shapes, 'move 75 to savings')).toBeGreaterThan(transfer(raw, 'move 75 to savings'));
    // A bare number: unknown to the raw features (no confidence at all); its shape is the examples' amounts.
    expect(transfer(raw, '75')).toBe(0);
    expect(transfer(shapes, '75')).toBeGreaterThan(0.2);
  });
});

describe('few-shot epochs (linear.fewShotEpochs / fewShotUpTo)', () => {
  const options: LinearOptions = { ...defaultClassifierOptions('en').linear };

  it('defaults: 8 epochs up to 30 examples per class on average, 5 above', () => {
    expect([options.epochs, options.fewShotEpochs, options.fewShotUpTo]).toEqual([5, 8, 30]);
  });

  it('counts the examples per class on average, at their weights', () => {
    expect(denseEpochs(options, 300, 10)).toBe(8);
    expect(denseEpochs(options, 301, 10)).toBe(5);
    expect(denseEpochs(options, 15000, 150)).toBe(5);
    // 40 examples of weight 1 and 40 variants of weight 0.3 over 2 classes: 26 per class.
    expect(denseEpochs(options, Float32Array.from([...Array(40).fill(1), ...Array(40).fill(0.3)]), 2)).toBe(8);
    expect(denseEpochs(options, new Float32Array(80).fill(1), 2)).toBe(5);
  });

  it('is `epochs` when the few-shot options are absent', () => {
    const { fewShotEpochs: _e, fewShotUpTo: _u, ...plain } = options;
    expect(denseEpochs(plain, 10, 10)).toBe(5);
  });
});
