/**
 * Issue 18, h102t77: the readers set 77's leftovers taught (signatory-names.ts SIGNED_ON_BLANK, names.ts
 * BODY_REGISTER_LABEL, not-quantities.ts' hyphened register number, apposed-persons.ts NAME_THEN_ROLE_ROW, place-names.ts
 * COMPASS_DISTRICT_AFTER_TOWN and EVENT_NAME_AFTER, natures.ts commaRight, category-cues-courts-as-registries.ts, the
 * cancelled occurrences' training) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 77\'s leftovers on hostile input (h102t77)', () => {
  itClassifiesRepeatedLinearly('The Aa: ______ by Aa Bb, Farm Manager, and Cc Dd, ___ by ___ by Aa ');
  itClassifiesRepeatedLinearly(', Cooperative Society No. 57-004813, (Registered Society No. 1-22-333 Society No ');
  itClassifiesRepeatedLinearly('Aa Bb, research research assistant Cc Dd, field ');
  itClassifiesRepeatedLinearly('Tanji, Kombo Aa South Tanji, Kombo Bequia Boat Aa Day Bequia Festival ');
  itClassifiesRepeatedLinearly('The Aa shall pay the Bb, and may engage, and may be, and may ');
  itClassifiesRepeatedLinearly('registered with the Aa Bb of the Cc Dd Ee Ff probate letters of administration entered in ');
  itClassifiesRepeatedLinearly('We cancel training cancel all aa training cancels rehearsals landed no more than ten hours before ');
});
