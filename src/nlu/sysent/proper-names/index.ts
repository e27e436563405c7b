/**
 * The legacy beta entities `@sys-person` and `@sys-location` (English, 27 Apr 2017 – 15 Jul 2020): mentions in the
 * service's shape, the value being the text as written. Run only under the gate of docs/behaviour/sysent.md
 * "Which system entities run" (the layer checks it). Linear in the text: one word pass, one index look-up a word.
 */
import type { RuntimeEntity } from '../../../model/index.js';
import { findPersons } from './persons.js';
import { findPlaces, type Span } from './places.js';
import { words } from './words.js';

export interface ProperNameOptions {
  person: boolean;
  location: boolean;
}

/** Mentions ordered by start then end; a person and a place over the same words are both returned. */
export function recognizeProperNames(text: string, options: ProperNameOptions): RuntimeEntity[] {
  if (!options.person && !options.location) return [];
  const ws = words(text);
  const out: RuntimeEntity[] = [];
  const add = (entity: string, spans: readonly Span[]) => {
    for (const s of spans) out.push({ entity, location: [s.start, s.end], value: text.slice(s.start, s.end), confidence: 1 });
  };
  const places = findPlaces(text, ws);
  if (options.location) add('sys-location', places);
  if (options.person) add('sys-person', findPersons(ws, places));
  return out.sort((a, b) => a.location[0] - b.location[0] || a.location[1] - b.location[1]);
}
