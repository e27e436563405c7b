/**
 * A party without an alias is a party by its name (issue 18, h64bind): a clause naming a primary party the contract
 * gives no alias binds it under its name as first written, in capitals too; the aliased party's clauses keep its alias.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const ORDER = ['Tisza Works Kft.', 'PURCHASE ORDER', 'Supplier: Duna Valves Zrt., 1117 Budapest, Irinyi utca 2.'];

describe('a primary party without an alias binds its clauses by its name (h64bind)', () => {
  it('an order\'s issuer named only on its letterhead', () => {
    expect(typesOf(...ORDER, 'Tisza Works Kft. shall pay within 30 days.', 'TISZA WORKS KFT. may cancel this order.', 'The Supplier shall deliver the valves.').slice(3))
      .toEqual([['Obligation/Tisza Works Kft.'], ['Right/Tisza Works Kft.'], ['Obligation/Supplier']]);
  });
  it('near misses: a body the order only mentions binds nothing; "each party" stays Multiple Parties', () => {
    expect(typesOf(...ORDER, 'Harbour Freight Ltd shall carry the valves.', 'Each party shall keep the prices confidential.').slice(3))
      .toEqual([[], ['Obligation/Multiple Parties']]);
  });
});
