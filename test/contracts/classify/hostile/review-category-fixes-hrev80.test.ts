/**
 * Issue 18, hrev80: the narrowed set-61 category cues on a near miss of each new window's shape repeated: linear.
 */
import { describe } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe('session 44\'s narrowed category cues on hostile input (hrev80)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-fees-refused.js', 'shall not charge aa bb commission is 5% responsible '],
    ['categories/cues/category-cues-work-extent.js', 'works covered by this contract are , engages aa on a licence '],
    ['categories/cues/category-cues-health-records.js', 'photographs of the aa guests grants aa the medical information '],
    ['categories/cues/category-cues-own-staff-pay.js', 'the rate aa bb their wages of its staff '],
    ['categories/cues/category-cues-levels-guaranteed.js', 'guarantees a yield of aa bb cc '],
    ['categories/cues/category-cues-contract-validity.js', 'in this aa contract is valid for the aa '],
    ['categories/cues/category-cues-costs-included.js', 'price includes aa, insurance, which '],
    ['categories/cues/category-cues-regulator-licences.js', 'licence issued by the aa to bb '],
  ]);
});
