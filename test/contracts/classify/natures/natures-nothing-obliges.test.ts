/**
 * "Nothing in this Agreement obliges X to … or Y to …" frees each party it names (C58, issue 18,
 * hcalls; sets 11, 29 and 38 label all three such sentences Disclaimer of the party named). Sentences written for these
 * tests, none of a set's. Near misses: "Nothing prevents X from …" stays X's Right (C51), "Nothing … limits X's
 * liability" stays untyped, a party after "and" that is no object of the frame keeps its own nature.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const after = (...sentences: string[]) => typesOf(PREAMBLE, ...sentences).slice(1).map((types) => [...types].sort());

describe('"Nothing … obliges X to …, or Y to …"', () => {
  it('gives each object of the frame its Disclaimer', () => {
    expect(after(
      'Nothing in this Agreement obligates Customer to purchase any minimum volume, or Supplier to accept any order.',
      'Nothing in this Agreement requires the Supplier to disclose its source code or the Customer to buy support.',
      'Nothing herein shall oblige the Customer to renew the Agreement nor the Supplier to extend its prices.',
    )).toEqual([
      ['Disclaimer/Customer', 'Disclaimer/Supplier'],
      ['Disclaimer/Customer', 'Disclaimer/Supplier'],
      ['Disclaimer/Customer', 'Disclaimer/Supplier'],
    ]);
  });
  it('gives each party of a list before the "to" its Disclaimer', () => {
    expect(after('Nothing in this Agreement obliges Customer or Supplier to renew it.')).toEqual([['Disclaimer/Customer', 'Disclaimer/Supplier']]);
  });
  it('keeps the forms with one object as before', () => {
    expect(after(
      'Nothing in this Agreement obliges the Customer to order any services from the Supplier.',
      'Nothing in this Agreement shall oblige either party to enter into any further agreement.',
    )).toEqual([['Disclaimer/Customer'], ['Disclaimer/Multiple Parties']]);
  });
});

describe('near misses', () => {
  it('"Nothing … prevents X from …" stays X\'s Right (C51)', () => {
    expect(after('Nothing in this Agreement prevents the Supplier from working for other clients.')).toEqual([['Right/Supplier']]);
  });
  it('"Nothing in this clause limits X\'s liability" stays untyped', () => {
    expect(after('Nothing in this clause limits the Supplier\'s liability for fraud.')).toEqual([[]]);
  });
  it('a party after "and" that is no object of the frame (no "to" right after it) keeps its own nature', () => {
    expect(after(
      'Nothing in this Agreement obliges the Customer to order services, and the Supplier shall keep capacity available.',
      'Nothing in this Agreement obliges the Customer to pay the Supplier or the Agent for idle time.',
    )).toEqual([['Disclaimer/Customer', 'Obligation/Supplier'], ['Disclaimer/Customer']]);
  });
});
