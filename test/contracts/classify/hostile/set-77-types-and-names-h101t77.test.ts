/**
 * Issue 18, h101t77: the readers set 77 taught (names/dashed-names.ts NAME_THEN_DASH, alias-forms.ts ALIAS_FORM's colon,
 * nature-present-duties.ts JOINED_BAR_AFTER_COMMA, ACTIVITY_CANCELLED and beforeRelative, natures.ts THEN_ACTS,
 * nature-modals.ts NO_RIGHT_HELD, nature-relatives.ts QUANTIFIED_RELATIVE, signatory-names.ts LATE_NAME,
 * professional-colleges.ts COLLEGE_OF_COUNTRY) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 77\'s types and names on hostile input (h101t77)', () => {
  itClassifiesRepeatedLinearly('Aa Bb Cc – Dd Society Ltd., (1) Aa – Bb Ltd., between Aa Bb - Cc Ltd (hereinafter: "the Aa") ');
  itClassifiesRepeatedLinearly('The Aa keeps the key that links a a a, and does not give it, and does not ');
  itClassifiesRepeatedLinearly('We may aa bb, and we do not cc, and we tell dd, We cancel training the training ');
  itClassifiesRepeatedLinearly('The Aa does not have the exclusive aa bb right to do not have any ');
  itClassifiesRepeatedLinearly('any further aa bb document that the Aa may reasonably require to which the ');
  itClassifiesRepeatedLinearly('the late AA BB CC DD EE The late Aa Bb Cc Dd Ee College of the College of the Marshall ');
});
