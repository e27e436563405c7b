/**
 * The naive Bayes category model's counts as text (`data/category-bayes-counts.ts`): written at build time by
 * `scripts/build-category-model.mjs` (`countCategoryStems`, `serializeCategoryCounts`), read on first use by
 * `category-model.ts` (`parseCategoryCounts`). Counts, not logarithms: the model computes each likelihood from them
 * as training at run time did, so its values are the same numbers to the last bit.
 */
import { CATEGORIES } from '../../../wire.js';
import type { CategoryClass } from '../../data/category-examples.js';
import { keyedLines } from './keyed-lines.js';

/** The model's classes: the categories, then the abstaining class `None` (its index is `CATEGORIES.length`). */
export const BAYES_CLASSES: readonly CategoryClass[] = [...CATEGORIES, 'None'];

/** What the naive Bayes model is trained from: per stem, in how many examples of each class it occurs. */
export interface CategoryCounts {
  /** Per class (parallel to `BAYES_CLASSES`), the number of (example, distinct stem) pairs. */
  totals: number[];
  /** Per stem of the vocabulary, its count per class (parallel to `BAYES_CLASSES`). */
  counts: Map<string, number[]>;
}

/**
 * Counts the distinct stems of each labelled example (`stems` gives a sentence's stems). An example counts a
 * stem once however often it says it.
 */
export function countCategoryStems(examples: readonly (readonly [CategoryClass, string])[], stems: (text: string) => string[]): CategoryCounts {
  const totals = BAYES_CLASSES.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const [label, sentence] of examples) {
    const c = BAYES_CLASSES.indexOf(label);
    for (const s of new Set(stems(sentence))) {
      let row = counts.get(s);
      if (row === undefined) counts.set(s, (row = BAYES_CLASSES.map(() => 0)));
      row[c]++;
      totals[c]++;
    }
  }
  return { totals, counts };
}

/**
 * The counts as text, deterministic: the first line the class totals; then one line per stem (sorted), `stem<TAB>`
 * and its non-zero counts as `class:count` separated by spaces (`audit\t3:4 25:1`).
 */
export function serializeCategoryCounts({ totals, counts }: CategoryCounts): string {
  const lines = [totals.join(' ')];
  for (const stem of [...counts.keys()].sort()) {
    const cells = (counts.get(stem) as number[]).flatMap((n, c) => (n > 0 ? [`${c}:${n}`] : []));
    lines.push(`${stem}\t${cells.join(' ')}`);
  }
  return lines.join('\n');
}

/** The shipped counts as read: the class totals, the vocabulary's size, and a stem's counts (undefined if unknown). */
export interface CategoryCountsReader {
  totals: number[];
  size: number;
  row(stem: string): number[] | undefined;
}

/**
 * The text of {@link serializeCategoryCounts}, read lazily: at first only where each stem's line starts (native
 * `indexOf` over ~1,400 lines), then a stem's counts when asked for. Reading all of it at once cost a first use
 * 18-25 ms of CPU (cold code), for the few hundred stems a document has.
 */
export function parseCategoryCounts(text: string): CategoryCountsReader {
  // stem → the offset of its cells
  const { head, lines } = keyedLines(text);
  const totals = head.split(' ').map(Number);
  return {
    totals,
    size: lines.size,
    row(stem) {
      const at = lines.get(stem);
      if (at === undefined) return undefined;
      const end = text.indexOf('\n', at);
      const row = totals.map(() => 0);
      for (const cell of text.slice(at, end < 0 ? text.length : end).split(' ')) {
        const colon = cell.indexOf(':');
        row[Number(cell.slice(0, colon))] = Number(cell.slice(colon + 1));
      }
      return row;
    },
  };
}
