/**
 * A person a definition names: `"Student" means Tomas Reyes, a doctoral student of the University …`, `"Principal
 * Investigator" means Dr Aa Bb`. The words right after the defining verb, up to an apposition (", a doctoral student"),
 * a stop, a bracket or the end, are a Person when they have a person's form and are not all common English words ("Key
 * Performance Indicators" are none; "Wexmoor Art Gallery, Civic Square, Wexmoor" goes on as an address, no apposition).
 * Issue 18, h31a42. A title or a listed given name shows the person ("Dr Aa Bb", "Sarah Okoye"); otherwise only an
 * apposition after words that are no common English words does: "Rose Cottage", "Oracle Database", "Wembley Stadium"
 * have a person's form too (hrev26).
 * A place the gazetteer lists is never one ("New Zealand"). Anchored after the verb and bounded: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';
import { isPersonName } from '../names/person-names.js';
import { isListedPlace } from '../names/place-names.js';
import type { Span } from '../text/text.js';

const NAMED_AFTER_MEANS = /^"[^"]{1,80}"\s{1,3}(?:shall\s{1,3}mean|means)\s{1,3}((?:Mr|Mrs|Ms|Dr|Prof|Professor)\.?\s{1,3})?(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){1,3})(?=\s{0,3}(?:[.;(]|$)|(,\s{1,3}(?:a|an|the)\s))/u;

/** The person the definition opening `text` (after `at`, the definition's start) names, or undefined. */
export function definedPerson(text: string, at: number): Span | undefined {
  const m = NAMED_AFTER_MEANS.exec(text.slice(at));
  const name = m?.[2];
  if (!m || !name || !isPersonName(name) || isListedPlace(name)) return undefined;
  if (name.split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) return undefined;
  // Without a title the name needs a given name to be a person's; before an apposition, words no common English word
  // spells ("Tomas Reyes, a doctoral student") do too: "Rose Cottage, the property at …", "Nimbus Ledger, the
  // accounting application" are a house and a product (hrev26).
  if (!m[1] && !isPlainGivenName(name.slice(0, name.indexOf(' ')))) {
    if (!m[3] || name.split(/\s+/).some((w) => isCommonEnglishWord(w.toLowerCase(), 35))) return undefined;
  }
  const begin = at + m[0].length - name.length;
  return { begin, end: begin + name.length };
}
