/**
 * The entities a condition names (`@city`, `@city:boston`, `entities['city'][1]`), read from its source once, when the
 * dialog is compiled: slot filling asks it of every true check-for on every turn (dialog-runtime.md §2.2: a mention
 * that filled a slot fills no later slot), and a scan of the source there cost ≈ 0.3-0.5 µs per slot and turn.
 */

const ENTITY_REFERENCE = /@([A-Za-z0-9_\-]+)|entities\[\s*['"]([^'"]+)['"]\s*\]/g;

/** No entity named (most conditions, and every node that is no check-for): one shared, frozen empty list. */
export const NO_ENTITIES: readonly string[] = Object.freeze([]);

/** The distinct entity names `source` refers to, in order of first reference. */
export function entityReferences(source: string | undefined): readonly string[] {
  if (source === undefined || (!source.includes('@') && !source.includes('entities'))) return NO_ENTITIES;
  const names = new Set<string>();
  for (const m of source.matchAll(ENTITY_REFERENCE)) names.add(m[1] ?? m[2]);
  return names.size === 0 ? NO_ENTITIES : [...names];
}
