/**
 * Equipment checked before each use, trip or dive is Safety and Security (category-cues-physical-safety.ts), and a title
 * whose "and" joins the places or times of one subject names that subject alone (category-titles.ts' isSharedTitle;
 * issue 18, h86c). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { isSharedTitle } from '../../../../src/contracts/classify/categories/category-titles.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { clauseCategories } from '../helpers.js';

const safety = cuedBy(PHYSICAL_SAFETY_CUES, 'Safety and Security');

describe('categories: equipment checked before each use (Safety and Security, h86c)', () => {
  it('the check before each trip, climb or use', () => {
    expectEach(safety, [
      'Our crew checks every lifejacket, flare and radio before each trip.',
      'The Instructor shall test the harnesses and ropes before every climb.',
      'The Operator inspects the ride before each use.',
    ], true);
  });

  it('a check at another time, or of a thing delivered, is not this cue', () => {
    expectEach(safety, [
      'The Buyer checks each delivery before payment.',
      'The Club checks the membership list before each season.',
    ], false);
  });

  it('gives the clause its Safety and Security', () => {
    expect(clauseCategories('Our crew checks every regulator, mask and fin before each dive.')).toEqual(['Safety and Security']);
  });
});

describe('categories: a title joining the places of one subject (h86c)', () => {
  it('is not shared', () => {
    expect(isSharedTitle('5. Safety on the boat and in the water', ['Safety and Security'])).toBe(false);
    expect(isSharedTitle('Conduct at the venue and during the event', [])).toBe(false);
  });

  it('a title listing subjects still is', () => {
    expect(isSharedTitle('Record Keeping, Audit Rights and Regulatory Assistance', ['Audits'])).toBe(true);
    expect(isSharedTitle('Governance and Dispute Resolution', ['Dispute Resolution'])).toBe(true);
    expect(isSharedTitle('Insurance and Indemnity', ['Insurance', 'Indemnification'])).toBe(true);
  });

  it('lends its one subject to a clause under it', () => {
    expect(clauseCategories('Each rider must carry a whistle and a torch, which we lend if you have none.', { title: '4. Safety on the trail and at the camp' })).toContain('Safety and Security');
  });
});
