/**
 * Privacy said without its word: the cues of category-cues-privacy.ts, from the tests of the rounds that wrote them
 * (rounds 3, 5; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads the file's
 * own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for these tests,
 * not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { PRIVACY_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-privacy.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued, cuedAll } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(PRIVACY_CUES, category);

// Round 3 (h24rec).
describe('Privacy: details sold, photographs of people posted', () => {
  it('reads them; photographs of a place are not it', () => {
    expect(cuedAll('Privacy', [
      'We will never sell your contact details to advertisers.',
      'Staff must not share photographs of the pupils online.',
      'The Crew must not post photographs of the film set online.',
    ])).toEqual([true, true, false]);
  });
});

// Round 5 (h25cat5).
describe('Privacy: people\'s names with their details', () => {
  it('people\'s names used or disclosed', () => {
    expectEach((t) => cued(t, 'Privacy'), ['The Club will keep the names and home addresses of the volunteers only for the season.',
      'The League shall not disclose the names or ages of the players to anyone.',
    ], true);
    expect(round('Privacy')('The Agency shall send the names of its guests for each room.')).toBe(false);
  });
});
