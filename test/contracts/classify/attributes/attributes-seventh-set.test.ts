/** Attributes the seventh blind set showed (issue 18, h18h); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf, elements } from '../helpers.js';

/** The attributes of each element of a small contract, as `Type:text`. */
const attributesOfAll = (...texts: string[]): string[][] => {
  const got = classifyContract(elements(...texts));
  return got.elements.map((e, i) => e.attributes.map((a) => `${a.type}:${texts[a.element ?? i].slice(a.begin, a.end)}`));
};

describe('a party alias ending in "Company" is a role, not an organisation (h18h)', () => {
  it('(the "Handling Company") and "the Handling Company shall" are no Organization; the name in the preamble is', () => {
    expect(attributesOfAll('This Agreement is made between Skyline Air Ltd (the "Carrier") and Apron Services Limited (the "Handling Company").', 'The Handling Company shall load the baggage.'))
      .toEqual([['Organization:Skyline Air Ltd', 'Organization:Apron Services Limited'], []]);
  });

  it('without such an alias, a name ending in "Company" stays an Organization', () => {
    expect(attributesOf('The goods are insured with the Northern Assurance Company.')).toContain('Organization:Northern Assurance Company');
  });
});

describe('places of German and Gulf commerce (h18h)', () => {
  it('the Gulf states and Stuttgart are Locations', () => {
    expect(attributesOf('The Agent shall promote the Products in the United Arab Emirates and Oman from its office in Stuttgart.'))
      .toEqual(['Location:United Arab Emirates', 'Location:Oman', 'Location:Stuttgart']);
  });
});

describe('arbitral institutions and settlement houses (h18h)', () => {
  it('an arbitration centre, a clearing house and institutions by their initials are Organizations; a building "Centre" is not', () => {
    expectReads(attributesOf, [
      ['Disputes go to the Dubai International Arbitration Centre.', ['Organization:Dubai International Arbitration Centre']],
      ['Invoices are settled through the IATA Clearing House.', ['Organization:IATA Clearing House']],
      ['The arbitration is held under the LCIA Rules or the SIAC Rules.', ['Organization:LCIA', 'Organization:SIAC']],
      ['The Member may use the Business Centre at weekends.', []],
    ]);
  });
});
