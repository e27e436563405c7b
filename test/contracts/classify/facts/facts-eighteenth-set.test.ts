/**
 * The drafting of the eighteenth blind contract-level set's countries and kinds (h25f18): money marks of Mozambique,
 * Kyrgyzstan, Moldova, North Macedonia, Lebanon, Malawi, Barbados, the Maldives and Algeria. Each rule with sentences
 * written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { amounts, distinctCurrencies as currencies, facts, parties, types } from '../facts-readers.js';

describe('money marks of contracts (h25f18)', () => {
  it('ISO codes in capitals: MZN, KGS, MDL, MKD, LBP, MWK, BBD, MVR, DZD', () => {
    expectReads(amounts, [
      ['The Client shall pay MZN 2.750.000,00 for the survey.', ['2750000 MZN']],
      ['The Lessee shall pay KGS 85 000 per month.', ['85000 KGS']],
      ['The price of the boilers is MDL 412 800,00.', ['412800 MDL']],
      ['The Client shall pay a fee of MKD 310.000 per quarter.', ['310000 MKD']],
      ['The Distributor shall pay LBP 45,000,000 for the stand.', ['45000000 LBP']],
      ['The Buyer shall pay MWK 4,200,000 on delivery.', ['4200000 MWK']],
      ['The Owner shall pay a fee of BBD 9,600.00.', ['9600 BBD']],
      ['The monthly rent is MVR 38,500.', ['38500 MVR']],
      ['The price of the works is DZD 14.600.000,00.', ['14600000 DZD']],
    ]);
  });
  it('contract marks: "Bds$" the Barbados dollar, "DA" the Algerian dinar before or after a figure in money\'s form, "MK" the Malawi kwacha', () => {
    expectReads(amounts, [
      ['The Employer shall pay Bds$ 4,250 per month.', ['4250 BBD']],
      ['The Buyer shall pay DA 6.300.000,00 on delivery.', ['6300000 DZD']],
      ['The monthly fee is 850.000,00 DA.', ['850000 DZD']],
      // After a bare count "DA" is no dinar (hrev17); after a grouped figure it is.
      ['Payment falls due 30 DA after the bill of lading.', []],
      ['The monthly fee is 450.000 DA.', ['450000 DZD']],
      ['The Customer shall pay MK 2,750,000 for the audit.', ['2750000 MWK']],
      ['The notice refers to DA 12 of the permit.', []],
    ]);
  });
  it('names: meticais, soms, denars, rufiyaa; the kwacha, pound, dinar and leu of these countries only with their country', () => {
    expectReads(amounts, [
      ['The fee is 1.200.000,00 meticais per year.', ['1200000 MZN']],
      ['The price is 2 400 000 soms.', ['2400000 KGS']],
      ['The rent is 48.000 denars per month.', ['48000 MKD']],
      ['The fee is 15,000 rufiyaa per event.', ['15000 MVR']],
      ['The fee is 3,000,000 Malawi kwacha.', ['3000000 MWK']],
      ['The Sponsor shall pay 75,000,000 Lebanese pounds.', ['75000000 LBP']],
      ['The fee is 500,000 Algerian dinars.', ['500000 DZD']],
    ]);
  });
  it('"lei" is Moldova\'s leu under a contract naming Moldova, Romania\'s under one naming Romania or no country', () => {
    expect(currencies('This contract is made in Chișinău, Republic of Moldova.', 'The Buyer shall pay 96 000,00 lei for the goods.')).toEqual(['MDL']);
    expect(currencies('This contract is made in Bucharest, Romania.', 'The Buyer shall pay 96 000,00 lei for the goods.')).toEqual(['RON']);
    expect(currencies('The Buyer shall pay 96 000,00 lei for the goods.')).toEqual(['RON']);
    expect(currencies('The Buyer in Moldova shall pay RON 5 000,00 for the goods.')).toEqual(['RON']);
  });
  it('a bare figure under a header naming one of these codes is a sum of it', () => {
    expect(amounts(
      'Lot | Rate per hectare (MWK)',
      'North block | 48,000',
      'South block | 52,500',
    )).toEqual(['48000 MWK', '52500 MWK']);
  });
});

describe('legal forms of the eighteenth set\'s countries (h25f18)', () => {
  it('"S.A.L." after a Lebanese name and "SARL" / "SPA" before an Algerian one are no part of it', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between BYBLOS PAPER S.A.L. (the "Supplier") and SARL TELL ATLAS EMBALLAGE (the "Buyer").',
    )).toEqual(['BYBLOS PAPER | Supplier | Primary', 'TELL ATLAS EMBALLAGE | Buyer | Primary']);
    expect(parties(
      'SERVICES AGREEMENT',
      'This Agreement is made between SPA SAHARA FORAGE (the "Contractor") and EURL OASIS LOGISTIQUE (the "Client").',
    )).toEqual(['SAHARA FORAGE | Supplier | Primary', 'OASIS LOGISTIQUE | Buyer | Primary']);
  });
  it('"SPA" opens a name only in capitals: a spa is a word', () => {
    expect(parties(
      'SERVICES AGREEMENT',
      'This Agreement is made between Spa Riviera Hotels Ltd (the "Client") and Lakeside Linen Ltd (the "Supplier").',
    )).toEqual(['SPA RIVIERA HOTELS | Buyer | Primary', 'LAKESIDE LINEN | Supplier | Primary']);
  });
  it('a quoted name before "S.R.L." or "S.A." is the name', () => {
    expect(parties(
      'SUPPLY CONTRACT',
      '"Codru Vin" S.R.L., represented by its Director, hereinafter the "Seller", and',
      '"Prut Agro" S.A., represented by its Chairman, hereinafter the "Buyer", have agreed as follows:',
    )).toEqual(['CODRU VIN | Supplier | Primary', 'PRUT AGRO | Buyer | Primary']);
  });
});

describe('the sides of a pledge and of an employment offer (h25f18)', () => {
  it('a pledgor pays the secured debt on default (Buyer), the pledgee is the creditor (Supplier)', () => {
    expect(parties(
      'PLEDGE AGREEMENT',
      'This Agreement is made between Steppe Grain Holding LLC (the "Pledgor") and Tengri Commercial Bank JSC (the "Pledgee").',
      'The Pledgor pledges its warehouse stock to the Pledgee as security for the loan.',
    )).toEqual(['STEPPE GRAIN HOLDING | Buyer | Primary', 'TENGRI COMMERCIAL BANK | Supplier | Primary']);
  });
  it('the debtor a pledge secures, named in its securing sentence, is no party of the pledge', () => {
    const found = parties(
      'SHARE PLEDGE AGREEMENT',
      'This Agreement is made between Kaspi Invest LLC (the "Pledgor") and Oral Savings Bank JSC (the "Pledgee").',
      'To secure the debts of Atyrau Salt LLC (the "Borrower") under its credit line, the Pledgor pledges its shares in the Borrower to the Pledgee.',
    );
    expect(found.filter((p) => p.endsWith('Primary'))).toEqual(['KASPI INVEST | Buyer | Primary', 'ORAL SAVINGS BANK | Supplier | Primary']);
  });
  it('"the Company" of an employment offer is the employer (Buyer); elsewhere the word gives no side', () => {
    expect(parties(
      'Re: Employment Contract – Site Supervisor',
      'We are pleased to offer you employment with Harbourside Builders Ltd (the "Company") on the terms below.',
    )).toEqual(['HARBOURSIDE BUILDERS | Buyer | Primary']);
    expect(parties(
      'SHAREHOLDERS AGREEMENT',
      'This Agreement is made between Nordhaven Tools Ltd (the "Company") and Peter Kranz (the "Investor").',
    )[0]).toEqual('NORDHAVEN TOOLS | Unknown | Primary');
  });
});

describe('a title with its number between the noun and its object (h25f18)', () => {
  // (h76f41d) The type's span runs to the object and its name leaves the number out ("Contract for the Supply of Road
  // Salt", as this set expects); the kind the other readers test stays the noun (facts-forty-first-set-dates-money-terms).
  it('"CONTRACT No. 12/2025 FOR THE SUPPLY OF …" is a title: named by its kind and object, the number left out', () => {
    expect(types('CONTRACT No. 12/2025 FOR THE SUPPLY OF ROAD SALT', 'Orhei, 3 March 2025', 'The Seller shall deliver road salt to the Buyer.')).toEqual(['CONTRACT No. 12/2025 FOR THE SUPPLY OF ROAD SALT']);
    expect(facts('CONTRACT No. 12/2025 FOR THE SUPPLY OF ROAD SALT', 'Orhei, 3 March 2025', 'The Seller shall deliver road salt to the Buyer.').contract_types.map((t) => t.text_normalized)).toEqual(['Contract for the Supply of Road Salt']);
    expect(facts('CONTRACT No. 8 OF SALE OF A VEHICLE', 'The Seller sells the vehicle to the Buyer.').contract_types.map((t) => t.text_normalized)).toEqual(['Contract of Sale of a Vehicle']);
  });
  it('the place-and-date line under such a title dates the contract', () => {
    const found = facts('CONTRACT No. 12/2025 FOR THE SUPPLY OF ROAD SALT', 'Orhei, 3 March 2025', 'The Seller shall deliver road salt to the Buyer.');
    expect(found.effective_dates.map((d) => d.text_normalized)).toEqual(['2025-03-03']);
  });
});

describe('parties listed under a line ending in "the undersigned:" (h25f18)', () => {
  const lease = [
    'SERVICE AGREEMENT',
    'Concluded in Ohrid on 14 May 2025 by and between the undersigned:',
    '1. LIMNOS TURIST DOOEL Ohrid, with its seat at Kej Makedonija 5, Ohrid, represented by its manager Mr. Petar Ristovski, as client (hereinafter: the Client), and',
    '2. BISTRA CLEAN DOO Struga, with its seat at Ulica Goce Delčev 12, Struga, represented by its manager Ms. Elena Nikolovska, as contractor (hereinafter: the Contractor).',
    'Article 1. The Contractor shall clean the hotel rooms daily.',
  ];
  it('each numbered line below is a party slot; the capacity after "as" is no thing the alias restates; the seat after the form is no part of the name', () => {
    expect(parties(...lease).filter((p) => p.endsWith('Primary'))).toEqual(['LIMNOS TURIST | Buyer | Primary', 'BISTRA CLEAN | Supplier | Primary']);
  });
  it('"Concluded in <place> on <date>" opening the element dates the contract', () => {
    expect(facts(...lease).effective_dates.map((d) => d.text_normalized)).toEqual(['2025-05-14']);
  });
  it('a word the slot names without "as" is still a thing the alias restates', () => {
    const found = parties(
      'MANAGEMENT AGREEMENT',
      'This Agreement is made between Harbour Estates Ltd, owner of the building at 4 Mill Road, hereinafter called the Building, and Keystone Facilities Ltd (the "Manager").',
    );
    expect(found).not.toContain('BUILDING | Unknown | Primary');
    expect(found).toContain('KEYSTONE FACILITIES | Supplier | Primary');
  });
});

describe('a ministry a party is registered with (h25f18)', () => {
  it('is an other party though a number follows it; a register so named stays none', () => {
    const found = parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between Alatau Mills LLC, registered with the Ministry of Justice of the Kyrgyz Republic under number 55120-3300-OOO (the "Seller"), and Karakol Bakeries LLC, registered with the State Register of Legal Entities under number 77341 (the "Buyer").',
    );
    expect(found).toContain('MINISTRY OF JUSTICE OF THE KYRGYZ REPUBLIC | Unknown | Unknown');
    expect(found.some((p) => p.startsWith('STATE REGISTER'))).toBe(false);
  });
});
