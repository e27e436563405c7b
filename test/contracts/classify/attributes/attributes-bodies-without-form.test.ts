/**
 * Organisations with no legal form (issue 18, h21attr2), each rule with sentences written for the test: a name signing
 * "By:" through an officer, a statutory commissioner and a public registry as heads, a head's own possessive, and an
 * "of" tail that is the body's address.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('a name that signs "By:" an officer is a body', () => {
  it('in capitals or in title case, legal form or not', () => {
    expect(attributesOf('MARSHFIELD COMMUNITY ARTS TRUST By: Priya Nandakumar, Chair'))
      .toEqual(['Organization:MARSHFIELD COMMUNITY ARTS TRUST', 'Person:Priya Nandakumar']);
    expect(attributesOf('Harlow Rowing Club By: Tobias Grant, Secretary')).toEqual(['Organization:Harlow Rowing Club', 'Person:Tobias Grant']);
  });
  it('a party\'s role before "By:" is no name', () => {
    expect(attributesOf('LICENSEE By: Tobias Grant')).toEqual(['Person:Tobias Grant']);
  });
  it('a company keeps its legal form', () => {
    expect(attributesOf('NORTHBANK FERRIES, LLC By: Ada Quigley, President'))
      .toEqual(['Organization:NORTHBANK FERRIES, LLC', 'Person:Ada Quigley']);
  });
});

describe('a commissioner or a registry with its qualifiers heads a body', () => {
  it('"Small Business Commissioner", "Information Commissioner\'s Office", "HM Land Registry"', () => {
    expect(attributesOf('Either party may refer the dispute to the Victorian Small Business Commissioner.'))
      .toEqual(['Organization:Victorian Small Business Commissioner']);
    expect(attributesOf('A breach is reported to the Information Commissioner\'s Office by the controller.'))
      .toEqual(['Organization:Information Commissioner\'s Office']);
    expect(attributesOf('The title is registered at HM Land Registry.')).toEqual(['Organization:HM Land Registry']);
  });
  it('alone, or a commissioner of something with no qualifier, is a post', () => {
    expectReads(attributesOf, [
      ['The Commissioner may extend the deadline.', []],
      ['Appeals go to the Commissioner of the League.', []],
      ['The Registry keeps the list of members.', []],
    ]);
  });
});

describe('an "of" tail naming a building or a street is the body\'s address', () => {
  it('"… District Council of Market Hall, …" names the council alone', () => {
    expect(attributesOf('This deed is made between Ashcombe District Council of Guild Hall, High Street and the Tenant.'))
      .toEqual(['Organization:Ashcombe District Council']);
  });
  it('a tail with no comma after it, or naming no building, stays in the name', () => {
    expect(attributesOf('Payment is made through the Bank of England.')).toEqual(['Organization:Bank of England']);
    expect(attributesOf('The Department of Trade and Industry, as regulator, decides.')).toEqual(['Organization:Department of Trade and Industry']);
  });
});
