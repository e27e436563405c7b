/**
 * Issue 18, h78t61b: place-names.ts CAPITAL_AFTER (with ADDRESS_LINE_BEFORE, SIGNING_AT_BEFORE) and DASH_POLITY_ONLY,
 * signatory-names.ts SIGNED with a surname's particles, on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';

describe('set 61\'s leftovers on hostile input (h78t61b)', () => {
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'made at Aa District, Vientiane Capital Bb Amman – Jordan Cc Name: Aa van der de la Bb von ');
});
