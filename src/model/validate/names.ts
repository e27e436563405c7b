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

