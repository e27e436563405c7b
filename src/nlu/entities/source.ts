/**
 * The workspace's entities reduced to what matching needs, with the JSON paths diagnostics report.
 */
import type { Entity } from '../../model/index.js';
import { termKeys, type TermKeys } from './tokenize.js';

export interface ValueSource {
  readonly name: string;
  readonly index: number;
  readonly type: 'synonyms' | 'patterns';
  /** The value text itself followed by its synonyms (the value is an implicit synonym). */
  readonly terms: readonly string[];
  /**
   * `termKeys` of each term, computed once: the dictionary, the fuzzy index and the workspace vocabulary all read
   * them (three tokenizations of every term, and three sets of key strings to hash, on a 100,000-value workspace).
   */
  readonly keys: readonly TermKeys[];
  readonly patterns: readonly string[];
}

export interface EntitySource {
  readonly name: string;
  /** Position in the workspace's `entities` array: the tie-breaking order. */
  readonly index: number;
  readonly fuzzy: boolean;
  readonly values: readonly ValueSource[];
}

/** Workspace (non-system) entities in workspace order; `sys-*` entities are skipped. */
export function collectEntitySources(entities: readonly Entity[]): EntitySource[] {
  const out: EntitySource[] = [];
  entities.forEach((entity, index) => {
    if (typeof entity?.entity !== 'string' || entity.entity.startsWith('sys-')) return;
    const values: ValueSource[] = [];
    (Array.isArray(entity.values) ? entity.values : []).forEach((value, valueIndex) => {
      if (typeof value?.value !== 'string') return;
      const isPattern = value.type === 'patterns' || (value.type === undefined && strings(value.patterns).length > 0);
      const terms = isPattern ? [] : [value.value, ...strings(value.synonyms)];
      values.push({
        name: value.value,
        index: valueIndex,
        type: isPattern ? 'patterns' : 'synonyms',
        terms,
        keys: terms.map(termKeys),
        patterns: isPattern ? strings(value.patterns) : [],
      });
    });
    out.push({ name: entity.entity, index, fuzzy: entity.fuzzy_match === true, values });
  });
  return out;
}

function strings(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}
