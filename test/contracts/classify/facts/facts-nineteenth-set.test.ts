/**
 * The drafting of the nineteenth blind contract-level set's countries and kinds (h26f19): money marks of Bhutan,
 * Guatemala, Albania, the Bahamas, Belize, Nicaragua, Papua New Guinea, Myanmar and Madagascar. Each rule with
 * sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import type { ElementInput } from '../../../../src/contracts/classify/index.js';
import { amounts, contactNames as contacts, distinctCurrencies as currencies, effective, facts, parties, paymentTerms as paymentDays } from '../facts-readers.js';

describe('money marks of contracts (h26f19)', () => {
  it('ISO codes in capitals: BTN, GTQ, BSD, BZD, NIO, PGK, MMK, MGA', () => {
    expectReads(amounts, [
      ['The Client shall pay BTN 640,000 for the design.', ['640000 BTN']],
      ['The rent is GTQ 24,500.00 per month.', ['24500 GTQ']],
      ['The Borrower shall pay a commitment fee of BSD 3,750.00.', ['3750 BSD']],
      ['The price of the generator is BZD 61,200.', ['61200 BZD']],
      ['The Buyer shall pay NIO 215,000.00 on delivery.', ['215000 NIO']],
      ['The charter hire is PGK 12,400 per day.', ['12400 PGK']],
      ['The Employer shall pay MMK 2,450,000 per month.', ['2450000 MMK']],
      ['The price of the rice is MGA 3 600 000 per tonne.', ['3600000 MGA']],
    ]);
  });
  it('contract marks: "B$" and "BZ$" glued to the sign, "Nu." and "Q" and "ALL" before a figure in money\'s form', () => {
    expectReads(amounts, [
      ['The Tenant shall pay B$ 4,800.00 per month.', ['4800 BSD']],
      ['The Buyer shall pay BZ$ 17,350.00 on signature.', ['17350 BZD']],
      ['The Client shall pay the Consultant Nu. 95,000 per month.', ['95000 BTN']],
      ['The Client shall pay Q 7,250.00 for each inspection.', ['7250 GTQ']],
      ['The price of the land is ALL 31.500.000.', ['31500000 ALL']],
      // Before a bare count these letters are no money: a quarter, a word in capitals.
      ['The report for Q1 2026 is due in April.', []],
      ['ALL 12 UNITS SHALL BE DELIVERED TOGETHER.', []],
      ['The meeting is in Q 3 of the year.', []],
    ]);
  });
  it('names: ngultrum, quetzales, lekë, kyats, ariary, córdobas, kina; Bahamian and Belize dollars with their country', () => {
    expectReads(amounts, [
      ['The fee is 180,000 ngultrum per year.', ['180000 BTN']],
      ['The price is 96,000 quetzales.', ['96000 GTQ']],
      ['The rent is 120.000 lekë per month.', ['120000 ALL']],
      ['The fee is 4,500,000 kyats per quarter.', ['4500000 MMK']],
      ['The price is 2 000 000 ariary per tonne.', ['2000000 MGA']],
      ['The fee is 60,000 córdobas per month.', ['60000 NIO']],
      ['The fee is 75,000 kina per month.', ['75000 PGK']],
      ['The price is 8,000 Bahamian dollars.', ['8000 BSD']],
      ['The price is 5,500 Belize dollars.', ['5500 BZD']],
    ]);
  });
  it('"C$" is Nicaragua\'s córdoba under a contract naming Nicaragua, Canada\'s dollar under one naming Canada or no country', () => {
    expect(currencies('This contract is made in Managua, Nicaragua.', 'The Buyer shall pay C$ 42,000.00 for the goods.')).toEqual(['NIO']);
    expect(currencies('This contract is made in Toronto, Ontario.', 'The Buyer shall pay C$ 42,000.00 for the goods.')).toEqual(['CAD']);
    expect(currencies('The Buyer shall pay C$ 42,000.00 for the goods.')).toEqual(['CAD']);
  });
  it('a bare figure under a header naming a contract mark in brackets is a sum of that mark\'s currency', () => {
    expect(amounts(
      'Phase | Payment (Nu.)',
      'Survey | 420,000',
      'Design | 615,000',
    )).toEqual(['420000 BTN', '615000 BTN']);
    expect(amounts(
      'Item | Charge (Q)',
      'Loading | 1,250.00',
    )).toEqual(['1250 GTQ']);
  });
});

describe('legal forms and honorifics of the nineteenth set\'s countries (h26f19)', () => {
  it('"sh.p.k." and "sh.a." after an Albanian name, "R.L." after a cooperative\'s, are no part of it', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between KORÇA MILLS sh.p.k. (the "Supplier") and DAJTI HOTELS sh.a. (the "Buyer").',
    )).toEqual(['KORÇA MILLS | Supplier | Primary', 'DAJTI HOTELS | Buyer | Primary']);
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between COOPERATIVA AGRÍCOLA LOS PINOS, R.L. (the "Supplier") and Harbour Foods Ltd (the "Buyer").',
    )).toEqual(['COOPERATIVA AGRÍCOLA LOS PINOS | Supplier | Primary', 'HARBOUR FOODS | Buyer | Primary']);
  });
  it('"U" and "Daw" before a signer\'s name are no part of it', () => {
    expect(contacts(
      'SERVICES AGREEMENT',
      'This Agreement is made between Irrawaddy Foods Company Limited (the "Client") and Bago Cleaning Co., Ltd. (the "Contractor").',
      'The Contractor shall clean the factory daily.',
      'Signed for the Client: U Aung Ko Win, Director',
      'Signed for the Contractor: Daw Khin Mar Lwin, Managing Director',
    )).toEqual(['IRRAWADDY FOODS: Aung Ko Win', 'BAGO CLEANING: Khin Mar Lwin']);
  });
});

describe('notices entries parted by ", and to" (h26f19)', () => {
  it('each party\'s person, a hyphenated given name whole', () => {
    expect(contacts(
      'SUPPLY AGREEMENT',
      'This Agreement is made between Tamarind Spices Ltd (the "Seller") and Harbour Foods Ltd (the "Buyer").',
      'The Seller shall deliver the spices monthly.',
      '9. Notices shall be sent to the Seller, attention Ms. Marie-Louise Rakoto, m.rakoto@tamarind.example, +230 210 4455, and to the Buyer, attention Mr. Devin Chua, Logistics Manager, devin@harbourfoods.example, +65 6221 3300.',
    )).toEqual(['TAMARIND SPICES: Marie-Louise Rakoto', 'HARBOUR FOODS: Devin Chua']);
  });
});

describe('an addendum\'s subtitle (h26f19)', () => {
  it('an addendum\'s place-and-date line under its "to the … Agreement" subtitle dates it', () => {
    expect(effective(
      'ADDENDUM No. 3',
      'to the Cleaning Services Agreement',
      'Durrës, 14 October 2025',
      'This Addendum is made between Adriatik Clean sh.p.k. (the "Provider") and Port Hotel sh.a. (the "Client").',
    )).toEqual(['2025-10-14']);
  });
});

const others = (...items: (string | ElementInput)[]) => facts(...items).parties.filter((p) => p.importance !== 'Primary').map((p) => p.party);

describe('bodies named by their own names (h26f19)', () => {
  it('a body named in Spanish, Portuguese or French with its head first is one organisation', () => {
    const named = others(
      'SUPPLY AGREEMENT',
      'This Agreement is made between Harbour Foods Ltd (the "Buyer") and Tamarind Spices Ltd (the "Seller").',
      'The Seller shall hold the export permit of the Ministerio de Agricultura y Ganadería.',
      'The Buyer shall pay into its account with the Banco Nacional de Costa Rica.',
      'Disputes shall be settled by the Centro de Conciliación y Arbitraje de la Cámara de Comercio de Bogotá.',
      'Payments in Algeria are made through the Banque Nationale d\'Algérie.',
    );
    expect(named).toEqual(expect.arrayContaining([
      'MINISTERIO DE AGRICULTURA Y GANADERÍA', 'BANCO NACIONAL DE COSTA RICA',
      'CENTRO DE CONCILIACIÓN Y ARBITRAJE DE LA CÁMARA DE COMERCIO DE BOGOTÁ', 'BANQUE NATIONALE D\'ALGÉRIE',
    ]));
  });
  it('a one-word head alone, or before capitalised words with no "de", names none', () => {
    expect(others(
      'SERVICES AGREEMENT',
      'This Agreement is made between Harbour Foods Ltd (the "Client") and Tamarind Spices Ltd (the "Supplier").',
      'The Tribunal Rules of the seat apply.',
    )).toEqual([]);
  });
  it('a dispute resolution centre with words before its three-word head is one body', () => {
    expect(others(
      'SERVICES AGREEMENT',
      'This Agreement is made between Harbour Foods Ltd (the "Client") and Tamarind Spices Ltd (the "Supplier").',
      'Any dispute shall be referred to the Kigali Alternative Dispute Resolution Centre.',
    )).toEqual(['KIGALI ALTERNATIVE DISPUTE RESOLUTION CENTRE']);
  });
  it('a classification society named by its own name', () => {
    expect(others(
      'TIME CHARTER PARTY',
      'This Charter is made between Kestrel Shipping Ltd (the "Owners") and Ploughman Grain Ltd (the "Charterers").',
      'The Owners shall keep the vessel in class with Bureau Veritas or Lloyd\'s Register throughout the charter.',
    )).toEqual(expect.arrayContaining(['BUREAU VERITAS', 'LLOYD\'S REGISTER']));
  });
  it('"SOCIEDAD ANÓNIMA" spelt out after a comma is no part of the name', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between CAFETALERA SAN MARCOS, SOCIEDAD ANÓNIMA (the "Seller") and Harbour Foods Ltd (the "Buyer").',
    )).toEqual(['CAFETALERA SAN MARCOS | Supplier | Primary', 'HARBOUR FOODS | Buyer | Primary']);
  });
});

describe('an account settled is paid (h26f19)', () => {
  it('days to settle an account or a statement are a payment term; days to settle a dispute are not', () => {
    expectReads(paymentDays, [
      ['The Agent shall render a quarterly statement and the Principal shall settle it within twenty (20) days after receipt.', ['20 days']],
      ['The Charterers shall settle each monthly account within 12 days of its date.', ['12 days']],
      ['The parties shall try to settle any dispute within thirty (30) days.', []],
    ]);
  });
});

describe('"ALL" in a sentence written in capitals (review hrev19)', () => {
  it('after a word in capitals "ALL" is the English word, before a figure in money\'s form too', () => {
    expect(amounts('THE PURCHASER SHALL ACCEPT ALL 1,500 UNITS DELIVERED UNDER THIS ORDER.')).toEqual([]);
    expect(currencies('THE SUPPLIER SHALL REPLACE ALL 2,500.00 WORTH OF STOCK.')).toEqual([]);
    // In an ordinary sentence, or with a code in capitals after the figure, it is Albania's lek.
    expect(amounts('The price of the works is ALL 2.180.000 TVSH included.')).toEqual(['2180000 ALL']);
  });
});
