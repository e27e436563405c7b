/**
 * Token normalization. Two keys per token: `exact` (case-insensitive only) decides confidence 1;
 * `fold` (case- and accent-insensitive) is what the indexes are keyed by.
 */

const ASCII = /^[\x00-\x7f]*$/;
const MARKS = /\p{M}+/gu;
/** Typographic variants an author and a user commonly write differently. */
const APOSTROPHES = /[\u2018\u2019\u02BC\uFF07]/g;

/** Case-insensitive key: NFC, lowercase, typographic apostrophes unified. */
export function exactToken(raw: string): string {
  if (ASCII.test(raw)) return raw.toLowerCase();
  return raw.normalize('NFC').toLowerCase().replace(APOSTROPHES, "'");
}

/** Case- and accent-insensitive key: NFD with combining marks removed, lowercase. */
export function foldToken(raw: string): string {
  if (ASCII.test(raw)) return raw.toLowerCase();
  const stripped = raw.normalize('NFD').replace(MARKS, '');
  // A token made only of marks keeps them, so it still has a non-empty key.
  return (stripped.length > 0 ? stripped : raw).normalize('NFC').toLowerCase().replace(APOSTROPHES, "'");
}
