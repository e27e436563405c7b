import type { RuntimeIntent } from '../model/index.js';

/** The service's irrelevance threshold: a top intent below it means "irrelevant". */
export const IRRELEVANCE_THRESHOLD = 0.2;
const ALTERNATE_INTENTS_LIMIT = 10;

/**
 * The intents a response lists: by default only the top intent (none when it is below the threshold);
 * with `alternate_intents` the top 10 (dialog-runtime.md §6).
 */
export function selectResponseIntents(sorted: RuntimeIntent[], alternate: boolean): RuntimeIntent[] {
  if (alternate) return sorted.slice(0, ALTERNATE_INTENTS_LIMIT);
  const top = sorted[0];
  return top && top.confidence >= IRRELEVANCE_THRESHOLD ? [top] : [];
}
