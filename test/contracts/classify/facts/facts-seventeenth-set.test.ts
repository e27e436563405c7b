/**
 * The drafting of the seventeenth blind contract-level set's countries and kinds (h24f17): money marks of Uzbekistan,
 * Tunisia, Azerbaijan, Paraguay, Cambodia, Zimbabwe, Bahrain and Armenia, a purchase commitment to "buy", and money in
 * text tables whose header says what the money is. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { amounts, contactRoles as contacts, currencies, dates, parties } from '../facts-readers.js';

describe('money marks of contracts (h24f17)', () => {
  it('ISO codes in capitals: UZS, TND, AZN, PYG, KHR, ZWG', () => {
    expectReads(amounts, [
      ['The Buyer shall pay a price of UZS 96 400 000 for the looms.', ['96400000 UZS']],
      ['The monthly fee is TND 2.450,750.', ['2450.75 TND']],
      ['The Client shall pay a fee of AZN 7,800.00 per quarter.', ['7800 AZN']],
      ['The rent is PYG 12.500.000 per month.', ['12500000 PYG']],
      ['The Owner shall pay KHR 8,200,000 for the repairs.', ['8200000 KHR']],
      ['The levy charged is ZWG 640.00 per month.', ['640 ZWG']],
    ]);
  });
  it('signs: ₼ the manat, ֏ the dram, ៛ the riel', () => {
    expectReads(amounts, [
      ['The Buyer shall pay ₼ 12,300 on delivery.', ['12300 AZN']],
      ['The fee is ֏ 48,000 per visit.', ['48000 AMD']],
      ['The price is ៛ 120,000 per tonne.', ['120000 KHR']],
    ]);
  });
  it('contract marks before a figure in money\'s form: Gs., BD, ZiG, AMD; before a bare number they are none', () => {
    expectReads(amounts, [
      ['The Borrower shall repay Gs. 640.000.000 by the end of the year.', ['640000000 PYG']],
      ['The Tenant shall pay a rent of BD 1,250.500 per month.', ['1250.5 BHD']],
      ['The levy charged is ZiG 2,400 per quarter.', ['2400 ZWG']],
      ['The Customer shall pay AMD 1,450,000 per month.', ['1450000 AMD']],
      ['The price shall be paid under AMD 12 of the order.', []],
    ]);
  });
  it('names: soums, guaraníes, riels; the dinars and the dram only with their country', () => {
    expectReads(amounts, [
      ['The price is 18 000 000 soums.', ['18000000 UZS']],
      ['The fee is 4.500.000 guaraníes per month.', ['4500000 PYG']],
      ['The price is 2,000,000 riels.', ['2000000 KHR']],
      ['The fee is 3,500 Tunisian dinars.', ['3500 TND']],
      ['The price is 900 Bahraini dinars.', ['900 BHD']],
      ['The fee is 150,000 Armenian drams.', ['150000 AMD']],
    ]);
    expect(currencies('Add two drams of the tincture to the mixture.')).toEqual([]);
  });
  it('"Gs." before a figure ends no sentence; after a figure it may', () => {
    const text = 'The price is Gs. 4.500.000 per month. The Buyer pays in Gs. The rest is due.';
    expect(splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end).trim())).toEqual(['The price is Gs. 4.500.000 per month.', 'The Buyer pays in Gs.', 'The rest is due.']);
  });
});

describe('a purchase commitment to buy (h24f17)', () => {
  it('"shall buy goods of not less than <sum>" is an amount', () => {
    expect(amounts('The Dealer shall buy spare parts of not less than EUR 40,000 in each year.')).toEqual(['40000 EUR']);
  });
});

describe('money in text tables (h24f17)', () => {
  it('a cell under a header naming money is an amount though its row names none', () => {
    expect(amounts(
      'The partners contribute as follows:',
      'Partner | Interest | Contribution value',
      'Northgate | 70 % | EUR 350,000',
      'Southgate | 30 % | EUR 150,000',
    )).toEqual(['350000 EUR', '150000 EUR']);
  });
  it('a bare figure under a header naming its currency is a sum of that currency, a total row included', () => {
    expect(amounts(
      'Schedule 2 - Rates',
      'Site | Visits | Charge per visit, KZT',
      'Depot North | 4 | 35 000',
      'Depot South | 2 | 41 500,50',
      'Total | 6 | 223 000',
    )).toEqual(['35000 KZT', '41500.5 KZT', '223000 KZT']);
  });
  it('other columns of the table stay what they are: a quantity or a share is no money', () => {
    expect(amounts(
      'Item | Quantity (pcs) | Share',
      'Valves | 1,200 | 40 %',
    )).toEqual([]);
  });
  it('a first row holding figures is no header: the rows stay as their words read', () => {
    expect(amounts(
      'Year 1 | 2025 | 300',
      'Year 2 | 2026 | 450',
    )).toEqual([]);
  });
  it('a table ends at the first line that is no row: a later block has its own header', () => {
    expect(amounts(
      'Product | Price, USD',
      'Pump | 1,900',
      'Delivery is due in March.',
      'Product | Weight, kg',
      'Pump | 1,900',
    )).toEqual(['1900 USD']);
  });
});

describe('post-Soviet forms after a quoted name (h24f17)', () => {
  it('"<name>" LLC, "<name>" Limited Liability Company, "<name>" CJSC: the quoted words are the name', () => {
    expect(parties(
      'SUPPLY CONTRACT',
      '"Kura Logistics" Limited Liability Company, represented by its Director Samir Hasanov (the "Buyer"), and',
      '"Sevan Dairy" CJSC, represented by its Director Ani Vardanyan (the "Seller"), have agreed as follows:',
      '1. The Seller shall deliver cheese to the Buyer.',
    )).toEqual(['KURA LOGISTICS | Buyer | Primary', 'SEVAN DAIRY | Supplier | Primary']);
  });
  it('OJSC after a name is a legal form, no part of it', () => {
    expect(parties(
      'SERVICES AGREEMENT',
      'This Agreement is made between Absheron Trade Bank OJSC (the "Customer") and "Gobustan Security" LLC (the "Contractor").',
      '1. The Contractor shall guard the branches of the Customer.',
    )).toEqual(['ABSHERON TRADE BANK | Buyer | Primary', 'GOBUSTAN SECURITY | Supplier | Primary']);
  });
});

describe('contacts a notices clause names in one sentence (h24f17)', () => {
  const preamble = 'This Supply Agreement is made between Levant Tiles Ltd (the "Seller") and Orchard Homes Ltd (the "Buyer").';
  it('a person after "attention" or right after the party, with an e-mail or a phone in the entry, is its contact', () => {
    expect(contacts(
      preamble,
      '12. Notices. Notices shall be sent to: the Seller, attention Mr. Omar Haddad, Sales Director, o.haddad@levanttiles.example, tel. +962 6 555 0101; the Buyer: Lina Sabbagh, lina@orchard.example.',
    )).toEqual(['LEVANT TILES: Omar Haddad (Sales Director)', 'ORCHARD HOMES: Lina Sabbagh (contact)']);
  });
  it('a department or a desk is no person; a later person of the entry is', () => {
    expect(contacts(
      preamble,
      'Notices: the Seller, Customer Care Department, care@levanttiles.example; the Buyer, the site office, tel. +962 6 555 0199, and Rami Khoury, site engineer, tel. +962 79 555 0123.',
    )).toEqual(['LEVANT TILES: ', 'ORCHARD HOMES: Rami Khoury (site engineer)']);
  });
  it('no way to reach anyone, no notices contact: a sentence naming persons alone gives none', () => {
    expect(contacts(
      preamble,
      'Notices shall be given in writing; the Seller shall tell Omar Haddad, its director; the Buyer shall tell Lina Sabbagh.',
    )).toEqual(['LEVANT TILES: ', 'ORCHARD HOMES: ']);
  });
});

describe('one-line signatures (h24f17)', () => {
  const preamble = 'This Services Agreement is made between Levant Tiles Ltd (the "Customer") and Orchard Homes Ltd (the "Contractor").';
  it('"Signed by <name> for and on behalf of <company>" without a title', () => {
    expect(contacts(preamble, 'Signed by Omar Haddad for and on behalf of Levant Tiles Ltd')).toEqual(['LEVANT TILES: Omar Haddad (signatory)', 'ORCHARD HOMES: ']);
  });
  it('"Signed for <company>: <name>, <title>"', () => {
    expect(contacts(preamble, 'Signed for Orchard Homes Ltd: Lina Sabbagh, General Manager')).toEqual(['LEVANT TILES: ', 'ORCHARD HOMES: Lina Sabbagh (General Manager)']);
  });
});

describe('dates of set 17\'s drafting (h24f17)', () => {
  it('"made in <city>, <state>, on <date>": the place may name its state, "of" inside it', () => {
    expect(dates('This Lease is made in Muscat, Sultanate of Oman, on 3 February 2025 between the parties below.').effective).toEqual(['2025-02-03']);
  });
  it('"In <city>, <country>, on the <nth> day of <month> <year>, the undersigned:" dates the agreement', () => {
    expect(dates('In Tegucigalpa, Honduras, on the fourth day of March 2025, the undersigned:', 'AGRO VALLE S.A.').effective).toEqual(['2025-03-04']);
  });
  it('a term field in small letters after a capitalised word gives the period\'s start and end', () => {
    expect(dates('SUPPLY TERMS', 'The following terms apply:', '1. Supply period: two (2) years from 1 March 2025 to 28 February 2027.')).toEqual({ effective: ['2025-03-01'], termination: ['2027-02-28'] });
  });
});

describe('a notices clause that names addresses only gives no contact (hrev16)', () => {
  const preamble = 'This Supply Agreement is made between Levant Tiles Ltd (the "Seller") and Orchard Homes Ltd (the "Buyer").';
  it('a street, a building or a place after "at" is no person, its town no title', () => {
    expect(contacts(
      preamble,
      '14. Notices. Notices shall be sent to: the Seller, 12 King Hussein Street, Amman, tel. +962 6 555 0101; the Buyer, Orchard House, Wellington Place, Leeds, info@orchard.example.',
    )).toEqual(['LEVANT TILES: ', 'ORCHARD HOMES: ']);
    expect(contacts(
      preamble,
      'Notices shall be sent to: the Seller at Jabal Amman, tel. +962 6 555 0101; the Buyer at Kirkstall Road, Leeds, tel. +44 113 555 0101.',
    )).toEqual(['LEVANT TILES: ', 'ORCHARD HOMES: ']);
  });
  it('a person after the address is still the contact', () => {
    expect(contacts(
      preamble,
      'Notices shall be sent to: the Seller, 12 King Hussein Street, Amman, attention Omar Haddad, Sales Director, tel. +962 6 555 0101; the Buyer at Orchard House, Leeds, Lina Sabbagh, lina@orchard.example.',
    )).toEqual(['LEVANT TILES: Omar Haddad (Sales Director)', 'ORCHARD HOMES: Lina Sabbagh (contact)']);
  });
});
