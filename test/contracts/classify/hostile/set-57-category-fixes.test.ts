/**
 * Issue 18, h75c57: the category fixes set 57 taught on hostile input. Each changed cue file's patterns on a near-miss
 * unit repeated (a schedule row's cells without the amount, a currency without its name, a tax's time of paying cut short, a guarantee without "against", a place or a crowd without
 * the buried services or the capacity), and the header-row predicate on a long row of short cells.
 */
import { describe } from 'vitest';
import { itReadsCueFilesLinearly, itReadsPredicatesLinearly } from '../cue-file-linearity.js';

describe('set 57\'s category fixes on hostile input (h75c57)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.ts', 'On aa | 10% of the aa | 1 March 2028 charges are stated in aa bb '],
    ['categories/category-cue-vetoes.ts', 'VAT at 5 within aa bb in the following no later '],
    ['categories/cues/category-cues-warranties.ts', 'guarantees the aa sole remedies for the '],
    ['categories/cues/category-cues-information.ts', 'aa.bb@cc-dd.'],
    ['categories/cues/category-cues-physical-safety.ts', 'locate aa, where number of guests aa '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/category-header-rows.ts', 'isHeaderRow', 'Aa bb | '],
  ]);
});
