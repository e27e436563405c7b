/**
 * Facts set 67's money marks in the shared money lexicon (issue 18, h107d67): Chile's Unidad de Fomento, "UF" before or
 * after a figure (the raw mark "UF", cause 13), its ISO code "CLF" and its name "Unidades de Fomento"; the Maldivian
 * rufiyaa's "Rf" / "MRf" (the raw mark "Rf", cause 17), case-sensitive, in money's form; and "cents" of land after the
 * acres ("Ac. 6.40 cents", cause 19), no money. The contract labeller names the raw marks by the contract's country
 * (local-currency.ts; test/contracts/classify/facts/facts-sixty-seventh-set-h107d67.test.ts). Sentences written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { readsLinearly } from '../../security/linear-time.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('the Unidad de Fomento (cause 13)', () => {
  it('"UF" before or after any figure is the raw mark "UF"', () => {
    expect(read('The rent is UF 42 for the season.')).toEqual(['UF 42=42 UF']);
    expect(read('A deposit of 18 UF is paid on signing.')).toEqual(['18 UF=18 UF']);
    expect(read('The monthly fee is UF 3,5 plus VAT.')).toEqual(['UF 3,5=3.5 UF']);
  });
  it('its code and its name are CLF', () => {
    expect(read('The price is CLF 1,250.50 in all.')).toEqual(['CLF 1,250.50=1250.5 CLF']);
    expect(read('A rent of 30 Unidades de Fomento a month.')).toEqual(['30 Unidades de Fomento=30 CLF']);
    expect(read('The rent is 12 Unidad de Fomento.')).toEqual(['12 Unidad de Fomento=12 CLF']);
  });
  it('near misses: lower case, a word in capitals before it, a noun it counts or names after the figure, a chat', () => {
    expect(read('Each uf 12 cartridge is changed.')).toEqual([]);
    expect(read('THE UF 12 PLANT IS SERVICED.')).toEqual([]);
    expect(read('The skid holds UF 12 modules in two rows.')).toEqual([]);
    expect(read('We fit 40 UF membranes per rack.')).toEqual([]);
    expect(read('The rent is UF 42 for the season.', false)).toEqual([]);
  });
});

describe('the rufiyaa\'s "Rf" and "MRf" (cause 17)', () => {
  it('before a figure in money\'s form, or "Rf" after one: the raw mark "Rf"', () => {
    expect(read('The Builder takes Rf 2,500 off the last stage.')).toEqual(['Rf 2,500=2500 Rf']);
    expect(read('A survey fee of Rf. 1,800.00 is paid.')).toEqual(['Rf. 1,800.00=1800 Rf']);
    expect(read('The engine costs MRf 640,000 more.')).toEqual(['MRf 640,000=640000 Rf']);
    expect(read('A fine of 2,500 Rf for each day.')).toEqual(['2,500 Rf=2500 Rf']);
  });
  it('near misses: a reference\'s number, rutherfordium, a radio frequency in capitals, a bare count after it', () => {
    expect(read('See Rf. 12 in the survey file.')).toEqual([]);
    expect(read('The sample held Rf 104 atoms.')).toEqual([]);
    expect(read('The RF 2,400 band is used.')).toEqual([]);
    expect(read('Page 30 Rf gives the plan.')).toEqual([]);
  });
  it('any figure in comma groups after "Rf" reads back its value', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 999_999_999 }), (value) => {
      const mark = `Rf ${value.toLocaleString('en-US')}`;
      expect(read(`The delay costs ${mark} a day.`)).toEqual([`${mark}=${value} Rf`]);
    }), { numRuns: 60 });
  });
});

describe('"cents" of land (cause 19)', () => {
  it('after the acres\' word, or before "of land": no money', () => {
    expect(read('The garden of Ac. 6.40 cents in R.S. No. 214/2 is sold.')).toEqual([]);
    expect(read('A plot of 2 acres 40 cents is let.')).toEqual([]);
    expect(read('He sells 40 cents of land to the Buyer.')).toEqual([]);
  });
  it('near misses: cents of money, the acre after the sum', () => {
    expect(read('The fee is 40 cents per acre.')).toEqual(['40 cents=0.4 USD']);
    expect(read('The Buyer adds 40 cents of tax.')).toEqual(['40 cents=0.4 USD']);
  });
});

describe('the new marks on hostile input (h107d67)', () => {
  for (const unit of ['UF 1 UF ', '1 UF 2 UF ', 'Rf 1,000 Rf ', 'MRf MRf 1,0 ', 'Ac. 1 cents Ac ', 'acres 1 cents of ']) {
    it(`"${unit}" repeated, in a contract: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text, true);
      }, 1000);
    });
  }
});
