/**
 * Words written out of capitals as a name is written: each word's first letter a capital and the rest small ("JÉRÔME
 * MARTIN" → "Jérôme Martin", "HAND-KNOTTED" → "Hand-Knotted"). A word starts after any character but a letter or a mark:
 * `\b` sees an edge at each accented letter (no ASCII word letter), which once made "Jérôme" "JÉRÔMe" (h47f32). Words of
 * `small` ("of", "the", "for") stay small, as a title writes them. Blanks are kept as they are.
 */
export function capitalizedWords(text: string, small: ReadonlySet<string> = NO_SMALL_WORDS): string {
  return text.toLowerCase().replace(/\S+/g, (word) => (small.has(word) ? word : word.replace(/(?<![\p{L}\p{M}])\p{L}/gu, (c) => c.toUpperCase())));
}

const NO_SMALL_WORDS: ReadonlySet<string> = new Set();
