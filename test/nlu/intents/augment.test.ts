/**
 * Entity variants of examples (issue 22): an example that mentions an entity value also trains its intent with
 * the entity's other forms.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entityVariants, type EntityForms } from '../../../src/nlu/intents/augment.js';
import { defaultClassifierOptions, trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import type { Entity } from '../../../src/model/index.js';

const CITY: EntityForms = [['paris', 'city of light'], ['rome'], ['london']];

describe('entityVariants', () => {
  it('replaces a mention by the next form of its entity, in rotation, one per example', () => {
    const examples = [['book a flight to paris', 'fly me to rome tomorrow', 'I want to go to London']];
    // Forms in turn: "city of light", "rome" (the text itself: skipped), "london", "city of light".
    expect(entityVariants(examples, [CITY], 1)).toEqual([['book a flight to city of light', 'fly me to london tomorrow', 'I want to go to city of light']]);
  });

  it('offers the synonyms of a value that has some, not the value itself (often a code)', () => {
    const codes: EntityForms = [['pay_date', 'due date'], ['min_payment', 'minimum payment']];
    expect(entityVariants([['when is my due date']], [codes], 2)).toEqual([['when is my minimum payment']]);
  });

  it('matches the longest form at a word and keeps the text around it', () => {
    const card: EntityForms = [['card', 'credit card'], ['account', 'savings account']];
    expect(entityVariants([['Block my credit card now!']], [card], 1)).toEqual([['Block my savings account now!']]);
  });

  it('never names a value that only other intents mention (on / off tell two intents apart)', () => {
    const onOff: EntityForms = [['on'], ['off']];
    const examples = [
      ['turn on the lights', 'switch on the radio'],
      ['turn off the lights', 'switch off the radio'],
    ];
    expect(entityVariants(examples, [onOff], 3)).toEqual([[], []]);
  });

  it('makes no variant equal to an example of any intent, nor two equal variants', () => {
    // Intent 0 may name paris (as "city of light") and rome, not london (intent 1's own); intent 1 only london.
    const examples = [['flight to paris', 'flight to rome'], ['weather in london']];
    expect(entityVariants(examples, [CITY], 3)).toEqual([['flight to city of light'], []]);
  });

  it('with skipDistinguishing, leaves alone an entity that two intents mention with different values', () => {
    const appliance: EntityForms = [['lights', 'headlights'], ['radio', 'stereo'], ['wipers', 'windshield wipers']];
    const city: EntityForms = [['paris', 'city of light'], ['rome', 'eternal city']];
    // @appliance: "lights" in intent 0, "radio" in intent 1: its values tell them apart. @city: intent 0 only.
    const examples = [['turn on the lights', 'drive to paris'], ['how do i tune the radio']];
    expect(entityVariants(examples, [appliance, city], 1, Infinity, true)).toEqual([['drive to city of light'], []]);
    expect(entityVariants(examples, [appliance, city], 1)).toEqual([['turn on the headlights', 'drive to city of light'], ['how do i tune the stereo']]);
  });

  it('with skipDistinguishing, still varies an entity that several intents mention with the same values', () => {
    const city: EntityForms = [['paris', 'city of light'], ['rome']];
    const examples = [['flight to paris'], ['weather in paris']];
    expect(entityVariants(examples, [city], 1, Infinity, true)).toEqual([['flight to city of light'], ['weather in city of light']]);
  });

  it('leaves intents with more than `upTo` examples as they are', () => {
    const examples = [['flight to paris', 'trip to paris'], ['weather in rome']];
    expect(entityVariants(examples, [CITY], 1, 1)).toEqual([[], ['weather in london']]);
  });

  it('makes none when asked for none, or without entities or mentions', () => {
    expect(entityVariants([['flight to paris']], [CITY], 0)).toEqual([[]]);
    expect(entityVariants([['flight to paris']], [], 2)).toEqual([[]]);
    expect(entityVariants([['hello there']], [CITY], 2)).toEqual([[]]);
  });

  it('is bounded and deterministic for any examples (fast-check)', () => {
    const word = fc.constantFrom('paris', 'rome', 'london', 'city', 'of', 'light', 'to', 'fly', 'book', 'a');
    const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(fc.array(text, { maxLength: 5 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), (examples, per) => {
        const out = entityVariants(examples, [CITY], per);
        expect(out).toEqual(entityVariants(examples, [CITY], per));
        const own = new Set(examples.flat());
        out.forEach((variants, i) => {
          expect(variants.length).toBeLessThanOrEqual(per * examples[i].length);
          for (const v of variants) expect(own.has(v)).toBe(false);
        });
        expect(new Set(out.flat()).size).toBe(out.flat().length);
      }),
    );
  });
});

describe('the classifier with entity variants', () => {
  const entities: Entity[] = [
    {
      entity: 'appliance',
      values: [
        { value: 'lights', type: 'synonyms', synonyms: ['headlights'] },
        { value: 'wipers', type: 'synonyms', synonyms: ['windshield wipers'] },
        { value: 'radio', type: 'synonyms', synonyms: [] },
      ],
    },
  ];
  const intents = [
    { intent: 'turn_on', examples: ['turn on the lights', 'switch the lights on', 'put the lights on please'] },
    { intent: 'weather', examples: ['will it rain today', 'what is the forecast', 'is it sunny outside'] },
  ].map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) }));
  /** The default settings, spelled out (see `ClassifierOptions.entityVariants`). */
  const on = { ...defaultClassifierOptions('en'), entityVariants: 1, entityVariantWeight: 0.3, entityVariantsKeepDistinguishing: false };

  it('knows the other values of an entity its examples mention', () => {
    const without = trainIntentClassifier({ intents, counterexamples: [], language: 'en' }, on);
    const withEntities = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, on);
    const before = without.classify('switch the wipers on')[0];
    const after = withEntities.classify('switch the wipers on')[0];
    expect(after.intent).toBe('turn_on');
    expect(after.confidence).toBeGreaterThan(before.intent === 'turn_on' ? before.confidence : 0);
    expect(after.confidence).toBeGreaterThanOrEqual(0.2);
  });

  it('is on by default: one variant per example, at weight 0.3, distinguishing entities left alone', () => {
    const byDefault = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities });
    const explicit = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, on);
    const off = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, { ...on, entityVariants: 0 });
    expect(byDefault.classify('switch the wipers on')).toEqual(explicit.classify('switch the wipers on'));
    expect(byDefault.classify('switch the wipers on')).not.toEqual(off.classify('switch the wipers on'));
  });

  it('trains a variant at its weight: weight 1 is the unweighted model, bit for bit; 0.3 is not', () => {
    const text = 'switch the wipers on';
    const unweighted = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, { ...on, entityVariantWeight: undefined });
    const one = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, { ...on, entityVariantWeight: 1 });
    const reduced = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, on);
    expect(one.classify(text)).toEqual(unweighted.classify(text));
    expect(reduced.classify(text)[0].confidence).not.toBe(one.classify(text)[0].confidence);
  });

  it('does not make a variant an exact match (confidence 1 stays the examples\' own)', () => {
    const clf = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, on);
    expect(clf.classify('turn on the lights')[0]).toEqual({ intent: 'turn_on', confidence: 1 });
    expect(clf.classify('turn on the headlights')[0].confidence).toBeLessThan(1);
  });

  it('changes nothing when no example mentions an entity (fast-check over inputs)', () => {
    const elsewhere: Entity[] = [{ entity: 'fruit', values: [{ value: 'apple', type: 'synonyms', synonyms: ['pear'] }, { value: 'plum' }] }];
    const plain = trainIntentClassifier({ intents, counterexamples: [], language: 'en' }, on);
    const withEntities = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities: elsewhere }, on);
    const word = fc.constantFrom('turn', 'on', 'the', 'wipers', 'rain', 'apple', 'forecast', 'lights', 'plum', 'today');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join(' ');
        expect(withEntities.classify(text)).toEqual(plain.classify(text));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves off-topic text below 0.2', () => {
    const clf = trainIntentClassifier({ intents, counterexamples: [], language: 'en', entities }, on);
    expect(clf.classify('who painted the mona lisa')[0].confidence).toBeLessThan(0.2);
  });
});

