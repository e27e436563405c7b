/**
 * Session 59's lead (set 73's places): Togo's prefecture seats, the European microstates' municipalities and Italy's
 * provincial capitals are places (lexicon/island-and-provincial-towns.ts). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRANCOPHONE_AFRICAN_TOWNS, ITALIAN_PROVINCIAL_CAPITALS, MICROSTATE_MUNICIPALITIES } from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { places } from '../found-names.js';

describe('prefecture seats, microstates\' municipalities, Italian provincial capitals', () => {
  it('reads them in a sentence and in a list', () => {
    expect(places('The Printer ships the posters to Pesaro, Serravalle and Notsé.')).toEqual(['Pesaro', 'Serravalle', 'Notsé']);
    expect(places('The studio in Borgo Maggiore sends the proofs to a printer in Ravenna.')).toEqual(['Borgo Maggiore', 'Ravenna']);
    expect(places('The Driver lives in Tsevie and works in Aného.')).toEqual(['Tsevie', 'Aného']);
  });
  it('near misses: the surnames and products left out are no place', () => {
    expect(places('The Buyer orders twelve wheels of Parma cheese from Mr Fiorentino.')).toEqual([]);
    expect(places('Siena Messina shall sign the order.')).toEqual([]);
  });
  it('property: every listed name is one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...MICROSTATE_MUNICIPALITIES, ...ITALIAN_PROVINCIAL_CAPITALS, ...FRANCOPHONE_AFRICAN_TOWNS.slice(-26)), (name) => {
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 120 });
  });
});
