/**
 * Local currency names and marks of facts set 60 (issue 18, h100a60): Uzbekistan's "so'm" after the figure in every
 * apostrophe it is written with (cause 12), Albania's "ALL" before a figure of one dot group, its thousands (cause 11),
 * and Madagascar's "Ar" beside a figure in money's form (cause 13). Sentences written for this test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { readsLinearly } from '../../security/linear-time.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('"so\'m" after the figure (cause 12)', () => {
  it('with the straight, the curly and the Uzbek apostrophes', () => {
    expect(read("The room hire is 4 800 000 so'm for the evening.")).toEqual(["4 800 000 so'm=4800000 UZS"]);
    expect(read('Each extra dish costs 65 000 so’m.')).toEqual(['65 000 so’m=65000 UZS']);
    expect(read('The deposit is 1 000 000 soʻm.')).toEqual(['1 000 000 soʻm=1000000 UZS']);
    expect(read('The deposit is 750 000 soʼm.')).toEqual(['750 000 soʼm=750000 UZS']);
  });
  it('in a chat too, as "soum" is', () => {
    expect(read("I paid 20000 so'm for the taxi", false)).toEqual(["20000 so'm=20000 UZS"]);
  });
  it('near misses: "som", "sum", "so" then another word, a contraction', () => {
    expect(read('The 3 som tickets were sold.')).toEqual([]);
    expect(read('A sum of 5 sum is odd.')).toEqual([]);
    expect(read("We ordered 12 so we'm fine.")).toEqual([]);
    expect(read("Bring 2 so'n so along.")).toEqual([]);
  });
  it('property: any spaced figure before "so\'m" is that many so\'m', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 99_999_999 }), (n) => {
      const figure = n.toLocaleString('en-US').replaceAll(',', ' ');
      expect(read(`The price is ${figure} so'm per guest.`)).toEqual([`${figure} so'm=${n} UZS`]);
    }));
  });
});

describe('"ALL" before a figure of one dot group (cause 11)', () => {
  it('the dot groups thousands: the lek has no minor unit in use', () => {
    expect(read('A first instalment of ALL 84.300 is due on signing.')).toEqual(['ALL 84.300=84300 ALL']);
    expect(read('The balance, ALL 9.950, within ten days.')).toEqual(['ALL 9.950=9950 ALL']);
    expect(read('The price is ALL 1.284.300.')).toEqual(['ALL 1.284.300=1284300 ALL']);
  });
  it('near misses: the English word in capitals, a bare count, a chat', () => {
    expect(read('THE BUYER SHALL TAKE ALL 2.500 UNITS')).toEqual([]);
    expect(read('ALL 12 rooms are let.')).toEqual([]);
    expect(read('ALL 84.300 is due.', false)).toEqual([]);
  });
});

describe('"Ar" beside a figure in money\'s form (cause 13)', () => {
  it('before or after, space or comma groups, glued', () => {
    expect(read('The rate is Ar 36 000 per page.')).toEqual(['Ar 36 000=36000 MGA']);
    expect(read('In all, Ar 1 260 000 for the job.')).toEqual(['Ar 1 260 000=1260000 MGA']);
    expect(read('The surcharge is Ar 15,000 per day.')).toEqual(['Ar 15,000=15000 MGA']);
    expect(read('The fee is 275 000 Ar in all.')).toEqual(['275 000 Ar=275000 MGA']);
    expect(read('Delivery: Ar8 500 per parcel.')).toEqual(['Ar8 500=8500 MGA']);
  });
  it('near misses: argon, a bare figure, a chat', () => {
    expect(read('The sample holds Ar 40 and Ar 36.')).toEqual([]);
    expect(read('We need 12 Ar tanks.')).toEqual([]);
    expect(read('The rate is Ar 36 000 per page.', false)).toEqual([]);
  });
});

describe('the new names and marks on hostile input (h100a60)', () => {
  for (const unit of ["1 000 so'm so' ", "so'''m 1 ", 'ALL 1.000 ALL ', 'Ar 1 000 Ar Ar ', '1 soʻm’ ']) {
    it(`"${unit}" repeated, in a contract: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text, true);
      }, 1000);
    });
  }
});
