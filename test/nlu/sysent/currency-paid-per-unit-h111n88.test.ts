/**
 * A contract mark that needs money's form (groups or cents) before a bare whole figure reads it as a sum all the same
 * where the sentence names the sum: a verb of paying right before the mark, a price's noun before "per <unit>:", or a
 * rate "a charge of <mark> <figure> per <unit>" (issue 18, h111n88; set 88's cause 17). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';

const read = (text: string) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations: true })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('a bare whole figure after a form mark, the sum named', () => {
  it('after a verb of paying', () => {
    expect(read('If more guests come, the Client pays TMT 180 for each extra guest.')).toEqual(['TMT 180=180 TMT']);
    expect(read('The Tenant owes SHP 50 for the key.')).toEqual(['SHP 50=50 SHP']);
  });
  it('after a price per a unit and a colon', () => {
    expect(read('Menu price per guest: TMT 180')).toEqual(['TMT 180=180 TMT']);
    expect(read('Price per night: KD 15')).toEqual(['KD 15=15 KWD']);
  });
  it('in a rate with "of"', () => {
    expect(read('Guests may bring wine, with a corkage charge of TMT 10 per bottle.')).toEqual(['TMT 10=10 TMT']);
  });
  it('near misses: no sum named, or "of" without a rate', () => {
    expect(read('The bars are TMT 500 grade.')).toEqual([]);
    expect(read('Menu per guest: TMT 180')).toEqual([]);
    expect(read('The price of Bs 12 is set out in the Annex.')).toEqual([]);
    expect(read('The Client visits KD 15 each week.')).toEqual([]);
  });
  it('property: a paying verb before the mark reads any whole figure, a verb of seeing none', () => {
    fc.assert(fc.property(fc.constantFrom('TMT', 'SHP', 'KD'), fc.integer({ min: 1, max: 999 }), (mark, n) =>
      read(`The Client pays ${mark} ${n} on arrival.`).length === 1 && read(`The Client sees ${mark} ${n} on arrival.`).length === 0,
    ), { numRuns: 40 });
  });
});
