/**
 * h98t74 (set 74's places): Newfoundland and Labrador's cities and larger towns are places
 * (lexicon/newfoundland-towns.ts). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEWFOUNDLAND_TOWNS } from '../../../../src/contracts/classify/lexicon/newfoundland-towns.js';
import { places } from '../found-names.js';

describe('Newfoundland and Labrador\'s towns', () => {
  it('reads them in a sentence and in a list', () => {
    expect(places('The Buyer collects the cod at Twillingate, Bonavista and Carbonear.')).toEqual(['Twillingate', 'Bonavista', 'Carbonear']);
    expect(places('The plant in Marystown sends the crab to Corner Brook.')).toEqual(['Marystown', 'Corner Brook']);
  });
  it('property: every listed name is one place in a place\'s position', () => {
    fc.assert(fc.property(fc.constantFrom(...NEWFOUNDLAND_TOWNS), (name) => {
      expect(places(`The depot stands in ${name}.`)).toEqual([name]);
    }), { numRuns: 80 });
  });
});
