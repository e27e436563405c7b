import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAddresses } from '../../../../src/contracts/classify/names/addresses.js';
import { attributesOf } from '../helpers.js';

describe('addresses: a postal address is one Location', () => {
  it('a US street address with its suite, town, state and ZIP code; its numbers are no Numbers', () => {
    expect(attributesOf('Invoices shall be mailed to 4410 Lakeshore Boulevard, Suite 220, Madison, WI 53703.'))
      .toEqual(['Location:4410 Lakeshore Boulevard, Suite 220, Madison, WI 53703']);
    expect(attributesOf('The Tenant shall return the keys to 77 West 34th Street, New York, NY 10001-2203 on expiry.'))
      .toEqual(['Location:77 West 34th Street, New York, NY 10001-2203']);
  });

  it('a UK address with its postcode, and a unit before a named place', () => {
    expect(attributesOf('Goods shall be collected from 3 Tanner Row, York YO1 6JB by the carrier.'))
      .toEqual(['Location:3 Tanner Row, York YO1 6JB']);
    expect(attributesOf('The engineer will attend at Unit 12, Riverside Park, Swindon each week.'))
      .toEqual(['Location:Unit 12, Riverside Park, Swindon']);
  });

  it('a PO box and an address introduced by "whose registered office is at"', () => {
    // The box is a mailbox, no place, and its number no Number: the Location is the town after it (sets 17 and 26; h24s26a).
    expect(attributesOf('Payments may be sent to P.O. Box 9021, Omaha, NE 68103.')).toEqual(['Location:Omaha, NE 68103']);
    expect(attributesOf('Harlow Fabrics Limited, whose registered office is at Mercer House, Dock Road, Hull HU1 2AB ("Seller")'))
      .toEqual(['Organization:Harlow Fabrics Limited', 'Location:Mercer House, Dock Road, Hull HU1 2AB']);
  });

  it('a form\'s address lines: a town line with its state code and ZIP, or its postcode, stands alone', () => {
    expect(attributesOf('_88 Copper Road_____ _Tucson AZ __85701_____')).toEqual(['Location:88 Copper Road', 'Location:Tucson AZ __85701']);
    expect(attributesOf('_12 Canal Wharf_Unit 4_____ _Nottingham NG1 7EH___')).toEqual(['Location:12 Canal Wharf_Unit 4', 'Location:Nottingham NG1 7EH']);
    // Two capitals and five digits are no address unless the capitals are a state's code.
    expect(attributesOf('Reference Order QX 12345 applies.')).toEqual(['Number:12345']);
  });

  it('a place name inside an address is part of it, not a place of its own', () => {
    expect(attributesOf('The office moves to 5 Kings Court, London EC2V 8AS next year.')).toEqual(['Location:5 Kings Court, London EC2V 8AS']);
  });

  it('the address stops before a role, a label or an ordinary word', () => {
    expect(attributesOf('Deliver to 18 Orchard Lane, Bristol, Customer paying the carriage.')).toEqual(['Location:18 Orchard Lane, Bristol']);
    expect(attributesOf('Write to 9 Quay Street, Cork, Attention: Accounts.')).toEqual(['Location:9 Quay Street, Cork']);
  });

  it('numbers that are not a house number stay Numbers (no street word, a clause reference)', () => {
    expect(attributesOf('Up to 40 Named Users may access the portal.')).toEqual(['Number:40']);
    expect(attributesOf('The terms of Clause 7 Park Rules apply.')).toEqual(['Number:7']);
    expect(findAddresses('located at the premises of the Customer in 25 countries')).toEqual([]);
  });

  it('property: an address of any parts embedded in a clause slices back to itself', () => {
    const word = fc.constantFrom('Mill', 'Harbor', 'Oak', 'Station', 'North', 'Kings', 'Elm');
    const street = fc.constantFrom('Street', 'Road', 'Lane', 'Avenue', 'Drive', 'Way', 'Boulevard');
    const town = fc.constantFrom('Leeds', 'San Diego', 'Springfield', 'Bury St Edmunds', 'Derby');
    const tail = fc.constantFrom('', ', IL 62701', ' LS1 4AB', ', CA 92101-1234', ', United Kingdom');
    const address = fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.array(word, { minLength: 1, maxLength: 2 }), street, fc.option(fc.integer({ min: 1, max: 2000 })), town, tail)
      .map(([n, words, s, suite, t, end]) => `${n} ${words.join(' ')} ${s}${suite === null ? '' : `, Suite ${suite}`}, ${t}${end}`);
    fc.assert(fc.property(address, fc.constantFrom('Notices go to ', 'The Seller, located at ', 'Ship to '), fc.constantFrom('.', ' (the "Site").', ' on request.'), (a, before, after) => {
      const text = `${before}${a}${after}`;
      const found = findAddresses(text);
      expect(found.map((s) => text.slice(s.begin, s.end))).toEqual([a]);
      expect(attributesOf(text).filter((x) => x.startsWith('Number:'))).toEqual([]);
    }));
  });
});

