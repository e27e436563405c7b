/**
 * Indonesian and Malay scale words after a money figure: "Rp 2,5 juta" is 2,500,000 rupiah, "Rp 750 ribu" 750,000
 * ("juta" a million, "ribu" a thousand), as Indonesian and Malaysian contracts in English keep them (facts set 75's cause
 * 8, issue 18, h118q75). Read in contracts only: the number engine in src/nlu is shared with the chat, whose answers
 * stay as they were (a chat's "juta" is no scale word). Only right after a sum the money recognizer read.
 */

/** The scale word after the figure, one or two blanks between, the whole word. Anchored, bounded: linear. */
const SCALE_AFTER = /^[ \t]{1,2}(juta|ribu)(?![\p{L}\p{N}])/iu;
const SCALES: Readonly<Record<string, number>> = { juta: 1e6, ribu: 1e3 };

/** The sum a money figure ending at `end` holds with the scale word after it, and where that word ends; else none. */
export function scaledSum(text: string, end: number, value: number): { end: number; value: number } | undefined {
  const m = SCALE_AFTER.exec(text.slice(end, end + 8));
  if (!m || !Number.isFinite(value)) return undefined;
  return { end: end + m[0].length, value: Math.round(value * SCALES[m[1].toLowerCase()] * 100) / 100 };
}
