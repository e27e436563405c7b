/**
 * Text normalization shared by the NLU: lowercasing and accent folding, applied per token so that
 * offsets keep pointing into the original text.
 */

const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Lowercase `text` and fold accents and compatibility forms (`Café` → `cafe`, `ﬁ` → `fi`,
 * full-width `Ａ` → `a`). Marks are removed only from letters that decompose (NFKD), so scripts whose
 * vowels are marks (Devanagari, Thai) lose them too: good enough for matching, not for display.
 */
export function foldText(text: string): string {
  if (isPlainAsciiLower(text)) return text;
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

function isPlainAsciiLower(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7e || (c >= 0x41 && c <= 0x5a)) return false;
  }
  return true;
}
