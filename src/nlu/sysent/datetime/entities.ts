/** Drafts in the service's response shape: new system entities (interpretation, role, alternatives) or legacy. */
import type { JsonObject, RuntimeEntity, RuntimeEntityInterpretation } from '../../../model/index.js';
import type { Draft } from './draft.js';

export interface ShapeOptions {
  readonly newSystemEntities: boolean;
  /** Include the legacy `metadata` object (`behaviour('entityMetadata')`). */
  readonly metadata: boolean;
  /** Zone name echoed in `interpretation.timezone` / `metadata.timezone`. */
  readonly timezone: string;
}

/**
 * Key order of `interpretation`, chosen so that every captured response of the service serializes byte for byte
 * (`timezone, relative_day, granularity, calendar_type`; `timezone, granularity, range_link, calendar_type,
 * specific_day_of_week`; `timezone, specific_hour, granularity, range_link, calendar_type`).
 */
const FIELD_ORDER = [
  'timezone', 'relative_year', 'relative_month', 'relative_week', 'relative_weekend', 'relative_day', 'relative_hour',
  'relative_minute', 'relative_second', 'specific_hour', 'specific_minute', 'specific_second', 'festival', 'part_of_day',
  'granularity', 'range_link', 'range_modifier', 'datetime_link', 'calendar_type', 'specific_year', 'specific_quarter',
  'specific_month', 'specific_day', 'specific_day_of_week',
] as const;

/** Builds the response entity of a draft. */
export function shapeEntity(d: Draft, o: ShapeOptions): RuntimeEntity {
  const location = o.newSystemEntities ? d.location : d.legacyLocation;
  const e: RuntimeEntity = { entity: d.entity, location: [location[0], location[1]], value: d.value, confidence: 1 };
  if (o.metadata) e.metadata = { calendar_type: 'GREGORIAN', timezone: o.timezone } satisfies JsonObject;
  if (!o.newSystemEntities) return e;
  const all: Record<string, string | number> = { ...d.fields, timezone: o.timezone, calendar_type: 'GREGORIAN' };
  const interpretation: Record<string, string | number> = {};
  for (const k of FIELD_ORDER) if (all[k] !== undefined) interpretation[k] = all[k];
  e.interpretation = interpretation as RuntimeEntityInterpretation;
  if (d.alternatives.length) e.alternatives = d.alternatives.map((value) => ({ value, confidence: 1 }));
  if (d.role) e.role = { type: d.role, confidence: 1 };
  return e;
}
