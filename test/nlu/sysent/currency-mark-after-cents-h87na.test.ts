/**
 * Bosnia's convertible mark written after the figure, as Bosnian contracts write it ("1.250,00 KM", "30,00 KM per
 * bench"): money in a contract when the figure has two decimals (issue 18, h87na; set 65's cause). Without them "KM" in
 * capitals after a figure is a distance as often ("120 KM", "1,500 KM"), and a chat reads no contract mark at all ("5 km"
 * stays a distance). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brief, currencySpans } from './helpers.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

describe('"KM" after a figure with two decimals (h87na)', () => {
  it('a sum with dotted thousands and a decimal comma, a unit price, a figure in English form', () => {
    expect(contract('The monthly fee is 1.250,00 KM, paid by the 10th.')).toEqual(['1.250,00 KM=1250 BAM']);
    expect(contract('Painting of a bench | 30,00 KM per bench')).toEqual(['30,00 KM=30 BAM']);
    expect(contract('The Contractor shall pay 2,310.50 KM within 8 days.')).toEqual(['2,310.50 KM=2310.5 BAM']);
  });
  it('near misses: distances, a kilometre post, a count with its noun, a chat', () => {
    expect(contract('The route is 120 KM long.')).toEqual([]);
    expect(contract('The pipeline runs for 1,500 KM along the coast.')).toEqual([]);
    expect(contract('The bus stops at the 12,5 KM post.')).toEqual([]);
    expect(contract('The works run from KM 12 to KM 18 of the road.')).toEqual([]);
    expect(chat('the hotel is 5 km away and costs 45,00 KM')).toEqual([]);
    expect(brief('the hotel is 5 km away')).toEqual(['number:5']);
  });
  it('any sum with cents before "KM" is read as that sum in BAM', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
      const twoDigits = String(cents).padStart(2, '0');
      const figure = `${whole.toLocaleString('de-DE')},${twoDigits}`;
      // The value as the decimal it is written as (4 + 81 / 100 is 4.8100000000000005 in binary floating point).
      expect(contract(`The price is ${figure} KM per month.`)).toEqual([`${figure} KM=${Number(`${whole}.${twoDigits}`)} BAM`]);
    }), { numRuns: 60 });
  });
});
