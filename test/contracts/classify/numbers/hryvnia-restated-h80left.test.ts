/**
 * Ukraine's hryvnia in English words (issue 18, h80left; hrev79's leftover "96,000 hryvnias 00 kopecks" read no amount):
 * the name is a currency's, its kopecks its hundredths; words restating a figure in brackets stay a Number, as
 * "(five thousand euros)" does, the minor unit's figures after them no figure of the amount. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies } from '../facts-readers.js';
import { attributesOf } from '../helpers.js';

const money = (text: string) => attributesOf(text).filter((a) => a.startsWith('Currency') || a.startsWith('Number'));

describe('hryvnias named in words', () => {
  it('a sum in hryvnias, with or without its kopecks, is an amount in UAH', () => {
    expect(money('The price of the print run is 96,000 hryvnias 00 kopecks, VAT included.')).toEqual(['Currency:96,000 hryvnias 00 kopecks']);
    expect(money('The deposit is 2 500 hryvnias.')).toEqual(['Currency:2 500 hryvnias']);
    expect(amounts('PRINTING CONTRACT', 'The price of the print run is 96,000 hryvnias 50 kopecks.')).toEqual(['96000.5 UAH']);
    expect(distinctCurrencies('PRINTING CONTRACT', 'The deposit is 2 500 hryvnias.')).toEqual(['UAH']);
  });
  it('words restating a coded figure stay a Number, with or without the minor unit after them', () => {
    expect(money('The fee is UAH 96,000.00 (ninety-six thousand hryvnias 00 kopecks) per month.')).toEqual(['Currency:UAH 96,000.00', 'Number:ninety-six thousand']);
    expect(money('The fee is RUB 12,000.00 (twelve thousand rubles 00 kopecks) per month.')).toEqual(['Currency:RUB 12,000.00', 'Number:twelve thousand']);
    expect(money('The fee is UAH 96,000.00 (ninety-six thousand hryvnias) per month.')).toEqual(['Currency:UAH 96,000.00', 'Number:ninety-six thousand']);
    expect(amounts('SERVICE CONTRACT', 'The fee is UAH 96,000.00 (ninety-six thousand hryvnias 00 kopecks) per month.')).toEqual(['96000 UAH']);
  });
  it('near misses: kopecks alone, a count of kopeck coins beside a sum in figures', () => {
    expect(money('A sheet costs 90 kopecks.')).toEqual(['Number:90']);
    expect(amounts('SERVICE CONTRACT', 'A sheet costs 90 kopecks.')).toEqual([]);
  });
});
