/**
 * Issue 18, h76c58: the category fixes set 58 taught on hostile input. Each changed cue file's patterns on a near-miss
 * unit repeated (damages and penalties that never reach a delay, a share and a sum that never end the row, an account
 * word without a closer, insurance without its accident, a tax invoice without its payer).
 */
import { describe } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe('set 58\'s category fixes on hostile input (h76c58)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-delay-damages.ts', 'liquidated damages penalty of aa for each '],
    ['categories/cues/category-cues-amounts.ts', 'Aa | 10% | OMR 1 in stages '],
    ['categories/cues/category-cues-physical-safety.ts', 'insure aa against aa fence the aa circuits guard the '],
    ['categories/cues/category-cues-ending-rights.ts', 'if we close or suspend your aa '],
    ['categories/cues/category-cues-scope.ts', 'does not guarantee that you will receive any aa not included in the contract '],
    ['categories/category-cue-vetoes.ts', "VAT against the aa's tax "],
  ]);
});
