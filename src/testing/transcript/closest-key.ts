/**
 * A misspelt key of a transcript (`expct:`, `intnet:`) named with the key meant: a newcomer writing YAML by hand reads
 * "unknown turn key expct" and still has to find the list. Within two edits of one known key it is suggested; else the
 * known keys are listed.
 */
import { boundedEditDistance } from '../../nlu/entities/fuzzy/edit-distance.js';

const MAX_EDITS = 2;

export function unknownKeyHint(key: string, known: ReadonlySet<string>): string {
  const near = [...known].filter((k) => boundedEditDistance(k, key, MAX_EDITS) <= MAX_EDITS);
  return near.length === 1 ? `did you mean ${near[0]}?` : `one of ${[...known].join(', ')}`;
}
