/**
 * Facts set 68's money marks in the shared money lexicon (issue 18, h108d68): the units of account contracts are priced
 * in, ISO 4217's fund codes MXV, UYI, CHW and COU (cause 9) — their codes, their names in words ("Unidades de Inversión",
 * "Unidades Indexadas", "Unidades de Valor Real", "WIR francs") and their marks, the raw marks "UDI", "UI", "WIR" and
 * "UVR" that the contract labeller names by the contract's country (local-currency.ts;
 * test/contracts/classify/facts/facts-sixty-eighth-set-h108d68.test.ts) — and the Uruguayan peso's "$U" (cause 10).
 * Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { readsLinearly } from '../../security/linear-time.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('the fund codes contracts are priced in, and their names (cause 9)', () => {
  it('the codes in capitals are their currencies', () => {
    expect(read('The loan is MXV 30,000 in all.')).toEqual(['MXV 30,000=30000 MXV']);
    expect(read('The rent is UYI 18,000 for the season.')).toEqual(['UYI 18,000=18000 UYI']);
    expect(read('Pay CHW 2,400.50 through the clearing.')).toEqual(['CHW 2,400.50=2400.5 CHW']);
    expect(read('The mortgage is COU 250,000.')).toEqual(['COU 250,000=250000 COU']);
  });
  it('their names after a figure', () => {
    expect(read('A loan of 30,000 Unidades de Inversión is granted.')).toEqual(['30,000 Unidades de Inversión=30000 MXV']);
    expect(read('A loan of 30,000 unidades de inversion is granted.')).toEqual(['30,000 unidades de inversion=30000 MXV']);
    expect(read('The rent is 18,000 Unidades Indexadas.')).toEqual(['18,000 Unidades Indexadas=18000 UYI']);
    expect(read('The debt is 90,000 Unidades de Valor Real.')).toEqual(['90,000 Unidades de Valor Real=90000 COU']);
    expect(read('We take 1,200.00 WIR francs for the work.')).toEqual(['1,200.00 WIR francs=1200 CHW']);
  });
  it('near misses: the other fund codes, a fund\'s investment units', () => {
    expect(read('The bank books USN 30,000 overnight.')).toEqual([]);
    expect(read('The fund issues 30,000 investment units.')).toEqual([]);
  });
});

describe('the units\' marks, raw marks (cause 9)', () => {
  it('"UDI", "UDIs", "UDIS" before or after any figure', () => {
    expect(read('The loan is 30,000 UDIS in all.')).toEqual(['30,000 UDIS=30000 UDI']);
    expect(read('Each instalment is 912.25 UDIs.')).toEqual(['912.25 UDIs=912.25 UDI']);
    expect(read('The fee is UDI 150.')).toEqual(['UDI 150=150 UDI']);
  });
  it('"UI", "WIR" and "UVR" beside a figure in money\'s form, dot groups whole units for "UI" and "UVR"', () => {
    expect(read('The rent is UI 18.000 for January.')).toEqual(['UI 18.000=18000 UI']);
    expect(read('The rent is 18.000 UI for January.')).toEqual(['18.000 UI=18000 UI']);
    expect(read('Paid in WIR 2,400.50 within 30 days.')).toEqual(['WIR 2,400.50=2400.5 WIR']);
    expect(read('The loan is UVR 150.000 in all.')).toEqual(['UVR 150.000=150000 UVR']);
  });
  it('near misses: a version, a word in capitals before, a noun counted after, German, a dose, a chat', () => {
    expect(read('Install the UI 2.0 release.')).toEqual([]);
    expect(read('THE UI 1,200 SCREENS ARE READY.')).toEqual([]);
    expect(read('We ship 1,200 UI screens.')).toEqual([]);
    expect(read('We fit UDI 12 labels on each box.')).toEqual([]);
    expect(read('WENN WIR 12 TAGE WARTEN')).toEqual([]);
    expect(read('The lamp gives UVR 12 at the bench.')).toEqual([]);
    expect(read('The loan is 30,000 UDIS in all.', false)).toEqual([]);
  });
  it('any "UI" sum with dot groups is read whole', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (thousands, units) => {
      const figure = `${thousands}.${String(units).padStart(3, '0')}`;
      expect(read(`The rent is UI ${figure} in all.`)).toEqual([`UI ${figure}=${thousands * 1000 + units} UI`]);
    }), { numRuns: 40 });
  });
});

describe('the Uruguayan peso\'s "$U" (cause 10)', () => {
  it('is UYU before a figure, its dot group thousands', () => {
    expect(read('Cleaning costs $U 2.800 at the end.')).toEqual(['$U 2.800=2800 UYU']);
    expect(read('Cleaning costs $U 2,800.00 at the end.')).toEqual(['$U 2,800.00=2800 UYU']);
  });
  it('near misses: the bare "$", "$US", a lower-case "u"', () => {
    expect(read('Cleaning costs $ 2,800 at the end.')).toEqual(['$ 2,800=2800 USD']);
    expect(read('Cleaning costs $US 2,800 at the end.')).not.toContainEqual(expect.stringContaining('UYU'));
    expect(read('Cleaning costs $u 2,800 at the end.')).not.toContainEqual(expect.stringContaining('UYU'));
  });
});

describe('the new marks on hostile input (h108d68)', () => {
  for (const unit of ['UI 1.000 ', '$U ', 'UDIS 1 ', 'WIR 1,000.00 ', '12 Unidades de Valor ']) {
    it(`"${unit}" repeated: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text);
      }, 1000);
    });
  }
});
