/**
 * A US county, city or town that is a party (issue 18, h48attr; county-parties.ts): the preamble's appositive "Aa County,
 * a political subdivision of the State of Bb" names the county an Organization and the state a Location (the polity is
 * not the one acting through its board), and the signing block's heading in capitals "AA COUNTY, BB" names the two so
 * too. Sentences written for the rule, none from the sets.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a county named by its appositive in the preamble', () => {
  it('the county is an Organization, the state it is a subdivision of a Location, though the county acts through a board', () => {
    expect(attributesOf('This lease is made between Dunmore County, a political subdivision of the State of Nevada, acting through its Board of Supervisors, and Acme Foods, LLC.'))
      .toEqual(['Organization:Dunmore County', 'Location:State of Nevada', 'Organization:Board of Supervisors', 'Organization:Acme Foods, LLC']);
  });
  it('"a municipal corporation" and "a body politic" name a city or a town so', () => {
    expect(attributesOf('Ashvale City, a municipal corporation, shall pay the Contractor monthly.')).toContain('Organization:Ashvale City');
    expect(attributesOf('The lessor is Penrock Town, a body politic and corporate.')).toContain('Organization:Penrock Town');
  });
  it('without the appositive, or with a sentence\'s opening word, no county is read; a state acting through its department stays the party', () => {
    expect(attributesOf('The supplies go to Dunmore County every week.')).not.toContain('Organization:Dunmore County');
    expect(attributesOf('Between The County, a political subdivision, and Acme.')).toEqual([]);
    expect(attributesOf('The State of Nevada, acting through its Department of Transportation, shall pay the Contractor.'))
      .toContain('Organization:State of Nevada');
  });
});

describe('a county or a city and its state heading a signing block in capitals', () => {
  it('"AA COUNTY, BB" and "CITY OF AA, BB": the body an Organization, the state a Location, a "By:" line after', () => {
    expect(attributesOf('DUNMORE COUNTY, NEVADA')).toEqual(['Organization:DUNMORE COUNTY', 'Location:NEVADA']);
    expect(attributesOf('TOWN OF ASHVALE, KANSAS')).toEqual(['Organization:TOWN OF ASHVALE', 'Location:KANSAS']);
    // The board the signer chairs is the county's own organ, named as the office's, no body of its own (as "Chairman of
    // the Board of Directors"; h59f35 read the office before a comma so too).
    expect(attributesOf('DUNMORE COUNTY, NEVADA By: ______ Chair, Board of Supervisors'))
      .toEqual(['Organization:DUNMORE COUNTY', 'Location:NEVADA']);
  });
  it('a heading whose second part is no state, or that goes on into a sentence, names no county', () => {
    expect(attributesOf('DUNMORE COUNTY, ACME')).toEqual([]);
    expect(attributesOf('PAYMENT TERMS, NEVADA')).not.toContain('Organization:PAYMENT TERMS');
    expect(attributesOf('DUNMORE COUNTY, NEVADA shall maintain the road.')).not.toContain('Organization:DUNMORE COUNTY');
  });
});
