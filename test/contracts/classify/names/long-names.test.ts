/**
 * Long organisation names (issue 18, h18u): a head with an "of"/"for" tail joined by "of", "for", "and", "the"; a
 * legal form of several words with a comma between them; "Administration" heads a body, not a heading or an activity.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const names = (text: string) => findNames(text).map((n) => `${n.type}:${text.slice(n.begin, n.end)}`);

describe('long organisation names', () => {
  it.each([
    ['registered with the Department of Economy and Tourism in Dubai', 'Organization:Department of Economy and Tourism'],
    ['the standards of the Emirates Authority for Standardization and Metrology.', 'Organization:Emirates Authority for Standardization and Metrology'],
    ['operators certified by the National Commission for the Certification of Crane Operators to operate it.', 'Organization:National Commission for the Certification of Crane Operators'],
    ['approved by the Ministry of Trade and Industry of the Republic of Kenya.', 'Organization:Ministry of Trade and Industry of the Republic of Kenya'],
    ['between Kimura Trading Co., Ltd. of Tokyo', 'Organization:Kimura Trading Co., Ltd.'],
    ['inspections by the U.S. Food and Drug Administration.', 'Organization:U.S. Food and Drug Administration'],
    ['authority from the Federal Motor Carrier Safety Administration under', 'Organization:Federal Motor Carrier Safety Administration'],
  ])('%s', (text, expected) => {
    expect(names(text)).toContain(expected);
  });

  it('after "and" a party\'s role or "The" ends the tail; "Company" after a comma is no legal form', () => {
    expect(names('approved by the Bank of England and Customer shall pay')).toEqual(['Organization:Bank of England']);
    expect(names('regulated by the Bank of England and The Supplier shall')).toEqual(['Organization:Bank of England']);
    expect(names('Acme Ltd, Company shall pay')).toEqual(['Organization:Acme Ltd']);
  });

  it('a body\'s whole name, "and", then a company with its own legal form: two names (h18w)', () => {
    expect(names('This Agreement is made between The Department of Health and Northwind Traders Ltd for the supply of meals'))
      .toEqual(['Organization:Department of Health', 'Organization:Northwind Traders Ltd']);
    expect(names('signed by the Ministry of Trade and Industry and Kestrel Logistics GmbH today'))
      .toEqual(['Organization:Ministry of Trade and Industry', 'Organization:Kestrel Logistics GmbH']);
    expect(names('between Harbour Bank and Quayside Holdings LLC'))
      .toEqual(['Organization:Harbour Bank', 'Organization:Quayside Holdings LLC']);
    // No body on the left, or one whose name ends on an adjective: one company.
    expect(names('supplied by Marks and Spencer plc to')).toEqual(['Organization:Marks and Spencer plc']);
    expect(names('standards of the Institute of Electrical and Electronics Engineers, Inc. apply'))
      .toEqual(['Organization:Institute of Electrical and Electronics Engineers, Inc.']);
  });

  it('"Administration" with fewer than two qualifiers, or as a heading, names no body', () => {
    expect(names('12. Contract Administration. The Contractor shall keep records.')).toEqual([]);
    expect(names('the Contract Administration procedures apply')).toEqual([]);
    expect(names('7. Project and Contract Administration')).toEqual([]);
    expect(names('Project and Contract Administration: The Contractor shall')).toEqual([]);
  });
});

describe('places of several words (issue 18, h18u)', () => {
  it.each([
    ['handling at Manchester Airport for the Carrier', ['Location:Manchester Airport']],
    ['any business within fifty miles of Bend, Oregon.', ['Location:Bend, Oregon']],
    ['Brauwerk AG of Stuttgart, Germany', ['Organization:Brauwerk AG', 'Location:Stuttgart, Germany']],
    ['governed by the law of England and Wales', ['Location:England', 'Location:Wales']],
    ['the laws of the Hong Kong Special Administrative Region.', ['Location:Hong Kong Special Administrative Region']],
    ['shipped from Tulsa, Oklahoma', ['Location:Tulsa, Oklahoma']],
    // A state after "of" is the polity, not a town: "New York, New York" is not read as one town here.
    ['the laws of the State of New York, New York', ['Location:State of New York', 'Location:New York']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });
});

describe('"The" of a registered name (issue 18, h18w)', () => {
  it('capitalised mid-sentence before a name that ends in a legal form, "The" is part of the name', () => {
    expect(names('This Agreement is made between The Granary Hall LLC and Riverside Rotary Club.')).toEqual(['Organization:The Granary Hall LLC']);
    expect(names('goods supplied by The Copper Kettle Company Limited, whose office')).toEqual(['Organization:The Copper Kettle Company Limited']);
  });
  it('at a sentence\'s start, in capitals, as "the", or before a body split off a company, "The" is dropped', () => {
    expect(names('The Granary Hall LLC shall provide the venue.')).toEqual(['Organization:Granary Hall LLC']);
    expect(names('Payment is due. The Granary Hall LLC shall invoice.')).toEqual(['Organization:Granary Hall LLC']);
    expect(names('made between THE GRANARY HALL LLC and the Renter')).toEqual(['Organization:GRANARY HALL LLC']);
    expect(names('made between the Granary Hall LLC and the Renter')).toEqual(['Organization:Granary Hall LLC']);
    expect(names('made between The Department of Health and Northwind Traders Ltd for meals'))
      .toEqual(['Organization:Department of Health', 'Organization:Northwind Traders Ltd']);
  });
});
