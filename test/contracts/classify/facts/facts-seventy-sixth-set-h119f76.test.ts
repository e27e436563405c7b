/**
 * Facts set 76's amounts, causes 1 and 2 (issue 18, h119f76), each decided on sentences written for it, near misses
 * kept (none is the set's own row):
 * - 1: a quotation's or a price list's row "<item>: <count> <units> @ <price> = <sum>" prices the item twice, the unit
 *   price and the row's sum (fee-rows.ts AT_PRICE_LABEL, AT_SUM_LABEL, AT_ROW_END);
 * - 2: Jordan's "JD" after a figure in money's form ("12.500 JD", "2,223.000 JD"), contracts only (nlu
 *   currency-units.ts CONTRACT_PREFIXES, `after` and `formAfter` as "DA").
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFeeRow } from '../../../../src/contracts/classify/facts/fee-rows.js';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { amounts, distinctCurrencies } from '../facts-readers.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('a row "<item>: <count> <units> @ <price> = <sum>" (cause 1)', () => {
  it('the unit price and the row\'s sum are both amounts, with "@", "x" or "×"', () => {
    expect(amounts('QUOTATION', 'Boat trip with skipper, half day: 3 boats @ EUR 120 = EUR 360')).toEqual(['120 EUR', '360 EUR']);
    expect(amounts('QUOTATION', 'Lunch at the farm: 24 guests x 18.50 EUR = 444.00 EUR')).toEqual(['18.5 EUR', '444 EUR']);
    expect(amounts('PRICE LIST', 'Folding chairs (white): 40 chairs × USD 2.50 = USD 100.00')).toEqual(['2.5 USD', '100 USD']);
    expect(amounts('QUOTATION', 'Guided walk: 12 persons @ 45 JOD per person = 540.000 JOD')).toEqual(['45 JOD', '540 JOD']);
  });
  it('a row priced at a unit with no sum after it gives its unit price', () => {
    expect(amounts('QUOTATION', 'Boat trip with skipper, half day: 3 boats @ EUR 120')).toEqual(['120 EUR']);
  });
  it('near misses: no noun after the count, no "@", a measure\'s label, a sentence, a list number', () => {
    expect(amounts('QUOTATION', 'Boat trip: 3 @ EUR 120 = EUR 360')).toEqual([]);
    expect(amounts('QUOTATION', 'Boat trip: 3 boats = EUR 360')).toEqual([]);
    expect(amounts('INSURANCE SCHEDULE', 'Sum insured: 3 boats @ EUR 40,000 = EUR 120,000')).toEqual([]);
    expect(amounts('QUOTATION', 'We take 3 boats @ EUR 120 = EUR 360 to the island.')).toEqual([]);
    expect(isFeeRow('4.2 Boats: 3 boats @ EUR 120 = EUR 360', 21, 28)).toBe(false);
    expect(isFeeRow('Boat trip: 3 boats @ EUR 120 = EUR 360', 21, 28)).toBe(true);
    expect(isFeeRow('Boat trip: 3 boats @ EUR 120 = EUR 360', 31, 38)).toBe(true);
  });
  it('property: any item label and count price both sums of its row', () => {
    fc.assert(fc.property(
      fc.constantFrom('Boat trip', 'Dinner and breakfast', 'Camel ride at sunset, 1 hour', 'Tent hire (two persons)'),
      fc.integer({ min: 1, max: 999 }), fc.constantFrom('boats', 'persons', 'nights', 'tents'), fc.integer({ min: 10, max: 900 }),
      (label, count, noun, price) => {
        const row = `${label}: ${count} ${noun} @ EUR ${price} = EUR ${count * price}`;
        expect(amounts('QUOTATION', row)).toEqual([`${price} EUR`, `${count * price} EUR`]);
      }), { numRuns: 25 });
  });
});

describe('"JD" after a figure in money\'s form (cause 2)', () => {
  it('with three decimals or thousands groups it is the Jordanian dinar, in a contract', () => {
    expect(read('The Client pays 12.500 JD for each ride.')).toEqual(['12.500 JD=12.5 JOD']);
    expect(read('Total: 2,223.000 JD')).toEqual(['2,223.000 JD=2223 JOD']);
    expect(amounts('QUOTATION', 'The Client pays 360.000 JD for the jeeps.')).toEqual(['360 JOD']);
    expect(distinctCurrencies('QUOTATION', 'Total: 1,450 JD')).toEqual(['JOD']);
    // Before the figure, as before h119f76.
    expect(read('The rent is JD 2,700,000.')).toEqual(['JD 2,700,000=2700000 JOD']);
  });
  it('near misses: a bare count, a chat, a counted noun after it', () => {
    expect(read('The Client pays 45 JD for each jeep.')).toEqual([]);
    expect(read('We bought 2 JD tractors last year.')).toEqual([]);
    expect(read('i paid 12.500 JD for it', false)).toEqual([]);
    expect(read('The mill ran 1,500 JD hours.')).toEqual([]);
  });
});
