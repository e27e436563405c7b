/**
 * The fixed vocabulary of validation error codes (documented in docs/behaviour/model.md).
 * Every `ErrorDetail.code` produced by the validators is one of these.
 */
export type ValidationCode =
  /** A required field is missing or null. */
  | 'required'
  /** A value has the wrong JSON type (string expected, object expected, ...). */
  | 'type'
  /** A string is not one of the allowed values (in this position). */
  | 'enum'
  /** A name contains characters outside its allowed set. */
  | 'pattern'
  /** A text contains a carriage return, newline or tab. */
  | 'invalid_characters'
  /** A text is empty or only whitespace. */
  | 'whitespace'
  /** A name uses the reserved `sys-` prefix wrongly. */
  | 'reserved_prefix'
  /** A list has more elements than allowed. */
  | 'max_items'
  /** A string is longer than allowed (message input text). */
  | 'max_length'
  /** A number is outside its allowed range (or not an integer where one is required). */
  | 'range'
  /** A name or text occurs twice where it must be unique. */
  | 'unique'
  /** A reference names a dialog node that does not exist. */
  | 'not_found'
  /** The dialog tree shape is wrong (sibling chain, parent type, field not valid for this node). */
  | 'structure'
  /** Parent links or sibling links form a loop. */
  | 'cycle'
  /** Two fields that exclude each other are both given. */
  | 'exclusive'
  /** The JSON nests deeper than parley accepts. */
  | 'max_depth';

/** Every code, for documentation and tests. */
export const VALIDATION_CODES: readonly ValidationCode[] = [
  'required',
  'type',
  'enum',
  'pattern',
  'invalid_characters',
  'whitespace',
  'reserved_prefix',
  'max_items',
  'max_length',
  'range',
  'unique',
  'not_found',
  'structure',
  'cycle',
  'exclusive',
  'max_depth',
];
