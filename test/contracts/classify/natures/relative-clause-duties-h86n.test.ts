/**
 * Issue 18, h86n. A relative clause after a comma on a party ("the Quarry, which repairs them") states that party's
 * present-tense duty (C34); a relative clause whose subject is a party ("…, which the Haulier invoices") does not (the
 * held-out sets label it none five times in six), nor a stative verb or a condition. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Haulage Agreement is made between Fenwick Quarries Ltd (the "Quarry") and Dunmore Transport Ltd (the "Haulier").';
const typesAfter = (...sentences: string[]) => typesOf(PREAMBLE, ...sentences).slice(1);

describe('a relative clause after a comma on a party', () => {
  it('is the party\'s Obligation', () => {
    expect(typesAfter(
      '1. Damaged tarpaulins stay at the yard of the Quarry, which repairs them before the next season.',
      '2. Spare trailers are parked with the Haulier, which insures them against theft.',
    )).toEqual([['Obligation/Quarry'], ['Obligation/Haulier']]);
  });
  it('near misses: the party as the subject of the relative clause, a stative verb, a condition', () => {
    expect(typesAfter(
      '3. The rate per tonne excludes fuel surcharges, which the Haulier invoices monthly.',
      '4. The weighbridge belongs to the Quarry, which owns the land beneath it.',
      '5. Where a load is sent on to the Quarry, which reweighs it, the rate is the same.',
    )).toEqual([[], [], []]);
  });
});
