/**
 * Character rules of names and texts (conversation-service.md, per field). Unicode letters and digits
 * are `\p{L}` and `\p{N}` (via xregexp, so the classes read the same as in the spec).
 */
import XRegExp from 'xregexp';

/**
 * A whole-string match of Unicode letters, digits and the `extra` characters. Astral mode (`A`) so that
 * letters outside the Basic Multilingual Plane count as one letter (xregexp allows `\p{..}` in astral
 * mode only outside character classes, hence the alternation).
 */
function namePattern(extra: string): RegExp {
  return XRegExp(`^(?:\\p{L}|\\p{N}|[${extra}])+$`, 'A');
}

/** Intent names: letters, digits, `_`, `-`, `.`. */
export const INTENT_NAME = namePattern('_.\\-');
/** Entity names: letters, digits, `_`, `-`. */
export const ENTITY_NAME = namePattern('_\\-');
/** Dialog node ids and titles: letters, digits, space, `_`, `-`, `.`. */
export const NODE_NAME = namePattern(' _.\\-');

/** Carriage return, newline or tab: forbidden in names, descriptions, examples, values, synonyms. */
export const CONTROL_CHARS = /[\r\n\t]/;

