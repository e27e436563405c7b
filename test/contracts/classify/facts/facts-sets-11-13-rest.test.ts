/**
 * What the eleventh to thirteenth blind contract-level sets left (h20facts2): the kwacha's "K", a figure's words in
 * brackets before its currency, a date of the Bikram Sambat calendar, a court named with its seat, a register named
 * without a number, an order's title over an alias, a polity closing an address, and a representative after "represented
 * by" (CIS drafting). Each rule with sentences written for it (none from a set).
 */
import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../../../../src/contracts/classify/index.js';
import { classifyElements } from '../../../../src/contracts/index.js';
import { amounts, currencies, effective, facts, partiesByImportance as parties } from '../facts-readers.js';

describe('"K", the kwacha, kina and kyat mark (h20facts2)', () => {
  it('is the currency of the one country of the mark the contract names', () => {
    expect(amounts('This Lease is made at Ndola, Zambia.', 'The Tenant shall pay a rent of K 45,000.00 per month.')).toEqual(['45000 ZMW']);
    expect(amounts('Blantyre, Malawi.', 'The Buyer shall pay K1,250,000 on delivery.')).toEqual(['1250000 MWK']);
    expect(amounts('Port Moresby, Papua New Guinea.', 'The fee is K 18 500,00 per visit.')).toEqual(['18500 PGK']);
    expect(currencies('Blantyre, Malawi.', 'The Buyer shall pay K1,250,000 on delivery.')).toEqual(['MWK']);
  });
  it('names no currency where the contract names none of its countries, or two', () => {
    expect(amounts('The Tenant shall pay a rent of K 45,000.00 per month.')).toEqual([]);
    expect(currencies('Offices in Lusaka, Zambia and Lilongwe, Malawi.', 'The Tenant shall pay a rent of K 45,000.00 per month.')).toEqual([]);
  });
  it('is a label before a figure not written as money', () => {
    // "Block K 12" stays a label (LABEL_BEFORE). "pay K 2025" under a contract naming Zambia is the attributes' Currency
    // (glued-letter-marks.ts, h78t61), and since h117nlu the glued mark's sum is a money fact too: changed on purpose.
    expect(amounts('Lusaka, Zambia.', 'The Contractor shall repair Block K 12 and pay K 2025 of the costs.')).toEqual(['2025 ZMW']);
    expect(amounts('Lusaka, Zambia.', 'The Contractor shall repair Block K 12 of the site.')).toEqual([]);
    expect(amounts('Lusaka, Zambia.', 'Schedule K 3 lists the fees, paid as the Buyer shall pay.')).toEqual([]);
  });
});

describe('a figure, its words in brackets, then the currency (h20facts2)', () => {
  it('the currency name after the bracket is the figure\'s', () => {
    expect(amounts('The rent is 95,000 (ninety-five thousand) tenge per month, payable in advance.')).toEqual(['95000 KZT']);
    expect(amounts('The Buyer shall pay a price of 2,400 (two thousand four hundred) euros per tonne.')).toEqual(['2400 EUR']);
  });
  it('a bracket holding another figure or other words leaves the figure bare', () => {
    // Words that say another figure: neither is read as the sum (as before this rule).
    expect(amounts('The Buyer shall pay a price of 2,400 (two thousand five hundred) euros per tonne.')).toEqual([]);
    expect(amounts('The Supplier shall deliver 2,400 (see Annex 2) tonnes for the price.')).toEqual([]);
  });
});

describe('a date of the Bikram Sambat calendar (h20facts2)', () => {
  it('"2082/03/10 B.S." dates nothing; the Gregorian date beside it does', () => {
    expect(effective('This Agreement is entered into on 2082/03/10 B.S. (corresponding to 24 June 2025 A.D.) at Pokhara between the parties.')).toEqual(['2025-06-24']);
    expect(effective('This Agreement is made on 2081/11/02 Bikram Sambat at Lalitpur between the parties.')).toEqual([]);
  });
  it('a Gregorian date followed by other words stays', () => {
    expect(effective('This Agreement is made on 2025/06/24 between the parties, BSc holders.')).toEqual(['2025-06-24']);
  });
});

