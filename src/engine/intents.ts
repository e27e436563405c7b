import { IRRELEVANCE_THRESHOLD, type RuntimeIntent } from '../model/index.js';

const ALTERNATE_INTENTS_LIMIT = 10;

/**
 * The intents a response lists, from every intent sorted by descending confidence: by default only
 * the top intent, and none when it is below the threshold (dialog-runtime.md §6 [X]; captured
 * responses never show a sub-threshold intent without `alternate_intents`, and clients test for an
 * empty array: docs/behaviour/intents.md); with `alternate_intents` the top 10 whatever their confidence.
 */
export function selectResponseIntents(sorted: RuntimeIntent[], alternate: boolean): RuntimeIntent[] {
  if (alternate) return sorted.slice(0, ALTERNATE_INTENTS_LIMIT);
  const top = sorted[0];
  return top && top.confidence >= IRRELEVANCE_THRESHOLD ? [top] : [];
}
