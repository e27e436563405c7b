/**
 * Character rules of names and texts (conversation-service.md, per field). Unicode letters and digits
 * are `\p{L}` and `\p{N}`, written as in the spec with JavaScript's own Unicode property escapes.
 */

/**
 * A whole-string match of Unicode letters, digits and the `extra` characters. The `u` flag makes a letter
 * outside the Basic Multilingual Plane one code point, so it counts as one letter.
 */
function namePattern(extra: string): RegExp {
  return new RegExp(`^[\\p{L}\\p{N}${extra}]+$`, 'u');
}

/** Intent names: letters, digits, `_`, `-`, `.`. */
export const INTENT_NAME = namePattern('_.\\-');
/** Entity names: letters, digits, `_`, `-`. */
export const ENTITY_NAME = namePattern('_\\-');
/** Dialog node ids and titles: letters, digits, space, `_`, `-`, `.`. */
export const NODE_NAME = namePattern(' _.\\-');

/** Carriage return, newline or tab: forbidden in names, descriptions, examples, values, synonyms. */
export const CONTROL_CHARS = /[\r\n\t]/;

/** Names beginning with it belong to the service (system entities). */
export const RESERVED_PREFIX = 'sys-';

/**
 * The system entities a workspace may enable (system-entities.md): the five current ones and the
 * retired ones (`sys-location`, `sys-person`, `sys-organization`) that old exports still list; the retired
 * ones are accepted and recognize nothing.
 */
export const SYSTEM_ENTITIES: ReadonlySet<string> = new Set([
  'sys-number',
  'sys-percentage',
  'sys-currency',
  'sys-date',
  'sys-time',
  'sys-location',
  'sys-person',
  'sys-organization',
]);

/** True for a name with the reserved `sys-` prefix. */
export function isSystemEntityName(name: string): boolean {
  return name.startsWith(RESERVED_PREFIX);
}
