/**
 * The overlap and merge rules of the system-entity layer, as one ordered list (chrono's refiners). Each
 * takes the mentions found so far, one list per recognizer in `RECOGNIZERS` order, and returns new lists.
 * Order matters: overlaps are judged before the lists are merged.
 */
import type { RuntimeEntity } from '../../model/index.js';
import type { RecognizerRun } from './recognizers.js';

export type Found = ReadonlyMap<string, readonly RuntimeEntity[]>;

export interface Refiner {
  readonly name: string;
  refine(found: Found, run: RecognizerRun): Found;
}

/**
 * With the new system entities a number inside a currency, percentage, date or time mention is part of
 * that mention, not also a `@sys-number`; the legacy entities return both.
 */
const NUMBERS_INSIDE_DATE_TIMES: Refiner = {
  name: 'numbers inside date-times',
  refine(found, run) {
    const dateTimes = found.get('sysent/datetime') ?? [];
    const numbers = found.get('sysent/number') ?? [];
    if (!run.newSystemEntities || dateTimes.length === 0 || numbers.length === 0) return found;
    const kept = numbers.filter((m) => m.entity !== 'sys-number' || !dateTimes.some((d) => overlaps(d.location, m.location)));
    if (kept.length < numbers.length) {
      run.context.debug?.(() => `sysent: ${numbers.length - kept.length} number(s) inside a date or time dropped`);
    }
    return new Map(found).set('sysent/number', kept);
  },
};

/** Every refiner, in the order they apply. */
export const REFINERS: readonly Refiner[] = [NUMBERS_INSIDE_DATE_TIMES];

function overlaps(a: readonly number[], b: readonly number[]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}
