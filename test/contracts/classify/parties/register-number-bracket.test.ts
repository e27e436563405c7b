import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** The party of each type label of the last element. */
const typesOfLast = (...texts: string[]) => classifyContract(elements(...texts)).elements[texts.length - 1].types.map((t) => `${t.label.nature}/${t.label.party}`);

// h67slot: a register number in brackets is an identifier, not an alias; the slot reads over it to the role bracket.
describe('a register number in brackets before a slot\'s unquoted role bracket (h67slot)', () => {
  const parties = 'PARTIES: (1) Ardmore Boatworks Limited, a company incorporated in Scotland (registered number SC100200), whose registered office is at Oban (the Builder); and (2) Loch Creran Charters Limited, a company incorporated in Scotland (registered number SC200300), whose registered office is at Appin (the Owner).';
  it('"(registered number SC…)" inside the description: the first party keeps its role', () => {
    expect(typesOfLast(parties, '1.1 The Builder must paint the hull.')).toEqual(['Obligation/Builder']);
    expect(typesOfLast(parties, '1.2 The Owner must pay the price.')).toEqual(['Obligation/Owner']);
  });
  it('"(company number …)" and "(company no. …)" right after the name or in the description', () => {
    const text = 'This agreement is made between Fernhill Joinery Limited, a company incorporated in England (company number 01234567), whose registered office is at Leeds (the Maker); and Wharfedale Homes Limited (company no. 07654321), of York (the Developer).';
    expect(typesOfLast(text, 'The Maker must fit the doors.')).toEqual(['Obligation/Maker']);
    expect(typesOfLast(text, 'The Developer must pay the price.')).toEqual(['Obligation/Developer']);
  });
  it('"(KRS …)", "(RCS …)" and "(CIN …)" are register numbers too', () => {
    const text = 'This agreement is made between Wisla Stolarka Sp. z o.o., a company registered in Krakow (KRS 0000123456), whose seat is in Krakow (the Maker) and Moselle Bois SARL, a company registered in Metz (RCS Metz B 123 456 789), whose office is in Metz (the Developer).';
    expect(typesOfLast(text, 'The Maker must fit the doors.')).toEqual(['Obligation/Maker']);
    const indian = 'This agreement is made between Deccan Looms Private Limited, a company incorporated in India (CIN U17110TG2010PTC012345), having its office at Hyderabad (the Weaver) and Konkan Retail Limited, a company having its office at Pune (the Retailer).';
    expect(typesOfLast(indian, 'The Weaver must dye the cloth.')).toEqual(['Obligation/Weaver']);
  });
  it('without the register brackets the roles read as before', () => {
    const plain = 'PARTIES: (1) Ardmore Boatworks Limited, a company incorporated in Scotland, whose registered office is at Oban (the Builder); and (2) Loch Creran Charters Limited, a company incorporated in Scotland, whose registered office is at Appin (the Owner).';
    expect(typesOfLast(plain, '1.1 The Builder must paint the hull.')).toEqual(['Obligation/Builder']);
  });
});

describe('brackets in a description that are no register number (near misses, h67slot)', () => {
  it('a bracket of other words inside the description still stops the bare alias reading', () => {
    // "(formerly Ardmore Yachts Limited)" is no identifier: the unquoted bracket after it is not reached, as before.
    const text = 'PARTIES: (1) Ardmore Boatworks Limited, a company incorporated in Scotland (formerly Ardmore Yachts Limited), whose registered office is at Oban (the Builder); and (2) Loch Creran Charters Limited, a company incorporated in Scotland, whose registered office is at Appin (the Owner).';
    expect(typesOfLast(text, '1.1 The Builder must paint the hull.')).toEqual([]);
  });
});
