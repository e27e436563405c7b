/**
 * Picks the mentions to return from all candidates:
 * - different entities never compete: overlapping mentions of different entities are all returned;
 * - within one entity a stronger kind wins (dictionary/pattern > contextual > fuzzy > partial), then
 *   the longest span, then the leftmost; a candidate overlapping an accepted one is dropped, except
 *   that values sharing the very same span and kind (two values with one synonym) are all kept;
 * - the result is ordered by start offset, then workspace order (entity, then value), then end.
 */
import type { RuntimeEntity } from '../../model/index.js';
import type { Candidate } from './candidate.js';

/** Resolves overlaps per entity and returns the runtime entities in response order. */
export function selectMentions(candidates: readonly Candidate[], entityNames: ReadonlyMap<number, string>): RuntimeEntity[] {
  if (candidates.length === 0) return [];
  const byEntity = new Map<number, Candidate[]>();
  for (const c of candidates) {
    const list = byEntity.get(c.entityIndex);
    if (list === undefined) byEntity.set(c.entityIndex, [c]);
    else list.push(c);
  }
  const accepted: Candidate[] = [];
  for (const list of byEntity.values()) acceptWithinEntity(list, accepted);
  accepted.sort(responseOrder);
  return accepted.map((c) => toRuntimeEntity(c, entityNames.get(c.entityIndex) ?? ''));
}

function acceptWithinEntity(list: Candidate[], accepted: Candidate[]): void {
  if (list.length === 1) {
    accepted.push(list[0]);
    return;
  }
  list.sort(strength);
  const kept: Candidate[] = [];
  for (const c of list) {
    let ok = true;
    for (const k of kept) {
      if (c.start >= k.end || k.start >= c.end) continue;
      const sameSpan = c.start === k.start && c.end === k.end && c.kind === k.kind;
      if (!sameSpan || c.valueIndex === k.valueIndex) {
        ok = false;
        break;
      }
    }
    if (ok) kept.push(c);
  }
  for (const k of kept) accepted.push(k);
}

function strength(a: Candidate, b: Candidate): number {
  return (
    a.kind - b.kind ||
    b.end - b.start - (a.end - a.start) ||
    a.start - b.start ||
    b.confidence - a.confidence ||
    a.valueIndex - b.valueIndex
  );
}

function responseOrder(a: Candidate, b: Candidate): number {
  return a.start - b.start || a.entityIndex - b.entityIndex || a.valueIndex - b.valueIndex || a.end - b.end;
}

function toRuntimeEntity(c: Candidate, entity: string): RuntimeEntity {
  const out: RuntimeEntity = { entity, location: [c.start, c.end], value: c.value, confidence: c.confidence };
  if (c.groups !== undefined) out.groups = c.groups;
  return out;
}
