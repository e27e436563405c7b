/**
 * The drafting of the twentieth blind contract-level set's countries and kinds (h27f20): money marks of Honduras,
 * Laos, Seychelles, Tonga, Liberia, Belarus, Guyana and Brunei. Each rule with sentences written for it (none from the
 * set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { amounts, distinctCurrencies as currencies, effective, parties, paymentTerms } from '../facts-readers.js';

describe('money marks of contracts (h27f20)', () => {
  it('ISO codes in capitals: HNL, LAK, SCR, LRD, GYD, BYN, BND', () => {
    expectReads(amounts, [
      ['The Contractor shall be paid HNL 315,000.00 per month.', ['315000 HNL']],
      ['The licence fee is LAK 52,000,000 per year.', ['52000000 LAK']],
      ['The Tenant shall pay SCR 18,750 for each quarter.', ['18750 SCR']],
      ['The Buyer shall pay LRD 96,000 on delivery.', ['96000 LRD']],
      ['The price of the excavator is GYD 41,800,000.', ['41800000 GYD']],
      ['The monthly fee is BYN 2 640,00.', ['2640 BYN']],
      ['The deposit is BND 12,500.00.', ['12500 BND']],
    ]);
  });
  it('contract marks: "T$", "L$" and "G$" glued to the sign, "TOP" before a figure in money\'s form', () => {
    expectReads(amounts, [
      ['The Lessee shall pay T$ 2,750 per month.', ['2750 TOP']],
      ['The Client shall pay L$ 85,000 for the survey.', ['85000 LRD']],
      ['The Purchaser shall pay G$ 6,200,000 on completion.', ['6200000 GYD']],
      ['The service fee is TOP 14,300.00 a year.', ['14300 TOP']],
    ]);
    // "TOP" is also the English word: after another word in capitals, or before a bare count, it is no money.
    expectReads(currencies, [
      ['THE TOP 1,000 CUSTOMERS SHALL RECEIVE A DISCOUNT.', []],
      ['The top 20 suppliers are listed in Schedule 2.', []],
      // After a determiner and before a plural that is no money, a rank (hrev20); before a money noun still money.
      ['The Seller shall rank the TOP 1,000 customers by annual spend.', []],
      ['Its TOP 2,500 accounts are listed in Annex B.', []],
    ]);
    expect(amounts('The Tenant shall pay the TOP 4,000 deposit on signing.')).toEqual(['4000 TOP']);
    expect(amounts('The Tenant shall pay the TOP 4,000.00 on signing.')).toEqual(['4000 TOP']);
  });
  it('names: lempiras, paanga; the kip, the rupee, the dollars and the ruble only with their country', () => {
    expectReads(amounts, [
      ['The price is 780,000 lempiras.', ['780000 HNL']],
      ['The annual fee is 90,000 paanga.', ['90000 TOP']],
      ['The fee is 12,000,000 Lao kip per month.', ['12000000 LAK']],
      ['The rent is 26,000 Seychelles rupees per month.', ['26000 SCR']],
      ['The price is 3,500 Liberian dollars.', ['3500 LRD']],
      ['The fee is 950,000 Guyana dollars.', ['950000 GYD']],
      ['The price is 14,300 Belarusian rubles.', ['14300 BYN']],
    ]);
  });
  it('"B$" is Brunei\'s dollar under a contract naming Brunei, the Bahamian dollar otherwise', () => {
    expect(currencies('This agreement is made in Bandar Seri Begawan, Brunei Darussalam.', 'The Client shall pay B$ 48,000 for the works.')).toEqual(['BND']);
    expect(currencies('This agreement is made in Nassau, The Bahamas.', 'The Client shall pay B$ 48,000 for the works.')).toEqual(['BSD']);
  });
  it('"Rs" is the Seychelles rupee under a contract naming Seychelles', () => {
    expect(currencies('This lease is made at Victoria, Mahé, Seychelles.', 'The rent is Rs 30,000 per month.')).toEqual(['SCR']);
  });
  it('a bare figure under a header naming a new code in brackets is a sum of that currency', () => {
    expect(amounts(
      'Stage | Payment (HNL)',
      'Design | 350,000.00',
      'Works | 1,900,000.00',
    )).toEqual(['350000 HNL', '1900000 HNL']);
    expect(amounts(
      'Item | Fee (LAK)',
      'Set-up | 15,000,000',
    )).toEqual(['15000000 LAK']);
  });
});

describe('legal forms of the twentieth set\'s countries (h27f20)', () => {
  it('"Sole Co., Ltd." after a Lao name is no part of it', () => {
    expect(parties(
      'DISTRIBUTION AGREEMENT',
      'This Agreement is made on 4 May 2026 between LUANG PRABANG TEXTILES SOLE CO., LTD. (the "Supplier") and PAKSE HOME STORES CO., LTD. (the "Distributor").',
    )).toEqual(['LUANG PRABANG TEXTILES | Supplier | Primary', 'PAKSE HOME STORES | Buyer | Primary']);
  });
  it('a Belarusian unitary enterprise before its quoted name is no part of it', () => {
    expect(parties(
      'SUPPLY CONTRACT No. 8',
      'Private Unitary Enterprise "Narach Timber" (hereinafter the "Supplier"), represented by director Ihar Sidorenka, and Open Joint Stock Company "Vitebsk Furniture" (hereinafter the "Buyer"), represented by director Alena Kuzmich, have concluded this contract.',
    )).toEqual(['NARACH TIMBER | Supplier | Primary', 'VITEBSK FURNITURE | Buyer | Primary']);
  });
});

describe('a place-and-date line under the title (h27f20)', () => {
  it('a place whose words a particle in small letters joins dates the contract', () => {
    expect(effective('SERVICES AGREEMENT', 'Sant Julià de Lòria, 3 February 2026', 'The Provider shall clean the offices.')).toEqual(['2026-02-03']);
  });
  it('a place with its district or country after a comma dates the contract', () => {
    expect(effective('LEASE AGREEMENT', 'San Pedro Sula, Cortés, 11 March 2026', 'The Lessor lets the warehouse to the Lessee.')).toEqual(['2026-03-11']);
  });
  it('a sentence ending in a date under the title is no place line', () => {
    expect(effective('LEASE AGREEMENT', 'The rent was last reviewed, 11 March 2020', 'The Lessor lets the warehouse to the Lessee.')).toEqual([]);
  });
});

describe('money deposited into an account or in escrow is a payment (h27f20)', () => {
  it('a deposit with an escrow agent or into an account within days is a payment term', () => {
    expectReads(paymentTerms, [
      ['The Purchaser shall deposit USD 75,000 in escrow with the Bank within four (4) business days of signing.', ['4 days']],
      ['The Purchaser shall deposit the sum of US$ 75,000 with the escrow agent within four (4) business days of signing.', ['4 days']],
      ['The Buyer shall deposit EUR 2.500.000,00 (two and a half million euros) with the escrow agent within two (2) business days.', ['2 days']],
      ['Each partner\'s share shall be deposited into the joint account within twelve (12) days of the call.', ['12 days']],
    ]);
  });
  it('a document or source code deposited with a registry or an escrow agent names no payment', () => {
    expectReads(paymentTerms, [
      ['The Company shall deposit all 3 copies with the registry within seven (7) days.', []],
      ['The Licensor shall deposit the source code with the Escrow Agent within twenty (20) days of each release.', []],
      ['The Company shall deposit the signed charter with the Registrar within fourteen (14) days of signing.', []],
    ]);
  });
});
