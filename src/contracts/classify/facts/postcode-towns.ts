/**
 * A postal code before a town whose name is a currency's word: "5050-200 Peso da Régua" (a Portuguese address) reads
 * as "200 Peso" to the money recognizer. The code's shape (digits, a hyphen, digits: Portugal's "5050-200", Poland's
 * "00-950", a ZIP+4 "20500-0001") then a capitalised word that a capitalised word or a place's particle follows is a
 * town's name, not money: a price range writes its currency word in small letters or before "per", "for", a full stop.
 * Anchored and bounded: linear.
 */
const POSTCODE_THEN_WORD = /^\d{2,5}-\d{3,4}\s{1,3}\p{Lu}\p{Ll}{1,20}$/u;
const NAME_GOES_ON = /^\s{1,3}(?:\p{Lu}|(?:da|do|das|dos|de|del|la|le|sur|am|an|im)\s)/u;

/** Whether the money `text.slice(begin, end)` is a postal code and the first word of a town's name. */
export function isPostcodeBeforeTown(text: string, begin: number, end: number): boolean {
  return POSTCODE_THEN_WORD.test(text.slice(begin, end)) && NAME_GOES_ON.test(text.slice(end, end + 8));
}