describe('names that were cut or read as parties (h20facts2)', () => {
  it('a court named with its seat keeps the seat', () => {
    expect(parties('The parties submit to the Regional Court in Bratislava and the District Court in Banská Bystrica.'))
      .toEqual(['DISTRICT COURT IN BANSKÁ BYSTRICA Unknown Unknown', 'REGIONAL COURT IN BRATISLAVA Unknown Unknown']);
  });
  it('a register named by its keeper, without a number, is no party', () => {
    expect(parties('This Agreement is made between Bagmati Tea Limited, a company registered at the Office of the Company Registrar, Nepal (the "Seller") and Koshi Retail Limited (the "Buyer").'))
      .toEqual(['BAGMATI TEA Primary Supplier', 'KOSHI RETAIL Primary Buyer']);
    // A registrar that is named otherwise than as the register a party is entered in stays.
    expect(parties('The Seller shall file the charge with the Registrar of Companies within 21 days.')).toEqual(['REGISTRAR OF COMPANIES Unknown Unknown']);
  });
  it('an order\'s title over a line that ends in an alias is no party', () => {
    expect(parties('CALL-OFF ORDER No. 9', 'issued under the Framework Supply Agreement dated 4 March 2024 between the parties (the "FWA")', 'Buyer: Tartu Paber AS', 'Supplier: Pärnu Pakend OÜ'))
      .toEqual(['TARTU PABER Primary Buyer', 'PÄRNU PAKEND Primary Supplier']);
  });
  it('a province closing a party\'s address before "represented by" is no party', () => {
    expect(parties('Contractor: Servicios Andinos S.R.L., Calle 12 No. 400, Mendoza, Province of Mendoza, represented by its manager Ms Ana Ruiz.', 'The Contractor shall clean the offices.'))
      .toEqual(['SERVICIOS ANDINOS Primary Supplier']);
    // A state that contracts through a department stays a party (names.ts, REPRESENTED_POLITY).
    expect(parties('This Agreement is between the State of Victoria, represented by the Department of Transport (the "State") and Metro Rail Pty Ltd (the "Operator").').map((p) => p.split(' Primary')[0]))
      .toEqual(expect.arrayContaining(['STATE OF VICTORIA']));
  });
  it('the representative after "represented by" is not the party the next alias names', () => {
    expect(parties('Saryarka Cement Limited Liability Partnership, hereinafter referred to as the "Seller", represented by Director Marat Bolatovich Omarov, acting on the basis of the Charter, on the one part, and Joint Stock Company "Temir Build", hereinafter referred to as the "Buyer", represented by Chairman of the Board Dana Erlanovna Sadykova, acting on the basis of the Charter, on the other part, have concluded this Contract.'))
      .toEqual(['SARYARKA CEMENT Primary Supplier', 'TEMIR BUILD Primary Buyer']);
  });
  it('the name again in another script, in brackets, keeps the alias after it', () => {
    expect(parties('1. DELPHI OLIVES SINGLE MEMBER S.A. (in Greek «ΔΕΛΦΟΙ ΕΛΑΙΑ ΜΟΝΟΠΡΟΣΩΠΗ Α.Ε.»), with registered seat in Amfissa, lawfully represented by its Chairman, Mr Petros Kalogirou (the "Seller"), and',
      '2. CORINTH FOODS IKE, with registered seat in Corinth, lawfully represented by its Administrator, Ms Anna Dimou (the "Buyer"),', 'agreed the following:'))
      .toEqual(['DELPHI OLIVES Primary Supplier', 'CORINTH FOODS Primary Buyer']);
  });
});

