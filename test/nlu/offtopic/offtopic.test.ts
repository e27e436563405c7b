import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileWorkspace } from '../../../src/index.js';
import { compileOffTopicDetector } from '../../../src/nlu/offtopic/index.js';
import { trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import type { RuntimeIntent } from '../../../src/model/index.js';
import { BANKING_INTENTS, PARAPHRASES, UNRELATED, bankingWorkspace } from './fixtures.js';

const off = compileWorkspace(bankingWorkspace(false));
const unset = compileWorkspace(bankingWorkspace());
const on = compileWorkspace(bankingWorkspace(true));
const NOW = '2024-01-01T00:00:00Z';

const noise = fc.oneof(
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.string({ unit: 'binary', minLength: 2048, maxLength: 2048 }),
  fc.constantFrom('', ' ', '😀🙃🎉', '\u0000', 'a'.repeat(2048), '東京 balance ☔ météo', "don't won't y'all’s"),
  fc.array(fc.constantFrom('balance', 'card', 'capital', 'France', 'the', 'what', '🙂', 'ç', '42'), { maxLength: 30 }).map((w) => w.join(' ')),
);

describe('off_topic.enabled false or absent', () => {
  it('gives confidences bit-identical to the classifier', () => {
    const classifier = trainIntentClassifier({
      intents: BANKING_INTENTS.map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) })),
      counterexamples: [],
      language: 'en',
      offTopic: false,
    });
    const same = (a: RuntimeIntent[], b: RuntimeIntent[]): boolean =>
      a.length === b.length && a.every((x, k) => x.intent === b[k].intent && Object.is(x.confidence, b[k].confidence));
    fc.assert(
      fc.property(noise, (text) => {
        const expected = classifier.classify(text);
        return same(off.classify(text).intents, expected) && same(unset.classify(text).intents, expected);
      }),
      { numRuns: 100 },
    );
    for (const text of [...UNRELATED, ...PARAPHRASES.map(([t]) => t)]) {
      expect(same(off.classify(text).intents, classifier.classify(text))).toBe(true);
      expect(same(unset.classify(text).intents, classifier.classify(text))).toBe(true);
    }
  });

  it('never raises a confidence: the setting can only make inputs less relevant', () => {
    fc.assert(
      fc.property(noise, (text) => {
        const before = new Map(off.classify(text).intents.map((i) => [i.intent, i.confidence]));
        for (const i of on.classify(text).intents) expect(i.confidence).toBeLessThanOrEqual(before.get(i.intent)!);
      }),
      { numRuns: 100 },
    );
  });
});

