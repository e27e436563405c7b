/**
 * C315 (3), issue 18, h122mendL (review82 #12): "either/neither/each of them" after a count in a clause joined by a comma
 * alone is the things just counted ("The Owner keeps two dogs at the camp, either of them may bark at night"), unless
 * that clause opens the sentence with a preposition or a joining word ("Within ten days, …", "If … 40 animals, …").
 * Sentences written for these tests; sets 1–96's 6 such sentences with a modal are still read.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const last = (types: string[][]) => types[types.length - 1];
const HERD = 'This Herding Agreement is made between Tuya Bold ("Owner") and Nomin Dash ("Herder").';

describe('a count in a clause joined by a comma alone (review82 #12)', () => {
  it.each([
    'The Owner keeps two dogs at the camp, either of them may bark at night.',
    'The Herder brings three horses, each of them must be shod by May.',
    'The camp has 4 wells, neither of them may run dry.',
  ])('the things counted, no party: %s', (text) => {
    expect(last(typesOf(HERD, text))).toEqual([]);
  });
  it.each([
    ['Within ten days, either of them may end this agreement.', ['Right/Multiple Parties']],
    ['After two seasons either of them may end this agreement.', ['Right/Multiple Parties']],
    ['If the herd falls below 40 animals, neither of them may sell a sow.', ['Exclusion/Multiple Parties']],
    ['If the governor cannot settle it within 14 days, either of them may bring it before the court.', ['Right/Multiple Parties']],
    ['Either of them may end this agreement with ten days\' notice if the other breaks it.', ['Right/Multiple Parties']],
  ])('near miss, the parties: %s', (text, want) => {
    expect(last(typesOf(HERD, text))).toEqual(want);
  });
  itClassifiesRepeatedLinearly('keeps two dogs at the camp, either of them may ');
  itClassifiesRepeatedLinearly('the Owner keeps two dogs two dogs two ');
});