describe('signers by initials resolved to the representative the slot names (h20facts2)', () => {
  const contacts = (...items: (string | ElementInput)[]) =>
    facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${(p.contacts ?? []).map((c) => `${c.name} (${c.role})`).join(', ')}`);
  const greek = [
    '1. DELPHI OLIVES SINGLE MEMBER S.A., with registered seat in Amfissa, lawfully represented by its Chairman, Mr Petros Kalogirou (the "Seller"), and',
    '2. CORINTH FOODS IKE, with registered seat in Corinth, lawfully represented by its Administrator, Ms Anna Dimou (the "Buyer"),',
    'agreed the following:', 'The Seller shall deliver 20 tonnes of olives.',
  ];
  it('"P. Kalogirou" and "p.p. A. Dimou" under the headings of the parties', () => {
    expect(contacts(...greek, 'The Seller', 'P. Kalogirou', 'The Buyer', 'p.p. A. Dimou'))
      .toEqual(['DELPHI OLIVES: Petros Kalogirou (signatory)', 'CORINTH FOODS: Anna Dimou (signatory)']);
  });
  it('initials that match no full name, or two, give no contact', () => {
    // The preamble's representative is the contact all the same, with the preamble's post (h39a).
    expect(contacts(...greek, 'The Seller', 'K. Kalogirou', 'The Buyer', 'p.p. A. Dimou'))
      .toEqual(['DELPHI OLIVES: Petros Kalogirou (Chairman)', 'CORINTH FOODS: Anna Dimou (signatory)']);
    expect(contacts(...greek, 'Ms Alexandra Dimou is the Buyer\'s agent.', 'The Seller', 'P. Kalogirou', 'The Buyer', 'p.p. A. Dimou'))
      .toEqual(['DELPHI OLIVES: Petros Kalogirou (signatory)', 'CORINTH FOODS: Anna Dimou (Administrator)']);
  });
  it('a sole trader signing by initials for herself has no contact', () => {
    expect(contacts('This Contract is made between Private Entrepreneur Olena Shevchuk (the "Contractor") and Lviv Bakery LLC (the "Customer").',
      'The Contractor shall bake the bread.', 'Contractor: PE Olena Shevchuk, Lviv', 'Entrepreneur _____________ O. Shevchuk'))
      .toEqual(['OLENA SHEVCHUK: ', 'LVIV BAKERY: ']);
  });
  it('"<Title> ______ A.B. Surname" under a role field naming the party', () => {
    expect(contacts(
      'Saryarka Cement Limited Liability Partnership, hereinafter referred to as the "Seller", represented by Director Marat Bolatovich Omarov, acting on the basis of the Charter, on the one part, and Joint Stock Company "Temir Build", hereinafter referred to as the "Buyer", represented by Chairman of the Board Dana Erlanovna Sadykova, acting on the basis of the Charter, on the other part, have concluded this Contract.',
      'The Seller shall deliver 500 tonnes of cement.',
      'Seller: Saryarka Cement LLP, BIN 120340011111, Karaganda',
      'Director _____________ M.B. Omarov',
      'Buyer: JSC "Temir Build", BIN 980240000222, Astana',
      'Chairman of the Board _____________ D.E. Sadykova',
    )).toEqual(['SARYARKA CEMENT: Marat Bolatovich Omarov (Director)', 'TEMIR BUILD: Dana Erlanovna Sadykova (Chairman of the Board)']);
  });
  it('a "Name:" field of a Bangladeshi signer keeps "Md."', () => {
    const text = 'This Agreement is made between Padma Jute Mills Limited (the "Buyer") and Karnaphuli Traders Limited (the "Seller").\n\nThe Seller shall deliver the jute.\n\nFor and on behalf of the Seller:\n\nSignature: ____________\n\nName: Md. Rafiqul Islam\n\nDesignation: Director\n';
    return classifyElements({ file: Buffer.from(text), fileContentType: 'text/plain' }).then((r) => {
      expect((r.parties ?? []).map((p) => `${p.party}: ${(p.contacts ?? []).map((c) => c.name).join(', ')}`))
        .toEqual(['PADMA JUTE MILLS: ', 'KARNAPHULI TRADERS: Md. Rafiqul Islam']);
    });
  });
});

