/**
 * Issue 18, h78c61b: the dated schedule row's patterns (category-cues-amounts.ts, ROW_DATE in figures and MARKED_SUM)
 * on a near miss of their shape repeated: linear.
 */
import { describe } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe('a dated row in figures on hostile input (h78c61b)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', '21/04/2028 | K1,000,000,000,00'],
    ['categories/cues/category-cues-amounts.js', '2028-04-21 12/12/1212 K1.0 | '],
  ]);
});
