/**
 * Issue 18, h103p61: the patterns of a letter signed back for a group (line-shapes.ts ACCEPTS_FOR_HEAD and
 * DATE_FIELD_AFTER, letter-addressee.ts NAME_TO_END), a state's dotted initials (company-names.ts INITIALS_BEFORE), a
 * region's nation (place-names.ts nationAfterRegion) and a village on a lake (place-positions.ts NOT_A_LAKE_AFTER) on
 * their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 61\'s letter, set 78\'s and 79\'s places on hostile input (h103p61)', () => {
  itClassifiesRepeatedLinearly('Agreed on behalf of the Aa Bb Cc Dd ');
  itClassifiesRepeatedLinearly('Aa Bb, leader   Date Date: ');
  itClassifiesRepeatedLinearly('T.C.T.C. Aa A.Ş. ');
  itClassifiesRepeatedLinearly('in Ontario, Canada, Texas, USA, ');
  itClassifiesRepeatedLinearly('the village of Aa on Bb Lake on ');
});
