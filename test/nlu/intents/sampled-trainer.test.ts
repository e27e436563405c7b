/**
 * The sampled path's training handed to a `SampledTrainer` (another thread in the service layer): the classifier
 * answers exactly as when it trains in process, whether `settle` is called first or `classify` waits for it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultClassifierOptions, trainIntentClassifier, runSampledJob, type SampledJob, type SampledTrainer } from '../../../src/nlu/intents/index.js';
import { generatedIntents, word } from '../../fixtures/nlu/synthetic-intents.js';

/** 320 intents (above the sampled path's 300), each with 3 key words of its own and shared filler words. */
const INTENTS = generatedIntents(320);
const COUNTER = [{ text: 'what is the meaning of life' }, { text: `tell me a joke about ${word(7)}` }];
const TEXTS = ['please kaloru', 'help me with the weather', `${word(305)} ${word(306)} now`, `i want ${word(900)} ${word(901)}`, 'what is the meaning of life', ''];

/** A trainer that runs the job on a structured clone (what a thread receives), counting the jobs and the waits. */
function clonedTrainer(): { trainer: SampledTrainer; jobs: SampledJob[]; waits: number[] } {
  const jobs: SampledJob[] = [];
  const waits: number[] = [];
  const trainer: SampledTrainer = (job) => {
    jobs.push(job);
    const copy = structuredClone(job);
    return () => {
      waits.push(jobs.length);
      return structuredClone(runSampledJob(copy));
    };
  };
  return { trainer, jobs, waits };
}

describe('sampled training handed to a SampledTrainer', () => {
  const input = { intents: INTENTS, counterexamples: COUNTER, language: 'en' };
  const local = trainIntentClassifier(input);

  it('gives the confidences of training in process, bit for bit, after settle', () => {
    const { trainer, jobs, waits } = clonedTrainer();
    const elsewhere = trainIntentClassifier(input, undefined, trainer);
    expect(jobs).toHaveLength(1);
    expect(waits).toHaveLength(0);
    elsewhere.settle();
    elsewhere.settle();
    expect(waits).toHaveLength(1);
    for (const text of TEXTS) expect(elsewhere.classify(text)).toEqual(local.classify(text));
  });

  it('waits for the model on the first classify when settle was not called', () => {
    const { trainer, waits } = clonedTrainer();
    const elsewhere = trainIntentClassifier(input, undefined, trainer);
    expect(elsewhere.classify(TEXTS[0])).toEqual(local.classify(TEXTS[0]));
    expect(waits).toHaveLength(1);
    for (const text of TEXTS) expect(elsewhere.classify(text)).toEqual(local.classify(text));
    expect(waits).toHaveLength(1);
  });

  it('is not asked below the sampled path (300 intents or fewer train in process)', () => {
    const { trainer, jobs } = clonedTrainer();
    const small = { intents: INTENTS.slice(0, 40), counterexamples: COUNTER, language: 'en' };
    const classifier = trainIntentClassifier(small, undefined, trainer);
    expect(jobs).toHaveLength(0);
    expect(classifier.classify(TEXTS[0])).toEqual(trainIntentClassifier(small).classify(TEXTS[0]));
  });

  it("the job holds only typed arrays and numbers (a thread's structured clone keeps it whole)", () => {
    const { trainer, jobs } = clonedTrainer();
    trainIntentClassifier(input, undefined, trainer).settle();
    const job = jobs[0];
    expect(job.classes).toBe(321);
    expect(job.offsets.length).toBe(320 * 4 + COUNTER.length + 1);
    expect(job.offsets[job.offsets.length - 1]).toBe(job.index.length);
    expect(job.labels[0]).toBe(0);
    expect(job.labels[job.labels.length - 1]).toBe(320);
  });
});

describe('sampled training handed to a trainer, on small workspaces (property, hrev8)', () => {
  // The sampled path lowered to 4 classes and 3 candidates, so that small random workspaces take it.
  const base = defaultClassifierOptions('en');
  const options = { ...base, linear: { ...base.linear, sampledAbove: 4, candidates: 3 } };
  const words = fc.constantFrom(...Array.from({ length: 24 }, (_, n) => word(n + 40)), 'i', 'want', 'the', 'please');
  const text = fc.array(words, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
  const workspace = fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 5, maxLength: 9 });
  it('answers every text as training in process does, bit for bit', () => {
    fc.assert(
      fc.property(workspace, fc.array(text, { minLength: 1, maxLength: 4 }), (examples, queries) => {
        const input = { intents: examples.map((e, i) => ({ intent: `i${i}`, examples: e.map((t) => ({ text: t })) })), counterexamples: [], language: 'en' };
        const { trainer, jobs } = clonedTrainer();
        const elsewhere = trainIntentClassifier(input, options, trainer);
        const local = trainIntentClassifier(input, options);
        expect(jobs).toHaveLength(1);
        for (const q of [...queries, ...examples.flat()]) expect(elsewhere.classify(q)).toEqual(local.classify(q));
      }),
      { numRuns: 40, seed: 8 },
    );
  });
});
