/**
 * The parties named together after "between" or "among": "the whole agreement between the Publisher and the Printer and
 * may be changed only in writing" names both as the object of "between", so the second, joined to the first by "and", is
 * no subject of the modal after it (AFTER_PREPOSITION in natures.ts reads the first only). The modal is agentless: no
 * Right of the second party (table 2.2, a party after a preposition is no subject; set 74, issue 18, h98t74).
 */
import type { Mention } from './nature-subjects.js';

/** "between the" / "among" right before the first party. Anchored at the end, bounded: linear. */
const BETWEEN_BEFORE = /\b(?:between|among|amongst)\s{1,3}(?:the\s{1,3})?$/i;
/** "and" (with "the") between the two parties. Anchored, bounded: linear. */
const AND_BETWEEN = /^\s{1,3}and\s{1,3}(?:the\s{1,3})?$/i;

/** Whether `mentions[index]` is the second of two parties joined by "and" after "between" or "among". */
export function secondOfBetween(text: string, mentions: readonly Mention[], index: number): boolean {
  const first = mentions[index - 1];
  const second = mentions[index];
  if (first === undefined || second.begin - first.end > 12) return false;
  return AND_BETWEEN.test(text.slice(first.end, second.begin)) && BETWEEN_BEFORE.test(text.slice(Math.max(0, first.begin - 16), first.begin));
}
