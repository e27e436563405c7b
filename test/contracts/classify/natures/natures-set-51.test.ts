/**
 * Set 51's natures (issue 18, h55n51), with sentences written for these tests (none of the set's): an engagement "on an
 * exclusive basis" or "as its sole …" confers the exclusivity on the engaged party, its Right, as an exclusive
 * appointment is (C36; natures/object-natures.ts, ENGAGED_EXCLUSIVELY); a bare engagement stays untyped (sets 19, 29).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...items: string[]) => typesOf(...preamble, ...items).slice(preamble.length);
const SEARCH = ['This Agreement is made between Northwind Foods Ltd ("Client") and Harper Search Inc. ("Recruiter").'];

describe('an engagement that makes the engaged party the only one (object-natures.ts, ENGAGED_EXCLUSIVELY)', () => {
  it('is the engaged party\'s Right', () => {
    expect(after(SEARCH,
      'Client engages Recruiter on an exclusive basis to find candidates for the role of Head of Sales.',
      'Client hereby engages Recruiter as its sole search firm for the role.',
      'Client engages Recruiter exclusively to fill the role.'))
      .toEqual([['Right/Recruiter'], ['Right/Recruiter'], ['Right/Recruiter']]);
  });
  it('leaves a bare engagement untyped, and reads a modal or a condition as before', () => {
    expect(after(SEARCH,
      'Client engages Recruiter to find candidates for the role of Head of Sales.',
      'If Client engages Recruiter on an exclusive basis, the fee is 30% of salary.'))
      .toEqual([[], []]);
    expect(after(SEARCH, 'Client may engage another recruiter on an exclusive basis after the Term.')).toEqual([['Right/Client']]);
  });
});

describe('an exclusive engagement denied, or a sole party answerable (object-natures.ts, NO_ENGAGEMENT_BEFORE; issue 18, hrev40)', () => {
  it('gives the engaged party no Right', () => {
    expect(after(SEARCH,
      'Nothing in this Agreement engages Recruiter exclusively.',
      'No term of this letter engages Recruiter on an exclusive basis.',
      'Client engages Recruiter as the sole firm responsible for checking references.'))
      .toEqual([[], [], []]);
  });
  it('still reads the exclusive engagement after a negation in another clause', () => {
    expect(after(SEARCH, 'If no candidate is found, Client engages Recruiter exclusively for a second search.'))
      .toEqual([['Right/Recruiter']]);
  });
});
