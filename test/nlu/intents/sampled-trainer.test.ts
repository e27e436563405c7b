/**
 * The sampled path's training handed to a `SampledTrainer` (another thread in the service layer): the classifier
 * answers exactly as when it trains in process, whether `settle` is called first or `classify` waits for it.
 */
import { describe, expect, it } from 'vitest';
import { trainIntentClassifier, runSampledJob, type SampledJob, type SampledTrainer } from '../../../src/nlu/intents/index.js';

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'do', 'ge', 'bi', 'fu', 'ha', 'jo'];
const COMMON = ['i', 'want', 'to', 'the', 'please', 'can', 'you', 'my', 'how', 'help'];

function word(n: number): string {
  let w = '';
  do {
    w += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  } while (n > 0);
  return w;
}

/** 320 intents (above the sampled path's 300), each with 3 key words of its own and shared filler words. */
const INTENTS = Array.from({ length: 320 }, (_, i) => {
  const [a, b, c] = [word(3 * i + 300), word(3 * i + 301), word(3 * i + 302)];
  const f = (k: number) => COMMON[(i + k) % COMMON.length];
  return {
    intent: `intent_${i}`,
    examples: [`${f(0)} ${a} ${b}`, `${b} ${f(1)} ${c} ${f(2)}`, `${f(3)} ${a} ${c}`, `${a} ${f(4)} ${b} ${c}`].map((text) => ({ text })),
  };
});
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
