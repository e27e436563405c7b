/**
 * System entities (`sys-number`, `sys-percentage`, `sys-currency`, `sys-date`, `sys-time`): which recognizers
 * run for a workspace, how their mentions merge, and the overlap rules of the service.
 *
 * - A system entity runs when the workspace has an entity named after it (`NormalizedWorkspace.system_entities`).
 *   `sys-location` and `sys-person` are accepted and produce nothing: the service ignores them since 15 Jul 2020.
 * - New system entities (`system_settings.system_entities.enabled`): `interpretation`, ranges with roles, and a
 *   number inside a currency, percentage, date or time mention is not also a `@sys-number`. Otherwise (legacy)
 *   the overlapping numbers are returned as well.
 * - Versions with `behaviour('entityMetadata')` also get the legacy `metadata` object.
 */
import type { RuntimeEntity, RuntimeEntityInterpretation } from '../../model/index.js';
import { behaviour } from '../../model/versions.js';
import { recognizeDateTimes } from './datetime/index.js';
import { canonicalNumber, formatNumber, numericSubtype } from './number/format.js';
import { recognizeNumeric, type NumericMention } from './number/index.js';

export interface SystemEntityConfig {
  /** The enabled system entity names, e.g. `['sys-number', 'sys-date']`. */
  enabled: readonly string[];
  /** `system_settings.system_entities.enabled`: the new system entities (interpretation, roles, ...). */
  newSystemEntities: boolean;
}

export interface SystemEntityContext {
  /** Reference instant, epoch milliseconds. */
  now: number;
  /** Time zone as the request names it (options / context.timezone); '' when none: read as UTC, echoed `GMT`. */
  timezone: string;
  /** API version date `YYYY-MM-DD`: selects the legacy `metadata` object (`behaviour('entityMetadata')`). */
  version: string;
}

export interface SystemEntityRecognizer {
  /** Mentions of the enabled system entities, ordered by start offset. Never throws. */
  recognize(text: string, context: SystemEntityContext): RuntimeEntity[];
}



/** Compiles the system-entity layer for one workspace. */
export function compileSystemEntities(config: SystemEntityConfig): SystemEntityRecognizer {
  const enabled = new Set(config.enabled);
  const date = enabled.has('sys-date');
  const time = enabled.has('sys-time');
  const numeric = {
    numbers: enabled.has('sys-number'),
    percentages: enabled.has('sys-percentage'),
    currencies: enabled.has('sys-currency'),
    newSystemEntities: config.newSystemEntities,
  };
  const anyNumeric = numeric.numbers || numeric.percentages || numeric.currencies;
  const newSystemEntities = config.newSystemEntities;
  if (!date && !time && !anyNumeric) return { recognize: () => [] };

  return {
    recognize(text: string, context: SystemEntityContext): RuntimeEntity[] {
      if (typeof text !== 'string' || text.length === 0) return [];
      const legacyMetadata = typeof context?.version === 'string' && behaviour('entityMetadata', context.version);
      const dateTimes = date || time ? safely(() => recognizeDateTimes(text, {
        date, time, newSystemEntities, now: context.now, timezone: context.timezone, version: context.version,
      })) : [];
      let numbers = anyNumeric ? safely(() => recognizeNumeric(text, numeric)) : [];
      if (newSystemEntities && dateTimes.length > 0) {
        numbers = numbers.filter((m) => m.entity !== 'sys-number' || !dateTimes.some((d) => overlaps(d.location, m)));
      }
      if (numbers.length === 0) return dateTimes;
      const entities = numbers.map((m) => numericEntity(m, newSystemEntities, legacyMetadata));
      if (dateTimes.length === 0) return entities;
      return mergeByLocation(dateTimes, entities);
    },
  };
}

function safely<T>(run: () => T[]): T[] {
  try {
    const out = run();
    return Array.isArray(out) ? out : [];
  } catch {
    return [];
  }
}

function overlaps(location: readonly number[], m: NumericMention): boolean {
  return location[0] < m.end && m.start < location[1];
}

/** A numeric mention in the service's shape (key order as in captured responses). */
export function numericEntity(m: NumericMention, newSystemEntities: boolean, legacyMetadata: boolean): RuntimeEntity {
  const numericValue = canonicalNumber(m.value);
  const entity: RuntimeEntity = { entity: m.entity, location: [m.start, m.end], value: formatNumber(m.value), confidence: 1 };
  if (legacyMetadata) {
    entity.metadata = m.unit === undefined ? { numeric_value: numericValue } : { numeric_value: numericValue, unit: m.unit };
  }
  if (newSystemEntities) {
    const interpretation: RuntimeEntityInterpretation = { numeric_value: numericValue, subtype: numericSubtype(m.value) };
    if (m.unit !== undefined) interpretation.unit = m.unit;
    if (m.range) interpretation.range_link = m.range.link;
    entity.interpretation = interpretation;
    if (m.range) entity.role = { type: m.range.role, confidence: 1 };
  }
  return entity;
}

/** Two lists each ordered by location merged into one, ordered by start then end; `a` first on ties. */
function mergeByLocation(a: RuntimeEntity[], b: RuntimeEntity[]): RuntimeEntity[] {
  const out: RuntimeEntity[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length) out.push(a[i++]);
    else if (i >= a.length) out.push(b[j++]);
    else {
      const x = a[i].location;
      const y = b[j].location;
      if (x[0] < y[0] || (x[0] === y[0] && x[1] <= y[1])) out.push(a[i++]);
      else out.push(b[j++]);
    }
  }
  return out;
}
