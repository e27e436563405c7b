/**
 * A count's own adjective between it and its unit stays in the Duration (issue 18, h60attr; numbers/durations.ts,
 * QUALIFIER): "one further year", "three extra days", "two bank working days", "four (4) full calendar months", "ten
 * running days", "ten (10) School Days", as "calendar" and "working" already were. Sentences written for these tests,
 * not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a count of time with its own adjective (h60attr)', () => {
  it('further, additional, extra, full, clear, running, successive, school, bank: one Duration with the count', () => {
    expectReads(attributesOf, [
      ['The Council may extend the licence by one further year.', ['Duration:one further year']],
      ['The Hirer may keep the marquee for up to two extra days.', ['Duration:up to two extra days']],
      ['The Lessee may stay for three additional days at the same rate.', ['Duration:three additional days']],
      ['Rent for the first three (3) full calendar months is waived.', ['Duration:three (3) full calendar months']],
      ['The Broker shall transfer the proceeds within four bank working days.', ['Duration:within four bank working days']],
      ['Demurrage runs after seven running days.', ['Duration:seven running days']],
      ['The Trust shall give the Operator at least five (5) School Days\' notice of a closure.', ['Duration:at least five (5) School Days']],
      ['The Landlord must give the Tenant two clear days\' notice before an inspection.', ['Duration:two clear days']],
      ['The Contractor may pause the works for up to 4 successive weeks.', ['Duration:up to 4 successive weeks']],
    ]);
  });

  it('the adjective alone, with no count or no unit after it, makes no Duration', () => {
    expect(attributesOf('The further days of the fair are open to the public.')).toEqual([]);
    expect(attributesOf('The Buyer may order two extra pallets.')).toEqual(['Number:two']);
  });

  it('two adjectives before a capitalised period count a defined period: the Number alone, as before', () => {
    expect(attributesOf('The lease runs for twelve full Lease Years.')).toEqual(['Number:twelve']);
    expect(attributesOf('The Operator may extend the concession by one further Contract Year.')).toEqual(['Number:one']);
  });

  it('a year\'s name before a kind of year is no count of years', () => {
    expect(attributesOf('Fees for the 2028 school year are fixed.')).toEqual(['Number:2028']);
  });
});
