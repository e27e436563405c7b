/**
 * The drafting of the sixteenth blind contract-level set's countries and kinds (h23f16): money marks of Mongolia,
 * Panama, Ethiopia, Rwanda and Bulgaria. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { amounts, currencies, effective, parties, paymentTerms, termination, terms, types } from '../facts-readers.js';

describe('money marks of contracts (h23f16)', () => {
  it('"₮" and "tögrög" are the Mongolian tögrög; "MNT" its code', () => {
    expect(amounts('The Buyer shall pay a price of ₮48,500,000 for the yurts.')).toEqual(['48500000 MNT']);
    expect(amounts('The monthly rent is 3,200,000 tögrög.')).toEqual(['3200000 MNT']);
    expect(currencies('The fee is MNT 900,000.')).toEqual(['MNT']);
  });
  it('"B/." and "B/" are the Panamanian balboa before a figure in money\'s form; the period ends no sentence', () => {
    expectReads(amounts, [
      ['The Tenant shall pay a deposit of B/. 18,000.00 to the Landlord.', ['18000 PAB']],
      ['The Client shall pay a fee of B/ 2,750.00 per month.', ['2750 PAB']],
      ['The Owner shall pay a price of 40,000 balboas.', ['40000 PAB']],
      ['The Buyer shall pay the deposit of S/. 12,500.00 on signing.', ['12500 PEN']],
    ]);
  });
  it('"Birr" before a figure and "birr" after it are the Ethiopian birr; "Birr" before a bare number is none', () => {
    expectReads(amounts, [
      ['The Distributor shall pay Birr 86,000 per container.', ['86000 ETB']],
      ['The monthly fee is 45,000 Ethiopian Birr.', ['45000 ETB']],
      ['The price in Birr 7 of the schedule is fixed.', []],
    ]);
  });
  it('"Frw" / "FRW" before a figure in money\'s form and "Rwandan francs" are the Rwandan franc', () => {
    expectReads(amounts, [
      ['The Employer shall pay a transport allowance of Frw 120,000 per month.', ['120000 RWF']],
      ['The Client shall pay a fee of FRW 2,400,000.', ['2400000 RWF']],
      ['The rent is 650,000 Rwandan francs per month.', ['650000 RWF']],
    ]);
  });
  it('"leva" after a figure is the Bulgarian lev', () => {
    expect(amounts('The Client shall pay a fee of 14 500 leva per month.')).toEqual(['14500 BGN']);
  });
});

describe('names bounded by quotes beside a legal form (h23f16)', () => {
  it('a Baltic form before a quoted name in the country\'s small letters: the quoted words are the name', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'UAB "Žalia giria", legal entity code 301112223, registered office at Laisvės al. 5, Kaunas (the "Buyer"), and',
      'AB "Šiaurės pienas", legal entity code 112233445, registered office at Tilžės g. 9, Šiauliai (the "Seller").',
      '1. The Seller shall deliver milk powder to the Buyer.',
    )).toEqual(['ŽALIA GIRIA | Buyer | Primary', 'ŠIAURĖS PIENAS | Supplier | Primary']);
  });
  it('"AS" after a word in capitals is English, no form: an alias or a definition in capitals names no company (hrev15)', () => {
    const names = (text: string) => findNames(text).map((n) => text.slice(n.begin, n.end));
    expectReads(names, [
      ['ACME TRADING LIMITED (HEREINAFTER REFERRED TO AS "THE SUPPLIER") AND BETA LLC (HEREINAFTER REFERRED TO AS "BUYER").', ['ACME TRADING LIMITED', 'BETA LLC']],
      ['THE GOODS DEFINED AS "PRODUCTS" IN SCHEDULE 1 SHALL BE DELIVERED.', []],
      // The form and the quotes are part of the Organization (h29attr); the party's name is the quoted words.
      ['Agreed for AS "Daugavas ostas" by its board.', ['AS "Daugavas ostas"']],
    ]);
  });
  it('a quoted name before a Bulgarian form (EOOD, OOD, AD, EAD) is the name, the form none of it', () => {
    expect(parties(
      'SERVICES CONTRACT',
      '1. "STRUMA LOGISTIK" OOD, UIC 201234567, with registered office in Blagoevgrad, hereinafter referred to as the CONTRACTOR, and',
      '2. "Dunav Agro" EAD, UIC 119876543, with registered office in Ruse, hereinafter referred to as the CLIENT.',
      '1. The CONTRACTOR shall transport the grain of the CLIENT.',
    )).toEqual(['STRUMA LOGISTIK | Supplier | Primary', 'DUNAV AGRO | Buyer | Primary']);
  });
  it('an article in capitals inside an alias\'s quotes is no part of it; "C.A." is a legal form', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'On one side, LÁCTEOS DEL VALLE C.A., domiciled in Cuenca, hereinafter "THE SELLER"; and',
      'On the other side, MERCADOS ANDINOS S.A., domiciled in Loja, hereinafter "THE BUYER".',
      'FIRST.- THE SELLER shall deliver cheese to THE BUYER.',
    )).toEqual(['LÁCTEOS DEL VALLE | Supplier | Primary', 'MERCADOS ANDINOS | Buyer | Primary']);
  });
  it('a quote after "AB" that closes no name of capitals is none', () => {
    expect(parties('SERVICES AGREEMENT', 'The term AB "as is" is used in the annex.')).toEqual([]);
  });
});

describe('titles of set 16\'s drafting (h23f16)', () => {
  it('"AGREEMENT ON <subject>" is the kind; "of the <contract>" after it names the contract it concerns, no part of it', () => {
    expect(types('AGREEMENT ON TERMINATION OF THE LEASE AGREEMENT', 'The parties end the Office Lease Agreement.')).toEqual(['AGREEMENT ON TERMINATION']);
    expect(types('Agreement on Cooperation', 'The parties shall cooperate.')).toEqual(['Agreement on Cooperation']);
  });
  it('"CONTRACT FOR <object>" names the contract as "CONTRACT OF <object>" does', () => {
    expect(types('CONTRACT FOR CLEANING SERVICES', 'The Contractor shall clean the offices under the Framework Services Agreement.')).toEqual(['CONTRACT FOR CLEANING SERVICES']);
  });
  it('a bracketed qualifier after a title is no part of the kind', () => {
    expect(types('ASSET PURCHASE AGREEMENT (EXECUTION VERSION)', 'The Seller sells the assets.')).toEqual(['ASSET PURCHASE AGREEMENT']);
  });
});

describe('dates of set 16\'s drafting (h23f16)', () => {
  it('a numeric date written with dots is read day first', () => {
    expect(effective('SUPPLY AGREEMENT', 'Date: 04.11.2025', 'The Seller shall deliver the pumps.')).toEqual(['2025-11-04']);
    expect(effective('SUPPLY AGREEMENT', 'Date: 25.03.2025', 'The Seller shall deliver the pumps.')).toEqual(['2025-03-25']);
  });
  it('"Order date:" and "Place and date:" fields date the making', () => {
    expect(effective('PURCHASE ORDER No. 881', 'Order date: 3 June 2025', 'Supplier: Kärntner Holz GmbH')).toEqual(['2025-06-03']);
    expect(effective('TIME CHARTER PARTY', 'Place and date: Piraeus, 12 August 2025', 'The Owners let the vessel to the Charterers.')).toEqual(['2025-08-12']);
  });
  it('a sentence saying the parties concluded this contract dates it', () => {
    expect(effective('CONTRACT FOR TRANSPORT SERVICES', 'Today, 2 June 2025, in the town of Ruse, the following parties concluded this contract:')).toEqual(['2025-06-02']);
  });
  it('a date the bracket after it defines as the agreement\'s end or start is that end, whatever the words before it', () => {
    const end = 'The Parties terminate the Lease by mutual consent with effect from 31 August 2025 (the "Termination Date").';
    expect(termination('TERMINATION AGREEMENT', end)).toEqual(['2025-08-31']);
    expect(effective('TERMINATION AGREEMENT', end)).toEqual([]);
    expect(effective('LEASE', 'The Tenant may occupy the premises until 1 May 2025 (the "Commencement Date").')).toEqual(['2025-05-01']);
  });
});

describe('a guarantee\'s sides (h23f16)', () => {
  it('in a guarantee or suretyship the guarantor or surety pays (Buyer), the creditor, bank or beneficiary is the Supplier', () => {
    expect(parties(
      'SURETYSHIP AGREEMENT',
      'This Agreement is made between Northern Credit Bank Ltd (the "Bank") and Lakeside Farms Ltd (the "Surety").',
      '1. The Surety shall pay the Bank on demand any sum the borrower fails to pay.',
    )).toEqual(['NORTHERN CREDIT BANK | Supplier | Primary', 'LAKESIDE FARMS | Buyer | Primary']);
    expect(parties(
      'DEED OF GUARANTEE',
      'This Deed is made between Harbour Steel Ltd (the "Guarantor") and Coastal Paints Ltd (the "Beneficiary").',
      '1. The Guarantor shall pay the Beneficiary within 10 days of a demand.',
    )).toEqual(['HARBOUR STEEL | Buyer | Primary', 'COASTAL PAINTS | Supplier | Primary']);
  });
  it('a guarantor in a lease keeps no side', () => {
    expect(parties(
      'EQUIPMENT LEASE',
      'This Lease is made between Crane Hire Ltd (the "Lessor"), Dockside Builders Ltd (the "Lessee") and Mary Holdings Ltd (the "Guarantor").',
      '1. The Lessee shall pay the rent.',
    )).toEqual(['CRANE HIRE | Supplier | Primary', 'DOCKSIDE BUILDERS | Buyer | Primary', 'MARY HOLDINGS | Unknown | Primary']);
  });
});

describe('terms of set 16\'s drafting (h23f16)', () => {
  it('a charter\'s "charter period" and its extension are terms', () => {
    expect(terms('TIME CHARTER PARTY', 'The charter period is twenty-four (24) months, and the Charterers may extend it by six (6) months.')).toEqual(['720 days', '180 days']);
  });
  it('a day within the first days of each month or quarter allows no time to pay', () => {
    expect(paymentTerms('LEASE', 'The rent is payable monthly in advance within the first five (5) days of each month.')).toEqual([]);
    expect(paymentTerms('AGENCY AGREEMENT', 'Within the first seven (7) working days of each quarter the Agent shall send a report, and the Principal shall pay the commission within 30 days of receiving it.')).toEqual(['30 days']);
  });
  it('money measured in months and a survival period allow no time to pay', () => {
    expect(paymentTerms('LEASE', 'On signing the Tenant shall pay a deposit of two months\' rent.')).toEqual([]);
    expect(paymentTerms('SERVICES AGREEMENT', 'Once the final invoice is paid, only the confidentiality obligations survive for two (2) years.')).toEqual([]);
  });
});

describe('a register is no party (h23f16)', () => {
  it('the register a party or its powers are entered in is none; the registrar of companies stays as before', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between Andes Cacao S.A.C., whose powers are entered in Entry No. 4455 of the Registry of Legal Entities of Cusco (the "Seller"), and Lima Chocolates S.A. (the "Buyer").',
      'The Seller shall file the annual accounts with the Commercial Register of Lima.',
    )).toEqual(['ANDES CACAO | Supplier | Primary', 'LIMA CHOCOLATES | Buyer | Primary']);
  });
  it('a company with a legal form is a party whatever its name says (hrev15)', () => {
    expect(parties(
      'DOMAIN SERVICES AGREEMENT',
      'This Agreement is made between Public Interest Registry Inc. (the "Registry") and Contoso Hosting Ltd (the "Registrar").',
      'The Registrar shall pay the Registry the fees.',
    )).toEqual(['PUBLIC INTEREST REGISTRY | Supplier | Primary', 'CONTOSO HOSTING | Buyer | Primary']);
  });
});
