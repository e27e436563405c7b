/**
 * The drafting of the twentieth blind contract-level set's countries and kinds (h27f20): money marks of Honduras,
 * Laos, Seychelles, Tonga, Liberia, Belarus, Guyana and Brunei. Each rule with sentences written for it (none from the
 * set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const facts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items));
const amounts = (...items: (string | ElementInput)[]) => facts(...items).contract_amounts.map((a) => a.text_normalized);
const currencies = (...items: (string | ElementInput)[]) => [...new Set(facts(...items).contract_currencies.map((a) => a.text_normalized))];

describe('money marks of contracts (h27f20)', () => {
  it('ISO codes in capitals: HNL, LAK, SCR, LRD, GYD, BYN, BND', () => {
    expect(amounts('The Contractor shall be paid HNL 315,000.00 per month.')).toEqual(['315000 HNL']);
    expect(amounts('The licence fee is LAK 52,000,000 per year.')).toEqual(['52000000 LAK']);
    expect(amounts('The Tenant shall pay SCR 18,750 for each quarter.')).toEqual(['18750 SCR']);
    expect(amounts('The Buyer shall pay LRD 96,000 on delivery.')).toEqual(['96000 LRD']);
    expect(amounts('The price of the excavator is GYD 41,800,000.')).toEqual(['41800000 GYD']);
    expect(amounts('The monthly fee is BYN 2 640,00.')).toEqual(['2640 BYN']);
    expect(amounts('The deposit is BND 12,500.00.')).toEqual(['12500 BND']);
  });
  it('contract marks: "T$", "L$" and "G$" glued to the sign, "TOP" before a figure in money\'s form', () => {
    expect(amounts('The Lessee shall pay T$ 2,750 per month.')).toEqual(['2750 TOP']);
    expect(amounts('The Client shall pay L$ 85,000 for the survey.')).toEqual(['85000 LRD']);
    expect(amounts('The Purchaser shall pay G$ 6,200,000 on completion.')).toEqual(['6200000 GYD']);
    expect(amounts('The service fee is TOP 14,300.00 a year.')).toEqual(['14300 TOP']);
    // "TOP" is also the English word: after another word in capitals, or before a bare count, it is no money.
    expect(currencies('THE TOP 1,000 CUSTOMERS SHALL RECEIVE A DISCOUNT.')).toEqual([]);
    expect(currencies('The top 20 suppliers are listed in Schedule 2.')).toEqual([]);
    // After a determiner and before a plural that is no money, a rank (hrev20); before a money noun still money.
    expect(currencies('The Seller shall rank the TOP 1,000 customers by annual spend.')).toEqual([]);
    expect(currencies('Its TOP 2,500 accounts are listed in Annex B.')).toEqual([]);
    expect(amounts('The Tenant shall pay the TOP 4,000 deposit on signing.')).toEqual(['4000 TOP']);
    expect(amounts('The Tenant shall pay the TOP 4,000.00 on signing.')).toEqual(['4000 TOP']);
  });
  it('names: lempiras, paanga; the kip, the rupee, the dollars and the ruble only with their country', () => {
    expect(amounts('The price is 780,000 lempiras.')).toEqual(['780000 HNL']);
    expect(amounts('The annual fee is 90,000 paanga.')).toEqual(['90000 TOP']);
    expect(amounts('The fee is 12,000,000 Lao kip per month.')).toEqual(['12000000 LAK']);
    expect(amounts('The rent is 26,000 Seychelles rupees per month.')).toEqual(['26000 SCR']);
    expect(amounts('The price is 3,500 Liberian dollars.')).toEqual(['3500 LRD']);
    expect(amounts('The fee is 950,000 Guyana dollars.')).toEqual(['950000 GYD']);
    expect(amounts('The price is 14,300 Belarusian rubles.')).toEqual(['14300 BYN']);
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

const parties = (...items: (string | ElementInput)[]) => facts(...items).parties.map((p) => `${p.party} | ${p.role} | ${p.importance}`);
const effective = (...items: (string | ElementInput)[]) => facts(...items).effective_dates.map((d) => d.text_normalized);

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

const paymentTerms = (...items: string[]) => facts(...items).payment_terms.map((t) => t.text_normalized);

describe('money deposited into an account or in escrow is a payment (h27f20)', () => {
  it('a deposit with an escrow agent or into an account within days is a payment term', () => {
    expect(paymentTerms('The Purchaser shall deposit USD 75,000 in escrow with the Bank within four (4) business days of signing.')).toEqual(['4 days']);
    expect(paymentTerms('The Purchaser shall deposit the sum of US$ 75,000 with the escrow agent within four (4) business days of signing.')).toEqual(['4 days']);
    expect(paymentTerms('The Buyer shall deposit EUR 2.500.000,00 (two and a half million euros) with the escrow agent within two (2) business days.')).toEqual(['2 days']);
    expect(paymentTerms('Each partner\'s share shall be deposited into the joint account within twelve (12) days of the call.')).toEqual(['12 days']);
  });
  it('a document or source code deposited with a registry or an escrow agent names no payment', () => {
    expect(paymentTerms('The Company shall deposit all 3 copies with the registry within seven (7) days.')).toEqual([]);
    expect(paymentTerms('The Licensor shall deposit the source code with the Escrow Agent within twenty (20) days of each release.')).toEqual([]);
    expect(paymentTerms('The Company shall deposit the signed charter with the Registrar within fourteen (14) days of signing.')).toEqual([]);
  });
});
