/**
 * Issue 18, h76t58: the readers set 58 taught (signatory-names.ts BOARD_POST_NAME; institution-names.ts the polity's
 * words before a body and a statute's subject; town-before-listed.ts a register number before "of"; place-positions.ts
 * "legal address in"; nature-subjects.ts OWN_PERSON_BETWEEN; nature-present-duties.ts the openings "As …," and "For
 * each …"; alias-forms.ts "hereinafter," with a comma) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 58\'s readers on hostile input (h76t58)', () => {
  itClassifiesRepeatedLinearly('the Chairman of the Board Aa Bb Cc member of the Management Board ');
  itClassifiesRepeatedLinearly('the Isle of Man Aa Bb Commission of the Law on Cc Dd Authority Text of ');
  itClassifiesRepeatedLinearly('No. 1234567, of Aa, Muscat, legal address in Bb, ');
  itClassifiesRepeatedLinearly('the Customer and his Supplier and its Customer or their ');
  itClassifiesRepeatedLinearly('As the law requires, we for each day the Supplier pays ');
  itClassifiesRepeatedLinearly('(hereinafter, THE AA BB) hereinafter, the ');
});
