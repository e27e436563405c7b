/**
 * A party without an alias is a party by its name (issue 18, h64bind): a clause naming a primary party the contract
 * gives no alias binds it under its name as first written, in capitals too; the aliased party's clauses keep its alias.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

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

const primaries = (...items: string[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => p.party);
const NEITHER = 'This Maintenance Agreement is made between Bramley Estates Ltd, a company registered in England, and Kestrel Telecom plc, a company registered in Scotland.';

describe('a company a preamble slot opens without an alias is a Primary party (h64bind)', () => {
  it('neither party aliased: each clause binds the party it names, by name, in capitals too', () => {
    expect(primaries(NEITHER)).toEqual(['BRAMLEY ESTATES', 'KESTREL TELECOM']);
    expect(typesOf(NEITHER, 'Bramley Estates Ltd shall repair the roof.', 'Kestrel Telecom plc shall pay the rent.', 'BRAMLEY ESTATES LTD may terminate this Agreement.').slice(1))
      .toEqual([['Obligation/Bramley Estates Ltd'], ['Obligation/Kestrel Telecom plc'], ['Right/Bramley Estates Ltd']]);
  });
  it('"each party" and "the parties" stay Multiple Parties', () => {
    expect(typesOf(NEITHER, 'Each party shall keep the terms confidential.', 'The parties shall meet every month.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('numbered entries "(1)", "(2)" open slots too', () => {
    expect(primaries('This Deed is dated 4 May 2027 and made between (1) Hollin Mill Ltd of 3 Canal Street, Leeds and (2) Ouseburn Dyes Limited of 9 Quay Road, Hull.'))
      .toEqual(['HOLLIN MILL', 'OUSEBURN DYES']);
  });
  it('near misses: a body the description names, and a company a clause names, are no Primary party', () => {
    const preamble = 'This Agreement is made between Bramley Estates Ltd, a company authorised by the Financial Conduct Authority, and Kestrel Telecom plc (the "Operator").';
    expect(primaries(preamble, 'The Operator shall notify Harbour Insurance Ltd of any claim.')).not.toContain('FINANCIAL CONDUCT AUTHORITY');
    expect(primaries(preamble, 'The Operator shall notify Harbour Insurance Ltd of any claim.')).not.toContain('HARBOUR INSURANCE');
    expect(typesOf(preamble, 'Harbour Insurance Ltd shall pay the claims.').slice(1)).toEqual([[]]);
  });
});
