/**
 * Facts set 77's money marks, causes 1a and 1b (issue 18, h120f77), each decided on sentences written for it, near
 * misses kept (none is the set's own line):
 * - 1a: Vietnam's "đ" (and "đồng") glued to the figure as shops' slips and price tags write it ("1.500.000đ"),
 *   contracts only (nlu currency-units.ts CONTRACT_PREFIXES, `gluedToFigure`);
 * - 1b: a capital glued before the pound sign names that country's pound, not sterling: Egypt's "E£ 4,000", Lebanon's
 *   "L£", Syria's "S£" (nlu currency-units.ts POUND_PREFIXES), contracts only (h120rr #6).
 * The second opinion's near misses (h120rr #4, #6): a glued "đ" after a figure of less than thousands is a lettered point
 * of Vietnamese drafting, and a chat's glued capital before "£" a size or a plan's letter before sterling.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { amounts, distinctCurrencies } from '../facts-readers.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('"đ" glued to the figure (cause 1a)', () => {
  it('is the đồng after a figure with dot groups, comma groups or none, in a contract', () => {
    expect(read('Price: 1.500.000đ each, total 7.500.000đ.')).toEqual(['1.500.000đ=1500000 VND', '7.500.000đ=7500000 VND']);
    expect(read('The deposit is 3,000,000đ.')).toEqual(['3,000,000đ=3000000 VND']);
    expect(read('Coffee for the guests costs 45000đ per cup.')).toEqual(['45000đ=45000 VND']);
    expect(read('The balance of 4.500.000đồng is paid on collection.')).toEqual(['4.500.000đồng=4500000 VND']);
    expect(amounts('TAILORING ORDER', 'The Customer pays a deposit of 3.000.000đ today.')).toEqual(['3000000 VND']);
    expect(distinctCurrencies('TAILORING ORDER', 'Price: 1.500.000đ each.')).toEqual(['VND']);
    // Apart from the figure, as before h120f77.
    expect(read('Price: 1.500.000 đ each.')).toEqual(['1.500.000 đ=1500000 VND']);
  });
  it('near misses: a chat, "đ" before a figure, another letter glued, the English "dong"', () => {
    expect(read('i paid 45.000đ for it', false)).toEqual([]);
    expect(read('Item đ 45.000 is listed.')).toEqual([]);
    expect(read('The beam carries 45.000d of load.')).toEqual([]);
    expect(read('The price is 1,500,000 dong.')).toEqual([]);
  });
  it('near misses: a lettered point glued to a small figure is no đồng (h120rr #4)', () => {
    expect(read('Items 1a, 1b, 1c, 1d, 1đ and 1e are listed.')).toEqual([]);
    expect(read('as set out in sub-point 1đ) of this clause')).toEqual([]);
    expect(read('under Article 5, clause 1, point đ and point 2đ.')).toEqual([]);
    expect(read('Order no. 45đ is closed.')).toEqual([]);
    expect(read('Rice costs 4500đ a bowl.')).toEqual(['4500đ=4500 VND']);
  });
  it('property: any whole figure written with dot groups and a glued "đ" reads as that many đồng', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (millions, thousands) => {
      const figure = `${millions}.${String(thousands).padStart(3, '0')}.000`;
      expect(read(`The price is ${figure}đ.`)).toEqual([`${figure}đ=${millions * 1e6 + thousands * 1e3} VND`]);
    }), { numRuns: 40 });
  });
});

describe('a capital glued before "£" (cause 1b)', () => {
  it('"E£" is the Egyptian pound, "L£" the Lebanese, "S£" the Syrian, with or without a blank before the figure', () => {
    expect(read('The full price of the trip is E£ 13,500.')).toEqual(['E£ 13,500=13500 EGP']);
    expect(read('The deposit is E£4,000.')).toEqual(['E£4,000=4000 EGP']);
    expect(read('The rent is L£ 1,500,000 a month.')).toEqual(['L£ 1,500,000=1500000 LBP']);
    expect(read('The fee is S£ 250,000.')).toEqual(['S£ 250,000=250000 SYP']);
    expect(amounts('RECEIPT', 'I received the sum of E£ 4,000 as a deposit for the trip.')).toEqual(['4000 EGP']);
    expect(distinctCurrencies('RECEIPT', 'The balance of E£ 9,500 is paid on departure.')).toEqual(['EGP']);
  });
  it('near misses: the capital apart from the sign, a small letter, another capital, the sign alone stay sterling', () => {
    expect(read('Annex E £5,000 is the cap.')).toEqual(['£5,000=5000 GBP']);
    expect(read('The price is e£5,000.')).toEqual(['£5,000=5000 GBP']);
    expect(read('The price is X£5,000.')).toEqual(['£5,000=5000 GBP']);
    expect(read('The rent is £1,500 a month.')).toEqual(['£1,500=1500 GBP']);
  });
  it('near misses in a chat: the capital glued before "£" is a size or a letter before sterling (h120rr #6)', () => {
    expect(read('size L£20 please', false)).toEqual(['£20=20 GBP']);
    expect(read('i paid E£ 300 for the taxi', false)).toEqual(['£ 300=300 GBP']);
    expect(read('Size S£5 only', false)).toEqual(['£5=5 GBP']);
    expect(read('I owe 2E£5 to Sam')).not.toContainEqual(expect.stringContaining('EGP'));
  });
});
