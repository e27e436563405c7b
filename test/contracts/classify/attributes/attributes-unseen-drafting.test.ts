/**
 * Attribute defects sets 11–19 showed (issue 18, h21attr), each rule with sentences written for it (none from the sets):
 * a recital's letter, a legal form written as a kind, a hyphenated "Co-", a country's name inside a currency's, China's
 * full name, a unit or lot before a street, and the number of a part's or an item's title.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('a recital\'s letter opens no name', () => {
  it('"B. Company …" names no company; "C. Harbour Lane Holdings LP …" names the partnership without the letter', () => {
    expect(attributesOf('B. Company builds and services wind turbines in the North Sea.')).toEqual([]);
    expect(attributesOf('C. Harbour Lane Holdings LP and the Tenant signed a lease on 4 June 2024.'))
      .toEqual(['Organization:Harbour Lane Holdings LP', 'DateTime:4 June 2024']);
  });
  it('"D. The Company …": the article after the letter names nothing either', () => {
    expect(attributesOf('D. The Company plans to open a quarry near the river.')).toEqual([]);
  });
  it('a later letter is a person\'s initial, part of the name (hrev13)', () => {
    expect(attributesOf('J. Smith Ltd shall pay the fee on delivery.')).toEqual(['Organization:J. Smith Ltd']);
    expect(attributesOf('R. Patel Limited is a company incorporated in Wales.')).toEqual(['Organization:R. Patel Limited', 'Location:Wales']);
  });
  it('a name further into the sentence keeps its words', () => {
    expect(attributesOf('The lender is Ardent Finance Ltd.')).toEqual(['Organization:Ardent Finance Ltd.']);
  });
});

describe('a legal form written as a kind of document', () => {
  it('"Limited Liability Company Agreement of X, LLC" names X, LLC only', () => {
    expect(attributesOf('This Limited Liability Company Agreement of Northgate Partners, LLC is adopted by its members.'))
      .toEqual(['Organization:Northgate Partners, LLC']);
  });
  it('in capitals too, as a title', () => {
    expect(attributesOf('LIMITED LIABILITY COMPANY AGREEMENT OF BRIGHTWATER CAPITAL, LLC'))
      .toEqual(['Organization:BRIGHTWATER CAPITAL, LLC']);
  });
});

describe('"Co" joined by a hyphen is a word, not a legal form', () => {
  it('"JOINT CO-DEVELOPMENT AGREEMENT", "Regional Co-operation Plan" name no company', () => {
    expect(attributesOf('JOINT CO-DEVELOPMENT AGREEMENT')).toEqual([]);
    expect(attributesOf('The Regional Co-operation Plan applies.')).toEqual([]);
  });
  it('a company whose name holds "Co-op" keeps its legal form', () => {
    expect(attributesOf('Payment goes to Valley Co-op Ltd.')).toEqual(['Organization:Valley Co-op Ltd.']);
  });
});

describe('a country\'s name inside a currency\'s name is no place', () => {
  it('"in United States Dollars", "Singapore dollars"', () => {
    expect(attributesOf('All invoices shall be paid in United States Dollars or, if the Owner agrees, in Singapore dollars.')).toEqual([]);
  });
  it('the country alone stays a place', () => {
    expect(attributesOf('The vessel shall be delivered in Singapore.')).toEqual(['Location:Singapore']);
  });
});

describe('China\'s full name and Central America are one place each', () => {
  it('"the People\'s Republic of China" is not Taiwan\'s "Republic of China"', () => {
    expect(attributesOf('This contract is governed by the laws of the People\'s Republic of China.')).toEqual(['Location:People\'s Republic of China']);
    expect(attributesOf('The distributor may sell in Central America.')).toEqual(['Location:Central America']);
  });
});

describe('a unit or lot number before the street, with no comma', () => {
  it('"Unit 12 Meadow Park, Derby DE1 3QT" and "Lot 9 Creek Road, Dubbo NSW 2830" are whole addresses', () => {
    expect(attributesOf('Deliver the goods to Unit 12 Meadow Park, Derby DE1 3QT.')).toEqual(['Location:Unit 12 Meadow Park, Derby DE1 3QT']);
    expect(attributesOf('The mast stands at Lot 9 Creek Road, Dubbo NSW 2830.')).toEqual(['Location:Lot 9 Creek Road, Dubbo NSW 2830']);
  });
});

describe('Dublin\'s postal district closes an address', () => {
  it('"7 Harcourt Terrace, Dublin 2" and "3 Oak Road, Dublin 6W, Ireland" are whole addresses', () => {
    expect(attributesOf('The tenant lives at 7 Harcourt Terrace, Dublin 2.')).toEqual(['Location:7 Harcourt Terrace, Dublin 2']);
    expect(attributesOf('Post it to 3 Oak Road, Dublin 6W, Ireland.')).toEqual(['Location:3 Oak Road, Dublin 6W, Ireland']);
  });
  it('another town with a count after it keeps the count apart', () => {
    expect(attributesOf('Deliver to 5 Mill Lane, Leeds 2 times a week.')).toEqual(['Location:5 Mill Lane, Leeds', 'Number:2']);
  });
});

describe('a part\'s or an item\'s own title number is no Number', () => {
  it('"PART 3 PAYMENTS", "Part 2: Governance", "Item 5 – Rent: …"', () => {
    expectReads(attributesOf, [
      ['PART 3 PAYMENTS AND SECURITY', []],
      ['Part 2: Governance of the Trust', []],
      ['Item 5 – Rent: payable in advance', []],
    ]);
  });
  it('a part named inside a sentence is counted, as before', () => {
    expect(attributesOf('Part 2 of the fee is due on completion.')).toEqual(['Number:2']);
  });
});

describe('"Legal Representative:" before a signer\'s name', () => {
  it('names a Person, as "Authorised Representative:" does', () => {
    expect(attributesOf('Seller (seal): Legal Representative: Chen Weiming')).toEqual(['Person:Chen Weiming']);
  });
});
