/** A numeric mention in the service's entity shape (key order as in captured responses). */
import type { RuntimeEntity, RuntimeEntityInterpretation } from '../../model/index.js';
import { canonicalNumber, formatNumber, numericSubtype } from './number/format.js';
import type { NumericMention } from './number/index.js';

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
