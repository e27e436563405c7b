/**
 * Parties the fourteenth facts set left (h22facts, issue 18): Baltic legal forms written before the name, a letter
 * agreement naming its parties only in its letterhead and addressee block, and an order form's "Buyer:" field naming the
 * buyer's employee. Sentences written for the test, none copied from the set.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { facts } from '../facts-readers.js';
import { orgs } from '../found-names.js';

const parties = (...items: string[]) => facts(...items).parties.map((p) => `${p.party} ${p.importance} ${p.role} ${p.contacts.map((c) => c.name).join(';')}`.trim());

describe('Baltic legal forms before the name (h22facts)', () => {
  // The Organization is the name with its legal form (h29attr: the labelling guide's "a company name with its legal
  // form", wherever the form stands); a party's name leaves the form out (partyKey).
  it('"SIA", "UAB" and "AS" open a company\'s name, the form part of the Organization', () => {
    expectReads(orgs, [
      ['The goods are stored by SIA Rigas Noliktavas in its Jelgava warehouse.', ['SIA Rigas Noliktavas']],
      ['UAB KAUNO BALDAI shall deliver the chairs.', ['UAB KAUNO BALDAI']],
      ['Agreed for AS Tallinna Sadamateenused:', ['AS Tallinna Sadamateenused']],
    ]);
  });
  it('"AS" before words in capitals is the English word', () => {
    expect(orgs('EXCEPT AS EXPRESSLY SET FORTH IN THIS AGREEMENT, NO WARRANTY IS GIVEN.')).toEqual([]);
  });
  it('the same capitals as English abbreviations before an English noun open no name (hrev14)', () => {
    expectReads(orgs, [
      ['Every guard shall hold a valid SIA Licence for door supervision.', []],
      ['The Contractor shall stay in the SIA Approved Contractor Scheme.', []],
      ['The Contractor shall hand over the AS Built Drawings on completion.', []],
      // A hospital named by its initials is a body (a hospital is an institution's head, h30a39), and still no company
      // "UAB Hospital laboratory" opened by the Lithuanian form.
      ['Samples go to the UAB Hospital laboratory.', ['UAB Hospital']],
    ]);
  });
});

describe('a letter agreement whose parties are its letterhead and its addressee (h22facts)', () => {
  const letter = [
    'SIA ZIEMELU LOGISTIKA',
    'Reg. No. 40003111222, Eksporta iela 5, Riga, LV-1045',
    'Riga, 2 June 2026',
    'UAB Vilniaus Kepyklos',
    'Attn: Ms Rasa Petraitiene, Supply Director',
    'Savanoriu pr. 12, Vilnius, LT-03116',
    'Dear Ms Petraitiene,',
    'This letter sets out the terms on which we will carry your bread trays from Vilnius to Riga.',
    '1. Charges. You will pay us EUR 1 200 per round trip.',
    'Please sign and return a copy if you agree.',
    'Yours sincerely,',
    'Edgars Ozols',
    'Member of the Board',
    'SIA Ziemelu Logistika',
    'Agreed for UAB Vilniaus Kepyklos:',
    'Rasa Petraitiene, Supply Director, by power of attorney',
  ];
  it('the writer ("we") is the Supplier, the addressee ("you") the Buyer, each with its signer', () => {
    expect(parties(...letter)).toEqual(['ZIEMELU LOGISTIKA Primary Supplier Edgars Ozols', 'VILNIAUS KEPYKLOS Primary Buyer Rasa Petraitiene']);
  });
  it('without "we" and "you" in the body, no party is made so', () => {
    const plain = letter.map((t) => t.replace('we will carry your', 'the trays of the bakery are carried').replace('You will pay us', 'The fee is').replace(' if you agree', ''));
    expect(parties(...plain).every((p) => !p.includes('Primary'))).toBe(true);
  });
});

describe('an order\'s "Buyer:" field naming a person with a job title (h22facts)', () => {
  const order = ['LAKESIDE DAIRY LIMITED', '4 Quay Road, Timaru', 'PURCHASE ORDER No. 5531', 'Timaru, 3 March 2026', 'Supplier: TUSSOCK PACKAGING LIMITED, 9 Mill Road, Ashburton', 'Item 1: 2,000 tubs at NZD 0.80 each: NZD 1,600'];
  it('the person acts for the issuer, who is the Buyer', () => {
    expect(parties(...order, 'Buyer: Hemi Walker, Procurement Manager')).toEqual(['LAKESIDE DAIRY Primary Buyer Hemi Walker', 'TUSSOCK PACKAGING Primary Supplier']);
  });
  it('the issuer is the order\'s "Buyer": its field\'s person is its contact, and the acknowledging vendor\'s too', () => {
    const vendorOrder = ['LAKESIDE DAIRY LIMITED', '4 Quay Road, Timaru', 'PURCHASE ORDER No. 5531', 'Timaru, 3 March 2026', 'Vendor: TUSSOCK PACKAGING LIMITED, 9 Mill Road, Ashburton', 'Item 1: 2,000 tubs at NZD 0.80 each: NZD 1,600'];
    expect(parties(...vendorOrder, 'Buyer: Hemi Walker, Procurement Manager', 'Order acknowledged by the Vendor: Aroha Tane, Sales Director, 5 March 2026', 'The Buyer may return defective tubs.'))
      .toEqual(['LAKESIDE DAIRY Primary Buyer Hemi Walker', 'TUSSOCK PACKAGING Primary Supplier Aroha Tane']);
  });
  it('a person who is the party, given with an address, stays the party', () => {
    expect(parties('LEASE', 'Landlord: Mary Okafor, of 4 Mill Lane, Leeds', 'Tenant: Peter Hughes, of 9 Kirk Street, York'))
      .toEqual(['MARY OKAFOR Primary Supplier', 'PETER HUGHES Primary Buyer']);
  });
});
