/**
 * Measured and not kept (issue 22, h22int): a second model over another view of the text mixed into the main
 * model's logits (`secondView`), and label smoothing in the few-shot regime (`linear.labelSmoothing`); both off by
 * default (bench/notes/intents.md).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultClassifierOptions, trainIntentClassifier, type ClassifierOptions } from '../../../src/nlu/intents/index.js';
import { extractFeatures, FeatureKind, type FeatureOptions } from '../../../src/nlu/intents/features.js';
import { TRAVEL_INTENTS } from './fixtures.js';

const TEXT_CHARS: FeatureOptions = { english: true, charMin: 3, charMax: 3, bigrams: false, view: 'text-chars' };

function features(text: string, options: FeatureOptions): { hash: number; kind: FeatureKind }[] {
  const out: { hash: number; kind: FeatureKind }[] = [];
  extractFeatures(text, options, (hash, kind) => out.push({ hash, kind }));
  return out;
}

function train(options: ClassifierOptions) {
  return trainIntentClassifier(
    { intents: TRAVEL_INTENTS.map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) })), counterexamples: [], language: 'en' },
    options,
  );
}

const base = defaultClassifierOptions('en');
const CHAR_VIEW = { features: 'text-chars', charMin: 2, charMax: 5, weight: 0.4, upTo: 30, withVectors: true } as const;

describe('the text-chars view', () => {
  it('reads character n-grams across word boundaries only: "my card" has the 3-grams of "<my card>"', () => {
    // "<my card>" has 9 positions: 7 trigrams, among them "y c" across the space.
    const got = features('my card', TEXT_CHARS);
    expect(got).toHaveLength(7);
    expect(got.every((f) => f.kind === FeatureKind.Char)).toBe(true);
    expect(features('my card', TEXT_CHARS)).toEqual(got);
    // One space or several, the folded words are joined by one.
    expect(features('my   card', TEXT_CHARS)).toEqual(got);
  });
});

describe('off by default', () => {
  it('has no second view and no label smoothing', () => {
    expect(base.secondView ?? null).toBeNull();
    expect(base.linear.labelSmoothing ?? 0).toBe(0);
  });
});

describe('a second view, when set', () => {
  const withView = train({ ...base, secondView: CHAR_VIEW });
  const again = train({ ...base, secondView: CHAR_VIEW });

  it('is deterministic: two trainings give the same confidences', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRAVEL_INTENTS.flatMap((i) => i.examples)), fc.string({ maxLength: 20 }), (example, noise) => {
        const text = `${example} ${noise}`;
        expect(withView.classify(text)).toEqual(again.classify(text));
      }),
      { numRuns: 50 },
    );
  });

  it('keeps exact examples at confidence 1', () => {
    const [first] = TRAVEL_INTENTS;
    expect(withView.classify(first.examples[0])[0]).toMatchObject({ intent: first.intent, confidence: 1 });
  });
});
