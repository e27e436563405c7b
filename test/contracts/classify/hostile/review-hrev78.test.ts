/**
 * Review hrev78 of h78t61's readers: glued-kina.ts's label cues (a maker, a count, a plural after) and place-names.ts
 * TOWN_PROVINCE's post after the region, on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('hrev78\'s narrowings on hostile input', () => {
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'of Aa Bb, Cc Dd Region Ee ');
  itClassifiesRepeatedLinearly('Lusaka, Zambia Komatsu K5 Drawing K7 two K9 pupils loans you guarantee if we guarantee ');
});
