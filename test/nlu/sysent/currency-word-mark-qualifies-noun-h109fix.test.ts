/**
 * A contract mark that is also a word or an abbreviation (`word` in CONTRACT_PREFIXES: "TOP", "UI", "UF", "UDI") between
 * a determiner and a noun that names no sum qualifies that noun, singular or plural: a rank ("the TOP 1,000
 * customers") or a part's or a model's name ("The UI 21.000 screen"), no money (issue 18, h109fix; the re-read's
 * finding 11: the `word` guard looked only right after the mark). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';

const read = (text: string) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations: true })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('a word mark between a determiner and the noun it qualifies', () => {
  it('a singular noun after the figure: no money', () => {
    expect(read('The UI 21.000 screen stays in the hall.')).toEqual([]);
    expect(read('Replace the WIR 2,400.00 module yearly.')).toEqual([]);
    expect(read('Each UDI 120 label carries a lot number.')).toEqual([]);
    expect(read('The UF 42 membrane is washed weekly.')).toEqual([]);
  });
  it('a plural noun after the figure, as before (a rank)', () => {
    expect(read('Our offer reaches the TOP 1,000 customers.')).toEqual([]);
  });
  it('near misses that stay money: a noun of money, a word that goes on a sum, a participle, no determiner', () => {
    expect(read('The TOP 400,000 deposit is paid on signing.')).toEqual(['TOP 400,000=400000 TOP']);
    expect(read('The UI 10.500 rent is paid in advance.')).toEqual(['UI 10.500=10500 UI']);
    expect(read('The UI 10.500 payable on arrival is kept.')).toEqual(['UI 10.500=10500 UI']);
    expect(read('The UF 42 agreed in clause 3 is paid monthly.')).toEqual(['UF 42=42 UF']);
    expect(read('The rent is UI 21.000 per month.')).toEqual(['UI 21.000=21000 UI']);
    expect(read('The Tenant pays UI 21.000 each month.')).toEqual(['UI 21.000=21000 UI']);
    expect(read('The price is WIR 4,120.00 for the work.')).toEqual(['WIR 4,120.00=4120 WIR']);
  });
  it('property: a noun of money after "the <mark> <figure>" keeps the money, any other lowercase noun drops it', () => {
    fc.assert(fc.property(fc.constantFrom('UI', 'WIR', 'UVR'), fc.integer({ min: 1, max: 999 }), fc.constantFrom('screen', 'panel', 'lamp', 'module'), (mark, n, noun) => {
      const figure = `${n},250.00`;
      return read(`The ${mark} ${figure} ${noun} is new.`).length === 0 && read(`The ${mark} ${figure} deposit is paid.`).length === 1;
    }), { numRuns: 40 });
  });
});
