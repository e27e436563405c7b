/**
 * Whether `word` is a word of two or more letters written in capitals ("AC", "RF", "TVSH"): an abbreviation in capitals
 * is often another one than the mark written so in small letters ("AC." air conditioning, not "Ac." acres). One home for
 * the sentence splitter (contracts/structure/sentences.ts) and the currency recognizer (nlu/sysent/number/currency.ts;
 * review h107rev, finding 10). Anchored, one class: linear.
 */
export function inCapitals(word: string): boolean {
  return word.length > 1 && /^\p{Lu}+$/u.test(word);
}
