/**
 * Bounded edit distance for fuzzy (`~`) log filters: true when `needle` is within `max` edits of the
 * whole `text` or of any run of its words with as many words as the needle.
 */
/** The characters of a log one fuzzy comparison reads: of its text, or of all the strings its path reaches, in order. */
export const MAX_FUZZY_TEXT = 2048;

/**
 * Longest fuzzy phrase a filter may hold, in words. A phrase of w words is compared with every run of w words of a
 * text, w × text × distance per log (hred20: a 205-word phrase, 3.6–6.9 ms a log); the filter language is for short
 * phrases, so a longer one is refused at compile time (filter.ts), not made cheaper.
 */
export const MAX_FUZZY_PHRASE_WORDS = 8;

/**
 * Most fuzzy comparisons one filter may hold. Each costs up to MAX_FUZZY_TEXT × phrase × distance per log, and the
 * 4,096 characters of a filter hold some 63 of 8 words (hred24: 3.9 ms a log over 2,048-character texts, 39 s for the
 * 10,000 logs a server keeps): refused at compile time, as a long phrase is.
 */
export const MAX_FUZZY_COMPARISONS = 8;

/** The words of a fuzzy phrase, as the comparison counts them (the width of the runs it compares with). */
export function phraseWordCount(needle: string): number {
  return needle.split(/\s+/).filter((w) => w !== '').length;
}

export function withinEditDistance(text: string, needle: string, max: number): boolean {
  const haystack = text.length > MAX_FUZZY_TEXT ? text.slice(0, MAX_FUZZY_TEXT) : text;
  // No part of a text shorter than the needle by more than `max` can be within `max` edits of it.
  if (haystack.length + max < needle.length) return false;
  if (levenshteinAtMost(haystack, needle, max)) return true;
  const words = haystack.split(/[\s\p{P}]+/u).filter((w) => w !== '');
  const width = Math.max(1, phraseWordCount(needle));
  for (let i = 0; i + width <= words.length; i++) {
    const window = width === 1 ? words[i] : words.slice(i, i + width).join(' ');
    if (window !== haystack && levenshteinAtMost(window, needle, max)) return true;
  }
  return false;
}

/**
 * Levenshtein distance <= max, computed in a band so work stays O(length * max): two rows kept for the whole call,
 * only the band's cells (and one on each side of it, read by the next row as "beyond max") written. Each row once
 * allocated and filled whole, O(length²): 17.5 ms for 2,048 characters against as many (hred20). Values above max
 * are kept as max + 1, which decides "<= max" the same.
 */
function levenshteinAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const n = b.length;
  const beyond = max + 1;
  let previous = new Int32Array(n + 2);
  let current = new Int32Array(n + 2);
  for (let j = 0; j <= n + 1; j++) previous[j] = Math.min(j, beyond);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    // Column 0 is i (i deletions); left of the band, beyond max.
    current[from - 1] = from === 1 ? Math.min(i, beyond) : beyond;
    let best = current[from - 1];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, beyond);
      current[j] = value;
      if (value < best) best = value;
    }
    // The next row reads one cell right of this band.
    current[to + 1] = beyond;
    if (best > max) return false;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[n] <= max;
}
