/**
 * Asset Use for time at the other party's premises booked or counted and for goods kept in its cold stores
 * (category-cues-premises-booked.ts, issue 18, h67c54). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PREMISES_BOOKED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-premises-booked.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

const PARTIES = 'This Membership Agreement is made between Acme Kitchens LLC ("we") and the member ("you").';
const cued = cuedBy(PREMISES_BOOKED_STRONG_CUES);

describe('categories: premises booked, hours at them, goods in the other\'s cold store (Asset Use)', () => {
  it('kitchen time booked, a workshop booked, food kept in our freezers', () => {
    const got = categoriesOf(
      PARTIES,
      'You must book kitchen time through our website at least two days in advance.',
      'You must book the workshop at least one day ahead.',
      'Label and date all food you keep in our coolers and freezers.',
    );
    expect(got.slice(1).map((c) => c.includes('Asset Use'))).toEqual([true, true, true]);
    expect(got[3]).toEqual(['Asset Use']);
  });
});

describe('categories: near misses of premises booked', () => {
  it('the cost of studio time, kitchen hours let to another, goods in its own freezers, a flight booked', () => {
    expect(cued('You may not let anyone else use your kitchen hours.')).toBe(false);
    expect(cued('The Company shall reimburse the cost of studio time for the recording.')).toBe(false);
    expect(cued('The Supplier shall store the Products in its own freezers at minus 18 degrees.')).toBe(false);
    expect(cued('The Agency shall book the flights for the crew.')).toBe(false);
    const got = categoriesOf(PARTIES, 'The Company shall reimburse the cost of studio time for the recording.');
    expect(got[1]).not.toContain('Asset Use');
  });
});
