/**
 * Facts set 42's francs (issue 18, h77f42d): the "FC" mark of the Comorian and Congolese francs (a raw mark, named by the
 * contract's country, local-currency.ts), the Pacific franc's "CFP" before a figure, "CDF" before one dot group, and the
 * francs named with their country in the French order ("francs comoriens"), which read CHF before. Sentences written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans } from './helpers.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

describe('the francs of set 42 (h77f42d)', () => {
  it('"FC" before or after a figure in money\'s form, "CFP" before one, "CDF" before one dot group', () => {
    expect(contract('A transport allowance of 2 500 FC per delivery.')).toEqual(['2 500 FC=2500 FC']);
    expect(contract('The rent is FC 57.000 per week.')).toEqual(['FC 57.000=57000 FC']);
    expect(contract('The price is F CFP 2,500,000 in all.')).toEqual(['CFP 2,500,000=2500000 XPF']);
    expect(contract('The rent is CDF 57.000 per week.')).toEqual(['CDF 57.000=57000 CDF']);
  });
  it('the French order of a franc named with its country, in a chat too', () => {
    expect(chat('it costs 2 500 francs comoriens')).toEqual(['2 500 francs comoriens=2500 KMF']);
    expect(chat('it costs 57 000 francs congolais')).toEqual(['57 000 francs congolais=57000 CDF']);
    expect(chat('it costs 600 francs rwandais')).toEqual(['600 francs rwandais=600 RWF']);
    expect(chat('it costs 90 francs suisses')).toEqual(['90 francs suisses=90 CHF']);
  });
  it('near misses: a bare count, a club, a mark after capitals, a chat, the bare "francs"', () => {
    expect(contract('Pitch FC 12 is booked.')).toEqual([]);
    expect(contract('ARSENAL FC 2,000 TICKETS are reserved.')).toEqual([]);
    expect(contract('A CFP 2,000 HOURS course is required.')).toEqual([]);
    expect(contract('Deliver 12 FC on Monday.')).toEqual([]);
    expect(chat('a transport allowance of 2 500 FC')).toEqual([]);
    expect(chat('it costs 300 francs')).toEqual(['300 francs=300 CHF']);
  });
});
