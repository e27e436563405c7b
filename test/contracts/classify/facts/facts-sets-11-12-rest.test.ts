/**
 * What the eleventh and twelfth blind facts sets left (h19facts): public bodies without a legal form as parties, and
 * the other drafting below. Each rule with sentences written for it (none from the sets).
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactLists as contacts, facts, primary, terms } from '../facts-readers.js';

describe('a public body without a legal form as a party (h19facts)', () => {
  it('a municipality in a numbered party field, represented by its mayor', () => {
    expect(contacts('WASTE COLLECTION CONTRACT', 'First Party: the Municipality of Jubail, represented by Eng. Ali Hassan, Mayor, hereinafter referred to as "the Municipality".',
      'Second Party: Kestrel Logistics Ltd, hereinafter referred to as "the Contractor".', 'The Municipality', 'Name: Ali Hassan'))
      .toEqual([['MUNICIPALITY OF JUBAIL', ['Ali Hassan']], ['KESTREL LOGISTICS', []]]);
  });
  it('a body with its article in a role field', () => {
    expect(primary('SERVICES AGREEMENT', 'Buyer: the County Council of Tyrone, represented by its Chief Executive', 'Supplier: Kestrel Logistics Ltd'))
      .toEqual(['COUNTY COUNCIL OF TYRONE Buyer', 'KESTREL LOGISTICS Supplier']);
    expect(primary('SUPPLY CONTRACT', 'Purchaser: the Ministry of Health of Ghana, represented by the Chief Director', 'Supplier: Kestrel Logistics Ltd'))
      .toEqual(['MINISTRY OF HEALTH OF GHANA Buyer', 'KESTREL LOGISTICS Supplier']);
    expect(primary('LEASE', 'Landlord: the Municipality of Jubail', 'Tenant: Kestrel Logistics Ltd'))
      .toEqual(['MUNICIPALITY OF JUBAIL Supplier', 'KESTREL LOGISTICS Buyer']);
  });
  it('a city given an alias in the preamble', () => {
    expect(primary('WORKS CONTRACT', 'This contract is made between the City of Gdynia (the "Employer") and Baltic Roads Sp. z o.o. (the "Contractor").'))
      .toEqual(['CITY OF GDYNIA Buyer', 'BALTIC ROADS Supplier']);
  });
  it('a place that contracts nothing stays a place', () => {
    expect(facts('LEASE', 'This Lease is made between Alpha Ltd (the "Landlord") and Beta Ltd (the "Tenant").', 'The premises lie in the City of Green Bay.', 'Delivery address: the City of Green Bay')
      .parties.map((p) => p.party)).toEqual(['ALPHA', 'BETA']);
  });
});

describe('a representative in a party\'s slot is no party of his own (h19facts)', () => {
  it('"represented by Mr …" after a register whose name holds "and"', () => {
    expect(primary('NOVATION AGREEMENT', 'AMONG:', '(1) Alzette Cleaning S.à r.l., registered with the Trade and Companies Register under number B 12345, represented by Mr Paul Hoffmann, manager (the "Outgoing Contractor");',
      '(2) Sure Facility S.A. (the "Incoming Contractor"); and', '(3) Banque Kayl S.A. (the "Client").'))
      .toEqual(['ALZETTE CLEANING Unknown', 'SURE FACILITY Supplier', 'BANQUE KAYL Buyer']);
    expect(primary('SERVICES AGREEMENT', 'This agreement is made between Ouro Verde Lda., registered with the Commercial Registry of Trade & Industry, represented by Ms Ana Lopes (the "Contractor") and Rio Claro S.A. (the "Client").'))
      .toEqual(['OURO VERDE Supplier', 'RIO CLARO Buyer']);
  });
  it('a person joined by "and" to a company in the slot is still a party of her own', () => {
    expect(primary('LOAN AGREEMENT', 'This agreement is made between Ouro Verde Lda. (the "Lender") and Ana Lopes (the "Borrower").'))
      .toEqual(['OURO VERDE Supplier', 'ANA LOPES Buyer']);
  });
});

describe('the time to complete the whole contract, counted from its start, is its term (h19facts)', () => {
  it('an order\'s performance period and a works contract\'s time for completion', () => {
    expect(terms('WORKS ORDER No. 3', 'The Contractor shall complete the works within 60 calendar days from the date of this order.')).toEqual(['60 days']);
    expect(terms('ROAD CONTRACT', 'The Contractor shall complete the Works within 24 (twenty-four) months from the date of commencement.')).toEqual(['720 days']);
  });
  it('a deadline of one task, or one counted from an event, is no term', () => {
    expect(terms('ROAD CONTRACT', 'The Contractor shall repair the pump within 30 days from the date of commencement.')).toEqual([]);
    expect(terms('ROAD CONTRACT', 'The Contractor shall complete the works within 14 days of a defect being notified.')).toEqual([]);
    expect(terms('ROAD CONTRACT', 'The Contractor shall complete the Works within 24 months.')).toEqual([]);
  });
});

describe('money an order\'s total names (h19facts)', () => {
  it('"Order total:" and "Contract total:" fields', () => {
    expect(amounts('PURCHASE ORDER', 'Order total: EUR 12,400.00 (net of VAT)')).toEqual(['12400 EUR']);
    expect(amounts('SUPPLY CONTRACT', 'Contract total: USD 88,000')).toEqual(['88000 USD']);
  });
  it('a guarantee or a bond, and an insured value, name no amount (set 6 and set 11 disagree on a guarantee: left out)', () => {
    expect(amounts('LEASE', 'The Tenant provides a bank guarantee of EUR 40.000 from Nordbank as security for its obligations.')).toEqual([]);
    expect(amounts('LEASE', 'The guarantee of the parent company covers the obligations of EUR 40,000 under this lease.')).toEqual([]);
    expect(amounts('LEASE', 'The Insurer has insured the warehouse for EUR 4,000,000.')).toEqual([]);
  });
});

describe('a firm marked "M/s" or "Messrs." without a legal form (h19facts)', () => {
  it('"M/s <name>" is the party, its owner named after it acts for it', () => {
    expect(primary('DISTRIBUTION AGREEMENT', 'This Agreement is made between Indus Foods (Private) Limited (hereinafter referred to as the "Company") of the One Part; and',
      'M/s Saleem Traders, a sole proprietorship concern owned by Mr. Saleem Akhtar, having its place of business at Mall Road, Lahore (hereinafter referred to as the "Distributor") of the Other Part.'))
      .toEqual(['INDUS FOODS Supplier', 'SALEEM TRADERS Buyer']);
  });
  it('"Messrs." with "&" in the name; the mark is no part of it', () => {
    expect(primary('SUPPLY AGREEMENT', 'This Agreement is made between Messrs. Okoro & Sons (the "Supplier") and Lagos Mills Ltd (the "Buyer").'))
      .toEqual(['OKORO & SONS Supplier', 'LAGOS MILLS Buyer']);
  });
});

describe('an en dash inside a name in capitals (h19facts)', () => {
  it('joins the words of a firm\'s name; a heading\'s single letter before it does not', () => {
    expect(primary('CONSORTIUM AGREEMENT', 'Made in Braga on 3 March 2025 by and among:', '1. SULMAR – METAIS, LDA., with registered office in Braga, represented by its manager Rui Dias (hereinafter "Sulmar");',
      '2. DOURO TECH, S.A., with registered office in Porto, represented by Rui Costa (hereinafter "Douro");'))
      .toEqual(['SULMAR – METAIS Unknown', 'DOURO TECH Unknown']);
    expect(facts('ANNEX A – ACME LTD', 'This Agreement is made between Zeta Ltd (the "Buyer") and Acme Ltd (the "Supplier").').parties.map((p) => p.party).sort())
      .toEqual(['ACME', 'ZETA']);
  });
});
