/**
 * Issue 18, h77t60: the readers set 60 taught (dotted-day-months.ts DOTTED_DAY_MONTH, not-quantities.ts
 * SECTION_SIGN_AFTER and REGISTER_LABEL_BEFORE's holder, nature-modals.ts OWES_NOTHING, nature-present-duties.ts
 * EFFORT_TO, nature-relatives.ts RELATIVE with "a", place-positions.ts SIGNER_TOWN_DATE) on their near misses repeated: linear.
 */
import { describe, expect, it } from 'vitest';
import { dottedDayMonths } from '../../../../src/contracts/classify/numbers/dotted-day-months.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 60\'s readers on hostile input (h77t60)', () => {
  it('dotted day and month figures after "by", repeated: linear', () => {
    const found = readsLinearly((n) => {
      const text = 'by 1.1.1 by 31.12. '.repeat(Math.ceil(n / 19));
      return () => dottedDayMonths(text);
    });
    expect(found.length).toBeGreaterThan(0);
  });
  itClassifiesRepeatedLinearly('in 9 - 10 § 11 and 12 §§ business ID of the estate 1234567-8 ');
  itClassifiesRepeatedLinearly('the Aa owes the Bb Cc nothing owes no further ');
  itClassifiesRepeatedLinearly('The parties try to try to settle a dispute that the parties cannot ');
  itClassifiesRepeatedLinearly(', Chairperson of the Trustees, Aa Bb, 2028-02-20, Director of Cc, Dd, 1.2.2028 ');
});
