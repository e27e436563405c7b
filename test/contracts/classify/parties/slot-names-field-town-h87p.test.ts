/**
 * A party's slot (slot-names.ts): a courtesy title before "<name> of <town>, <province>, <country>" no longer keeps the
 * town in the name, nor does a country after the town's comma; and a field's line that closes on an alias is its
 * party's whole entry, never reaching up to a subtitle above it (facts set 48's causes 1 and 4, issue 18, h87p).
 * Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, parties, primary } from '../facts-readers.js';

const LAWN = (person: string) => [
  'HARBOUR LAWN CARE LTD.',
  'LAWN CARE AGREEMENT',
  `This Agreement is made on 3 May 2039 between Harbour Lawn Care Ltd. ("we") and ${person}, owner of the house at 4 Beach Road ("you" or the "Owner").`,
  '1. You will pay a monthly fee of $80.00 within ten (10) days of our invoice.',
  'Harbour Lawn Care Ltd.',
  'By: ______________________',
  'Name: Tomas Reid',
  'Title: Manager',
  'Owner',
  '______________________',
  'Ellen Marie Dobbs',
];

describe('a person "of <town>" after a courtesy title (PERSON_OF_TOWN)', () => {
  it('"Mrs. <name> of <town>, <province>, <country>": the name without the town, and no contact of her own signature', () => {
    const lines = LAWN('Mrs. Ellen Marie Dobbs of Halifax, Nova Scotia, Canada');
    expect(primary(...lines)).toEqual(['HARBOUR LAWN CARE Supplier', 'ELLEN MARIE DOBBS Buyer']);
    expect(contactLists(...lines)).toEqual([['HARBOUR LAWN CARE', ['Tomas Reid']], ['ELLEN MARIE DOBBS', []]]);
  });
  it('"Dr." and a two-word name; a country after the town without a title', () => {
    expect(primary(...LAWN('Dr. Ellen Dobbs of Halifax'))).toContain('ELLEN DOBBS Buyer');
    const supply = (who: string) => primary('SUPPLY AGREEMENT', `This Agreement is made on 3 May 2039 between ${who} ("Seller") and Accra Feeds Limited ("Buyer").`, '1. The Buyer shall pay the Seller GHS 500 within ten (10) days of delivery.');
    expect(supply('Samuel Kwame Boateng of Kumasi, Ghana')).toEqual(['SAMUEL KWAME BOATENG Supplier', 'ACCRA FEEDS Buyer']);
    expect(supply('Mr. Samuel Boateng of Kumasi, Ghana')).toEqual(['SAMUEL BOATENG Supplier', 'ACCRA FEEDS Buyer']);
  });
  it('near miss: a body named "of" a place keeps it ("Bank of Ghana" is no person)', () => {
    const got = parties('LOAN AGREEMENT', 'This Agreement is made on 3 May 2039 between Bank of Ghana ("Lender") and Accra Feeds Limited ("Borrower").', '1. The Borrower shall repay the Lender GHS 500.');
    expect(got).toContain('BANK OF GHANA | Supplier | Primary');
  });
});

describe("a field's line closing on an alias is the whole entry (nameBefore)", () => {
  const CONSIGN = (subtitle: string, field: string) => [
    'CONSIGNMENT AGREEMENT',
    subtitle,
    'This Consignment Agreement is dated June 2, 2039.',
    field,
    'Consignee: Northern Light Gallery Inc., 12 King Street, Winnipeg, Manitoba (the "Gallery")',
    '1. The Gallery shall pay the Weaver sixty per cent (60%) of the price of each piece sold within thirty (30) days of the sale.',
  ];
  it('an individual in the field: no party from the subtitle above', () => {
    const lines = CONSIGN('Northern Crafts – Wool and Silk Tapestries', 'Consignor: Aputi Nanook, weaver, of P.O. Box 22, Rankin Inlet, Nunavut (the "Weaver")');
    expect(primary(...lines)).toEqual(['APUTI NANOOK Supplier', 'NORTHERN LIGHT GALLERY Buyer']);
    expect(parties(...lines).some((p) => p.includes('TAPESTRIES'))).toBe(false);
  });
  it('near miss: an address field under the name closes the entry the name opens', () => {
    const got = primary('TENANCY AGREEMENT', 'Kestrel Homes Limited', 'Address: 4 Mill Lane, Leeds (the "Landlord")', 'and', 'Joan Avery', 'Address: 9 Elm Road, Leeds (the "Tenant")', '1. The Tenant shall pay the Landlord £700 a month.');
    expect(got).toContain('KESTREL HOMES Supplier');
  });
});