describe('the default classifier on a small workspace with entities', () => {
  const drink: Entity = {
    entity: 'drink',
    values: [
      { value: 'coffee', type: 'synonyms', synonyms: ['espresso', 'latte'] },
      { value: 'tea', type: 'synonyms', synonyms: ['green tea', 'chai'] },
      { value: 'juice', type: 'synonyms', synonyms: ['orange juice', 'smoothie'] },
    ],
  };
  const size: Entity = { entity: 'size', values: [{ value: 'small', type: 'synonyms', synonyms: ['little'] }, { value: 'large', type: 'synonyms', synonyms: ['big'] }] };
  const intents = [
    { intent: 'order_drink', examples: ['i would like an espresso', 'can i get a small latte', 'one chai please', 'get me a big espresso'] },
    { intent: 'opening_hours', examples: ['when do you open', 'what time do you close', 'are you open on sunday', 'opening hours please'] },
    { intent: 'wifi', examples: ['what is the wifi password', 'do you have wifi', 'how do i get online here', 'is there internet'] },
  ].map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) }));
  const input = { intents, counterexamples: [], language: 'en', entities: [drink, size] };
  const clf = trainIntentClassifier(input);

  it('takes an unseen combination of drink and size forms to its intent (fast-check)', () => {
    const forms = (e: Entity) => (e.values ?? []).flatMap((v) => [v.value, ...(v.synonyms ?? [])]);
    const template = fc.constantFrom('can i get a {size} {drink}', 'i would like a {size} {drink}', 'get me a {size} {drink}');
    fc.assert(
      fc.property(template, fc.constantFrom(...forms(size)), fc.constantFrom(...forms(drink)), (t, s, d) => {
        expect(clf.classify(t.replace('{size}', s).replace('{drink}', d))[0].intent).toBe('order_drink');
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic: trained twice, the same confidences', () => {
    const again = trainIntentClassifier(input);
    for (const text of ['a large smoothie please', 'green tea', 'when do you close', 'who won the match']) expect(again.classify(text)).toEqual(clf.classify(text));
  });
});
