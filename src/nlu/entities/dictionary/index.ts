/**
 * Dictionary (synonym) entities: every value and synonym, tokenized and folded, in one TermIndex
 * shared by all entities. Case-insensitive always; accent-insensitive with a lower confidence.
 */
import { MatchKind, type Candidate } from '../candidate.js';
import type { EntitySource } from '../source.js';
import type { Token } from '../tokenize.js';
import { KEY_SEP, TermIndex } from './term-index.js';

/** Confidence of a match whose tokens differ from the synonym only by accents (`cafe` for `café`). */
export const ACCENT_INSENSITIVE_CONFIDENCE = 0.95;

export interface DictionaryHit {
  readonly entity: number;
  readonly value: number;
  /** The term's exact (case-folded, accent-kept) tokens joined by KEY_SEP; undefined when equal to the folded key. */
  readonly exact: string | undefined;
}

export interface Dictionary {
  readonly index: TermIndex<DictionaryHit>;
  /** entity index → value index → value name. */
  readonly valueNames: ReadonlyMap<number, readonly string[]>;
}

/** Indexes the terms of every synonym value. Duplicate terms of one value are stored once. */
export function buildDictionary(entities: readonly EntitySource[]): Dictionary {
  const index = new TermIndex<DictionaryHit>();
  const valueNames = new Map<number, string[]>();
  // The exact terms already indexed for the current value, reused across values (see isRepeat).
  const seen: string[] = [];
  for (const entity of entities) {
    const names: string[] = [];
    valueNames.set(entity.index, names);
    for (const value of entity.values) {
      names[value.index] = value.name;
      let count = 0;
      let many: Set<string> | undefined;
      for (let k = 0; k < value.keys.length; k++) {
        const { folds, exacts } = value.keys[k];
        if (folds.length === 0) continue;
        const exact = exacts.join(KEY_SEP);
        if (many !== undefined) {
          if (many.has(exact)) continue;
          many.add(exact);
        } else {
          if (isRepeat(seen, count, exact)) continue;
          seen[count++] = exact;
          if (count > FEW_TERMS) many = new Set(seen.slice(0, count));
        }
        // When exact and folded tokens are the same array, the joined exact key is the index key too (one join less).
        const same = exacts === folds;
        index.add(folds, { entity: entity.index, value: value.index, exact: same ? undefined : exact }, same ? exact : undefined);
      }
    }
  }
  return { index, valueNames };
}

/**
 * Up to this many terms of one value are told apart by a scan of a reused array, beyond it by a Set: a value has a
 * handful of synonyms, and a Set per value was 100,000 hash tables (≈ 15 MB of garbage) on a 100,000-value workspace;
 * the Set bounds the work of a value with thousands of synonyms.
 */
const FEW_TERMS = 16;

/** True when `term` is among the first `count` entries of `seen`. */
function isRepeat(seen: readonly string[], count: number, term: string): boolean {
  for (let i = 0; i < count; i++) if (seen[i] === term) return true;
  return false;
}

/** Appends every dictionary match in `tokens` to `out` (one candidate per entity, value and span). */
export function matchDictionary(dict: Dictionary, tokens: readonly Token[], folds: readonly string[], out: Candidate[]): void {
  for (let i = 0; i < tokens.length; i++) {
    dict.index.lookupFrom(folds, i, (length, hits) => {
      let exact: string | undefined;
      let fold: string | undefined;
      const best = new Map<string, Candidate>();
      for (const hit of hits) {
        exact ??= tokens.slice(i, i + length).map((t) => t.exact).join(KEY_SEP);
        const termExact = hit.exact ?? (fold ??= folds.slice(i, i + length).join(KEY_SEP));
        const confidence = termExact === exact ? 1 : ACCENT_INSENSITIVE_CONFIDENCE;
        const key = `${hit.entity}:${hit.value}`;
        const prev = best.get(key);
        if (prev !== undefined && prev.confidence >= confidence) continue;
        best.set(key, {
          entityIndex: hit.entity,
          valueIndex: hit.value,
          value: dict.valueNames.get(hit.entity)?.[hit.value] ?? '',
          start: tokens[i].start,
          end: tokens[i + length - 1].end,
          confidence,
          kind: MatchKind.Exact,
        });
      }
      for (const c of best.values()) out.push(c);
    });
  }
}
