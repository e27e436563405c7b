/**
 * Facts set 43's money in local spellings (issue 18, h77f43d): Yemen's rial as "YR" before or after a figure, Eritrea's
 * nakfa as "Nakfa", "Nfa" or "Nfk", the CFA franc in two words ("F CFA", "francs CFA", "CFA francs": the raw mark
 * "FCFA", named by the contract's country, local-currency.ts), and a currency named only inside the figure's words in
 * brackets. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans } from './helpers.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

describe('local money marks of set 43 (h77f43d)', () => {
  it('"YR" before or after a figure in money\'s form, and the riyal spelling', () => {
    expect(contract('The monthly rent is YR 120,000 payable in advance.')).toEqual(['YR 120,000=120000 YER']);
    expect(contract('Each delivery costs 52,500 YR at the gate.')).toEqual(['52,500 YR=52500 YER']);
    expect(contract('A fine of 15,000 Yemeni Riyals applies.')).toEqual(['15,000 Yemeni Riyals=15000 YER']);
  });
  it('"Nakfa", "Nfa" and "Nfk" before a figure, "Nfa" after one', () => {
    expect(contract('The fee is Nakfa 2,300.00 per month.')).toEqual(['Nakfa 2,300.00=2300 ERN']);
    expect(contract('A deposit of Nfa 15,000.00 is paid.')).toEqual(['Nfa 15,000.00=15000 ERN']);
    expect(contract('A deposit of Nfk 600.00 is paid.')).toEqual(['Nfk 600.00=600 ERN']);
    expect(contract('The Tenant pays 4,500 Nfa each month.')).toEqual(['4,500 Nfa=4500 ERN']);
  });
  it('the CFA franc in two words, before or after the figure', () => {
    expect(contract('The fee is 350 000 F CFA per pupil.')).toEqual(['350 000 F CFA=350000 FCFA']);
    expect(contract('The fee is F CFA 350 000 per pupil.')).toEqual(['F CFA 350 000=350000 FCFA']);
    expect(contract('The rent is 90 000 francs CFA a month.')).toEqual(['90 000 francs CFA=90000 FCFA']);
    expect(contract('The rent is 90 000 CFA francs a month.')).toEqual(['90 000 CFA francs=90000 FCFA']);
  });
  it('a currency named only inside the figure\'s words, one sum', () => {
    expect(contract('The price is 72,000 (seventy-two thousand Yemeni rials) per load.')).toEqual(['72,000 (seventy-two thousand Yemeni rials)=72000 YER']);
    expect(contract('The price is 60 000 (sixty thousand CFA francs) per trainee.')).toEqual(['60 000 (sixty thousand CFA francs)=60000 FCFA']);
  });
  it('near misses: a year, a bare count, a mark after capitals, a chat, "F" or "CFA" alone, other words in the bracket', () => {
    expect(contract('The pump carries a 5 YR warranty.')).toEqual([]);
    expect(contract('The plan runs to YR 2037 and then ends.')).toEqual([]);
    expect(contract('A 3 YR 1,000 HOURS SERVICE is included.')).toEqual([]);
    expect(contract('Deliver 12 Nfa on Monday.')).toEqual([]);
    expect(chat('it costs 350 000 F CFA')).toEqual([]);
    expect(chat('it costs 52,500 YR')).toEqual([]);
    expect(contract('Grade F 12 500 is kept in Zone CFA 2.')).toEqual([]);
    expect(contract('The CFA 12 500 certificate is required.')).toEqual([]);
    expect(contract('The lot holds 72,000 (seventy-two thousand) litres of water.')).toEqual([]);
    expect(contract('The lot holds 72,000 (seventy-two thousand litres) of water.')).toEqual([]);
  });
});
