/**
 * Amendments and Order of Precedence said without its word: the cues of category-cues-amendments-and-precedence.ts,
 * from the tests of the rounds that wrote them (rounds 4; regrouped by category by h28cues, issue 18: same sentences,
 * same assertions). `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of
 * categories.ts. Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';


// Round 4 (h24cat4).
describe('Amendments: a booking moved to another date', () => {
  it('a booking moved to another date', () => {
    expect(cued('The Guest may change the booking to a later date by writing to the hotel.', 'Amendments')).toBe(true);
  });
});

describe('Order of Precedence: the one authentic language version', () => {
  it('the one authentic language version', () => {
    expectEach((t) => cued(t, 'Order of Precedence'), ['The Spanish version of this agreement alone is authentic.',
      'The English text shall be the authoritative one.',
    ], true);
  });
});
