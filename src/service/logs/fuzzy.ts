/**
 * Bounded edit distance for fuzzy (`~`) log filters: true when `needle` is within `max` edits of the
 * whole `text` or of any run of its words with as many words as the needle.
 */
const MAX_TEXT = 2048;

export function withinEditDistance(text: string, needle: string, max: number): boolean {
  const haystack = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  // No part of a text shorter than the needle by more than `max` can be within `max` edits of it.
  if (haystack.length + max < needle.length) return false;
  if (levenshteinAtMost(haystack, needle, max)) return true;
  const words = haystack.split(/[\s\p{P}]+/u).filter((w) => w !== '');
  const width = Math.max(1, needle.split(/\s+/).filter((w) => w !== '').length);
  for (let i = 0; i + width <= words.length; i++) {
    const window = width === 1 ? words[i] : words.slice(i, i + width).join(' ');
    if (window !== haystack && levenshteinAtMost(window, needle, max)) return true;
  }
  return false;
}

/** Levenshtein distance <= max, computed in a band so work stays O(length * max). */
function levenshteinAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(max + 1);
    current[0] = i;
    let best = current[0];
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (current[j] < best) best = current[j];
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length] <= max;
}
