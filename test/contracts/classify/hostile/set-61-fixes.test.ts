/**
 * Issue 18, h78t61: the readers set 61 taught (glued-kina.ts GLUED_K, place-names.ts TOWN_PROVINCE and POLITY_ONLY_NAMED,
 * identifiers.ts CALL_BEFORE's line, nature-modals.ts HAS_FOLLOWING_DUTIES, object-natures.ts ENABLED_TO) on their near
 * misses repeated: linear.
 */
import { describe } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 61\'s readers on hostile input (h78t61)', () => {
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'of Aa Bb Cc, Dd Ee Ff Gg Province, ');
  itClassifiesRepeatedLinearly('K5 K7 K9 K50A K1,000 Kingdom of Jordan free line on 180 2020 has the following aa bb duties authorises Aa, bb, ');
});