describe('places: a polity and a city with its state are one Location', () => {
  it('"the State of X", "the Commonwealth of X"; US states by name', () => {
    expect(attributesOf('governed by the laws of the State of Oregon')).toEqual(['Location:State of Oregon']);
    expect(attributesOf('the courts of the Commonwealth of Virginia')).toEqual(['Location:Commonwealth of Virginia']);
    expect(attributesOf('Fenlow Systems, Inc., an Arizona corporation')).toEqual(['Organization:Fenlow Systems, Inc.', 'Location:Arizona']);
  });

  it('"Denver, Colorado" is one place; a list of cities stays a list', () => {
    expect(attributesOf('arbitration in Denver, Colorado under the AAA rules')).toEqual(['Location:Denver, Colorado']);
    expect(attributesOf('offices in Boston, Chicago and Texas')).toEqual(['Location:Boston', 'Location:Chicago', 'Location:Texas']);
  });
});

describe('continental postal addresses: the street word joined to its name, the postcode before the town (issue 18, h18v)', () => {
  it('German, Swedish, Dutch and Danish addresses are one Location; their house numbers and postcodes are no Numbers', () => {
    expect(attributesOf('Goods shall be delivered to Hafenweg 7, 20457 Hamburg, Germany by the Seller.'))
      .toEqual(['Location:Hafenweg 7, 20457 Hamburg, Germany']);
    expect(attributesOf('Notices go to Storgatan 14, 411 38 Göteborg, Sweden.')).toEqual(['Location:Storgatan 14, 411 38 Göteborg, Sweden']);
    expect(attributesOf('Notices go to Storgatan 14, SE-411 38 Göteborg.')).toEqual(['Location:Storgatan 14, SE-411 38 Göteborg']);
    expect(attributesOf('the warehouse at Keizersgracht 221, 1016 Amsterdam')).toEqual(['Location:Keizersgracht 221, 1016 Amsterdam']);
    expect(attributesOf('the office at Bahnhofstrasse 3a, 8001 Zürich, Switzerland')).toEqual(['Location:Bahnhofstrasse 3a, 8001 Zürich, Switzerland']);
    expect(attributesOf('the depot at Kölner Straße 5, D-50667 Köln')).toEqual(['Location:Kölner Straße 5, D-50667 Köln']);
  });
  it('no postcode and town after the comma: no continental address ("Spring 5, 2025", "the Offering 2, Clause 4")', () => {
    expect(findAddresses('delivery in Spring 5, 2025 at the latest')).toEqual([]);
    expect(findAddresses('the Offering 2, Clause 4 applies')).toEqual([]);
    // A one-word street whose ending no English word has is an address with its number alone (h28s35a): the street, not the town.
    expect(findAddresses('Hafenweg 7 in Hamburg')).toEqual([{ begin: 0, end: 'Hafenweg 7'.length }]);
  });
});
