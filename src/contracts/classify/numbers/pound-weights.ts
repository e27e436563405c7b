/**
 * "barrels of 100 pounds each", "weighing 55 pounds", "2,000 pounds of cranberries": a bare "pound(s)" after a figure
 * that weighs something, no money. The engine's recognizer reads "100 pounds" as sterling (as it reads "100 pounds" in
 * "a fee of 100 pounds"), and a weight was then a contract amount in GBP (facts set 56's cause 9; session 59's lead).
 * The weight is told by its neighbours: "each" or "apiece" after it, "of" and a thing after it ("of cranberries", not
 * "of the fee"), or before it a verb or noun of weight ("weighing", "weighs", "a weight of") or a container counted in it
 * ("barrels of", "bags of", "a box of"). A sign ("£100"), "sterling" or a money noun before it ("a sum of", "a fee of")
 * keeps the money. The figure is a Number (table 2.4: a quantity's figure, its unit no part of it).
 */

/** The figure of `text`'s recognized money [start, end) when the money is a weight in pounds, else undefined. */
export function poundWeightFigure(text: string, start: number, end: number): { begin: number; end: number } | undefined {
  const bare = BARE_POUNDS.exec(text.slice(start, end));
  if (!bare) return undefined;
  const after = text.slice(end, end + 40);
  const before = text.slice(Math.max(0, start - 40), start);
  const weighs = WEIGHT_AFTER.test(after) || WEIGHT_BEFORE.test(before);
  return weighs ? { begin: start, end: start + bare[1].length } : undefined;
}
/** A figure and "pound(s)" alone: no sign, no "sterling" (anchored, bounded: linear). */
const BARE_POUNDS = /^(\d{1,9}(?:[.,]\d{1,3}){0,3})\s{1,3}pounds?$/i;
/** "each", "apiece", or "of" and a thing (not a determiner nor a money noun): anchored, bounded, linear. */
const WEIGHT_AFTER = /^\s{0,3}(?:(?:each|apiece)\b|of\s{1,3}(?!(?:the|a|an|its|their|his|her|this|that|such|any|money|cash|rent|fees?|costs?|damages)\b)\p{L})/iu;
/** A verb or noun of weight, or a container counted in pounds, right before the figure (anchored at its end: linear). */
const WEIGHT_BEFORE = /\b(?:weigh(?:s|ing|ed)?|weights?\s{1,3}of|(?:barrels?|bags?|sacks?|bales?|boxes|box|crates?|cases?|lugs?|bushels?|bins?|totes?|drums?|tubs?|pails?|blocks?|wheels?|loaves|bundles?|packs?|packages?|parcels?|units?|lots?|loads?|containers?)\s{1,3}of)\s{1,3}$/i;
