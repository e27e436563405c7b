/**
 * A cost "borne by A and B in equal shares" is each party's Obligation (issue 18, hcalls; the lead's call on set 46:
 * set 12's one such sentence is labelled so, set 46's Both Parties reading is not followed). Sentences written for these
 * tests; this fixes the reading parley already gives.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const after = (...sentences: string[]) => typesOf(PREAMBLE, ...sentences).slice(1);

describe('a cost borne by both parties in equal shares', () => {
  it('is the Obligation of each party named, not one of Multiple Parties', () => {
    expect(after(
      'The stamp duty on this Agreement shall be borne by the Customer and the Supplier in equal shares.',
      'The costs of the expert shall be borne by Customer and Supplier equally.',
    )).toEqual([['Obligation/Customer', 'Obligation/Supplier'], ['Obligation/Customer', 'Obligation/Supplier']]);
  });
  it('a cost borne by one party stays that party\'s Obligation', () => {
    expect(after('The costs of the audit shall be borne by the Customer.')).toEqual([['Obligation/Customer']]);
  });
});