describe('off_topic.enabled true', () => {
  it.each(UNRELATED)('makes %j irrelevant: every confidence below 0.2, no intent listed, `irrelevant` true', (text) => {
    for (const i of on.classify(text).intents) expect(i.confidence).toBeLessThan(0.2);
    const response = on.message({ input: { text } }, { now: NOW });
    expect(response.intents).toEqual([]);
    expect(response.output.text).toEqual(['Sorry, I only do banking.']);
  });

  it.each(PARAPHRASES)('keeps %j on %s above 0.2, unscaled or only mildly', (text, intent) => {
    const top = on.classify(text).intents[0];
    expect(top.intent).toBe(intent);
    expect(top.confidence).toBeGreaterThanOrEqual(0.2);
    expect(top.confidence).toBeGreaterThanOrEqual(0.5 * off.classify(text).intents[0].confidence);
  });

  it('leaves training examples exactly as the classifier scores them', () => {
    for (const { examples } of BANKING_INTENTS) {
      for (const text of examples) expect(on.classify(text).intents).toEqual(off.classify(text).intents);
    }
  });

  it("counts the workspace's entity values and synonyms as known words", () => {
    const withPayees = {
      ...bankingWorkspace(true),
      entities: [{ entity: 'payee', values: [{ value: 'landlord', synonyms: ['plumber'] }] }],
    };
    const engine = compileWorkspace(withPayees);
    const plain = compileWorkspace({ ...withPayees, system_settings: {} });
    for (const text of ['pay landlord', 'plumber transfer']) {
      expect(engine.classify(text).intents).toEqual(plain.classify(text).intents);
      expect(on.classify(text).intents[0].confidence).toBeLessThan(engine.classify(text).intents[0].confidence);
    }
  });

  it('answers an in-domain paraphrase through the dialog as without the setting', () => {
    const response = on.message({ input: { text: 'could you check my balance please' } }, { now: NOW });
    expect(response.intents.map((i) => i.intent)).toEqual(['check_balance']);
    expect(response.output.text).toEqual(['Balance.']);
  });

  it('keeps every intent, sorted by descending confidence, in [0, 1]; never throws', () => {
    fc.assert(
      fc.property(noise, (text) => {
        const intents = on.classify(text).intents;
        expect(intents.map((i) => i.intent).sort()).toEqual(BANKING_INTENTS.map((i) => i.intent).sort());
        for (let k = 0; k < intents.length; k++) {
          expect(intents[k].confidence).toBeGreaterThanOrEqual(0);
          expect(intents[k].confidence).toBeLessThanOrEqual(1);
          if (k > 0) expect(intents[k - 1].confidence).toBeGreaterThanOrEqual(intents[k].confidence);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic: two compilations give bit-identical confidences', () => {
    const again = compileWorkspace(bankingWorkspace(true));
    fc.assert(
      fc.property(noise, (text) => {
        expect(again.classify(text).intents).toEqual(on.classify(text).intents);
      }),
      { numRuns: 100 },
    );
  });
});

describe('compileOffTopicDetector', () => {
  const detector = compileOffTopicDetector({ texts: BANKING_INTENTS.flatMap((i) => i.examples), language: 'en' });

  it('scores relevance as the known share of the content words', () => {
    expect(detector.relevance('my card balance')).toBe(1);
    expect(detector.relevance('photosynthesis chlorophyll')).toBe(0);
    // Only stop words and generic request words: nothing to judge, so nothing is scaled.
    expect(detector.relevance('what is it please')).toBe(1);
    expect(detector.factor('what is it please')).toBe(1);
    // Numbers fit any domain.
    expect(detector.relevance('balance 1234')).toBe(1);
    // A 'word' longer than any word is noise, not content.
    expect(detector.relevance(`${'x'.repeat(100_000)} balance`)).toBe(1);
    expect(detector.factor('q'.repeat(65))).toBe(1);
  });

  it('leaves out unknown words that are not English words: names, codes, typos', () => {
    expect(detector.relevance('minneapolis')).toBe(1);
    expect(detector.factor('what to do in minneapolis')).toBe(1);
    expect(detector.relevance('zzqxv balanse')).toBe(1);
    expect(detector.relevance('card minneapolis')).toBe(1);
    // An English word the workspace never uses still counts, next to a name.
    expect(detector.relevance('capital minneapolis')).toBe(0);
  });

  it('gives an unknown word partial credit through its character n-grams', () => {
    const fr = compileOffTopicDetector({ texts: ['quel est mon solde'], language: 'fr' });
    const variant = fr.relevance('soldes');
    expect(variant).toBeGreaterThan(0);
    expect(variant).toBeLessThan(0.5);
    expect(fr.relevance('zzqxv')).toBe(0);
    // Without a word list every unknown word counts, except 'words' longer than any word (noise).
    expect(fr.relevance('q'.repeat(64))).toBe(0);
    expect(fr.relevance('q'.repeat(65))).toBe(1);
  });

  it('scores coherence as the share of known term pairs seen together in a training text', () => {
    expect(detector.coherence('money balance')).toBe(0); // known apart, never in the same example
    expect(detector.coherence('lost debit card')).toBe(2 / 3); // lost+card, debit+card seen; lost+debit not
    expect(detector.coherence('card')).toBe(1);
  });

  it('lets word pairs weigh only in a large workspace, whose pairs cover its domain', () => {
    // Small workspace: most terms occur once, so unseen pairs are normal and coherence weighs nothing.
    expect(detector.coherence('stolen savings')).toBe(0);
    expect(detector.factor('stolen savings')).toBe(1);
    // Large workspace: many examples pairing the words, none pairing "winter" with "cook".
    const texts: string[] = [];
    for (let k = 0; k < 400; k++) texts.push(`cook time for dish${k % 40} recipe`, `winter weather forecast${k % 40} snow`);
    const large = compileOffTopicDetector({ texts, language: 'en' });
    expect(large.coherence('cook recipe')).toBe(1);
    expect(large.coherence('winter cook')).toBe(0);
    expect(large.factor('cook recipe')).toBe(1);
    expect(large.factor('winter cook')).toBeLessThan(1);
    expect(large.factor('winter cook')).toBeGreaterThanOrEqual(0.5);
  });

  it('returns the same array when the factor is 1 and never reorders otherwise', () => {
    const intents = [
      { intent: 'b', confidence: 0.9 },
      { intent: 'a', confidence: 0.3 },
      { intent: 'c', confidence: 0.3 },
    ];
    expect(detector.adjust('my balance', intents)).toBe(intents);
    const scaled = detector.adjust('the capital of France', intents);
    const factor = detector.factor('the capital of France');
    expect(factor).toBeLessThan(0.3);
    expect(scaled.map((i) => [i.intent, i.confidence])).toEqual([
      ['b', 0.9 * factor],
      ['a', 0.3 * factor],
      ['c', 0.3 * factor],
    ]);
    expect(intents[0].confidence).toBe(0.9);
  });

  it('with no training text, treats every content word as unknown', () => {
    const empty = compileOffTopicDetector({ texts: [], language: 'en' });
    expect(empty.factor('balance')).toBe(0);
    expect(empty.factor('')).toBe(1);
  });

  it('works without English rules for other languages', () => {
    const fr = compileOffTopicDetector({ texts: ['quel est mon solde', 'virer de l’argent'], language: 'fr' });
    expect(fr.relevance('mon solde')).toBe(1);
    // No French stop-word list: "de" is known and counts (with its low idf); the topic words do not.
    expect(fr.relevance('la capitale de la France')).toBeLessThan(0.1);
    expect(fr.factor('la capitale de la France')).toBeLessThan(0.5);
  });
});
