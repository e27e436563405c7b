/**
 * The workspace's entities reduced to what matching needs, with the JSON paths diagnostics report.
 */
import type { Entity } from '../../model/index.js';

export interface ValueSource {
  readonly name: string;
  readonly index: number;
  readonly type: 'synonyms' | 'patterns';
  /** The value text itself followed by its synonyms (the value is an implicit synonym). */
  readonly terms: readonly string[];
  readonly patterns: readonly string[];
  /** e.g. `.entities[3].values[0]`. */
  readonly path: string;
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
      values.push({
        name: value.value,
        index: valueIndex,
        type: isPattern ? 'patterns' : 'synonyms',
        terms: isPattern ? [] : [value.value, ...strings(value.synonyms)],
        patterns: isPattern ? strings(value.patterns) : [],
        path: `.entities[${index}].values[${valueIndex}]`,
      });
    });
    out.push({ name: entity.entity, index, fuzzy: entity.fuzzy_match === true, values });
  });
  return out;
}

function strings(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}
