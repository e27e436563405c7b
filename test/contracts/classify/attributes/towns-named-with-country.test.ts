/**
 * A town the contract names once with its country and elsewhere alone after a preposition of place is a Location there
 * too (set 69's cause 6, h91at); inside a longer name, or in a contract that never names it with its country, it is not.
 * Brownsweg, a Surinamese village the gazetteer leaves out, stands for any town it does not know (Lelydorp, the
 * first example, joined the gazetteer's towns in h97t74).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const locations = (...texts: string[]): string[][] =>
  classifyContract(elements(...texts)).elements.map((e, i) => e.attributes.filter((a) => a.type === 'Location').map((a) => texts[i].slice(a.begin, a.end)));

describe('a town named with its country, then alone (h91at)', () => {
  it('is a Location after a preposition of place', () => {
    expect(locations(
      'This grant agreement is made at Brownsweg, Suriname.',
      '4.2 The Grantee will present its findings at a public meeting in Brownsweg.',
      '4.3 Samples are flown from Brownsweg to the laboratory.',
    )).toEqual([['Brownsweg, Suriname'], ['Brownsweg'], ['Brownsweg']]);
  });
  it('not inside a longer name, nor where the contract never names it with its country', () => {
    expect(locations(
      'This grant agreement is made at Brownsweg, Suriname.',
      '4.2 Lunch is served at the Brownsweg Lodge.',
    )).toEqual([['Brownsweg, Suriname'], []]);
    // Read by its shape after "in" since session 81 (C314), not by the country the contract never names with it.
    expect(locations('4.2 The Grantee will present its findings at a public meeting in Brownsweg.')).toEqual([['Brownsweg']]);
  });
});
