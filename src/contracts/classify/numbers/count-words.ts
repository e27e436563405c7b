/**
 * The count words, spelt out: one home for the patterns that read a small count written as a word ("two parking cards",
 * "within ten days", "leases four stalls") and for the value of a spelled number (durations.ts' wordValue). Session 81's
 * re-read found "two|three|…|ten" written out in roles.ts and five more modules (issue 18, h122health): each now builds
 * its fragment from this list.
 */

/** The count words from one to nineteen, in counting order: a word's index is its value less one. */
export const COUNT_WORDS: readonly string[] = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];

/**
 * The count words from the value `first` to the value `last` (1 to 19) as a regex alternation in counting order, for a
 * group the caller closes with a word boundary or a space: `countWordsBetween(2, 10)` is
 * "two|three|four|five|six|seven|eight|nine|ten".
 */
export function countWordsBetween(first: number, last: number): string {
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 1 || last > COUNT_WORDS.length || first > last) {
    throw new RangeError(`count words run from 1 to ${COUNT_WORDS.length}: ${first}–${last}`);
  }
  return COUNT_WORDS.slice(first - 1, last).join('|');
}
