/**
 * Issue 18, hrev67: the narrowings of session 41's round 1 category rules on hostile input. Each changed cue file's
 * patterns on a near-miss unit repeated (a penalty and its tax guard without the sentence's end, decimal figures with no
 * delay, a price word in a row never closed, a named account never closed, a boundary never fenced, rejected persons and
 * bids with no specification, an order with transfer words half spelt).
 */
import { describe } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe('the review of round 1\'s category rules on hostile input (hrev67)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-delay-damages.ts', 'penalty 0.1 tax early cancellation penalty rates delay in fil '],
    ['categories/cues/category-cues-amounts.ts', 'VAT charge discount aa | 10% | '],
    ['categories/cues/category-cues-ending-rights.ts', 'may close the Retention aa '],
    ['categories/cues/category-cues-physical-safety.ts', 'fence the site boundar '],
    ['categories/cues/category-cues-nonconforming-rejected.ts', 'reject any bid that does not comply with the aa '],
  ]);
});
