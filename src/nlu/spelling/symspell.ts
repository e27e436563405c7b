/**
 * A symmetric-delete index (SymSpell): every word is stored under each string obtained by deleting up
 * to `maxDistance` characters; a query looks up its own deletes, then verifies candidates with the real
 * distance. Lookups cost a few hash probes instead of a scan over the vocabulary.
 */
import { boundedEditDistance as boundedDistance } from '../entities/fuzzy/edit-distance.js';

export interface Candidate {
  word: string;
  distance: number;
}

export class DeleteIndex {
  private readonly buckets = new Map<string, string[]>();
  readonly words = new Set<string>();

  constructor(readonly maxDistance: number) {}

  add(word: string): void {
    if (this.words.has(word)) return;
    this.words.add(word);
    for (const key of deletes(word, this.maxDistance)) {
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(word);
      else this.buckets.set(key, [word]);
    }
  }

  /** Words within `max` (<= maxDistance) of `term`, nearest first, ties alphabetical. */
  lookup(term: string, max: number = this.maxDistance): Candidate[] {
    const limit = Math.min(max, this.maxDistance);
    const seen = new Set<string>();
    const out: Candidate[] = [];
    for (const key of deletes(term, limit)) {
      for (const word of this.buckets.get(key) ?? []) {
        if (seen.has(word)) continue;
        seen.add(word);
        const d = boundedDistance(term, word, limit);
        if (d <= limit) out.push({ word, distance: d });
      }
    }
    return out.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  }
}

/** The word itself and every string with up to `max` characters deleted. */
export function deletes(word: string, max: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < max; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      if (w.length <= 1) continue;
      for (let i = 0; i < w.length; i++) {
        const v = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(v)) {
          out.add(v);
          next.push(v);
        }
      }
    }
    frontier = next;
  }
  return out;
}
