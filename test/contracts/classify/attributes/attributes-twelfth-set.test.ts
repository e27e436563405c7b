/** Attributes the twelfth blind set showed (issue 18, h18e12); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('signatories of other forms (h18e12)', () => {
  it('the Chinese form\'s "Authorised representative:" names the signatory, in either spelling and in capitals', () => {
    expect(attributesOf('Authorised representative: Li Jianguo')).toEqual(['Person:Li Jianguo']);
    expect(attributesOf('Authorized Representative: MARGARET OYELARAN')).toEqual(['Person:MARGARET OYELARAN']);
  });
  it('"SIGNED by" in capitals, the name in capitals, before its post', () => {
    expect(attributesOf('SIGNED by CHAN TAI MAN, director, for and on behalf of HARBOUR LIGHT LIMITED'))
      .toEqual(['Person:CHAN TAI MAN', 'Organization:HARBOUR LIGHT LIMITED']);
  });
  it('a post after the label is no name', () => {
    expect(attributesOf('Authorised representative: the Director')).toEqual([]);
  });
});

describe('places of Chinese and offshore drafting (h18e12)', () => {
  it('Chinese commercial cities, Macau and "the PRC" are places', () => {
    expect(attributesOf('The Seller shall deliver the line to Suzhou and install it within the territory of the PRC.')).toEqual(['Location:Suzhou', 'Location:PRC']);
    expect(attributesOf('The Vendor shall not compete in Hong Kong or Macau.')).toEqual(['Location:Hong Kong', 'Location:Macau']);
  });
  it('offshore territories a holding company is incorporated in are places', () => {
    expect(attributesOf('Jadeite Holdings Limited is a company incorporated in the British Virgin Islands.'))
      .toEqual(['Organization:Jadeite Holdings Limited', 'Location:British Virgin Islands']);
  });
});
