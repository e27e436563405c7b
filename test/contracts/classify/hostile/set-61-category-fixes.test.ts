/**
 * Issue 18, h78c61: the category cues and vetoes set 61 taught, each file's patterns on a near miss of its own shape
 * repeated (the windows and word runs bounded), and the preamble's and the dispensed notice's phrases in one sentence
 * classified whole: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe('set 61\'s category cues on hostile input (h78c61)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-fees-refused.js', 'shall not charge commission on the aa bb is 5 '],
    ['categories/cues/category-cues-work-extent.js', 'does not guarantee any minimum number of aa bb authorises aa bb '],
    ['categories/cues/category-cues-replies.js', 'not reply to the aa bb within formal '],
    ['categories/cues/category-cues-health-records.js', 'patient\'s aa, bb, or photographs of the aa medical records '],
    ['categories/cues/category-cues-own-staff-pay.js', 'wages of its aa bb their own staff\'s '],
    ['categories/cues/category-cues-costs-included.js', 'price including aa, bb insurance, '],
    ['categories/cues/category-cues-staff-assigned.js', 'assign any aa bb staff assign '],
    ['categories/cues/category-cues-levels-guaranteed.js', 'guarantees an average minimum output '],
    ['categories/cues/category-cues-regulator-licences.js', 'licence issued by the aa bb cc dd ee ff '],
    ['categories/cues/category-cues-contract-validity.js', 'amendment to this aa bb cc contract is shall be valid '],
  ]);
  itClassifiesRepeatedLinearly('This Agreement is made in aa and hold the bb cc without the need for a prior formal notice ');
});
