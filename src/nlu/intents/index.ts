/**
 * Intent classification. STUB: the intents work package replaces this implementation
 * (keep the exported signatures; add to them freely).
 */
import type { Counterexample, Intent, RuntimeIntent } from '../../model/index.js';

export interface IntentTrainingInput {
  intents: readonly Intent[];
  counterexamples: readonly Counterexample[];
  /** Workspace language code (`en`, `fr`, `zh-cn`, ...). */
  language: string;
  /** `system_settings.off_topic.enabled`. */
  offTopic?: boolean;
}

export interface IntentClassifier {
  /** Every intent of the workspace, sorted by descending confidence (ties: workspace order); confidences in [0,1]. */
  classify(text: string): RuntimeIntent[];
}

export function trainIntentClassifier(input: IntentTrainingInput): IntentClassifier {
  const names = input.intents.map((i) => i.intent);
  return {
    classify(): RuntimeIntent[] {
      return names.map((intent) => ({ intent, confidence: 0 }));
    },
  };
}
