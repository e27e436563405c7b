/**
 * A town the contract names once with its country and elsewhere alone after a preposition of place is a Location there
 * too (set 69's cause 6, h91at); inside a longer name, or in a contract that never names it with its country, it is not.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const locations = (...texts: string[]): string[][] =>
  classifyContract(elements(...texts)).elements.map((e, i) => e.attributes.filter((a) => a.type === 'Location').map((a) => texts[i].slice(a.begin, a.end)));

describe('a town named with its country, then alone (h91at)', () => {
  it('is a Location after a preposition of place', () => {
    expect(locations(
      'This grant agreement is made at Lelydorp, Suriname.',
      '4.2 The Grantee will present its findings at a public meeting in Lelydorp.',
      '4.3 Samples are flown from Lelydorp to the laboratory.',
    )).toEqual([['Lelydorp, Suriname'], ['Lelydorp'], ['Lelydorp']]);
  });
  it('not inside a longer name, nor where the contract never names it with its country', () => {
    expect(locations(
      'This grant agreement is made at Lelydorp, Suriname.',
      '4.2 Lunch is served at the Lelydorp Lodge.',
    )).toEqual([['Lelydorp, Suriname'], []]);
    expect(locations('4.2 The Grantee will present its findings at a public meeting in Lelydorp.')).toEqual([[]]);
  });
});
