/**
 * The drafting of the nineteenth blind contract-level set's countries and kinds (h26f19): money marks of Bhutan,
 * Guatemala, Albania, the Bahamas, Belize, Nicaragua, Papua New Guinea, Myanmar and Madagascar. Each rule with
 * sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const facts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items));
const amounts = (...items: (string | ElementInput)[]) => facts(...items).contract_amounts.map((a) => a.text_normalized);
const currencies = (...items: (string | ElementInput)[]) => [...new Set(facts(...items).contract_currencies.map((a) => a.text_normalized))];

describe('money marks of contracts (h26f19)', () => {
  it('ISO codes in capitals: BTN, GTQ, BSD, BZD, NIO, PGK, MMK, MGA', () => {
    expect(amounts('The Client shall pay BTN 640,000 for the design.')).toEqual(['640000 BTN']);
    expect(amounts('The rent is GTQ 24,500.00 per month.')).toEqual(['24500 GTQ']);
    expect(amounts('The Borrower shall pay a commitment fee of BSD 3,750.00.')).toEqual(['3750 BSD']);
    expect(amounts('The price of the generator is BZD 61,200.')).toEqual(['61200 BZD']);
    expect(amounts('The Buyer shall pay NIO 215,000.00 on delivery.')).toEqual(['215000 NIO']);
    expect(amounts('The charter hire is PGK 12,400 per day.')).toEqual(['12400 PGK']);
    expect(amounts('The Employer shall pay MMK 2,450,000 per month.')).toEqual(['2450000 MMK']);
    expect(amounts('The price of the rice is MGA 3 600 000 per tonne.')).toEqual(['3600000 MGA']);
  });
  it('contract marks: "B$" and "BZ$" glued to the sign, "Nu." and "Q" and "ALL" before a figure in money\'s form', () => {
    expect(amounts('The Tenant shall pay B$ 4,800.00 per month.')).toEqual(['4800 BSD']);
    expect(amounts('The Buyer shall pay BZ$ 17,350.00 on signature.')).toEqual(['17350 BZD']);
    expect(amounts('The Client shall pay the Consultant Nu. 95,000 per month.')).toEqual(['95000 BTN']);
    expect(amounts('The Client shall pay Q 7,250.00 for each inspection.')).toEqual(['7250 GTQ']);
    expect(amounts('The price of the land is ALL 31.500.000.')).toEqual(['31500000 ALL']);
    // Before a bare count these letters are no money: a quarter, a word in capitals.
    expect(amounts('The report for Q1 2026 is due in April.')).toEqual([]);
    expect(amounts('ALL 12 UNITS SHALL BE DELIVERED TOGETHER.')).toEqual([]);
    expect(amounts('The meeting is in Q 3 of the year.')).toEqual([]);
  });
  it('names: ngultrum, quetzales, lekë, kyats, ariary, córdobas, kina; Bahamian and Belize dollars with their country', () => {
    expect(amounts('The fee is 180,000 ngultrum per year.')).toEqual(['180000 BTN']);
    expect(amounts('The price is 96,000 quetzales.')).toEqual(['96000 GTQ']);
    expect(amounts('The rent is 120.000 lekë per month.')).toEqual(['120000 ALL']);
    expect(amounts('The fee is 4,500,000 kyats per quarter.')).toEqual(['4500000 MMK']);
    expect(amounts('The price is 2 000 000 ariary per tonne.')).toEqual(['2000000 MGA']);
    expect(amounts('The fee is 60,000 córdobas per month.')).toEqual(['60000 NIO']);
    expect(amounts('The fee is 75,000 kina per month.')).toEqual(['75000 PGK']);
    expect(amounts('The price is 8,000 Bahamian dollars.')).toEqual(['8000 BSD']);
    expect(amounts('The price is 5,500 Belize dollars.')).toEqual(['5500 BZD']);
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
