/**
 * Scope of Work of the work's bounds said without "scope" (issue 18, h94cat, set 72's cause 4;
 * category-cues-work-bounds.ts): an appointment (non-)exclusive, a radius clause, a competitor barred, services not
 * listed. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { WORK_BOUNDS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-work-bounds.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';

const HALL = { preamble: 'This agreement is made between Harbour Hall Ltd (the "Venue") and Kestrel Music Ltd (the "Band").' };

describe("the work's bounds said without their word (h94cat)", () => {
  const bound = cuedBy(WORK_BOUNDS_STRONG_CUES, 'Scope of Work');

  it('reads exclusivity stated, a radius clause, a competitor barred and services not listed', () => {
    expectEach(bound, [
      'The appointment is non-exclusive, and the Venue may book other bands for the same season.',
      'The engagement is exclusive for the summer season.',
      'The Band shall not perform in public within 50 km of the venue for 30 days before the concert.',
      'The Band shall not play at any other hall in the city within 30 days before the concert.',
      'The Venue shall not let any other part of the hall to a competing promoter during this agreement.',
      'Any service not listed in clause 3 is charged at the rates in Schedule 2.',
      'Works that are not described in the Schedule are extra works.',
    ], true);
  });

  it('not sums exclusive of VAT, a business sold to a competitor, a radius that allows, nor services listed', () => {
    expectEach(bound, [
      'All sums payable under this agreement are exclusive of VAT.',
      'The Venue shall not sell the hall to a competitor of the Band.',
      'The fee includes travel within 50 km of the venue.',
      'The services listed in clause 3 are charged at the rates in Schedule 2.',
    ], false);
  });

  it('classifies such sentences as Scope of Work, beside their price', () => {
    expectCategories([
      ['The appointment is non-exclusive, and the Venue may book other bands for the same season.', ['Scope of Work']],
      ['The Band shall not perform in public within 50 km of the venue for 30 days before the concert.', ['Scope of Work']],
      ['Any service not listed in clause 3 is charged at the rates in Schedule 2.', ['Pricing & Taxes', 'Scope of Work']],
    ], HALL);
  });
});
