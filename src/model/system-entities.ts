/**
 * The one list of system entity names (system-entities.md). Everything that names system entities —
 * workspace validation, the recognizers, lint, the property arbitraries — derives from these.
 */

/** The prefix reserved for system entities: no intent or workspace entity may use it. */
export const RESERVED_PREFIX = 'sys-';

/** The system entities the service recognizes. */
export const RECOGNIZED_SYSTEM_ENTITIES = ['sys-number', 'sys-percentage', 'sys-currency', 'sys-date', 'sys-time'] as const;
export type RecognizedSystemEntity = (typeof RECOGNIZED_SYSTEM_ENTITIES)[number];

/**
 * Retired system entities that old exports still enable: always accepted. `sys-location` and `sys-person` are
 * recognized only by the legacy entities of versions before `behaviour('betaPersonLocation')` ends; the rest never.
 */
export const RETIRED_SYSTEM_ENTITIES = ['sys-location', 'sys-person', 'sys-organization'] as const;
export type RetiredSystemEntity = (typeof RETIRED_SYSTEM_ENTITIES)[number];

/** Every system entity a workspace may enable. */
export const SYSTEM_ENTITIES: ReadonlySet<string> = new Set<string>([...RECOGNIZED_SYSTEM_ENTITIES, ...RETIRED_SYSTEM_ENTITIES]);

/** True for a name with the reserved `sys-` prefix. */
export function isSystemEntityName(name: string): boolean {
  return name.startsWith(RESERVED_PREFIX);
}
