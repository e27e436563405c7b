/**
 * Merging mention lists that are each ordered by location into one ordered list. The tie rule is part
 * of the service's behaviour, so each merge names it: the system-entity layer orders by start then end,
 * the NLU layer (workspace entities with system entities) by start only.
 */
import type { RuntimeEntity } from '../../model/index.js';

/** True when `a` goes before `b`; on a tie the earlier list's mention goes first. */
export type MentionOrder = (a: RuntimeEntity, b: RuntimeEntity) => boolean;

/** Start offset, then end offset. */
export const byStartThenEnd: MentionOrder = (a, b) =>
  a.location[0] < b.location[0] || (a.location[0] === b.location[0] && a.location[1] <= b.location[1]);

/** Start offset only. */
export const byStart: MentionOrder = (a, b) => a.location[0] <= b.location[0];

/** Two ordered lists merged in O(n); `a` wins ties under `order`. */
export function mergeMentions(a: readonly RuntimeEntity[], b: readonly RuntimeEntity[], order: MentionOrder): RuntimeEntity[] {
  if (b.length === 0) return a as RuntimeEntity[];
  if (a.length === 0) return b as RuntimeEntity[];
  const out: RuntimeEntity[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && order(a[i], b[j]))) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}
