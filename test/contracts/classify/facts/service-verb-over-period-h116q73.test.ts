/**
 * Facts set 73's cause 2 (issue 18, h116q73), on sentences written for it: a thing that stands, stays, is placed or is
 * stationed in a place from a date to a date names the contract's period, as a thing kept there does (facts.ts
 * KEPT_IN_PLACE_FROM, h113q72's rule extended); a school's or an academic year named by its number from a date to a date is the enrolment's
 * span (facts.ts PERIOD_NOUN_FROM). Near misses: an order placed on a site, a lone date after "from", no place after the
 * verb, the year named after "from", a school year with no number (date-kinds.ts reads "year from <date>" as a start).
 */
import { describe, expect, it } from 'vitest';
import { dates } from '../facts-readers.js';

const HIVES = 'AGREEMENT ON THE PLACEMENT OF BEEHIVES';
const hiveParties = 'Green Valley Farm Ltd (the "Farm") and Olga Petrova (the "Beekeeper") agree as follows.';
const SCHOOL = 'ENROLMENT CONTRACT';
const schoolParties = 'Little Acorns Nursery Ltd (the "Nursery") and Jane Doe (the "Parent") agree as follows.';

describe('a thing standing or placed in a place over the period (cause 2)', () => {
  it('"stand in the orchard", "stays at the market", "are placed in the field", "will be stationed on the farm" from … to …: start and end', () => {
    for (const line of [
      'The hives stand in the orchard from 2 May 2047 to 4 June 2047; the Beekeeper moves them.',
      'The hive stays at the farm from 2 May 2047 until 4 June 2047.',
      'The hives are placed in the clover field from 2 May 2047 to 4 June 2047.',
      'The hives will be stationed on the farm from 2 May 2047 to 4 June 2047.',
      'The hives will stand in the orchard from 2 May 2047 to 4 June 2047.',
    ]) {
      expect(dates(HIVES, hiveParties, line)).toEqual({ effective: ['2047-05-02'], termination: ['2047-06-04'] });
    }
  });
  it('near misses: an order placed on a site, a lone date, no place after the verb', () => {
    expect(dates(HIVES, hiveParties, 'Orders are placed on the Farm\'s website from 2 May 2047 to 4 June 2047.')).toEqual({ effective: [], termination: [] });
    expect(dates(HIVES, hiveParties, 'The hives stand in the orchard from 2 May 2047.')).toEqual({ effective: [], termination: [] });
    expect(dates(HIVES, hiveParties, 'The hives are placed from 2 May 2047 to 4 June 2047 if the weather allows.')).toEqual({ effective: [], termination: [] });
  });
});

describe('a school year from … to … (cause 2)', () => {
  it('"during the school year 2047/2048, from … to …", "for the academic year 2047–48 from … until …": start and end', () => {
    expect(dates(SCHOOL, schoolParties, 'The Nursery receives the child in the morning group during the school year 2047/2048, from 15 September 2047 to 15 July 2048.')).toEqual({ effective: ['2047-09-15'], termination: ['2048-07-15'] });
    expect(dates(SCHOOL, schoolParties, 'The Nursery cares for the child for the academic year 2047–48 from 1 September 2047 until 30 June 2048.')).toEqual({ effective: ['2047-09-01'], termination: ['2048-06-30'] });
  });
  it('near misses: a school year with no number, the year after "from"', () => {
    expect(dates(SCHOOL, schoolParties, 'The fees rise each school year from 1 September 2047.')).toEqual({ effective: [], termination: [] });
    expect(dates(SCHOOL, schoolParties, 'The Parent may apply from 1 March 2047 to 31 May 2047 for a place in the next school year.')).toEqual({ effective: [], termination: [] });
  });
});
