/**
 * Intent classification: trained at compile time from the intents' examples and the
 * counterexamples, then read-only per message. Deterministic, pure TypeScript, no model download.
 */
import type { Counterexample, Entity, Intent, RuntimeIntent } from '../../model/index.js';
import { entityVariants, type EntityForms } from './augment.js';
import { IntentModel } from './classifier.js';
import type { SampledTrainer } from './sampled.js';
import { defaultClassifierOptions, type ClassifierOptions } from './options.js';

export interface IntentTrainingInput {
  intents: readonly Intent[];
  counterexamples: readonly Counterexample[];
  /** Workspace language code (`en`, `fr`, `zh-cn`, ...). */
  language: string;
  /** `system_settings.off_topic.enabled`. */
  offTopic?: boolean;
  /** The workspace's entities: their dictionary values make variants of the examples that mention them. */
  entities?: readonly Entity[];
}

export interface IntentClassifier {
  /** Every intent of the workspace, sorted by descending confidence (ties: workspace order); confidences in [0,1]. */
  classify(text: string): RuntimeIntent[];
  /** Waits for the part of training handed to a `SampledTrainer` (a no-op without one; `classify` waits too). */
  settle(): void;
}

export { defaultClassifierOptions, type ClassifierOptions } from './options.js';
export { runSampledJob, type SampledJob, type SampledModel, type SampledTrainer } from './sampled.js';

/**
 * Train the workspace's intent classifier; `options` overrides the language defaults (for measurements). With
 * `trainer`, the linear model of a workspace with many intents (the sampled path) trains there, another thread the
 * caller owns, while the caller goes on; the classifier answers the same.
 */
export function trainIntentClassifier(input: IntentTrainingInput, options?: ClassifierOptions, trainer?: SampledTrainer): IntentClassifier {
  const names = input.intents.map((i) => i.intent);
  const chosen = options ?? defaultClassifierOptions(input.language);
  const examples = input.intents.map((i) => (i.examples ?? []).map((e) => e.text));
  const model = IntentModel.train(
    {
      examples,
      counterexamples: input.counterexamples.map((c) => c.text),
      variants: entityVariants(examples, dictionaryForms(input.entities ?? []), chosen.entityVariants, chosen.entityVariantsUpTo, chosen.entityVariantsKeepDistinguishing === false),
    },
    chosen,
    trainer,
  );
  const confidences = new Float64Array(names.length);
  return {
    settle: () => model.settle(),
    classify(text: string): RuntimeIntent[] {
      model.confidences(typeof text === 'string' ? text : '', confidences);
      return sortedIntents(names, confidences);
    },
  };
}

/**
 * Intents by descending confidence, ties in workspace order. Usually only a few intents are above 0:
 * those are sorted, the zeros follow in workspace order without sorting.
 */
function sortedIntents(names: readonly string[], confidences: Float64Array): RuntimeIntent[] {
  const positive: number[] = [];
  for (let i = 0; i < names.length; i++) if (confidences[i] > 0) positive.push(i);
  positive.sort((a, b) => confidences[b] - confidences[a] || a - b);
  const result: RuntimeIntent[] = positive.map((i) => ({ intent: names[i], confidence: confidences[i] }));
  for (let i = 0; i < names.length; i++) if (!(confidences[i] > 0)) result.push({ intent: names[i], confidence: 0 });
  return result;
}

/** The dictionary values of the workspace's entities (patterns and system entities have no forms to swap). */
function dictionaryForms(entities: readonly Entity[]): EntityForms[] {
  return entities
    .filter((e) => !e.entity.startsWith('sys-'))
    .map((e) => (e.values ?? []).filter((v) => v.type !== 'patterns').map((v) => [v.value, ...(v.synonyms ?? [])]));
}
