/**
 * `CompileOptions.intentTrainer`: a workspace with many intents trains its linear model through it while the compile
 * goes on, and the engine answers exactly as without it (the service layer's threaded trainer; from the TypeScript
 * sources it runs in process).
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/engine/index.js';
import { runSampledJob, type SampledTrainer } from '../../src/nlu/index.js';
import { threadedIntentTrainer } from '../../src/service/intent-training.js';

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'do', 'ge', 'bi', 'fu', 'ha', 'jo'];

function word(n: number): string {
  let w = '';
  do {
    w += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  } while (n > 0);
  return w;
}

/** 310 intents (the sampled path starts above 300), a counterexample, an entity and a node per 10th intent. */
function workspace() {
  const intents = Array.from({ length: 310 }, (_, i) => ({
    intent: `i${i}`,
    examples: [`i want ${word(2 * i + 40)}`, `${word(2 * i + 41)} please`, `can you ${word(2 * i + 40)} ${word(2 * i + 41)}`].map((text) => ({ text })),
  }));
  return {
    name: 'many intents',
    language: 'en',
    intents,
    entities: [{ entity: 'colour', values: [{ value: 'red', synonyms: ['crimson'] }, { value: 'blue' }] }],
    counterexamples: [{ text: 'what is the time on mars' }],
    dialog_nodes: Array.from({ length: 31 }, (_, k) => ({
      dialog_node: `n${k}`,
      conditions: k === 30 ? 'anything_else' : `#i${10 * k}`,
      output: { text: { values: [`answer ${k} <? @colour ?>`] } },
      ...(k > 0 ? { previous_sibling: `n${k - 1}` } : {}),
    })),
  };
}

const TEXTS = [`i want ${word(40)}`, `${word(81)} please in crimson`, 'what is the time on mars', 'nothing known here', `can you ${word(240)} ${word(241)}`];
const OPTIONS = { now: '2026-01-15T10:30:00Z', timezone: 'UTC', seed: 's' };

describe('compileWorkspace with an intentTrainer', () => {
  const plain = compileWorkspace(workspace());

  it('hands the sampled training to it once and answers as without it', () => {
    let jobs = 0;
    let waited = 0;
    const trainer: SampledTrainer = (job) => {
      jobs++;
      const copy = structuredClone(job);
      return () => {
        waited++;
        return runSampledJob(copy);
      };
    };
    const engine = compileWorkspace(workspace(), { intentTrainer: trainer });
    // The compile waited for the model before returning: no work is left pending behind the engine.
    expect([jobs, waited]).toEqual([1, 1]);
    expect(engine.workspace).toEqual(plain.workspace);
    for (const text of TEXTS) {
      expect(engine.classify(text, OPTIONS)).toEqual(plain.classify(text, OPTIONS));
      expect(engine.message({ input: { text }, alternate_intents: true }, OPTIONS)).toEqual(plain.message({ input: { text }, alternate_intents: true }, OPTIONS));
    }
  });

  it('the threaded trainer (in process from the sources) answers the same', () => {
    const engine = compileWorkspace(workspace(), { intentTrainer: threadedIntentTrainer() });
    for (const text of TEXTS) expect(engine.classify(text, OPTIONS)).toEqual(plain.classify(text, OPTIONS));
  });
});
